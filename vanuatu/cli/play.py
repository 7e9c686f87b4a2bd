"""``vanuatu play``: play a whole game between bots and write its record."""

from __future__ import annotations

import argparse
import secrets
from typing import Any

from tabletop.translation import join_list

from ..bots import BOTS, decide, make_bot
from ..errors import VanuatuError
from ..game import Game
from ..records import Headers, actor_word
from ..text.display import describe_scores
from ..version import GENERATOR
from .common import (
    EXIT_CODES,
    MAX_MOVES,
    add_game_options,
    check_out,
    derive_seed,
    game_options,
    non_negative,
    out,
    seat_specs,
)
from .words import gettext as _
from .words import language, ngettext

__all__ = ["register", "run"]


def register(sub: Any) -> None:
    """Add the ``play`` command to the subparsers ``sub``."""
    play = sub.add_parser(
        "play", help=_("play a whole game between bots and write its record"),
        description=_("Play a whole game between bots (or against them, with --human) and "
                      "write its record."), epilog=_(EXIT_CODES)
    )
    add_game_options(play)
    play.add_argument(
        "--seed", type=non_negative,
        help=_("seed of the game: the chance events are drawn from it exactly as "
               "vanuatu.Game(seed=...) draws them, every outcome fixed when the game is made "
               "(the stack, the piles, the First Player, the offers and rolls of each round), "
               "so the setup dealt is the same and an undo meets the same chance; each bot "
               "gets its own seed derived from it, so the same command plays the same game "
               "(see 'What a seed fixes' in the tutorial)"),
    )
    play.add_argument(
        "--bots", default="random",
        help=_("bots, one for every seat or one per seat, comma separated: {bots}; "
               "parameters follow a colon (ismcts:iterations=200,heuristic,random) "
               "(random)").format(bots=", ".join(BOTS)))
    play.add_argument("--out", metavar="FILE",
                      help=_("record file: .json for JSON, else text (.vnt, .txt)"))
    play.add_argument("--human", metavar="SEATS",
                      help=_("play these seats yourself at the terminal (P0, or P0,P2); "
                             "--bots then names the bots of the other seats"))
    play.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    """Play the game of ``args``; return the exit status."""
    if args.human is not None:
        from .human import run_human

        return run_human(args)
    options = game_options(args)
    players = options.players
    names = seat_specs(args.bots, players)
    if args.out is not None:
        check_out(args.out)
    seed: int = args.seed if args.seed is not None else secrets.randbelow(2**32)
    bots = [make_bot(name, derive_seed(seed, f"bot {i}")) for i, name in enumerate(names)]
    headers = Headers(
        names=tuple(f"{name} bot" for name in names),
        tags=(("Seed", str(seed)), ("Generator", GENERATOR)),
    )
    game = Game(options=options, seed=seed, headers=headers)
    while not game.is_over():
        if len(game.moves) > MAX_MOVES:
            raise VanuatuError(_("the game did not end within {moves} moves").format(
                moves=MAX_MOVES))
        player = game.state.to_act
        game.play(decide(bots[player], game.state, game.moves))
    if args.out:
        game.record.dump(args.out)
    scores = game.final_scores()
    out(ngettext("Game over after {count} move (seed {seed}).",
                 "Game over after {count} moves (seed {seed}).", len(game.moves)).format(
        count=len(game.moves), seed=seed))
    out(describe_scores(scores, headers.names, options.rising_waters, language()))
    winners = join_list([actor_word(p) for p in scores.winners], language()) or _(
        "nobody (defeat, R10.3)")
    out(_("Winner: {winners}").format(winners=winners))
    if args.out:
        out(_("Record written to {path}").format(path=args.out))
    return 0


