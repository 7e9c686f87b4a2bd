"""``vanuatu replay``: show the position after some moves of a record."""

from __future__ import annotations

import argparse
import sys
from typing import Any

from ..display import describe_state
from ..errors import RecordError
from ..records import Record, check_source, load_source
from .common import EXIT_CODES, UsageError, error_text, non_negative, out

__all__ = ["register", "run"]


def register(sub: Any) -> None:
    """Add the ``replay`` command to the subparsers ``sub``."""
    rep = sub.add_parser(
        "replay", help="show the position after some moves of a record", epilog=EXIT_CODES
    )
    rep.add_argument("file", metavar="FILE")
    rep.add_argument(
        "--to", type=non_negative, metavar="N",
        help="show the position after the first N moves of the record (chance events count; "
             "default: all of them)",
    )
    rep.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    """Show the position asked for by ``args``; return the exit status."""
    try:
        source = load_source(args.file)
        record = Record.from_source(source)
    except RecordError as e:
        raise RecordError(f"{args.file}: {error_text(args.file, e)}") from None
    total = len(record.moves)
    to: int = total if args.to is None else args.to
    if not 0 <= to <= total:
        raise UsageError(f"--to: the record has {total} moves, {to} is not between 0 and {total}")
    checked = check_source(source, to)
    if not checked.report.valid:
        print(f"{args.file}: {checked.report.summary()}", file=sys.stderr)
        return 1
    if to == 0:
        out(f"{args.file}: before the first move (of {total})")
    else:
        out(f"{args.file}: after move {to} of {total}: {record.moves[to - 1]}")
    out(describe_state(checked.state, record.headers.names))
    return 0
