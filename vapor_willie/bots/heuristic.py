"""The heuristic bot: fills in what it cannot see at random, then plays the move after
which its position is best (:func:`~vapor_willie.bots.evaluate.evaluate_all`, less
``rivalry`` times the best other player's), looking at its own next move too. In a
negotiation (VW8.3) an offer leaves the position as it is until it is answered, so an
offer is valued once the player offered to has taken it up or declined it, whichever is
worth more to them (:func:`~vapor_willie.bots.lookahead.taken_up`).

>>> import vapor_willie as vw
>>> from vapor_willie.bots import HeuristicBot, decide
>>> game = vw.Game(players=2, seed=4)
>>> decide(HeuristicBot(seed=1), game.state) in game.legal_moves()
True
"""

from __future__ import annotations

import random

from ..moves import Move
from .determinize import determinize
from .interface import PlayerView
from .lookahead import greedy_move

__all__ = ["HeuristicBot"]


class HeuristicBot:
    """Greedy on the position value, two own moves deep; ``seed`` makes it
    deterministic."""

    name = "heuristic"

    def __init__(self, seed: int | str | None = None, rivalry: float = 0.3,
                 depth: int = 2) -> None:
        self._rng = random.Random(seed)
        self.rivalry = rivalry
        self.depth = depth

    def choose(self, view: PlayerView) -> Move:
        """The best move of ``view`` by the value of the position it leads to."""
        moves = view.legal_moves
        if not moves:
            raise ValueError(f"no legal move to choose for P{view.player}")
        if len(moves) == 1:
            return moves[0]
        state = determinize(view.observation, self._rng)
        return greedy_move(state, moves, self._rng, self.rivalry, self.depth, answers=True)
