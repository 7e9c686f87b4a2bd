"""Argument checks of the public functions: a clear :class:`TypeError` or
:class:`ValueError` for a wrong state or player, never a traceback from deep
inside the rules."""

from __future__ import annotations

from tabletop.one_line import shown

from ..state import GameState

__all__ = ["check_player", "check_state"]


def check_state(state: object, verb: str) -> None:
    """Raise a clear :class:`TypeError` unless ``state`` is a :class:`GameState`."""
    if not isinstance(state, GameState):
        raise TypeError(f"{verb}() needs a GameState, not {type(state).__name__} {shown(state)}")


def check_player(state: GameState, player: object, verb: str) -> int:
    """``player`` as a player index of ``state``; a clear :class:`TypeError` or
    :class:`ValueError` otherwise."""
    if isinstance(player, bool) or not isinstance(player, int):
        raise TypeError(f"{verb}(): a player is an int index (0 for P0), not {shown(player)}")
    if not 0 <= player < len(state.players):
        who = f"P{player}" if -(10**6) < player < 10**6 else "of a number that large"
        raise ValueError(f"{verb}(): no player {who} in a {len(state.players)}-player game")
    return player
