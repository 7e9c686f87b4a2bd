"""benchmarks/vapor_willie_endings.py: how the games of a match ended and who ended
them (VW10.1, VW10.2), read back from an arena's records."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import vapor_willie as vw
from vapor_willie.bots.arena import game_specs, run_arena

SCRIPT = Path(__file__).resolve().parents[3] / "benchmarks" / "vapor_willie_endings.py"


def _run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, str(SCRIPT), *args], capture_output=True,
                          text=True, timeout=300, check=False)


def test_VW10_every_game_is_said_with_its_ending_and_who_ended_it(tmp_path: Path) -> None:
    options = vw.Options(players=2, max_rounds=30)
    summary = run_arena(game_specs(["heuristic", "random"], 3, 5, options, str(tmp_path)))
    done = _run(str(tmp_path), "--bot", "heuristic")
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    assert len(lines) == 4
    for line, path in zip(lines, sorted(tmp_path.glob("*.vwr")), strict=False):
        record = vw.Record.load(path)
        state = vw.Game.from_record(record).state
        assert line.startswith(f"{path.stem}: ")
        assert f" {state.ended} " in line
    wins = next(b.wins for b in summary.bots if b.name == "heuristic")
    assert lines[-1].startswith(f"heuristic: {wins:.1f} wins in 3 games; endings ")


def test_a_folder_without_records_or_a_bot_not_seated_is_one_line(tmp_path: Path) -> None:
    done = _run(str(tmp_path))
    assert done.returncode == 2
    assert done.stderr.strip() == f"no record (*.vwr) in {tmp_path}"
    run_arena(game_specs(["heuristic", "random"], 1, 1, vw.Options(players=2, max_rounds=30),
                         str(tmp_path)))
    done = _run(str(tmp_path), "--bot", "ismcts")
    assert done.returncode == 1
    assert done.stderr.strip() == "no seat named 'ismcts' (heuristic, random)"
