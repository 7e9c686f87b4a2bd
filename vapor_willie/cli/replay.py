"""``vapor-willie replay``: the position after some moves of a record."""

from __future__ import annotations

import argparse
import sys
from typing import Any

import attrs

from ..records import Record, validate
from . import story
from .common import Usage, describe_state, out, whole_number
from .words import EXIT_CODES, language
from .words import gettext as _

__all__ = ["register", "report_words", "run"]


def report_words(report: object) -> str:
    """The sentence of a check's report (``str(report)``) in the command's language."""
    from .validate import report_sentence

    return report_sentence(report) if language() != "en" else str(report)


def register(sub: Any) -> None:
    """Add the ``replay`` command to the subparsers ``sub``."""
    p = sub.add_parser("replay", help=_("show the position after some moves of a record"),
                       epilog=_(EXIT_CODES))
    p.add_argument("file", metavar="FILE")
    p.add_argument("--to", type=whole_number(None), metavar="N",
                   help=_("after the first N moves (default: all)"))
    p.add_argument("--narrate", action="store_true",
                   help=_("tell the game move by move in words, up to --to"))
    p.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    """Show the position (or, with ``--narrate``, tell the game up to it); 1 if a move
    before it is illegal."""
    if args.narrate:
        return story.tell_file(args.file, args.to)
    record = Record.read(args.file)
    total = len(record.moves)
    to = total if args.to is None else args.to
    if not 0 <= to <= total:
        raise Usage(_("--to: the record has {total} moves, {to} is not between 0 and "
                      "{total}").format(total=total, to=to))
    report = validate(attrs.evolve(record, moves=record.moves[:to], lines=record.lines[:to]))
    if not report.ok:
        print(f"{args.file}: {report_words(report)}", file=sys.stderr)
        return 1
    where = (_("after move {n} of {total}: {move}").format(n=to, total=total,
                                                           move=record.moves[to - 1])
             if to else _("before any move"))
    out(f"{args.file}: {where}")
    assert report.state is not None
    out(describe_state(report.state))
    return 0
