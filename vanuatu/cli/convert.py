"""``vanuatu convert``: convert a record between its JSON and text forms."""

from __future__ import annotations

import argparse
import sys
from typing import Any

from ..record import Record
from .common import EXIT_CODES, check_out, out

__all__ = ["register", "run"]


def register(sub: Any) -> None:
    """Add the ``convert`` command to the subparsers ``sub``."""
    conv = sub.add_parser(
        "convert", help="convert a record between JSON and text", epilog=EXIT_CODES
    )
    conv.add_argument("file", metavar="FILE")
    conv.add_argument("--to", choices=("json", "text"), required=True,
                      help="the form to write")
    conv.add_argument("--out", metavar="FILE", help="write here instead of standard output")
    conv.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    """Convert the record of ``args``; return the exit status."""
    if args.out is not None:
        check_out(args.out)
    record = Record.load(args.file)
    if args.out:
        record.dump(args.out, args.to)
        out(f"{args.file} -> {args.out} ({args.to})")
    else:
        sys.stdout.write(record.to_json() if args.to == "json" else record.to_text())
    return 0


