"""Bad values on the ``vanuatu`` command line: negative, huge and empty numbers, bad
bot specs, files that are not there or are folders. Each is one line
``vanuatu: error: ...`` naming what is wrong, with status 2, and no traceback."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from vanuatu.cli import main

HUGE = "99999999999999999999"


@pytest.fixture
def folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
           capsys: pytest.CaptureFixture[str]) -> Path:
    """The working folder, with a record ``g.vnt`` and a folder ``sub``."""
    monkeypatch.chdir(tmp_path)
    (tmp_path / "sub").mkdir()
    assert main(["play", "--players", "2", "--seed", "1", "--out", "g.vnt"]) == 0
    capsys.readouterr()
    return tmp_path


def _error(argv: list[str], capsys: pytest.CaptureFixture[str],
           error: str = "vanuatu: error: ") -> str:
    status = main(argv)
    captured = capsys.readouterr()
    assert status == 2, captured
    assert captured.err.startswith(error)
    assert captured.err.count("\n") == 1 and "Traceback" not in captured.err
    return captured.err.removesuffix("\n")


@pytest.mark.parametrize(("argv", "named"), [
    (["play", "--players", "-1"], "--players: "),
    (["play", "--players", HUGE], "--players: "),
    (["play", "--players", "7"], "--players: "),
    (["play", "--players", ""], "argument --players: "),
    (["play", "--players", "3", "--seed", "-1"], "argument --seed: "),
    (["play", "--players", "3", "--seed", ""], "argument --seed: "),
    (["play", "--players", "3", "--bots", ""], "--bots: "),
    (["play", "--players", "3", "--bots", f"ismcts:iterations={HUGE}"], "--bots: "),
    (["play", "--players", "3", "--bots", "ismcts:iterations=-1"], "--bots: "),
    (["play", "--players", "3", "--human", ""], "--human: "),
    (["play", "--players", "3", "--human", "P9"], "--human: "),
    (["play", "--players", HUGE, "--human", "P0"], "--players: "),
    (["arena", "--players", "1", "--bots", "random"], "--players: "),
    (["arena", "--players", "3", "--bots", "random", "--games", "-1"], "argument --games: "),
    (["arena", "--players", "3", "--bots", "random", "--games", HUGE], "argument --games: "),
    (["arena", "--players", "3", "--bots", "random", "--games", ""], "argument --games: "),
    (["arena", "--players", "3", "--bots", "random", "--jobs", "0"], "argument --jobs: "),
    (["arena", "--players", "3", "--bots", "random", "--seed", "-1"], "argument --seed: "),
    (["arena", "--players", "3", "--bots", "random", "--records", ""], "--records: "),
    (["arena", "--players", "3", "--bots", "random", "--records", "g.vnt"], "--records: "),
    (["arena", "--players", "3", "--bots", "random", "--dask", ""], "--dask: "),
    (["analyse", "g.vnt", "--to", "-1"], "argument --to: "),
    (["analyse", "g.vnt", "--to", HUGE], "--to: "),
    (["analyse", "g.vnt", "--at", HUGE], "--at: "),
    (["analyse", "g.vnt", "--top", "0"], "argument --top: "),
    (["analyse", "g.vnt", "--seed", "-1"], "argument --seed: "),
    (["analyse", "g.vnt", "--bot", ""], "--bot: "),
    (["validate", "g.vnt", "--jobs", "-1"], "argument --jobs: "),
    (["validate", "g.vnt", "--time-limit", "-1"], "argument --time-limit: "),
    (["validate", "g.vnt", "--time-limit", HUGE], "argument --time-limit: "),
    (["validate", "g.vnt", "--time-limit", "nan"], "argument --time-limit: "),
    (["validate", "g.vnt", "--time-limit", ""], "argument --time-limit: "),
    (["replay", "g.vnt", "--to", "-1"], "argument --to: "),
    (["replay", "g.vnt", "--to", HUGE], "--to: "),
    (["replay", "g.vnt", "--to", ""], "argument --to: "),
    (["convert", "g.vnt", "--to", ""], "argument --to: "),
    (["convert", "g.vnt", "--to", "json", "--out", ""], "--out: "),
    (["view", "g.vnt", "--player", "P9"], "--player: "),
    (["view", "g.vnt", "--player", ""], "--player: "),
    (["import", "boardgamers", "g.vnt", "--out", ""], "--out: "),
    (["--lang", "", "play", "--players", "3"], "argument --lang: "),
])
def test_a_bad_value_is_one_line_naming_its_option(
        folder: Path, capsys: pytest.CaptureFixture[str], argv: list[str],
        named: str) -> None:
    assert named in _error(argv, capsys)


@pytest.mark.parametrize("command", ["analyse", "replay", "view"])
@pytest.mark.parametrize(("file", "why"), [
    ("none.vnt", "none.vnt: cannot read the file: No such file or directory"),
    ("sub", "sub: cannot read the file: Is a directory"),
])
def test_a_file_not_there_or_a_folder_is_one_line_naming_it(
        folder: Path, capsys: pytest.CaptureFixture[str], command: str, file: str,
        why: str) -> None:
    assert _error([command, file], capsys) == f"vanuatu: error: {why}"


def test_the_players_option_is_named_in_every_language(
        folder: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert _error(["play", "--players", "7"], capsys) == (
        "vanuatu: error: --players: R1.1 the base game is for 3 to 5 players (2 with the "
        "two-player rules), not 7")
    assert _error(["play", "--players", "7", "--lang", "pt"], capsys, "vanuatu: erro: "
                  ).startswith("vanuatu: erro: --players: R1.1 ")
    assert _error(["play", "--players", "7", "--lang", "ja"], capsys, "vanuatu: エラー: "
                  ).startswith("vanuatu: エラー: --players: R1.1 ")


def test_a_link_to_a_file_in_no_folder_is_refused_before_playing(
        folder: Path, capsys: pytest.CaptureFixture[str]) -> None:
    (folder / "link").symlink_to(folder / "no" / "g.vnt")
    said = _error(["play", "--players", "2", "--seed", "1", "--out", "link"], capsys)
    assert said == (f"vanuatu: error: link: cannot write the file: No such file or "
                    f"directory (the folder {str(folder / 'no')!r} does not exist)")
    assert not (folder / "no").exists()


@pytest.mark.skipif(not hasattr(os, "symlink"), reason="no symbolic links")
def test_a_link_to_itself_is_one_line(folder: Path, capsys: pytest.CaptureFixture[str]
                                      ) -> None:
    (folder / "loop").symlink_to(folder / "loop")
    assert "loop" in _error(["play", "--players", "2", "--seed", "1", "--out", "loop/x"],
                            capsys)
