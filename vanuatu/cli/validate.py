"""``vanuatu validate``: check that every move of records is legal.

Each file holds one record or many (see :mod:`vanuatu.records.archive`); the records
are validated by ``--jobs`` worker processes or on a Dask cluster
(``--dask``), and printed in the order of the files and of the records in
each file, whatever the number of processes.
"""

from __future__ import annotations

import argparse
import sys
import time
from typing import Any

from ..batch import TIME_LIMIT, Tally, validate_many
from ..errors import VanuatuError
from ..progress import progress
from .archives import JsonArray, add_parallel_options, check_dask, label, with_many
from .common import EXIT_CODES, out

__all__ = ["register", "run"]


def _seconds(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected seconds, not {text!r}") from None
    if not value >= 0:
        raise argparse.ArgumentTypeError(f"expected seconds from 0, not {text!r}")
    return value


def register(sub: Any) -> None:
    """Add the ``validate`` command to the subparsers ``sub``."""
    val = sub.add_parser(
        "validate", help="check that every move of records is legal", epilog=EXIT_CODES,
        description="Check every record of each FILE: one record, text records one after "
                    "another, or JSON Lines (.jsonl). A file of many records prints one line "
                    "per record, named 'FILE record N (line L)'.",
    )
    val.add_argument("files", nargs="+", metavar="FILE")
    val.add_argument("--json", action="store_true", help="print the reports as JSON")
    add_parallel_options(val, "validate the records")
    val.add_argument(
        "--time-limit", type=_seconds, default=TIME_LIMIT, metavar="SECONDS",
        help=f"a record that takes longer fails, and the others go on (default {TIME_LIMIT:g}; "
             f"0: no limit; not on Dask)",
    )
    val.add_argument(
        "--summary", action="store_true",
        help="print the summary (records, verdicts, illegal ones by rule id, records per "
             "second) on standard error even when it is not a terminal",
    )
    val.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    """Validate the records of ``args``; return the exit status."""
    check_dask(args.dask)
    start = time.perf_counter()
    results = validate_many(
        args.files, jobs=args.jobs, client=args.dask, time_limit=args.time_limit or None
    )
    tally = Tally()
    array = JsonArray() if args.json else None
    # the lines go to standard output: a bar on the same terminal would cut them
    bar = progress(None, "records", enabled=not sys.stdout.isatty())
    try:
        with bar:
            for result, many in with_many(results):
                tally.add(result)
                bar.advance()
                if array is not None:
                    place: dict[str, Any] = {"file": result.file}
                    if many:
                        place.update(record=result.index, record_line=result.line)
                    array.add({**place, **result.to_dict()})
                else:
                    out(f"{label(result.file, result.index, result.line, many)}: "
                        f"{result.summary()}")
    except OSError as e:
        if args.dask is None:
            raise
        raise VanuatuError(f"--dask {args.dask}: cannot reach the scheduler: {e}") from None
    if array is not None:
        array.close()
    if args.summary or sys.stderr.isatty():
        summary = tally.summary(time.perf_counter() - start)
        print(summary.text(), file=sys.stderr)
    return tally.status
