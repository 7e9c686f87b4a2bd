"""Chance events (R2, R3.2, R3.3, R3.7, R10): one module each, saying when the
game waits for the event, its outcomes with their probabilities, why an outcome
is refused, and what it does. A state never holds a future draw: what a pile
may still yield is derived from what has been seen.

==============  ==================  ===========================================
module          rule                event
==============  ==================  ===========================================
``start``       R2.1                the three start ocean tiles
``tile``        R2.2, R3.7          a tile of the stack onto the Volcano
``demand``      R2.3, R3.3          a demand tile onto the display
``tourist``     R2.4, R3.2          a tourist tile: the tourists waiting
``first``       R2.8                the First Player
``offer``       R10.1               the characters offered with two players
``die``         R10.3               the Rising Waters die
==============  ==================  ===========================================

Each module has the same six functions: ``waiting(state)`` (whether the game
still waits for the event at the step that reveals it), ``outcomes(state)``,
``count(state)`` (their number, counted without listing them),
``admits(state, move)``, ``refusal(state, move)`` (why an outcome that is not
admitted is refused) and ``perform(state, move)``; and ``RULES``, the rule of
the event at setup and during the rounds. This package looks them up by
:class:`~vanuatu.moves.ChanceEvent` (:data:`EVENTS`) and by the step of the
game that waits for the event (:func:`at_step`). The automatic steps of
:mod:`vanuatu.rules.flow` ask :func:`at_step` once per step and apply an event
with one possible outcome at once.
"""

from __future__ import annotations

from collections.abc import Callable

import attrs

from ...moves import ChanceEvent, ChanceMove
from ...state import PREPARATION_EVENTS, SETUP_EVENTS, GameState, Phase
from ..violation import Violation
from . import demand, die, first, offer, start, tile, tourist
from .offer import OFFERED, offer_eligible
from .tile import VOLCANO, next_stack_tiles

__all__ = [
    "EVENTS",
    "OFFERED",
    "VOLCANO",
    "ChanceRules",
    "apply_chance",
    "at_step",
    "chance_outcomes",
    "is_outcome",
    "next_stack_tiles",
    "offer_eligible",
    "outcome_count",
    "pending_event",
    "refuse_chance",
]


@attrs.frozen
class ChanceRules:
    """The rules of one chance event (the functions of its module)."""

    event: ChanceEvent
    #: The rule the event follows at setup and during the rounds.
    rules: tuple[str, str]
    #: Whether the game still waits for the event, at the step that reveals it.
    waiting: Callable[[GameState], bool]
    #: Every outcome with its probability.
    outcomes: Callable[[GameState], list[tuple[ChanceMove, float]]]
    #: How many outcomes there are.
    count: Callable[[GameState], int]
    #: Whether a move of this event is one of the outcomes.
    admits: Callable[[GameState, ChanceMove], bool]
    #: Why a move of this event that is not an outcome is refused (``"is not a
    #: possible outcome"``).
    refusal: Callable[[GameState, ChanceMove], str]
    #: The effect of an outcome.
    perform: Callable[[GameState, ChanceMove], GameState]


#: The rules of each chance event.
EVENTS: dict[ChanceEvent, ChanceRules] = {
    m.EVENT: ChanceRules(m.EVENT, m.RULES, m.waiting, m.outcomes, m.count, m.admits,
                         m.refusal, m.perform)
    for m in (start, tile, demand, tourist, first, offer, die)
}
#: The event each step of setup and of round preparation reveals.
_AT_SETUP: dict[int, ChanceRules] = {st: EVENTS[ev] for st, ev in SETUP_EVENTS.items()}
_AT_PREPARATION: dict[int, ChanceRules] = {
    st: EVENTS[ev] for st, ev in PREPARATION_EVENTS.items()
}
_OFFER = EVENTS[ChanceEvent.CHARACTERS]
#: :data:`EVENTS` by the word of the event (the ``event`` of a move is a string).
_BY_WORD: dict[str, ChanceRules] = {str(ev): rules for ev, rules in EVENTS.items()}


def at_step(state: GameState) -> ChanceRules | None:
    """The event the phase and step of ``state`` reveal, or ``None``: the step
    waits for it while its ``waiting`` says so (the same event as
    :func:`vanuatu.state.step_event`)."""
    ph = state.phase
    if ph == Phase.SETUP:
        return _AT_SETUP.get(state.step)
    if ph == Phase.PREPARATION:
        return _AT_PREPARATION.get(state.step)
    if ph == Phase.CHARACTERS and state.options.two_player and not state.offered:
        return _OFFER
    return None


def pending_event(state: GameState) -> ChanceEvent | None:
    """The chance event the game waits for, or ``None`` (also while the automatic
    steps of :mod:`vanuatu.rules.flow` have not yet handed the turn to chance;
    :attr:`~vanuatu.GameState.pending_chance` is the public view)."""
    rules = at_step(state)
    return None if rules is None else rules.event


def chance_outcomes(state: GameState) -> list[tuple[ChanceMove, float]]:
    """Every outcome of the pending chance event with its probability."""
    rules = at_step(state)
    return [] if rules is None else rules.outcomes(state)


def outcome_count(state: GameState) -> int:
    """How many outcomes :func:`chance_outcomes` lists, counted without listing
    them (the two-player character offer has up to 462)."""
    rules = at_step(state)
    return 0 if rules is None else rules.count(state)


def is_outcome(state: GameState, move: ChanceMove) -> bool:
    """Whether ``move`` is among :func:`chance_outcomes` (the pending event's
    outcomes), checked without listing a two-player character offer."""
    rules = at_step(state)
    return rules is not None and move.event == rules.event and rules.admits(state, move)


def refuse_chance(state: GameState, move: ChanceMove) -> Violation | None:
    """Why a chance move is refused (R2, R3, R10), or ``None`` if it is a possible outcome."""
    rules = at_step(state)
    if rules is None:
        return Violation(move, "R2", "no chance event is pending")
    ev = rules.event
    if move.event != ev:
        return Violation(move, "R2", f"the pending chance event is {ev!r}, not {move.event!r}")
    if rules.admits(state, move):
        return None
    shown = [" ".join(map(str, m.outcome)) if isinstance(m.outcome, tuple) else str(m.outcome)
             for m, _ in rules.outcomes(state)]
    listed = ", ".join(shown[:8]) + (", ..." if len(shown) > 8 else "")
    rule = rules.rules[0] if state.phase == Phase.SETUP else rules.rules[1]
    why = rules.refusal(state, move)
    return Violation(move, rule, f"{ev} {move.outcome!r} {why} (possible now: {listed})")


def apply_chance(state: GameState, move: ChanceMove) -> GameState:
    """The effect of a possible outcome of the pending chance event."""
    return _BY_WORD[move.event].perform(state, move)
