"""The fields of a component set (R1) and the look-ups derived from them,
below both :class:`vanuatu.Components` and the checks of a set
(:mod:`vanuatu.components.checks`), which read them."""

from __future__ import annotations

from functools import cached_property

import attrs

from .kinds import (
    CHARACTERS,
    GOODS,
    HUTS_PER_PLAYER,
    MARKERS_PER_PLAYER,
    REST_TOKENS,
    SAIL_MAX_STEPS,
    EndScoring,
    TileSpec,
)

__all__ = ["ComponentFields"]


def _axial(name: str) -> tuple[int, int]:
    q, r = name.split(",")
    return int(q), int(r)


_STEPS = ((1, 0), (1, 1), (0, 1), (-1, 0), (-1, -1), (0, -1))


@attrs.frozen
class ComponentFields:
    """The fields of a component set and the look-ups derived from them:
    everything of :class:`vanuatu.Components` but its checks, which read it.

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
