"""R6.2 Build: a hut on an island next to the boat for 3 Vatus (the Builder: 1);
with Rising Waters also (or instead) a dike for 1 Vatu (R10.3)."""

from __future__ import annotations

from ...moves import Build
from ...state import GameState, PlayerState
from ..board import adjacency, island_room, space_name
from ..evolve import replace_player, replace_space, with_player, with_space
from ..money import pay
from ..violation import Impossibility
from ..waters import dike_sides, dikes_left, submerged
from .islands import island_grounds

RULE = "R6.2"


def options(state: GameState, p: int, bonus: bool) -> list[Build]:
    """Every build of ``p`` now: a hut on each island with room (R6.2), each
    dike side (R10.3), with and without the Builder's bonus (R1.8)."""
    pl = state.players[p]
    c = state.options.components
    b = adjacency(state)
    pos = pl.boat
    out: list[Build] = []
    huts: list[str | None] = []
    if pl.huts_left > 0:
        huts = [space_name(state, i) for i in b.island_nb[pos] if island_room(state, i)[0]]
    dikes: list[tuple[str, str] | None] = [None]
    if state.options.rising_waters and dikes_left(state) > 0:
        dikes += [
            (space_name(state, i), space_name(state, j)) for i in b.island_nb[pos]
            for j in dike_sides(state, i, b)
        ]
        huts.append(None)
    for dike in dikes:
        extra = 0 if dike is None else c.dike_cost
        for isl in huts:
            if isl is None:
                if dike is not None and pl.vatus >= extra:
                    out.append(Build(p, None, False, dike))
                continue
            if pl.vatus >= c.build_cost + extra:
                out.append(Build(p, isl, False, dike))
            if bonus and pl.vatus >= c.builder_cost + extra:
                out.append(Build(p, isl, True, dike))
    return out


def bonus_changes(state: GameState, move: Build) -> bool:
    """Whether the Builder's bonus changes the build: it changes the price of a
    hut (R6.2, R1.8, R12.2); a dike costs the same either way (R10.3), so it
    changes nothing for a dike alone."""
    c = state.options.components
    return move.island is not None and c.builder_cost != c.build_cost


def why_impossible(state: GameState, p: int) -> Impossibility:
    """Why ``p`` cannot build at all (R6.2): no hut left, no island with a free
    hut slot next to the boat, or not the Vatus a hut costs."""
    pl = state.players[p]
    if pl.huts_left == 0:
        return Impossibility(RULE, "no hut left")
    if not any(island_room(state, i)[0] for i in adjacency(state).island_nb[pl.boat]):
        return Impossibility(RULE, "no island with a free hut slot next to the boat")
    cost = state.options.components.build_cost
    return Impossibility(RULE, f"a hut costs {cost} Vatus, only {pl.vatus} held")


def dike_grounds(state: GameState, move: Build) -> Impossibility | None:
    """Why the dike named by ``move`` cannot be built (R10.3), or ``None`` if it
    can (or ``move`` names none). The grounds come in this order: Rising Waters
    is played; the side is on the board; a dike is left in the supply; the island
    is not submerged; it is next to the boat; that side touches an ocean tile
    without a dike; and, for a dike alone, its price."""
    if move.dike is None:
        return None
    c = state.options.components
    pl = state.players[move.player]
    if not state.options.rising_waters:
        return Impossibility("R10.3", "dikes are built only with Rising Waters")
    isl, side = move.dike
    if isl not in c.space_index or side not in c.space_index:
        return Impossibility("R1.2", f"no side {isl} {side} on the board")
    if dikes_left(state) == 0:
        return Impossibility("R10.3", f"all {c.dikes} dikes are built")
    i, j = c.space_index[isl], c.space_index[side]
    if submerged(state, state.spaces[i]):
        return Impossibility("R10.3", f"{isl} is submerged and can no longer be used")
    if i not in adjacency(state).island_nb[pl.boat]:
        return Impossibility("R10.3", f"a dike goes on an island next to the boat; {isl} is not")
    if j not in dike_sides(state, i):
        return Impossibility(
            "R10.3", f"the side of {isl} towards {side} touches no ocean tile or has a dike"
        )
    if move.island is None and pl.vatus < c.dike_cost:
        return Impossibility("R1.1", f"a dike costs {c.dike_cost} Vatu, only {pl.vatus} held")
    return None


def why_unavailable(state: GameState, move: Build) -> Impossibility:
    """Why ``move`` is not one of the builds listed now: a dike without Rising
    Waters, on a side that is not there, away from the boat or with no dike left
    (R10.3), an island that cannot be used (R6.2), no free hut slot, or the price
    of the hut (R6.2; 1 Vatu with the Builder's bonus, R1.8)."""
    c = state.options.components
    pl = state.players[move.player]
    grounds = dike_grounds(state, move)
    if grounds is not None:
        return grounds
    if move.dike is not None and move.island is None:
        return Impossibility("R1.1", f"a dike costs {c.dike_cost} Vatu, only {pl.vatus} held")
    grounds = island_grounds(state, move)
    if grounds is not None:
        return grounds
    if move.island is None:
        return Impossibility(RULE, "not a way to perform build now")
    i = c.space_index[move.island]
    spec = c.tile(state.board[i])  # type: ignore[arg-type]
    if len(state.spaces[i].huts) >= spec.huts:
        return Impossibility(RULE, f"no free hut slot on {move.island}")
    cost = c.builder_cost if move.bonus else c.build_cost
    return Impossibility(RULE, f"a hut costs {cost} Vatus, only {pl.vatus} held")


def perform(state: GameState, move: Build, pl: PlayerState, use: bool) -> GameState:
    """Build a dike (R10.3: it costs its price and closes that side of the island)
    and/or a hut (R6.2: 3 Vatus, 1 with the Builder's bonus, R1.8; one hut fewer
    in hand, placed on the island)."""
    c = state.options.components
    idx = c.space_index
    p = move.player
    if move.dike is not None:
        d = idx[move.dike[0]]
        sp = state.spaces[d]
        state = with_space(state, d, replace_space(sp, dikes=sp.dikes + (idx[move.dike[1]],)))
        pl = pay(pl, c.dike_cost, who=p, rule="R10.3")
    if move.island is not None:
        i = idx[move.island]
        cost = c.builder_cost if use else c.build_cost
        pl = replace_player(pay(pl, cost, who=p, rule=RULE), huts_left=pl.huts_left - 1)
        sp = state.spaces[i]
        state = with_space(state, i, replace_space(sp, huts=sp.huts + (p,)))
    return with_player(state, p, pl)
