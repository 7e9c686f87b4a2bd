"""``vanuatu import``: read a game played on another engine as a record.

``vanuatu import boardgamers GAME.json [--out FILE]`` imports a game of the
boardgamers.space engine (:mod:`vanuatu.interop.boardgamers`): the record goes
to ``FILE`` (JSON for a ``.json`` file, text otherwise) or, without ``--out``,
to standard output as text. Exit status 0 when our rules accept every move and
score the game as the engine did; 1 when they refuse some moves (each listed on
standard error with its index, rule and ruling; the record keeps them as
played) or the final scores differ (both printed); 2 when the file is not that
engine's game (the message names the move at fault).
"""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any

from ..describe.refusals import refusal_reason
from ..interop.boardgamers import Deviation, ScoreComparison, read_game
from .common import check_out, out, say
from .words import N_, language, ngettext
from .words import gettext as _

__all__ = ["comparison_words", "deviation_words", "register", "run"]

_EXIT = N_(
    "exit status: 0 the record is clean; 1 moves our rules refuse (kept as played) or "
    "final scores that differ; 2 the file is not that engine's game, or cannot be read or "
    "written, or the command line is wrong"
)


def register(sub: Any) -> None:
    """Add the ``import`` command (with its one source, ``boardgamers``) to ``sub``."""
    command = sub.add_parser(
        "import", help=_("read a game played on another engine as a record"), epilog=_(_EXIT),
        description=_("Import a game played on another engine as a record of this library."),
    )
    sources = command.add_subparsers(dest="source", metavar="SOURCE",
                                     parser_class=type(command))
    sources.required = True
    bgs = sources.add_parser(
        "boardgamers", epilog=_(_EXIT),
        help=_("a game of the boardgamers.space engine (its stored state as JSON)"),
        description=_("Import GAME.json, a game stored by the boardgamers.space engine (its "
                      "state object, or an envelope whose 'data' or 'state' holds it)."),
    )
    bgs.add_argument("file", metavar="GAME.json")
    bgs.add_argument("--out", metavar="FILE",
                     help=_("write the record here (JSON for a .json file, text otherwise) "
                            "instead of standard output"))
    bgs.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    """Import the game of ``args``; return the exit status."""
    if args.out is not None:
        check_out(args.out)
    game = read_game(Path(args.file))
    if args.out is not None:
        game.record.dump(args.out)
        out(f"{args.file} -> {args.out}")
    else:
        out(game.record.to_text().removesuffix("\n"))
    status = 0
    for deviation in game.deviations:
        say(_("{file}: deviation: {deviation}").format(
            file=args.file, deviation=deviation_words(deviation)))
        status = 1
    comparison = game.comparison
    if comparison is not None and not comparison.equal:
        say(f"{args.file}: {comparison_words(comparison)}")
        status = 1
    if game.deviations:
        count = len(game.deviations)
        say(ngettext("{file}: {count} move our rules refuse, kept as played (see 'vanuatu "
                     "validate --all')",
                     "{file}: {count} moves our rules refuse, kept as played (see 'vanuatu "
                     "validate --all')", count).format(file=args.file, count=count))
    return status


def deviation_words(deviation: Deviation) -> str:
    """``deviation`` in the command's language: its place in the stored game and in the
    record, the move's notation, the rule id as it is, the ruling and the reason."""
    return _("_history[{index}] (move {number} of the record): {move}: {rule} {ruling} "
             "({reason})").format(
        index=deviation.index, number=deviation.record_index + 1, move=deviation.move,
        rule=deviation.rule, ruling=_(deviation.ruling),
        reason=refusal_reason(deviation.reason, language()))


def comparison_words(comparison: ScoreComparison) -> str:
    """Whether our final scores (R8) and the engine's agree, in the command's language."""
    ours = " ".join(map(str, comparison.ours))
    if comparison.equal:
        return _("final scores agree (R8): {scores}").format(scores=ours)
    return _("final scores differ: ours (R8) {ours}, the engine's {engine}").format(
        ours=ours, engine=" ".join(map(str, comparison.engine)))
