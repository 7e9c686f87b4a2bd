"""Bots: players that choose a move from what their player may see (R9).

A bot is any object with a ``name`` and ``choose(view) -> Move`` (the
:class:`Bot` protocol). It is given a :class:`PlayerView` -- the observation,
the public history, the legal moves and a :class:`Budget` -- never the full
state. :func:`decide` builds the view of the player to act and asks the bot.

Built-in bots are listed in :data:`BOTS` and made from a spec with
:func:`make_bot`: ``random`` (:class:`RandomBot`), ``heuristic``
(:class:`HeuristicBot`, greedy on the evaluation of
:mod:`vanuatu.bots.evaluate`) and ``ismcts`` (:class:`IsmctsBot`,
information-set Monte Carlo tree search), ``casual`` (:class:`CasualBot`, one
of the heuristic's best few moves drawn with noise) and the levels for people
``easy``, ``medium``, ``hard`` and ``expert`` (:data:`LEVELS`,
:mod:`vanuatu.bots.levels`, with their measured ratings). :func:`analyse` ranks a bot's
candidate moves with their values (:mod:`vanuatu.bots.analysis`);
:mod:`vanuatu.bots.arena` plays
matches between them (``vanuatu arena``). See the tutorial page "Writing your
own bot".

>>> import vanuatu
>>> from vanuatu.bots import BOTS, decide, make_bot
>>> "random" in BOTS
True
>>> bot = make_bot("random", seed=1)
>>> game = vanuatu.Game(players=3, seed=7)
>>> decide(bot, game.state, game.moves) in game.legal_moves()
True
"""

from __future__ import annotations

from ..errors import BotError
from .analysis import Analysis, Candidate, analyse
from .casual import CasualBot
from .heuristic import HeuristicBot
from .interface import (
    HIDDEN_TOKEN,
    Bot,
    Budget,
    PlayerView,
    decide,
    public_history,
    view_for,
)
from .ismcts import IsmctsBot
from .levels import LEVELS, Level, levels
from .random_bot import RandomBot
from .registry import BOTS, BotMaker, Parameter, make_bot, parse_spec, split_specs

__all__ = [
    "BOTS",
    "HIDDEN_TOKEN",
    "LEVELS",
    "Analysis",
    "Bot",
    "BotError",
    "BotMaker",
    "Budget",
    "Candidate",
    "CasualBot",
    "HeuristicBot",
    "IsmctsBot",
    "Level",
    "Parameter",
    "PlayerView",
    "RandomBot",
    "analyse",
    "decide",
    "levels",
    "make_bot",
    "parse_spec",
    "public_history",
    "split_specs",
    "view_for",
]

# registers openspiel-ismcts and openspiel-mcts after the built-in bots
from . import openspiel_bots as _openspiel_bots  # noqa: F401
