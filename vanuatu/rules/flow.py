"""The automatic steps between decisions: setup's progress, round preparation
(R3.1-R3.5, R3.7), the start of each phase, Phase V (R5.9, in
:mod:`vanuatu.rules.rest_phase`) and the end of the game (R8). Forced chance events (a pile with one
possible outcome) are resolved here too, so they never need a move."""

from __future__ import annotations

from ..moves import CHANCE, ChanceMove
from ..state import NO_GOVERNED, NO_MARKERS, NOBODY, GameState, Phase, PreparationStep, SetupStep
from .chance import (
    apply_chance,
    chance_outcomes,
    next_stack_tiles,
    outcome_count,
    pending_event,
)
from .evolve import replace_player, replace_state
from .facts import in_turn, order
from .neutral import NEUTRAL_COUNTS
from .preparation import discard_filled_demand, replenish
from .rest_phase import rest_bonuses

#: Tiles revealed onto the Volcano, waiting to be placed (R2.2, R3.7).
VOLCANO = 2


def begin_round(state: GameState) -> GameState:
    """Markers to hand, rest tokens available, nothing resolved yet; with two
    players the neutral markers leave and the offered characters are set aside
    (R10.1); with Rising Waters no flood is pending (R10.3)."""
    c = state.options.components
    players = tuple(
        replace_player(p, in_hand=c.markers_per_player, markers=NO_MARKERS, rest_token=None)
        for p in state.players
    )
    return replace_state(
        state,
        players=players,
        rest_available=c.rest_tokens,
        resolved=0,
        governed=(NO_GOVERNED,) * len(players),
        neutral=NO_MARKERS,
        offered=(),
        offered_before=state.offered,
        flood_in=None,
    )


def _start_characters(state: GameState) -> GameState:
    if state.options.two_player:
        return replace_state(state, phase=Phase.NEUTRAL, step=0, to_act=order(state)[0])
    if not state.options.characters:
        return _start_planning(state)
    return replace_state(state, phase=Phase.CHARACTERS, step=0, to_act=order(state)[0])


def _start_planning(state: GameState) -> GameState:
    return replace_state(state, phase=Phase.PLANNING, step=0, to_act=order(state)[0])


def _rest_phase(state: GameState) -> GameState:
    """Phase V (:mod:`vanuatu.rules.rest_phase`), then the end of the game (R8) or
    Phase I of the next round."""
    state = rest_bonuses(state)
    c = state.options.components
    if state.round >= c.rounds:
        return replace_state(state, phase=Phase.OVER, step=0, to_act=NOBODY)
    # Phase I of the next round: R3.1 advance, R3.2 tourists leave, R3.3 discards
    state = discard_filled_demand(begin_round(state))
    return replace_state(state, round=state.round + 1, phase=Phase.PREPARATION,
                         step=int(PreparationStep.DIE),
                         tourist_tile=None, tourists_waiting=0)


def _setup_step(state: GameState) -> GameState:
    """R2: each step ends once its chance events have been revealed."""
    c = state.options.components
    st = state.step
    if st == SetupStep.START_TILES:
        done = state.board[c.space_index[c.start_spaces[0]]] is not None
    elif st == SetupStep.STACK:
        done = len(state.upcoming) >= VOLCANO
    elif st == SetupStep.DEMAND:
        done = len(state.demand_display) >= c.demand_display_size
    elif st == SetupStep.TOURISTS:
        done = state.tourist_tile is not None
    else:
        if state.first_player >= 0:
            return _start_characters(begin_round(state))
        return state
    return replace_state(state, step=int(st) + 1) if done else state


def _preparation_step(state: GameState) -> GameState:
    """Phase I, step by step (:class:`~vanuatu.state.PreparationStep`): the die
    (R10.3), the tourists (R3.2), the demand draws (R3.3) then R3.4-R3.5, the
    tile placement (R3.6) and the reveal of the next tiles (R3.7)."""
    c = state.options.components
    st = state.step
    if st == PreparationStep.DIE:
        if state.flood_in is not None or not (
            state.options.rising_waters and state.round in c.die_rounds
        ):
            return replace_state(state, step=int(PreparationStep.TOURISTS))
    elif st == PreparationStep.TOURISTS:
        if state.tourist_tile is not None:
            return replace_state(state, step=int(PreparationStep.DEMAND))
    elif st == PreparationStep.DEMAND:
        if len(state.demand_display) >= c.demand_display_size or (
            not state.demand_pile and not state.demand_discards
        ):
            return replace_state(replenish(state), step=int(PreparationStep.PLACEMENT))
        if not state.demand_pile:  # R3.3: shuffle the discards into a new pile
            return replace_state(state, demand_pile=tuple(sorted(state.demand_discards)),
                                 demand_discards=())
    elif st == PreparationStep.PLACEMENT:
        if not state.upcoming:
            return replace_state(state, step=int(PreparationStep.REVEAL))
        if state.to_act != state.first_player:
            return replace_state(state, to_act=state.first_player)
    elif st == PreparationStep.REVEAL:
        if len(state.upcoming) >= VOLCANO or not next_stack_tiles(state):
            return _start_characters(state)
    return state


def _turn_step(state: GameState) -> GameState:
    """The player to act at seat ``step`` of a phase played in turn order."""
    who = in_turn(state, state.step)
    return state if state.to_act == who else replace_state(state, to_act=who)


def _actions_step(state: GameState) -> GameState:
    """R5.8: once every marker is back, Phase V; the turns themselves pass in
    :func:`vanuatu.rules.turns.apply_turn`."""
    if not any(p.markers_on_board for p in state.players):
        return replace_state(state, phase=Phase.REST, step=0)
    return state


def advance(state: GameState, forced: list[ChanceMove] | None = None) -> GameState:
    """Run the automatic steps until a player or chance has a real choice.

    A chance event with one possible outcome is applied on the way; with
    ``forced`` given, each such chance move is appended to it, in order."""
    while True:
        ph = state.phase
        if ph == Phase.SETUP:
            nxt = _setup_step(state)
        elif ph == Phase.PREPARATION:
            nxt = _preparation_step(state)
        elif ph == Phase.NEUTRAL:
            if state.step >= len(NEUTRAL_COUNTS):  # both players placed neutral markers (R10.1)
                nxt = replace_state(state, phase=Phase.CHARACTERS, step=0)
            else:
                nxt = _turn_step(state)
        elif ph == Phase.CHARACTERS:
            if state.step >= len(state.players):
                nxt = _start_planning(state)
            elif pending_event(state) is None:
                nxt = _turn_step(state)
            else:
                nxt = state
        elif ph == Phase.PLANNING:
            passes = len(state.options.components.plan_passes)
            if state.step >= passes * len(state.players):
                nxt = replace_state(state, phase=Phase.ACTIONS, step=0, to_act=order(state)[0])
            else:
                nxt = _turn_step(state)
        elif ph == Phase.ACTIONS:
            nxt = _actions_step(state)
        elif ph == Phase.REST:
            nxt = _rest_phase(state)
        else:
            return state
        if nxt is not state and (nxt.phase != ph or nxt.step != state.step):
            state = nxt
            continue
        state = nxt
        # a chance event may be pending
        if pending_event(state) is None:
            return state
        if outcome_count(state) == 1:  # a forced event: no move needed
            only = chance_outcomes(state)[0][0]
            state = apply_chance(state, only)
            if forced is not None:
                forced.append(only)
            continue
        return state if state.to_act == CHANCE else replace_state(state, to_act=CHANCE)
