"""``vapor-willie convert`` of a file of many records, as ``vanuatu convert`` converts
one: JSON Lines (``--to json``) or text records one after another (``--to text``), a
broken record reported on standard error with its number and line (status 2) and the
others converted, one record written to a ``.jsonl`` file as one line."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

import vapor_willie as vw
from vapor_willie.cli import main

BROKEN = "Players: 9\nP0 end\n"


def run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    status = main(list(args))
    out, err = capsys.readouterr()
    return status, out, err


@pytest.fixture
def records() -> list[vw.Record]:
    return [vw.Game(players=n, seed=n).record for n in (2, 3, 4)]


@pytest.fixture
def season(tmp_path: Path, records: list[vw.Record]) -> Path:
    path = tmp_path / "season.vwr"
    path.write_text("".join(r.to_text() for r in records), encoding="utf-8")
    return path


def test_many_text_records_become_json_lines(
    capsys: pytest.CaptureFixture[str], season: Path, records: list[vw.Record]
) -> None:
    status, out, err = run(capsys, "convert", str(season), "--to", "json")
    assert (status, err) == (0, "")
    lines = out.splitlines()
    assert [vw.Record.parse(line) for line in lines] == records
    assert all(json.loads(line)["format"] == "vapor-willie-record" for line in lines)


def test_json_lines_written_and_read_back_as_text(
    capsys: pytest.CaptureFixture[str], season: Path, tmp_path: Path, records: list[vw.Record]
) -> None:
    lines = tmp_path / "season.jsonl"
    status, out, _ = run(capsys, "convert", str(season), "--to", "json", "--out", str(lines))
    assert (status, out) == (0, f"{season} -> {lines} (JSON Lines)\n")
    assert len(lines.read_text(encoding="utf-8").splitlines()) == 3
    back = tmp_path / "back.vwr"
    status, out, _ = run(capsys, "convert", str(lines), "--to", "text", "--out", str(back))
    assert (status, out) == (0, f"{lines} -> {back} (text)\n")
    assert back.read_text(encoding="utf-8") == season.read_text(encoding="utf-8")
    status, out, _ = run(capsys, "validate", str(back))
    assert status == 0 and out.count(": ok (") == 3
    status, out, _ = run(capsys, "convert", str(lines), "--to", "text")
    assert (status, out) == (0, season.read_text(encoding="utf-8"))


def test_a_broken_record_is_reported_and_the_others_converted(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, records: list[vw.Record]
) -> None:
    first = records[0].to_text()
    path = tmp_path / "mixed.vwr"
    path.write_text(first + BROKEN + records[1].to_text(), encoding="utf-8")
    status, out, err = run(capsys, "convert", str(path), "--to", "json")
    assert status == 2
    assert [vw.Record.parse(line) for line in out.splitlines()] == records[:2]
    line = first.count("\n") + 1
    assert err == (f"vapor-willie: error: {path} record 2 (line {line}): cannot read: line "
                   f"{line}: players: 9 is not between 2 and 4 (VW1.1)\n")
    status, out, err = run(capsys, "convert", str(path), "--to", "json", "--lang", "pt")
    assert status == 2 and f"{path} registro 2 (linha {line}): ilegível: linha {line}" in err


def test_one_record_to_a_jsonl_file_is_one_line(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, records: list[vw.Record]
) -> None:
    one = tmp_path / "one.vwr"
    records[0].dump(one)
    target = tmp_path / "one.jsonl"
    status, out, _ = run(capsys, "convert", str(one), "--to", "json", "--out", str(target))
    assert (status, out) == (0, f"{one} -> {target} (JSON Lines)\n")
    assert [vw.Record.parse(line) for line in target.read_text().splitlines()] == records[:1]
    as_json = tmp_path / "one.json"
    status, out, _ = run(capsys, "convert", str(one), "--to", "json", "--out", str(as_json))
    assert (status, out) == (0, f"{one} -> {as_json} (json)\n")
    assert vw.Record.load(as_json) == records[0]
    status, out, _ = run(capsys, "convert", str(one), "--to", "json")
    assert status == 0 and out == records[0].to_json()


def test_one_broken_record_is_one_error_line(capsys: pytest.CaptureFixture[str],
                                             tmp_path: Path) -> None:
    path = tmp_path / "bad.vwr"
    path.write_text(BROKEN, encoding="utf-8")
    status, out, err = run(capsys, "convert", str(path), "--to", "json")
    assert (status, out) == (2, "")
    assert err == (f"vapor-willie: error: {path}: line 1: players: 9 is not between 2 and 4 "
                   "(VW1.1)\n")
