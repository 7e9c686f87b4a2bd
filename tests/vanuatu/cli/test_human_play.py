"""``vanuatu play --human``: a human at the terminal, driven by scripted input
through a pipe and through ``main`` with a fake standard input."""

from __future__ import annotations

import io
import random
import re
import subprocess
import sys
from pathlib import Path

import pytest

import vanuatu
from vanuatu import Record
from vanuatu.cli import main
from vanuatu.cli.human import Table
from vanuatu.moves import Rest
from vanuatu.notation import parse_move

#: The variants (R10) as command-line flags.
VARIANT_FLAGS = [
    ["--players", "2"],
    ["--players", "3", "--no-characters"],
    ["--players", "4", "--rising-waters"],
    ["--players", "5"],
]


def play(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], answers: str,
         *args: str) -> tuple[int, str, str]:
    monkeypatch.setattr(sys, "stdin", io.StringIO(answers))
    status = main(["play", *args])
    out, err = capsys.readouterr()
    return status, out, err


@pytest.mark.parametrize("variant", VARIANT_FLAGS, ids=lambda v: "-".join(v[1:]))
def test_a_whole_game_against_bots_in_every_variant(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path,
    variant: list[str],
) -> None:
    record_file = tmp_path / "game.vnt"
    status, out, err = play(monkeypatch, capsys, "1\n" * 2000, *variant, "--human", "P1",
                            "--bots", "random", "--seed", "5", "--out", str(record_file))
    assert status == 0, err
    assert "Game over." in out and f"Record written to {record_file}" in out
    report = vanuatu.validate(record_file)
    assert report.valid and report.complete
    record = Record.load(record_file)
    assert record.headers.names[1] == "human"
    # R9: another player's rest token is never named before Phase V reveals it
    for move in record.moves:
        if isinstance(move, Rest) and move.player != 1:
            assert str(move) not in out
    for line in out.splitlines():
        if re.match(r"  P[02-4] \(", line):
            assert "rest token" not in line, line
    # the other players' moves are told in words
    assert "P0 takes" in out or "P0 places markers on" in out


def test_nonsense_why_hint_undo_and_end_of_input(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    record_file = tmp_path / "part.vnt"
    answers = "\n".join([
        "fly to the moon", "99", "P1 fish", "fish", "why build 0,0", "why", "hint", "help",
        "undo", "1", "2", "undo", "3",
    ]) + "\n"
    status, out, err = play(monkeypatch, capsys, answers, "--players", "3", "--human", "P0",
                            "--seed", "2", "--out", str(record_file))
    assert status == 0 and err == ""
    assert "Not a move: 'P0 fly to the moon': unknown move word 'fly'" in out
    assert "There is no move 99: choose 1 to" in out
    assert "You play P0: P1 fish is a move of P1." in out
    assert "Not legal: R3.8 a Fish move is not possible in the characters phase" in out
    assert "P0 build 0,0: R3.8 a Build move is not possible in the characters phase" in out
    assert "Say which move" in out
    assert re.search(r"A bot would play: P0 take \w+", out)
    assert "Nothing to undo: you have not moved yet." in out
    assert "Taken back: P0 " in out
    assert "Stopped after" in out and f"Record written to {record_file}" in out
    record = Record.load(record_file)
    mine = [m for m in record.moves if m.player == 0]
    # answers 1, then 2 (taken back), then 3: two moves of P0 stand
    assert len(mine) == 2
    assert vanuatu.validate(record_file).valid


def test_quit_keeps_the_record_so_far(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    record_file = tmp_path / "quit.json"
    status, out, _ = play(monkeypatch, capsys, "1\nquit\n1\n", "--players", "2", "--human",
                          "P1", "--seed", "3", "--out", str(record_file))
    assert status == 0 and "Stopped after" in out
    record = Record.load(record_file)
    assert [m.player for m in record.moves].count(1) == 1


def test_scripted_input_through_a_pipe(tmp_path: Path) -> None:
    record_file = tmp_path / "pipe.vnt"
    done = subprocess.run(
        [sys.executable, "-m", "vanuatu", "play", "--players", "4", "--human", "P2",
         "--bots", "heuristic", "--seed", "9", "--out", str(record_file)],
        input="what\nhint\n1\n1\n", capture_output=True, text=True, timeout=120, check=False)
    assert done.returncode == 0, done.stderr
    assert "== Your view, P2 (R9: hidden information stays hidden) ==" in done.stdout
    assert "Your moves, P2:" in done.stdout and "    1. P2 " in done.stdout
    assert "Map: islands [ ], ocean tiles ( )" in done.stdout and "(Sb 0123)" in done.stdout
    assert "Not a move" in done.stdout
    assert done.stdout.rstrip().endswith(f"Record written to {record_file}")
    assert vanuatu.validate(record_file).valid


def test_bad_seats_and_bots_are_usage_errors(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["play", "--players", "3", "--human", "P3"]) == 2
    assert "--human: 'P3' is not a seat of a 3-player game (P0 to P2)" in capsys.readouterr().err
    assert main(["play", "--players", "3", "--human", "P0", "--bots", "nobody"]) == 2
    assert "--bots: " in capsys.readouterr().err
    assert main(["play", "--players", "3", "--human", "P0", "--bots", "random,random,random"]) == 2
    assert "3 bots for the 2 seats of bots" in capsys.readouterr().err


def test_a_human_plays_only_their_own_moves() -> None:
    game = vanuatu.Game(players=3, seed=0)
    rng = random.Random(0)
    while not (game.state.to_act == 0 and game.state.players[1].treasures):
        game.play(rng.choice(game.legal_moves()))
    value = game.state.players[1].treasures[0]
    out = io.StringIO()
    table = Table(game, (0,), {}, None, io.StringIO(), out)  # type: ignore[arg-type]
    assert vanuatu.explain(game.state, parse_move(f"P1 sell-treasure {value}")) is None
    assert table.read_move(0, f"p1 sell-treasure {value}") is None
    assert f"You play P0: P1 sell-treasure {value} is a move of P1." in out.getvalue()
    assert table.read_move(0, "reveal tourist 2") is None
    assert "is a move of chance" in out.getvalue()
