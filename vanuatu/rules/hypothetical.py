"""Hypothetical positions of one player for the planning rule R4.3, and the
actions performed on them (used by :mod:`vanuatu.rules.feasibility`).

A hypothetical position keeps only what can matter to the possibility of an
action later in the same round:

``(boat, vatus, pp, fish, treasures, beggar ready, island built on)``

PP matter only to a Beggar who has not begged yet (and then only up to 3);
everything that an action changes but that no later action of the same
player can depend on is dropped (each action is performed at most once).
"""

from __future__ import annotations

from ..components import ACTIONS, LINKED_ACTION
from ..state import GameState
from .actions import export_to_display, lower_price
from .facts import info, island_room
from .money import converted
from .waters import dike_sides, dikes_left

Hypo = tuple[int, int, int, tuple[int, ...], tuple[int, ...], bool, int]
# (boat, vatus, pp for the Beggar (0..3), fish, treasures, beggar ready, island built on or -1)

Expansion = tuple[int, tuple[tuple[Hypo, ...], ...], tuple[Hypo, ...]]
"""What can be done from one hypothetical position: the bit set of the possible
actions, the positions after each action (indexed by action; empty when
impossible), and the positions after one free action."""

#: How many positions a :class:`Context` remembers the :meth:`~Context.expand` of.
MAX_EXPANDED = 4096

SAIL, BUILD, EXPLORE, FISH, SELL, BUY, DRAW, TRANSPORT, REST = (int(a) for a in ACTIONS)
#: Actions worth performing before another one: all but Rest, which changes nothing.
STEPPING_STONES = tuple(a for a in range(len(ACTIONS)) if a != REST)


def _subset_sums(values: tuple[int, ...]) -> set[int]:
    sums = {0}
    for v in values:
        sums |= {s + v for s in sums}
    sums.discard(0)
    return sums


class Context:
    """The fixed part of the feasibility questions about one player: the real
    board around them, their own facts, and the answers already found."""

    __slots__ = (
        "b",
        "bonus",
        "c",
        "cubes",
        "dike_from",
        "draw_room",
        "drawings",
        "expanded",
        "export_pp",
        "fish_at",
        "fish_held",
        "hut_count",
        "hut_room",
        "huts_left",
        "masks",
        "own_huts",
        "price",
        "price_after_fish",
        "rest",
        "start",
        "tourist_room",
        "tourists",
        "treasure_at",
        "walks",
        "with_one",
    )

    def __init__(self, state: GameState, p: int) -> None:
        #: answers of :func:`plannable_mask` by ``(planned, targets)``
        self.masks: dict[tuple[int, int], int] = {}
        #: answers of :func:`plannable_with_one_more` by ``planned``
        self.with_one: dict[int, tuple[int, tuple[int, ...]]] = {}
        #: :meth:`expand` of the positions met so far
        self.expanded: dict[Hypo, Expansion] = {}
        self.start = initial(state, p)
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
        self.fish_at = tuple(sp.fish for sp in spaces)
        self.treasure_at = tuple(sp.treasure for sp in spaces)
        self.cubes = tuple(sp.cubes for sp in spaces)
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
                if self.bonus == BUY:
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

    def expand(self, h: Hypo) -> Expansion:
        """Every action and free action from ``h`` (:data:`Expansion`),
        remembered: the searches of one context meet the same positions again
        and again (in another order of the same actions, or for another set of
        planned actions)."""
        e = self.expanded.get(h)
        if e is None:
            e = self.expand_now(h)
            if len(self.expanded) < MAX_EXPANDED:
                self.expanded[h] = e
        return e

    def expand_now(self, h: Hypo) -> Expansion:
        """:meth:`expand` without remembering: the positions after performing
        each action once from ``h`` (none when it is impossible), in one pass."""
        boat, v, ppe, fish, tr, beg, built = h
        c = self.c
        bonus = self.bonus
        nb = self.b.island_nb[boat]
        # Sail (R6.1)
        sail: list[Hypo] = []
        for k in range(1, c.sail_max_steps + 1):
            paid = v >= k
            if not paid and bonus != SAIL:
                break
            for d in self.walks[k - 1][boat]:
                if paid:
                    sail.append((d, v - k, ppe, fish, tr, beg, built))
                if bonus == SAIL:
                    sail.append((d, v, ppe, fish, tr, beg, built))
        # Build (R6.2); with Rising Waters a dike may come with the hut, or instead
        # of it (R10.3)
        build: list[Hypo] = []
        dike = self.dike_from[boat]
        extras = (0, c.dike_cost) if dike else (0,)
        if self.huts_left > 0:
            for i in nb:
                if self.hut_room[i]:
                    for extra in extras:
                        if v >= c.build_cost + extra:
                            build.append((boat, v - c.build_cost - extra, ppe, fish, tr, beg, i))
                        if bonus == BUILD and v >= c.builder_cost + extra:
                            build.append((boat, v - c.builder_cost - extra, ppe, fish, tr, beg, i))
        if dike and v >= c.dike_cost:
            build.append((boat, v - c.dike_cost, ppe, fish, tr, beg, built))
        # Explore (R6.3)
        explore: list[Hypo] = []
        n = self.treasure_at[boat]
        if n > 0:
            h2 = (boat, v, ppe, fish, tuple(sorted(tr + (n,))), beg, built)
            explore.append(h2)
            if bonus == EXPLORE:
                explore.append(self.gain(h2, n))
        # Fish (R6.4)
        fishing: list[Hypo] = []
        n = self.fish_at[boat]
        if n > 0:
            h2 = (boat, v, ppe, tuple(sorted(fish + (n,))), tr, beg, built)
            fishing.append(self.gain(h2, 0, n) if bonus == FISH else h2)
        # Sell (R6.5)
        sell: list[Hypo] = []
        if fish and (bonus == SELL or any(self.own_huts[i] or i == built for i in nb)):
            # fish tokens only come from the player's own Fish: more than at the
            # start means the player fished first
            price = self.price_after_fish if len(fish) > self.fish_held else self.price
            sold = (boat, v, ppe, (), tr, beg, built)
            for total in _subset_sums(fish):
                sell.append(self.gain(sold, total * price))
        # Buy (R6.6)
        buy: list[Hypo] = []
        bought = [False, False, False]
        for i in nb:
            cubes = self.cubes[i]
            for g in range(3):
                price = c.goods_price[g]
                if cubes[g] and price <= v and not bought[g]:
                    bought[g] = True
                    buy.append(self.gain((boat, v - price, ppe, fish, tr, beg, built), 0,
                                         self.export_pp[g]))
        # Draw (R6.7)
        draw: list[Hypo] = []
        if any(self.draw_room[i] for i in nb):
            draw.append(self.gain(h, 0, c.artist_pp if bonus == DRAW else c.draw_pp))
        # Transport (R6.8)
        transport: list[Hypo] = []
        if self.tourists:
            for i in nb:
                if self.tourist_room[i]:
                    vat = self.hut_count[i] + (1 if built == i else 0)
                    pp = c.guide_pp_per_drawing * self.drawings[i] if bonus == TRANSPORT else 0
                    transport.append(self.gain(h, vat, pp))
        # Rest (R6.9)
        rest: list[Hypo] = [h] if self.rest else []
        after = (sail, build, explore, fishing, sell, buy, draw, transport, rest)
        possible = 0
        for a in range(9):
            if after[a]:
                possible |= 1 << a
        return (possible, tuple(tuple(x) for x in after), tuple(self.free_successors(h)))

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
    """The hypothetical position of ``p`` now."""
    pl = state.players[p]
    beg = pl.bonus_ready and pl.character == "beggar"
    return (pl.boat, pl.vatus, min(pl.pp, 3) if beg else 0, pl.fish, pl.treasures, beg, -1)
