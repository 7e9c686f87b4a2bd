"""R6.9 Rest: keep one of the available rest tokens face down. A player keeps
at most one a round (R12.1): a second Rest is impossible."""

from __future__ import annotations

from ...moves import Rest
from ...state import GameState, PlayerState
from ..evolve import replace_player, with_player
from ..violation import Impossibility

RULE = "R6.9"


def options(state: GameState, p: int, bonus: bool) -> list[Rest]:
    """Every rest token ``p`` may keep now (R6.9): each available one, unless
    ``p`` already keeps one this round (R12.1)."""
    if state.players[p].rest_token is None:
        return [Rest(p, t) for t in state.rest_available]
    return []


def bonus_changes(state: GameState, move: Rest) -> bool:
    """No character's bonus is linked to Rest (R6.9, R1.8, R12.2)."""
    return False


def why_impossible(state: GameState, p: int) -> Impossibility:
    """Why ``p`` cannot rest (R6.9): a rest token already kept this round, or
    none available."""
    if state.players[p].rest_token is not None:
        return Impossibility(RULE, f"P{p} already keeps a rest token this round")
    return Impossibility(RULE, "no rest token is available")


def why_unavailable(state: GameState, move: Rest) -> Impossibility:
    """Why ``move`` is not one of the rests listed now: its token is not
    available (R6.9)."""
    return Impossibility(RULE, f"the rest token {move.token!r} is not available")


def perform(state: GameState, move: Rest, pl: PlayerState, use: bool) -> GameState:
    """Keep the chosen rest token face down; it is no longer available (R6.9)."""
    tokens = list(state.rest_available)
    tokens.remove(move.token)
    pl = replace_player(pl, rest_token=move.token)
    return with_player(state, move.player, pl, rest_available=tuple(tokens))
