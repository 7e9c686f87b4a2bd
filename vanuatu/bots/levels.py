"""Levels for people: the bots ``easy``, ``medium``, ``hard`` and ``expert``.

Each level is a bot spec of the registry with no parameters
(``vanuatu play --bots easy,hard,expert``), a fixed choice among the built-in
bots, from the weakest that still plays plausibly to the strongest search that
answers within about two seconds a move on one core:

``easy``
    a casual bot (:class:`~vanuatu.bots.casual.CasualBot`) drawing among the
    heuristic's five best moves with a temperature of 4 PP: it often takes a
    move a point or more short of the best.
``medium``
    a casual bot drawing among the heuristic's two best moves with a
    temperature of 1 PP: mostly the heuristic's move.
``hard``
    a short ISMCTS search, 30 iterations a decision
    (:class:`~vanuatu.bots.IsmctsBot`): a few hundredths of a second.
``expert``
    an ISMCTS search of 200 iterations a decision (the ``ismcts`` bot's
    default): up to a second on one core for the first decisions of a
    five-player game, a tenth or two later on.

:data:`LEVELS` holds them in the order of their design, each with the rating
the arena measured (:data:`RATED_WITH`; ``docs/bots.rst``, "Levels for
people"); :func:`levels` is what a page that offers a choice of opponent lists.
``easy``, ``medium`` and ``hard`` rated in that order; ``expert`` did not rate
above ``hard`` (the two intervals overlap: the run could not tell the two
searches apart).

>>> [level.name for level in levels()]
['easy', 'medium', 'hard', 'expert']
>>> from vanuatu.bots import make_bot
>>> make_bot("expert", seed=1).name
'expert'
>>> make_bot("easy:choices=2", seed=1)
Traceback (most recent call last):
...
vanuatu.errors.BotError: bot 'easy': unknown parameter 'choices' (easy takes no parameters)
"""

from __future__ import annotations

from typing import Any

import attrs

from ..translation import N_

# the kinds the levels play, registered before the levels
from . import casual as _casual  # noqa: F401
from . import ismcts as _ismcts  # noqa: F401
from . import random_bot as _random_bot  # noqa: F401
from .interface import Bot
from .registry import BOTS, BotMaker, register

__all__ = ["LEVELS", "RATED_WITH", "Level", "levels"]


@attrs.frozen
class Level:
    """A level for people: its ``name`` (the spec), the ``spec`` of the bot it
    plays, a ``summary`` for ``--help`` and a menu, and the rating the arena
    measured (``rating``, with its 95% interval ``rating_low`` to ``rating_high``,
    on the scale of :mod:`tabletop.ratings`)."""

    name: str
    spec: str
    summary: str
    rating: float
    rating_low: float
    rating_high: float

    def to_json(self) -> dict[str, object]:
        """The level as a JSON object: ``name``, ``spec``, ``summary``, ``rating``
        and ``rating_ci`` (as in ``arena --json``)."""
        return {"name": self.name, "spec": self.spec, "summary": self.summary,
                "rating": self.rating, "rating_ci": [self.rating_low, self.rating_high]}


#: The command whose ratings :data:`LEVELS` shows.
RATED_WITH = ("vanuatu arena --players 2 --bots random,heuristic,easy,medium,hard,expert "
              "--games 90 --seed 1 --jobs 1")

#: The levels, ``easy`` first, with their measured ratings (:data:`RATED_WITH`).
LEVELS: tuple[Level, ...] = (
    Level("easy", "casual:temperature=4,choices=5",
          N_("for a first game, plausible moves but often not the best"), 13.3, 3.5, 23.0),
    Level("medium", "casual:temperature=1,choices=2",
          N_("mostly the heuristic's move, now and then its second best"), 25.2, 16.1, 34.3),
    Level("hard", "ismcts:iterations=30",
          N_("a short search (ISMCTS, 30 iterations a move)"), 43.0, 33.8, 52.3),
    Level("expert", "ismcts:iterations=200",
          N_("the longest search (ISMCTS, 200 iterations a move, up to 1 s)"),
          37.7, 28.6, 46.8),
)


def levels() -> tuple[Level, ...]:
    """The levels for people in the order of their design (``easy`` first), each
    with its measured rating."""
    return LEVELS


def _maker(level: Level) -> BotMaker:
    def make(seed: int, **params: Any) -> Bot:
        bot = BOTS.make(level.spec, seed)
        bot.name = level.name  # the level's name, in play and records
        return bot

    return BotMaker(level.name, make, (), level.summary)


for _level in LEVELS:
    register(_maker(_level))
