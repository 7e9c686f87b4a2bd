"""``vapor-willie replay --narrate``: the game told move by move, as
``vanuatu replay --narrate`` tells one (VW12: what a player may not see is not named)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from vapor_willie.cli import main

ROOT = Path(__file__).resolve().parents[3]


def _record(tmp_path: Path) -> Path:
    out = tmp_path / "g.vwr"
    assert main(["play", "--players", "2", "--seed", "1", "--out", str(out)]) == 0
    return out


def test_narrate_tells_every_move_under_its_round(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = _record(tmp_path)
    capsys.readouterr()
    assert main(["replay", str(path), "--narrate"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0] == f"{path}: 2 players (P0 random bot, P1 random bot) · river A, boat B"
    assert lines[1] == "Setup" and "Round 1" in lines and "Round 2" in lines
    assert lines[2] == "    1. reveal cube hay"
    assert lines[3].startswith("         A cube is drawn for island I1")
    numbered = [line for line in lines if line[:6].strip().rstrip(".").isdigit()]
    assert len(numbered) == 161
    assert lines[-1].strip().startswith("The game is over")  # VW10


def test_narrate_stops_at_to(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = _record(tmp_path)
    capsys.readouterr()
    assert main(["replay", str(path), "--narrate", "--to", "8"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[-2:] == ["    8. P0 keep O3", "         P0 keeps objective card O3."]  # VW2.4
    assert main(["replay", str(path), "--narrate", "--to", "0"]) == 0
    assert len(capsys.readouterr().out.splitlines()) == 1


def test_narrate_stops_before_an_illegal_move_with_status_1(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = _record(tmp_path)
    bad = tmp_path / "bad.vwr"
    bad.write_text(path.read_text() + "P0 dock PZ\n")
    capsys.readouterr()
    assert main(["replay", str(bad), "--narrate"]) == 1
    got = capsys.readouterr()
    assert "  161. " in got.out and "  162. " not in got.out
    assert got.err.strip().endswith("VW10 the game is over (the story stops before it)")


def _run(*args: str) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    return subprocess.run([sys.executable, "-m", "vapor_willie", *args], capture_output=True,
                          text=True, env=env, timeout=120, check=False)


def test_narrate_bad_input_is_one_line_with_status_2(tmp_path: Path) -> None:
    missing = _run("replay", str(tmp_path / "none.vwr"), "--narrate")
    assert missing.returncode == 2 and missing.stdout == ""
    assert len(missing.stderr.splitlines()) == 1 and "none.vwr" in missing.stderr
    path = _record(tmp_path)
    wide = _run("replay", str(path), "--narrate", "--to", "999")
    assert wide.returncode == 2
    assert wide.stderr == ("vapor-willie: error: --to: the record has 161 moves, 999 is not "
                           "between 0 and 161\n")
    word = _run("replay", str(path), "--narrate", "--to", "x")
    assert word.returncode == 2 and len(word.stderr.splitlines()) == 1
