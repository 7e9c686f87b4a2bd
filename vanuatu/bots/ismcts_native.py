"""The ISMCTS bot's search with its playouts in the native core
(``ismcts:core=native``): :class:`NativeVanuatuSearch` is
:class:`~vanuatu.bots.ismcts.VanuatuSearch` whose playouts -- the policy of
:func:`~vanuatu.bots.policy.playout_move` to the phase horizon, the evaluation
and the rewards of :meth:`~vanuatu.bots.ismcts.VanuatuSearch.outcome` -- run in
one call of :func:`vanuatu.native_search.playout` each
(:class:`tabletop.search.PlaysOut`); the tree, the determinization and the
moves of the tree stay in Python, on :class:`~vanuatu.GameState`. The policy
is the same but its noise and the chance draws come from the core's own
generator (seeded from the bot's), so the playouts are not Python's.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from ..native_search import Horizon, playout
from ..state import GameState
from .ismcts import DEFEAT_GAP, VanuatuSearch

__all__ = ["NativeVanuatuSearch"]


class NativeVanuatuSearch(VanuatuSearch):
    """:class:`~vanuatu.bots.ismcts.VanuatuSearch` with native playouts."""

    def playout(self, state: GameState, depth: int, rng: random.Random
                ) -> tuple[Sequence[float], Sequence[float]]:
        """The rewards and values at the end of a native playout from ``state``."""
        h = self._horizon
        found = playout(state, Horizon(int(h.phase), h.changes, h.budget), rng.getrandbits(62),
                        scale=self.scale, defeat_gap=DEFEAT_GAP, weights=self.weights)
        return found.rewards, found.values

    def outcome(self, state: GameState) -> tuple[Sequence[float], Sequence[float]]:
        """:meth:`~vanuatu.bots.ismcts.VanuatuSearch.outcome`, computed by the core."""
        found = playout(state, Horizon(int(state.phase), 0, 0), 0, scale=self.scale,
                        defeat_gap=DEFEAT_GAP, weights=self.weights)
        return found.rewards, found.values
