"""``vapor-willie view FILE [--out game.html]``: a record as one offline web page (by
default ``FILE`` with the suffix ``.html``, as ``vanuatu view`` writes it)."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

from tabletop.out_files import beside

from .common import Usage, check_out, out
from .words import EXIT_CODES, language
from .words import gettext as _

__all__ = ["register", "run"]


def register(sub: Any) -> None:
    """Add the ``view`` command to the subparsers ``sub``."""
    p = sub.add_parser("view", help=_("write a record as a web page that steps through it"),
                       epilog=_(EXIT_CODES))
    p.add_argument("file", metavar="FILE")
    p.add_argument("--out", metavar="FILE",
                   help=_("the page to write (default: FILE with the suffix .html)"))
    p.add_argument("--player", metavar="PN",
                   help=_("show the game as this player saw it (P0...); default: every card"))
    p.add_argument("--public", action="store_true",
                   help=_("show the game as a spectator saw it: every objective card not yet "
                          "fulfilled face down (VW12)"))
    p.add_argument("--title", help=_("the page's title (default: Vapor Willie)"))
    p.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    """Write the page; 1 when the record holds an illegal move (the page shows the game
    up to it)."""
    from ..narration.errors import system_words
    from ..records import Record, validate
    from .replay import report_words
    from .spectator import view_page

    # the page beside the record by default; a FILE naming a folder is refused by its reading
    target = args.out if args.out is not None else beside(args.file, ".html")
    if target is not None:
        check_out(target)
    record = Record.read(args.file)
    if target is None:
        check_out(args.file)
        raise AssertionError(args.file)  # never reached: check_out refuses a folder's name
    player = None
    if args.player is not None:
        word = args.player.strip().upper().removeprefix("P")
        if not (word.isascii() and word.isdigit() and len(word) < 3
                and int(word) < record.options.players):
            raise Usage(_("--player: {seat} is not a seat of this {n}-player game (P0 to "
                          "{last})").format(seat=repr(args.player[:20]),
                                            n=record.options.players,
                                            last=f"P{record.options.players - 1}"))
        if args.public:
            raise Usage(_("--player and --public: give one of them"))
        player = int(word)
    text = view_page(record, player=player, public=args.public, title=args.title,
                     lang=language())
    try:
        Path(target).write_text(text, encoding="utf-8")
    except OSError as e:
        raise Usage(_("--out: cannot write {file}: {why}").format(
            file=repr(target[:200]), why=system_words(e.strerror or "", language()))) from None
    report = validate(record)
    if report.ok:
        out(_("Wrote {file} ({moves} moves).").format(file=target, moves=len(record.moves)))
    else:
        out(_("Wrote {file} ({shown} of {moves} moves: the page stops before move {n}).")
            .format(file=target, shown=report.moves_applied, moves=len(record.moves),
                    n=report.moves_applied + 1))
        print(f"{args.file}: {report_words(report)}", file=sys.stderr)
        return 1
    return 0
