"""The random bot: a uniformly random legal move.

:class:`RandomBot` draws from its own seeded generator, so a seeded bot always
plays the same game against the same chance events:

>>> import vanuatu
>>> from vanuatu.bots import RandomBot, decide
>>> game = vanuatu.Game(players=3, seed=7)
>>> bot = RandomBot(seed=1)
>>> while not game.is_over():
...     game.play(decide(bot, game.state, game.moves))
>>> vanuatu.validate(game.record).complete
True
"""

from __future__ import annotations

import random

from ..moves import Move
from ..state import GameState
from .interface import PlayerView, view_for
from .registry import BotMaker, register

__all__ = ["RandomBot"]


class RandomBot:
    """Plays a uniformly random legal move (free actions included); ``seed``
    makes it deterministic."""

    name = "random"

    def __init__(self, seed: int | str | None = None) -> None:
        self._rng = random.Random(seed)

    def choose(self, view: PlayerView | GameState) -> Move:
        """A move of ``view.legal_moves`` drawn uniformly at random.

        A :class:`~vanuatu.GameState` is also accepted (the view of its player
        to act is taken), as in earlier versions. Raises :class:`ValueError`
        when there is no move to choose.
        """
        if isinstance(view, GameState):
            state = view
            if not 0 <= state.to_act < state.num_players:
                raise ValueError(
                    f"no legal move to choose: the game is in the {state.phase.word} phase "
                    f"with {'nobody' if state.is_over else 'chance'} to act")
            view = view_for(state, state.to_act)
        if not view.legal_moves:
            raise ValueError(f"no legal move to choose for P{view.player}")
        return self._rng.choice(view.legal_moves)


register(BotMaker("random", RandomBot, (), "a uniformly random legal move"))
