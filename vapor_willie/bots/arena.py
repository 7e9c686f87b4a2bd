"""The arena: many games between bots, seats rotated, summed up per bot with the
statistics of :mod:`tabletop.stats` (win rates with Wilson 95% intervals, mean
scores and ranks with normal 95% intervals).

:func:`play_game` is a pure function of its :class:`GameSpec`, so a match gives the
same summary whatever the number of worker processes.

>>> from vapor_willie import Options
>>> specs = game_specs(["heuristic", "random"], games=2, seed=1,
...                    options=Options(players=2, max_rounds=30))
>>> summary = run_arena(specs)
>>> [(b.name, b.games) for b in summary.bots]
[('heuristic', 2), ('random', 2)]

A bot that raises or returns an illegal move loses that game (ranked last, the reason
kept in :attr:`GameResult.failures`) and the match goes on.
"""

from __future__ import annotations

import os
import time
from collections.abc import Callable, Iterable, Sequence

import attrs

from tabletop.arena import AnyMap, MadeOnDemand
from tabletop.stats import BotSummary, derive_seed, rotate, shared_first, summarize_bots

from ..game import Game
from ..options import Options
from ..rules.scoring import final_scores
from .interface import BotError, check_choice, view_for
from .registry import make_bot

__all__ = ["MAX_GAMES", "MAX_MOVES", "GameResult", "GameSpec", "Summary", "game_specs",
           "play_game", "run_arena", "summarize"]

#: A game longer than this is stopped and the bot to act loses it.
MAX_MOVES = 20_000
#: The most games of one match (as for vanuatu's arena).
MAX_GAMES = 1_000_000


def _seed(seed: int, purpose: str) -> int:
    return derive_seed("vapor-willie", seed, purpose)


@attrs.frozen
class GameSpec:
    """One game of a match: the bot spec of each seat, the game's seed, the options,
    and the folder of the records (or ``None``)."""

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
        return os.path.join(self.records, f"game-{self.index + 1:04d}.vwr")


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
    """The games of a match (one bot spec per seat, rotated from game to game), made
    as they are asked for, so that a long match takes no memory before its first
    game; ``games`` is at most :data:`MAX_GAMES`."""
    if len(bots) != options.players:
        raise BotError(f"{len(bots)} bots for {options.players} players")
    if isinstance(games, bool) or not isinstance(games, int) or not 0 <= games <= MAX_GAMES:
        raise BotError(f"games: expected a whole number from 0 to {MAX_GAMES}, "
                       f"not {games!r:.40}")
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
        return GameSpec(g, rotate(self.bots, g), _seed(self.seed, f"game {g}"), self.options,
                        self.records)


def play_game(spec: GameSpec) -> GameResult:
    """Play the game of ``spec``; write its record if asked."""
    n = len(spec.seats)
    bots = [make_bot(s, _seed(spec.seed, f"bot {i}")) for i, s in enumerate(spec.seats)]
    game = Game(options=spec.options, seed=_seed(spec.seed, "chance"), names=spec.seats)
    seconds = [0.0] * n
    decisions = [0] * n
    failures: list[tuple[int, str]] = []
    while not game.is_over():
        state = game.state
        p = state.to_act
        if len(game.moves) > MAX_MOVES:
            failures.append((p, f"the game did not end within {MAX_MOVES} moves"))
            break
        view = view_for(state, p)
        start = time.process_time()
        try:
            move = bots[p].choose(view)
            seconds[p] += time.process_time() - start
            decisions[p] += 1
            check_choice(bots[p], state, move)
        except Exception as e:  # a failing bot loses the game, the match goes on
            reason = str(e) if isinstance(e, BotError) else f"{type(e).__name__}: {e}"
            failures.append((p, reason.splitlines()[0][:200] if reason else type(e).__name__))
            break
        game.play(move)
    record = spec.record_path
    if record is not None:
        game.record.dump(record)
    totals = tuple(line.total for line in final_scores(game.state).lines)
    ranks, wins = shared_first(totals, [p for p, _ in failures])
    return GameResult(spec.index, spec.seats, totals, ranks, wins, len(game.moves),
                      game.state.ended, tuple(failures), tuple(seconds), tuple(decisions),
                      record)


@attrs.frozen
class Summary:
    """A match summed up: one :class:`~tabletop.stats.BotSummary` per distinct
    bot spec (in order of first seat), and the game results."""

    bots: tuple[BotSummary, ...]
    results: tuple[GameResult, ...]

    @property
    def games(self) -> int:
        """Games played."""
        return len(self.results)

    def endings(self) -> dict[str, int]:
        """How many games ended each way (``the-end``, ``bag``, ``rounds``)."""
        out: dict[str, int] = {}
        for r in self.results:
            out[r.ended or "stopped"] = out.get(r.ended or "stopped", 0) + 1
        return out


def summarize(results: Iterable[GameResult]) -> Summary:
    """Sum ``results`` up per bot spec."""
    ordered = sorted(results, key=lambda r: r.index)
    return Summary(summarize_bots(ordered), tuple(ordered))


def run_arena(specs: Sequence[GameSpec], map: AnyMap = map,
              on_result: Callable[[GameResult], None] | None = None) -> Summary:
    """Play ``specs`` through ``map`` (:func:`tabletop.arena.process_map` for
    worker processes) and sum the results up per bot."""
    results = []
    for result in map(play_game, specs):
        results.append(result)
        if on_result is not None:
            on_result(result)
    return summarize(results)
