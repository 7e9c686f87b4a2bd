"""``vanuatu validate``: check that every move of records is legal."""

from __future__ import annotations

import argparse
import json
from pathlib import Path
from typing import Any

from ..errors import RecordError
from ..validate import validate
from .common import EXIT_CODES, error_text, out

__all__ = ["register", "run"]


def register(sub: Any) -> None:
    """Add the ``validate`` command to the subparsers ``sub``."""
    val = sub.add_parser(
        "validate", help="check that every move of records is legal", epilog=EXIT_CODES
    )
    val.add_argument("files", nargs="+", metavar="FILE")
    val.add_argument("--json", action="store_true", help="print the reports as JSON")
    val.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    """Validate the records of ``args``; return the exit status."""
    status = 0
    results: list[dict[str, Any]] = []
    for path in args.files:
        try:
            report = validate(Path(path))
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
    if args.json:
        out(json.dumps(results, indent=2, ensure_ascii=False))
    return status


