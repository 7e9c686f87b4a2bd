"""``vapor-willie play``: a whole game written to a record, every seat a bot (random
ones by default, any with ``--bots``) or a person at the terminal (``--human``,
:mod:`vapor_willie.cli.human`)."""

from __future__ import annotations

import argparse
import secrets
from typing import Any

from ..bots import RandomBot
from ..bots.registry import BOTS
from ..components import DEFAULT_COMPONENTS, load_components
from ..game import Game
from ..options import MAX_ROUNDS, Options
from .common import (
    MAX_MOVES,
    add_ruling_argument,
    check_out,
    components_line,
    derive_seed,
    describe_scores,
    ending_words,
    out,
    ruling_fields,
    whole_number,
    winners_line,
)
from .words import EXIT_CODES, N_
from .words import gettext as _

__all__ = ["derive_seed", "register", "run"]


def register(sub: Any) -> None:
    """Add the ``play`` command to the subparsers ``sub``."""
    p = sub.add_parser(
        "play", help=_("play a game between bots, or against them, and write its record"),
        epilog=_(EXIT_CODES),
        description=_("Play a whole game between bots (or against them, with --human) and "
                      "write its record: each seat is a person at the terminal (--human) or "
                      "a bot of --bots."))
    p.add_argument("--players", type=whole_number(None), required=True, help=_("2 to 4"))
    p.add_argument("--seed", type=whole_number(0), help=_("seed of the game (default: random)"))
    p.add_argument("--out", metavar="FILE", help=_("record file: .json for JSON, else text (.vwr)"))
    p.add_argument("--river", default="A", help=_("river board face (default A)"))
    p.add_argument("--boat", default="B", help=_("boat card face (default B)"))
    p.add_argument("--max-rounds", type=whole_number(0, N_("a number of rounds"), MAX_ROUNDS),
                   default=0,
                   help=_("end the game after this round (default 0: no limit, VW10.3)"))
    p.add_argument("--data", help=_("a component data file (default: the shipped one)"))
    p.add_argument("--human", metavar="SEATS",
                   help=_("play these seats at the terminal (P0, or P0,P2)"))
    p.add_argument("--bots",
                   help=_("bot specs, one for every seat or one per seat (with --human: of "
                          "the other seats), comma separated: {bots}; parameters after a "
                          "colon (ismcts:iterations=50,heuristic) (default: random; with "
                          "--human: heuristic)").format(bots=BOTS.listing()))
    add_ruling_argument(p)
    p.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    """Play the game; exit status 0."""
    if args.out is not None:
        check_out(args.out)
    if args.human is not None or args.bots is not None:
        from .human import run_table

        return run_table(args)
    comps = load_components(args.data) if args.data else DEFAULT_COMPONENTS
    options = Options(players=args.players, river=args.river, boat=args.boat,
                      max_rounds=args.max_rounds, components=comps, **ruling_fields(args))
    seed: int = args.seed if args.seed is not None else secrets.randbelow(2**32)
    bots = [RandomBot(derive_seed(seed, f"bot {i}")) for i in range(options.players)]
    game = Game(options=options, seed=derive_seed(seed, "chance"),
                names=tuple("random bot" for _ in range(options.players)))
    while not game.is_over() and len(game.moves) < MAX_MOVES:
        game.play(bots[game.state.to_act].choose(game.state))
    if args.out:
        game.record.dump(args.out)
    scores = game.final_scores()
    out(components_line(comps, args.data))
    out(_("Game over after {moves} moves (seed {seed}, {ended}).").format(
        moves=len(game.moves), seed=seed, ended=ending_words(game.state.ended)))
    out(describe_scores(scores))
    out(winners_line(scores.winners))
    if args.out:
        out(_("Record written to {file}").format(file=args.out))
    return 0
