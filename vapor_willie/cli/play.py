"""``vapor-willie play``: a whole game between random bots, written to a record."""

from __future__ import annotations

import argparse
import secrets
from typing import Any

from ..bots import RandomBot
from ..components import DEFAULT_COMPONENTS, load_components
from ..game import Game
from ..options import Options
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
from .words import gettext as _

__all__ = ["derive_seed", "register", "run"]


def register(sub: Any) -> None:
    """Add the ``play`` command to the subparsers ``sub``."""
    p = sub.add_parser("play", help=_("play a game between random bots and write its record"))
    p.add_argument("--players", type=whole_number(None), required=True, help=_("2 to 4"))
    p.add_argument("--seed", type=whole_number(0), help=_("seed of the game (default: random)"))
    p.add_argument("--out", help=_("record file: .json for JSON, else text (.vwr)"))
    p.add_argument("--river", default="A", help=_("river board face (default A)"))
    p.add_argument("--boat", default="B", help=_("boat card face (default B)"))
    p.add_argument("--max-rounds", type=whole_number(0), default=0,
                   help=_("end the game after this round (default 0: no limit, VW10.3)"))
    p.add_argument("--data", help=_("a component data file (default: the shipped one)"))
    p.add_argument("--human", metavar="SEATS",
                   help=_("play these seats at the terminal (P0, or P0,P2)"))
    p.add_argument("--bots", help=_("bot specs for the other seats, one for all or one per "
                                    "seat: random, heuristic, ismcts:iterations=N (default "
                                    "with --human: heuristic)"))
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
