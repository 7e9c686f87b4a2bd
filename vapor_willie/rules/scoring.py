"""The final score (VW11) with a breakdown per item.

>>> import vapor_willie
>>> game = vapor_willie.Game(players=2, seed=3)
>>> line = vapor_willie.final_scores(game.state).lines[0]
>>> [item for item, _ in line.items]
['cubes', 'silvos', 'objectives', 'extension', 'unfulfilled']
>>> line.total == sum(points for _, points in line.items)
True
>>> totals(game.state) == tuple(line.total for line in vapor_willie.final_scores(
...     game.state).lines)
True
"""

from __future__ import annotations

import attrs

from ..components import Components
from ..state import GameState

__all__ = ["FinalScores", "ScoreLine", "final_scores", "totals"]


@attrs.frozen
class ScoreLine:
    """One player's score: ``items`` are ``(item, points)`` pairs (VW11.1-VW11.5) that add
    up to ``total``; ``cubes`` details VW11.1 per cube type."""

    player: int
    items: tuple[tuple[str, int], ...]
    cubes: tuple[tuple[str, int, int], ...]
    total: int


@attrs.frozen
class FinalScores:
    """The score lines of every player and the winners (VW11.6)."""

    lines: tuple[ScoreLine, ...]
    winners: tuple[int, ...]


def _band(state: GameState, silvos: int) -> int:
    for lo, hi, points in state.options.components.bands:
        if lo <= silvos <= hi:
            return points
    return 0


def final_scores(state: GameState) -> FinalScores:
    """The VW11 score of every player in ``state`` (meant for a finished game; for a game
    in progress it scores the position as if it ended now)."""
    if not isinstance(state, GameState):
        raise TypeError(f"final_scores() needs a GameState, not {type(state).__name__}")
    c = state.options.components
    lines = []
    for i, pl in enumerate(state.players):
        detail = tuple(
            (t.id, n, (n // t.per) * t.points) for t, n in zip(c.cubes, pl.cubes, strict=True)
        )
        items = (
            ("cubes", sum(d[2] for d in detail)),
            ("silvos", _band(state, pl.silvos)),
            ("objectives", sum(c.objective(o).stars for o in pl.fulfilled)),
            ("extension", 0 if pl.extension_placed else -2),
            ("unfulfilled", -len(pl.objectives)),
        )
        lines.append(ScoreLine(i, items, detail, sum(v for _, v in items)))
    best = max(line.total for line in lines)
    return FinalScores(tuple(lines), tuple(line.player for line in lines if line.total == best))


@attrs.frozen
class _Table:
    """What :func:`totals` reads of a component set, looked up once."""

    cubes: tuple[tuple[int, int], ...]  # (points, per) by cube type, VW11.1
    band: tuple[int, ...]  # points by silvos, VW11.2
    stars: dict[str, int]  # by objective card, VW11.3


_TABLES: dict[int, tuple[Components, _Table]] = {}


def _table(c: Components) -> _Table:
    cached = _TABLES.get(id(c))
    if cached is not None and cached[0] is c:
        return cached[1]
    top = max([c.track_max] + [hi for _, hi, _ in c.bands])
    band: list[int | None] = [None] * (top + 1)
    for lo, hi, points in c.bands:  # the first band that holds a number, as _band
        for s in range(max(lo, 0), hi + 1):
            if band[s] is None:
                band[s] = points
    table = _Table(tuple((t.points, t.per) for t in c.cubes),
                   tuple(b or 0 for b in band),
                   {o.id: o.stars for o in c.objective_cards})
    if len(_TABLES) > 64:
        _TABLES.clear()
    _TABLES[id(c)] = (c, table)
    return table


def totals(state: GameState) -> tuple[int, ...]:
    """Every player's total of :func:`final_scores` (VW11), without the breakdown: what
    the bots read of the many positions they look at."""
    t = _table(state.options.components)
    out = []
    for pl in state.players:
        total = sum((n // per) * points for (points, per), n in zip(t.cubes, pl.cubes, strict=True))
        total += t.band[pl.silvos] if 0 <= pl.silvos < len(t.band) else 0
        total += sum(t.stars[o] for o in pl.fulfilled)
        total += (0 if pl.extension_placed else -2) - len(pl.objectives)
        out.append(total)
    return tuple(out)
