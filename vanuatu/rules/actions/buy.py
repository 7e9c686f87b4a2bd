"""R6.6 Buy and export: buy a cube on an island next to the boat and put it on
the topmost displayed demand tile that needs it (export value, +2 PP for the
tile's last slot; lost if no tile needs it). The Buyer takes a free second cube
of the same good from the supply and exports it too (R1.8)."""

from __future__ import annotations

from ...components import GOODS, Components
from ...moves import Buy
from ...state import GameState, PlayerState
from ..board import adjacency, space_name
from ..evolve import replace_space, replace_state, with_player, with_space
from ..money import gain, pay
from ..reports import cube_lost
from ..supply import cube_supply
from ..violation import Impossibility
from .islands import island_grounds

RULE = "R6.6"
#: Index of each good in :data:`~vanuatu.components.GOODS` (and in cube tuples).
GOOD_INDEX = {g: i for i, g in enumerate(GOODS)}

Display = tuple[tuple[int, tuple[int, ...]], ...]


def export_to_display(c: Components, display: Display, good: int) -> tuple[Display, int] | None:
    """Put a cube of ``good`` on the topmost demand tile of ``display`` needing it
    (R6.6); the new display and the PP scored, or ``None`` if no tile needs it."""
    for pos, (tile, filled) in enumerate(display):
        needed = list(c.demand_goods[tile])
        for g in filled:
            needed.remove(g)
        if good in needed:
            new_filled = tuple(sorted(filled + (good,)))
            pp = c.goods_export[good]
            if len(new_filled) == len(c.demand_goods[tile]):
                pp += c.export_completion_bonus
            return display[:pos] + ((tile, new_filled),) + display[pos + 1 :], pp
    return None


def buyer_second_cube(state: GameState, good: int) -> bool:
    """Whether the supply will hold a cube of ``good`` for the Buyer's free second
    cube (R6.6, R1.8) once the first is exported: the first cube leaves the island
    for a demand tile, or goes back to the supply when no tile needs it."""
    needed = export_to_display(state.options.components, state.demand_display, good)
    return cube_supply(state)[good] > 0 or needed is None


def options(state: GameState, p: int, bonus: bool) -> list[Buy]:
    """Every buy of ``p`` now (R6.6): each good with a cube on an island next to
    the boat that ``p`` can pay for, with the Buyer's variant when ``bonus``."""
    pl = state.players[p]
    price = state.options.components.goods_price
    out: list[Buy] = []
    for i in adjacency(state).island_nb[pl.boat]:
        cubes = state.spaces[i].cubes
        for g, good in enumerate(GOODS):
            if cubes[g] and price[g] <= pl.vatus:
                out.append(Buy(p, space_name(state, i), good))
                if bonus:
                    out.append(Buy(p, space_name(state, i), good, True))
    return out


def bonus_changes(state: GameState, move: Buy) -> bool:
    """Whether the Buyer's bonus changes the buy: only when the supply holds the
    second cube (R6.6, R1.8, R12.2)."""
    g = GOOD_INDEX.get(move.good)
    return g is not None and buyer_second_cube(state, g)


def why_impossible(state: GameState, p: int) -> Impossibility:
    """Why ``p`` cannot buy at all (R6.6): no cube on an island next to the boat,
    or none that ``p`` can pay for."""
    pl = state.players[p]
    if not any(sum(state.spaces[i].cubes) for i in adjacency(state).island_nb[pl.boat]):
        return Impossibility(RULE, "no goods cube on an island next to the boat")
    return Impossibility(RULE, f"no cube next to the boat costs {pl.vatus} Vatus or less")


def why_unavailable(state: GameState, move: Buy) -> Impossibility:
    """Why ``move`` is not one of the buys listed now: an island that cannot be
    used, an unknown good (R1.4), no such cube there, or its price (R6.6)."""
    c = state.options.components
    grounds = island_grounds(state, move)
    if grounds is not None:
        return grounds
    pl = state.players[move.player]
    if move.good not in GOOD_INDEX:
        return Impossibility("R1.4", f"no good {move.good!r}")
    g = GOOD_INDEX[move.good]
    if not state.spaces[c.space_index[move.island]].cubes[g]:
        return Impossibility(RULE, f"no {move.good} cube on {move.island}")
    return Impossibility(RULE, f"{move.good} costs {c.goods_price[g]} Vatus, only {pl.vatus} held")


def _export(state: GameState, p: int, good: int) -> tuple[GameState, int]:
    """Put a cube of ``good`` exported by ``p`` on the topmost displayed demand
    tile needing it (R6.6); return the new state and the PP scored (0 if no tile
    needs it: the cube is lost)."""
    done = export_to_display(state.options.components, state.demand_display, good)
    if done is None:
        cube_lost(p, good)
        return state, 0
    return replace_state(state, demand_display=done[0]), done[1]


def perform(state: GameState, move: Buy, pl: PlayerState, use: bool) -> GameState:
    """Buy the cube and export it (R6.6): pay its price, put it on the topmost
    demand tile needing it and score its export value (+2 PP for the tile's last
    slot); with the Buyer's bonus (R1.8) a second cube of the good from the
    supply, free, exported the same way."""
    c = state.options.components
    i = c.space_index[move.island]
    g = GOOD_INDEX[move.good]
    sp = state.spaces[i]
    cubes = list(sp.cubes)
    cubes[g] -= 1
    state = with_space(state, i, replace_space(sp, cubes=(cubes[0], cubes[1], cubes[2])))
    pl = pay(pl, c.goods_price[g], who=move.player, rule=RULE)
    state, pp = _export(state, move.player, g)
    if use and cube_supply(state)[g] > 0:
        state, pp2 = _export(state, move.player, g)
        pp += pp2
    return with_player(state, move.player, gain(pl, c, pp=pp, who=move.player, rule=RULE))
