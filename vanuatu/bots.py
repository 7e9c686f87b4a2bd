"""Built-in bots: players that choose a move for a state.

A bot has ``choose(state) -> Move``. :class:`RandomBot` plays a uniformly
random legal move (free actions included) from its own seeded generator, so a
seeded bot always plays the same game against the same chance events:

>>> import vanuatu
>>> game = vanuatu.Game(players=3, seed=7)
>>> bot = RandomBot(seed=1)
>>> while not game.is_over():
...     game.play(bot.choose(game.state))
>>> vanuatu.validate(game.record).complete
True
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Protocol

from .moves import Move
from .rules.engine import legal_moves
from .state import GameState

__all__ = ["BOTS", "Bot", "RandomBot"]


class Bot(Protocol):
    """What the command line and tournaments need of a bot."""

    def choose(self, state: GameState) -> Move:
        """The move to play in ``state`` (a state where a player is to act)."""
        ...


class RandomBot:
    """Plays a uniformly random legal move; ``seed`` makes it deterministic."""

    name = "random"

    def __init__(self, seed: int | str | None = None) -> None:
        self._rng = random.Random(seed)

    def choose(self, state: GameState) -> Move:
        """A legal move of ``state`` drawn uniformly at random; raises
        :class:`ValueError` when nobody but chance (or nobody at all) is to act."""
        moves = legal_moves(state)
        if not moves:
            raise ValueError(f"no legal move to choose: the game is in the {state.phase.word} "
                             f"phase with {'nobody' if state.is_over else 'chance'} to act")
        return self._rng.choice(moves)


#: Bot makers by the name used on the command line (``--bots random,random,random``):
#: each makes a bot from an integer seed.
BOTS: dict[str, Callable[[int], Bot]] = {"random": RandomBot}
