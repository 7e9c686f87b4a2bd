"""The verdict on each record of a batch, the work of one task, and the summary
of a run."""

from __future__ import annotations

import signal
import threading
from collections import Counter
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from typing import Any, Final

import attrs

from ..describe.refusals import refusal_reason
from ..errors import RecordError
from ..records import RecordText, ValidationReport, shift_lines, validate_text
from ..translation import translate as _

__all__ = [
    "FAILED",
    "ILLEGAL",
    "LEGAL",
    "UNREADABLE",
    "RecordResult",
    "RecordTimeout",
    "Summary",
    "Tally",
    "Validator",
    "check_records",
    "failed",
]

#: Every move is legal (the game need not be over).
LEGAL: Final = "legal"
#: A move is illegal, or does not parse.
ILLEGAL: Final = "illegal"
#: The record cannot be read (not a record, not UTF-8, the file cannot be opened...).
UNREADABLE: Final = "unreadable"
#: No verdict: the process validating the record died, or the time limit ran out.
FAILED: Final = "failed"

#: The exit status of the command line for each verdict.
_STATUS = {LEGAL: 0, ILLEGAL: 1, UNREADABLE: 2, FAILED: 2}

#: What validates the text of one record (a function importable by name, so
#: that it can be sent to other processes).
Validator = Callable[[str], ValidationReport]


@attrs.frozen
class RecordResult:
    """The verdict on one record of a batch.

    Attributes:
        file: the file as given.
        index: the place of the record in its file, from 0.
        line: the first line of the record in its file (``None`` when the
            file itself cannot be read).
        verdict: :data:`LEGAL`, :data:`ILLEGAL`, :data:`UNREADABLE` or
            :data:`FAILED`.
        rule: the rule id an illegal move breaks (``None`` when it does not
            parse, and for the other verdicts).
        error: what is wrong, in one line (``None`` when legal).
        report: the :class:`~vanuatu.ValidationReport` of a legal or illegal
            record; its line numbers are lines of the file.
    """

    file: str
    index: int
    line: int | None
    verdict: str
    rule: str | None = None
    error: str | None = None
    report: ValidationReport | None = None

    @property
    def status(self) -> int:
        """The exit status it calls for: 0 legal, 1 illegal, 2 unreadable or failed."""
        return _STATUS[self.verdict]

    def summary(self, lang: str = "en") -> str:
        """One line: the report's summary, ``cannot read: ...`` or ``failed: ...``,
        in ``lang``."""
        if self.report is not None:
            return self.report.summary(lang)
        if self.verdict == UNREADABLE:
            return _("cannot read: {error}", lang).format(
                error=refusal_reason(str(self.error), lang))
        return _("failed: {error}", lang).format(error=refusal_reason(str(self.error), lang))

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready data: the report's :meth:`~vanuatu.ValidationReport.to_dict`,
        or ``{"error": ...}`` (with ``"failed": true`` when there is no verdict)."""
        if self.report is not None:
            return self.report.to_dict()
        if self.verdict == UNREADABLE:
            return {"error": self.error}
        return {"error": self.error, "failed": True}


def failed(text: RecordText, why: str) -> RecordResult:
    """The result of a record that got no verdict, because of ``why``."""
    return RecordResult(text.file, text.index, text.line, FAILED, error=why)


class RecordTimeout(BaseException):
    """Raised in the process validating a record when its time limit runs out
    (a :class:`BaseException`, so that no ``except Exception`` of the
    validation swallows it)."""


def _on_alarm(signum: int, frame: object) -> None:
    raise RecordTimeout


@contextmanager
def _time_limit(seconds: float | None) -> Iterator[None]:
    """Raise :class:`RecordTimeout` after ``seconds``; only in the main thread
    of a process, with ``SIGALRM`` (elsewhere there is no limit)."""
    if (
        not seconds
        or threading.current_thread() is not threading.main_thread()
        or not hasattr(signal, "setitimer")
    ):
        yield
        return
    previous = signal.signal(signal.SIGALRM, _on_alarm)
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)


def _check(text: RecordText, time_limit: float | None, validator: Validator) -> RecordResult:
    if text.error is not None:
        return RecordResult(text.file, text.index, text.line, UNREADABLE, error=text.error)
    try:
        with _time_limit(time_limit):
            report = validator(text.text)
    except RecordTimeout:
        return failed(text, f"no verdict within {time_limit:g} s (the time limit of a record)")
    except RecordError as e:
        error = shift_lines(str(e), text.line)
        return RecordResult(text.file, text.index, text.line, UNREADABLE, error=error)
    except Exception as e:  # a fault of the library: reported, and the run goes on
        return failed(text, f"internal error: {type(e).__name__}: {str(e)[:200]}")
    if text.line is not None and text.line > 1:
        report = _shifted(report, text.line - 1)
    if report.valid:
        return RecordResult(text.file, text.index, text.line, LEGAL, report=report)
    return RecordResult(
        text.file, text.index, text.line, ILLEGAL, rule=report.rule, error=report.summary(),
        report=report,
    )


def _shifted(report: ValidationReport, shift: int) -> ValidationReport:
    """``report`` with its line numbers moved ``shift`` lines down (lines of
    the record made lines of its file)."""
    if report.line is None and not report.refusals:
        return report
    refusals = tuple(
        r if r.line is None else attrs.evolve(r, line=r.line + shift) for r in report.refusals
    )
    line = None if report.line is None else report.line + shift
    return attrs.evolve(report, line=line, refusals=refusals)


def check_records(
    texts: Sequence[RecordText],
    time_limit: float | None = None,
    validator: Validator = validate_text,
) -> list[RecordResult]:
    """Validate each record of ``texts`` with ``validator``, at most
    ``time_limit`` seconds each (see :func:`vanuatu.batch.validate_many`):
    the work of one task."""
    return [_check(text, time_limit, validator) for text in texts]


@attrs.frozen
class Summary:
    """The figures of a run: records read, their verdicts, illegal ones by
    rule id (``"no rule"`` for a move that does not parse), time taken."""

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
        """One line for people.

        >>> print(Summary(10, 7, 2, 1, 0, (("R4.3", 2),), 0.5).text())
        10 records in 0.5 s (20.0 records/s): 7 legal, 2 illegal (R4.3: 2), 1 unreadable
        """
        parts = [_("{count} legal", lang).format(count=self.legal)]
        illegal = _("{count} illegal", lang).format(count=self.illegal)
        if self.by_rule:
            illegal += " (" + ", ".join(f"{rule}: {n}" for rule, n in self.by_rule) + ")"
        parts.append(illegal)
        parts.append(_("{count} unreadable", lang).format(count=self.unreadable))
        if self.failed:
            parts.append(_("{count} failed", lang).format(count=self.failed))
        return _("{records} records in {seconds} s ({rate} records/s): {parts}", lang).format(
            records=self.records, seconds=f"{self.seconds:.1f}", rate=f"{self.rate:.1f}",
            parts=", ".join(parts))

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
        return Summary(
            records=sum(v.values()),
            legal=v[LEGAL],
            illegal=v[ILLEGAL],
            unreadable=v[UNREADABLE],
            failed=v[FAILED],
            by_rule=tuple(sorted(self.rules.items(), key=lambda kv: (-kv[1], kv[0]))),
            seconds=seconds,
        )
