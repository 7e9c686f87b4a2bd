"""The board: which spaces are islands or ocean, their neighbours of each
kind and where a boat can sail (R1.2, R6.1), without the islands submerged by
Rising Waters (R10.3); room on an island, and the name of a space.

The board changes only when a tile is placed, so its adjacency is computed once
per arrangement of tiles and cached; :func:`adjacency` reads it for a position.
"""

from __future__ import annotations

from functools import lru_cache

import attrs

from ..components import Components
from ..state import GameState
from .caches import IdentityCache

__all__ = [
    "BoardInfo",
    "adjacency",
    "board_info",
    "clear_cache",
    "island_room",
    "space_name",
    "unsubmerged_board_info",
]


@attrs.frozen
class BoardInfo:
    """Precomputed adjacency for one arrangement of tiles."""

    ocean: tuple[bool, ...]
    island: tuple[bool, ...]
    #: Ocean and island neighbours of every space.
    ocean_nb: tuple[tuple[int, ...], ...]
    island_nb: tuple[tuple[int, ...], ...]
    #: ``walks[k - 1][space]``: destinations of a k-step sail, allowing revisits.
    walks: tuple[tuple[tuple[int, ...], ...], ...]
    islands: tuple[int, ...]

    @property
    def simple_walks(self) -> tuple[tuple[tuple[int, ...], ...], ...]:
        """The same as :attr:`walks`, over simple paths only (R6.1 ruling
        alternative); computed on first use, as most games never need it."""
        return _simple_walks(self.ocean_nb, len(self.walks))


@lru_cache(maxsize=256)
def board_info(
    board: tuple[str | None, ...], components: Components, submerged: int = 0
) -> BoardInfo:
    """The :class:`BoardInfo` of ``board`` (tile id or ``None`` per space).

    Islands in the bit set ``submerged`` (R10.3) can no longer be used: they
    are nobody's neighbour for island actions.
    """
    n = len(board)
    kinds = [None if t is None else components.tile(t).kind for t in board]
    ocean = tuple(k == "ocean" for k in kinds)
    island = tuple(k == "island" and not submerged >> i & 1 for i, k in enumerate(kinds))
    nbs = components.neighbours
    ocean_nb = tuple(tuple(j for j in nbs[i] if ocean[j]) for i in range(n))
    island_nb = tuple(tuple(j for j in nbs[i] if island[j]) for i in range(n))
    steps = components.sail_max_steps
    walks = []
    frontier: list[set[int]] = [{i} for i in range(n)]
    for _ in range(steps):
        frontier = [{j for i in f for j in ocean_nb[i]} for f in frontier]
        walks.append(tuple(tuple(sorted(f)) for f in frontier))
    return BoardInfo(
        ocean=ocean,
        island=island,
        ocean_nb=ocean_nb,
        island_nb=island_nb,
        walks=tuple(walks),
        islands=tuple(i for i in range(n) if island[i]),
    )


@lru_cache(maxsize=64)
def _simple_walks(
    ocean_nb: tuple[tuple[int, ...], ...], steps: int
) -> tuple[tuple[tuple[int, ...], ...], ...]:
    """``[k - 1][space]``: the ends of the k-step sails over simple paths."""
    n = len(ocean_nb)
    simple = []
    for k in range(1, steps + 1):
        row = []
        for start in range(n):
            ends: set[int] = set()
            paths: list[tuple[int, ...]] = [(start,)]
            for _ in range(k):
                paths = [p + (j,) for p in paths for j in ocean_nb[p[-1]] if j not in p]
            ends.update(p[-1] for p in paths)
            row.append(tuple(sorted(ends)))
        simple.append(tuple(row))
    return tuple(simple)


#: :func:`board_info` of the boards met last, by the identity of the board tuple:
#: the states of a game share one board tuple until a tile is placed, and looking
#: it up by identity spares hashing its 64 entries each time.
_BY_IDENTITY: IdentityCache[BoardInfo] = IdentityCache(256)


def unsubmerged_board_info(board: tuple[str | None, ...], components: Components) -> BoardInfo:
    """:func:`board_info` of a board without submerged islands, looked up by
    the identity of ``board`` first."""
    parts = (board, components)
    found = _BY_IDENTITY.get(parts)
    if found is None:
        found = _BY_IDENTITY.put(parts, (), board_info(board, components))
    return found


def adjacency(state: GameState) -> BoardInfo:
    """The adjacency of the board of ``state`` (submerged islands left out, R10.3)."""
    if state.options.rising_waters:
        mask = 0
        for i, sp in enumerate(state.spaces):
            if sp.water >= state.options.components.submerged_at:
                mask |= 1 << i
        return board_info(state.board, state.options.components, mask)
    return unsubmerged_board_info(state.board, state.options.components)


def island_room(state: GameState, i: int) -> tuple[bool, bool, bool]:
    """Whether the island on space ``i`` has room for a hut, a drawing and a
    tourist (R6.2, R6.7, R6.8); all ``False`` for an ocean tile or an empty space."""
    tile = state.board[i]
    if tile is None:
        return (False, False, False)
    spec = state.options.components.tile(tile)
    if not spec.is_island:
        return (False, False, False)
    sp = state.spaces[i]
    return (len(sp.huts) < spec.huts, sp.drawings < spec.drawings, sp.tourists < spec.tourists)


def space_name(state: GameState, space: int) -> str:
    """The ``"q,r"`` name of space index ``space``."""
    return state.options.components.spaces[space]


def clear_cache() -> None:
    """Forget the board facts computed so far."""
    board_info.cache_clear()
    _simple_walks.cache_clear()
    _BY_IDENTITY.clear()
