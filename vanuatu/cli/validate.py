"""``vanuatu validate``: check that every move of records is legal."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

from ..errors import RecordError
from ..records import MAX_RECORD_BYTES, ValidationReport, validate, validate_text
from .common import EXIT_CODES, error_text, out

__all__ = ["register", "run"]

#: The file name that stands for standard input.
STDIN = "-"


def register(sub: Any) -> None:
    """Add the ``validate`` command to the subparsers ``sub``."""
    val = sub.add_parser(
        "validate", help="check that every move of records is legal", epilog=EXIT_CODES
    )
    val.add_argument("files", nargs="+", metavar="FILE",
                     help="record files in either form; '-' reads standard input")
    val.add_argument("--all", action="store_true", dest="keep_going",
                     help="report every refused move, not only the first: each is then "
                          "applied as if legal where it can be, and the check goes on")
    val.add_argument("--json", action="store_true",
                     help="print the reports as one line of JSON: a list with one object "
                          "per file")
    val.set_defaults(run=run)


def _validate(path: str, keep_going: bool) -> ValidationReport:
    if path == STDIN:
        data = sys.stdin.buffer.read(MAX_RECORD_BYTES + 1)
        return validate_text(data, keep_going=keep_going)
    return validate(Path(path), keep_going=keep_going)


def json_line(data: object) -> str:
    """``data`` as compact JSON on one line; characters that are not printable
    are written as ``\\u`` escapes (the same JSON, safe for a terminal)."""
    text = json.dumps(data, ensure_ascii=False, separators=(",", ":"))
    if text.isprintable():
        return text
    return "".join(c if c.isprintable() else json.dumps(c)[1:-1] for c in text)


def run(args: argparse.Namespace) -> int:
    """Validate the records of ``args``; return the exit status."""
    status = 0
    results: list[dict[str, Any]] = []
    for path in args.files:
        try:
            report = _validate(path, args.keep_going)
        except RecordError as e:
            status = 2
            message = error_text(path, e)
            results.append({"file": path, "error": message})
            if not args.json:
                out(f"{path}: cannot read: {message}")
            continue
        if not report.valid:
            status = max(status, 1)
        results.append({"file": path, **report.to_dict()})
        if not args.json:
            out(f"{path}: {report.summary()}")
            for line in report.details() if len(report.refusals) > 1 else ():
                out(f"{path}:   {line}")
    if args.json:
        out(json_line(results))
    return status
