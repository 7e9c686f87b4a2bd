"""The ``vapor-willie`` command: play, validate, replay; exit codes 0, 1, 2."""

from __future__ import annotations

from pathlib import Path

import pytest

from vapor_willie.cli import main


def test_play_then_validate_then_replay(tmp_path: Path, capsys: pytest.CaptureFixture[str]
                                        ) -> None:
    out = tmp_path / "g.vwr"
    assert main(["play", "--players", "3", "--seed", "1", "--out", str(out)]) == 0
    assert "Winner:" in capsys.readouterr().out
    assert main(["validate", str(out)]) == 0
    assert capsys.readouterr().out.endswith(": ok (484 moves, complete)\n")
    assert main(["replay", str(out), "--to", "20"]) == 0
    assert "after move 20" in capsys.readouterr().out


def test_play_is_reproducible_and_writes_json(tmp_path: Path) -> None:
    a, b = tmp_path / "a.json", tmp_path / "b.json"
    assert main(["play", "--players", "2", "--seed", "5", "--out", str(a)]) == 0
    assert main(["play", "--players", "2", "--seed", "5", "--out", str(b)]) == 0
    assert a.read_text() == b.read_text() and a.read_text().startswith("{")


def test_an_illegal_move_exits_1(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    bad = tmp_path / "bad.vwr"
    bad.write_text("Players: 2\nP0 end\n")
    assert main(["validate", str(bad)]) == 1
    assert "illegal at move 1 (line 2): P0 end: VW12" in capsys.readouterr().out
    assert main(["replay", str(bad)]) == 1
    assert "VW12" in capsys.readouterr().err


def test_unreadable_input_and_bad_command_lines_exit_2(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["validate", str(tmp_path / "none.vwr")]) == 2
    assert main(["play", "--players", "7"]) == 2
    assert "VW1.1" in capsys.readouterr().err
    assert main(["fly"]) == 2
    bad = tmp_path / "data.json"
    bad.write_text("{}")
    assert main(["play", "--players", "2", "--data", str(bad)]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 2 and "players: missing" in err


def test_replay_beyond_the_record_is_a_usage_error(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "g.json"
    assert main(["play", "--players", "2", "--seed", "2", "--out", str(out)]) == 0
    assert main(["replay", str(out), "--to", "99999"]) == 2
    assert "--to: the record has" in capsys.readouterr().err
    assert main(["replay", str(out), "--to", "0"]) == 0
    assert "before any move" in capsys.readouterr().out


def test_python_dash_m_runs_the_command() -> None:
    import subprocess
    import sys
    done = subprocess.run([sys.executable, "-m", "vapor_willie", "--version"],
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 0 and done.stdout.startswith("vapor-willie ")


def test_an_out_file_in_no_folder_is_refused_before_playing(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["play", "--players", "2", "--out", str(tmp_path / "no" / "g.vwr")]) == 2
    captured = capsys.readouterr()
    assert "--out: cannot write" in captured.err and captured.out == ""


@pytest.mark.parametrize("argv", [
    ["play", "--players", "３"],
    ["play", "--players", "3", "--seed", "-1"],
    ["play", "--players", "3", "--seed", "1_0"],
    ["play", "--players", "3", "--max-rounds", "５"],
    ["arena", "--bots", "random", "--games", "0"],
    ["arena", "--bots", "random", "--games", "２"],
    ["arena", "--bots", "random", "--seed", "-3"],
    ["validate", "--jobs", "0", "x.vwr"],
    ["analyse", "x.vwr", "--top", "0"],
    ["replay", "x.vwr", "--to", "５"],
    ["arena", "--bots", "ismcts:iterations=３", "--games", "1"],
])
def test_every_number_of_the_command_line_is_ascii_digits_within_its_bounds(
        argv: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert "expected a" in err or "must be a whole number" in err
    assert "Traceback" not in err


@pytest.mark.parametrize("command", [
    ["play", "--players", "2", "--seed", "1"],
    ["play", "--players", "2", "--human", "P0"],
    ["convert", "{record}", "--to", "json"],
    ["view", "{record}"],
])
@pytest.mark.parametrize("target", ["{folder}/x.out/", "{folder}", "{folder}/."])
def test_an_out_file_naming_a_folder_is_refused_before_any_work(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], command: list[str],
        target: str) -> None:
    record = tmp_path / "g.vwr"
    assert main(["play", "--players", "2", "--seed", "3", "--out", str(record)]) == 0
    capsys.readouterr()
    out = target.format(folder=tmp_path)
    argv = [word.format(record=record) for word in command] + ["--out", out]
    assert main(argv) == 2
    captured = capsys.readouterr()
    assert captured.out == ""  # nothing was played, converted or drawn
    assert captured.err == f"vapor-willie: error: --out: cannot write {out!r}: Is a directory\n"
    assert not (tmp_path / "x.out").exists()
    assert sorted(p.name for p in tmp_path.iterdir()) == ["g.vwr"]


def test_the_help_names_the_status_a_closed_output_pipe_gives(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    import os
    import subprocess
    import sys

    from vapor_willie.cli import BROKEN_PIPE

    assert main(["--help"]) == 0
    said = " ".join(capsys.readouterr().out.split())
    assert f"{BROKEN_PIPE} standard output was closed early" in said
    record = tmp_path / "g.vwr"
    assert main(["play", "--players", "2", "--seed", "1", "--out", str(record)]) == 0
    read_end, write_end = os.pipe()
    os.close(read_end)  # the reader is gone before the first line is written
    try:
        done = subprocess.run([sys.executable, "-m", "vapor_willie", "replay", str(record)],
                              stdout=write_end, stderr=subprocess.PIPE, text=True,
                              timeout=120)
    finally:
        os.close(write_end)
    assert (done.returncode, done.stderr) == (BROKEN_PIPE, "")
