"""The kinds of piece a component set is made of: actions, characters,
goods, rest tokens, tiles and the end-scoring values (R1, R8), as plain data.

:mod:`vanuatu.components` re-exports every name here and builds the component
set itself (:class:`~vanuatu.components.Components`) from them; the checks of
a component set (:mod:`vanuatu.components.checks`) use them too, so they sit
below both.

>>> Character("vendor") is Character.VENDOR, GOODS
(True, ('kava', 'copra', 'beef'))
"""

from __future__ import annotations

import enum

import attrs

__all__ = [
    "ACTIONS",
    "CHARACTERS",
    "GOODS",
    "HUTS_PER_PLAYER",
    "LINKED_ACTION",
    "MARKERS_PER_PLAYER",
    "REST_TOKENS",
    "SAIL_MAX_STEPS",
    "Action",
    "Character",
    "EndScoring",
    "TileSpec",
]


class Action(enum.IntEnum):
    """The nine action spaces of the planning board (R4.1), in board order."""

    SAIL = 0
    BUILD = 1
    EXPLORE = 2
    FISH = 3
    SELL = 4
    BUY = 5
    DRAW = 6
    TRANSPORT = 7
    REST = 8

    @property
    def word(self) -> str:
        """The action's name in the move notation (``"sail"``, ``"fish"``...)."""
        return self.name.lower()

    def __str__(self) -> str:
        return self.word


#: The nine actions in the order of their action spaces (R4.1); marker counts are
#: stored as tuples in this order.
ACTIONS: tuple[Action, ...] = tuple(Action)

#: Goods in a fixed order; cube counts are stored as tuples in this order (R1.4).
GOODS: tuple[str, ...] = ("kava", "copra", "beef")

#: The four rest tokens (R1.7).
REST_TOKENS: tuple[str, ...] = ("first", "vatu", "point", "both")


class Character(enum.StrEnum):
    """The eleven characters (R1.8); the value is the id used in the notation.

    A member is a string: it compares and hashes equal to its id, and prints
    (``str`` and ``repr``) as that id, so states, records and their reprs read
    the same whether they hold members or plain ids.

    >>> Character.VENDOR == "vendor", repr(Character.VENDOR)
    (True, "'vendor'")
    """

    NAVIGATOR = "navigator"
    FISHERMAN = "fisherman"
    VENDOR = "vendor"
    DIVER = "diver"
    BUILDER = "builder"
    BUYER = "buyer"
    ARTIST = "artist"
    GUIDE = "guide"
    BEGGAR = "beggar"
    PREACHER = "preacher"
    GOVERNOR = "governor"

    def __repr__(self) -> str:
        return repr(self.value)


CHARACTERS: tuple[str, ...] = tuple(Character)

#: The action whose performance a character's bonus improves (R1.8).
LINKED_ACTION: dict[str, Action] = {
    Character.NAVIGATOR: Action.SAIL,
    Character.FISHERMAN: Action.FISH,
    Character.VENDOR: Action.SELL,
    Character.DIVER: Action.EXPLORE,
    Character.BUILDER: Action.BUILD,
    Character.BUYER: Action.BUY,
    Character.ARTIST: Action.DRAW,
    Character.GUIDE: Action.TRANSPORT,
}

#: Player pieces (R1.9) and the longest sail (R6.1) of the printed game.
HUTS_PER_PLAYER = 8
MARKERS_PER_PLAYER = 5
SAIL_MAX_STEPS = 3


@attrs.frozen
class TileSpec:
    """One archipelago tile as printed (R1.3).

    ``letter`` is ``None`` for the start tiles. Islands have hut, drawing and
    tourist capacities and printed goods; ocean tiles have fish and treasure
    markers.
    """

    id: str
    kind: str
    letter: str | None = None
    fish: int = 0
    treasure: int = 0
    huts: int = 0
    drawings: int = 0
    tourists: int = 0
    goods: tuple[str, ...] = ()

    @property
    def is_island(self) -> bool:
        """Whether the tile is an island (else an ocean tile)."""
        return self.kind == "island"

    @property
    def goods_counts(self) -> tuple[int, int, int]:
        """Printed goods as a ``(kava, copra, beef)`` count tuple."""
        return (self.goods.count("kava"), self.goods.count("copra"), self.goods.count("beef"))


@attrs.frozen
class EndScoring:
    """The end-of-game values of R8, kept as data so a correction is one line."""

    fish_vatus_per_value: int = 1
    first_player_pp: int = 3
    vatus_per_pp: int = 3
    treasure_pp_per_value: int = 2
    hut_pp_per_tourist: int = 2
