"""The free actions of a turn (VW3.4: cashing a cube, VW6.2; fulfilling an objective,
VW9.1; the Rato and the Rata, VW7) and ending the turn (VW3.1). Each class writes its
notation (``str``) beside the ``from_words`` that reads it.

>>> str(Cash(0, "cow", "5")), str(EndTurn(2))
('P0 cash cow 5', 'P2 end')
"""

from __future__ import annotations

from typing import ClassVar

import attrs

from .words import PlainNotation

__all__ = ["Cash", "EndTurn", "Fulfil", "UseRata", "UseRato"]


@attrs.frozen
class EndTurn(PlainNotation):
    """VW3.1: end one's turn."""

    WORD: ClassVar[str] = "end"
    USAGE: ClassVar[str] = "'end' alone"
    player: int

    def __str__(self) -> str:
        return f"P{self.player} end"


@attrs.frozen
class Cash(PlainNotation):
    """VW6.2: set a cube adrift on a point linked to the boat for silvos."""

    WORD: ClassVar[str] = "cash"
    USAGE: ClassVar[str] = "'cash CUBE POINT'"
    FIELDS: ClassVar[int] = 2
    player: int
    cube: str
    point: str

    def __str__(self) -> str:
        return f"P{self.player} cash {self.cube} {self.point}"


@attrs.frozen
class Fulfil(PlainNotation):
    """VW9.1: discard the items of an objective card."""

    WORD: ClassVar[str] = "fulfil"
    USAGE: ClassVar[str] = "'fulfil CARD'"
    FIELDS: ClassVar[int] = 1
    player: int
    card: str

    def __str__(self) -> str:
        return f"P{self.player} fulfil {self.card}"


@attrs.frozen
class UseRato(PlainNotation):
    """VW7.2: draw 2 cubes from the bag, keep one."""

    WORD: ClassVar[str] = "rato"
    USAGE: ClassVar[str] = "'rato' alone"
    player: int

    def __str__(self) -> str:
        return f"P{self.player} rato"


@attrs.frozen
class UseRata(PlainNotation):
    """VW7.3: move the boat to any other point."""

    WORD: ClassVar[str] = "rata"
    USAGE: ClassVar[str] = "'rata POINT'"
    FIELDS: ClassVar[int] = 1
    player: int
    point: str

    def __str__(self) -> str:
        return f"P{self.player} rata {self.point}"

