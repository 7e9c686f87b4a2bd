"""R6.3 Explore: take a treasure token of value n from the ocean tile under the
boat (n treasure markers); the Diver also gains n Vatus."""

from __future__ import annotations

from ...moves import Explore
from ...state import GameState, PlayerState
from ..evolve import replace_player, replace_space, with_player, with_space
from ..money import gain
from ..violation import Impossibility

RULE = "R6.3"


def options(state: GameState, p: int, bonus: bool) -> list[Explore]:
    """Explore of ``p`` now (R6.3): possible when the boat's ocean tile has a
    treasure marker, with the Diver's variant when ``bonus``."""
    if state.spaces[state.players[p].boat].treasure > 0:
        return [Explore(p), Explore(p, True)] if bonus else [Explore(p)]
    return []


def bonus_changes(state: GameState, move: Explore) -> bool:
    """Whether the Diver's bonus changes the explore: it gains the token's value
    in Vatus, always something (n >= 1; R6.3, R1.8, R12.2)."""
    return state.spaces[state.players[move.player].boat].treasure > 0


def why_impossible(state: GameState, p: int) -> Impossibility:
    """Why ``p`` cannot explore (R6.3): no treasure marker under the boat."""
    return Impossibility(RULE, "no treasure marker where the boat is")


def why_unavailable(state: GameState, move: Explore) -> Impossibility:
    """Why ``move`` is not the explore listed now (R6.3)."""
    return Impossibility(RULE, "not a way to perform explore now")


def perform(state: GameState, move: Explore, pl: PlayerState, use: bool) -> GameState:
    """Take a treasure token of value n (the markers on the tile) and remove one
    marker (R6.3); the Diver's bonus also gains n Vatus (R1.8)."""
    i = pl.boat
    sp = state.spaces[i]
    n = sp.treasure
    sp = replace_space(sp, treasure=n - 1)
    pl = replace_player(pl, treasures=tuple(sorted(pl.treasures + (n,))))
    if use:
        pl = gain(pl, state.options.components, vatus=n, who=move.player, rule=RULE)
    return with_player(with_space(state, i, sp), move.player, pl)
