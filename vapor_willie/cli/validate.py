"""``vapor-willie validate``: check records; exit 1 when one holds an illegal move."""

from __future__ import annotations

import argparse
from typing import Any

from ..errors import RecordError
from ..record import Record
from ..validate import validate
from .common import out

__all__ = ["register", "run"]


def register(sub: Any) -> None:
    """Add the ``validate`` command to the subparsers ``sub``."""
    p = sub.add_parser("validate", help="check that every move of records is legal")
    p.add_argument("files", nargs="+", metavar="FILE")
    p.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    """Validate each file; 0 all legal, 1 an illegal move, 2 a file cannot be read."""
    status = 0
    for path in args.files:
        try:
            report = validate(Record.read(path))
        except RecordError as e:
            out(f"{path}: cannot read: {str(e).removeprefix(path + ': ')}")
            status = 2
            continue
        out(f"{path}: {report}")
        if not report.ok:
            status = max(status, 1)
    return status
