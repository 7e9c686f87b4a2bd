"""The casual bot: the heuristic's judgement with a player's slips.

:class:`CasualBot` scores every legal move one move ahead as the heuristic bot
does (:func:`~vanuatu.bots.heuristic.move_scores`), keeps the ``choices`` best
and draws one of them with a probability that falls with its shortfall from
the best: ``exp(-shortfall / temperature)`` (a softmax over the scores, in PP).
Its moves are always among the heuristic's best few, so it plays plausibly,
but with a high ``temperature`` it often leaves a point or two on the table:
the ``easy`` and ``medium`` levels (:mod:`vanuatu.bots.levels`) are casual bots.
With ``choices=1`` or a ``temperature`` near 0 it plays as the heuristic does.

>>> import vanuatu
>>> from vanuatu.bots import decide, make_bot
>>> game = vanuatu.Game(players=3, seed=7)
>>> bot = make_bot("casual:temperature=2,choices=4", seed=1)
>>> decide(bot, game.state, game.moves) in game.legal_moves()
True
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence

from ..moves import Move
from ..rules.engine import apply_unchecked
from ..translation import N_

# the kinds listed before this one in the registry
from . import ismcts as _ismcts  # noqa: F401
from . import random_bot as _random_bot  # noqa: F401
from .analysis import Analysis, Candidate
from .determinize import determinize
from .evaluate import evaluate_all
from .heuristic import move_scores
from .interface import PlayerView
from .registry import BotMaker, Parameter, register
from .weights import DEFAULT_WEIGHTS, Weights

__all__ = ["CasualBot", "draw"]


def draw(scores: Sequence[float], choices: int, temperature: float,
         rng: random.Random) -> int:
    """The index of the score drawn: one of the ``choices`` best, each with a
    weight ``exp(-(best - score) / temperature)``; a ``temperature`` of 0 takes
    the best (the first of equal ones).

    >>> draw([1.0, 5.0, 4.0], choices=2, temperature=0.0, rng=random.Random(1))
    1
    >>> sorted({draw([1.0, 5.0, 4.0], 2, 1.0, random.Random(s)) for s in range(50)})
    [1, 2]
    """
    best = sorted(range(len(scores)), key=lambda i: -scores[i])[:max(1, choices)]
    if temperature <= 0.0 or len(best) == 1:
        return best[0]
    top = scores[best[0]]
    weights = [math.exp(-(top - scores[i]) / temperature) for i in best]
    return rng.choices(best, weights)[0]


class CasualBot:
    """The heuristic's ``choices`` best moves, one drawn with a softmax of
    ``temperature`` PP over their scores; ``seed`` makes it deterministic,
    ``rivalry`` is the heuristic's (:class:`~vanuatu.bots.HeuristicBot`)."""

    name = "casual"

    def __init__(self, seed: int | str | None = None, temperature: float = 1.0,
                 choices: int = 3, rivalry: float = 0.3,
                 weights: Weights = DEFAULT_WEIGHTS) -> None:
        self._rng = random.Random(seed)
        self.temperature = temperature
        self.choices = choices
        self.rivalry = rivalry
        self.weights = weights

    def _scores(self, view: PlayerView) -> list[float]:
        state = determinize(view.observation, self._rng)
        return move_scores(state, view.player, view.legal_moves, self.weights, self.rivalry)

    def choose(self, view: PlayerView) -> Move:
        """One of the best few legal moves, drawn."""
        moves = view.legal_moves
        if not moves:
            raise ValueError(f"no legal move to choose for P{view.player}")
        if len(moves) == 1:
            return moves[0]
        return moves[draw(self._scores(view), self.choices, self.temperature, self._rng)]

    def analyse(self, view: PlayerView) -> Analysis:
        """The legal moves ranked by the heuristic's score, with the player's
        expected final PP after each (what the bot draws from; its draw is not
        made here)."""
        moves = view.legal_moves
        if not moves:
            raise ValueError(f"no legal move to choose for P{view.player}")
        state = determinize(view.observation, self._rng)
        scores = move_scores(state, view.player, moves, self.weights, self.rivalry)
        order = sorted(range(len(moves)), key=lambda i: -scores[i])
        return Analysis(view.player, self.name, tuple(
            Candidate(moves[i], scores[i],
                      evaluate_all(apply_unchecked(state, moves[i]), self.weights)[view.player])
            for i in order))


register(BotMaker(
    "casual",
    lambda seed, **params: CasualBot(seed, **params),
    (Parameter("temperature", float, 0.0, N_("PP of shortfall that divides a move's chance "
                                          "by e (1)")),
     Parameter("choices", int, 1, N_("the heuristic's best moves drawn from (3)")),
     Parameter("rivalry", float, 0.0, N_("weight of the best opponent's value (0.3)"))),
    "one of the heuristic's best few moves, drawn with noise",
))
