"""The actions (VW3.2, VW4): moving the boat, anchoring, docking, extending the river
and taking objective cards. Each class writes its notation (``str``) beside the
``from_words`` that reads it; ``via`` names the character whose ability makes the
action free (``"parrot"``, VW7.5, or ``"captain"``, VW7.4).

>>> str(MoveBoat(0, "5")), str(Dock(1, "PA", via="captain"))
('P0 move 5', 'P1 dock PA +captain')
"""

from __future__ import annotations

from typing import ClassVar, Self

import attrs

from .words import ActionNotation, names, split_via, via_word

__all__ = ["ACTION_TYPES", "Anchor", "Dock", "Extend", "MoveBoat", "TakeObjective"]


@attrs.frozen
class MoveBoat(ActionNotation):
    """VW4.1 (also VW3.3, VW8.2 extra moves): move the boat to a linked point."""

    WORD: ClassVar[str] = "move"
    USAGE: ClassVar[str] = "'move POINT [+parrot]'"
    player: int
    point: str
    via: str | None = None

    def __str__(self) -> str:
        return f"P{self.player} move {self.point}{via_word(self.via)}"


@attrs.frozen
class Anchor(ActionNotation):
    """VW4.2: take the cubes of an island linked to the boat's point."""

    WORD: ClassVar[str] = "anchor"
    USAGE: ClassVar[str] = "'anchor ISLAND [+parrot]'"
    player: int
    island: str
    via: str | None = None

    def __str__(self) -> str:
        return f"P{self.player} anchor {self.island}{via_word(self.via)}"


@attrs.frozen
class Dock(ActionNotation):
    """VW4.3: dock at a port linked to the boat's point and open its card."""

    WORD: ClassVar[str] = "dock"
    USAGE: ClassVar[str] = "'dock PORT [+captain|+parrot]'"
    player: int
    port: str
    via: str | None = None

    def __str__(self) -> str:
        return f"P{self.player} dock {self.port}{via_word(self.via)}"


@attrs.frozen
class Extend(ActionNotation):
    """VW4.4: join one's extension board to a free mouth of the river."""

    WORD: ClassVar[str] = "extend"
    USAGE: ClassVar[str] = "'extend MOUTH [+parrot]'"
    player: int
    mouth: str
    via: str | None = None

    def __str__(self) -> str:
        return f"P{self.player} extend {self.mouth}{via_word(self.via)}"


@attrs.frozen
class TakeObjective:
    """VW4.5 (VW7.4 with the Captain): take objective cards from the pile."""

    WORD: ClassVar[str] = "objective"
    player: int
    via: str | None = None

    def __str__(self) -> str:
        return f"P{self.player} objective{via_word(self.via)}"

    @classmethod
    def from_words(cls, p: int, rest: list[str], text: str) -> Self:
        """``P0 objective [+captain|+parrot]``."""
        rest, via = split_via(rest, text)
        names(rest, 0, text, "'objective [+captain|+parrot]'")
        return cls(p, via)


#: The moves that are actions (VW3.2), by their action word.
ACTION_TYPES: dict[type, str] = {
    MoveBoat: "move", Anchor: "anchor", Dock: "dock", Extend: "extend",
    TakeObjective: "objective",
}
