"""``vanuatu serve`` as a process: killed with SIGKILL and started again, it
resumes every game with the same links; without the extra it says how to
install it."""

from __future__ import annotations

import json
import os
import signal
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
from pathlib import Path
from typing import Any

import pytest

import vanuatu

pytest.importorskip("starlette")
pytest.importorskip("uvicorn")

ROOT = Path(__file__).resolve().parents[3]


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port: int = s.getsockname()[1]
        return port


def start(folder: Path, port: int) -> subprocess.Popen[bytes]:
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    proc = subprocess.Popen(
        [sys.executable, "-m", "vanuatu", "serve", "--port", str(port), "--games", str(folder)],
        env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    for _ in range(300):
        try:
            urllib.request.urlopen(f"http://127.0.0.1:{port}/", timeout=2).read()
            return proc
        except OSError:
            if proc.poll() is not None:
                why = proc.stderr.read().decode() if proc.stderr else "died"
                raise AssertionError(why) from None
            time.sleep(0.1)
    proc.kill()
    raise AssertionError("the server did not start")


def call(port: int, path: str, body: object = None) -> tuple[int, Any]:
    data = None if body is None else json.dumps(body).encode()
    request = urllib.request.Request(f"http://127.0.0.1:{port}{path}", data=data,
                                     headers={"Content-Type": "application/json"})
    try:
        with urllib.request.urlopen(request, timeout=60) as r:
            return r.status, json.loads(r.read())
    except urllib.error.HTTPError as e:
        return e.code, json.loads(e.read())


def my_turn(port: int, game: str, token: str) -> dict[str, Any]:
    for _ in range(20):
        status, state = call(port, f"/api/games/{game}?token={token}&wait=20")
        assert status == 200
        if state["over"] or state["to_act"] == state["player"]:
            return dict(state)
    raise AssertionError("the bots did not give the turn back")


def kill(proc: subprocess.Popen[bytes]) -> None:
    proc.send_signal(signal.SIGKILL)
    proc.wait(timeout=30)
    for stream in (proc.stdout, proc.stderr):
        if stream is not None:
            stream.close()


def test_a_killed_server_resumes_every_game_with_the_same_links(tmp_path: Path) -> None:
    port = free_port()
    proc = start(tmp_path, port)
    try:
        status, one = call(port, "/api/games", {"players": 3, "seats": [
            "human", "heuristic", "heuristic"], "variants": [], "seed": 7})
        assert status == 201
        status, two = call(port, "/api/games", {"players": 2, "seats": ["human", "human"],
                                                "seed": 3})
        assert status == 201
        token = one["seats"][0]["token"]
        for _ in range(4):
            state = my_turn(port, one["id"], token)
            move = next(m for m in state["legal_moves"] if not m["free"])
            status, _ = call(port, f"/api/games/{one['id']}/moves", {
                "token": token, "move": move["text"], "expect": state["moves_played"]})
            assert status == 200
        # a move, and SIGKILL at once: the bots may be thinking, a record being written
        state = my_turn(port, one["id"], token)
        move = next(m for m in state["legal_moves"] if not m["free"])
        call(port, f"/api/games/{one['id']}/moves",
             {"token": token, "move": move["text"], "expect": state["moves_played"]})
        kill(proc)
        proc = start(tmp_path, port)
        again = my_turn(port, one["id"], token)
        assert again["moves_played"] > state["moves_played"]
        for path in tmp_path.glob("*.vnt"):  # whole records, never half of one
            assert vanuatu.validate(vanuatu.Record.load(path)).valid
        for seat in two["seats"]:
            status, body = call(port, f"/api/games/{two['id']}?token={seat['token']}")
            assert status == 200 and body["player"] == seat["player"]
        # the event stream starts with the state of the seat
        with urllib.request.urlopen(
                f"http://127.0.0.1:{port}/api/games/{one['id']}/events?token={token}",
                timeout=30) as stream:
            assert stream.headers["Content-Type"].startswith("text/event-stream")
            head = stream.readline().decode()
            data = stream.readline().decode()
        assert head == "event: state\n"
        event = json.loads(data.removeprefix("data: "))
        assert event["player"] == 0 and event["moves_played"] == again["moves_played"]
        assert "svg" in event
        # and the game goes on
        move = next(m for m in again["legal_moves"] if not m["free"])
        status, after = call(port, f"/api/games/{one['id']}/moves", {
            "token": token, "move": move["text"], "expect": again["moves_played"]})
        assert status == 200
        assert after["moves_played"] > again["moves_played"]
    finally:
        kill(proc)


def test_serve_without_the_extra_names_the_install_command(tmp_path: Path) -> None:
    # a path entry that hides starlette and uvicorn
    blocker = tmp_path / "block"
    blocker.mkdir()
    (blocker / "sitecustomize.py").write_text(
        "import sys\n"
        "class _Block:\n"
        "    def find_spec(self, name, path=None, target=None):\n"
        "        if name.split('.')[0] in ('starlette', 'uvicorn'):\n"
        "            raise ImportError(name)\n"
        "        return None\n"
        "sys.meta_path.insert(0, _Block())\n")
    env = dict(os.environ, PYTHONPATH=f"{blocker}{os.pathsep}{ROOT}")
    result = subprocess.run([sys.executable, "-m", "vanuatu", "serve", "--games",
                             str(tmp_path / "games")], env=env, capture_output=True, text=True,
                            timeout=60)
    assert result.returncode == 2
    assert "pip install 'vanuatu[web]'" in result.stderr


def test_the_core_import_needs_no_web_framework() -> None:
    code = "import sys, vanuatu, vanuatu.cli; print('starlette' in sys.modules)"
    result = subprocess.run([sys.executable, "-c", code], env=dict(
        os.environ, PYTHONPATH=str(ROOT)), capture_output=True, text=True, timeout=60)
    assert result.stdout.strip() == "False"
