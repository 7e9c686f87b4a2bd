"""Arena statistics that do not depend on the game: intervals, the per-bot summary of
a match, seat rotation and seed derivation.

>>> str(wilson(0.5, 40))
'0.50 [0.35, 0.65]'
>>> str(mean_interval([1.0, 2.0, 3.0]))
'2.00 [0.87, 3.13]'
>>> rotate(["a", "b", "c"], 1)
('b', 'c', 'a')
>>> shared_first([3, 5, 5], failed=())
((3, 1, 1), (0.0, 0.5, 0.5))
"""

from __future__ import annotations

import hashlib
import math
from collections.abc import Iterable, Sequence
from typing import Any, Protocol

import attrs

from . import ratings
from .ratings import Rating

__all__ = [
    "BotSummary",
    "Interval",
    "SeatResult",
    "derive_seed",
    "mean_interval",
    "rotate",
    "shared_first",
    "summarize_bots",
    "wilson",
]


def derive_seed(namespace: str, seed: int, purpose: str) -> int:
    """A 64-bit seed for one ``purpose`` (``"game 3"``, ``"chance"``, ``"bot 0"``)
    derived from ``seed`` within ``namespace`` (the game's name)."""
    digest = hashlib.sha256(f"{namespace}/{seed}/{purpose}".encode()).digest()
    return int.from_bytes(digest[:8], "big")


def rotate(bots: Sequence[str], game: int) -> tuple[str, ...]:
    """The seats of game ``game`` of a match: seat ``s`` gets ``bots[(s + game) % n]``,
    so every bot plays every seat in turn."""
    n = len(bots)
    return tuple(bots[(s + game) % n] for s in range(n))


def shared_first(keys: Sequence[Any], failed: Iterable[int]
                 ) -> tuple[tuple[int, ...], tuple[float, ...]]:
    """Ranks (1 = best; equal keys share a rank) and shares of first place (1/k for k
    tied winners) of the seats whose comparable ``keys`` are given (higher is better);
    the ``failed`` seats are ranked last and win nothing."""
    n = len(keys)
    bad = set(failed)
    ranks = []
    for p in range(n):
        if p in bad:
            ranks.append(n - len(bad) + 1)
        else:
            ranks.append(1 + sum(1 for q in range(n) if q not in bad and keys[q] > keys[p]))
    first = [p for p in range(n) if ranks[p] == 1 and p not in bad]
    wins = tuple(1.0 / len(first) if p in first else 0.0 for p in range(n))
    return tuple(ranks), wins


@attrs.frozen
class Interval:
    """A mean with its 95% confidence interval."""

    mean: float
    low: float
    high: float

    def __str__(self) -> str:
        return f"{self.mean:.2f} [{self.low:.2f}, {self.high:.2f}]"


def mean_interval(values: Sequence[float]) -> Interval:
    """Mean and normal 95% interval (t is close to 1.96 from a few dozen games)."""
    n = len(values)
    mean = sum(values) / n
    if n < 2:
        return Interval(mean, mean, mean)
    var = sum((v - mean) ** 2 for v in values) / (n - 1)
    half = 1.96 * math.sqrt(var / n)
    return Interval(mean, mean - half, mean + half)


def wilson(share: float, n: int) -> Interval:
    """Wilson 95% interval of a win rate ``share`` over ``n`` games."""
    z = 1.96
    denom = 1 + z * z / n
    centre = (share + z * z / (2 * n)) / denom
    half = z * math.sqrt(share * (1 - share) / n + z * z / (4 * n * n)) / denom
    # rounding can put an end a hair past the rate itself (a rate of 1 over 254 games)
    return Interval(share, max(0.0, min(share, centre - half)),
                    min(1.0, max(share, centre + half)))


@attrs.frozen
class BotSummary:
    """One bot's record over a match: seat-games played, wins (shared first
    places as fractions), the win rate, mean score and mean rank with 95%
    intervals, failures, the time per decision, and the rating with its 95%
    interval (:mod:`tabletop.ratings`; ``None`` without the extra ``ratings``)."""

    name: str
    games: int
    wins: float
    win_rate: Interval
    score: Interval
    rank: Interval
    failures: int
    decisions: int
    seconds: float
    rating: Rating | None = None

    @property
    def ms_per_decision(self) -> float:
        """Mean milliseconds per decision."""
        return 1000 * self.seconds / self.decisions if self.decisions else 0.0

    def to_json(self) -> dict[str, object]:
        """The JSON object of a bot in ``arena --json``."""
        return {
            "name": self.name, "games": self.games, "wins": self.wins,
            "win_rate": self.win_rate.mean,
            "win_rate_ci": [self.win_rate.low, self.win_rate.high],
            "mean_score": self.score.mean, "mean_score_ci": [self.score.low, self.score.high],
            "mean_rank": self.rank.mean, "mean_rank_ci": [self.rank.low, self.rank.high],
            "failures": self.failures, "decisions": self.decisions,
            "ms_per_decision": self.ms_per_decision,
            "rating": None if self.rating is None else self.rating.mean,
            "rating_ci": None if self.rating is None else [self.rating.low, self.rating.high],
        }


class SeatResult(Protocol):
    """What :func:`summarize_bots` reads of one game's result (by seat)."""

    @property
    def seats(self) -> tuple[str, ...]: ...
    @property
    def scores(self) -> tuple[int, ...]: ...
    @property
    def ranks(self) -> tuple[int, ...]: ...
    @property
    def wins(self) -> tuple[float, ...]: ...
    @property
    def failures(self) -> tuple[tuple[int, str], ...]: ...
    @property
    def seconds(self) -> tuple[float, ...]: ...
    @property
    def decisions(self) -> tuple[int, ...]: ...


def summarize_bots(results: Iterable[SeatResult], rated: bool = True
                   ) -> tuple[BotSummary, ...]:
    """One :class:`BotSummary` per distinct bot spec, in order of first seat; with
    ``rated`` each has its rating after the games in their order
    (:func:`tabletop.ratings.rate_results`) when the package it needs is installed."""
    results = list(results)
    rating = ratings.rate_results(results) if rated and ratings.available() else {}
    per: dict[str, dict[str, list[float]]] = {}
    for r in results:
        failed = {p for p, _ in r.failures}
        for seat, name in enumerate(r.seats):
            if name not in per:
                per[name] = {k: [] for k in ("wins", "scores", "ranks", "fail", "sec", "dec")}
            d = per[name]
            d["wins"].append(r.wins[seat])
            d["scores"].append(r.scores[seat])
            d["ranks"].append(r.ranks[seat])
            d["fail"].append(1.0 if seat in failed else 0.0)
            d["sec"].append(r.seconds[seat] if r.seconds else 0.0)
            d["dec"].append(r.decisions[seat] if r.decisions else 0)
    bots = []
    for name, d in per.items():  # in order of first appearance
        n = len(d["wins"])
        wins = sum(d["wins"])
        bots.append(BotSummary(
            name=name, games=n, wins=wins, win_rate=wilson(wins / n, n),
            score=mean_interval(d["scores"]), rank=mean_interval(d["ranks"]),
            failures=int(sum(d["fail"])), decisions=int(sum(d["dec"])), seconds=sum(d["sec"]),
            rating=rating.get(name),
        ))
    return tuple(bots)
