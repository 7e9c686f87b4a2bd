"""The limits of a server that is left running: how many games it holds in memory,
how long a game it holds may stay unused, and how fast one client may start games.

- :class:`Limits`: the numbers (``vanuatu serve --max-games``, ``--idle-seconds``,
  ``--new-games-per-minute``);
- :class:`RateLimiter`: a token bucket per client
  (:func:`~tabletop.web.clients.client_of`): each client may start ``burst`` games
  at once, then one every ``60 / per_minute`` seconds; past that,
  ``POST /api/games`` answers 429 with ``Retry-After``.

Nothing here needs more than the standard library and attrs.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable

import attrs

__all__ = ["IDLE_SECONDS", "MAX_GAMES", "NEW_GAMES_PER_MINUTE", "Limits", "RateLimiter"]

#: The most games held in memory at once (finished and idle ones leave first).
MAX_GAMES = 1000
#: After how many seconds unused a game leaves memory (it stays on disk).
IDLE_SECONDS = 600.0
#: How many games one client (an IPv4 address, an IPv6 /64) may start in a minute.
NEW_GAMES_PER_MINUTE = 30
#: The most clients a :class:`RateLimiter` remembers (those with a full bucket go first).
_CLIENTS = 10_000


@attrs.frozen
class Limits:
    """The limits of one server: ``max_games`` live games in memory (429 past them),
    ``idle_seconds`` before an unused game leaves memory (a finished one after a
    tenth of it), and ``new_games_per_minute`` games started by one client, at most
    ``new_games_per_minute`` of them at once (429 past them)."""

    max_games: int = attrs.field(default=MAX_GAMES, validator=attrs.validators.ge(1))
    idle_seconds: float = attrs.field(default=IDLE_SECONDS, converter=float,
                                      validator=attrs.validators.ge(0.0))
    new_games_per_minute: int = attrs.field(default=NEW_GAMES_PER_MINUTE,
                                            validator=attrs.validators.ge(1))


class RateLimiter:
    """A token bucket per client: ``burst`` tokens, one more every ``60 / per_minute``
    seconds.

    >>> clock = [0.0]
    >>> limiter = RateLimiter(per_minute=2, clock=lambda: clock[0])
    >>> limiter.take("a"), limiter.take("a"), limiter.take("a")
    (0.0, 0.0, 30.0)
    >>> clock[0] = 30.0
    >>> limiter.take("a"), limiter.take("b")
    (0.0, 0.0)
    """

    def __init__(self, per_minute: int, burst: int | None = None,
                 clock: Callable[[], float] = time.monotonic) -> None:
        self.rate = per_minute / 60.0
        self.burst = float(burst if burst is not None else per_minute)
        self.clock = clock
        self._buckets: dict[str, tuple[float, float]] = {}
        self._lock = threading.Lock()

    def take(self, client: str) -> float:
        """Take a token of ``client``'s bucket: ``0.0`` when there was one, else the
        seconds until there is one (nothing is taken)."""
        now = self.clock()
        with self._lock:
            tokens, since = self._buckets.get(client, (self.burst, now))
            tokens = min(self.burst, tokens + (now - since) * self.rate)
            if tokens < 1.0:
                self._buckets[client] = (tokens, now)
                return (1.0 - tokens) / self.rate
            self._buckets[client] = (tokens - 1.0, now)
            if len(self._buckets) > _CLIENTS:
                self._forget(now)
            return 0.0

    def give_back(self, client: str) -> None:
        """Return a token :meth:`take` took from ``client`` for a request that was
        refused before it started anything.

        >>> limiter = RateLimiter(per_minute=1, clock=lambda: 0.0)
        >>> limiter.take("a"), limiter.give_back("a"), limiter.take("a")
        (0.0, None, 0.0)
        """
        with self._lock:
            if client in self._buckets:
                tokens, since = self._buckets[client]
                self._buckets[client] = (min(self.burst, tokens + 1.0), since)

    def _forget(self, now: float) -> None:
        full = [c for c, (t, s) in self._buckets.items()
                if t + (now - s) * self.rate >= self.burst]
        for client in full or list(self._buckets)[: len(self._buckets) // 2]:
            del self._buckets[client]
