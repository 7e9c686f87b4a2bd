"""The automatic steps between decisions: setup's progress, round preparation
(R3.1-R3.5, R3.7), the start of each phase, Phase V (R5.9, in
:mod:`vanuatu.rules.rest_phase`) and the end of the game (R8).

Each step of the loop of :func:`advance` first asks :mod:`vanuatu.rules.chance`
for the event its phase and step reveal: while the game waits for it, chance
has the choice, or, with one possible outcome (a pile's last tile), the event
is applied at once without a move. Otherwise the phase's automatic step runs."""

from __future__ import annotations

from collections.abc import Callable

from ..moves import CHANCE, ChanceMove
from ..state import NO_GOVERNED, NO_MARKERS, NOBODY, GameState, Phase, PreparationStep, SetupStep
from .chance import VOLCANO, at_step
from .evolve import replace_player, replace_state
from .neutral import NEUTRAL_COUNTS
from .preparation import discard_filled_demand, replenish
from .rest_phase import rest_bonuses
from .turn_order import in_turn

__all__ = ["VOLCANO", "advance", "begin_round"]


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
    """Phase II (R3.8), after the neutral markers with two players (R10.1);
    straight to Phase III without characters. The First Player acts first (R3)."""
    if state.options.two_player:
        return replace_state(state, phase=Phase.NEUTRAL, step=0, to_act=state.first_player)
    if not state.options.characters:
        return _start_planning(state)
    return replace_state(state, phase=Phase.CHARACTERS, step=0, to_act=state.first_player)


def _start_planning(state: GameState) -> GameState:
    return replace_state(state, phase=Phase.PLANNING, step=0, to_act=state.first_player)


def _setup_step(state: GameState) -> GameState:
    """R2: once a step's chance event is revealed, the next step; after the
    First Player (R2.8), the first round."""
    if state.step == SetupStep.FIRST_PLAYER:
        return _start_characters(begin_round(state))
    return replace_state(state, step=state.step + 1)


def _preparation_step(state: GameState) -> GameState:
    """Phase I, step by step (:class:`~vanuatu.state.PreparationStep`), once
    the step's chance event is revealed (or not rolled this round): the die
    (R10.3), the tourists (R3.2), the demand draws (R3.3) then R3.4-R3.5, the
    tile placement (R3.6) and the reveal of the next tiles (R3.7)."""
    st = state.step
    if st == PreparationStep.PLACEMENT:
        if not state.upcoming:
            return replace_state(state, step=int(PreparationStep.REVEAL))
        if state.to_act != state.first_player:
            return replace_state(state, to_act=state.first_player)
        return state
    if st == PreparationStep.DEMAND:
        if (not state.demand_pile and state.demand_discards
                and len(state.demand_display) < state.options.components.demand_display_size):
            # R3.3: shuffle the discards into a new pile
            return replace_state(state, demand_pile=tuple(sorted(state.demand_discards)),
                                 demand_discards=())
        return replace_state(replenish(state), step=int(PreparationStep.PLACEMENT))
    if st == PreparationStep.REVEAL:
        return _start_characters(state)
    return replace_state(state, step=st + 1)  # after the die and the tourists


def _turn_step(state: GameState) -> GameState:
    """The player to act at seat ``step`` of a phase played in turn order."""
    who = in_turn(state, state.step)
    return state if state.to_act == who else replace_state(state, to_act=who)


def _neutral_step(state: GameState) -> GameState:
    """R10.1: once both players placed their neutral markers, Phase II."""
    if state.step >= len(NEUTRAL_COUNTS):
        return replace_state(state, phase=Phase.CHARACTERS, step=0)
    return _turn_step(state)


def _characters_step(state: GameState) -> GameState:
    """R3.8: once every player took a character, Phase III."""
    if state.step >= len(state.players):
        return _start_planning(state)
    return _turn_step(state)


def _planning_step(state: GameState) -> GameState:
    """R4.1: once every pass of every player is planned, Phase IV."""
    passes = len(state.options.components.plan_passes)
    if state.step >= passes * len(state.players):
        return replace_state(state, phase=Phase.ACTIONS, step=0, to_act=state.first_player)
    return _turn_step(state)


def _actions_step(state: GameState) -> GameState:
    """R5.8: once every marker is back, Phase V; the turns themselves pass in
    :func:`vanuatu.rules.turns.apply_turn`."""
    if not any(p.markers_on_board for p in state.players):
        return replace_state(state, phase=Phase.REST, step=0)
    return state


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


def _over(state: GameState) -> GameState:
    return state


#: The automatic step of each phase, once no chance event is waited for: the
#: state itself when a player has a real choice.
_STEP: dict[int, Callable[[GameState], GameState]] = {
    Phase.SETUP: _setup_step,
    Phase.PREPARATION: _preparation_step,
    Phase.NEUTRAL: _neutral_step,
    Phase.CHARACTERS: _characters_step,
    Phase.PLANNING: _planning_step,
    Phase.ACTIONS: _actions_step,
    Phase.REST: _rest_phase,
    Phase.OVER: _over,
}


def advance(state: GameState, forced: list[ChanceMove] | None = None) -> GameState:
    """Run the automatic steps until a player or chance has a real choice.

    A chance event with one possible outcome is applied on the way; with
    ``forced`` given, each such chance move is appended to it, in order."""
    while True:
        event = at_step(state)
        if event is not None and event.waiting(state):
            if event.count(state) != 1:
                return state if state.to_act == CHANCE else replace_state(state, to_act=CHANCE)
            only = event.outcomes(state)[0][0]  # a forced event: no move needed
            state = event.perform(state, only)
            if forced is not None:
                forced.append(only)
            continue
        nxt = _STEP[state.phase](state)
        if nxt is state:
            return state
        state = nxt
