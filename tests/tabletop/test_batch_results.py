"""The one line of a record's result (:class:`tabletop.batch.RecordResult`)."""

from __future__ import annotations

from tabletop.batch import FAILED, NO_RECORD, UNREADABLE, RecordResult


def test_an_unreadable_file_is_said_to_be_so_once() -> None:
    missing = RecordResult("g", 0, None, UNREADABLE,
                           error="cannot read the file: No such file or directory")
    assert missing.says_unreadable
    assert missing.summary() == "cannot read the file: No such file or directory"


def test_other_unreadable_records_say_why_they_cannot_be_read() -> None:
    big = RecordResult("g", 0, 1, UNREADABLE, error="line 1: too long")
    assert not big.says_unreadable
    assert big.summary() == "cannot read: line 1: too long"
    assert RecordResult("g", 0, None, UNREADABLE, error=NO_RECORD).summary() == NO_RECORD


def test_a_record_without_a_verdict_says_it_failed() -> None:
    slow = RecordResult("g", 0, 1, FAILED, error="cannot read the clock")
    assert not slow.says_unreadable
    assert slow.summary() == "failed: cannot read the clock"
