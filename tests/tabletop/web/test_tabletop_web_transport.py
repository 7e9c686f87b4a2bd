"""The guards of a server's connections (:mod:`tabletop.web.transport`), on a real
socket: a request that never ends is cut off, an address holds a bounded number of
connections, and a long poll, whose request is whole, is answered in its time."""

from __future__ import annotations

import json
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
from collections.abc import Iterator
from pathlib import Path

import pytest

pytest.importorskip("uvicorn")

SUPPORT = Path(__file__).resolve().parents[2] / "support"
ROOT = Path(__file__).resolve().parents[3]


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


@pytest.fixture
def server(tmp_path: Path) -> Iterator[int]:
    port = _free_port()
    code = (
        "import tabletop.web.transport as t\n"
        "t.GuardedProtocol.request_seconds = 1.0\n"
        "t.GuardedProtocol.per_address = 5\n"
        "from tabletop.web.app import create_app\n"
        "from count_game import COUNT\n"
        f"t.serve(create_app(COUNT, {str(tmp_path)!r}, bot_workers=1), '127.0.0.1', {port})\n")
    proc = subprocess.Popen([sys.executable, "-c", code],
                            env={"PYTHONPATH": f"{SUPPORT}:{ROOT}", "PATH": ""})
    try:
        for _ in range(150):
            try:
                urllib.request.urlopen(f"http://127.0.0.1:{port}/api/openapi.json", timeout=1)
                break
            except OSError:
                time.sleep(0.1)
        yield port
    finally:
        proc.terminate()
        proc.wait(10)


def _closed(s: socket.socket) -> bool:
    s.settimeout(5)
    try:
        return s.recv(10) == b""
    except ConnectionResetError:
        return True


def test_a_request_that_never_ends_is_cut_off_and_an_address_holds_few_connections(
        server: int) -> None:
    slow = [socket.create_connection(("127.0.0.1", server)) for _ in range(5)]
    for s in slow:
        s.sendall(b"GET / HTTP/1.1\r\nHost: x\r\nX-a: ")
    sixth = socket.create_connection(("127.0.0.1", server))
    assert _closed(sixth)  # the address holds five already
    assert all(_closed(s) for s in slow)  # none ended its head within a second
    answer = urllib.request.urlopen(f"http://127.0.0.1:{server}/api/openapi.json", timeout=5)
    assert answer.status == 200


def test_a_long_poll_is_answered_past_the_time_to_send_a_request(server: int) -> None:
    base = f"http://127.0.0.1:{server}"
    made = urllib.request.Request(
        f"{base}/api/games", data=json.dumps({"players": 2}).encode(), method="POST",
        headers={"Content-Type": "application/json"})
    game = json.load(urllib.request.urlopen(made, timeout=5))
    token = game["seats"][1]["token"]  # P1 waits: P0 is to act
    answer = urllib.request.urlopen(f"{base}/api/games/{game['id']}?token={token}&wait=2",
                                    timeout=10)  # a connection cut off would raise here
    assert answer.status == 200 and json.load(answer)["to_act"] == 0


def test_a_client_is_the_address_of_its_connection_whatever_it_forwards(server: int) -> None:
    from tabletop.web.limits import NEW_GAMES_PER_MINUTE

    statuses = []
    for n in range(NEW_GAMES_PER_MINUTE + 1):  # each naming another address
        made = urllib.request.Request(
            f"http://127.0.0.1:{server}/api/games", data=json.dumps({"players": 2}).encode(),
            method="POST", headers={"Content-Type": "application/json",
                                    "X-Forwarded-For": f"203.0.113.{n}"})
        try:
            statuses.append(urllib.request.urlopen(made, timeout=5).status)
        except urllib.error.HTTPError as e:
            statuses.append(e.code)
    assert statuses == [201] * NEW_GAMES_PER_MINUTE + [429]  # one client: 127.0.0.1
