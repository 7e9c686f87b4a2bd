"""``--ruling NAME=VALUE`` of ``vapor-willie play`` and ``vapor-willie arena``: the
readings chosen are played, written in the record's ``Rulings:`` header and read back
by ``validate`` and ``replay``; a bad one is one line and exit status 2."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

import vapor_willie as vw
from vapor_willie.cli import main
from vapor_willie.options import RULINGS


def test_play_writes_the_rulings_and_validate_and_replay_read_them(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "g.vwr"
    assert main(["play", "--players", "3", "--seed", "4", "--ruling", "cash-back=closed",
                 "--ruling", "turn-boards=any", "--ruling", "islands=enter",
                 "--out", str(out)]) == 0
    text = out.read_text()
    assert "Rulings: islands=enter cash-back=closed turn-boards=any\n" in text
    options = vw.Record.load(out).options
    assert (options.cash_back, options.boards_turned, options.island_cubes) == (
        "closed", "any", "enter")
    capsys.readouterr()
    assert main(["validate", str(out)]) == 0
    assert ": ok (" in capsys.readouterr().out
    assert main(["replay", str(out), "--to", "30"]) == 0


def test_a_ruling_at_its_default_is_not_written(tmp_path: Path) -> None:
    out = tmp_path / "g.json"
    assert main(["play", "--players", "2", "--seed", "2", "--ruling", "rato=drawn",
                 "--ruling", "drift-hay=half", "--out", str(out)]) == 0
    assert json.loads(out.read_text())["rulings"] == {"drift-hay": "half"}


@pytest.mark.parametrize("command", [["play", "--players", "2"],
                                     ["arena", "--bots", "random", "--games", "1"]])
@pytest.mark.parametrize(("ruling", "words"), [
    ("colour=red", "no such ruling"), ("rato=some", "'some' is not one of drawn, any"),
    ("rato", "expected NAME=VALUE")])
def test_a_bad_ruling_is_one_line_and_exit_status_2(
        command: list[str], ruling: str, words: str,
        capsys: pytest.CaptureFixture[str]) -> None:
    assert main([*command, "--ruling", ruling]) == 2
    err = capsys.readouterr().err
    assert words in err and err.count("\n") == 1


def test_help_lists_every_ruling_with_its_values_and_default(
        capsys: pytest.CaptureFixture[str]) -> None:
    for command in ("play", "arena"):
        assert main([command, "--help"]) == 0
        text = " ".join(capsys.readouterr().out.split())
        for word, values in RULINGS.values():
            assert f"{word}={'|'.join(values)} (default {values[0]}" in text.replace(
                "- ", "-")


def test_arena_plays_by_the_rulings_and_writes_them(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["arena", "--bots", "heuristic,random", "--games", "2", "--max-rounds", "6",
                 "--ruling", "cash-back=closed", "--records", str(tmp_path), "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["rulings"] == {"cash-back": "closed"}
    records = sorted(tmp_path.iterdir())
    assert len(records) == 2
    for path in records:
        assert vw.Record.load(path).options.cash_back == "closed"
        assert main(["validate", str(path)]) == 0
