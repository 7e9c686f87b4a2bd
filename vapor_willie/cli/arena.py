"""``vapor-willie arena``: play many games between bots, seats rotated, and print per
bot the games, wins, mean score and mean rank with 95% intervals (the options, table and
``--json`` shape of ``vanuatu arena``)."""

from __future__ import annotations

import argparse
import json
import os
from typing import Any

from tabletop.arena import MAX_GAMES, bot_table
from tabletop.translation import list_separator

from ..bots.arena import game_specs, run_arena
from ..bots.registry import BOTS, make_bot, split_specs
from ..narration.refusals import refusal_reason
from .common import Usage, add_ruling_argument, ending_words, out, ruling_fields, whole_number
from .words import N_, language
from .words import gettext as _

__all__ = ["register", "run"]


def _cores() -> int:
    """The number of cores this process may use."""
    try:
        return len(os.sched_getaffinity(0))
    except AttributeError:  # not Linux
        return os.cpu_count() or 1


def register(sub: Any) -> None:
    """Add the ``arena`` command to the subparsers ``sub``."""
    p = sub.add_parser(
        "arena", help=_("play many games between bots and compare them"),
        description=_("Play games between bots with the seats rotated, and print per bot "
                      "the games, wins (a shared first place counts as a fraction), mean "
                      "score and mean rank, with 95% confidence intervals."))
    p.add_argument("--players", type=whole_number(2), default=None,
                   help=_("2 to 4 (default: one per bot)"))
    p.add_argument("--bots", required=True,
                   help=_("bot specs, one for every seat or one per seat, comma separated: "
                          "{bots}; parameters after a colon "
                          "(ismcts:iterations=50,heuristic,heuristic,heuristic)").format(
                       bots=BOTS.listing()))
    p.add_argument("--games", type=whole_number(1, N_("a number of games"), MAX_GAMES), default=100,
                   help=_("games to play (100; at most {most})").format(most=MAX_GAMES))
    p.add_argument("--seed", type=whole_number(0), default=0,
                   help=_("seed of the match: each game's seed is derived from it (0)"))
    p.add_argument("--jobs", type=whole_number(1),
                   help=_("worker processes; the results do not depend on it (1)"))
    p.add_argument("--records", metavar="DIR", help=_("write each game's record to "
                                                      "DIR/game-NNNN.vwr"))
    p.add_argument("--river", default="A", help=_("river board face (A)"))
    p.add_argument("--boat", default="B", help=_("boat card face (B)"))
    p.add_argument("--max-rounds", type=whole_number(0), default=30,
                   help=_("end each game after this round, 0: no limit (30: a safety net "
                          "for bots that never head for The End)"))
    p.add_argument("--data", help=_("a component data file (default: the shipped one)"))
    p.add_argument("--json", action="store_true", help=_("print one JSON object"))
    add_ruling_argument(p)
    p.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    """Play the match of ``args``; exit status 0."""
    from ..components import DEFAULT_COMPONENTS, load_components
    from ..options import Options

    specs = split_specs(args.bots)
    players = args.players if args.players is not None else max(len(specs), 2)
    if len(specs) == 1:
        specs *= players
    if len(specs) != players:
        raise Usage(_("--bots: {bots} bots for {players} players").format(
            bots=len(specs), players=players))
    if args.records is not None:
        if not os.path.isdir(args.records):
            raise Usage(_("--records: {folder} is not a folder").format(
                folder=repr(args.records[:200])))
        if not os.access(args.records, os.W_OK):
            raise Usage(_("--records: cannot write in {folder}").format(
                folder=repr(args.records[:200])))
    comps = load_components(args.data) if args.data else DEFAULT_COMPONENTS
    options = Options(players=players, river=args.river, boat=args.boat,
                      max_rounds=args.max_rounds, components=comps, **ruling_fields(args))
    from tabletop.arena import process_map  # looked up when run, so that it can be replaced

    for spec in dict.fromkeys(specs):
        make_bot(spec, 0)  # a bad spec is refused before any game is played
    games = game_specs(specs, args.games, args.seed, options, args.records)
    # more processes than games or cores would only wait for each other
    with process_map(min(args.jobs or 1, args.games, _cores())) as pmap:
        summary = run_arena(games, pmap)
    if args.json:
        out(json.dumps({
            "players": players, "games": summary.games, "seed": args.seed,
            "max_rounds": args.max_rounds, "rulings": options.rulings(),
            "endings": summary.endings(),
            "bots": [b.to_json() for b in summary.bots],
            "failures": [{"game": r.index + 1, "seat": seat, "bot": r.seats[seat],
                          "reason": why} for r in summary.results for seat, why in r.failures],
        }, indent=2))
        return 0
    lang = language()
    endings = list_separator(lang).join(f"{n} {ending_words(how)}"
                                        for how, n in sorted(summary.endings().items()))
    head = _("{games} games, {players} players, seed {seed}").format(
        games=summary.games, players=players, seed=args.seed)
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
    out("\n".join(lines))
    return 0
