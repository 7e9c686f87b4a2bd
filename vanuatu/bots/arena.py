"""The arena: many games between bots, seats rotated, and what they say.

:func:`game_specs` lists the games of a match, :func:`play_game` plays one
(a pure function of its :class:`GameSpec`: the same spec gives the same
:class:`GameResult` in any process), and :func:`run_arena` plays them all
through a pluggable ``map`` -- the built-in :func:`map` in this process, or
:func:`process_map` for a pool of worker processes -- and sums them up per bot
in a :class:`Summary`. The results come back in the order of the games
whatever the map, so a match gives the same summary with any number of
processes. The loop over the games and over the turns of a game is
:mod:`tabletop.arena`'s, as for Vapor Willie's arena; this module says how a
game of Vanuatu is set up, recorded and scored.

>>> from vanuatu import Options
>>> specs = game_specs(["heuristic", "random", "random"], games=3, seed=1,
...                    options=Options(players=3))
>>> summary = run_arena(specs)
>>> [b.name for b in summary.bots]
['heuristic', 'random']
>>> summary.bots[0].games, summary.bots[1].games
(3, 6)

With more bots than seats, each game seats a table of them: every table of
``players`` of the bots in turn (:class:`Pool`), each for ``players`` games
with its seats rotated, so that a rating run (:mod:`tabletop.ratings`) can
compare any number of bots:

>>> pool = game_specs(["random", "heuristic", "easy"], games=6, seed=1,
...                   options=Options(players=2))
>>> [spec.seats for spec in pool]  # doctest: +NORMALIZE_WHITESPACE
[('random', 'heuristic'), ('heuristic', 'random'), ('random', 'easy'),
 ('easy', 'random'), ('heuristic', 'easy'), ('easy', 'heuristic')]

A bot that raises or returns an illegal move loses that game: it is ranked
last, the reason is kept in :attr:`GameResult.failures`, and the match goes on.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Sequence
from contextlib import contextmanager
from functools import partial

import attrs

from tabletop import arena, pools
from tabletop.arena import MAX_GAMES, play_turns, run_match, seat_bots
from tabletop.arena import process_map as tabletop_map
from tabletop.pools import lineup
from tabletop.stats import BotSummary, Interval, shared_first
from tabletop.stats import derive_seed as tabletop_seed

from ..errors import BotError
from ..game import Game
from ..moves import Move
from ..options import Options
from ..records import Headers
from ..rules.scoring import final_scores
from ..version import GENERATOR
from .interface import Bot, PlayerView, check_choice, view_for
from .registry import make_bot

__all__ = [
    "MAX_GAMES",
    "MAX_MOVES",
    "MAX_POOL",
    "BotSummary",
    "GameResult",
    "GameSpec",
    "Interval",
    "MapFunction",
    "Pool",
    "Summary",
    "game_specs",
    "play_game",
    "process_map",
    "run_arena",
    "summarize",
]

#: A game longer than this is stopped and the bot to act loses it.
MAX_MOVES = 20_000

#: The most bots of a pool (more bots than seats, :class:`~tabletop.pools.Pool`).
MAX_POOL = pools.MAX_POOL

#: The games of a match between more bots than seats (:class:`tabletop.pools.Pool`).
Pool = pools.Pool

#: The name within which the seeds of a match are derived.
_NAMESPACE = "vanuatu"


def derive_seed(seed: int, purpose: str) -> int:
    """A seed for one purpose (``"game 3"``, ``"chance"``, ``"bot 0"``) derived from ``seed``."""
    return tabletop_seed(_NAMESPACE, seed, purpose)


@attrs.frozen
class GameSpec(arena.GameSpec[Options]):
    """One game of a match: the bot spec of each seat, the game's seed (chance
    and bots' seeds are derived from it), the options, and where to write the
    record (a folder, or ``None``; :attr:`record_path` is ``game-NNNN.vnt`` in it)."""

    suffix = ".vnt"


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
    """The games of a match between ``bots``: with one spec per seat, in game ``g``
    seat ``s`` gets ``bots[(s + g) % n]``, so every bot plays every seat in turn
    (:class:`tabletop.arena.Match`); with more bots than seats (at most
    :data:`MAX_POOL`), the tables of a :class:`Pool` take turns.

    The specs are made as they are asked for, so a long match takes no memory
    before its first game; ``games`` is at most :data:`MAX_GAMES`."""
    return lineup(bots, games, seed, options.players, _NAMESPACE,
                  partial(GameSpec, options=options, records=records), BotError)


@attrs.define
class _Table:
    """A game of Vanuatu as the turns of :func:`tabletop.arena.play_turns` see it."""

    game: Game
    bots: Sequence[Bot]

    def to_act(self) -> int | None:
        return None if self.game.is_over() else self.game.state.to_act

    def moves(self) -> int:
        return len(self.game.moves)

    def view(self, seat: int) -> PlayerView:
        return view_for(self.game.state, seat, self.game.moves)

    def check(self, seat: int, view: PlayerView, move: Move) -> None:
        check_choice(self.bots[seat], self.game.state, view, move)

    def play(self, move: Move) -> None:
        self.game.play(move)


def play_game(spec: GameSpec) -> GameResult:
    """Play the game of ``spec`` and return its result (and write its record)."""
    bots = seat_bots(make_bot, spec.seats, _NAMESPACE, spec.seed)
    headers = Headers(
        names=spec.seats,
        tags=(("Seed", str(spec.seed)), ("Generator", GENERATOR)),
    )
    game = Game(options=spec.options, seed=derive_seed(spec.seed, "chance"), headers=headers)
    turns = play_turns(_Table(game, bots), bots, BotError, MAX_MOVES)
    record = spec.record_path
    if record is not None:
        if turns.failures:
            p = turns.failures[0][0]
            headers = attrs.evolve(headers, tags=(*headers.tags, ("Forfeit", f"P{p}")))
            game.headers = headers
        game.record.dump(record)
    return _result(spec, game, turns, record)


def _result(spec: GameSpec, game: Game, turns: arena.Turns, record: str | None) -> GameResult:
    n = len(spec.seats)
    scores = final_scores(game.state)
    totals = scores.totals
    failed = {p for p, _ in turns.failures}
    if scores.defeat:
        ranks = tuple([n] * n)
        wins = tuple([0.0] * n)
    else:
        keys = {ln.player: (ln.total, ln.huts_on_board, ln.vatus_left) for ln in scores.lines}
        ranks, wins = shared_first([keys[p] for p in range(n)], failed)
    return GameResult(
        index=spec.index, seats=spec.seats, scores=totals, ranks=ranks, wins=wins,
        moves=len(game.moves), defeat=scores.defeat, failures=turns.failures,
        seconds=turns.seconds, decisions=turns.decisions, record=record,
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
    ``on_result`` is called with each result as it comes (a progress bar)
    (:func:`tabletop.arena.run_match`)."""
    return summarize(run_match(play_game, specs, map, on_result))


# -- statistics (shared with the other games: tabletop.stats) ---------

@attrs.frozen
class Summary(arena.Summary[GameResult]):
    """A match summed up: one :class:`BotSummary` per distinct bot spec (in
    order of first seat), and the game results
    (:class:`tabletop.arena.Summary`)."""

    @property
    def defeats(self) -> int:
        """Games lost by every player to the water (R10.3)."""
        return sum(1 for r in self.results if r.defeat)


def summarize(results: Iterable[GameResult]) -> Summary:
    """Sum ``results`` up per bot spec."""
    return Summary.of(results)
