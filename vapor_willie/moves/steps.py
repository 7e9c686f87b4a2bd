"""The answers to a pending step: setting a cube adrift (VW5.2), keeping an objective
card (VW2.4, VW7.4), returning one of the Rato's cubes (VW7.2), taking a character
(VW2.6, VW5.5, VW8.2), passing, and the ``choice`` icon of a port card (VW8.2). Each
class writes its notation (``str``) beside the ``from_words`` that reads it.

>>> str(Drift(0, "hay", "5", "silvos")), str(Exchange(0, 1, "hay", "duck"))
('P0 drift hay 5 silvos', 'P0 exchange P1 hay duck')
"""

from __future__ import annotations

from typing import ClassVar, Self

import attrs

from ..errors import NotationError
from ..limits import quote
from .words import PlainNotation, names, player_word

__all__ = ["Choose", "Drift", "Exchange", "Keep", "Pass", "ReturnCube", "TakeCharacter"]


@attrs.frozen
class Drift:
    """VW5.2: set a cube that does not fit adrift on a linked point; with ``gain``
    (``"silvos"`` or ``"moves"``), the ``drift`` icon of a port card (VW8.2)."""

    WORD: ClassVar[str] = "drift"
    player: int
    cube: str
    point: str
    gain: str | None = None

    def __str__(self) -> str:
        return f"P{self.player} drift {self.cube} {self.point}" + (
            f" {self.gain}" if self.gain else "")

    @classmethod
    def from_words(cls, p: int, rest: list[str], text: str) -> Self:
        """``P0 drift CUBE POINT [silvos|moves]``."""
        usage = "'drift CUBE POINT [silvos|moves]'"
        if len(rest) == 3:
            if rest[2].lower() not in ("silvos", "moves"):
                raise NotationError(f"{quote(text)}: expected {usage}")
            names(rest[:2], 2, text, usage)
            return cls(p, rest[0], rest[1], rest[2].lower())
        a = names(rest, 2, text, usage)
        return cls(p, a[0], a[1])


@attrs.frozen
class Keep(PlainNotation):
    """VW2.4, VW7.4: keep one of the objective cards drawn."""

    WORD: ClassVar[str] = "keep"
    USAGE: ClassVar[str] = "'keep CARD'"
    FIELDS: ClassVar[int] = 1
    player: int
    card: str

    def __str__(self) -> str:
        return f"P{self.player} keep {self.card}"


@attrs.frozen
class ReturnCube(PlainNotation):
    """VW7.2: return one of the Rato's two cubes to the bag."""

    WORD: ClassVar[str] = "return"
    USAGE: ClassVar[str] = "'return CUBE'"
    FIELDS: ClassVar[int] = 1
    player: int
    cube: str

    def __str__(self) -> str:
        return f"P{self.player} return {self.cube}"


@attrs.frozen
class TakeCharacter(PlainNotation):
    """VW2.6, VW5.5, VW8.2: take a character (exchanging the one held, if any)."""

    WORD: ClassVar[str] = "take"
    USAGE: ClassVar[str] = "'take CHARACTER'"
    FIELDS: ClassVar[int] = 1
    player: int
    character: str

    def __str__(self) -> str:
        return f"P{self.player} take {self.character}"


@attrs.frozen
class Pass(PlainNotation):
    """Decline an optional step (VW5.5, VW8.2, VW8.3)."""

    WORD: ClassVar[str] = "pass"
    USAGE: ClassVar[str] = "'pass' alone"
    player: int

    def __str__(self) -> str:
        return f"P{self.player} pass"


@attrs.frozen
class Choose(PlainNotation):
    """VW8.2 ``choice`` icon: ``"move"`` (one extra move) or ``"silvos"`` (2 silvos)."""

    WORD: ClassVar[str] = "choose"
    USAGE: ClassVar[str] = "'choose move|silvos'"
    FIELDS: ClassVar[int] = 1
    player: int
    option: str

    def __str__(self) -> str:
        return f"P{self.player} choose {self.option}"


@attrs.frozen
class Exchange:
    """VW8.2 ``choice`` icon: give one cube to ``other`` and take one of theirs."""

    WORD: ClassVar[str] = "exchange"
    player: int
    other: int
    give: str
    take: str

    def __str__(self) -> str:
        return f"P{self.player} exchange P{self.other} {self.give} {self.take}"

    @classmethod
    def from_words(cls, p: int, rest: list[str], text: str) -> Self:
        """``P0 exchange PLAYER GIVE TAKE``."""
        a = names(rest, 3, text, "'exchange PLAYER GIVE TAKE'")
        return cls(p, player_word(a[0], text), a[1], a[2])

