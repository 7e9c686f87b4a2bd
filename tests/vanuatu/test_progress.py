"""The progress bar on standard error (the extra 'progress')."""

from __future__ import annotations

import io

import pytest

from vanuatu.progress import progress


class Terminal(io.StringIO):
    def isatty(self) -> bool:
        return True


def test_a_bar_is_drawn_on_a_terminal_only() -> None:
    pytest.importorskip("tqdm")
    screen = Terminal()
    with progress(None, "records", stream=screen) as bar:
        bar.advance(3)
    assert bar.done == 3
    drawn = screen.getvalue()
    assert drawn.startswith("\rrecords: 0") and drawn.endswith("\r")  # drawn, then cleared
    pipe = io.StringIO()
    with progress(10, "records", stream=pipe) as bar:
        bar.advance()
    assert (bar.done, pipe.getvalue()) == (1, "")
    with progress(10, "records", stream=screen, enabled=False) as bar:
        bar.advance()
    assert screen.getvalue() == drawn
