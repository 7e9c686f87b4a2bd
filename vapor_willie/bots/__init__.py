"""Bots for Vapor Willie: :class:`RandomBot`, :class:`HeuristicBot` and
:class:`IsmctsBot`, which see only what their player may see (VW12), made from specs
such as ``"ismcts:iterations=200"`` by :func:`make_bot`.

>>> import vapor_willie as vw
>>> from vapor_willie.bots import decide, make_bot
>>> game = vw.Game(players=2, seed=5)
>>> bots = [make_bot("heuristic", seed=1), make_bot("random", seed=2)]
>>> while not game.is_over():
...     game.play(decide(bots[game.state.to_act], game.state))
>>> vw.validate(game.record).ok
True
"""

from __future__ import annotations

from .determinize import determinize
from .evaluate import evaluate_all
from .heuristic import HeuristicBot
from .interface import Bot, BotError, PlayerView, check_choice, decide, view_for
from .ismcts import IsmctsBot
from .random_bot import RandomBot
from .registry import BOTS, BotMaker, make_bot, split_specs

__all__ = [
    "BOTS",
    "Bot",
    "BotError",
    "BotMaker",
    "HeuristicBot",
    "IsmctsBot",
    "PlayerView",
    "RandomBot",
    "check_choice",
    "decide",
    "determinize",
    "evaluate_all",
    "make_bot",
    "split_specs",
    "view_for",
]
