"""Ratings of bots from the rankings of a match's games, whatever the game.

A rating is a skill estimate with its uncertainty, from the Plackett-Luce model of
the package ``openskill`` (Weng and Lin, *A Bayesian Approximation Method for Online
Ranking*, JMLR 2011): every bot starts at ``mu`` = 25 with ``sigma`` = 25/3, and each
game moves the ``mu`` of the bots it ranks (a winner's up, a loser's down, by more when
the result surprises) and shrinks their ``sigma``. :func:`rate` reads the games in
their order and gives each bot its :class:`Rating`: ``mu`` with the 95% interval
``mu ± 1.96 sigma`` on that scale: of two well measured bots
``beta`` = 4.17 apart (half the starting ``sigma``), the stronger is expected to come
first in two games of three between them, and 8.3 apart in four of five. The bots
keep their strength from game to game, so the ratings leave out the drift (``tau``)
that a rating of people adds.

A game counts each bot once: a bot that holds several seats gets the mean of their
ranks, and a game of one bot alone says nothing and is skipped. Equal ranks are ties.

The package is the extra ``ratings`` (``pip install 'vanuatu[ratings]'``); it is
imported when a rating is asked for, and without it :func:`rate` raises
:class:`RatingsUnavailable` (:func:`available` tells beforehand).

A bot that always wins rates above one that always loses::

    ratings = rate([[("ace", 1), ("dud", 2)]] * 20)
    assert ratings["ace"].low > ratings["dud"].high
"""

from __future__ import annotations

import importlib.util
from collections.abc import Iterable, Mapping, Sequence
from typing import Any, Protocol

import attrs

__all__ = [
    "BETA",
    "MU",
    "SIGMA",
    "Rating",
    "RatingsUnavailable",
    "Z",
    "available",
    "rate",
    "rate_results",
]

#: The starting ``mu`` of every bot.
MU = 25.0
#: The starting ``sigma`` of every bot.
SIGMA = MU / 3
#: The skill gap that makes a two-player game about two to one (``SIGMA / 2``).
BETA = SIGMA / 2
#: The half width of a 95% interval, in ``sigma``.
Z = 1.96


@attrs.frozen
class Rating:
    """A bot's rating: the skill estimate ``mu`` and its uncertainty ``sigma``, read
    as the mean with its 95% interval ``low`` to ``high`` (``mu ± 1.96 sigma``), as
    the other figures of an arena are (:class:`~tabletop.stats.Interval`).

    >>> r = Rating(30.0, 2.0)
    >>> str(r), r.low, r.high
    ('30.0 [26.1, 33.9]', 26.08, 33.92)
    """

    mu: float
    sigma: float

    @property
    def mean(self) -> float:
        """The skill estimate, ``mu``."""
        return self.mu

    @property
    def low(self) -> float:
        """The low end of the 95% interval."""
        return self.mu - Z * self.sigma

    @property
    def high(self) -> float:
        """The high end of the 95% interval."""
        return self.mu + Z * self.sigma

    def __str__(self) -> str:
        return f"{self.mu:.1f} [{self.low:.1f}, {self.high:.1f}]"


class RatingsUnavailable(ImportError):
    """The package ``openskill`` that the ratings need is not installed."""


def available() -> bool:
    """Whether the ratings can be computed (the package ``openskill`` is installed)."""
    return importlib.util.find_spec("openskill") is not None


def _model() -> Any:
    try:
        from openskill.models import PlackettLuce
    except ImportError:
        raise RatingsUnavailable(
            "the ratings need the package 'openskill' (the extra 'ratings': "
            "pip install 'vanuatu[ratings]')") from None
    return PlackettLuce(mu=MU, sigma=SIGMA, beta=BETA, tau=0.0)


def rate(games: Iterable[Sequence[tuple[str, float]]],
         anchors: Mapping[str, Rating] | None = None) -> dict[str, Rating]:
    """Each bot's :class:`Rating`, ``mu`` with its 95% interval, after the
    ``games`` in their order; a game is a ``(bot, rank)`` pair per seat (rank 1 is
    first, equal ranks tie). The bots are in order of first seat. A bot of
    ``anchors`` keeps its rating there (measured before, by another match): the
    games rate the other bots against it, on that match's scale; the others
    begin at ``MU`` with ``SIGMA``.

    Raises :class:`RatingsUnavailable` without the package ``openskill``."""
    model = _model()
    fixed = dict(anchors or {})
    ratings: dict[str, Any] = {}
    for game in games:
        ranks: dict[str, list[float]] = {}
        for bot, rank in game:
            ranks.setdefault(bot, []).append(float(rank))
            if bot not in ratings:
                known = fixed.get(bot)
                ratings[bot] = (model.rating(name=bot) if known is None else
                                model.rating(mu=known.mu, sigma=known.sigma, name=bot))
        if len(ranks) < 2:
            continue
        bots = list(ranks)
        teams = model.rate([[ratings[b]] for b in bots],
                           ranks=[sum(ranks[b]) / len(ranks[b]) for b in bots])
        for bot, (rating,) in zip(bots, teams, strict=True):
            if bot not in fixed:
                ratings[bot] = rating
    return {bot: Rating(r.mu, r.sigma) for bot, r in ratings.items()}


class RankedGame(Protocol):
    """What :func:`rate_results` reads of one game's result: the bot of each seat and
    its rank (:class:`~tabletop.stats.SeatResult` has them)."""

    @property
    def seats(self) -> tuple[str, ...]: ...
    @property
    def ranks(self) -> tuple[int, ...]: ...


def rate_results(results: Iterable[RankedGame],
                 anchors: Mapping[str, Rating] | None = None) -> dict[str, Rating]:
    """:func:`rate` of the results of a match's games (each with ``seats`` and
    ``ranks``), in their order, the bots of ``anchors`` keeping their ratings
    there."""
    return rate((list(zip(r.seats, r.ranks, strict=True)) for r in results), anchors)
