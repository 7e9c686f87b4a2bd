"""Every script of ``examples/`` runs and shows what it is named for."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

import vanuatu

#: Each test runs an example script in its own interpreter: left out of the quick loop.
pytestmark = pytest.mark.slow

ROOT = Path(__file__).resolve().parents[2]
EXAMPLES = ROOT / "examples"


def run_example(name: str, *args: str) -> str:
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(ROOT), env.get("PYTHONPATH")]))
    done = subprocess.run(
        [sys.executable, str(EXAMPLES / name), *args],
        capture_output=True,
        text=True,
        env=env,
        cwd=ROOT,
        timeout=300,
    )
    assert done.returncode == 0, done.stderr
    assert done.stderr == ""
    return done.stdout


def test_every_example_is_tested() -> None:
    scripts = {p.name for p in EXAMPLES.glob("*.py")}
    assert scripts == {
        "play_random_game.py",
        "bot_loop.py",
        "log_table_game.py",
        "validate_folder.py",
        "see_a_game.py",
    }
    readme = (EXAMPLES / "README.md").read_text(encoding="utf-8")
    for script in scripts:
        assert script in readme


def test_R1_1_play_random_game_refuses_nine_players_in_one_line() -> None:
    done = subprocess.run([sys.executable, str(EXAMPLES / "play_random_game.py"),
                           "--players", "9"], capture_output=True, text=True, cwd=ROOT,
                          timeout=300)
    assert done.returncode == 2 and "Traceback" not in done.stderr
    assert done.stderr.splitlines()[-1].endswith("R1.1 the base game is for 3 to 5 players "
                                                 "(2 with the two-player rules), not 9")


@pytest.mark.parametrize("players", [3, 4])
def test_play_random_game_prints_every_players_score(players: int) -> None:
    out = run_example("play_random_game.py", "--players", str(players), "--seed", "2")
    lines = out.splitlines()
    assert "round 8" in lines[0]
    scores = [line for line in lines if line.startswith("P")]
    assert [line.split(":")[0] for line in scores] == [f"P{p}" for p in range(players)]
    assert lines[-1].startswith("winners: P")


def test_play_random_game_is_reproducible() -> None:
    first = run_example("play_random_game.py", "--players", "4", "--seed", "11")
    assert run_example("play_random_game.py", "--players", "4", "--seed", "11") == first


def test_bot_loop_plays_a_whole_game() -> None:
    out = run_example("bot_loop.py", "--players", "3", "--seed", "1")
    lines = out.splitlines()
    assert [line.split(" ")[0] for line in lines] == ["P0", "P1", "P2"]
    assert "(greedy)" in lines[0]
    assert all("PP, place" in line for line in lines)


def test_log_table_game_enters_a_round_and_refuses_the_slip() -> None:
    out = run_example("log_table_game.py")
    lines = out.splitlines()
    assert lines[0] == "35 moves entered; now round 2, preparation"
    assert lines[1:4] == ["P0: 1 Vatus, 3 PP", "P1: 6 Vatus, 0 PP", "P2: 3 Vatus, 5 PP"]
    assert lines[4].startswith("line 12: P1 plan sell buy: R4.3 ")


def test_log_table_game_writes_a_valid_record(tmp_path: Path) -> None:
    out = run_example("log_table_game.py", "--out", str(tmp_path / "round1.vnt"))
    assert out.splitlines()[-1].endswith("ok (35 moves, incomplete)")
    record = vanuatu.Record.load(tmp_path / "round1.vnt")
    assert len(record.moves) == 35
    assert str(record.moves[-1]) == "P0 rest vatu"


def test_validate_folder_checks_the_example_records() -> None:
    out = run_example("validate_folder.py", str(EXAMPLES / "records"))
    lines = out.splitlines()
    records = sorted(p.name for p in (EXAMPLES / "records").iterdir())
    assert [line.split(":")[0] for line in lines[:-1]] == records
    assert all(": ok (" in line for line in lines[:-1])
    assert lines[-1].startswith(f"{len(records)} records: {len(records)} valid")


def test_see_a_game_tells_the_moves_and_draws_the_view(tmp_path: Path) -> None:
    picture = tmp_path / "view.svg"
    out = run_example("see_a_game.py", "--players", "3", "--seed", "4", "--moves", "60",
                      "--player", "1", "--svg", str(picture))
    lines = out.splitlines()
    assert len(lines) == 61 and lines[0].startswith("chance: Setup places")
    assert any(line.startswith("P1: P1 takes the ") for line in lines)
    assert lines[-1] == f"picture of P1's view written to {picture}"
    assert picture.read_text().startswith("<svg") and "P1's view" in picture.read_text()
