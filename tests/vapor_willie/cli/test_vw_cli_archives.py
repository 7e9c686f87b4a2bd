"""``vapor-willie validate`` on files of many records (text records one after another,
JSON Lines), with ``--jobs``, ``--summary``, ``--time-limit`` and ``--all``, in the shapes
and statuses of ``vanuatu validate``."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

import vapor_willie as vw
from tabletop.batch import RecordText
from vapor_willie.cli import main
from vapor_willie.records.archive import split_text

ROOT = Path(__file__).resolve().parents[3]


def _run(*args: str, cwd: Path) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    return subprocess.run([sys.executable, "-m", "vapor_willie", *args], capture_output=True,
                          text=True, env=env, cwd=cwd, timeout=300, check=False)


@pytest.fixture
def season(tmp_path: Path) -> Path:
    """Four records: legal, legal, an illegal move after the end (VW10), a bad header."""
    path = tmp_path / "g.vwr"
    assert main(["play", "--players", "2", "--seed", "4", "--bots", "heuristic",
                 "--out", str(path)]) == 0
    text = path.read_text()
    archive = tmp_path / "season.vwr"
    archive.write_text(text + text + text + "P0 dock PZ\n" + "Players: 9\nP0 end\n")
    return archive


def _lines(text: str) -> int:
    return text.count("\n")


def test_split_text_starts_a_record_at_a_header_after_a_move() -> None:
    text = vw.Game(players=2, seed=4).record.to_text()
    records = list(split_text("s.vwr", text + "\n" + text))
    assert [(r.index, r.line) for r in records] == [(0, 1), (1, _lines(text) + 2)]
    assert records == [RecordText("s.vwr", 0, 1, text + "\n"),
                       RecordText("s.vwr", 1, _lines(text) + 2, text)]


def test_each_record_gets_its_line_and_the_status_is_the_worst(
        season: Path, tmp_path: Path) -> None:
    n = _lines(season.read_text().split("Players: 9")[0]) // 3
    got = _run("validate", season.name, "--jobs", "1", cwd=tmp_path)
    assert got.returncode == 2, got.stderr
    lines = got.stdout.splitlines()
    assert lines[0] == "season.vwr record 1 (line 1): ok (188 moves, complete)"
    assert lines[1].startswith(f"season.vwr record 2 (line {n + 1}): ok")
    assert lines[2].endswith("P0 dock PZ: VW10 the game is over")
    assert lines[3].endswith(f"cannot read: line {3 * n + 2}: players: 9 is not between 2 "
                             "and 4 (VW1.1)")
    assert len(lines) == 4


def test_jobs_change_nothing_of_the_output(tmp_path: Path) -> None:
    path = tmp_path / "g.vwr"
    assert main(["play", "--players", "2", "--seed", "4", "--bots", "heuristic",
                 "--out", str(path)]) == 0
    big = tmp_path / "big.vwr"
    big.write_text(path.read_text() * 40 + "P0 end\n")
    one = _run("validate", "big.vwr", "--jobs", "1", cwd=tmp_path)
    two = _run("validate", "big.vwr", "--jobs", "2", "--summary", cwd=tmp_path)
    assert one.returncode == two.returncode == 1
    assert one.stdout == two.stdout and len(one.stdout.splitlines()) == 40
    assert two.stderr.startswith("40 records in ")
    assert two.stderr.rstrip().endswith("39 legal, 1 illegal (VW10: 1), 0 unreadable")


def test_json_lines_name_the_record(season: Path, tmp_path: Path,
                                    capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["validate", str(season), "--json", "--all"]) == 2
    items = json.loads(capsys.readouterr().out)  # one line: a list, as vanuatu's
    assert [i["record"] for i in items] == [0, 1, 2, 3]
    assert items[0]["record_line"] == 1 and items[0]["valid"] is True
    assert items[2]["valid"] is False and items[2]["refusals"][0]["rule"] == "VW10"
    assert items[3] == {"file": str(season), "record": 3, "record_line": items[3]["record_line"],
                        "readable": False, "error": items[3]["error"]}
    jsonl = tmp_path / "s.jsonl"
    record = vw.Record.read(season.parent / "g.vwr")
    jsonl.write_text(record.to_json().replace("\n", "") + "\n\n" + '{"nope": 1}\n')
    assert main(["validate", str(jsonl)]) == 2
    out = capsys.readouterr().out.splitlines()
    assert out[0] == f"{jsonl} record 1 (line 1): ok (188 moves, complete)"
    assert out[1].startswith(f"{jsonl} record 2 (line 3): cannot read:")


def test_a_record_over_the_time_limit_fails_and_the_others_go_on(
        season: Path, tmp_path: Path) -> None:
    got = _run("validate", season.name, "--time-limit", "0.000001", "--summary",
               "--jobs", "1", cwd=tmp_path)
    assert got.returncode == 2
    assert "failed: no verdict within 1e-06 s (the time limit of a record)" in got.stdout
    assert " failed" in got.stderr


def test_bad_options_and_missing_files_are_one_line_with_status_2(
        season: Path, tmp_path: Path) -> None:
    for option, value in (("--jobs", "0"), ("--jobs", "x"), ("--time-limit", "nan"),
                          ("--time-limit", "-1")):
        got = _run("validate", season.name, option, value, cwd=tmp_path)
        assert got.returncode == 2 and got.stdout == ""
        assert len(got.stderr.splitlines()) == 1 and option in got.stderr
    missing = _run("validate", "none.vwr", season.name, cwd=tmp_path)
    assert missing.returncode == 2
    assert missing.stdout.splitlines()[0] == ("none.vwr: cannot read the file: "
                                              "No such file or directory")


@pytest.mark.parametrize("name", ["season.json", "season.ndjson", "SEASON.JSONL", "season"])
def test_json_lines_are_known_by_their_first_line_or_suffix_as_in_vanuatu(
    name: str, tmp_path: Path
) -> None:
    # one JSON record a line, whatever the file's name (tabletop.batch.is_json_lines)
    record = vw.Game(players=2, seed=4).record.to_json()
    one_line = json.dumps(json.loads(record))
    texts = list(split_text(name, f"\ufeff{one_line}\n\n{one_line}\n"))
    assert [(t.index, t.line) for t in texts] == [(0, 1), (1, 3)]
    # a JSON record laid out over many lines stays one record
    laid_out = json.dumps(json.loads(record), indent=1)
    if not name.lower().endswith((".jsonl", ".ndjson")):
        assert [(t.index, t.line) for t in split_text(name, laid_out)] == [(0, 1)]


def test_convert_writes_json_lines_to_an_ndjson_file(season: Path, tmp_path: Path,
                                                      capsys: pytest.CaptureFixture[str]
                                                      ) -> None:
    legal = tmp_path / "two.vwr"
    first = next(split_text(str(season), season.read_text()))
    legal.write_text(first.text * 2)
    out = tmp_path / "two.ndjson"
    assert main(["convert", str(legal), "--to", "json", "--out", str(out)]) == 0
    assert len(out.read_text().splitlines()) == 2
    capsys.readouterr()
    assert main(["validate", str(out)]) == 0
    assert capsys.readouterr().out.splitlines()[1].startswith(f"{out} record 2 (line 2): ok")
