"""``vanuatu arena``: play many games between bots, seats rotated, and print
per bot the games, wins, mean score, mean rank and rating with 95% intervals;
with more bots than seats, tables of them take turns (a rating run)."""

from __future__ import annotations

import argparse
import json
from contextlib import AbstractContextManager
from typing import Any

from tabletop.arena import bot_table
from tabletop.commandline import records_fault
from tabletop.progress import progress

from ..batch import cores
from ..batch.cluster import dask_map
from ..bots import BOTS, levels, make_bot, split_specs
from ..bots.arena import (
    MAX_GAMES,
    MAX_POOL,
    GameResult,
    MapFunction,
    Summary,
    game_specs,
    process_map,
    run_arena,
)
from ..describe.refusals import refusal_reason
from ..errors import BotError, VanuatuError
from .archives import check_dask
from .common import (
    EXIT_CODES,
    UsageError,
    add_game_options,
    game_options,
    non_negative,
    out,
    positive,
    seat_specs,
    whole_number,
)
from .words import N_, language
from .words import gettext as _

__all__ = ["GAMES_PER_TASK", "register", "run"]

#: Games per task on a Dask cluster (a game between random bots takes some
#: 50 ms, far above the millisecond or so Dask spends on a task).
GAMES_PER_TASK = 2


def register(sub: Any) -> None:
    """Add the ``arena`` command to the subparsers ``sub``."""
    arena = sub.add_parser(
        "arena", help=_("play many games between bots and compare them"), epilog=_(EXIT_CODES),
        description=_("Play games between bots with the seats rotated, and print per bot the "
                      "games, wins (a shared first place counts as a fraction), mean score, "
                      "mean rank and rating (extra 'ratings'), with 95% confidence intervals. "
                      "With more bots than players, every table of them plays in turn."),
    )
    add_game_options(arena)
    arena.add_argument(
        "--bots", required=True,
        help=_("bot specs, one for every seat, one per seat or more (at most {most}: "
               "every table of them plays in turn), comma separated: {bots}; parameters "
               "after a colon (ismcts:iterations=200,heuristic,random,random). The levels "
               "for people, easy first: {levels}").format(
            most=MAX_POOL, bots=BOTS.listing(),
            levels="; ".join(f"{level.name} ({_(level.summary)})" for level in levels())))
    arena.add_argument("--games", type=whole_number(1, N_("a number of games"), MAX_GAMES),
                       default=100, help=_("games to play (100, at most {most})").format(
                           most=MAX_GAMES))
    arena.add_argument("--seed", type=non_negative, default=0,
                       help=_("seed of the match: each game's seed is derived from it (0)"))
    arena.add_argument("--jobs", type=positive,
                       help=_("worker processes, at most one per game and per core; the "
                              "results do not depend on it (1)"))
    arena.add_argument(
        "--dask", metavar="ADDRESS",
        help=_("play the games on the Dask cluster whose scheduler is at ADDRESS "
               "(tcp://host:8786), or on a new local cluster of --jobs processes (every core "
               "without --jobs) with 'local'; the results do not depend on it (extra 'dask'; "
               "--records then needs a folder every worker can write)"),
    )
    arena.add_argument("--records", metavar="DIR",
                       help=_("write each game's record to DIR/game-NNNN.vnt"))
    arena.add_argument("--json", action="store_true", help=_("print one JSON object"))
    arena.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    """Play the match of ``args``; return the exit status."""
    options = game_options(args)
    bots = _bot_specs(args.bots, args.players)
    fault = records_fault(args.records)
    if fault is not None:
        raise UsageError(fault)
    check_dask(args.dask)
    specs = game_specs(bots, args.games, args.seed, options, args.records)
    executor: AbstractContextManager[MapFunction]
    if args.dask is not None:
        workers = min(args.jobs or cores(), args.games, cores())  # 'local': this machine's
        executor = dask_map(args.dask, workers, GAMES_PER_TASK)
    else:
        executor = process_map(min(args.jobs or 1, args.games, cores()))
    try:
        with progress(total=len(specs), description=_("games")) as bar, executor as pmap:

            def advance(_: GameResult) -> None:
                bar.advance()

            summary = run_arena(specs, pmap, advance)
    except OSError as e:
        if args.dask is None:
            raise
        raise VanuatuError(_("--dask {address}: cannot reach the scheduler: {error}").format(
            address=args.dask, error=e)) from None
    if args.json:
        out(json.dumps(_json(summary, args), indent=2))
    else:
        out(_table(summary, args))
    return 0


def _bot_specs(text: str, players: int) -> list[str]:
    """The specs of ``--bots``: one per seat, one for every seat, or a pool of more
    (at most :data:`~vanuatu.bots.arena.MAX_POOL`)."""
    specs = split_specs(text)
    if len(specs) <= max(players, 1):
        return seat_specs(text, players)
    if len(specs) > MAX_POOL:
        raise UsageError(_("--bots: {count} bots, at most {most}").format(
            count=len(specs), most=MAX_POOL))
    for spec in specs:
        try:
            make_bot(spec, 0)
        except BotError as e:
            raise UsageError(f"--bots: {refusal_reason(str(e), language())}") from None
    return specs


def _json(summary: Summary, args: argparse.Namespace) -> dict[str, object]:
    return {
        "players": args.players, "games": summary.games, "seed": args.seed,
        "variants": {"characters": not args.no_characters,
                     "rising_waters": args.rising_waters},
        "defeats": summary.defeats,
        "bots": [b.to_json() for b in summary.bots],
        "failures": [{"game": r.index + 1, "seat": seat, "bot": r.seats[seat], "reason": why}
                     for r in summary.results for seat, why in r.failures],
    }


def _table(summary: Summary, args: argparse.Namespace) -> str:
    variants = "".join(", " + _(word) for word, on in (
        ("no characters", args.no_characters), ("Rising Waters", args.rising_waters)) if on)
    head = _("{games} games, {players} players, seed {seed}{variants}; 95% intervals in "
             "brackets").format(games=summary.games, players=args.players, seed=args.seed,
                                variants=variants)
    lines = [head, "", *bot_table(summary.bots, language())]
    if summary.defeats:
        lines.append("\n" + _("{count} games ended in the defeat of every player "
                              "(R10.3).").format(count=summary.defeats))
    for r in summary.results:
        for seat, why in r.failures:
            lines.append(_("game {number}: P{seat} ({bot}) lost: {reason}").format(
                number=r.index + 1, seat=seat, bot=r.seats[seat],
                reason=refusal_reason(why, language())))
    return "\n".join(lines)
