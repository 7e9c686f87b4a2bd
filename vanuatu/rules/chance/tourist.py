"""R2.4, R3.2: a tourist tile drawn from the pile: its value is the number of
tourists waiting this round."""

from __future__ import annotations

from ...moves import ChanceEvent, ChanceMove
from ...state import GameState
from ..evolve import replace_state

EVENT = ChanceEvent.TOURIST
#: The rule of the event at setup and during the rounds.
RULES = ("R2.4", "R3.2")


def waiting(state: GameState) -> bool:
    """Whether no tourist tile is shown yet this round."""
    return state.tourist_tile is None


def outcomes(state: GameState) -> list[tuple[ChanceMove, float]]:
    """Each value left in the pile, as likely as its share of the tiles."""
    pile = state.tourist_pile
    return [(ChanceMove(EVENT, v), pile.count(v) / len(pile)) for v in sorted(set(pile))]


def count(state: GameState) -> int:
    return len(set(state.tourist_pile))


def admits(state: GameState, move: ChanceMove) -> bool:
    return move.outcome in state.tourist_pile


def refusal(state: GameState, move: ChanceMove) -> str:
    return "is not a possible outcome"


def perform(state: GameState, move: ChanceMove) -> GameState:
    """The tile leaves the pile; as many tourists wait."""
    outcome = move.outcome
    assert isinstance(outcome, int)
    tourists = list(state.tourist_pile)
    tourists.remove(outcome)
    return replace_state(state, tourist_pile=tuple(tourists), tourist_tile=outcome,
                         tourists_waiting=outcome)
