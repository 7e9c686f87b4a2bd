"""Bots by name: :data:`BOTS`, :func:`make_bot` and the ``name:key=value,...`` specs of
the command line (a :class:`tabletop.registry.BotRegistry` raising :class:`BotError`,
as for vanuatu's bots).

>>> make_bot("ismcts:iterations=50", seed=1).iterations
50
>>> make_bot("random:x=1", seed=1)  # doctest: +ELLIPSIS
Traceback (most recent call last):
...
vapor_willie.bots.interface.BotError: bot 'random': unknown parameter 'x' (random takes no...
"""

from __future__ import annotations

from typing import Any

import attrs

from tabletop import registry
from tabletop.specs import Parameter, split_specs

from ..translation import N_
from .heuristic import HeuristicBot
from .interface import Bot, BotError
from .ismcts import IsmctsBot
from .random_bot import RandomBot

__all__ = ["BOTS", "BotMaker", "make_bot", "split_specs"]


@attrs.frozen
class BotMaker(registry.BotMaker[Bot]):
    """Makes a bot from a seed and parameters read from a spec; a bad parameter raises
    :class:`BotError` (:class:`tabletop.registry.BotMaker`)."""

    error = BotError


def _ismcts(seed: int, **params: Any) -> IsmctsBot:
    if "seconds" in params and "iterations" not in params:
        params["iterations"] = None  # a time budget alone
    return IsmctsBot(seed, **params)


#: The largest budgets of one ISMCTS decision (as for vanuatu's ISMCTS bot).
MAX_ITERATIONS = 10_000_000
MAX_SECONDS = 3600.0

#: The bots by the name of their spec.
BOTS: registry.BotRegistry[Bot] = registry.BotRegistry(BotError, [
    BotMaker("random", RandomBot, (), "a uniformly random legal move"),
    BotMaker("heuristic", HeuristicBot, (
        Parameter("rivalry", float, 0.0, N_("weight of the best other player's value (0.3)")),
        Parameter("depth", int, 1, N_("own moves looked at (2)")),
    ), "the move to the best position value, two own moves deep"),
    BotMaker("ismcts", _ismcts, (
        Parameter("iterations", int, 1, N_("iterations per decision, playouts when paired (60)"),
                  maximum=MAX_ITERATIONS),
        Parameter("seconds", float, 0.0, N_("seconds per decision (none)"), above=True,
                  maximum=MAX_SECONDS),
        Parameter("horizon", int, 0, N_("extra turns an iteration looks at (a full "
                                     "round; 1: the next player's)")),
        Parameter("exploration", float, 0.0, N_("UCT exploration constant (0.7)")),
        Parameter("scale", float, 0.0, N_("point margin of a reward of 0.73 (3)"), above=True),
        Parameter("widening", float, 0.0, N_("children of a deeper node: 1 + widening * "
                                          "sqrt(visits) (1)")),
        Parameter("others", float, 0.0, N_("widening of the other players' nodes, 0 for "
                                        "the greedy move alone (widening)")),
        Parameter("width", int, 1, N_("moves searched at the root, the heuristic's best (4)")),
        Parameter("prior", float, 0.0, N_("weight of the heuristic's values of the root "
                                       "moves, a progressive bias (1; 0 for none)")),
        Parameter("replies", int, 0, N_("the others' answers looked at when the root moves "
                                     "are ranked (0)")),
        Parameter("playout", int, 0, N_("most moves of a playout (to the horizon)")),
        Parameter("epsilon", float, 0.0, N_("share of random playout moves (0)"), maximum=1.0),
        Parameter("rivalry", float, 0.0, N_("weight of the best other player's value in the "
                                         "ranking and the playouts (0.3)")),
        Parameter("method", str, 0, N_("paired: every root move played out on the same "
                                    "deals; tree: UCT (paired)"), choices=("tree", "paired")),
        Parameter("depth", int, 1, N_("own moves the playout policy looks at (1; 2: the "
                                   "heuristic's)"), maximum=2),
        Parameter("halving", int, 0, N_("1: a paired comparison drops the worse half of "
                                     "the moves stage by stage (1)"), maximum=1),
        Parameter("lead", float, 0.0, N_("weight of the heuristic's values in a paired "
                                      "comparison (0.1)")),
    ), "information-set Monte Carlo search from the player's view"),
])


def make_bot(spec: str, seed: int) -> Bot:
    """The bot of ``spec`` (``"heuristic"``, ``"ismcts:iterations=200"``) made with
    ``seed``; :class:`BotError` for an unknown name or a bad parameter."""
    return BOTS.make(spec, seed)
