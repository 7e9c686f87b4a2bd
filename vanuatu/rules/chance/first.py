"""R2.8: the First Player, drawn among the players."""

from __future__ import annotations

from ...moves import ChanceEvent, ChanceMove
from ...state import GameState
from ..evolve import replace_state

EVENT = ChanceEvent.FIRST
#: The rule of the event at setup and during the rounds (it occurs at setup only).
RULES = ("R2.8", "R2.8")


def waiting(state: GameState) -> bool:
    """Whether no First Player is known yet."""
    return state.first_player < 0


def outcomes(state: GameState) -> list[tuple[ChanceMove, float]]:
    """Each player, equally likely."""
    n = len(state.players)
    return [(ChanceMove(EVENT, i), 1 / n) for i in range(n)]


def count(state: GameState) -> int:
    return len(state.players)


def admits(state: GameState, move: ChanceMove) -> bool:
    return move.outcome in range(len(state.players))


def refusal(state: GameState, move: ChanceMove) -> str:
    return "is not a possible outcome"


def perform(state: GameState, move: ChanceMove) -> GameState:
    outcome = move.outcome
    assert isinstance(outcome, int)
    return replace_state(state, first_player=outcome)
