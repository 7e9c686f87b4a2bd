"""A random bot: plays a uniformly random legal move from its own seeded generator.

>>> import vapor_willie as vw
>>> game = vw.Game(players=2, seed=5)
>>> bot = RandomBot(seed=1)
>>> while not game.is_over():
...     game.play(bot.choose(game.state))
>>> vw.validate(game.record).ok
True
"""

from __future__ import annotations

import random

from ..moves import Move
from ..rules.engine import legal_moves
from ..state import GameState
from .interface import PlayerView

__all__ = ["RandomBot"]


class RandomBot:
    """Plays a uniformly random legal move; ``seed`` makes it deterministic."""

    name = "random"

    def __init__(self, seed: int | str | None = None) -> None:
        self._rng = random.Random(seed)

    def choose(self, state: GameState | PlayerView) -> Move:
        """A legal move of ``state`` (or of a bot's :class:`PlayerView`) drawn at random;
        :class:`ValueError` when nobody but chance (or nobody) is to act."""
        moves = state.legal_moves if isinstance(state, PlayerView) else legal_moves(state)
        if not moves:
            raise ValueError("no legal move to choose: the game is over")
        return self._rng.choice(moves)
