"""The small data types of the component catalog (goods, characters, tiles, the
end-of-game values), apart from :class:`~vanuatu.components.Components` so that
the checks of a component set (:mod:`vanuatu.component_checks`) can use them.
They are documented, and imported, as names of :mod:`vanuatu.components`.
"""

from __future__ import annotations

import enum

import attrs

__all__ = ["GOODS", "Character", "EndScoring", "TileSpec"]

#: Goods in a fixed order; cube counts are stored as tuples in this order (R1.4).
GOODS: tuple[str, ...] = ("kava", "copra", "beef")


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


# they are part of vanuatu.components, where the docs describe them
for _cls in (Character, TileSpec, EndScoring):
    _cls.__module__ = "vanuatu.components"
