"""One player's side of the planning rule R4.3: their fixed facts beside the
shared :class:`~vanuatu.rules.planning_table.Surroundings`, the nine actions
restated on their positions (:mod:`vanuatu.rules.planning_positions`), and
what the searches of :mod:`vanuatu.rules.feasibility` learn about each
position (:class:`Node`).

Each action is restated here for speed, apart from its module in
:mod:`vanuatu.rules.actions`; ``tests/rules/test_action_modules.py`` checks
that the two agree."""

from __future__ import annotations

from collections.abc import Callable
from typing import cast

from ..components import ACTIONS, LINKED_ACTION
from ..state import GameState
from .money import converted
from .planning_positions import (
    BUILD,
    BUY,
    DRAW,
    EXPLORE,
    FISH,
    REST,
    SAIL,
    SELL,
    TRANSPORT,
    UNREACHABLE,
    Hypo,
    Position,
    initial,
)
from .planning_table import surroundings

__all__ = ["MAX_NODES", "Context", "Node", "Spot"]

Spot = tuple[int, int, bool, int, int, bool, tuple[int, ...]]
"""What one boat position offers whatever the money: the bit set of the
actions possible there at no cost (Explore, Fish, Draw, Transport, Rest), the
fewest steps of a Sail from there, whether a hut can be built there, what a
dike alone costs there, the lowest price of a cube there, whether Sell needs no
hut built this round there, and the neighbouring islands."""

#: How many positions a :class:`Context` remembers the :class:`Node` of between
#: two searches.
MAX_NODES = 4096


def _subset_sums(values: tuple[int, ...]) -> set[int]:
    sums = {0}
    for v in values:
        sums |= {s + v for s in sums}
    sums.discard(0)
    return sums


class Node:
    """What the searches learn about one hypothetical position: the bit set of
    the actions possible there, found at once, and the positions after each
    action and after one free action, each found only when a search first
    follows it (most positions are met only to learn what is possible there)."""

    __slots__ = ("after", "free", "more_seen", "possible", "search", "seen")

    def __init__(self, possible: int) -> None:
        self.possible = possible
        #: The positions after each action (indexed by action), ``None`` until asked.
        self.after: tuple[tuple[Position, ...] | None, ...] = _NOTHING_YET
        #: The positions after one free action, ``None`` until asked.
        self.free: tuple[Position, ...] | None = None
        #: The number of the last search that met this position
        #: (:meth:`Context.new_search`), the bit set of the actions done when that
        #: search first met it, and those of its later meetings (if any).
        self.search = 0
        self.seen = 0
        self.more_seen: list[int] | None = None


#: :attr:`Node.after` before any action was followed: shared by every node.
_NOTHING_YET: tuple[tuple[Position, ...] | None, ...] = (None,) * len(ACTIONS)


class Context:
    """The fixed part of the feasibility questions about one player: the real
    board around them (their
    :class:`~vanuatu.rules.planning_table.Surroundings`, shared with the other
    players), their own facts, and the answers already found."""

    __slots__ = (
        "b",
        "bonus",
        "build_min",
        "c",
        "export_pp",
        "fish_held",
        "huts_left",
        "masks",
        "nodes",
        "own_huts",
        "rest",
        "searches",
        "spots",
        "start",
        "surroundings",
        "with_one",
    )

    def __init__(self, state: GameState, p: int) -> None:
        #: answers of :func:`plannable_mask` by ``(planned, targets)``
        self.masks: dict[tuple[int, int], int] = {}
        #: answers of :func:`plannable_with_one_more` by ``planned``
        self.with_one: dict[int, tuple[int, tuple[int, ...]]] = {}
        #: the :class:`Node` of each position met so far
        self.nodes: dict[Position, Node] = {}
        #: how many searches were made (:meth:`new_search`)
        self.searches = 0
        #: :meth:`spot` of each boat position met so far
        self.spots: dict[int, Spot] = {}
        self.start: Position = initial(state, p)
        sur = self.surroundings = surroundings(state)
        c = self.c = sur.c
        b = self.b = sur.b
        pl = state.players[p]
        ch = pl.character
        linked = LINKED_ACTION.get(ch) if (ch is not None and pl.bonus_ready) else None
        self.bonus = -1 if linked is None else int(linked)
        self.huts_left = pl.huts_left
        #: the least a hut costs the player (Build is possible from this much money)
        self.build_min = min(c.build_cost, c.builder_cost if self.bonus == BUILD else c.build_cost)
        own_huts = [False] * len(state.board)
        spaces = state.spaces
        for i in b.islands:
            own_huts[i] = p in spaces[i].huts
        self.own_huts = tuple(own_huts)
        self.fish_held = len(pl.fish)
        self.rest = bool(state.rest_available) and pl.rest_token is None
        self.export_pp = sur.buyer_export_pp() if self.bonus == BUY else sur.export_pp

    # -- money -----------------------------------------------------------

    def gain(self, h: Hypo, vatus: int, pp: int = 0) -> Hypo:
        """``h`` after gaining Vatus and PP, with the conversion of R1.1c
        (:func:`~vanuatu.rules.money.converted`); PP count only for a Beggar
        who has not begged yet, and then only up to 3."""
        boat, v, ppe, fish, tr, beg, built = h
        if beg:
            v, conv = converted(v + vatus, self.c)
            return (boat, v, min(3, ppe + pp + conv), fish, tr, beg, built)
        v += vatus
        if v >= self.c.conversion_vatus:
            v %= self.c.conversion_vatus
        return (boat, v, ppe, fish, tr, beg, built)

    # -- the actions -----------------------------------------------------

    def new_search(self) -> int:
        """The number of a new search (see :attr:`Node.search`). The nodes
        remembered are forgotten between two searches once there are more than
        :data:`MAX_NODES`, never during one."""
        if len(self.nodes) > MAX_NODES:
            self.nodes.clear()
        self.searches += 1
        return self.searches

    def node(self, h: Position) -> Node:
        """The :class:`Node` of ``h``, remembered: the searches of one context
        meet the same positions again and again (in another order of the same
        actions, or for another set of planned actions)."""
        node = self.nodes.get(h)
        if node is None:
            node = self.nodes[h] = Node(self.possible(h))
        return node

    def after(self, node: Node, h: Position, a: int) -> tuple[Position, ...]:
        """The positions after performing action ``a`` from ``h`` (whose
        :class:`Node` is ``node``), one per way of performing it; empty when
        ``a`` is impossible there."""
        after = node.after
        found = after[a]
        if found is None:
            found = tuple(_PERFORM[a](self, h))
            node.after = after[:a] + (found,) + after[a + 1 :]
        return found

    def free(self, node: Node, h: Position) -> tuple[Position, ...]:
        """The positions after one free action from ``h`` (whose :class:`Node`
        is ``node``)."""
        found = node.free
        if found is None:
            found = node.free = tuple(self.free_successors(h))
        return found

    def spot(self, boat: int) -> Spot:
        """What the boat position ``boat`` offers whatever the money
        (:data:`Spot`), remembered: the board's part
        (:meth:`Surroundings.spot`, shared by the players) with the player's."""
        found = self.spots.get(boat)
        if found is not None:
            return found
        base, sail_steps, hut_room, dike, buy_min, nb = self.surroundings.spot(boat)
        if self.rest:
            base |= 1 << REST
        sell_hut = self.bonus == SELL or any(self.own_huts[i] for i in nb)
        found = self.spots[boat] = (
            base, sail_steps, hut_room and self.huts_left > 0, dike, buy_min, sell_hut, nb
        )
        return found

    def possible(self, h: Position) -> int:
        """The bit set of the actions that can be performed from ``h``: bit
        ``a`` is set exactly when :meth:`after` gives ``a`` some position."""
        boat, v, _ppe, fish, _tr, _beg, built = cast(Hypo, h)
        base, sail_steps, hut_room, dike_cost, buy_min, sell_hut, nb = (
            self.spots.get(boat) or self.spot(boat)
        )
        possible = base
        if v >= sail_steps or (self.bonus == SAIL and sail_steps != UNREACHABLE):
            possible |= 1 << SAIL
        if (hut_room and v >= self.build_min) or v >= dike_cost:
            possible |= 1 << BUILD
        if fish and fish[-1] > 0 and (sell_hut or built in nb):
            possible |= 1 << SELL
        if v >= buy_min:
            possible |= 1 << BUY
        return possible

    # -- the actions -----------------------------------------------------
    # Each gives the positions after performing the action once from ``h``
    # (none when it is impossible).

    def sail(self, h: Position) -> list[Position]:
        """R6.1."""
        boat, v, ppe, fish, tr, beg, built = cast(Hypo, h)
        bonus = self.bonus
        out: list[Position] = []
        for k in range(1, self.c.sail_max_steps + 1):
            paid = v >= k
            if not paid and bonus != SAIL:
                break
            for d in self.surroundings.walks[k - 1][boat]:
                if paid:
                    out.append((d, v - k, ppe, fish, tr, beg, built))
                if bonus == SAIL:
                    out.append((d, v, ppe, fish, tr, beg, built))
        return out

    def build(self, h: Position) -> list[Position]:
        """R6.2; with Rising Waters a dike may come with the hut, or instead of
        it (R10.3)."""
        boat, v, ppe, fish, tr, beg, built = cast(Hypo, h)
        c = self.c
        out: list[Position] = []
        dike = self.surroundings.dike_from[boat]
        extras = (0, c.dike_cost) if dike else (0,)
        if self.huts_left > 0:
            for i in self.b.island_nb[boat]:
                if self.surroundings.hut_room[i]:
                    for extra in extras:
                        if v >= c.build_cost + extra:
                            out.append((boat, v - c.build_cost - extra, ppe, fish, tr, beg, i))
                        if self.bonus == BUILD and v >= c.builder_cost + extra:
                            out.append((boat, v - c.builder_cost - extra, ppe, fish, tr, beg, i))
        if dike and v >= c.dike_cost:
            out.append((boat, v - c.dike_cost, ppe, fish, tr, beg, built))
        return out

    def explore(self, h: Position) -> list[Position]:
        """R6.3."""
        boat, v, ppe, fish, tr, beg, built = cast(Hypo, h)
        n = self.surroundings.treasure_at[boat]
        if n <= 0:
            return []
        h2 = (boat, v, ppe, fish, tuple(sorted(tr + (n,))), beg, built)
        return [h2, self.gain(h2, n)] if self.bonus == EXPLORE else [h2]

    def fish(self, h: Position) -> list[Position]:
        """R6.4."""
        boat, v, ppe, fish, tr, beg, built = cast(Hypo, h)
        n = self.surroundings.fish_at[boat]
        if n <= 0:
            return []
        h2 = (boat, v, ppe, tuple(sorted(fish + (n,))), tr, beg, built)
        return [self.gain(h2, 0, n) if self.bonus == FISH else h2]

    def sell(self, h: Position) -> list[Position]:
        """R6.5."""
        boat, v, ppe, fish, tr, beg, built = cast(Hypo, h)
        nb = self.b.island_nb[boat]
        if not fish or not (self.bonus == SELL or any(self.own_huts[i] or i == built for i in nb)):
            return []
        # fish tokens only come from the player's own Fish: more than at the
        # start means the player fished first
        sur = self.surroundings
        price = sur.price_after_fish if len(fish) > self.fish_held else sur.price
        sold = (boat, v, ppe, (), tr, beg, built)
        return [self.gain(sold, total * price) for total in _subset_sums(fish)]

    def buy(self, h: Position) -> list[Position]:
        """R6.6."""
        boat, v, ppe, fish, tr, beg, built = cast(Hypo, h)
        prices = self.c.goods_price
        out: list[Position] = []
        bought = [False, False, False]
        for i in self.b.island_nb[boat]:
            cubes = self.surroundings.cubes[i]
            for g in range(3):
                price = prices[g]
                if cubes[g] and price <= v and not bought[g]:
                    bought[g] = True
                    out.append(self.gain((boat, v - price, ppe, fish, tr, beg, built), 0,
                                         self.export_pp[g]))
        return out

    def draw(self, h: Position) -> list[Position]:
        """R6.7."""
        hypo = cast(Hypo, h)
        if not any(self.surroundings.draw_room[i] for i in self.b.island_nb[hypo[0]]):
            return []
        return [self.gain(hypo, 0, self.c.artist_pp if self.bonus == DRAW else self.c.draw_pp)]

    def transport(self, h: Position) -> list[Position]:
        """R6.8."""
        if not self.surroundings.tourists:
            return []
        hypo = cast(Hypo, h)
        built = hypo[6]
        per_drawing = self.c.guide_pp_per_drawing if self.bonus == TRANSPORT else 0
        out: list[Position] = []
        for i in self.b.island_nb[hypo[0]]:
            if self.surroundings.tourist_room[i]:
                vat = self.surroundings.hut_count[i] + (1 if built == i else 0)
                pp = per_drawing * self.surroundings.drawings[i]
                out.append(self.gain(hypo, vat, pp))
        return out

    def rest_(self, h: Position) -> list[Position]:
        """R6.9: changes nothing."""
        return [h] if self.rest else []

    def expand_now(
        self, h: Position
    ) -> tuple[int, tuple[tuple[Position, ...], ...], tuple[Position, ...]]:
        """Every action and free action from ``h`` at once, unremembered: the
        bit set of the possible actions, the positions after each action
        (indexed by action), and the positions after one free action."""
        after = tuple(tuple(perform(self, h)) for perform in _PERFORM)
        possible = 0
        for a, positions in enumerate(after):
            if positions:
                possible |= 1 << a
        return possible, after, tuple(self.free_successors(h))

    def free_successors(self, h: Position) -> list[Position]:
        """Positions after one free action (R7): a treasure sale or the Beggar."""
        boat, v, ppe, fish, tr, beg, built = cast(Hypo, h)
        out: list[Position] = []
        for val in set(tr):
            rest = list(tr)
            rest.remove(val)
            out.append(self.gain((boat, v, ppe, fish, tuple(rest), beg, built), val))
        if beg:
            for k in range(1, ppe + 1):
                out.append(self.gain((boat, v, 0, fish, tr, False, built), k))
        return out

#: The action methods of :class:`Context`, indexed by action.
_PERFORM: tuple[Callable[[Context, Position], list[Position]], ...] = (
    Context.sail,
    Context.build,
    Context.explore,
    Context.fish,
    Context.sell,
    Context.buy,
    Context.draw,
    Context.transport,
    Context.rest_,
)
