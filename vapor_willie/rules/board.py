"""The river as a graph: which points are in play and how they are linked
(VW1.3, VW1.4, VW4.4, VW5.8)."""

from __future__ import annotations

import attrs

from ..options import Options
from ..state import GameState

__all__ = ["Graph", "Layout", "graph", "layout", "state_layout"]


@attrs.frozen
class Layout:
    """What never changes in a game: every point's kind and board, islands, ports."""

    kind: dict[str, str]
    board: dict[str, str]
    islands: tuple[str, ...]
    island_points: dict[str, tuple[str, ...]]
    ports: tuple[str, ...]
    port_points: dict[str, tuple[str, ...]]
    mouths: tuple[str, ...]
    entry: dict[str, str]
    #: The extension board of each seat (VW2.3).
    seat_board: tuple[str, ...]


# Caches keyed by the identity of the options (comparing two equal Options compares
# their whole component data); each entry keeps its options alive.
_LAYOUTS: dict[tuple[int, str], tuple[Options, Layout]] = {}
_GRAPHS: dict[tuple[int, tuple[tuple[str, str], ...], tuple[str, ...], str],
              tuple[Options, Graph]] = {}
_CACHE_SIZE = 4096


def layout(options: Options, face: str | None = None) -> Layout:
    """The :class:`Layout` of a game's options, with the river board on ``face`` (the
    face of the options unless given: the ``turn-boards=any`` option of VW5.8 turns the
    river board over)."""
    face = face or options.river
    key = (id(options), face)
    hit = _LAYOUTS.get(key)
    if hit is not None and hit[0] is options:
        return hit[1]
    if len(_LAYOUTS) >= _CACHE_SIZE:
        _LAYOUTS.clear()
    lay = _layout(options, face)
    _LAYOUTS[key] = (options, lay)
    return lay


def _layout(options: Options, face: str) -> Layout:
    c = options.components
    river = c.river(face)
    kind = {p.id: p.kind for p in river.points}
    board = {p.id: "river" for p in river.points}
    for e in c.extension_boards:
        kind.update({p.id: p.kind for p in e.points})
        board.update({p.id: e.id for p in e.points})
    return Layout(
        kind, board,
        tuple(i.id for i in river.islands), {i.id: i.points for i in river.islands},
        tuple(p.id for p in river.ports), {p.id: p.points for p in river.ports},
        river.mouths, {e.id: e.entry for e in c.extension_boards},
        tuple(e.id for e in c.extension_boards[: options.players]),
    )


@attrs.frozen
class Graph:
    """The points in play and their links."""

    active: frozenset[str]
    links: dict[str, tuple[str, ...]]

    def neighbours(self, point: str) -> tuple[str, ...]:
        """The points linked to ``point``, sorted."""
        return self.links.get(point, ())


def _graph(options: Options, extensions: tuple[tuple[str, str], ...],
           flipped: tuple[str, ...], face: str) -> Graph:
    c = options.components
    river = c.river(face)
    pairs = list(river.links)
    active = {p.id for p in river.points}
    for board_id, mouth in extensions:
        if board_id in flipped:
            continue
        (ext,) = [e for e in c.extension_boards if e.id == board_id]
        active |= {p.id for p in ext.points}
        pairs.extend(ext.links)
        pairs.append((mouth, ext.entry))
    nbrs: dict[str, set[str]] = {p: set() for p in active}
    for a, b in pairs:
        nbrs[a].add(b)
        nbrs[b].add(a)
    return Graph(frozenset(active), {p: tuple(sorted(n)) for p, n in nbrs.items()})


def graph(state: GameState) -> Graph:
    """The river in play in ``state``."""
    key = (id(state.options), state.extensions, state.flipped, state.river)
    hit = _GRAPHS.get(key)
    if hit is not None and hit[0] is state.options:
        return hit[1]
    if len(_GRAPHS) >= _CACHE_SIZE:
        _GRAPHS.clear()
    g = _graph(state.options, state.extensions, state.flipped, state.river)
    _GRAPHS[key] = (state.options, g)
    return g


def state_layout(state: GameState) -> Layout:
    """The :class:`Layout` of ``state``, with its river board face in play."""
    return layout(state.options, state.river)
