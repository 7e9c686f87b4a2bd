"""``vanuatu serve [--host 127.0.0.1] [--port 8000] [--games DIR]`` refuses what it
cannot do before it starts: a port that is not a port, an address this machine
cannot listen on (an unknown host, a port in use) and a games folder it cannot
make, each with exit status 2 and one line naming the option."""

from __future__ import annotations

import socket
from pathlib import Path

import pytest

from vanuatu.cli import main

pytest.importorskip("starlette")
pytest.importorskip("uvicorn")


def run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    try:
        status = main(list(args))
    except SystemExit as e:  # argparse
        status = int(e.code or 0)
    out, err = capsys.readouterr()
    return status, out, err


@pytest.mark.parametrize("port", ["99999", "-1", "²", "http"])
def test_a_port_that_is_not_a_port_is_a_usage_error(
    capsys: pytest.CaptureFixture[str], port: str
) -> None:
    status, _, err = run(capsys, "serve", "--port", port)
    assert status == 2 and "--port" in err and "Traceback" not in err


def test_a_port_in_use_is_a_usage_error(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    with socket.create_server(("127.0.0.1", 0)) as taken:
        port = taken.getsockname()[1]
        status, _, err = run(capsys, "serve", "--port", str(port), "--games",
                             str(tmp_path / "games"))
    assert status == 2
    assert f"cannot listen on 127.0.0.1:{port}" in err
    assert not (tmp_path / "games").exists()  # refused before anything was made


def test_an_unknown_host_is_a_usage_error(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    status, _, err = run(capsys, "serve", "--host", "999.1.1.1", "--games",
                         str(tmp_path / "games"))
    assert status == 2 and "--host" in err and "Traceback" not in err


def test_a_games_folder_that_cannot_be_made_is_a_usage_error(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    afile = tmp_path / "afile"
    afile.write_text("")
    status, _, err = run(capsys, "serve", "--port", "0", "--games", str(afile))
    assert status == 2 and "--games" in err
