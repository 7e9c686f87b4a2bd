"""The planning feasibility rule R4.3.

*A player may not plan an action that would be impossible to perform.* An
action is plannable when, ignoring every other player, the player could
perform it this round, either now or after performing some of their own other
planned actions first (each at most once, in any order, with any options,
character bonus included), with free actions (treasure sales, the Beggar)
allowed at any point, and with the 10-Vatu conversion (R1.1c) applied all
along.

The search below is exact. It walks over *hypothetical* positions of one
player, keeping only what can matter to the possibility of an action:

``(boat, vatus, pp, fish, treasures, beggar ready, island built on)``

PP matter only to a Beggar who has not begged yet (and then only up to 3);
everything that an action changes but that no later action of the same
player can depend on is dropped (each action is performed at most once).
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import lru_cache

from ..components import ACTIONS, LINKED_ACTION, Action
from ..state import GameState
from .actions import export_to_display, lower_price
from .facts import info, island_room
from .money import converted
from .waters import dike_sides, dikes_left

Hypo = tuple[int, int, int, tuple[int, ...], tuple[int, ...], bool, int]
# (boat, vatus, pp for the Beggar (0..3), fish, treasures, beggar ready, island built on or -1)

_SAIL, _BUILD, _EXPLORE, _FISH, _SELL, _BUY, _DRAW, _TRANSPORT, _REST = (int(a) for a in ACTIONS)
#: Actions worth performing before another one: all but Rest, which changes nothing.
_STEPPING_STONES = tuple(a for a in range(len(ACTIONS)) if a != _REST)
#: The bit set of every action.
ALL_ACTIONS = (1 << len(ACTIONS)) - 1


def action_mask(actions: Iterable[int]) -> int:
    """The bit set of ``actions`` (bit ``a`` for action ``a``)."""
    mask = 0
    for a in actions:
        mask |= 1 << a
    return mask


def _subset_sums(values: tuple[int, ...]) -> set[int]:
    sums = {0}
    for v in values:
        sums |= {s + v for s in sums}
    sums.discard(0)
    return sums


class _Context:
    """The fixed part of one feasibility question: the real board around the player."""

    __slots__ = (
        "b",
        "bonus",
        "c",
        "dike_from",
        "draw_room",
        "drawings",
        "export_pp",
        "fish_held",
        "hut_count",
        "hut_room",
        "huts_left",
        "own_huts",
        "p",
        "price",
        "price_after_fish",
        "rest",
        "state",
        "tourist_room",
        "tourists",
        "walks",
    )

    def __init__(self, state: GameState, p: int) -> None:
        self.state = state
        self.p = p
        c = state.options.components
        self.c = c
        b = info(state)
        self.b = b
        pl = state.players[p]
        ch = pl.character
        linked = LINKED_ACTION.get(ch) if (ch is not None and pl.bonus_ready) else None
        self.bonus = -1 if linked is None else int(linked)
        self.huts_left = pl.huts_left
        spaces = state.spaces
        board = state.board
        n = len(board)
        # per space, in one pass: own hut, room for a hut / drawing / tourist on an island
        own_huts = [False] * n
        hut_room = [False] * n
        draw_room = [False] * n
        tourist_room = [False] * n
        for i in b.islands:
            own_huts[i] = p in spaces[i].huts
            hut_room[i], draw_room[i], tourist_room[i] = island_room(state, i)
        self.own_huts = tuple(own_huts)
        self.hut_room = tuple(hut_room)
        self.draw_room = tuple(draw_room)
        self.tourist_room = tuple(tourist_room)
        self.hut_count = tuple(len(sp.huts) for sp in spaces)
        self.drawings = tuple(sp.drawings for sp in spaces)
        self.price = state.fish_price
        # the first-edition option: the player's own Fish lowers the price of their Sell
        self.price_after_fish = (
            lower_price(state) if state.options.fishing_lowers_price else state.fish_price
        )
        self.fish_held = len(pl.fish)
        self.tourists = state.tourists_waiting > 0
        self.rest = bool(state.rest_available) and pl.rest_token is None
        self.walks = b.walks if state.options.sail_revisit else b.simple_walks
        # R4.3 ignores every other player: in the two-player game the other boat is no
        # obstacle to a planned sail (R10.1 applies when the sail is performed)
        #: whether a dike can be built from each boat position (R10.3)
        if state.options.rising_waters and dikes_left(state) > 0:
            sides = {i: bool(dike_sides(state, i, b)) for i in b.islands}
            self.dike_from = tuple(any(sides[i] for i in b.island_nb[pos]) for pos in range(n))
        else:
            self.dike_from = (False,) * n
        # PP scored by buying each good (only the Beggar can turn PP into money)

        pps = []
        for g in range(3):
            first = export_to_display(c, state.demand_display, g)
            pp = 0
            if first is not None:
                pp = first[1]
                if self.bonus == _BUY:
                    second = export_to_display(c, first[0], g)
                    pp += 0 if second is None else second[1]
            pps.append(pp)
        self.export_pp = tuple(pps)

    # -- money -----------------------------------------------------------

    def gain(self, h: Hypo, vatus: int, pp: int = 0) -> Hypo:
        boat, v, ppe, fish, tr, beg, built = h
        v, conv = converted(v + vatus, self.c)
        if beg:
            ppe = min(3, ppe + pp + conv)
        return (boat, v, ppe, fish, tr, beg, built)

    # -- the actions -----------------------------------------------------

    def successors(self, action: int, h: Hypo) -> list[Hypo]:
        """Hypothetical positions after performing ``action`` once (empty if impossible)."""
        boat, v, ppe, fish, tr, beg, built = h
        b = self.b
        out: list[Hypo] = []
        bonus = self.bonus == action
        if action == _SAIL:
            for k in range(1, self.c.sail_max_steps + 1):
                paid = v >= k
                if not paid and not bonus:
                    break
                for d in self.walks[k - 1][boat]:
                    if paid:
                        out.append((d, v - k, ppe, fish, tr, beg, built))
                    if bonus:
                        out.append((d, v, ppe, fish, tr, beg, built))
        elif action == _BUILD:
            # with Rising Waters a dike may come with the hut, or instead of it (R10.3)
            dike = self.dike_from[boat]
            extras = (0, self.c.dike_cost) if dike else (0,)
            if self.huts_left > 0:
                for i in b.island_nb[boat]:
                    if self.hut_room[i]:
                        for extra in extras:
                            if v >= self.c.build_cost + extra:
                                out.append((boat, v - self.c.build_cost - extra, ppe, fish, tr,
                                            beg, i))
                            if bonus and v >= self.c.builder_cost + extra:
                                out.append((boat, v - self.c.builder_cost - extra, ppe, fish, tr,
                                            beg, i))
            if dike and v >= self.c.dike_cost:
                out.append((boat, v - self.c.dike_cost, ppe, fish, tr, beg, built))
        elif action == _EXPLORE:
            n = self.state.spaces[boat].treasure
            if n > 0:
                h2 = (boat, v, ppe, fish, tuple(sorted(tr + (n,))), beg, built)
                out.append(h2)
                if bonus:
                    out.append(self.gain(h2, n))
        elif action == _FISH:
            n = self.state.spaces[boat].fish
            if n > 0:
                h2 = (boat, v, ppe, tuple(sorted(fish + (n,))), tr, beg, built)
                out.append(self.gain(h2, 0, n) if bonus else h2)
        elif action == _SELL:
            if fish and (
                bonus
                or any(self.own_huts[i] or i == built for i in b.island_nb[boat])
            ):
                # fish tokens only come from the player's own Fish: more than at the
                # start means the player fished first
                price = self.price_after_fish if len(fish) > self.fish_held else self.price
                for s in _subset_sums(fish):
                    out.append(self.gain((boat, v, ppe, (), tr, beg, built), s * price))
        elif action == _BUY:
            seen = set()
            for i in b.island_nb[boat]:
                cubes = self.state.spaces[i].cubes
                for g in range(3):
                    price = self.c.goods_price[g]
                    if cubes[g] and price <= v and g not in seen:
                        seen.add(g)
                        out.append(self.gain((boat, v - price, ppe, fish, tr, beg, built), 0,
                                             self.export_pp[g]))
        elif action == _DRAW:
            if any(self.draw_room[i] for i in b.island_nb[boat]):
                pp = self.c.artist_pp if bonus else self.c.draw_pp
                out.append(self.gain(h, 0, pp))
        elif action == _TRANSPORT:
            if self.tourists:
                for i in b.island_nb[boat]:
                    if self.tourist_room[i]:
                        vat = self.hut_count[i] + (1 if built == i else 0)
                        pp = self.c.guide_pp_per_drawing * self.drawings[i] if bonus else 0
                        out.append(self.gain(h, vat, pp))
        elif action == _REST:
            if self.rest:
                out.append(h)
        return out

    def free_successors(self, h: Hypo) -> list[Hypo]:
        """Positions after one free action (R7): a treasure sale or the Beggar."""
        boat, v, ppe, fish, tr, beg, built = h
        out = []
        for val in set(tr):
            rest = list(tr)
            rest.remove(val)
            out.append(self.gain((boat, v, ppe, fish, tuple(rest), beg, built), val))
        if beg:
            for k in range(1, ppe + 1):
                out.append(self.gain((boat, v, 0, fish, tr, False, built), k))
        return out


def initial(state: GameState, p: int) -> Hypo:
    pl = state.players[p]
    beg = pl.bonus_ready and pl.character == "beggar"
    return (pl.boat, pl.vatus, min(pl.pp, 3) if beg else 0, pl.fish, pl.treasures, beg, -1)


@lru_cache(maxsize=256)
def _context(state: GameState, p: int) -> _Context:
    """The :class:`_Context` of ``p`` in ``state``, built once for all the
    planning questions asked about the same position."""
    return _Context(state, p)


@lru_cache(maxsize=4096)
def plannable_mask(state: GameState, p: int, planned: int, targets: int) -> int:
    """Bit set of the ``targets`` actions that ``p`` may plan (R4.3) when the
    actions of bit set ``planned`` (targets included) are on the board."""
    ctx = _context(state, p)
    found = 0
    start = (0, initial(state, p))
    seen = {start}
    stack = [start]
    while stack:
        done, h = stack.pop()
        for a in range(9):
            bit = 1 << a
            if targets & bit and not found & bit and not done & bit:
                if ctx.successors(a, h):
                    found |= bit
                    if found == targets:
                        return found
        nxt: list[tuple[int, Hypo]] = [(done, h2) for h2 in ctx.free_successors(h)]
        for a in _STEPPING_STONES:
            bit = 1 << a
            if planned & bit and not done & bit:
                nxt.extend((done | bit, h2) for h2 in ctx.successors(a, h))
        for node in nxt:
            if node not in seen:
                seen.add(node)
                stack.append(node)
    return found


@lru_cache(maxsize=1024)
def plannable_with_one_more(state: GameState, p: int, planned: int) -> tuple[int, tuple[int, ...]]:
    """``(alone, with_one)``: the actions ``p`` may plan (R4.3) with the actions
    of bit set ``planned`` on the board, and, for every action ``y``, with
    ``planned`` and ``y`` on the board.

    ``alone`` equals ``plannable_mask(state, p, planned, ALL)`` and
    ``with_one[y]`` equals ``plannable_mask(state, p, planned | 1 << y, ALL)``,
    but one search answers all of them: it walks the positions reachable with
    the ``planned`` actions plus at most one other, and credits each possible
    action to the extra action used to get there (none: to ``alone``).
    Planning a pass of two markers asks exactly these questions.
    """
    ctx = _context(state, p)
    alone = 0
    extra_found = [0] * 9
    start = (0, initial(state, p))
    seen = {start}
    # Positions reached with planned actions only come first, so that ``alone``
    # is complete before the positions that used the extra action are walked.
    stack = [start]
    extra_stack: list[tuple[int, Hypo]] = []
    while stack or extra_stack:
        done, h = stack.pop() if stack else extra_stack.pop()
        extra = done & ~planned
        y = extra.bit_length() - 1
        known = alone | extra_found[y] if extra else alone
        if (known | done) == ALL_ACTIONS:
            continue  # every action this position or its followers could allow is known
        possible = 0
        nxt: list[tuple[int, Hypo]] = [(done, h2) for h2 in ctx.free_successors(h)]
        for a in range(9):
            bit = 1 << a
            if done & bit:
                continue
            # Rest changes nothing and is never a useful first step
            expand = a < 8 and (planned & bit or not extra)
            if not expand and known & bit:
                continue
            succ = ctx.successors(a, h)
            if not succ:
                continue
            possible |= bit
            if expand:
                nxt.extend((done | bit, h2) for h2 in succ)
        if extra:
            extra_found[y] |= possible
        else:
            alone |= possible
        for node in nxt:
            if node not in seen:
                seen.add(node)
                (extra_stack if node[0] & ~planned else stack).append(node)
    with_one = tuple(alone | extra_found[y] for y in range(9))
    return alone, with_one


def plannable(state: GameState, p: int, action: Action, planned: frozenset[Action]) -> bool:
    """Whether ``p`` may plan ``action`` when ``planned`` are all their planned spaces (R4.3)."""
    return bool(plannable_mask(state, p, action_mask(planned | {action}), 1 << action))
