"""Validating many records of any game: the verdict on each record, the summary of a
run, and the run itself spread over worker processes, the results in the order of the
records whatever the number of processes (the batch of ``vapor-willie validate``; the
shape of :mod:`vanuatu.batch`'s).

A game gives the records as :class:`RecordText` items and a *validator*, a function
importable by name that takes a record's text and returns its report (an object with
``valid``, ``rule``, ``line``, ``summary()`` and ``to_dict()``), or raises one of
``unreadable`` for a record that cannot be read.

>>> print(Summary(10, 7, 2, 1, 0, (("VW3.5", 2),), 0.5).text())
10 records in 0.5 s (20.0 records/s): 7 legal, 2 illegal (VW3.5: 2), 1 unreadable
>>> label("club.vwr", 2, 40, True)
'club.vwr record 3 (line 40)'

A file that holds no record (an empty JSON Lines file, or one of blank lines only) is
not a game file: :func:`every_record` gives it one item that cannot be read,
:data:`NO_RECORD`, so that it is reported and counted as unreadable (status 2).

>>> [t.error for t in every_record("empty.jsonl", [], RecordText)]
['no record in the file']
"""

from __future__ import annotations

import functools
import multiprocessing
import os
import signal
import threading
from collections import Counter
from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager
from itertools import islice
from pathlib import Path
from typing import Any, Final, TypeVar

import attrs

from .translation import Catalog, list_separator

__all__ = [
    "FAILED", "ILLEGAL", "JSON_LINES_SUFFIXES", "LEGAL", "MAX_TIME_LIMIT", "NO_RECORD",
    "TIME_LIMIT", "UNREADABLE", "RecordResult", "RecordText", "Summary", "Tally", "check",
    "cores", "every_record", "is_json_lines", "label", "validate_many", "with_many",
]

LEGAL: Final = "legal"
ILLEGAL: Final = "illegal"
UNREADABLE: Final = "unreadable"
FAILED: Final = "failed"
_STATUS = {LEGAL: 0, ILLEGAL: 1, UNREADABLE: 2, FAILED: 2}

#: The error of a file that holds no record (:func:`every_record`).
NO_RECORD: Final = "no record in the file"

#: The suffixes of a file of JSON Lines, one JSON record a line (:func:`is_json_lines`).
JSON_LINES_SUFFIXES: Final = (".jsonl", ".ndjson")

#: The words of the summary (tabletop's catalogs).
_WORDS = Catalog("tabletop", Path(__file__).resolve().parent / "locale")

#: The default time limit of one record, in seconds, and the largest one accepted.
TIME_LIMIT: Final = 60.0
MAX_TIME_LIMIT: Final = 86_400.0

#: Records sent to a worker at a time.
CHUNK: Final = 16


def is_json_lines(file: str, first: str | bytes) -> bool:
    """Whether the file named ``file``, whose first line that is not blank is ``first``,
    holds JSON Lines (one JSON record a line, in both games): its suffix says so
    (:data:`JSON_LINES_SUFFIXES`, in any case), or that line is a whole JSON object
    (it starts with ``{`` and ends with ``}``). A JSON record laid out over many lines
    starts with a line ``{`` alone.

    >>> is_json_lines("club.ndjson", ""), is_json_lines("club.json", '{"players": 2}')
    (True, True)
    >>> is_json_lines("club.json", "{"), is_json_lines("club.vnt", "Players: 3")
    (False, False)
    """
    if file.lower().endswith(JSON_LINES_SUFFIXES):
        return True
    line = first.decode("utf-8", "replace") if isinstance(first, bytes) else first
    line = line.removeprefix("\ufeff").strip(" \t\r\n")
    return len(line) > 1 and line.startswith("{") and line.endswith("}")


def cores() -> int:
    """The cores this process may use."""
    try:
        return len(os.sched_getaffinity(0))
    except AttributeError:  # not on every system
        return os.cpu_count() or 1


@attrs.frozen
class RecordText:
    """One record of a file: the ``file`` as given, its ``index`` there (from 0), its
    first ``line`` (``None`` when the file cannot be read), and its ``text`` or the
    ``error`` that keeps it from being read."""

    file: str
    index: int
    line: int | None
    text: str = ""
    error: str | None = None


@attrs.frozen
class RecordResult:
    """The verdict on one record: :data:`LEGAL`, :data:`ILLEGAL`, :data:`UNREADABLE` or
    :data:`FAILED`, the ``rule`` an illegal move breaks, the ``error`` in one line and
    the ``report`` of a legal or illegal record (its lines are lines of the file)."""

    file: str
    index: int
    line: int | None
    verdict: str
    rule: str | None = None
    error: str | None = None
    report: Any = None

    @property
    def status(self) -> int:
        """The exit status it calls for: 0 legal, 1 illegal, 2 unreadable or failed."""
        return _STATUS[self.verdict]

    @property
    def no_record(self) -> bool:
        """Whether this is the result of a file that holds no record
        (:func:`every_record`)."""
        return self.verdict == UNREADABLE and self.line is None and self.error == NO_RECORD

    @property
    def says_unreadable(self) -> bool:
        """Whether this result is unreadable and its error says so already
        (``cannot read the file: ...``), so that its line is the error alone."""
        return self.verdict == UNREADABLE and str(self.error).startswith("cannot read")

    def summary(self) -> str:
        """One line: the report's summary, ``cannot read: ...`` (the error alone when it
        says so, :attr:`says_unreadable`), ``failed: ...``, or :data:`NO_RECORD` for a
        file that holds none."""
        if self.report is not None:
            return str(self.report.summary())
        if self.no_record or self.says_unreadable:
            return str(self.error)
        return f"cannot read: {self.error}" if self.verdict == UNREADABLE \
            else f"failed: {self.error}"

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready data: the report's ``to_dict()``, or ``{"error": ...}`` (with
        ``"failed": true`` when there is no verdict)."""
        if self.report is not None:
            return dict(self.report.to_dict())
        if self.verdict == UNREADABLE:
            return {"error": self.error}
        return {"error": self.error, "failed": True}


class _Timeout(BaseException):
    """The time limit of a record ran out (not an ``Exception``: nothing swallows it)."""


def _on_alarm(signum: int, frame: object) -> None:
    raise _Timeout


@contextmanager
def _time_limit(seconds: float | None) -> Iterator[None]:
    if (not seconds or threading.current_thread() is not threading.main_thread()
            or not hasattr(signal, "setitimer")):
        yield
        return
    previous = signal.signal(signal.SIGALRM, _on_alarm)
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)


def check(text: RecordText, validator: Callable[[str], Any],
          unreadable: tuple[type[Exception], ...], time_limit: float | None = None,
          shift: Callable[[Any, int], Any] | None = None,
          shift_error: Callable[[str, int | None], str] | None = None) -> RecordResult:
    """The verdict on ``text`` by ``validator`` within ``time_limit`` seconds; an
    exception of ``unreadable`` makes it :data:`UNREADABLE`, any other
    :data:`FAILED`. ``shift(report, n)`` moves the report's lines ``n`` down (the lines
    of a record made lines of its file), ``shift_error(message, first_line)`` those of
    an error."""
    place = (text.file, text.index, text.line)
    if text.error is not None:
        return RecordResult(*place, UNREADABLE, error=text.error)
    try:
        with _time_limit(time_limit):
            report = validator(text.text)
    except _Timeout:
        return RecordResult(*place, FAILED, error=f"no verdict within {time_limit:g} s "
                                                  "(the time limit of a record)")
    except unreadable as e:
        error = str(e) if shift_error is None else shift_error(str(e), text.line)
        return RecordResult(*place, UNREADABLE, error=error)
    except Exception as e:  # a fault of the library: reported, and the run goes on
        return RecordResult(*place, FAILED,
                            error=f"internal error: {type(e).__name__}: {str(e)[:200]}")
    if shift is not None and text.line is not None and text.line > 1:
        report = shift(report, text.line - 1)
    if report.valid:
        return RecordResult(*place, LEGAL, report=report)
    return RecordResult(*place, ILLEGAL, rule=report.rule, error=str(report.summary()),
                        report=report)


_T = TypeVar("_T")


def every_record(file: str, texts: Iterable[_T], make: Callable[..., _T]) -> Iterator[_T]:
    """The records ``texts`` of ``file``, or, when there is none, one made by
    ``make(file, 0, None, error=NO_RECORD)`` (:class:`RecordText`, or a game's own
    type of record text): a file with no record is reported as one that cannot be
    read."""
    empty = True
    for text in texts:
        empty = False
        yield text
    if empty:
        yield make(file, 0, None, error=NO_RECORD)


def _check_chunk(checker: Callable[[RecordText], RecordResult],
                 chunk: list[RecordText]) -> list[RecordResult]:
    return [checker(t) for t in chunk]


def _chunks(items: Iterable[RecordText]) -> Iterator[list[RecordText]]:
    it = iter(items)
    while chunk := list(islice(it, CHUNK)):
        yield chunk


def validate_many(items: Iterable[RecordText], checker: Callable[[RecordText], RecordResult],
                  jobs: int | None = None) -> Iterator[RecordResult]:
    """The result of ``checker`` (a picklable function, such as a
    :func:`functools.partial` of :func:`check`) on each of ``items``, in their order,
    in ``jobs`` processes (default: every core); a run of one process, or too small to
    fill two chunks, stays in this process."""
    jobs = cores() if jobs is None else jobs
    chunks = _chunks(items)
    first = list(islice(chunks, 2))
    if jobs <= 1 or len(first) < 2:
        for chunk in first:
            yield from (checker(t) for t in chunk)
        for chunk in chunks:
            yield from (checker(t) for t in chunk)
        return
    work = functools.partial(_check_chunk, checker)

    def every() -> Iterator[list[RecordText]]:
        yield from first
        yield from chunks

    with multiprocessing.get_context("spawn").Pool(jobs) as pool:
        for results in pool.imap(work, every()):
            yield from results


def with_many(items: Iterable[RecordResult]) -> Iterator[tuple[RecordResult, bool]]:
    """Each result (in file order) with whether its file holds more than one record."""
    held: RecordResult | None = None
    for item in items:
        if held is not None:
            yield held, item.index > 0
            held = None
        if item.index == 0:
            held = item
        else:
            yield item, True
    if held is not None:
        yield held, False


def label(file: str, index: int, line: int | None, many: bool) -> str:
    """The name of a record in the output: its file, and for a file of many records its
    number (from 1) and first line."""
    if not many:
        return file
    return f"{file} record {index + 1}" + (f" (line {line})" if line is not None else "")


@attrs.frozen
class Summary:
    """The figures of a run: records read, their verdicts, illegal ones by rule id
    (``"no rule"`` for a move that does not parse), time taken."""

    records: int
    legal: int
    illegal: int
    unreadable: int
    failed: int
    by_rule: tuple[tuple[str, int], ...]
    seconds: float

    @property
    def rate(self) -> float:
        """Records per second (0 for an empty run)."""
        return self.records / self.seconds if self.seconds > 0 else 0.0

    def text(self, lang: str = "en") -> str:
        """One line for people, in ``lang``.

        >>> print(Summary(1, 1, 0, 0, 0, (), 0.5).text("pt"))
        1 registro em 0.5 s (2.0 registros/s): 1 legal, 0 ilegal, 0 ilegível
        """
        illegal = _WORDS.ngettext("{n} illegal", "{n} illegal", self.illegal, lang).format(
            n=self.illegal)
        if self.by_rule:
            illegal += " (" + ", ".join(f"{rule}: {n}" for rule, n in self.by_rule) + ")"
        parts = [_WORDS.ngettext("{n} legal", "{n} legal", self.legal, lang).format(
            n=self.legal), illegal,
            _WORDS.ngettext("{n} unreadable", "{n} unreadable", self.unreadable, lang).format(
                n=self.unreadable)]
        if self.failed:
            parts.append(_WORDS.ngettext("{n} failed", "{n} failed", self.failed, lang).format(
                n=self.failed))
        return _WORDS.ngettext(
            "{n} record in {seconds} s ({rate} records/s): {verdicts}",
            "{n} records in {seconds} s ({rate} records/s): {verdicts}",
            self.records, lang).format(n=self.records, seconds=f"{self.seconds:.1f}",
                                       rate=f"{self.rate:.1f}",
                                       verdicts=list_separator(lang).join(parts))

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready data."""
        return {
            "records": self.records,
            "legal": self.legal,
            "illegal": self.illegal,
            "illegal_by_rule": dict(self.by_rule),
            "unreadable": self.unreadable,
            "failed": self.failed,
            "seconds": round(self.seconds, 3),
            "records_per_second": round(self.rate, 1),
        }


@attrs.define
class Tally:
    """Counts results as they come (:meth:`add`) into a :class:`Summary`."""

    verdicts: Counter[str] = attrs.Factory(Counter)
    rules: Counter[str] = attrs.Factory(Counter)
    status: int = 0

    def add(self, result: RecordResult) -> None:
        """Count ``result``."""
        self.verdicts[result.verdict] += 1
        if result.verdict == ILLEGAL:
            self.rules[result.rule or "no rule"] += 1
        self.status = max(self.status, result.status)

    def summary(self, seconds: float) -> Summary:
        """The summary of the results counted, which took ``seconds``."""
        v = self.verdicts
        return Summary(sum(v.values()), v[LEGAL], v[ILLEGAL], v[UNREADABLE], v[FAILED],
                       tuple(sorted(self.rules.items(), key=lambda kv: (-kv[1], kv[0]))),
                       seconds)
