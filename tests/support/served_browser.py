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


@contextlib.contextmanager
def served(folder: Path, game: str = "vanuatu", *options: str) -> Iterator[str]:
    """``python -m GAME serve`` (``vanuatu``, ``vapor_willie``) of the games of
    ``folder`` on a free port, with ``options``: its address, once it answers (the
    process is killed at the end)."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    proc = subprocess.Popen(
        [sys.executable, "-m", game, "serve", "--port", str(port), "--games", str(folder),
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
