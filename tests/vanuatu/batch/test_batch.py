"""vanuatu.batch: many records over worker processes, with bad input of every kind."""

from __future__ import annotations

import os
import time
from pathlib import Path

import pytest

import vanuatu
from vanuatu import Record, ValidationReport
from vanuatu.batch import (
    FAILED,
    ILLEGAL,
    LEGAL,
    UNREADABLE,
    RecordResult,
    Summary,
    summarize,
    validate_many,
)
from vanuatu.batch.pool import DIED
from vanuatu.records.archive import RecordText

ROOT = Path(__file__).resolve().parents[3]
OPENING = Record.load(ROOT / "examples" / "records" / "opening-4p.vnt")
SHORT = vanuatu.Game(players=3, seed=1).record


def worker_hook(text: str) -> ValidationReport:
    """A validator with faults on demand: the tag ``Table: die`` kills its
    process, ``Table: hang`` never ends."""
    if "Table: die" in text:
        os._exit(3)
    if "Table: hang" in text:
        while True:
            time.sleep(0.01)
    return vanuatu.validate_text(text)


def tagged(table: str) -> str:
    return f"Players: 3\nTable: {table}\nreveal start start-blank start-fish start-wreck\n"


def illegal() -> str:
    return SHORT.to_text() + "P2 plan fish\n"


@pytest.fixture
def archive(tmp_path: Path) -> Path:
    """12 records: legal ones, an illegal one, a broken one in the middle."""
    parts = [OPENING.to_text()] * 5 + [illegal(), "Players: 3\nVariant: chess\nP0 fish\n"]
    parts += [OPENING.to_text()] * 5
    path = tmp_path / "club.vnt"
    path.write_text("".join(parts), encoding="utf-8")
    return path


def test_many_records_get_a_verdict_each_in_order(archive: Path) -> None:
    results = list(validate_many([archive], jobs=1))
    assert [r.index for r in results] == list(range(12))
    assert [r.verdict for r in results] == [LEGAL] * 5 + [ILLEGAL, UNREADABLE] + [LEGAL] * 5
    bad = results[5]
    assert bad.rule == "R3.8" and bad.report is not None and not bad.report.valid
    # the line of the illegal move is a line of the archive
    assert bad.report.line == bad.line + illegal().count("\n") - 1
    assert results[6].error is not None and "unknown variant 'chess'" in results[6].error
    assert results[6].status == 2 and bad.status == 1 and results[0].status == 0


def test_two_processes_give_the_results_of_one(archive: Path, tmp_path: Path) -> None:
    other = tmp_path / "other.jsonl"
    other.write_text(
        "\n".join(Record.parse(OPENING.to_text()).to_json().replace("\n", "") for _ in range(3))
        + "\n",
        encoding="utf-8",
    )
    sources = [archive, tmp_path, other, tmp_path / "missing.vnt", archive]
    one = list(validate_many(sources, jobs=1))
    two = list(validate_many(sources, jobs=2, chunk_size=2))
    assert two == one
    assert len(one) == 12 + 1 + 3 + 1 + 12
    unordered = list(validate_many(sources, jobs=2, chunk_size=2, keep_order=False))
    assert sorted(unordered, key=repr) == sorted(one, key=repr)


def test_a_killed_worker_fails_its_record_and_the_run_goes_on(tmp_path: Path) -> None:
    parts = [OPENING.to_text()] * 6 + [tagged("die")] + [OPENING.to_text()] * 6
    path = tmp_path / "club.vnt"
    path.write_text("".join(parts), encoding="utf-8")
    results = list(validate_many([path], jobs=2, chunk_size=2, validator=worker_hook))
    assert [r.index for r in results] == list(range(13))
    assert [r.verdict for r in results] == [LEGAL] * 6 + [FAILED] + [LEGAL] * 6
    assert results[6].error == DIED and results[6].status == 2
    assert results[6].summary() == f"failed: {DIED}"
    assert results[0] == next(validate_many([path], jobs=1))


@pytest.mark.parametrize("jobs", [1, 2])
def test_a_record_that_hangs_fails_at_the_time_limit(tmp_path: Path, jobs: int) -> None:
    parts = [OPENING.to_text()] * 3 + [tagged("hang")] + [OPENING.to_text()] * 3
    path = tmp_path / "club.vnt"
    path.write_text("".join(parts), encoding="utf-8")
    results = list(validate_many([path], jobs=jobs, chunk_size=2, time_limit=0.5,
                                 validator=worker_hook))
    assert [r.verdict for r in results] == [LEGAL] * 3 + [FAILED] + [LEGAL] * 3
    assert results[3].error == "no verdict within 0.5 s (the time limit of a record)"
    assert (results[3].index, results[3].line) == (3, 1 + 3 * OPENING.to_text().count("\n"))


def test_records_and_record_texts_are_sources_too() -> None:
    text = RecordText("mine", 4, 10, illegal())
    results = list(validate_many([OPENING, text], jobs=1))
    assert [(r.file, r.index, r.verdict) for r in results] == [
        ("<record>", 0, LEGAL), ("mine", 4, ILLEGAL)
    ]
    assert results[1].report is not None and results[1].report.line == 10 + 12


def test_bad_arguments_are_refused() -> None:
    with pytest.raises(ValueError, match="jobs: expected a number of processes from 1, not 0"):
        validate_many([], jobs=0)
    with pytest.raises(ValueError, match="chunk_size"):
        validate_many([], chunk_size=0)
    with pytest.raises(ValueError, match="time_limit"):
        validate_many([], time_limit=-1)
    with pytest.raises(TypeError, match="not int"):
        list(validate_many([3], jobs=1))  # type: ignore[list-item]


def test_the_summary_counts_verdicts_and_illegal_records_by_rule(archive: Path) -> None:
    summary = summarize(validate_many([archive, archive.parent / "none.vnt"], jobs=1))
    assert (summary.records, summary.legal, summary.illegal, summary.unreadable,
            summary.failed) == (13, 10, 1, 2, 0)
    assert summary.by_rule == (("R3.8", 1),)
    assert summary.rate > 0
    assert summary.to_dict()["illegal_by_rule"] == {"R3.8": 1}
    empty = Summary(0, 0, 0, 0, 0, (), 0.0)
    assert empty.rate == 0 and empty.text().startswith("0 records in 0.0 s (0.0 records/s)")


def test_a_result_says_what_is_wrong_in_one_line() -> None:
    text = RecordText("f", 0, 1, error="cannot read the file: Is a directory")
    [result] = validate_many([text], jobs=1)
    assert result == RecordResult("f", 0, 1, UNREADABLE, error=text.error)
    assert result.summary() == "cannot read the file: Is a directory"
    assert result.to_dict() == {"error": "cannot read the file: Is a directory"}
