"""The table as the planning rule R4.3 sees it for every player of one
position: room on each island, the tokens on each ocean tile, the cubes, the
fish price, the demand display, the tourists waiting and where a dike can be
built, read once per position and shared by the
:class:`~vanuatu.rules.planning_player.Context` of each player (whose
positions are those of :mod:`vanuatu.rules.planning_positions`)."""

from __future__ import annotations

from ..state import GameState
from .actions import export_to_display, lower_price
from .board import adjacency, island_room
from .caches import IdentityCache
from .planning_positions import DRAW, EXPLORE, FISH, TRANSPORT, UNREACHABLE
from .waters import dike_sides, dikes_left

__all__ = ["BoardSpot", "Surroundings", "clear_surroundings", "surroundings"]

BoardSpot = tuple[int, int, bool, int, int, tuple[int, ...]]
"""What one boat position offers any player whatever the money: the bit set of
the actions possible there at no cost (Explore, Fish, Draw, Transport), the
fewest steps of a Sail from there, whether there is room for a hut next to it,
what a dike alone costs there, the lowest price of a cube there, and the
neighbouring islands."""


class Surroundings:
    """What the feasibility questions of every player of one position share:
    the board, what lies on each space, the fish price, the demand display and
    the tourists waiting (see :func:`surroundings`)."""

    __slots__ = (
        "b",
        "c",
        "cubes",
        "demand_display",
        "dike_from",
        "draw_room",
        "drawings",
        "export_pp",
        "fish_at",
        "hut_count",
        "hut_room",
        "price",
        "price_after_fish",
        "spots",
        "tourist_room",
        "tourists",
        "treasure_at",
        "walks",
    )

    def __init__(self, state: GameState) -> None:
        #: :meth:`spot` of each boat position met so far
        self.spots: dict[int, BoardSpot] = {}
        c = self.c = state.options.components
        b = self.b = adjacency(state)
        spaces = state.spaces
        n = len(state.board)
        # per island, in one pass: room for a hut / drawing / tourist
        hut_room = [False] * n
        draw_room = [False] * n
        tourist_room = [False] * n
        for i in b.islands:
            hut_room[i], draw_room[i], tourist_room[i] = island_room(state, i)
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
        self.tourists = state.tourists_waiting > 0
        self.walks = b.walks if state.options.sail_revisit else b.simple_walks
        # R4.3 ignores every other player: in the two-player game the other boat is no
        # obstacle to a planned sail (R10.1 applies when the sail is performed)
        #: whether a dike can be built from each boat position (R10.3)
        if state.options.rising_waters and dikes_left(state) > 0:
            sides = {i: bool(dike_sides(state, i, b)) for i in b.islands}
            self.dike_from = tuple(any(sides[i] for i in b.island_nb[pos]) for pos in range(n))
        else:
            self.dike_from = (False,) * n
        self.demand_display = state.demand_display
        #: PP scored by buying each good (only the Beggar can turn PP into money)
        self.export_pp = tuple(
            0 if first is None else first[1]
            for first in (export_to_display(c, state.demand_display, g) for g in range(3))
        )

    def spot(self, boat: int) -> BoardSpot:
        """What the boat position ``boat`` offers any player whatever the money
        (:data:`BoardSpot`), remembered."""
        found = self.spots.get(boat)
        if found is not None:
            return found
        c = self.c
        nb = self.b.island_nb[boat]
        base = 0
        if self.treasure_at[boat] > 0:
            base |= 1 << EXPLORE
        if self.fish_at[boat] > 0:
            base |= 1 << FISH
        if any(self.draw_room[i] for i in nb):
            base |= 1 << DRAW
        if self.tourists and any(self.tourist_room[i] for i in nb):
            base |= 1 << TRANSPORT
        sail_steps = UNREACHABLE
        for k in range(1, c.sail_max_steps + 1):
            if self.walks[k - 1][boat]:
                sail_steps = k
                break
        hut_room = any(self.hut_room[i] for i in nb)
        # what a dike alone costs from here (R10.3)
        dike = c.dike_cost if self.dike_from[boat] else UNREACHABLE
        buy_min = UNREACHABLE
        for g in range(3):
            if c.goods_price[g] < buy_min and any(self.cubes[i][g] for i in nb):
                buy_min = c.goods_price[g]
        found = self.spots[boat] = (base, sail_steps, hut_room, dike, buy_min, nb)
        return found

    def buyer_export_pp(self) -> tuple[int, ...]:
        """:attr:`export_pp` for a player whose Buy exports twice (the Trader's bonus)."""
        pps = []
        for g in range(3):
            first = export_to_display(self.c, self.demand_display, g)
            pp = 0
            if first is not None:
                second = export_to_display(self.c, first[0], g)
                pp = first[1] + (0 if second is None else second[1])
            pps.append(pp)
        return tuple(pps)


#: The :class:`Surroundings` of the positions met last, by the identities of the
#: objects they are read from.
_SURROUNDINGS: IdentityCache[Surroundings] = IdentityCache(64)


def surroundings(state: GameState) -> Surroundings:
    """The :class:`Surroundings` of ``state``, shared by its players' contexts
    and by the other positions made of the same objects (the positions of one
    planning phase)."""
    parts = (state.options, state.board, state.spaces, state.demand_display)
    extra = (state.fish_price, state.tourists_waiting > 0)
    found = _SURROUNDINGS.get(parts, extra)
    if found is None:
        found = _SURROUNDINGS.put(parts, extra, Surroundings(state))
    return found


def clear_surroundings() -> None:
    """Forget the shared :class:`Surroundings`."""
    _SURROUNDINGS.clear()
