"""Facts read off a position that several rules ask for: the board's adjacency
(R1.2, without submerged islands, R10.3), room on an island, space names, turn
order (R3) and the cube supply (R1.4)."""

from __future__ import annotations

from ..components import GOODS
from ..state import TURN_ORDERS, GameState
from .board import BoardInfo, board_info, unsubmerged_board_info

__all__ = ["cube_supply", "in_turn", "info", "island_room", "name", "next_seat", "order", "seat"]


def info(state: GameState) -> BoardInfo:
    """Adjacency facts of the board of ``state`` (submerged islands left out, R10.3)."""
    if state.options.rising_waters:
        mask = 0
        for i, sp in enumerate(state.spaces):
            if sp.water >= state.options.components.submerged_at:
                mask |= 1 << i
        return board_info(state.board, state.options.components, mask)
    return unsubmerged_board_info(state.board, state.options.components)


def island_room(state: GameState, i: int) -> tuple[bool, bool, bool]:
    """Whether the island on space ``i`` has room for a hut, a drawing and a
    tourist (R6.2, R6.7, R6.8); all ``False`` for an ocean tile or an empty space."""
    tile = state.board[i]
    if tile is None:
        return (False, False, False)
    spec = state.options.components.tile(tile)
    if not spec.is_island:
        return (False, False, False)
    sp = state.spaces[i]
    return (len(sp.huts) < spec.huts, sp.drawings < spec.drawings, sp.tourists < spec.tourists)


def order(state: GameState) -> tuple[int, ...]:
    """Turn order: the First Player, then ascending indices, wrapping (R3)
    (:meth:`~vanuatu.GameState.turn_order`, read here from its table at once)."""
    return TURN_ORDERS[len(state.players)][max(state.first_player, 0)]


def in_turn(state: GameState, step: int) -> int:
    """The player at seat ``step`` (modulo the players) of a phase played in
    turn order."""
    return order(state)[step % len(state.players)]


def next_seat(state: GameState, seats: int) -> dict[str, int]:
    """The changes that pass a phase played in turn order on to its next seat:
    the next ``step``, and the player at that seat to act, unless all ``seats``
    of the phase are done (the flow then moves on to what follows)."""
    step = state.step + 1
    if step < seats:
        return {"step": step, "to_act": in_turn(state, step)}
    return {"step": step}


def seat(state: GameState, player: int) -> int:
    """Position of ``player`` in turn order (0 for the First Player)."""
    return (player - state.first_player) % len(state.players)


def name(state: GameState, space: int) -> str:
    """The ``"q,r"`` name of space index ``space``."""
    return state.options.components.spaces[space]


def cube_supply(state: GameState) -> tuple[int, int, int]:
    """Cubes left in the general supply: the total minus those on islands and
    on displayed demand tiles (R1.4)."""
    on = [0] * len(GOODS)
    for sp in state.spaces:
        for g, k in enumerate(sp.cubes):
            on[g] += k
    for _tile, filled in state.demand_display:
        for g in filled:
            on[g] += 1
    total = state.options.components.cube_supply
    return (max(0, total[0] - on[0]), max(0, total[1] - on[1]), max(0, total[2] - on[2]))
