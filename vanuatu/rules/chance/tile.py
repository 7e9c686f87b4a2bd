"""R2.2, R3.7: a tile of the stack revealed onto the Volcano. What the stack
may still show is derived from what has been seen (the letters come in
order)."""

from __future__ import annotations

from ...moves import ChanceEvent, ChanceMove
from ...state import GameState
from ..evolve import replace_state

EVENT = ChanceEvent.TILE
#: The rule of the event at setup and during the rounds.
RULES = ("R2.2", "R3.7")
#: Tiles revealed onto the Volcano, waiting to be placed (R2.2, R3.7).
VOLCANO = 2


def next_stack_tiles(state: GameState) -> tuple[str, ...]:
    """The tiles the next reveal of the stack may show (R2.2)."""
    c = state.options.components
    if state.tiles_revealed >= c.stack_size:
        return ()
    letter = c.stack_letters[state.tiles_revealed % len(c.stack_letters)]
    used = set(state.board) | set(state.upcoming)
    return tuple(t for t in c.stack_tiles[letter] if t not in used)


def waiting(state: GameState) -> bool:
    """Whether the Volcano has room for a tile and the stack still has one."""
    return len(state.upcoming) < VOLCANO and bool(next_stack_tiles(state))


def outcomes(state: GameState) -> list[tuple[ChanceMove, float]]:
    """Each tile the stack may show, equally likely."""
    tiles = next_stack_tiles(state)
    return [(ChanceMove(EVENT, t), 1 / len(tiles)) for t in tiles]


def count(state: GameState) -> int:
    return len(next_stack_tiles(state))


def admits(state: GameState, move: ChanceMove) -> bool:
    return move.outcome in next_stack_tiles(state)


def refusal(state: GameState, move: ChanceMove) -> str:
    return "is not a possible outcome"


def perform(state: GameState, move: ChanceMove) -> GameState:
    """The tile joins those waiting on the Volcano."""
    outcome = move.outcome
    assert isinstance(outcome, str)
    return replace_state(state, upcoming=state.upcoming + (outcome,),
                         tiles_revealed=state.tiles_revealed + 1)
