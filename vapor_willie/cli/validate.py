"""``vapor-willie validate``: check records; exit 1 when one holds an illegal move."""

from __future__ import annotations

import argparse
import json
from typing import Any

from ..errors import RecordError
from ..records import Record, validate
from .common import out

__all__ = ["register", "run"]


def register(sub: Any) -> None:
    """Add the ``validate`` command to the subparsers ``sub``."""
    p = sub.add_parser("validate", help="check that every move of records is legal")
    p.add_argument("files", nargs="+", metavar="FILE")
    p.add_argument("--all", action="store_true", dest="keep_going",
                   help="check every move, going on past refused ones")
    p.add_argument("--json", action="store_true", help="print one JSON report per file")
    p.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    """Validate each file; 0 all legal, 1 an illegal move, 2 a file cannot be read."""
    status = 0
    for path in args.files:
        try:
            report = validate(Record.load(path), keep_going=args.keep_going)
        except RecordError as e:
            problem = str(e).removeprefix(path + ": ")
            if args.json:
                out(json.dumps({"file": path, "readable": False, "error": problem}))
            else:
                out(f"{path}: cannot read: {problem}")
            status = 2
            continue
        if args.json:
            out(json.dumps({"file": path, "readable": True, **report.to_dict()}))
        else:
            out(f"{path}: {report}")
            for line in report.details():
                out(f"  {line}")
        if not report.ok:
            status = max(status, 1)
    return status
