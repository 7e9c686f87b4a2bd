"""The nine actions (R6): what a player may do when performing one, and its effect.

:func:`action_options` lists every way the player can perform an action in the
present position (R5.7), character bonus variants included. An action is
*possible* exactly when that list is not empty, so performance, retrieval
(R5.3) and the explanations all rest on this one function.

:func:`perform` applies the effect of one of those moves (markers and turns
are handled by :mod:`vanuatu.rules.acting`).
"""

from __future__ import annotations

from itertools import combinations

import attrs

from ..components import GOODS, LINKED_ACTION, Action, Components
from ..moves import ActionMove, Build, Buy, Draw, Explore, Fish, Rest, Sail, Sell, Transport
from ..state import GameState, PlayerState
from .common import (
    Refusal,
    cube_supply,
    gain,
    info,
    island_room,
    name,
    replace_player,
    replace_space,
    with_player,
    with_space,
)
from .waters import dike_sides, dikes_left

GOOD_INDEX = {g: i for i, g in enumerate(GOODS)}


def bonus_ready(player: PlayerState, action: Action) -> bool:
    """Whether the player's character bonus for ``action`` can be used now (R1.8, R3.9)."""
    return (
        player.bonus_ready
        and player.character is not None
        and LINKED_ACTION.get(player.character) == action
    )


def own_hut_adjacent(state: GameState, p: int, pos: int) -> bool:
    """Whether one of ``p``'s huts is on an island next to ``pos`` (R6.5)."""
    spaces = state.spaces
    return any(p in spaces[i].huts for i in info(state).island_nb[pos])


def sell_choices(fish: tuple[int, ...]) -> list[tuple[int, ...]]:
    """Distinct non-empty selections of fish tokens, as sorted value tuples."""
    out: set[tuple[int, ...]] = set()
    for k in range(1, len(fish) + 1):
        out.update(combinations(fish, k))
    return sorted(out)


def sail_destinations(state: GameState, p: int, steps: int) -> tuple[int, ...]:
    """Spaces a ``steps``-step sail can end on (R6.1; R10.1 for two players)."""
    b = info(state)
    walks = b.walks if state.options.sail_revisit else b.simple_walks
    dests = walks[steps - 1][state.players[p].boat]
    if state.options.two_player:
        other = state.players[1 - p].boat
        dests = tuple(d for d in dests if d != other)
    return dests


def action_options(state: GameState, p: int, action: Action) -> list[ActionMove]:
    """Every move performing ``action`` for player ``p`` now (R6), bonus variants included.

    The list is empty when the action is impossible in the present position.
    """
    pl = state.players[p]
    c = state.options.components
    pos = pl.boat
    b = info(state)
    bonus = bonus_ready(pl, action)
    out: list[ActionMove] = []
    if action == Action.SAIL:
        for k in range(1, c.sail_max_steps + 1):
            if pl.vatus < k and not bonus:
                break
            for d in sail_destinations(state, p, k):
                if pl.vatus >= k:
                    out.append(Sail(p, name(state, d), k))
                if bonus:
                    out.append(Sail(p, name(state, d), k, True))
    elif action == Action.BUILD:
        huts: list[str | None] = []
        if pl.huts_left > 0:
            huts = [
                name(state, i)
                for i in b.island_nb[pos]
                if island_room(state, i)[0]
            ]
        dikes: list[tuple[str, str] | None] = [None]
        if state.options.rising_waters and dikes_left(state) > 0:
            dikes += [
                (name(state, i), name(state, j)) for i in b.island_nb[pos]
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
    elif action == Action.EXPLORE:
        if state.spaces[pos].treasure > 0:
            out.append(Explore(p))
            if bonus:
                out.append(Explore(p, True))
    elif action == Action.FISH:
        if state.spaces[pos].fish > 0:
            out.append(Fish(p))
            if bonus:
                out.append(Fish(p, True))
    elif action == Action.SELL:
        if pl.fish:
            if own_hut_adjacent(state, p, pos):
                out.extend(Sell(p, f) for f in sell_choices(pl.fish))
            elif bonus:
                out.extend(Sell(p, f, True) for f in sell_choices(pl.fish))
    elif action == Action.BUY:
        for i in b.island_nb[pos]:
            cubes = state.spaces[i].cubes
            for g in range(3):
                if cubes[g] and c.goods_price[g] <= pl.vatus:
                    out.append(Buy(p, name(state, i), GOODS[g]))
                    if bonus and buyer_second_cube(state, g):
                        out.append(Buy(p, name(state, i), GOODS[g], True))
    elif action == Action.DRAW:
        for i in b.island_nb[pos]:
            if island_room(state, i)[1]:
                out.append(Draw(p, name(state, i)))
                if bonus:
                    out.append(Draw(p, name(state, i), True))
    elif action == Action.TRANSPORT:
        if state.tourists_waiting > 0:
            for i in b.island_nb[pos]:
                if island_room(state, i)[2]:
                    out.append(Transport(p, name(state, i)))
                    if bonus:
                        out.append(Transport(p, name(state, i), True))
    elif action == Action.REST:
        # Ruling (silent in R6.9): a player keeps one rest token a round; a stack the
        # Governor moves onto Rest after taking one is taken back without effect
        if pl.rest_token is None:
            out.extend(Rest(p, t) for t in state.rest_available)
    return out


def buyer_second_cube(state: GameState, good: int) -> bool:
    """Whether the supply will hold a cube of ``good`` for the Buyer's free second
    cube (R6.6, R1.8) once the first is exported: the first cube leaves the island
    for a demand tile, or goes back to the supply when no tile needs it."""
    needed = export_to_display(state.options.components, state.demand_display, good)
    return cube_supply(state)[good] > 0 or needed is None


def why_impossible(state: GameState, p: int, action: Action) -> Refusal:
    """The rule and reason that make ``action`` impossible for ``p`` now."""
    pl = state.players[p]
    c = state.options.components
    pos = pl.boat
    b = info(state)
    if action == Action.SAIL:
        if pl.vatus < 1:
            return "R6.1", "no Vatu to pay for one step"
        return "R6.1", "no ocean tile to sail to"
    if action == Action.BUILD:
        if pl.huts_left == 0:
            return "R6.2", "no hut left"
        if not any(
            island_room(state, i)[0] for i in b.island_nb[pos]
        ):
            return "R6.2", "no island with a free hut slot next to the boat"
        return "R6.2", f"a hut costs {c.build_cost} Vatus, only {pl.vatus} held"
    if action == Action.EXPLORE:
        return "R6.3", "no treasure marker where the boat is"
    if action == Action.FISH:
        return "R6.4", "no fish marker where the boat is"
    if action == Action.SELL:
        if not pl.fish:
            return "R6.5", "no fish token to sell"
        return "R6.5", "no island with one of the player's huts next to the boat"
    if action == Action.BUY:
        if not any(sum(state.spaces[i].cubes) for i in b.island_nb[pos]):
            return "R6.6", "no goods cube on an island next to the boat"
        return "R6.6", f"no cube next to the boat costs {pl.vatus} Vatus or less"
    if action == Action.DRAW:
        return "R6.7", "no island with a free drawing slot next to the boat"
    if action == Action.TRANSPORT:
        if state.tourists_waiting == 0:
            return "R6.8", "no tourist waits this round"
        return "R6.8", "no island with room for a tourist next to the boat"
    if pl.rest_token is not None:
        return "R6.9", f"P{p} already keeps a rest token this round"
    return "R6.9", "no rest token is available"


def export_to_display(
    c: Components, display: tuple[tuple[int, tuple[int, ...]], ...], good: int
) -> tuple[tuple[tuple[int, tuple[int, ...]], ...], int] | None:
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


def _export(state: GameState, good: int) -> tuple[GameState, int]:
    """Put a cube of ``good`` on the topmost displayed demand tile needing it (R6.6);
    return the new state and the PP scored (0 if no tile needs it)."""
    done = export_to_display(state.options.components, state.demand_display, good)
    if done is None:
        return state, 0
    return attrs.evolve(state, demand_display=done[0]), done[1]


def perform(state: GameState, move: ActionMove) -> GameState:
    """The effect of a legal action move (R6); markers are not touched here.

    A move with ``bonus`` set by a Preacher (R5.5) performs the plain action.
    """
    p = move.player
    pl = state.players[p]
    c = state.options.components
    idx = c.space_index
    use = move.bonus and pl.character is not None and LINKED_ACTION.get(pl.character) == move.action
    if move.bonus:
        pl = replace_player(pl, bonus_ready=False)
    if isinstance(move, Sail):
        cost = 0 if use else move.steps
        pl = replace_player(pl, vatus=pl.vatus - cost, boat=idx[move.dest])
        return with_player(state, p, pl)
    if isinstance(move, Build):
        if move.dike is not None:
            d = idx[move.dike[0]]
            sp = state.spaces[d]
            state = with_space(state, d, replace_space(sp, dikes=sp.dikes + (idx[move.dike[1]],)))
            pl = replace_player(pl, vatus=pl.vatus - c.dike_cost)
        if move.island is not None:
            i = idx[move.island]
            cost = c.builder_cost if use else c.build_cost
            pl = replace_player(pl, vatus=pl.vatus - cost, huts_left=pl.huts_left - 1)
            sp = state.spaces[i]
            state = with_space(state, i, replace_space(sp, huts=sp.huts + (p,)))
        return with_player(state, p, pl)
    if isinstance(move, (Explore, Fish)):
        i = pl.boat
        sp = state.spaces[i]
        if isinstance(move, Explore):
            n = sp.treasure
            sp = replace_space(sp, treasure=n - 1)
            pl = replace_player(pl, treasures=tuple(sorted(pl.treasures + (n,))))
            if use:
                pl = gain(pl, c, vatus=n)
            return with_player(with_space(state, i, sp), p, pl)
        n = sp.fish
        sp = replace_space(sp, fish=n - 1)
        pl = replace_player(pl, fish=tuple(sorted(pl.fish + (n,))))
        if use:
            pl = gain(pl, c, pp=n)
        changes = {}
        if state.options.fishing_lowers_price:
            changes["fish_price"] = lower_price(state)
        return with_player(with_space(state, i, sp), p, pl, **changes)
    if isinstance(move, Sell):
        left = list(pl.fish)
        for v in move.fish:
            left.remove(v)
        pl = replace_player(pl, fish=tuple(left))
        pl = gain(pl, c, vatus=sum(move.fish) * state.fish_price)
        return with_player(state, p, pl, fish_price=lower_price(state))
    if isinstance(move, Buy):
        i = idx[move.island]
        g = GOOD_INDEX[move.good]
        sp = state.spaces[i]
        cubes = list(sp.cubes)
        cubes[g] -= 1
        state = with_space(state, i, replace_space(sp, cubes=(cubes[0], cubes[1], cubes[2])))
        pl = replace_player(pl, vatus=pl.vatus - c.goods_price[g])
        state, pp = _export(state, g)
        if use:
            if cube_supply(state)[g] > 0:
                state, pp2 = _export(state, g)
                pp += pp2
        return with_player(state, p, gain(pl, c, pp=pp))
    if isinstance(move, Draw):
        i = idx[move.island]
        sp = state.spaces[i]
        state = with_space(state, i, replace_space(sp, drawings=sp.drawings + 1))
        return with_player(state, p, gain(pl, c, pp=c.artist_pp if use else c.draw_pp))
    if isinstance(move, Transport):
        i = idx[move.island]
        sp = state.spaces[i]
        vatus = len(sp.huts)
        pp = c.guide_pp_per_drawing * sp.drawings if use else 0
        state = with_space(
            state,
            i,
            replace_space(sp, tourists=sp.tourists + 1),
            tourists_waiting=state.tourists_waiting - 1,
        )
        return with_player(state, p, gain(pl, c, vatus=vatus, pp=pp))
    assert isinstance(move, Rest)
    tokens = list(state.rest_available)
    tokens.remove(move.token)
    pl = replace_player(pl, rest_token=move.token)
    return with_player(state, p, pl, rest_available=tuple(tokens))


def lower_price(state: GameState) -> int:
    """The fish price one step down the track, never below its last space (R6.5)."""
    track = state.options.components.fish_price_track
    i = track.index(state.fish_price) if state.fish_price in track else len(track) - 1
    return track[min(i + 1, len(track) - 1)]


_RULE = {
    Action.SAIL: "R6.1", Action.BUILD: "R6.2", Action.EXPLORE: "R6.3", Action.FISH: "R6.4",
    Action.SELL: "R6.5", Action.BUY: "R6.6", Action.DRAW: "R6.7", Action.TRANSPORT: "R6.8",
    Action.REST: "R6.9",
}


def reason_for_option(state: GameState, move: ActionMove) -> Refusal:
    """Why ``move`` is not one of the ways to perform its action now, when the
    action itself is possible (:func:`action_options` does not list it)."""
    p = move.player
    pl = state.players[p]
    c = state.options.components
    rule = _RULE[move.action]
    if move.bonus and not bonus_ready(pl, move.action):
        who = pl.character or "no character"
        return "R1.8", f"P{p} ({who}) has no unused bonus for {move.action.word}"
    if isinstance(move, Sail):
        if not 1 <= move.steps <= c.sail_max_steps:
            return rule, f"a sail is 1 to {c.sail_max_steps} steps, not {move.steps}"
        if move.dest not in c.space_index:
            return "R1.2", f"no space {move.dest!r} on the board"
        if not move.bonus and pl.vatus < move.steps:
            return "R1.1", f"cannot pay {move.steps} Vatus with {pl.vatus}"
        d = c.space_index[move.dest]
        if state.options.two_player and d == state.players[1 - p].boat:
            return "R10.1", "a boat may not end a sail on the other boat's tile"
        return rule, f"{move.dest} cannot be reached in exactly {move.steps} steps over ocean tiles"
    if isinstance(move, Sell):
        held = list(pl.fish)
        for v in move.fish:
            if v not in held:
                return rule, f"P{p} holds no (further) fish token of value {v}"
            held.remove(v)
        if not move.fish:
            return rule, "choose at least one fish token"
        if move.bonus and own_hut_adjacent(state, p, pl.boat):
            return rule, "the Vendor's bonus is for selling without a hut next to the boat"
        return rule, "no island with one of the player's huts next to the boat"
    if isinstance(move, Build) and move.dike is not None:
        if not state.options.rising_waters:
            return "R10.3", "dikes are built only with Rising Waters"
        isl, side = move.dike
        if isl not in c.space_index or side not in c.space_index:
            return "R1.2", f"no side {isl} {side} on the board"
        i, j = c.space_index[isl], c.space_index[side]
        if i not in info(state).island_nb[pl.boat]:
            return "R10.3", f"a dike goes on an island next to the boat; {isl} is not"
        if j not in dike_sides(state, i):
            return "R10.3", f"the side of {isl} towards {side} touches no ocean tile or has a dike"
        if dikes_left(state) == 0:
            return "R10.3", f"all {c.dikes} dikes are built"
        if move.island is None:
            return "R1.1", f"a dike costs {c.dike_cost} Vatu, only {pl.vatus} held"
    island = getattr(move, "island", None)
    if island is not None:
        if island not in c.space_index:
            return "R1.2", f"no space {island!r} on the board"
        i = c.space_index[island]
        tile = state.board[i]
        if tile is None or not c.tile(tile).is_island:
            return "R6", f"{island} is not an island"
        if i not in info(state).island_nb[pl.boat]:
            return "R6", f"island actions need the boat adjacent to the island; {island} is not"
        sp = state.spaces[i]
        spec = c.tile(tile)
        if isinstance(move, Build):
            if len(sp.huts) >= spec.huts:
                return rule, f"no free hut slot on {island}"
            cost = c.builder_cost if move.bonus else c.build_cost
            return rule, f"a hut costs {cost} Vatus, only {pl.vatus} held"
        if isinstance(move, Buy):
            if move.good not in GOOD_INDEX:
                return "R1.4", f"no good {move.good!r}"
            g = GOOD_INDEX[move.good]
            if not sp.cubes[g]:
                return rule, f"no {move.good} cube on {island}"
            if move.bonus and c.goods_price[g] <= pl.vatus:
                return rule, f"no {move.good} cube is left in the supply for the Buyer's bonus"
            return rule, f"{move.good} costs {c.goods_price[g]} Vatus, only {pl.vatus} held"
        if isinstance(move, Draw):
            return rule, f"no free drawing slot on {island}"
        if isinstance(move, Transport):
            return rule, f"no room for a tourist on {island}"
    if isinstance(move, Rest):
        return rule, f"the rest token {move.token!r} is not available"
    return rule, f"not a way to perform {move.action.word} now"
