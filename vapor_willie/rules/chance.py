"""Draws (VW12): the setup of a game, the outcomes of each chance step with their
probabilities, and what a draw changes."""

from __future__ import annotations

from ..moves import ChanceMove
from ..options import Options
from ..state import GameState, PlayerState, Step
from .common import Refusal, add_cube, cube_index, pop, prepend, set_player
from .effects import open_port, take_cube
from .evolve import replace_player, replace_state

__all__ = ["apply_chance", "initial_state", "outcomes", "refuse_chance"]

_EVENT = {"island": "cube", "restock": "cube", "cube": "cube", "rato": "cube",
          "deal": "objective", "objective": "objective", "port": "port", "first": "first"}


def initial_state(options: Options) -> GameState:
    """The state before setup's draws (VW2): cubes in the bag, the boat on the start,
    silvo markers on 3, characters on the table."""
    c = options.components
    river = c.river(options.river)
    n = options.players
    players = tuple(PlayerState(cubes=(0,) * len(c.cubes), silvos=c.track_start)
                    for _ in range(n))
    used = dict(c.objectives_in_play)[n]
    assert used == 2 * n
    queue = [Step("island", -1, i) for i in range(len(river.islands))]
    for p in range(n):
        queue += [Step("deal", p), Step("deal", p), Step("keep", p)]
    queue.append(Step("first"))
    return GameState(
        options=options, players=players, boat=river.start,
        islands=(None,) * len(river.islands), bag=tuple(t.count for t in c.cubes),
        table=c.characters, undealt=tuple(sorted(o.id for o in c.objective_cards)),
        port_unseen=tuple(sorted(p.id for p in c.port_cards)), queue=tuple(queue),
    )


def _pool(state: GameState, step: Step) -> list[tuple[str, int]]:
    """The things a step may draw, with their weights."""
    k = step.kind
    if _EVENT[k] == "cube":
        return [(t, w) for t, w in zip(state.options.components.cube_ids, state.bag,
                                       strict=True) if w]
    if k == "deal":
        return [(x, 1) for x in state.undealt]
    if k == "objective":
        return [(x, 1) for x in state.objective_pile]
    if k == "port":
        return [(x, 1) for x in state.port_unseen]
    return [(f"P{i}", 1) for i in range(state.num_players)]


def outcomes(state: GameState) -> list[tuple[ChanceMove, float]]:
    """Every outcome of the pending draw with its probability."""
    step = state.queue[0]
    pool = _pool(state, step)
    total = sum(w for _, w in pool)
    event = _EVENT[step.kind]
    return [(ChanceMove(event, (x,)), w / total) for x, w in pool]


def refuse_chance(state: GameState, move: ChanceMove) -> Refusal | None:
    """Why ``move`` is not a possible outcome of the pending draw."""
    step = state.queue[0]
    event = _EVENT[step.kind]
    if move.event != event:
        return "VW12", f"the pending draw is a {event} draw ({step.kind}), not a {move.event}"
    if len(move.outcome) != 1 or move.outcome[0] not in dict(_pool(state, step)):
        where = {"cube": "in the bag", "objective": "in the pile", "port": "unseen",
                 "first": "in the game"}[event]
        return "VW12", f"{' '.join(move.outcome)!r} is not {where}"
    return None


def apply_chance(state: GameState, move: ChanceMove) -> GameState:
    """The state after a draw."""
    step = state.queue[0]
    state = pop(state)
    x = move.outcome[0]
    k, t = step.kind, step.target
    if _EVENT[k] == "cube":
        state = replace_state(state, bag=add_cube(state.bag, cube_index(state.options, x), -1))
    if k == "island":
        return replace_state(state, islands=state.islands[:step.n] + (x,)
                             + state.islands[step.n + 1:])
    if k == "restock":
        staged = state.staged + (x,)
        if len(staged) < len(state.islands):
            return replace_state(state, staged=staged)
        bag = state.bag
        for old in state.islands:  # VW5.6: the old cubes go back after the draws
            if old is not None:
                bag = add_cube(bag, cube_index(state.options, old))
        return replace_state(state, islands=staged, staged=(), bag=bag)
    if k == "cube":
        return take_cube(state, t, x)
    if k in ("rato", "deal", "objective"):
        pl = state.players[t]
        if k == "deal":
            state = replace_state(state, undealt=tuple(c for c in state.undealt if c != x))
        elif k == "objective":
            state = replace_state(state, objective_pile=tuple(
                c for c in state.objective_pile if c != x))
        return set_player(state, t, replace_player(pl, hand=pl.hand + (x,)))
    if k == "port":
        return open_port(state, t, x)
    first = int(x[1:])
    n = state.num_players
    order = [(first + i) % n for i in range(n)]
    state = replace_state(state, first_player=first)
    return prepend(state, *(Step("character", q) for q in reversed(order)))
