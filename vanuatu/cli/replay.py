"""``vanuatu replay``: show the position after some moves of a record."""

from __future__ import annotations

import argparse
import sys
from typing import Any

from ..display import describe_state
from ..entries import _read_path
from ..errors import RecordError
from ..record import Record, _read_source
from ..validate import _check_moves
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
        source = _read_source(_read_path(args.file))
        record = Record.from_source(source)
    except RecordError as e:
        raise RecordError(f"{args.file}: {error_text(args.file, e)}") from None
    total = len(record.moves)
    to: int = total if args.to is None else args.to
    if not 0 <= to <= total:
        raise UsageError(f"--to: the record has {total} moves, {to} is not between 0 and {total}")
    steps = (
        (i, entry.line, entry.text, move)
        for i, (entry, move) in enumerate(zip(source.entries[:to], record.moves, strict=False))
    )
    report, state = _check_moves(record.options, steps, total, record.headers.position)
    if not report.valid:
        print(f"{args.file}: {report.summary()}", file=sys.stderr)
        return 1
    if to == 0:
        out(f"{args.file}: before the first move (of {total})")
    else:
        out(f"{args.file}: after move {to} of {total}: {record.moves[to - 1]}")
    out(describe_state(state, record.headers.names))
    return 0


