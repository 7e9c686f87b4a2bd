"""``vanuatu validate``: check that every move of records is legal.

Each file holds one record or many (see :mod:`vanuatu.records.archive`); the
records are validated by ``--jobs`` worker processes or on a Dask cluster
(``--dask``), and printed in the order of the files and of the records in
each file, whatever the number of processes. A file that holds no record (an
empty JSON Lines file) is one line, ``FILE: no record in the file``, counted as
a file that cannot be read (status 2).
"""

from __future__ import annotations

import argparse
import functools
import sys
import time
from collections.abc import Iterator
from typing import Any

from tabletop.batch import every_record
from tabletop.json_array import json_line
from tabletop.progress import progress

from ..batch import MAX_TIME_LIMIT, TIME_LIMIT, Tally, Validator, validate_many
from ..errors import VanuatuError
from ..records import RecordText, split_records, validate_text
from .archives import JsonArray, add_parallel_options, check_dask, label, with_many
from .common import EXIT_CODES, out
from .words import gettext as _
from .words import language

__all__ = ["STDIN", "json_line", "register", "run"]

#: The file name that stands for standard input.
STDIN = "-"


def _seconds(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(_("expected seconds, not {text}").format(
            text=repr(text))) from None
    if not 0 <= value <= MAX_TIME_LIMIT:  # nan and inf too
        raise argparse.ArgumentTypeError(
            _("expected seconds from 0 to {most}, not {text}").format(
                most=f"{MAX_TIME_LIMIT:g}", text=repr(text[:40])))
    return value


def register(sub: Any) -> None:
    """Add the ``validate`` command to the subparsers ``sub``."""
    val = sub.add_parser(
        "validate", help=_("check that every move of records is legal"), epilog=_(EXIT_CODES),
        description=_("Check every record of each FILE: one record, text records one after "
                      "another, or JSON Lines (.jsonl). A file of many records prints one line "
                      "per record, named 'FILE record N (line L)'."),
    )
    val.add_argument("files", nargs="+", metavar="FILE",
                     help=_("record files in either form; '-' reads standard input"))
    val.add_argument("--all", action="store_true", dest="keep_going",
                     help=_("report every refused move, not only the first: each is then "
                            "applied as if legal where it can be, and the check goes on"))
    val.add_argument("--json", action="store_true",
                     help=_("print the reports as one line of JSON: a list with one object "
                            "per record"))
    add_parallel_options(val, _("validate the records"))
    val.add_argument(
        "--time-limit", type=_seconds, default=TIME_LIMIT, metavar="SECONDS",
        help=_("a record that takes longer fails, and the others go on (default {default}; "
               "at most {most}; 0: no limit; not on Dask)").format(
            default=f"{TIME_LIMIT:g}", most=f"{MAX_TIME_LIMIT:g}"),
    )
    val.add_argument(
        "--summary", action="store_true",
        help=_("print the summary (records, verdicts, illegal ones by rule id, records per "
               "second) on standard error even when it is not a terminal"),
    )
    val.set_defaults(run=run)


def _sources(files: list[str]) -> Iterator[str | RecordText]:
    """The files, standard input read as an archive where it is named; a file that
    holds no record, standard input too, is one record that cannot be read
    (:data:`tabletop.batch.NO_RECORD`, as :func:`vanuatu.batch.validate_many` gives it
    for a path)."""
    for file in files:
        if file == STDIN:
            yield from every_record(STDIN, split_records(sys.stdin.buffer, STDIN), RecordText)
        else:
            yield file


def run(args: argparse.Namespace) -> int:
    """Validate the records of ``args``; return the exit status."""
    check_dask(args.dask)
    start = time.perf_counter()
    validator: Validator = validate_text
    if args.keep_going:
        validator = functools.partial(validate_text, keep_going=True)
    results = validate_many(
        _sources(args.files), jobs=args.jobs, client=args.dask,
        time_limit=args.time_limit or None, validator=validator,
    )
    tally = Tally()
    array = JsonArray(json_line) if args.json else None
    # the lines go to standard output: a bar on the same terminal would cut them
    bar = progress(None, _("records"), enabled=not sys.stdout.isatty())
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
                    continue
                name = label(result.file, result.index, result.line, many)
                out(f"{name}: {result.summary(language())}")
                report = result.report
                # with --all, each refused move says whether it was applied as if legal
                for line in report.details(language()) if report and report.refusals else ():
                    out(f"{name}:   {line}")
    except OSError as e:
        if args.dask is None:
            raise
        raise VanuatuError(_("--dask {address}: cannot reach the scheduler: {error}").format(
            address=args.dask, error=e)) from None
    if array is not None:
        array.close()
    if args.summary or sys.stderr.isatty():
        summary = tally.summary(time.perf_counter() - start)
        print(summary.text(language()), file=sys.stderr)
    return tally.status
