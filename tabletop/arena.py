"""The arena of any game: the games of a match with the seats rotated and the seeds
derived, the turns of one game between bots (timed, a failing bot losing the game), the
games run through a pluggable ``map`` (this process, or :func:`process_map` for worker
processes) and summed up per bot, and the table of its statistics.

A game says only how one of its games is played and scored: a picklable spec of the
game (:class:`GameSpec`, or its own) and a function from it to a result by seat
(:class:`Outcome`), which :func:`run_match` maps over the games of a :class:`Match`.
The results come back in the order of the games whatever the map, so a match gives the
same summary with any number of processes.

>>> from tabletop.stats import summarize_bots
>>> class R:  # one game's result, by seat
...     seats, scores, ranks, wins = ("a", "b"), (5, 3), (1, 2), (1.0, 0.0)
...     failures, seconds, decisions = (), (0.5, 0.1), (10, 10)
>>> print("\\n".join(bot_table(summarize_bots([R()], rated=False))))
... # doctest: +NORMALIZE_WHITESPACE
bot  games    wins  win rate              mean score              mean rank           CPU ms/move
a        1     1.0  100.0% [20.7, 100.0]  5.0 [5.0, 5.0]          1.00 [1.00, 1.00]         50.00
b        1     0.0  0.0% [0.0, 79.3]      3.0 [3.0, 3.0]          2.00 [2.00, 2.00]         10.00
"""

from __future__ import annotations

import collections
import concurrent.futures
import os
import time
from collections.abc import Callable, Iterable, Iterator, Sequence
from contextlib import contextmanager
from typing import Any, ClassVar, Generic, Protocol, Self, TypeVar, overload

import attrs

from .columns import table
from .stats import BotSummary, SeatResult, derive_seed, rotate, summarize_bots
from .terminal import WORDS

__all__ = [
    "MAX_GAMES",
    "AnyMap",
    "Chooser",
    "GameSpec",
    "MadeOnDemand",
    "Match",
    "Outcome",
    "Summary",
    "Table",
    "Turns",
    "bot_table",
    "match",
    "play_turns",
    "process_map",
    "run_match",
    "seat_bots",
]

#: The most games of one match.
MAX_GAMES = 1_000_000

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


def _(message: str, lang: str) -> str:
    return WORDS.gettext(message, lang)


def bot_table(bots: Sequence[BotSummary], lang: str = "en") -> list[str]:
    """The lines of the table of an arena: a header line and one line per bot (games,
    wins, win rate, mean score and mean rank with their 95% intervals, CPU time per
    decision, and the rating with its 95% interval when the bots are rated,
    :mod:`tabletop.ratings`); the header in ``lang`` (``en``, ``pt``, ``ja``)."""
    rated = any(b.rating is not None for b in bots)
    heads = [_("bot", lang), _("games", lang), _("wins", lang), _("win rate", lang),
             _("mean score", lang), _("mean rank", lang), _("CPU ms/move", lang)]
    if rated:
        heads.append(_("rating", lang))
    rows = []
    for b in bots:
        row = [b.name, str(b.games), f"{b.wins:.1f}",
               f"{100 * b.win_rate.mean:.1f}% [{100 * b.win_rate.low:.1f}, "
               f"{100 * b.win_rate.high:.1f}]",
               f"{b.score.mean:.1f} [{b.score.low:.1f}, {b.score.high:.1f}]",
               f"{b.rank.mean:.2f} [{b.rank.low:.2f}, {b.rank.high:.2f}]",
               f"{b.ms_per_decision:.2f}"]
        if rated:
            r = b.rating
            row.append("-" if r is None else f"{r.mean:.1f} [{r.low:.1f}, {r.high:.1f}]")
        rows.append(row)
    return table(heads, rows, to_right=(1, 2, 6))


# -- the games of a match -----------------------------------------------------

_O = TypeVar("_O")
_S = TypeVar("_S")


@attrs.frozen
class GameSpec(Generic[_O]):
    """One game of a match: the bot spec of each seat, the game's seed (the seeds of
    chance and of the bots are derived from it), the game's options, and the folder of
    the records (or ``None``). A game's subclass names the suffix of its records."""

    index: int
    seats: tuple[str, ...]
    seed: int
    options: _O
    records: str | None = None

    #: The suffix of a record file (``".vnt"``), set by a game's subclass.
    suffix: ClassVar[str] = ""

    @property
    def record_path(self) -> str | None:
        """The record file of this game, ``game-NNNN`` in :attr:`records`."""
        if self.records is None:
            return None
        return os.path.join(self.records, f"game-{self.index + 1:04d}{self.suffix}")


@attrs.frozen
class Match(MadeOnDemand[_S]):
    """The games of a match between ``bots`` (one spec per seat), made as they are asked
    for: in game ``g`` seat ``s`` gets ``bots[(s + g) % n]``
    (:func:`~tabletop.stats.rotate`), so every bot plays every seat in turn, and the
    game's seed is derived from the match's seed within ``namespace`` (the game's
    name); ``spec(g, seats, seed)`` makes the spec of a game.

    >>> games = Match(("a", "b"), 3, 1, "coins", lambda g, seats, seed: (g, seats))
    >>> list(games)
    [(0, ('a', 'b')), (1, ('b', 'a')), (2, ('a', 'b'))]
    """

    bots: tuple[str, ...]
    games: int
    seed: int
    namespace: str
    spec: Callable[[int, tuple[str, ...], int], _S]

    def __len__(self) -> int:
        return self.games

    def make(self, g: int) -> _S:
        """The spec of game ``g``."""
        return self.spec(g, rotate(self.bots, g), derive_seed(self.namespace, self.seed,
                                                                f"game {g}"))


def match(bots: Sequence[str], games: int, seed: int, players: int, namespace: str,
          spec: Callable[[int, tuple[str, ...], int], _S],
          error: type[Exception] = ValueError) -> Match[_S]:
    """The :class:`Match` of ``games`` games between ``bots``, one per seat of
    ``players``; raises ``error`` (the game's) unless there is one bot per seat and
    ``games`` is a whole number from 0 to :data:`MAX_GAMES`.

    >>> match(["a", "b"], 2, 1, 3, "coins", lambda g, seats, seed: seats)
    Traceback (most recent call last):
    ...
    ValueError: 2 bots for 3 players
    """
    if len(bots) != players:
        raise error(f"{len(bots)} bots for {players} players")
    if isinstance(games, bool) or not isinstance(games, int) or not 0 <= games <= MAX_GAMES:
        raise error(f"games: expected a whole number from 0 to {MAX_GAMES}, "
                    f"not {games!r:.40}")
    return Match(tuple(bots), games, seed, namespace, spec)


# -- the turns of one game ----------------------------------------------------

_B = TypeVar("_B")
_V = TypeVar("_V")
_M = TypeVar("_M")
_M_contra = TypeVar("_M_contra", contravariant=True)
_V_contra = TypeVar("_V_contra", contravariant=True)
_M_co = TypeVar("_M_co", covariant=True)


def seat_bots(make: Callable[[str, int], _B], seats: Sequence[str], namespace: str,
              seed: int) -> list[_B]:
    """The bot of each seat, ``make(spec, seed)`` with the seed of ``"bot i"``
    derived from the game's ``seed`` within ``namespace``."""
    return [make(s, derive_seed(namespace, seed, f"bot {i}")) for i, s in enumerate(seats)]


class Chooser(Protocol[_V_contra, _M_co]):
    """What the arena asks of a bot: a move for a view of the game."""

    def choose(self, view: _V_contra) -> _M_co: ...


class Table(Protocol[_V, _M_contra]):
    """One game being played, as :func:`play_turns` sees it: a game adapts its own."""

    def to_act(self) -> int | None:
        """The seat that chooses the next move, ``None`` once the game is over."""

    def moves(self) -> int:
        """The number of moves played so far."""

    def view(self, seat: int) -> _V:
        """What the bot of ``seat`` is shown to choose its move."""

    def check(self, seat: int, view: _V, move: _M_contra) -> None:
        """Raise (the game's error, naming the bot) unless ``move`` is legal."""

    def play(self, move: _M_contra) -> None:
        """Play ``move`` (and what chance then does)."""


@attrs.frozen
class Turns:
    """What the bots did in one game: ``failures`` lists ``(seat, reason)`` for the bot
    that raised, returned an illegal move or was to act when the game ran too long (the
    game stops there); ``seconds`` and ``decisions`` are the processor time each seat's
    bot spent choosing (not counting the building of its view) and how many moves it
    chose."""

    failures: tuple[tuple[int, str], ...]
    seconds: tuple[float, ...]
    decisions: tuple[int, ...]


def play_turns(table: Table[_V, _M], bots: Sequence[Chooser[_V, _M]],
               error: type[Exception], max_moves: int) -> Turns:
    """Play ``table`` to its end, each seat's move chosen by its bot; a bot that raises
    or returns an illegal move, or is to act after ``max_moves`` moves, loses the game
    and stops it. The reason is the first line of the message of ``error`` (the game's
    own), or the exception's type and message."""
    n = len(bots)
    seconds = [0.0] * n
    decisions = [0] * n
    failures: list[tuple[int, str]] = []
    while (p := table.to_act()) is not None:
        if table.moves() > max_moves:
            failures.append((p, f"the game did not end within {max_moves} moves"))
            break
        view = table.view(p)
        start = time.process_time()
        try:
            move = bots[p].choose(view)
            seconds[p] += time.process_time() - start
            decisions[p] += 1
            table.check(p, view, move)
        except Exception as e:  # a failing bot loses the game, the match goes on
            reason = str(e) if isinstance(e, error) else f"{type(e).__name__}: {e}"
            failures.append((p, reason.splitlines()[0] if reason else type(e).__name__))
            break
        table.play(move)
    return Turns(tuple(failures), tuple(seconds), tuple(decisions))


# -- running a match ------------------------------------------------------------


class Outcome(SeatResult, Protocol):
    """One game's result by seat, as :func:`run_match` and :class:`Summary` read it:
    what :func:`~tabletop.stats.summarize_bots` reads, and the game's index."""

    @property
    def index(self) -> int: ...


_R = TypeVar("_R", bound=Outcome)


def run_match(play: Callable[[_S], _R], specs: Iterable[_S], map: AnyMap = map,
              on_result: Callable[[_R], None] | None = None) -> tuple[_R, ...]:
    """The results of ``play`` over ``specs`` through ``map`` (the built-in
    :func:`map`, :func:`process_map`, a cluster's), in the order of the games;
    ``on_result`` is called with each result as it comes (a progress bar)."""
    results = []
    for result in map(play, specs):
        results.append(result)
        if on_result is not None:
            on_result(result)
    return tuple(sorted(results, key=lambda r: r.index))


@attrs.frozen
class Summary(Generic[_R]):
    """A match summed up: one :class:`~tabletop.stats.BotSummary` per distinct bot
    spec (in order of first seat), and the game results in the order of the games."""

    bots: tuple[BotSummary, ...]
    results: tuple[_R, ...]

    @classmethod
    def of(cls, results: Iterable[_R]) -> Self:
        """The summary of ``results``, in any order."""
        ordered = sorted(results, key=lambda r: r.index)
        return cls(summarize_bots(ordered), tuple(ordered))

    @property
    def games(self) -> int:
        """Games played."""
        return len(self.results)
