"""The component catalog of *Vanuatu (Second Edition)* as plain data (R1).

Everything the rules engine needs to know about the physical game lives here:
the board and its adjacency (R1.2), the archipelago tiles (R1.3), goods
(R1.4), demand tiles (R1.5), tourist tiles (R1.6), rest tokens (R1.7),
characters (R1.8), player pieces (R1.9) and the end-of-game scoring values
(R8). Nothing in this module has behaviour beyond derived look-ups.

A caller may build another :class:`Components` (for example with the other
reading of tile ``F1``, see the ruling in R1.3) and pass it to
:class:`vanuatu.Options`:

>>> from vanuatu.components import DEFAULT_COMPONENTS, TileSpec
>>> DEFAULT_COMPONENTS.tile("F1").fish, DEFAULT_COMPONENTS.tile("F1").treasure
(1, 3)
>>> other = DEFAULT_COMPONENTS.replace_tile(TileSpec("F1", "ocean", "F", fish=3, treasure=1))
>>> other.tile("F1").fish
3
"""

from __future__ import annotations

import attrs

from . import checks
from .fields import ComponentFields
from .kinds import (
    ACTIONS,
    CHARACTERS,
    GOODS,
    HUTS_PER_PLAYER,
    REST_TOKENS,
    Action,
    Character,
    EndScoring,
    TileSpec,
)
from .kinds import LINKED_ACTION as LINKED_ACTION
from .kinds import MARKERS_PER_PLAYER as MARKERS_PER_PLAYER
from .kinds import SAIL_MAX_STEPS as SAIL_MAX_STEPS

__all__ = [
    "ACTIONS",
    "CHARACTERS",
    "DEFAULT_COMPONENTS",
    "GOODS",
    "HUTS_PER_PLAYER",
    "REST_TOKENS",
    "Action",
    "Character",
    "Components",
    "EndScoring",
    "TileSpec",
]


@attrs.frozen(cache_hash=True)
class Components(ComponentFields):
    """A complete component set. The default is :data:`DEFAULT_COMPONENTS`.

    Its fields and the look-ups derived from them are those of
    :class:`~vanuatu.components.fields.ComponentFields`; this class adds the
    checks of a set and the replacement of a tile.
    """

    def problems(self) -> list[str]:
        """What makes this component set unplayable (empty when it is sound).

        Every field is checked, and every size is bounded by what the board and
        the notation can hold (:mod:`vanuatu.components.checks`).
        """
        return checks.problems(self)

    def replace_tile(self, tile: TileSpec) -> Components:
        """A copy with the tile of the same id replaced by ``tile``."""
        if tile.id not in self.tile_map:
            raise KeyError(f"no tile {tile.id!r} in the component set")
        return attrs.evolve(self, tiles=tuple(tile if t.id == tile.id else t for t in self.tiles))


def _island(tid: str, letter: str | None, cap: tuple[int, int, int], goods: str) -> TileSpec:
    return TileSpec(tid, "island", letter, huts=cap[0], drawings=cap[1], tourists=cap[2],
                    goods=tuple(goods.split()))


def _ocean(tid: str, letter: str | None, fish: int, treasure: int) -> TileSpec:
    return TileSpec(tid, "ocean", letter, fish=fish, treasure=treasure)


DEFAULT_COMPONENTS = Components(
    spaces=(
        "-1,0", "0,0", "1,0", "2,0",
        "-1,1", "0,1", "1,1", "2,1", "3,1",
        "-1,2", "0,2", "1,2", "2,2", "3,2", "4,2",
        "1,3",
    ),
    start_island_space="0,0",
    start_island="start-island",
    start_spaces=("1,0", "0,1", "1,1"),
    start_ocean_tiles=("start-fish", "start-wreck", "start-blank"),
    boat_start_tile="start-blank",
    tiles=(
        _island("start-island", None, (3, 1, 5), "kava copra beef"),
        _ocean("start-fish", None, 2, 0),
        _ocean("start-wreck", None, 1, 2),
        _ocean("start-blank", None, 0, 0),
        _island("A1", "A", (3, 2, 4), "kava beef"),
        _island("A2", "A", (3, 2, 4), "kava copra"),
        _ocean("B1", "B", 1, 3),
        _ocean("B2", "B", 3, 0),
        _ocean("C1", "C", 0, 0),
        _ocean("C2", "C", 1, 2),
        _island("D1", "D", (2, 3, 3), "kava kava"),
        _island("D2", "D", (3, 1, 4), "kava copra"),
        _ocean("E1", "E", 0, 0),
        _ocean("E2", "E", 2, 0),
        _ocean("F1", "F", 1, 3),
        _ocean("F2", "F", 3, 0),
    ),
    stack_letters=("A", "B", "C", "D", "E", "F"),
    demand_tiles=(
        (1, ("beef", "copra", "kava")),
        (2, ("kava", "kava", "copra")),
        (3, ("beef", "beef", "copra")),
        (4, ("copra", "copra", "beef")),
        (5, ("kava", "beef", "beef")),
        (6, ("kava", "copra", "copra")),
        (7, ("kava", "kava", "beef")),
        (8, ("kava", "kava", "copra")),
        (9, ("kava", "kava", "kava")),
        (10, ("beef", "copra", "kava")),
    ),
    tourist_tiles=(0, 1, 1, 2, 2, 2, 3, 3, 4),
)
"""The printed component set of the second edition, with the R1.3 ruling on F1."""
