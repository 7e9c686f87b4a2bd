"""R10.3: the Rising Waters die, rolled at the start of the rounds that show
it: in how many rounds the next flood comes."""

from __future__ import annotations

from ...moves import ChanceEvent, ChanceMove
from ...state import GameState
from ..evolve import replace_state

EVENT = ChanceEvent.DIE
#: The rule of the event at setup and during the rounds (it occurs in the rounds only).
RULES = ("R10.3", "R10.3")
#: The faces of the die.
DIE_FACES = tuple(range(1, 7))


def waiting(state: GameState) -> bool:
    """Whether this round rolls the die (Rising Waters) and it is not rolled yet."""
    return (state.flood_in is None and state.options.rising_waters
            and state.round in state.options.components.die_rounds)


def outcomes(state: GameState) -> list[tuple[ChanceMove, float]]:
    """Each face, equally likely."""
    return [(ChanceMove(EVENT, v), 1 / len(DIE_FACES)) for v in DIE_FACES]


def count(state: GameState) -> int:
    return len(DIE_FACES)


def admits(state: GameState, move: ChanceMove) -> bool:
    return move.outcome in DIE_FACES


def refusal(state: GameState, move: ChanceMove) -> str:
    return "is not a possible outcome"


def perform(state: GameState, move: ChanceMove) -> GameState:
    outcome = move.outcome
    assert isinstance(outcome, int)
    return replace_state(state, flood_in=outcome)
