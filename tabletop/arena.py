"""Running the games of a match in worker processes, and the table of its statistics,
whatever the game.

>>> from tabletop.stats import summarize_bots
>>> class R:  # one game's result, by seat
...     seats, scores, ranks, wins = ("a", "b"), (5, 3), (1, 2), (1.0, 0.0)
...     failures, seconds, decisions = (), (0.5, 0.1), (10, 10)
>>> print("\\n".join(bot_table(summarize_bots([R()]))))  # doctest: +NORMALIZE_WHITESPACE
bot  games    wins  win rate              mean score              mean rank           CPU ms/move
a        1     1.0  100.0% [20.7, 100.0]  5.0 [5.0, 5.0]          1.00 [1.00, 1.00]         50.00
b        1     0.0  0.0% [0.0, 79.3]      3.0 [3.0, 3.0]          2.00 [2.00, 2.00]         10.00
"""

from __future__ import annotations

import collections
import concurrent.futures
from collections.abc import Callable, Iterable, Iterator, Sequence
from contextlib import contextmanager
from typing import Any, TypeVar, overload

from .stats import BotSummary

__all__ = ["AnyMap", "MadeOnDemand", "bot_table", "process_map"]

_T = TypeVar("_T")


class MadeOnDemand(Sequence[_T]):
    """A sequence whose items are made when asked for (the games of a long
    match): a subclass gives ``__len__`` and :meth:`make`; indexing, negative
    indices, slices and iteration follow from them.

    >>> class Squares(MadeOnDemand[int]):
    ...     def __len__(self) -> int:
    ...         return 4
    ...     def make(self, i: int) -> int:
    ...         return i * i
    >>> Squares()[-1], list(Squares()[1:3])
    (9, [1, 4])
    """

    def make(self, i: int) -> _T:
        """Item ``i``, for ``0 <= i < len(self)``."""
        raise NotImplementedError

    @overload
    def __getitem__(self, i: int) -> _T: ...

    @overload
    def __getitem__(self, i: slice) -> Sequence[_T]: ...

    def __getitem__(self, i: int | slice) -> _T | Sequence[_T]:
        n = len(self)
        if isinstance(i, slice):
            return [self.make(k) for k in range(*i.indices(n))]
        if i < 0:
            i += n
        if not 0 <= i < n:
            raise IndexError(f"no item {i} in a sequence of {n}")
        return self.make(i)

#: A ``map`` of one function over many inputs that yields the results in order.
AnyMap = Callable[[Callable[[Any], Any], Iterable[Any]], Iterable[Any]]


@contextmanager
def process_map(jobs: int) -> Iterator[AnyMap]:
    """A ``map`` over ``jobs`` worker processes (standard library), for use in a
    ``with`` block; ``jobs <= 1`` runs in this process. The results come back in the
    order of the inputs."""
    if jobs <= 1:
        yield map
        return
    with concurrent.futures.ProcessPoolExecutor(max_workers=jobs) as pool:

        def pooled(fn: Callable[[Any], Any], items: Iterable[Any]) -> Iterator[Any]:
            # a few items per worker ahead, never the whole input at once
            ahead: collections.deque[concurrent.futures.Future[Any]] = collections.deque()
            for item in items:
                ahead.append(pool.submit(fn, item))
                if len(ahead) >= 4 * jobs:
                    yield ahead.popleft().result()
            while ahead:
                yield ahead.popleft().result()

        yield pooled


def bot_table(bots: Sequence[BotSummary]) -> list[str]:
    """The lines of the table of an arena: a header line and one line per bot (games,
    wins, win rate, mean score and mean rank with their 95% intervals, CPU time per
    decision)."""
    width = max(len("bot"), *(len(b.name) for b in bots))
    lines = [f"{'bot':<{width}}  {'games':>5}  {'wins':>6}  {'win rate':<20}  "
             f"{'mean score':<22}  {'mean rank':<18}  {'CPU ms/move':>12}"]
    for b in bots:
        rate = f"{100 * b.win_rate.mean:.1f}% [{100 * b.win_rate.low:.1f}, " \
               f"{100 * b.win_rate.high:.1f}]"
        score = f"{b.score.mean:.1f} [{b.score.low:.1f}, {b.score.high:.1f}]"
        rank = f"{b.rank.mean:.2f} [{b.rank.low:.2f}, {b.rank.high:.2f}]"
        lines.append(f"{b.name:<{width}}  {b.games:>5}  {b.wins:>6.1f}  {rate:<20}  "
                     f"{score:<22}  {rank:<18}  {b.ms_per_decision:>12.2f}")
    return lines
