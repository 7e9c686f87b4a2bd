"""The arena: many games between bots, seats rotated, summed up per bot with the
statistics of :mod:`tabletop.stats` (win rates with Wilson 95% intervals, mean
scores and ranks with normal 95% intervals).

:func:`play_game` is a pure function of its :class:`GameSpec`, so a match gives the
same summary whatever the number of worker processes. The loop over the games and over
the turns of a game is :mod:`tabletop.arena`'s, as for vanuatu's arena; this module says
how a game of Vapor Willie is set up, recorded and scored.

>>> from vapor_willie import Options
>>> specs = game_specs(["heuristic", "random"], games=2, seed=1,
...                    options=Options(players=2, max_rounds=30))
>>> summary = run_arena(specs)
>>> [(b.name, b.games) for b in summary.bots]
[('heuristic', 2), ('random', 2)]

With more bots than seats (at most :data:`MAX_POOL`), each game seats a table of them,
as in vanuatu's arena: every table of ``players`` of the bots in turn (:class:`Pool`),
each for ``players`` games with its seats rotated:

>>> pool = game_specs(["random", "heuristic", "ismcts"], games=6, seed=1,
...                   options=Options(players=2))
>>> [spec.seats for spec in pool]  # doctest: +NORMALIZE_WHITESPACE
[('random', 'heuristic'), ('heuristic', 'random'), ('random', 'ismcts'),
 ('ismcts', 'random'), ('heuristic', 'ismcts'), ('ismcts', 'heuristic')]

A bot that raises or returns an illegal move loses that game (ranked last, the reason
kept in :attr:`GameResult.failures`) and the match goes on.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from functools import partial

import attrs

from tabletop import arena, pools
from tabletop.arena import MAX_GAMES, AnyMap, play_turns, run_match, seat_bots
from tabletop.pools import lineup
from tabletop.stats import derive_seed, shared_first

from ..game import Game
from ..moves import Move
from ..options import Options
from ..rules.scoring import final_scores
from .interface import Bot, BotError, PlayerView, check_choice, view_for
from .registry import make_bot

__all__ = ["MAX_GAMES", "MAX_MOVES", "MAX_POOL", "GameResult", "GameSpec", "Pool", "Summary",
           "game_specs", "play_game", "run_arena", "summarize"]

#: A game longer than this is stopped and the bot to act loses it.
MAX_MOVES = 20_000

#: The most bots of a pool (more bots than seats, :class:`~tabletop.pools.Pool`).
MAX_POOL = pools.MAX_POOL

#: The games of a match between more bots than seats (:class:`tabletop.pools.Pool`).
Pool = pools.Pool

#: The name within which the seeds of a match are derived.
_NAMESPACE = "vapor-willie"


@attrs.frozen
class GameSpec(arena.GameSpec[Options]):
    """One game of a match: the bot spec of each seat, the game's seed, the options,
    and the folder of the records (or ``None``; :attr:`record_path` is
    ``game-NNNN.vwr`` in it)."""

    suffix = ".vwr"


@attrs.frozen
class GameResult:
    """The outcome of one game, by seat: scores, ranks (ties share a rank), shares of
    first place (VW11.6: tied winners share the victory), failures ``(seat, reason)``,
    processor seconds and decisions of each seat's bot, and how the game ended."""

    index: int
    seats: tuple[str, ...]
    scores: tuple[int, ...]
    ranks: tuple[int, ...]
    wins: tuple[float, ...]
    moves: int
    ended: str = ""
    failures: tuple[tuple[int, str], ...] = ()
    seconds: tuple[float, ...] = ()
    decisions: tuple[int, ...] = ()
    record: str | None = None


def game_specs(bots: Sequence[str], games: int, seed: int, options: Options,
               records: str | None = None) -> Sequence[GameSpec]:
    """The games of a match: with one bot spec per seat, rotated from game to game
    (:class:`tabletop.arena.Match`); with more bots than seats (at most
    :data:`MAX_POOL`), the tables of a :class:`Pool` take turns. The specs are made as
    they are asked for, so that a long match takes no memory before its first game;
    ``games`` is at most :data:`MAX_GAMES`."""
    return lineup(bots, games, seed, options.players, _NAMESPACE,
                  partial(GameSpec, options=options, records=records), BotError)


@attrs.define
class _Table:
    """A game of Vapor Willie as the turns of :func:`tabletop.arena.play_turns` see it."""

    game: Game
    bots: Sequence[Bot]

    def to_act(self) -> int | None:
        return None if self.game.is_over() else self.game.state.to_act

    def moves(self) -> int:
        return len(self.game.moves)

    def view(self, seat: int) -> PlayerView:
        return view_for(self.game.state, seat)

    def check(self, seat: int, view: PlayerView, move: Move) -> None:
        check_choice(self.bots[seat], self.game.state, move)

    def play(self, move: Move) -> None:
        self.game.play(move)


def play_game(spec: GameSpec) -> GameResult:
    """Play the game of ``spec``; write its record if asked."""
    bots = seat_bots(make_bot, spec.seats, _NAMESPACE, spec.seed)
    game = Game(options=spec.options, seed=derive_seed(_NAMESPACE, spec.seed, "chance"),
                names=spec.seats)
    turns = play_turns(_Table(game, bots), bots, BotError, MAX_MOVES)
    record = spec.record_path
    if record is not None:
        game.record.dump(record)
    totals = tuple(line.total for line in final_scores(game.state).lines)
    failures = tuple((p, reason[:200]) for p, reason in turns.failures)
    ranks, wins = shared_first(totals, [p for p, _ in failures])
    return GameResult(spec.index, spec.seats, totals, ranks, wins, len(game.moves),
                      game.state.ended, failures, turns.seconds, turns.decisions, record)


@attrs.frozen
class Summary(arena.Summary[GameResult]):
    """A match summed up: one :class:`~tabletop.stats.BotSummary` per distinct
    bot spec (in order of first seat), and the game results
    (:class:`tabletop.arena.Summary`)."""

    def endings(self) -> dict[str, int]:
        """How many games ended each way (``the-end``, ``bag``, ``rounds``)."""
        out: dict[str, int] = {}
        for r in self.results:
            out[r.ended or "stopped"] = out.get(r.ended or "stopped", 0) + 1
        return out


def summarize(results: Iterable[GameResult]) -> Summary:
    """Sum ``results`` up per bot spec."""
    return Summary.of(results)


def run_arena(specs: Sequence[GameSpec], map: AnyMap = map,
              on_result: Callable[[GameResult], None] | None = None) -> Summary:
    """Play ``specs`` through ``map`` (:func:`tabletop.arena.process_map` for
    worker processes) and sum the results up per bot (:func:`tabletop.arena.run_match`)."""
    return summarize(run_match(play_game, specs, map, on_result))
