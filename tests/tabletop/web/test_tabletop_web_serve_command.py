"""The options of both games' ``serve`` commands (``tabletop.web.serve_command``):
each value checked, refused in the command's language, and an address that
cannot be listened on found before anything starts."""

from __future__ import annotations

import argparse
import errno
import socket
import subprocess
import sys
from pathlib import Path

import pytest

from tabletop.commandline import speaking
from tabletop.web.serve_command import (
    add_serve_arguments,
    at_least,
    cannot_listen,
    data_folder,
    folder_name,
    make_folder,
    port,
    seconds,
    workers,
)


@pytest.mark.parametrize(("check", "text"), [
    (port, "65536"), (port, "-1"), (port, "８０"), (port, "1" * 40),
    (seconds, "0"), (seconds, "nan"), (seconds, "3601"), (seconds, "inf"),
    (workers, "0"), (workers, "257"), (at_least(1), "0"), (at_least(0), "9" * 10),
])
def test_a_wrong_value_is_refused_naming_it(check: object, text: str) -> None:
    assert callable(check)
    with pytest.raises(argparse.ArgumentTypeError, match="expected") as refused:
        check(text)
    assert repr(text[:20]) in str(refused.value)


def test_a_refusal_speaks_the_commands_language() -> None:
    with speaking("pt"), pytest.raises(argparse.ArgumentTypeError) as pt:
        port("x")
    with speaking("ja"), pytest.raises(argparse.ArgumentTypeError) as ja:
        seconds("x")
    assert "porta" in str(pt.value)
    assert "秒" in str(ja.value)


def test_the_options_and_their_defaults() -> None:
    parser = argparse.ArgumentParser()
    add_serve_arguments(parser, Path("here"))
    args = parser.parse_args([])
    assert (args.host, args.port, args.games, args.bot_seconds, args.bot_workers) == (
        "127.0.0.1", 8000, None, 5.0, None)
    assert "here" in parser.format_help()


def test_a_port_in_use_cannot_be_listened_on() -> None:
    with socket.create_server(("127.0.0.1", 0)) as busy:
        taken = busy.getsockname()[1]
        error = cannot_listen("127.0.0.1", taken)
    assert error is not None and error.strerror
    unknown = cannot_listen("host.invalid", 8000)
    assert unknown is not None and unknown.strerror == "no host of that name is known"
    with speaking("pt"):
        said = cannot_listen("host.invalid", 8000)
    assert said is not None and "host" in str(said.strerror) and "known" not in str(said.strerror)


def test_the_data_folder_follows_xdg(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    assert data_folder("a-game") == tmp_path / "a-game" / "games"


def test_port_0_is_a_free_port_chosen_when_the_command_line_is_read() -> None:
    chosen = port("0")
    assert 0 < chosen <= 65535
    assert cannot_listen("127.0.0.1", chosen) is None
    parser = argparse.ArgumentParser()
    add_serve_arguments(parser, Path("here"))
    assert parser.parse_args(["--port", "0"]).port > 0
    assert parser.parse_args(["--port", "8123"]).port == 8123


@pytest.mark.parametrize("text", ["", " ", "\t"])
def test_an_empty_games_folder_is_refused_not_taken_for_the_default(text: str) -> None:
    parser = argparse.ArgumentParser(exit_on_error=False)
    add_serve_arguments(parser, Path("default"))
    with pytest.raises(argparse.ArgumentError, match="expected a folder name"):
        parser.parse_args(["--games", text])
    assert folder_name("games") == "games"
    assert parser.parse_args([]).games is None
    with speaking("pt"), pytest.raises(argparse.ArgumentTypeError, match="nome de pasta"):
        folder_name(text)


def test_the_games_folder_is_made_with_the_folders_it_is_in(tmp_path: Path) -> None:
    make_folder(tmp_path / "a" / "b")
    make_folder(tmp_path / "a" / "b")  # there already
    assert (tmp_path / "a" / "b").is_dir()


def test_a_file_or_a_loop_of_links_in_the_folders_place_is_said_as_such(
        tmp_path: Path) -> None:
    (tmp_path / "file").write_text("x", encoding="utf-8")
    (tmp_path / "loop").symlink_to("loop")
    with pytest.raises(OSError) as file:
        make_folder(tmp_path / "file")
    with pytest.raises(OSError) as loop:
        make_folder(tmp_path / "loop")
    assert (file.value.errno, loop.value.errno) == (errno.ENOTDIR, errno.ELOOP)


@pytest.mark.parametrize("game", ["vanuatu", "vapor_willie"])
def test_both_serve_commands_refuse_a_loop_of_links_for_games_in_the_language(
        tmp_path: Path, game: str) -> None:
    pytest.importorskip("uvicorn")
    (tmp_path / "loop").symlink_to("loop")
    done = subprocess.run([sys.executable, "-m", game, "serve", "--games", "loop", "--port",
                           "0", "--lang", "pt"], capture_output=True, text=True, cwd=tmp_path,
                          timeout=60, check=False)
    assert done.returncode == 2
    assert done.stderr.endswith(
        "--games: não foi possível criar a pasta loop: Muitos níveis de links simbólicos\n")
