"""What the island actions (Build, Buy, Draw, Transport) share: the island
must be one the game can still use (R10.3) and the boat must be on an ocean
tile next to it (R6).

A move naming an island is refused for the first of these that forbids it, in
this order: the space exists (R1.2); it holds an island (R6); the island is not
submerged (R10.3); the boat is next to it (R6). Only then do the action's own
grounds (a free slot, a cube, the price) come into play."""

from __future__ import annotations

from ...moves import Build, Buy, Draw, Transport
from ...state import GameState
from ..board import adjacency
from ..violation import Impossibility
from ..waters import submerged

__all__ = ["island_grounds", "own_hut_adjacent"]


def own_hut_adjacent(state: GameState, p: int, pos: int) -> bool:
    """Whether one of ``p``'s huts is on an island next to ``pos`` (R6.5)."""
    spaces = state.spaces
    return any(p in spaces[i].huts for i in adjacency(state).island_nb[pos])


def island_grounds(state: GameState, move: Build | Buy | Draw | Transport) -> Impossibility | None:
    """Why the island named by ``move`` cannot be used from the boat (R1.2, R6),
    or ``None`` if it can."""
    c = state.options.components
    island = move.island
    if island is None:
        return None
    if island not in c.space_index:
        return Impossibility("R1.2", f"no space {island!r} on the board")
    i = c.space_index[island]
    tile = state.board[i]
    if tile is None or not c.tile(tile).is_island:
        return Impossibility("R6", f"{island} is not an island")
    if state.options.rising_waters and submerged(state, state.spaces[i]):
        return Impossibility("R10.3", f"{island} is submerged and can no longer be used")
    if i not in adjacency(state).island_nb[state.players[move.player].boat]:
        return Impossibility(
            "R6", f"island actions need the boat adjacent to the island; {island} is not"
        )
    return None
