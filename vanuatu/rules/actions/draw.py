"""R6.7 Draw: a sand drawing on an island next to the boat with a free drawing
slot, for 3 PP (the Artist: 5)."""

from __future__ import annotations

from ...moves import Draw
from ...state import GameState, PlayerState
from ..board import adjacency, island_room, space_name
from ..evolve import replace_space, with_player, with_space
from ..money import gain
from ..violation import Impossibility
from .islands import island_grounds

RULE = "R6.7"


def options(state: GameState, p: int, bonus: bool) -> list[Draw]:
    """Every drawing ``p`` can make now (R6.7): each island next to the boat with
    a free drawing slot, with the Artist's variant when ``bonus``."""
    out: list[Draw] = []
    for i in adjacency(state).island_nb[state.players[p].boat]:
        if island_room(state, i)[1]:
            out.append(Draw(p, space_name(state, i)))
            if bonus:
                out.append(Draw(p, space_name(state, i), True))
    return out


def bonus_changes(state: GameState, move: Draw) -> bool:
    """Whether the Artist's bonus changes the drawing: it scores more, unless the
    component set prices them alike (R6.7, R1.8, R12.2)."""
    c = state.options.components
    return c.artist_pp != c.draw_pp


def why_impossible(state: GameState, p: int) -> Impossibility:
    """Why ``p`` cannot draw (R6.7): no island with a free drawing slot next to
    the boat."""
    return Impossibility(RULE, "no island with a free drawing slot next to the boat")


def why_unavailable(state: GameState, move: Draw) -> Impossibility:
    """Why ``move`` is not one of the drawings listed now: an island that cannot
    be used, or no free drawing slot on it (R6.7)."""
    grounds = island_grounds(state, move)
    if grounds is not None:
        return grounds
    return Impossibility(RULE, f"no free drawing slot on {move.island}")


def perform(state: GameState, move: Draw, pl: PlayerState, use: bool) -> GameState:
    """Place a drawing on the island and score 3 PP, 5 with the Artist's bonus
    (R6.7, R1.8)."""
    c = state.options.components
    i = c.space_index[move.island]
    sp = state.spaces[i]
    state = with_space(state, i, replace_space(sp, drawings=sp.drawings + 1))
    return with_player(state, move.player, gain(pl, c, pp=c.artist_pp if use else c.draw_pp,
                                                       who=move.player, rule=RULE))
