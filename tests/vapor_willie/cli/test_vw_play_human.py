"""``vapor-willie play --human``: a game at the terminal against bots."""

from __future__ import annotations

import argparse
import io
from pathlib import Path

import pytest

import vapor_willie as vw
from vapor_willie.cli import main
from vapor_willie.cli.human import run_table


def _args(**kw: object) -> argparse.Namespace:
    base: dict[str, object] = dict(players=2, seed=4, river="A", boat="B", max_rounds=30,
                                   data=None, human="P0", bots="random", out=None)
    base.update(kw)
    return argparse.Namespace(**base)


def _play(answers: str, **kw: object) -> str:
    stdout = io.StringIO()
    assert run_table(_args(**kw), io.StringIO(answers), stdout) == 0
    return stdout.getvalue()


def test_numbered_moves_why_hint_undo_and_quit(tmp_path: Path) -> None:
    out = tmp_path / "g.vwr"
    text = _play("help\n99\nwhy fly 5\nwhy anchor I9\nhint\n1\nundo\n1\n2\nboard\nquit\n",
                 out=str(out))
    assert "    1. P0 keep O" in text  # numbered moves
    assert "There is no move 99: choose 1 to 2." in text
    assert "unknown move word 'fly'" in text
    assert "P0 anchor I9: VW3.5" in text  # why names the rule
    assert "A bot would play: P0 keep" in text
    assert "Taken back: P0 keep" in text
    assert "P1 keeps one of the objective cards drawn." in text  # narration, cards hidden
    assert "Stopped after" in text and f"Record written to {out}" in text
    record = vw.Record.read(out)
    assert vw.validate(record).ok
    assert sum(1 for m in record.moves if m.player == 0) == 2  # keep, take


def test_VW12_the_human_sees_only_their_own_cards() -> None:
    text = _play("1\nquit\n")
    p1 = [line for line in text.splitlines() if line.startswith("P1 random bot:")]
    assert p1 and all("objectives ?" in line or "objectives -" in line for line in p1)


def test_a_move_in_notation_and_an_illegal_one() -> None:
    text = _play("keep O9\nP1 pass\n1\nquit\n")
    assert "Not legal:" in text
    assert "you play P0, not P1" in text


def test_the_end_of_the_input_stops_the_game_and_keeps_the_record(tmp_path: Path) -> None:
    out = tmp_path / "g.json"
    text = _play("", out=str(out))
    assert "Stopped after" in text and out.exists()


def test_a_whole_game_with_a_human_playing_move_one_each_time() -> None:
    text = _play("1\n" * 3000, max_rounds=5)
    assert "Game over after" in text and "Winner:" in text


def test_bots_only_and_bad_seats(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "g.vwr"
    assert main(["play", "--players", "2", "--seed", "2", "--bots", "heuristic,random",
                 "--max-rounds", "20", "--out", str(out)]) == 0
    assert "Winner:" in capsys.readouterr().out
    assert vw.validate(vw.Record.read(out)).ok
    assert main(["play", "--players", "2", "--human", "P7", "--bots", "random"]) == 2
    assert "'P7' is not a seat of a 2-player game" in capsys.readouterr().err
    assert main(["play", "--players", "3", "--human", "P0", "--bots", "random,random,random"]
                ) == 2
    assert "3 bots for the 2 seats of bots" in capsys.readouterr().err
    assert main(["play", "--players", "2", "--human", "P0", "--bots", "nobody"]) == 2
    assert "unknown bot 'nobody'" in capsys.readouterr().err
