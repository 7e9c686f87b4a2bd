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

from functools import cached_property

import attrs

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



def _axial(name: str) -> tuple[int, int]:
    q, r = name.split(",")
    return int(q), int(r)


_STEPS = ((1, 0), (1, 1), (0, 1), (-1, 0), (-1, -1), (0, -1))


@attrs.frozen(cache_hash=True)
class Components:
    """A complete component set. The default is :data:`DEFAULT_COMPONENTS`.

    Spaces are referred to by index (their position in :attr:`spaces`) inside
    the engine and by their ``"q,r"`` name in the notation.
    """

    spaces: tuple[str, ...]
    start_island_space: str
    start_island: str
    start_spaces: tuple[str, ...]
    start_ocean_tiles: tuple[str, ...]
    #: The tile whose space the boats start on (R2.7).
    boat_start_tile: str
    tiles: tuple[TileSpec, ...]
    #: Letters of the tile stack, top first; each letter has two tiles (R2.2).
    stack_letters: tuple[str, ...]
    goods_price: tuple[int, int, int] = (1, 2, 3)
    goods_export: tuple[int, int, int] = (1, 3, 5)
    cube_supply: tuple[int, int, int] = (10, 8, 6)
    export_completion_bonus: int = 2
    demand_tiles: tuple[tuple[int, tuple[str, ...]], ...] = ()
    demand_display_size: int = 3
    tourist_tiles: tuple[int, ...] = ()
    #: Tourist tile value returned to the box, by player count (R1.6).
    tourist_removed: tuple[tuple[int, int], ...] = ((2, 4), (3, 4), (4, 2), (5, 0))
    rest_tokens: tuple[str, ...] = REST_TOKENS
    characters: tuple[str, ...] = CHARACTERS
    start_vatus: int = 3
    start_pp: int = 0
    huts_per_player: int = HUTS_PER_PLAYER
    markers_per_player: int = MARKERS_PER_PLAYER
    plan_passes: tuple[int, ...] = (2, 2, 1)
    fish_price_track: tuple[int, ...] = (3, 2, 1)
    rounds: int = 8
    #: Vatus exchanged at once and the PP they give (R1.1c).
    conversion_vatus: int = 10
    conversion_pp: int = 5
    build_cost: int = 3
    builder_cost: int = 1
    draw_pp: int = 3
    artist_pp: int = 5
    guide_pp_per_drawing: int = 2
    sail_max_steps: int = SAIL_MAX_STEPS
    beggar_max: int = 3
    #: Rising Waters (R10.3): rounds with a die roll, water that submerges an
    #: island, submerged islands that end the game, dikes in the box, a dike's price.
    die_rounds: tuple[int, ...] = (2, 4, 6, 8)
    submerged_at: int = 5
    defeat_at: int = 3
    dikes: int = 20
    dike_cost: int = 1
    end_scoring: EndScoring = EndScoring()  # noqa: RUF009 - frozen, so sharing it is safe

    # -- derived look-ups -------------------------------------------------

    @cached_property
    def space_index(self) -> dict[str, int]:
        """Map a ``"q,r"`` name to its index."""
        return {name: i for i, name in enumerate(self.spaces)}

    @cached_property
    def neighbours(self) -> tuple[tuple[int, ...], ...]:
        """Adjacent space indices of each space (R1.2)."""
        coords = [_axial(s) for s in self.spaces]
        where = {c: i for i, c in enumerate(coords)}
        out = []
        for q, r in coords:
            out.append(
                tuple(where[(q + dq, r + dr)] for dq, dr in _STEPS if (q + dq, r + dr) in where)
            )
        return tuple(out)

    @cached_property
    def tile_map(self) -> dict[str, TileSpec]:
        """Tile id -> :class:`TileSpec`."""
        return {t.id: t for t in self.tiles}

    def tile(self, tile_id: str) -> TileSpec:
        """The :class:`TileSpec` with this id (``KeyError`` if unknown)."""
        return self.tile_map[tile_id]

    @cached_property
    def stack_tiles(self) -> dict[str, tuple[str, ...]]:
        """The tiles of each stack letter, in catalog order."""
        out: dict[str, list[str]] = {}
        for t in self.tiles:
            if t.letter is not None:
                out.setdefault(t.letter, []).append(t.id)
        return {k: tuple(v) for k, v in out.items()}

    @cached_property
    def stack_size(self) -> int:
        """How many tiles the stack holds (12 in the printed game)."""
        return sum(len(self.stack_tiles[letter]) for letter in self.stack_letters)

    @cached_property
    def demand_goods(self) -> dict[int, tuple[int, ...]]:
        """Demand tile id -> its goods as indices into :data:`GOODS`, sorted."""
        return {i: tuple(sorted(GOODS.index(g) for g in goods)) for i, goods in self.demand_tiles}

    def removed_tourist_tile(self, players: int) -> int | None:
        """The tourist tile value returned to the box with ``players`` players (R1.6)."""
        for n, value in self.tourist_removed:
            if n == players:
                return value
        return None

    def problems(self) -> list[str]:
        """What makes this component set unplayable (empty when it is sound).

        Every field is checked, and every size is bounded by what the board and
        the notation can hold (:mod:`vanuatu.components.checks`).
        """
        from .checks import problems

        return problems(self)

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
