"""``vapor-willie validate``: check records; exit 1 when one holds an illegal move.

Each file holds one record or many (:mod:`vapor_willie.records.archive`: text records one
after another, or JSON Lines); the records are validated by ``--jobs`` worker processes
(:mod:`tabletop.batch`) and printed in the order of the files and of the records in each
file, whatever the number of processes, as ``vanuatu validate`` prints them.
"""

from __future__ import annotations

import argparse
import functools
import json
import sys
import time
from collections.abc import Callable, Iterator
from typing import Any

from tabletop.batch import (
    MAX_TIME_LIMIT,
    TIME_LIMIT,
    RecordResult,
    RecordText,
    Tally,
    check,
    cores,
    label,
    validate_many,
    with_many,
)
from tabletop.cluster import address_problem, cluster_map, connect, require

from ..errors import RecordError
from ..records.archive import (
    check_text,
    check_text_all,
    read_records,
    shift_error,
    shift_report,
)
from .common import Usage, out

__all__ = ["STDIN", "check_dask", "register", "run"]


def _seconds(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected seconds, not {text[:40]!r}") from None
    if not 0 <= value <= MAX_TIME_LIMIT:  # nan and inf too
        raise argparse.ArgumentTypeError(
            f"expected seconds from 0 to {MAX_TIME_LIMIT:g}, not {text[:40]!r}")
    return value


def _jobs(text: str) -> int:
    if not (text.isascii() and text.isdigit() and len(text) < 6 and int(text) >= 1):
        raise argparse.ArgumentTypeError(f"expected a number of processes from 1, not "
                                         f"{text[:40]!r}")
    return int(text)


def register(sub: Any) -> None:
    """Add the ``validate`` command to the subparsers ``sub``."""
    p = sub.add_parser(
        "validate", help="check that every move of records is legal",
        description="Check every record of each FILE: one record, text records one after "
                    "another, or JSON Lines (.jsonl). A file of many records prints one line "
                    "per record, named 'FILE record N (line L)'.")
    p.add_argument("files", nargs="+", metavar="FILE",
                   help="record files in either form; '-' reads standard input")
    p.add_argument("--all", action="store_true", dest="keep_going",
                   help="check every move, going on past refused ones")
    p.add_argument("--json", action="store_true", help="print one JSON report per record")
    p.add_argument("--jobs", type=_jobs, metavar="N",
                   help=f"validate the records in N processes (default: every core, {cores()} "
                        "here); the output is the same, in the same order")
    p.add_argument("--dask", metavar="ADDRESS",
                   help="validate the records on the Dask cluster whose scheduler is at "
                        "ADDRESS (tcp://host:8786), or on a new local cluster of --jobs "
                        "processes with 'local' (extra 'dask')")
    p.add_argument("--time-limit", type=_seconds, default=TIME_LIMIT, metavar="SECONDS",
                   help=f"a record that takes longer fails, and the others go on (default "
                        f"{TIME_LIMIT:g}; at most {MAX_TIME_LIMIT:g}; 0: no limit)")
    p.add_argument("--summary", action="store_true",
                   help="print the summary (records, verdicts, illegal ones by rule id, "
                        "records per second) on standard error even when it is not a "
                        "terminal")
    p.set_defaults(run=run)


#: The file name that stands for standard input.
STDIN = "-"

#: Records per task sent to a Dask worker.
PARTITION_SIZE = 64


def _sources(files: list[str]) -> Iterator[RecordText]:
    for file in files:
        yield from read_records(file, sys.stdin.buffer if file == STDIN else None)


def check_dask(address: str | None) -> None:
    """Refuse a ``--dask`` address that is not one (checked as text: nothing is
    connected to), and ``--dask`` without the extra ``dask``, before any work is done."""
    if address is None:
        return
    problem = address_problem(address)
    if problem is not None:
        raise Usage(f"--dask: {problem}")
    try:
        require()
    except ImportError as e:
        raise Usage(f"--dask: {e}") from None


def _results(args: argparse.Namespace, checker: Callable[[RecordText], RecordResult],
             ) -> Iterator[RecordResult]:
    texts = _sources(args.files)
    if args.dask is None:
        yield from validate_many(texts, checker, args.jobs)
        return
    workers = min(args.jobs or cores(), cores())
    try:
        with connect(args.dask, workers) as client:
            yield from cluster_map(client, checker, texts, partition_size=PARTITION_SIZE)
    except OSError as e:
        raise Usage(f"--dask {args.dask}: cannot reach the scheduler: {e}") from None


def run(args: argparse.Namespace) -> int:
    """Validate the records; 0 all legal, 1 an illegal move, 2 a record cannot be read or
    gets no verdict."""
    check_dask(args.dask)
    start = time.perf_counter()
    checker = functools.partial(check, validator=check_text_all if args.keep_going
                                else check_text, unreadable=(RecordError,),
                                time_limit=args.time_limit or None, shift=shift_report,
                                shift_error=shift_error)
    tally = Tally()
    for result, many in with_many(_results(args, checker)):
        tally.add(result)
        if args.json:
            place: dict[str, Any] = {"file": result.file}
            if many:
                place.update(record=result.index, record_line=result.line)
            readable = result.verdict != "unreadable"
            out(json.dumps({**place, "readable": readable, **result.to_dict()}))
            continue
        name = label(result.file, result.index, result.line, many)
        report = result.report
        if report is not None and not many:
            out(f"{name}: {report}")  # one record: the sentence of its report
        else:
            out(f"{name}: {result.summary()}")
        for line in report.details() if report is not None else ():
            out(f"  {line}")
    if args.summary or sys.stderr.isatty():
        print(tally.summary(time.perf_counter() - start).text(), file=sys.stderr)
    return tally.status
