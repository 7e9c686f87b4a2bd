"""``vanuatu serve --port 0``: the address it prints names the port it then listens on,
never ``:0``."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from vanuatu.cli import main

pytest.importorskip("starlette")
pytest.importorskip("uvicorn")


def test_port_0_prints_the_port_served(capsys: pytest.CaptureFixture[str],
                                       monkeypatch: pytest.MonkeyPatch,
                                       tmp_path: Path) -> None:
    import tabletop.web.transport

    served: list[tuple[str, int]] = []
    monkeypatch.setattr(tabletop.web.transport, "serve",
                        lambda app, host, port: served.append((host, port)))
    assert main(["serve", "--port", "0", "--games", str(tmp_path / "games")]) == 0
    printed = re.findall(r"http://127\.0\.0\.1:(\d+)/", "".join(capsys.readouterr()))
    assert len(served) == 1 and served[0][1] > 0
    assert printed == [str(served[0][1])]
