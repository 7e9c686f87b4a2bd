"""R6.8 Transport: while a tourist waits, bring one to an island next to the
boat with room, and gain 1 Vatu per hut there (any colour); the Guide also
gains 2 PP per drawing there."""

from __future__ import annotations

from ...moves import Transport
from ...state import GameState, PlayerState
from ..board import adjacency, island_room, space_name
from ..evolve import replace_space, with_player, with_space
from ..money import gain
from ..violation import Impossibility
from .islands import island_grounds

RULE = "R6.8"


def options(state: GameState, p: int, bonus: bool) -> list[Transport]:
    """Every transport of ``p`` now (R6.8): while a tourist waits, each island
    next to the boat with room for one, with the Guide's variant when ``bonus``."""
    out: list[Transport] = []
    if state.tourists_waiting > 0:
        for i in adjacency(state).island_nb[state.players[p].boat]:
            if island_room(state, i)[2]:
                out.append(Transport(p, space_name(state, i)))
                if bonus:
                    out.append(Transport(p, space_name(state, i), True))
    return out


def bonus_changes(state: GameState, move: Transport) -> bool:
    """Whether the Guide's bonus changes the transport: only where the island has
    a drawing (R6.8, R1.8, R12.2)."""
    c = state.options.components
    i = c.space_index.get(move.island)
    return i is not None and c.guide_pp_per_drawing * state.spaces[i].drawings != 0


def why_impossible(state: GameState, p: int) -> Impossibility:
    """Why ``p`` cannot transport (R6.8): no tourist waits this round, or no
    island with room for one next to the boat."""
    if state.tourists_waiting == 0:
        return Impossibility(RULE, "no tourist waits this round")
    return Impossibility(RULE, "no island with room for a tourist next to the boat")


def why_unavailable(state: GameState, move: Transport) -> Impossibility:
    """Why ``move`` is not one of the transports listed now: an island that
    cannot be used, or no room for a tourist on it (R6.8)."""
    grounds = island_grounds(state, move)
    if grounds is not None:
        return grounds
    return Impossibility(RULE, f"no room for a tourist on {move.island}")


def perform(state: GameState, move: Transport, pl: PlayerState, use: bool) -> GameState:
    """Move a waiting tourist to the island and gain 1 Vatu per hut on it, of
    any colour (R6.8); the Guide's bonus also gains 2 PP per drawing there (R1.8)."""
    c = state.options.components
    i = c.space_index[move.island]
    sp = state.spaces[i]
    vatus = len(sp.huts)
    pp = c.guide_pp_per_drawing * sp.drawings if use else 0
    state = with_space(
        state,
        i,
        replace_space(sp, tourists=sp.tourists + 1),
        tourists_waiting=state.tourists_waiting - 1,
    )
    pl = gain(pl, c, vatus=vatus, pp=pp, who=move.player, rule=RULE)
    return with_player(state, move.player, pl)
