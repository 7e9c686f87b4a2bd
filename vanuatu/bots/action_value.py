"""What one action is worth to a player in a position, for the evaluation of
:mod:`vanuatu.bots.evaluate`: the PP it is expected to bring, from where the
boat is or can sail to (R6). With Rising Waters (R10.3) the Vatus of a sale
also count for the dikes the table still needs (:func:`dike_vatus`), so that a
player short of money plans a sale rather than another Build it cannot pay."""

from __future__ import annotations

import math

from ..components import LINKED_ACTION, Action
from ..rules.actions import export_to_display
from ..rules.supply import cube_supply
from ..state import GameState, PlayerState
from .outlook import Outlook

__all__ = ["action_value", "boat_reach", "dike_vatus", "room"]


def boat_reach(ctx: Outlook, s: GameState, pl: PlayerState, sailing: bool) -> tuple[int, ...]:
    """Where the boat is, or can end a planned Sail (R6.1)."""
    if not sailing:
        return (pl.boat,)
    steps = ctx.c.sail_max_steps
    free = pl.character == "navigator" and pl.bonus_ready
    k = steps if free else min(steps, pl.vatus)
    ends = {pl.boat}
    for j in range(k):
        ends.update(ctx.board.walks[j][pl.boat])
    return tuple(ends)

def action_value(ctx: Outlook, p: int, a: Action, sailing: bool, fishing: bool) -> float:
    """The worth of ``p`` performing action ``a`` once, from where the boat
    is or (``sailing``) can sail to, having fished first if ``fishing``."""
    s = ctx.state
    pl = s.players[p]
    reach = boat_reach(ctx, s, pl, sailing)
    fish_gain = max(s.spaces[i].fish for i in reach) if fishing else 0
    vatus = pl.vatus
    w = ctx.w
    c = ctx.c
    bonus = pl.bonus_ready and pl.character is not None and LINKED_ACTION.get(
        pl.character) == a
    b = ctx.board
    if a == Action.SAIL:
        return w.sail_pp
    if a == Action.FISH:
        return fish_gain * (ctx.fish_pp + (1.0 if bonus else 0.0))
    if a == Action.EXPLORE:
        n = max(s.spaces[i].treasure for i in reach)
        return n * (c.end_scoring.treasure_pp_per_value + (w.vatu_pp if bonus else 0.0))
    if a == Action.REST:
        if pl.rest_token is not None or not s.rest_available:
            return 0.0
        best = 0.0
        for t in s.rest_available:
            if t == "first":
                gain = 0.0 if ctx.next_first == p else (
                    c.end_scoring.first_player_pp * ctx.first_weight_in(s.round + 1))
            else:
                gain = ctx.rest_pp.get(t, 0.0)
            best = max(best, gain)
        return best
    islands = {j for i in reach for j in b.island_nb[i]}
    if not islands:
        return 0.0
    if a == Action.SELL:
        fish = sum(pl.fish) + fish_gain
        if not fish:
            return 0.0
        if not bonus and not any(p in s.spaces[j].huts for j in islands):
            return 0.0
        gain = fish * (s.fish_price * w.vatu_pp - ctx.fish_pp)
        return max(0.0, gain + dike_vatus(ctx, p, vatus, fish * s.fish_price))
    if a == Action.DRAW:
        if any(room(ctx, s, j, 1) for j in islands):
            return float(c.artist_pp if bonus else c.draw_pp)
        return 0.0
    if a == Action.BUILD:
        cost = c.builder_cost if bonus else c.build_cost
        dike = 0.0
        if s.options.rising_waters and vatus >= c.dike_cost and ctx.doom > 0:
            # one Build may place a hut and a dike (R10.3)
            dike = max(0.0, ctx.dike_gain(islands) - c.dike_cost * w.vatu_pp)
            vatus -= c.dike_cost
        if pl.huts_left <= 0 or vatus < cost:
            return dike
        huts = [ctx.hut_value(j) for j in islands if room(ctx, s, j, 0)]
        return dike + max(0.0, max(huts) - cost * w.vatu_pp) if huts else dike
    if a == Action.TRANSPORT:
        if s.tourists_waiting <= 0:
            return 0.0
        best = 0.0
        for j in islands:
            if room(ctx, s, j, 2):
                sp = s.spaces[j]
                gain = (len(sp.huts) * w.vatu_pp
                        + sp.huts.count(p) * w.tourist_now_per_own_hut)
                if bonus:
                    gain += c.guide_pp_per_drawing * sp.drawings
                best = max(best, gain)
        return best
    if a == Action.BUY:
        best = 0.0
        supply: tuple[int, int, int] | None = None
        for j in islands:
            cubes = s.spaces[j].cubes
            for g in range(3):
                price = c.goods_price[g]
                if not cubes[g] or price > vatus:
                    continue
                done = export_to_display(c, s.demand_display, g)
                gain = -price * w.vatu_pp
                if done is not None:
                    gain += done[1]
                    if bonus:
                        supply = supply or cube_supply(s)
                        again = export_to_display(c, done[0], g)
                        if again is not None and supply[g] > 0:
                            gain += again[1]
                best = max(best, gain)
        return best
    return 0.0


def dike_vatus(ctx: Outlook, p: int, vatus: int, more: int) -> float:
    """R10.3: what ``more`` Vatus add to the Vatus ``p`` keeps for the dikes the
    table still needs (the term of :meth:`vanuatu.bots.evaluate.Context.value`)."""
    s = ctx.state
    w = ctx.w
    if not s.options.rising_waters or not w.dike_vatu_pp or more <= 0:
        return 0.0
    needed = ctx.flood.needed
    if needed <= 0:
        return 0.0
    share = min(math.ceil(needed / s.num_players), 2)
    return w.dike_vatu_pp * (min(vatus + more, share) - min(vatus, share))


def room(ctx: Outlook, s: GameState, i: int, kind: int) -> bool:
    """Room on island ``i`` for a hut (0), a drawing (1) or a tourist (2)."""
    tile = s.board[i]
    assert tile is not None
    spec = ctx.c.tile(tile)
    sp = s.spaces[i]
    if kind == 0:
        return len(sp.huts) < spec.huts
    if kind == 1:
        return sp.drawings < spec.drawings
    return sp.tourists < spec.tourists
