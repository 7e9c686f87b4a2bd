"""The arena: many games between bots, seats rotated, and what they say.

:func:`game_specs` lists the games of a match, :func:`play_game` plays one
(a pure function of its :class:`GameSpec`: the same spec gives the same
:class:`GameResult` in any process), and :func:`run_arena` plays them all
through a pluggable ``map`` -- the built-in :func:`map` in this process, or
:func:`process_map` for a pool of worker processes -- and sums them up per bot
in a :class:`Summary`. The results come back in the order of the games
whatever the map, so a match gives the same summary with any number of
processes.

>>> from vanuatu import Options
>>> specs = game_specs(["heuristic", "random", "random"], games=3, seed=1,
...                    options=Options(players=3))
>>> summary = run_arena(specs)
>>> [b.name for b in summary.bots]
['heuristic', 'random']
>>> summary.bots[0].games, summary.bots[1].games
(3, 6)

A bot that raises or returns an illegal move loses that game: it is ranked
last, the reason is kept in :attr:`GameResult.failures`, and the match goes on.
"""

from __future__ import annotations

import os
import time
from collections.abc import Callable, Iterable, Iterator, Sequence
from contextlib import contextmanager

import attrs

from tabletop.arena import MadeOnDemand
from tabletop.arena import process_map as tabletop_map
from tabletop.stats import BotSummary, Interval, rotate, shared_first, summarize_bots
from tabletop.stats import derive_seed as tabletop_seed

from ..errors import BotError
from ..game import Game
from ..options import Options
from ..records import Headers
from ..rules.scoring import final_scores
from ..version import GENERATOR
from .interface import check_choice, view_for
from .registry import make_bot

__all__ = [
    "MAX_GAMES",
    "MAX_MOVES",
    "BotSummary",
    "GameResult",
    "GameSpec",
    "Interval",
    "MapFunction",
    "Summary",
    "game_specs",
    "play_game",
    "process_map",
    "run_arena",
    "summarize",
]

#: A game longer than this is stopped and the bot to act loses it.
MAX_MOVES = 20_000
#: The most games of one match.
MAX_GAMES = 1_000_000


def derive_seed(seed: int, purpose: str) -> int:
    """A seed for one purpose (``"game 3"``, ``"chance"``, ``"bot 0"``) derived from ``seed``."""
    return tabletop_seed("vanuatu", seed, purpose)


@attrs.frozen
class GameSpec:
    """One game of a match: the bot spec of each seat, the game's seed (chance
    and bots' seeds are derived from it), the options, and where to write the
    record (a folder, or ``None``)."""

    index: int
    seats: tuple[str, ...]
    seed: int
    options: Options
    records: str | None = None

    @property
    def record_path(self) -> str | None:
        """The record file of this game, in :attr:`records`."""
        if self.records is None:
            return None
        return os.path.join(self.records, f"game-{self.index + 1:04d}.vnt")


@attrs.frozen
class GameResult:
    """The outcome of one game, by seat.

    ``wins`` gives each seat its share of first place (1 for a sole winner,
    1/k for k tied winners, 0 for everyone after a Rising Waters defeat);
    ``failures`` lists ``(seat, reason)`` for each bot that raised or returned
    an illegal move (it is ranked last); ``seconds`` and ``decisions`` are the
    processor time each seat's bot spent in ``choose`` (not counting the
    building of its view) and how many moves it chose.
    """

    index: int
    seats: tuple[str, ...]
    scores: tuple[int, ...]
    ranks: tuple[int, ...]
    wins: tuple[float, ...]
    moves: int
    defeat: bool = False
    failures: tuple[tuple[int, str], ...] = ()
    seconds: tuple[float, ...] = ()
    decisions: tuple[int, ...] = ()
    record: str | None = None


def game_specs(
    bots: Sequence[str], games: int, seed: int, options: Options, records: str | None = None
) -> Sequence[GameSpec]:
    """The games of a match between ``bots`` (one spec per seat): in game ``g``
    seat ``s`` gets ``bots[(s + g) % n]``, so every bot plays every seat in turn.

    The specs are made as they are asked for, so a long match takes no memory
    before its first game; ``games`` is at most :data:`MAX_GAMES`."""
    n = len(bots)
    if n != options.players:
        raise BotError(f"{n} bots for {options.players} players")
    if isinstance(games, bool) or not isinstance(games, int) or not 0 <= games <= MAX_GAMES:
        raise BotError(f"games: expected a whole number from 0 to {MAX_GAMES}, not {games!r:.40}")
    return _Specs(tuple(bots), games, seed, options, records)


@attrs.frozen
class _Specs(MadeOnDemand[GameSpec]):
    """The :class:`GameSpec` of each game of a match, made when asked for."""

    bots: tuple[str, ...]
    games: int
    seed: int
    options: Options
    records: str | None

    def __len__(self) -> int:
        return self.games

    def make(self, g: int) -> GameSpec:
        """The spec of game ``g``."""
        return GameSpec(g, rotate(self.bots, g), derive_seed(self.seed, f"game {g}"),
                        self.options, self.records)


def play_game(spec: GameSpec) -> GameResult:
    """Play the game of ``spec`` and return its result (and write its record)."""
    n = len(spec.seats)
    bots = [make_bot(s, derive_seed(spec.seed, f"bot {i}")) for i, s in enumerate(spec.seats)]
    headers = Headers(
        names=spec.seats,
        tags=(("Seed", str(spec.seed)), ("Generator", GENERATOR)),
    )
    game = Game(options=spec.options, seed=derive_seed(spec.seed, "chance"), headers=headers)
    seconds = [0.0] * n
    decisions = [0] * n
    failures: list[tuple[int, str]] = []
    while not game.is_over():
        p = game.state.to_act
        if len(game.moves) > MAX_MOVES:
            failures.append((p, f"the game did not end within {MAX_MOVES} moves"))
            break
        state = game.state
        view = view_for(state, p, game.moves)
        start = time.process_time()
        try:
            move = bots[p].choose(view)
            seconds[p] += time.process_time() - start
            decisions[p] += 1
            check_choice(bots[p], state, view, move)
        except Exception as e:  # a failing bot loses the game, the match goes on
            reason = str(e) if isinstance(e, BotError) else f"{type(e).__name__}: {e}"
            failures.append((p, reason.splitlines()[0] if reason else type(e).__name__))
            break
        game.play(move)
    record = spec.record_path
    if record is not None:
        if failures:
            p, reason = failures[0]
            headers = attrs.evolve(headers, tags=(*headers.tags, ("Forfeit", f"P{p}")))
            game.headers = headers
        game.record.dump(record)
    return _result(spec, game, failures, seconds, decisions, record)


def _result(spec: GameSpec, game: Game, failures: list[tuple[int, str]],
            seconds: list[float], decisions: list[int], record: str | None) -> GameResult:
    n = len(spec.seats)
    scores = final_scores(game.state)
    totals = scores.totals
    failed = {p for p, _ in failures}
    if scores.defeat:
        ranks = tuple([n] * n)
        wins = tuple([0.0] * n)
    else:
        keys = {ln.player: (ln.total, ln.huts_on_board, ln.vatus_left) for ln in scores.lines}
        ranks, wins = shared_first([keys[p] for p in range(n)], failed)
    return GameResult(
        index=spec.index, seats=spec.seats, scores=totals, ranks=ranks, wins=wins,
        moves=len(game.moves), defeat=scores.defeat, failures=tuple(failures),
        seconds=tuple(seconds), decisions=tuple(decisions), record=record,
    )


# -- running a match --------------------------------------------------------

MapFunction = Callable[[Callable[[GameSpec], GameResult], Iterable[GameSpec]],
                       Iterable[GameResult]]
"""A ``map`` that runs :func:`play_game` over the specs and yields the results
in the order of the specs (the built-in :func:`map`, an executor's ``map``...)."""


@contextmanager
def process_map(jobs: int) -> Iterator[MapFunction]:
    """A :data:`MapFunction` over ``jobs`` worker processes (standard library),
    for use in a ``with`` block; ``jobs <= 1`` runs in this process
    (:func:`tabletop.arena.process_map`)."""
    with tabletop_map(jobs) as pmap:
        yield pmap


def run_arena(
    specs: Sequence[GameSpec],
    map: MapFunction = map,
    on_result: Callable[[GameResult], None] | None = None,
) -> Summary:
    """Play ``specs`` through ``map`` and sum the results up per bot;
    ``on_result`` is called with each result as it comes (a progress bar)."""
    results = []
    for result in map(play_game, specs):
        results.append(result)
        if on_result is not None:
            on_result(result)
    return summarize(results)


# -- statistics (shared with the other games: tabletop.stats) ---------

@attrs.frozen
class Summary:
    """A match summed up: one :class:`BotSummary` per distinct bot spec (in
    order of first seat), and the game results."""

    bots: tuple[BotSummary, ...]
    results: tuple[GameResult, ...]

    @property
    def games(self) -> int:
        """Games played."""
        return len(self.results)

    @property
    def defeats(self) -> int:
        """Games lost by every player to the water (R10.3)."""
        return sum(1 for r in self.results if r.defeat)


def summarize(results: Iterable[GameResult]) -> Summary:
    """Sum ``results`` up per bot spec."""
    ordered = sorted(results, key=lambda r: r.index)
    return Summary(summarize_bots(ordered), tuple(ordered))
