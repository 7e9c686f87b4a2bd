"""The descriptions of the chance events (R2, R3, R10): what chance reveals."""

from __future__ import annotations

from collections.abc import Callable

from ..moves import ChanceEvent, ChanceMove
from ..state import GameState
from .language import character_name, good_name, listed, ngettext, player_name
from .language import translate as _

__all__ = ["chance"]


def _names(outcome: object) -> tuple[str, ...]:
    return tuple(str(w) for w in outcome) if isinstance(outcome, tuple) else (str(outcome),)


def _start(m: ChanceMove, state: GameState) -> str:
    """R2.1: the three start ocean tiles, on the start spaces in order."""
    spaces = state.options.components.start_spaces
    tiles = _names(m.outcome)
    each = [_("{tile} on {space}").format(tile=t, space=s)
            for t, s in zip(tiles, spaces, strict=False)]
    each.extend(tiles[len(spaces):])
    return _("The start tiles are placed: {placements}").format(placements=listed(each))


def _tile(m: ChanceMove, state: GameState) -> str:
    """R2.2, R3.7: a tile of the stack revealed onto the Volcano."""
    spec = state.options.components.tile_map.get(str(m.outcome))
    if spec is None:
        text = _("A tile is revealed: {tile}")
    elif spec.is_island:
        text = _("A tile is revealed: {tile}, an island")
    else:
        text = _("A tile is revealed: {tile}, an ocean tile")
    return text.format(tile=m.outcome)


def _demand(m: ChanceMove, state: GameState) -> str:
    """R2.3, R3.3: a demand tile and the goods it wants."""
    wanted: dict[object, tuple[str, ...]] = dict(state.options.components.demand_tiles)
    goods = wanted.get(m.outcome)
    if goods is None:
        return _("A demand tile is revealed: #{demand}").format(demand=m.outcome)
    return _("A demand tile is revealed: #{demand}, wanting {goods}").format(
        demand=m.outcome, goods=listed([good_name(g) for g in goods]))


def _tourist(m: ChanceMove, state: GameState) -> str:
    """R2.4, R3.2: the tourist tile of the round."""
    n = m.outcome if isinstance(m.outcome, int) else 0
    return ngettext("A tourist tile is revealed: {count} tourist waits this round",
                    "A tourist tile is revealed: {count} tourists wait this round",
                    n).format(count=m.outcome)


def _first(m: ChanceMove, state: GameState) -> str:
    """R2.8: the First Player."""
    who = player_name(m.outcome) if isinstance(m.outcome, int) else str(m.outcome)
    return _("{player} is chosen as First Player").format(player=who)


def _characters(m: ChanceMove, state: GameState) -> str:
    """R10.1: the characters offered with two players."""
    return _("The characters offered this round: {characters}").format(
        characters=listed([character_name(ch) for ch in _names(m.outcome)]))


def _die(m: ChanceMove, state: GameState) -> str:
    """R10.3: the die of Rising Waters."""
    n = m.outcome if isinstance(m.outcome, int) else 0
    return ngettext("The die shows {value}: the water rises after {value} performed action",
                    "The die shows {value}: the water rises after {value} performed actions",
                    n).format(value=m.outcome)


_EVENTS: dict[str, Callable[[ChanceMove, GameState], str]] = {
    ChanceEvent.START: _start,
    ChanceEvent.TILE: _tile,
    ChanceEvent.DEMAND: _demand,
    ChanceEvent.TOURIST: _tourist,
    ChanceEvent.FIRST: _first,
    ChanceEvent.CHARACTERS: _characters,
    ChanceEvent.DIE: _die,
}


def chance(m: ChanceMove, state: GameState) -> str:
    """What a chance event reveals, by the kind of event."""
    describe = _EVENTS.get(m.event)
    if describe is None:
        return _("Chance reveals {event} {outcome}").format(
            event=m.event, outcome=" ".join(_names(m.outcome)))
    return describe(m, state)
