"""The automatic steps between decisions: setup's progress, round preparation
(R3.1-R3.5, R3.7), the start of each phase, the rest bonuses of Phase V
(R5.9) and the end of the game (R8). Forced chance events (a pile with one
possible outcome) are resolved here too, so they never need a move."""

from __future__ import annotations

import attrs

from ..moves import CHANCE
from ..state import NOBODY, GameState, Phase
from .chance import apply_chance, outcomes, pending_event
from .common import gain, order
from .preparation import discard_filled_demand, replenish


def begin_round(state: GameState) -> GameState:
    """Markers to hand, rest tokens available, nothing resolved yet."""
    c = state.options.components
    players = tuple(
        attrs.evolve(p, in_hand=c.markers_per_player, markers=(0,) * 9, rest_token=None)
        for p in state.players
    )
    return attrs.evolve(
        state,
        players=players,
        rest_available=c.rest_tokens,
        resolved=0,
        governed=(-1,) * len(players),
    )


def _start_characters(state: GameState) -> GameState:
    if not state.options.characters:
        return _start_planning(state)
    return attrs.evolve(state, phase=Phase.CHARACTERS, step=0, to_act=order(state)[0])


def _start_planning(state: GameState) -> GameState:
    return attrs.evolve(state, phase=Phase.PLANNING, step=0, to_act=order(state)[0])


def _rest_phase(state: GameState) -> GameState:
    """R5.9: reveal the rest tokens in turn order, gain their bonus, return them.
    R3.9: the character bonuses expire with the round."""
    c = state.options.components
    players = list(state.players)
    first = state.first_player
    for p in order(state):
        pl = players[p]
        tok = pl.rest_token
        if tok == "first":
            first = p
        elif tok == "vatu":
            pl = gain(pl, c, vatus=1)
        elif tok == "point":
            pl = gain(pl, c, pp=1)
        elif tok == "both":
            pl = gain(pl, c, vatus=1, pp=1)
        players[p] = attrs.evolve(pl, rest_token=None, bonus_ready=False)
    state = attrs.evolve(state, players=tuple(players), first_player=first,
                         rest_available=c.rest_tokens)
    if state.round >= c.rounds:
        return attrs.evolve(state, phase=Phase.OVER, step=0, to_act=NOBODY)
    # Phase I of the next round: R3.1 advance, R3.2 tourists leave, R3.3 discards
    state = discard_filled_demand(begin_round(state))
    return attrs.evolve(state, round=state.round + 1, phase=Phase.PREPARATION, step=0,
                        tourist_tile=None, tourists_waiting=0)


def advance(state: GameState) -> GameState:
    """Run the automatic steps until a player or chance has a real choice."""
    while True:
        ph = state.phase
        if ph == Phase.SETUP:
            c = state.options.components
            if state.step == 1 and len(state.upcoming) >= 2:
                state = attrs.evolve(state, step=2)
            elif state.step == 2 and len(state.demand_display) >= c.demand_display_size:
                state = attrs.evolve(state, step=3)
            elif state.step == 5:
                state = _start_characters(begin_round(state))
                continue
        elif ph == Phase.PREPARATION:
            c = state.options.components
            if state.step == 1:
                if len(state.demand_display) >= c.demand_display_size or (
                    not state.demand_pile and not state.demand_discards
                ):
                    state = attrs.evolve(replenish(state), step=2)
                    continue
                if not state.demand_pile:  # R3.3: shuffle the discards into a new pile
                    state = attrs.evolve(state, demand_pile=tuple(sorted(state.demand_discards)),
                                         demand_discards=())
            elif state.step == 2:
                if not state.upcoming:
                    state = attrs.evolve(state, step=3)
                    continue
                if state.to_act != state.first_player:
                    state = attrs.evolve(state, to_act=state.first_player)
                return state
            elif state.step == 3:
                if len(state.upcoming) >= 2 or not outcomes(state):
                    state = _start_characters(state)
                    continue
        elif ph == Phase.CHARACTERS:
            n = state.num_players
            if state.step >= n:
                state = _start_planning(state)
                continue
            who = order(state)[state.step]
            return state if state.to_act == who else attrs.evolve(state, to_act=who)
        elif ph == Phase.PLANNING:
            n = state.num_players
            passes = len(state.options.components.plan_passes)
            if state.step >= passes * n:
                state = attrs.evolve(state, phase=Phase.ACTIONS, step=0)
                first = order(state)[0]
                state = attrs.evolve(state, to_act=first)
                continue
            who = order(state)[state.step % n]
            return state if state.to_act == who else attrs.evolve(state, to_act=who)
        elif ph == Phase.ACTIONS:
            if not any(p.markers_on_board for p in state.players):
                state = attrs.evolve(state, phase=Phase.REST, step=0)
                continue
            if not state.players[state.to_act].markers_on_board:
                n = state.num_players
                o = order(state)
                s = o.index(state.to_act)
                for k in range(1, n + 1):
                    q = o[(s + k) % n]
                    if state.players[q].markers_on_board:
                        state = attrs.evolve(state, to_act=q)
                        break
            return state
        elif ph == Phase.REST:
            state = _rest_phase(state)
            continue
        else:
            return state
        # a chance event may be pending
        if pending_event(state) is None:
            continue
        outs = outcomes(state)
        if len(outs) == 1:
            state = apply_chance(state, outs[0][0])
            continue
        if not outs:
            raise AssertionError(f"no outcome for chance event in {state.phase!r} step {state.step}")
        return state if state.to_act == CHANCE else attrs.evolve(state, to_act=CHANCE)

