"""Turn order (R3): the First Player, then ascending indices, wrapping; the
seat of a player in it, and the passing of a phase played in turn order from
one seat to the next."""

from __future__ import annotations

from ..state import TURN_ORDERS, GameState

__all__ = ["in_turn", "next_seat", "order", "seat"]


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
