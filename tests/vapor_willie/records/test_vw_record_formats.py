"""Record formats: records of format 1 (release 0.2.0, no ``negotiation`` ruling) keep
validating as they were played (``negotiation=open``, VW8.3); format 2 records name
the new rulings in their ``Rulings:`` header."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

import vapor_willie as vw
from vapor_willie.cli import main

OLD = Path(__file__).parent / "data" / "format-1-3p.vwr"


def test_VW8_3_a_format_1_record_validates_with_the_negotiation_of_then() -> None:
    text = OLD.read_text()
    assert text.startswith("Format: vapor-willie-record 1\n") and "Rulings" not in text
    record = vw.Record.load(OLD)
    assert record.options.negotiation == "open" and record.options.rulings() == {
        "negotiation": "open"}
    assert vw.validate(record).valid
    # the same moves read as format 2 break VW8.3 f at a gift past the top of the track
    report = vw.validate(vw.Record.parse(text.replace("record 1\n", "record 2\n", 1)))
    assert not report.valid
    assert "P1 offer P2 3s for nothing" in str(report) and "VW8.3" in str(report)


def test_a_format_1_record_converted_keeps_its_reading(tmp_path: Path) -> None:
    out = tmp_path / "old.json"
    assert main(["convert", str(OLD), "--to", "json", "--out", str(out)]) == 0
    record = vw.Record.load(OLD)
    assert vw.Record.load(out) == record
    data = json.loads(record.to_json())
    assert data["version"] == 2 and data["rulings"] == {"negotiation": "open"}
    assert vw.Record.parse(record.to_json()) == record == vw.Record.parse(record.to_text())
    data["version"] = 1
    del data["rulings"]
    assert vw.Record.parse(json.dumps(data)) == record


def test_validate_reads_the_records_of_the_tests_and_examples(
        capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["validate", str(OLD)]) == 0
    assert capsys.readouterr().out.endswith(" moves, complete)\n")


@pytest.mark.parametrize("header", ["Format: vapor-willie-record 3",
                                    "Format: vapor-willie-record 0"])
def test_an_unknown_format_version_is_refused(header: str) -> None:
    with pytest.raises(vw.RecordError, match="not a vapor-willie-record"):
        vw.Record.parse(f"{header}\nPlayers: 2\n")


def test_new_rulings_round_trip_in_both_forms() -> None:
    options = vw.Options(players=2, cash_back="closed", boards_turned="any",
                         negotiation="open")
    record = vw.Record(options, ())
    assert "Rulings: cash-back=closed turn-boards=any negotiation=open" in record.to_text()
    assert vw.Record.parse(record.to_text()) == record == vw.Record.parse(record.to_json())
