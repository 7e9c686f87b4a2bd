"""Importing boardgamers.space games under hostile input: whatever the file holds,
``vanuatu import boardgamers`` says what is wrong on one line and exits 2 (the file
is not that engine's game), never 1 (the deviations status) with a traceback."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from vanuatu.cli import main
from vanuatu.interop.boardgamers import ForeignGameError, read_game

FIXTURES = Path(__file__).resolve().parent / "fixtures"
CLEAN = sorted(FIXTURES.glob("clean-*.json"))


def _game() -> dict[str, Any]:
    data: dict[str, Any] = json.loads(CLEAN[0].read_text(encoding="utf-8"))
    return data


@pytest.mark.parametrize("seed", ["\ud800", "seed-\udfff", "\ud83d"])
def test_R2_a_seed_with_a_lone_surrogate_is_not_that_engines_game(
    seed: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    data = _game()
    data["_setup"]["seed"] = seed
    path = tmp_path / "game.json"
    path.write_text(json.dumps(data), encoding="utf-8")  # "\ud800" escaped in the JSON
    assert "\\ud" in path.read_text(encoding="utf-8")
    with pytest.raises(ForeignGameError, match=r"_setup\.seed: .*lone surrogate"):
        read_game(path)
    assert main(["import", "boardgamers", str(path)]) == 2
    out, err = capsys.readouterr()
    assert out == "" and "Traceback" not in err
    assert err.count("\n") == 1 and "_setup.seed" in err and "surrogate" in err


def test_R2_the_command_refuses_a_lone_surrogate_seed_in_a_fresh_process(
    tmp_path: Path,
) -> None:
    data = _game()
    data["_setup"]["seed"] = "\ud800"
    path = tmp_path / "game.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    done = subprocess.run([sys.executable, "-m", "vanuatu", "import", "boardgamers",
                           str(path)], capture_output=True, text=True, timeout=120,
                          check=False)
    assert done.returncode == 2, done.stderr
    assert "Traceback" not in done.stderr and "_setup.seed" in done.stderr
