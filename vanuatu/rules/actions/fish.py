"""R6.4 Fish: take a fish token of value n from the ocean tile under the boat
(n fish markers); the Fisherman also gains n PP. Fishing leaves the fish price
alone (the first-edition reading that lowers it is an option)."""

from __future__ import annotations

from typing import Any

from ...moves import Fish
from ...state import GameState, PlayerState
from ..evolve import replace_player, replace_space, with_player, with_space
from ..money import gain
from ..reports import price_set
from ..violation import Impossibility
from .sell import lower_price

RULE = "R6.4"


def options(state: GameState, p: int, bonus: bool) -> list[Fish]:
    """Fish of ``p`` now (R6.4): possible when the boat's ocean tile has a fish
    marker, with the Fisherman's variant when ``bonus``."""
    if state.spaces[state.players[p].boat].fish > 0:
        return [Fish(p), Fish(p, True)] if bonus else [Fish(p)]
    return []


def bonus_changes(state: GameState, move: Fish) -> bool:
    """Whether the Fisherman's bonus changes the fish: it gains the token's value
    in PP, always something (n >= 1; R6.4, R1.8, R12.2)."""
    return state.spaces[state.players[move.player].boat].fish > 0


def why_impossible(state: GameState, p: int) -> Impossibility:
    """Why ``p`` cannot fish (R6.4): no fish marker under the boat."""
    return Impossibility(RULE, "no fish marker where the boat is")


def why_unavailable(state: GameState, move: Fish) -> Impossibility:
    """Why ``move`` is not the fish listed now (R6.4)."""
    return Impossibility(RULE, "not a way to perform fish now")


def perform(state: GameState, move: Fish, pl: PlayerState, use: bool) -> GameState:
    """Take a fish token of value n (the markers on the tile) and remove one
    marker (R6.4); the Fisherman's bonus also gains n PP (R1.8). The fish price
    stays unless the option ``fishing_lowers_price`` is set."""
    i = pl.boat
    sp = state.spaces[i]
    n = sp.fish
    sp = replace_space(sp, fish=n - 1)
    pl = replace_player(pl, fish=tuple(sorted(pl.fish + (n,))))
    if use:
        pl = gain(pl, state.options.components, pp=n, who=move.player, rule=RULE)
    changes: dict[str, Any] = {}
    if state.options.fishing_lowers_price:
        changes["fish_price"] = price_set(state.fish_price, lower_price(state), RULE)
    return with_player(with_space(state, i, sp), move.player, pl, **changes)
