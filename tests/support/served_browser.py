"""What the browser tests of ``vanuatu serve`` and ``vapor-willie serve`` share: a
served process on a free loopback port, and Chromium driven by Playwright (Debian's
``chromium``)."""

from __future__ import annotations

import contextlib
import os
import shutil
import socket
import subprocess
import sys
import time
import urllib.request
from collections.abc import Iterator
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
CHROMIUM = shutil.which("chromium") or "/usr/bin/chromium"
ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
        "--disable-component-update", "--disable-sync", "--no-first-run"]


def have_chromium() -> bool:
    """Whether there is a Chromium to drive."""
    return os.path.exists(CHROMIUM)


#: The program run instead of ``python -m GAME`` when the games' secret key is given:
#: ``tabletop.web.store`` draws each served game's key with ``secrets.token_hex(16)``,
#: which then returns the key (as the API tests' monkeypatch makes it do), so that a
#: game's draws follow its seed alone and every run meets the same game.
_KEYED = """
import runpy, secrets, sys
import tabletop.web.store as store
game, key = sys.argv[1], sys.argv[2]
token_hex = secrets.token_hex
class _Secrets:
    def __getattr__(self, name):
        return getattr(secrets, name)
    @staticmethod
    def token_hex(n=None):
        return key if n == 16 else token_hex(n)
store.secrets = _Secrets()
sys.argv = [game, *sys.argv[3:]]
runpy.run_module(game, run_name="__main__", alter_sys=True)
"""


#: The secret key every game served to the browser tests gets by default.
KEY = "1" * 32


@contextlib.contextmanager
def served(folder: Path, game: str = "vanuatu", *options: str,
           key: str | None = KEY) -> Iterator[str]:
    """``python -m GAME serve`` (``vanuatu``, ``vapor_willie``) of the games of
    ``folder`` on a free port, with ``options``: its address, once it answers (the
    process is killed at the end). Every game served gets the secret ``key`` (32 hex
    digits; :data:`KEY` by default) instead of a random one, so that its draws follow
    its seed alone and each run meets the same games; ``None`` for random keys."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    program = ["-m", game] if key is None else ["-c", _KEYED, game, key]
    proc = subprocess.Popen(
        [sys.executable, *program, "serve", "--port", str(port), "--games", str(folder),
         *options],
        env=dict(os.environ, PYTHONPATH=str(ROOT)),
        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    base = f"http://127.0.0.1:{port}"
    try:
        for _ in range(300):
            try:
                urllib.request.urlopen(base + "/", timeout=2).read()
                break
            except OSError:
                time.sleep(0.1)
        yield base
    finally:
        proc.kill()
        proc.wait(timeout=30)


@contextlib.contextmanager
def launched() -> Iterator[Any]:
    """A headless Chromium through Playwright."""
    from playwright import sync_api

    with sync_api.sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        yield browser
        browser.close()


def call(base: str, path: str, body: Any = None) -> dict[str, Any]:
    """The JSON answer of the served API at ``path`` (a POST of ``body`` when given)."""
    import json

    data = None if body is None else json.dumps(body).encode()
    request = urllib.request.Request(base + path, data=data,
                                     headers={"Content-Type": "application/json"})
    with urllib.request.urlopen(request, timeout=60) as r:
        result: dict[str, Any] = json.load(r)
        return result


def new_game(base: str, **body: Any) -> dict[str, Any]:
    """The answer of ``POST /api/games`` with ``body``."""
    return call(base, "/api/games", body)


def wait_turn(page: Any) -> str:
    """``yours`` or ``over``, once a seat's page says either."""
    page.wait_for_function(
        "document.body.dataset.turn === 'yours' || document.body.dataset.turn === 'over'",
        timeout=120_000)
    turn: str = page.evaluate("document.body.dataset.turn")
    return turn


def moves(page: Any) -> int:
    """The number of moves played, as a seat's page says."""
    return int(page.evaluate("document.body.dataset.moves"))


def to_the_offer(base: str, game: dict[str, Any]) -> int:
    """In a served Vapor Willie game of two people, both seats play through the API (a
    dock when there is one, else the heuristic's hint) up to an offer step (VW8.3); the
    seat to offer."""
    gid = game["id"]
    tokens = {s["player"]: s["token"] for s in game["seats"]}
    for _ in range(600):
        state = call(base, f"/api/games/{gid}?token={tokens[0]}")
        p = state["to_act"]
        mine = call(base, f"/api/games/{gid}?token={tokens[p]}")
        if mine["phase"] == "offer":
            return int(p)
        dock = [m["text"] for m in mine["legal_moves"] if m["word"] == "dock"]
        move = dock[0] if dock else call(base, f"/api/games/{gid}/hint?token={tokens[p]}")["move"]
        call(base, f"/api/games/{gid}/moves", {"token": tokens[p], "move": move})
    raise AssertionError("no offer step was reached")
