"""R2.1: the three start ocean tiles, revealed at once onto the start spaces
(in their order); the boats start on the blank one (R2.7)."""

from __future__ import annotations

from itertools import permutations

from ...moves import ChanceEvent, ChanceMove
from ...state import GameState, SpaceState
from ..evolve import replace_player, replace_state

EVENT = ChanceEvent.START
#: The rule of the event at setup and during the rounds (it occurs at setup only).
RULES = ("R2.1", "R2.1")


def waiting(state: GameState) -> bool:
    """Whether the start spaces are still empty."""
    c = state.options.components
    return state.board[c.space_index[c.start_spaces[0]]] is None


def outcomes(state: GameState) -> list[tuple[ChanceMove, float]]:
    """Every order of the start tiles on the start spaces, equally likely."""
    orders = sorted(set(permutations(state.options.components.start_ocean_tiles)))
    return [(ChanceMove(EVENT, o), 1 / len(orders)) for o in orders]


def count(state: GameState) -> int:
    return len(outcomes(state))


def admits(state: GameState, move: ChanceMove) -> bool:
    return any(m == move for m, _ in outcomes(state))


def refusal(state: GameState, move: ChanceMove) -> str:
    return "is not a possible outcome"


def perform(state: GameState, move: ChanceMove) -> GameState:
    """Each tile onto its start space with its fish and treasure markers; every
    boat onto the blank one."""
    c = state.options.components
    outcome = move.outcome
    assert isinstance(outcome, tuple)
    board = list(state.board)
    spaces = list(state.spaces)
    blank = -1
    for space, tile in zip(c.start_spaces, outcome, strict=True):
        i = c.space_index[space]
        spec = c.tile(tile)
        board[i] = tile
        spaces[i] = SpaceState(fish=spec.fish, treasure=spec.treasure)
        if tile == c.boat_start_tile:
            blank = i
    players = tuple(replace_player(p, boat=blank) for p in state.players)
    return replace_state(state, board=tuple(board), spaces=tuple(spaces), players=players)
