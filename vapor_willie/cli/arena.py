"""``vapor-willie arena``: play many games between bots, seats rotated, and print per
bot the games, wins, mean score and mean rank with 95% intervals (the options, table and
``--json`` shape of ``vanuatu arena``); with more bots than seats, tables of them take
turns (a rating run), and ``--dask`` plays the games on a Dask cluster
(:mod:`tabletop.cluster`, the extra ``dask``)."""

from __future__ import annotations

import argparse
import json
from contextlib import AbstractContextManager
from typing import Any

from tabletop.arena import MAX_GAMES, AnyMap, bot_table
from tabletop.batch import cores
from tabletop.commandline import records_fault
from tabletop.progress import progress
from tabletop.translation import list_separator

from ..bots.arena import MAX_POOL, Summary, game_specs, run_arena
from ..bots.interface import BotError
from ..bots.registry import BOTS, make_bot, split_specs
from ..narration.errors import error_text
from ..narration.refusals import refusal_reason
from ..options import MAX_ROUNDS, Options
from .common import Usage, add_ruling_argument, ending_words, out, ruling_fields, whole_number
from .validate import check_dask
from .words import EXIT_CODES, N_, language, ngettext
from .words import gettext as _

__all__ = ["GAMES_PER_TASK", "register", "run"]

#: Games per task on a Dask cluster (as for ``vanuatu arena --dask``).
GAMES_PER_TASK = 2


def register(sub: Any) -> None:
    """Add the ``arena`` command to the subparsers ``sub``."""
    p = sub.add_parser(
        "arena", help=_("play many games between bots and compare them"), epilog=_(EXIT_CODES),
        description=_("Play games between bots with the seats rotated, and print per bot "
                      "the games, wins (a shared first place counts as a fraction), mean "
                      "score and mean rank, with 95% confidence intervals. With more bots "
                      "than players, every table of them plays in turn."))
    p.add_argument("--players", type=whole_number(2), default=None,
                   help=_("2 to 4 (default: one per bot, from 2 to 4)"))
    p.add_argument("--bots", required=True,
                   help=_("bot specs, one for every seat, one per seat or more (at most "
                          "{most}: every table of them plays in turn), comma separated: "
                          "{bots}; parameters after a colon "
                          "(ismcts:iterations=50,heuristic,heuristic,heuristic)").format(
                       most=MAX_POOL, bots=BOTS.listing()))
    p.add_argument("--games", type=whole_number(1, N_("a number of games"), MAX_GAMES),
                   default=100,
                   help=_("games to play (100; at most {most})").format(most=MAX_GAMES))
    p.add_argument("--seed", type=whole_number(0), default=0,
                   help=_("seed of the match: each game's seed is derived from it (0)"))
    p.add_argument("--jobs", type=whole_number(1),
                   help=_("worker processes, at most one per game and per core; the "
                          "results do not depend on it (1)"))
    p.add_argument(
        "--dask", metavar="ADDRESS",
        help=_("play the games on the Dask cluster whose scheduler is at ADDRESS "
               "(tcp://host:8786), or on a new local cluster of --jobs processes (every core "
               "without --jobs) with 'local'; the results do not depend on it (extra 'dask'; "
               "--records then needs a folder every worker can write)"))
    p.add_argument("--records", metavar="DIR", help=_("write each game's record to "
                                                      "DIR/game-NNNN.vwr"))
    p.add_argument("--river", default="A", help=_("river board face (A)"))
    p.add_argument("--boat", default="B", help=_("boat card face (B)"))
    p.add_argument("--max-rounds", type=whole_number(0, N_("a number of rounds"), MAX_ROUNDS),
                   default=30,
                   help=_("end each game after this round, 0: no limit (30: a safety net "
                          "for bots that never head for The End)"))
    p.add_argument("--data", help=_("a component data file (default: the shipped one)"))
    p.add_argument("--json", action="store_true", help=_("print one JSON object"))
    add_ruling_argument(p)
    p.set_defaults(run=run)


def _bot_specs(text: str, players: int) -> list[str]:
    """The specs of ``--bots``: one for every seat, one per seat, or a pool of more (at
    most :data:`~vapor_willie.bots.arena.MAX_POOL`); a spec that makes no bot is a
    usage error."""
    specs = split_specs(text)
    if len(specs) == 1:
        specs *= players
    if len(specs) > MAX_POOL:
        raise Usage(_("--bots: {count} bots, at most {most}").format(
            count=len(specs), most=MAX_POOL))
    if len(specs) < players:
        raise Usage(ngettext(
            "--bots: {bots} bots for {seats} player (give one bot for every seat, one per "
            "seat or more)",
            "--bots: {bots} bots for {seats} players (give one bot for every seat, one per "
            "seat or more)", players).format(bots=len(specs), seats=players))
    for spec in dict.fromkeys(specs):
        try:
            make_bot(spec, 0)  # a bad spec is refused before any game is played
        except BotError as e:
            raise Usage(f"--bots: {error_text(str(e), language())}") from None
    return specs


def _check_records(folder: str | None) -> None:
    fault = records_fault(folder)
    if fault is not None:
        raise Usage(fault)


def _executor(args: argparse.Namespace) -> AbstractContextManager[AnyMap]:
    """Where the games are played: on the Dask cluster of ``--dask``, or in ``--jobs``
    worker processes (never more than the games or the cores)."""
    if args.dask is not None:
        from tabletop.cluster import dask_map

        workers = min(args.jobs or cores(), args.games, cores())  # 'local': this machine's
        return dask_map(args.dask, workers, GAMES_PER_TASK)
    from tabletop.arena import process_map  # looked up when run, so that it can be replaced

    return process_map(min(args.jobs or 1, args.games, cores()))


def run(args: argparse.Namespace) -> int:
    """Play the match of ``args``; exit status 0."""
    from ..components import DEFAULT_COMPONENTS, load_components

    comps = load_components(args.data) if args.data else DEFAULT_COMPONENTS
    players = args.players
    if players is None:  # one per bot, within the players the components allow
        players = min(max(len(split_specs(args.bots)), comps.min_players), comps.max_players)
    options = Options(players=players, river=args.river, boat=args.boat,
                      max_rounds=args.max_rounds, components=comps, **ruling_fields(args))
    specs = _bot_specs(args.bots, players)
    _check_records(args.records)
    check_dask(args.dask)
    games = game_specs(specs, args.games, args.seed, options, args.records)
    try:
        with progress(total=len(games), description=_("games")) as bar, \
                _executor(args) as pmap:
            summary = run_arena(games, pmap, lambda _result: bar.advance())
    except OSError as e:
        if args.dask is None:
            raise
        raise Usage(_("--dask {address}: cannot reach the scheduler: {error}").format(
            address=args.dask, error=e)) from None
    if args.json:
        out(json.dumps(_json(summary, args, options), indent=2))
    else:
        out(_table(summary, args, options))
    return 0


def _json(summary: Summary, args: argparse.Namespace, options: Options) -> dict[str, object]:
    return {
        "players": options.players, "games": summary.games, "seed": args.seed,
        "max_rounds": args.max_rounds, "rulings": options.rulings(),
        "endings": summary.endings(),
        "bots": [b.to_json() for b in summary.bots],
        "failures": [{"game": r.index + 1, "seat": seat, "bot": r.seats[seat], "reason": why}
                     for r in summary.results for seat, why in r.failures],
    }


def _table(summary: Summary, args: argparse.Namespace, options: Options) -> str:
    lang = language()
    endings = list_separator(lang).join(f"{n} {ending_words(how)}"
                                        for how, n in sorted(summary.endings().items()))
    head = _("{games} games, {players} players, seed {seed}").format(
        games=summary.games, players=options.players, seed=args.seed)
    if args.max_rounds:
        head += _(", max {n} rounds").format(n=args.max_rounds)
    head += "".join(f", {k}={v}" for k, v in options.rulings().items())
    head += _("; 95% intervals in brackets")
    lines = [head, "", *bot_table(summary.bots, lang), "",
             _("Endings: {endings}.").format(endings=endings)]
    for r in summary.results:
        for seat, why in r.failures:
            lines.append(_("game {n}: {player} ({bot}) lost: {why}").format(
                n=r.index + 1, player=f"P{seat}", bot=r.seats[seat],
                why=refusal_reason(why, lang)))
    return "\n".join(lines)
