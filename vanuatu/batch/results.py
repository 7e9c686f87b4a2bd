"""The verdict on each record of a batch, the work of one task, and the summary
of a run."""

from __future__ import annotations

import signal
import threading
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager

import attrs

from tabletop import batch
from tabletop.batch import FAILED, ILLEGAL, LEGAL, UNREADABLE, Summary, Tally

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

#: What validates the text of one record (a function importable by name, so
#: that it can be sent to other processes).
Validator = Callable[[str], ValidationReport]


@attrs.frozen
class RecordResult(batch.RecordResult):
    """The verdict on one record of a batch (:class:`tabletop.batch.RecordResult`), said in
    a language.

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

    def summary(self, lang: str = "en") -> str:
        """One line: the report's summary, ``cannot read: ...``, ``failed: ...`` or
        ``no record in the file``, in ``lang``."""
        if self.report is not None:
            return str(self.report.summary(lang))
        if self.no_record:
            return _("no record in the file", lang)
        if self.says_unreadable:
            return refusal_reason(str(self.error), lang)
        if self.verdict == UNREADABLE:
            return _("cannot read: {error}", lang).format(
                error=refusal_reason(str(self.error), lang))
        return _("failed: {error}", lang).format(error=refusal_reason(str(self.error), lang))


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
