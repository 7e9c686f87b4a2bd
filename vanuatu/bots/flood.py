"""What the Rising Waters flood (R10.3) will do, for the evaluation of
:mod:`vanuatu.bots.evaluate`.

The floods still to come are the die rounds after this one (R10.3: rounds 2,
4, 6 and 8), each expected with the chance
:attr:`~vanuatu.bots.weights.Weights.flood_chance` (the round ends before
the die's count of actions only rarely), plus this round's, counted whole, if
its die has been rolled and the water has not risen yet. Each flood raises an island by its
sides on an ocean tile without a dike, and by a share
(:attr:`~vanuatu.bots.weights.Weights.future_ocean`) of its sides on spaces
still empty, which later tiles may fill with ocean.

:func:`outlook` turns this into the dikes the table still needs: for each
island the dikes that would keep its expected water below the submerging 5
-- and at least the whole dikes that keep it afloat through the next flood,
which raises the water by one for each open side, not by an expectation --
then the sum of those needs over every island except the two (less those
already submerged) that are cheapest to give up -- the game is lost for
everyone at three submerged islands. Unlike a count of islands expected
under water, this need falls by one with every dike on an island worth
saving, however high the water, so a bot sees the worth of each dike.

>>> import vanuatu
>>> game = vanuatu.Game(options=vanuatu.Options(players=4, rising_waters=True), seed=7)
>>> out = outlook(game.state, flood_chance=0.9, future_ocean=0.3)
>>> out.floods > 0, out.needed >= 0
(True, True)
"""

from __future__ import annotations

import attrs

from ..rules.board import adjacency
from ..state import GameState

__all__ = ["Outlook", "outlook"]


@attrs.frozen
class Outlook:
    """The flood still to come.

    Attributes:
        floods: the floods expected before the end (a fraction: each comes with
            its chance).
        submerged: the islands already submerged.
        water: the water expected at the end on each island not yet submerged
            (uncapped, so that it says how far past the limit it goes).
        need: the dikes that would keep each of those islands afloat
            (``inf`` when its free sides are too few to save it).
        saved: the islands worth saving: all but the cheapest to give up.
        needed: the sum of :attr:`need` over :attr:`saved` (each capped at the
            island's sides and one more).
    """

    floods: float
    submerged: int
    water: dict[int, float]
    need: dict[int, float]
    saved: frozenset[int]
    needed: float


def outlook(state: GameState, flood_chance: float, future_ocean: float) -> Outlook:
    """The :class:`Outlook` of ``state`` (see the module)."""
    c = state.options.components
    board = adjacency(state)
    floods = flood_chance * sum(1 for r in c.die_rounds if r > state.round)
    coming = floods > 0 or state.flood_in is not None
    if state.flood_in is not None:
        floods += 1.0  # the die of this round is rolled: its flood is near certain
    under = sum(1 for sp in state.spaces if sp.water >= c.submerged_at)
    nbs = c.neighbours
    limit = c.submerged_at - 0.5
    water: dict[int, float] = {}
    need: dict[int, float] = {}
    for i in board.islands:
        sp = state.spaces[i]
        open_sides = sum(1 for j in board.ocean_nb[i] if j not in sp.dikes)
        empty = sum(1 for j in nbs[i] if state.board[j] is None)
        rise = open_sides + future_ocean * empty
        water[i] = sp.water + floods * rise
        if water[i] <= limit or floods <= 0:
            need[i] = 0.0
        else:
            dikes = (water[i] - limit) / floods
            need[i] = dikes if dikes <= open_sides else float("inf")
        if coming:
            # the next flood is a whole one: so many dikes or the island goes under
            now = sp.water + open_sides - (c.submerged_at - 1)
            if now > 0:
                need[i] = max(need[i], float(now) if now <= open_sides else float("inf"))
    allowed = max(0, c.defeat_at - 1 - under)
    # give up the islands beyond saving (at most ``allowed`` of them); the
    # islands still to come will be at risk too, so every other one counts
    lost = sorted((i for i in need if need[i] == float("inf")), key=lambda i: -water[i])
    saved = frozenset(need) - frozenset(lost[:allowed])
    needed = 0.0
    for i in sorted(saved):  # in order, so that the native core's sum is the same
        sides = len(board.ocean_nb[i]) + 1
        needed += min(need[i], float(sides))
    return Outlook(floods, under, water, need, saved, needed)
