"""``vapor-willie serve``: the options of ``vanuatu serve`` and ``--ruling``, each wrong
value refused in one line before anything is started."""

from __future__ import annotations

import re
import socket
from pathlib import Path

import pytest

from vapor_willie.cli import main


def test_help_lists_the_options_of_vanuatu_serve_and_the_rulings(
        capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["serve", "--help"]) == 0
    text = capsys.readouterr().out
    for option in ("--host", "--port", "--games", "--max-games", "--idle-seconds",
                   "--new-games-per-minute", "--bot-seconds", "--bot-workers", "--ruling"):
        assert option in text, option
    assert "back=allowed|closed" in text and "negotiation=bounded|open" in text


@pytest.mark.parametrize(("args", "words"), [
    (["--ruling", "rato=some"], "'some' is not one of drawn, any"),
    (["--ruling", "colour=red"], "no such ruling"),
    (["--port", "70000"], "expected a port from 0 to 65535"),
    (["--bot-seconds", "0"], "expected seconds above 0"),
    (["--bot-workers", "0"], "expected a number of processes from 1 to 256"),
    (["--max-games", "0"], "expected a whole number from 1"),
])
def test_a_wrong_option_is_a_usage_error(args: list[str], words: str,
                                         capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["serve", *args]) == 2
    err = capsys.readouterr().err
    assert words in err and err.count("\n") == 1


def test_a_port_in_use_is_refused_before_serving(capsys: pytest.CaptureFixture[str]) -> None:
    pytest.importorskip("starlette")  # without the extra web, serve says so first
    pytest.importorskip("uvicorn")
    with socket.create_server(("127.0.0.1", 0)) as busy:
        port = busy.getsockname()[1]
        assert main(["serve", "--port", str(port)]) == 2
    assert "cannot listen on 127.0.0.1" in capsys.readouterr().err


def test_without_the_web_extra_serve_says_how_to_install_it(
        capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    import sys

    monkeypatch.setitem(sys.modules, "uvicorn", None)  # as if it were not installed
    monkeypatch.setitem(sys.modules, "starlette", None)
    assert main(["serve", "--port", "0"]) == 2
    err = capsys.readouterr().err
    assert "pip install 'vanuatu[web]'" in err and err.count("\n") == 1


def test_port_0_prints_the_port_served(capsys: pytest.CaptureFixture[str],
                                       monkeypatch: pytest.MonkeyPatch,
                                       tmp_path: Path) -> None:
    pytest.importorskip("starlette")
    pytest.importorskip("uvicorn")
    import tabletop.web.transport

    served: list[tuple[str, int]] = []
    monkeypatch.setattr(tabletop.web.transport, "serve",
                        lambda app, host, port: served.append((host, port)))
    assert main(["serve", "--port", "0", "--games", str(tmp_path / "games")]) == 0
    printed = re.findall(r"http://127\.0\.0\.1:(\d+)/", "".join(capsys.readouterr()))
    assert len(served) == 1 and served[0][1] > 0
    assert printed == [str(served[0][1])]
