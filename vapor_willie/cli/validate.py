"""``vapor-willie validate``: check records; exit 1 when one holds an illegal move.

Each file holds one record or many (:mod:`vapor_willie.records.archive`: text records one
after another, or JSON Lines); the records are validated by ``--jobs`` worker processes
(:mod:`tabletop.batch`) and printed in the order of the files and of the records in each
file, whatever the number of processes, as ``vanuatu validate`` prints them. A file that
holds no record (an empty JSON Lines file) is one line, ``FILE: no record in the file``,
counted as a file that cannot be read (status 2).
"""

from __future__ import annotations

import argparse
import functools
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
    every_record,
    label,
    validate_many,
    with_many,
)
from tabletop.cluster import address_problem, cluster_map, connect, require
from tabletop.cluster_words import cluster_words
from tabletop.json_array import JsonArray
from tabletop.progress import progress

from ..errors import RecordError
from ..narration.errors import error_text
from ..records.archive import (
    check_text,
    check_text_all,
    read_records,
    shift_error,
    shift_report,
)
from .common import Usage, out, whole_number
from .words import EXIT_CODES, N_, language
from .words import gettext as _

__all__ = ["STDIN", "check_dask", "record_name", "register", "report_sentence", "run"]


def _seconds(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(_("expected seconds, not {text}").format(
            text=repr(text[:40]))) from None
    if not 0 <= value <= MAX_TIME_LIMIT:  # nan and inf too
        raise argparse.ArgumentTypeError(
            _("expected seconds from 0 to {limit}, not {text}").format(
                limit=f"{MAX_TIME_LIMIT:g}", text=repr(text[:40])))
    return value


def register(sub: Any) -> None:
    """Add the ``validate`` command to the subparsers ``sub``."""
    p = sub.add_parser(
        "validate", help=_("check that every move of records is legal"), epilog=_(EXIT_CODES),
        description=_("Check every record of each FILE: one record, text records one after "
                      "another, or JSON Lines (.jsonl). A file of many records prints one "
                      "line per record, named 'FILE record N (line L)'."))
    p.add_argument("files", nargs="+", metavar="FILE",
                   help=_("record files in either form; '-' reads standard input"))
    p.add_argument("--all", action="store_true", dest="keep_going",
                   help=_("check every move, going on past refused ones"))
    p.add_argument("--json", action="store_true",
                   help=_("print the reports as one line of JSON: a list with one object "
                          "per record"))
    p.add_argument("--jobs", type=whole_number(1, N_("a number of processes")), metavar="N",
                   help=_("validate the records in N processes (default: every core, {cores} "
                          "here); the output is the same, in the same order").format(
                       cores=cores()))
    p.add_argument("--dask", metavar="ADDRESS",
                   help=_("validate the records on the Dask cluster whose scheduler is at "
                          "ADDRESS (tcp://host:8786), or on a new local cluster of --jobs "
                          "processes with 'local' (extra 'dask')"))
    p.add_argument("--time-limit", type=_seconds, default=TIME_LIMIT, metavar="SECONDS",
                   help=_("a record that takes longer fails, and the others go on (default "
                          "{default}; at most {limit}; 0: no limit)").format(
                       default=f"{TIME_LIMIT:g}", limit=f"{MAX_TIME_LIMIT:g}"))
    p.add_argument("--summary", action="store_true",
                   help=_("print the summary (records, verdicts, illegal ones by rule id, "
                          "records per second) on standard error even when it is not a "
                          "terminal"))
    p.set_defaults(run=run)


#: The file name that stands for standard input.
STDIN = "-"

#: Records per task sent to a Dask worker.
PARTITION_SIZE = 64


def _sources(files: list[str]) -> Iterator[RecordText]:
    """The records of the files; a file that holds none is one record that cannot be
    read (:data:`tabletop.batch.NO_RECORD`)."""
    for file in files:
        stream = sys.stdin.buffer if file == STDIN else None
        yield from every_record(file, read_records(file, stream), RecordText)


def check_dask(address: str | None) -> None:
    """Refuse a ``--dask`` address that is not one (checked as text: nothing is
    connected to), and ``--dask`` without the extra ``dask``, before any work is done."""
    if address is None:
        return
    problem = address_problem(address)
    if problem is not None:
        raise Usage(f"--dask: {cluster_words(problem, language())}")
    try:
        require()
    except ImportError as e:
        raise Usage(f"--dask: {cluster_words(str(e), language())}") from None


def report_sentence(report: Any) -> str:
    """The sentence of a report (its ``str()``) in the command's language."""
    return str(report.sentence(language()))


def record_name(file: str, index: int, line: int | None, many: bool) -> str:
    """The name of a record in the output (:func:`tabletop.batch.label`), in the
    command's language."""
    if not many or language() == "en":
        return label(file, index, line, many)
    if line is None:
        return _("{file} record {n}").format(file=file, n=index + 1)
    return _("{file} record {n} (line {line})").format(file=file, n=index + 1, line=line)


def _summary(result: RecordResult) -> str:
    """The line of a result (:meth:`tabletop.batch.RecordResult.summary`) in the
    command's language."""
    lang = language()
    if lang == "en":
        return result.summary()
    if result.report is not None:
        return str(result.report.summary(lang))
    error = error_text(result.error or "", lang)
    if result.says_unreadable:
        return error
    if result.verdict == "unreadable":
        return _("cannot read: {error}").format(error=error)
    return _("failed: {error}").format(error=error)


def _tally_text(summary: Any) -> str:
    """The summary of a run (:meth:`tabletop.batch.Summary.text`) in the command's
    language."""
    return str(summary.text(language()))


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
        raise Usage(_("--dask {address}: cannot reach the scheduler: {error}").format(
            address=args.dask, error=e)) from None


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
    array = JsonArray() if args.json else None
    # the lines go to standard output: a bar on the same terminal would cut them
    with progress(None, _("records"), enabled=not sys.stdout.isatty()) as bar:
        for result, many in with_many(_results(args, checker)):
            tally.add(result)
            bar.advance()
            if array is not None:
                place: dict[str, Any] = {"file": result.file}
                if many:
                    place.update(record=result.index, record_line=result.line)
                readable = result.verdict != "unreadable"
                array.add({**place, "readable": readable, **result.to_dict()})
                continue
            name = record_name(result.file, result.index, result.line, many)
            if result.no_record:
                out(_("{file}: no record in the file").format(file=name))
                continue
            out(f"{name}: {_summary(result)}")
            report = result.report
            # with --all, each refused move says whether it was applied
            for line in report.details(language()) if report is not None else ():
                out(f"{name}:   {line}")
    if array is not None:
        array.close()
    if args.summary or sys.stderr.isatty():
        print(_tally_text(tally.summary(time.perf_counter() - start)), file=sys.stderr)
    return tally.status
