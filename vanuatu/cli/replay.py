"""``vanuatu replay``: show the position after some moves of a record."""

from __future__ import annotations

import argparse
from typing import Any

from ..components import DEFAULT_COMPONENTS
from ..errors import NotationError, RecordError
from ..moves import Move
from ..records import MoveEntry, check_steps, open_file, parse_entry, source_steps
from ..text.display import describe_state
from . import story
from .common import EXIT_CODES, UsageError, error_text, non_negative, out, say
from .words import gettext as _
from .words import language, ngettext

__all__ = ["register", "run"]


def register(sub: Any) -> None:
    """Add the ``replay`` command to the subparsers ``sub``."""
    rep = sub.add_parser(
        "replay", help=_("show the position after some moves of a record"),
        description=_("Show the position after some moves of a record, or tell the game "
                      "in words (--narrate)."), epilog=_(EXIT_CODES)
    )
    rep.add_argument("file", metavar="FILE")
    rep.add_argument(
        "--to", type=non_negative, metavar="N",
        help=_("show the position after the first N moves of the record (chance events "
               "count; default: all of them)"),
    )
    rep.add_argument("--narrate", action="store_true",
                     help=_("tell the game move by move in words, up to --to"))
    rep.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    """Show the position asked for by ``args``; return the exit status.

    The moves are read up to the first broken line (a move that does not
    parse, or a line the reader refuses). A position before that line is
    shown, with the broken line named as a warning on standard error; a
    position at or after it cannot be, and is refused (status 2)."""
    if args.narrate:
        return story.tell_file(args.file, args.to)
    try:
        stream = open_file(args.file)
    except RecordError as e:
        raise RecordError(f"{args.file}: {error_text(args.file, e)}") from None
    entries: list[MoveEntry] = []
    broken: str | None = None
    try:
        entries.extend(stream)
    except RecordError as e:
        broken = str(e)
    moves: list[Move] = []
    for entry in entries:
        try:
            moves.append(parse_entry(entry))
        except (NotationError, RecordError) as e:
            broken = f"{entry.place}: {e}"
            break
    total = len(entries)
    to: int = total if args.to is None else args.to
    if not 0 <= to <= total:
        raise UsageError(ngettext(
            "--to: the record has {total} move, {to} is not between 0 and {total}",
            "--to: the record has {total} moves, {to} is not between 0 and {total}",
            total).format(total=total, to=to))
    if broken is not None and to > len(moves):
        raise RecordError(f"{args.file}: {broken}")
    try:
        checked = check_steps(stream.options, source_steps(entries, to), total,
                              position=stream.headers.position)
        position = describe_state(checked.state, stream.headers.names, language())
    except RecordError as e:
        raise RecordError(f"{args.file}: {error_text(args.file, e)}") from None
    except Exception as e:
        if stream.options.components == DEFAULT_COMPONENTS:
            raise
        # the engine trusts its component set; a foreign one is the record's fault
        raise RecordError(
            _("{file}: the position cannot be shown with the record's component set "
              "({error})").format(file=args.file, error=f"{type(e).__name__}: {e}")
        ) from None
    if not checked.report.valid:
        say(f"{args.file}: {checked.report.summary(language())}")
        return 1
    if to == 0:
        out(_("{file}: before the first move (of {total})").format(file=args.file, total=total))
    else:
        out(_("{file}: after move {number} of {total}: {move}").format(
            file=args.file, number=to, total=total, move=moves[to - 1]))
    out(position)
    if broken is not None:
        say(_("vanuatu: warning: {file}: {problem} (the moves from there on cannot be "
              "replayed)").format(file=args.file, problem=broken))
    return 0
