"""Phase V, rest bonuses (R5.9): in turn order each player who kept a rest
token reveals it and gains its bonus; the character bonuses expire with the
round (R3.9), and with two players the characters are discarded (R10.1)."""

from __future__ import annotations

from ..state import GameState
from .evolve import replace_player, replace_state
from .money import gain
from .turn_order import order

__all__ = ["FIRST_TOKEN", "REST_BONUS", "RULE", "rest_bonuses"]

RULE = "R5.9"

#: The rest token that makes its taker First Player from the next round (R1.7).
FIRST_TOKEN = "first"
#: ``(Vatus, PP)`` gained for each other rest token (R1.7).
REST_BONUS: dict[str, tuple[int, int]] = {"vatu": (1, 0), "point": (0, 1), "both": (1, 1)}


def rest_bonuses(state: GameState) -> GameState:
    """Reveal the rest tokens in turn order, gain their bonus, return them (R5.9);
    every character bonus expires (R3.9; two players: the characters go, R10.1)."""
    c = state.options.components
    players = list(state.players)
    first = state.first_player
    discard = state.options.two_player
    for p in order(state):
        pl = players[p]
        tok = pl.rest_token
        if tok == FIRST_TOKEN:
            first = p
        elif tok in REST_BONUS:
            vatus, pp = REST_BONUS[tok]
            pl = gain(pl, c, vatus=vatus, pp=pp, who=p, rule=RULE)
        pl = replace_player(pl, rest_token=None, bonus_ready=False)
        if discard:
            pl = replace_player(pl, character=None)
        players[p] = pl
    return replace_state(state, players=tuple(players), first_player=first,
                         rest_available=c.rest_tokens)
