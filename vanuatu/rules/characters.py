"""Phase II, character selection (R3.8, R3.9)."""

from __future__ import annotations

from ..components import Character
from ..moves import TakeCharacter
from ..state import GameState
from .evolve import replace_player, with_player
from .turn_order import next_seat
from .violation import Violation


def available(state: GameState) -> tuple[str, ...]:
    """Characters in the pool: those no player holds (R3.8)."""
    held = {p.character for p in state.players}
    pool = state.offered if state.options.two_player else state.options.components.characters
    return tuple(ch for ch in pool if ch not in held)


def character_moves(state: GameState) -> list[TakeCharacter]:
    p = state.to_act
    return [TakeCharacter(p, ch) for ch in available(state)]


def refuse_character(state: GameState, move: TakeCharacter) -> Violation | None:
    if move.character not in state.options.components.characters:
        return Violation(move, "R1.8", f"no character {move.character!r}")
    if state.players[move.player].character == move.character:
        return Violation(
            move, "R3.8", f"{move.character} was held last round and cannot be taken again"
        )
    if state.options.two_player and move.character not in state.offered:
        return Violation(
            move, "R10.1", f"{move.character} is not among the characters offered this round"
        )
    if move.character not in available(state):
        return Violation(move, "R3.8", f"{move.character} is held by another player")
    return None


def apply_character(state: GameState, move: TakeCharacter) -> GameState:
    """Take the character; the one held before goes back to the pool; its bonus
    is ready for this round (R3.9)."""
    pl = replace_player(state.players[move.player], character=Character(move.character),
                        bonus_ready=True)
    return with_player(state, move.player, pl, **next_seat(state, len(state.players)))
