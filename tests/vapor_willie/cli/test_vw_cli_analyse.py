"""``vapor-willie analyse``: the blunder check of a record, in the shapes of
``vanuatu analyse`` (the bot judges from what the player to act could see, VW12)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from vapor_willie.cli import main

ROOT = Path(__file__).resolve().parents[3]


@pytest.fixture
def record(tmp_path: Path) -> Path:
    path = tmp_path / "g.vwr"
    assert main(["play", "--players", "2", "--seed", "4", "--bots", "heuristic,random",
                 "--out", str(path)]) == 0
    return path


def test_text_rows_skip_chance_and_name_the_bot_choice(
        record: Path, capsys: pytest.CaptureFixture[str]) -> None:
    capsys.readouterr()
    assert main(["analyse", str(record), "--to", "30"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0].startswith(f"{record}: ") and "analysed by heuristic" in lines[0]
    assert lines[1].split()[:5] == ["move", "who", "played", "bot", "loss"]
    rows = lines[2:-1]
    assert rows and all("reveal" not in row for row in rows)  # chance events skipped
    assert lines[-1].startswith("moves as the bot chose: ")


def test_json_rows_hold_the_loss(record: Path, capsys: pytest.CaptureFixture[str]) -> None:
    capsys.readouterr()
    assert main(["analyse", str(record), "--to", "40", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["file"] == str(record) and data["bot"] == "heuristic"
    for row in data["moves"]:
        assert row["number"] <= 40 and row["played"].startswith(f"P{row['player']} ")
        if row["loss"] is not None:
            assert row["loss"] == pytest.approx(row["best_value"] - row["played_value"],
                                                abs=1e-3)
            assert row["loss"] >= 0
        assert row["description"].startswith(f"P{row['player']} ")


def test_at_ranks_the_moves_of_a_position(record: Path,
                                          capsys: pytest.CaptureFixture[str]) -> None:
    capsys.readouterr()
    assert main(["analyse", str(record), "--at", "20", "--top", "2", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["at"] == 20 and len(data["candidates"]) <= 2
    values = [c["value"] for c in data["candidates"]]
    assert values == sorted(values, reverse=True)
    assert main(["analyse", str(record), "--at", "0"]) == 2  # chance to act
    assert "no player is to act there (chance is)" in capsys.readouterr().err


def test_the_same_seed_gives_the_same_analysis(record: Path,
                                               capsys: pytest.CaptureFixture[str]) -> None:
    capsys.readouterr()
    assert main(["analyse", str(record), "--to", "30", "--seed", "3"]) == 0
    first = capsys.readouterr().out
    assert main(["analyse", str(record), "--to", "30", "--seed", "3"]) == 0
    assert capsys.readouterr().out == first


def _run(*args: str) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    return subprocess.run([sys.executable, "-m", "vapor_willie", *args], capture_output=True,
                          text=True, env=env, timeout=300, check=False)


def test_bad_input_is_one_line(record: Path, tmp_path: Path) -> None:
    missing = _run("analyse", str(tmp_path / "none.vwr"))
    assert missing.returncode == 2 and len(missing.stderr.splitlines()) == 1
    for args in (("--to", "9999"), ("--top", "0"), ("--bot", "random"), ("--bot", "nope"),
                 ("--seed", "x")):
        got = _run("analyse", str(record), *args)
        assert got.returncode == 2, args
        assert got.stdout == "" and len(got.stderr.splitlines()) == 1, args
        assert got.stderr.startswith("vapor-willie: error: "), args
    bad = tmp_path / "bad.vwr"
    bad.write_text("Players: 2\nP0 end\n")
    illegal = _run("analyse", str(bad))
    assert illegal.returncode == 1 and "VW12" in illegal.stderr
    assert len(illegal.stderr.splitlines()) == 1
