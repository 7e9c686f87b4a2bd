"""Speed of ``vanuatu serve`` (the extra ``web``), run by hand.

1. **Bot reply**: the server time of a heuristic bot's move in a served game,
   from asking the bot to the record written to disk
   (``ServedGame.bot_move`` + ``ServedGame.play_bot``), over whole 3-player
   games of three heuristic bots.
2. **Concurrent games**: ``--games`` (50) 3-player games at once in one process
   and one event loop: in each, one scripted client (a seat played through the
   JSON API: it waits for its turn with ``GET ...?wait=``, then posts a random
   legal move) against two heuristic bots moving on the server. The latency of
   every ``POST /api/games/{id}/moves`` (request to response, in the client) is
   reported as median, p95 and max.

3. **Start with stored games** (``--stored N``): N stored games (copies of one
   game's two files) in a temporary folder, and the time from making the
   application to its first answer (the start, then one stored game loaded and
   served): games are loaded when asked for, so it should not grow with N.

    python benchmarks/web.py [--games 50] [--bot-games 5] [--moves 20] [--stored N]

3. **Load** (``--load``): ``vanuatu serve`` started as a process of its own on
   the loopback address (its bots in their worker processes), then
   ``--idle`` (500) games of two people made and left idle (the server's memory
   before and after, per game), then ``--live`` (200) games of a person against a
   heuristic bot, made first (their bots' first moves played before the clock
   starts), each person making ``--live-moves`` (8) moves ``--think``
   (5) seconds or so apart, while ``--searching`` (20) games of three ``ismcts:seconds=1`` bots play
   on. A person's move is timed from request to response; a bot's reply from
   that response to the person's turn given back (``GET ...?wait=``: the bot's
   move or moves and the chance events between). The server is stopped at the end.
   The client is a plain one of its own (:class:`PlainClient`), so that the
   server measured keeps the processor time a full HTTP client would take.

    python benchmarks/web.py --load [--live 200] [--searching 20] [--idle 500] [--think 5]

The targets: a bot's reply under 100 ms of server time, a p95 move latency
under 200 ms with 50 games, a start within 2 s with 10,000 stored games; under
load, a person's move p95 at most 50 ms, a heuristic bot's reply p95 at most 100 ms
while the searches run, at most 100 KB of memory per idle game.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import httpx

from vanuatu.web.app import create_app
from vanuatu.web.store import GameStore


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def line(name: str, values: list[float]) -> str:
    return (f"{name}: n={len(values)}  median {statistics.median(values):.1f} ms  "
            f"p95 {percentile(values, 0.95):.1f} ms  max {max(values):.1f} ms")


def bot_replies(games: int) -> list[float]:
    times: list[float] = []
    with tempfile.TemporaryDirectory() as folder:
        store = GameStore(folder)
        for seed in range(games):
            served = store.create({"players": 3, "seats": ["heuristic"] * 3, "seed": seed})
            while not served.game.is_over():
                started = time.perf_counter()
                played = served.moves_played
                move = served.bot_move()
                assert move is not None
                served.play_bot(move, played)
                times.append((time.perf_counter() - started) * 1000)
    return times


async def client(http: httpx.AsyncClient, seed: int, moves: int,
                 latencies: list[float]) -> int:
    r = await http.post("/api/games", json={
        "players": 3, "seats": ["human", "heuristic", "heuristic"], "seed": seed})
    game = r.json()
    gid, token = game["id"], game["seats"][0]["token"]
    rng = random.Random(seed)
    made = 0
    while made < moves:
        state = (await http.get(f"/api/games/{gid}",
                                params={"token": token, "wait": 30})).json()
        if state["over"]:
            break
        if state["to_act"] != 0:
            continue
        choices = [m for m in state["legal_moves"] if not m["free"]]
        started = time.perf_counter()
        r = await http.post(f"/api/games/{gid}/moves", json={
            "token": token, "move": rng.choice(choices)["text"],
            "expect": state["moves_played"]})
        latencies.append((time.perf_counter() - started) * 1000)
        assert r.status_code == 200, r.text
        made += 1
    return made


async def concurrent(games: int, moves: int) -> tuple[list[float], float, int]:
    latencies: list[float] = []
    with tempfile.TemporaryDirectory() as folder:
        app = create_app(folder)
        async with app.router.lifespan_context(app):
            transport = httpx.ASGITransport(app=app)
            async with httpx.AsyncClient(transport=transport, base_url="http://bench",
                                         timeout=120) as http:
                started = time.perf_counter()
                made = await asyncio.gather(*(client(http, seed, moves, latencies)
                                              for seed in range(games)))
                wall = time.perf_counter() - started
    return latencies, wall, sum(made)


def write_stored(folder: Path, count: int) -> tuple[str, str]:
    """``count`` stored games in ``folder`` (copies of one); an id and a token."""
    served = GameStore(folder).create({"players": 3, "seats": ["human", "heuristic",
                                                               "heuristic"], "seed": 1})
    seats = (folder / f"{served.id}.seats.json").read_text()
    record = served.record_path.read_text()
    for n in range(count - 1):
        game_id = f"{n:010x}"
        (folder / f"{game_id}.seats.json").write_text(seats.replace(served.id, game_id))
        (folder / f"{game_id}.vnt").write_text(record)
    token = served.seats[0].token
    assert token is not None
    return served.id, token


async def first_answer(folder: Path, game_id: str, token: str) -> float:
    """Seconds from making the application to its first answer."""
    started = time.perf_counter()
    app = create_app(folder)
    async with app.router.lifespan_context(app):
        transport = httpx.ASGITransport(app=app)
        async with httpx.AsyncClient(transport=transport, base_url="http://bench") as http:
            r = await http.get(f"/api/games/{game_id}", params={"token": token})
            assert r.status_code == 200, r.text
            return time.perf_counter() - started


def stored_start(count: int) -> None:
    with tempfile.TemporaryDirectory() as folder:
        written = time.perf_counter()
        game_id, token = write_stored(Path(folder), count)
        print(f"{count} stored games written in {time.perf_counter() - written:.1f} s")
        seconds = asyncio.run(first_answer(Path(folder), game_id, token))
        print(f"start with {count} stored games, to the first answer: {seconds:.2f} s")


ROOT = Path(__file__).resolve().parent.parent


#: the bot's moves in each reply of ``--load``
CHAINS: list[int] = []


def spread(name: str, values: list[float]) -> str:
    """p50, p95 and p99 of ``values`` (ms)."""
    if not values:
        return f"{name}: none"
    return (f"{name}: n={len(values)}  p50 {percentile(values, 0.50):.1f} ms  "
            f"p95 {percentile(values, 0.95):.1f} ms  p99 {percentile(values, 0.99):.1f} ms  "
            f"max {max(values):.1f} ms")


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port: int = s.getsockname()[1]
        return port


def resident_kb(pid: int) -> int:
    """The resident memory of the process ``pid`` in KB (Linux: /proc)."""
    for row in Path(f"/proc/{pid}/status").read_text().splitlines():
        if row.startswith("VmRSS:"):
            return int(row.split()[1])
    raise RuntimeError("no VmRSS")


def start_server(folder: str, port: int) -> subprocess.Popen[bytes]:
    """``vanuatu serve`` on the loopback address, once it answers."""
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    proc = subprocess.Popen([sys.executable, "-m", "vanuatu", "serve", "--host", "127.0.0.1",
                             "--port", str(port), "--games", folder,
                             "--new-games-per-minute", "100000", "--max-games", "100000"],
                            env=env, stdout=subprocess.DEVNULL,
                            stderr=open(os.environ.get("WEB_BENCH_LOG", os.devnull), "wb"))
    for _ in range(600):
        try:
            with socket.create_connection(("127.0.0.1", port), timeout=1):
                return proc
        except OSError:
            if proc.poll() is not None:
                raise RuntimeError("the server did not start") from None
            time.sleep(0.1)
    proc.kill()
    raise RuntimeError("the server did not start")


def stop_server(proc: subprocess.Popen[bytes]) -> None:
    proc.terminate()
    try:
        proc.wait(timeout=30)
    except subprocess.TimeoutExpired:
        proc.kill()
        proc.wait(timeout=30)


class Answer:
    """A response of :class:`PlainClient`: its status and its body."""

    def __init__(self, status_code: int, text: str) -> None:
        self.status_code = status_code
        self.text = text

    def json(self) -> Any:
        return json.loads(self.text)


class PlainClient:
    """The client of ``--load``: one HTTP/1.1 request a connection, written and read
    with asyncio's streams (a fraction of a full client's processor time, which on a
    small machine is taken from the server measured)."""

    def __init__(self, port: int) -> None:
        self.port = port

    async def request(self, method: str, path: str, body: object = None) -> Answer:
        data = b"" if body is None else json.dumps(body).encode()
        reader, writer = await asyncio.open_connection("127.0.0.1", self.port)
        try:
            head = (f"{method} {path} HTTP/1.1\r\nHost: 127.0.0.1:{self.port}\r\n"
                    f"Connection: close\r\nContent-Type: application/json\r\n"
                    f"Content-Length: {len(data)}\r\n\r\n")
            writer.write(head.encode() + data)
            await writer.drain()
            raw = await reader.read()
        finally:
            writer.close()
        header, _, content = raw.partition(b"\r\n\r\n")
        status = int(header.split(b" ", 2)[1])
        if b"transfer-encoding: chunked" in header.lower():
            content = _unchunk(content)
        return Answer(status, content.decode())

    async def get(self, path: str, params: dict[str, object] | None = None) -> Answer:
        query = "&".join(f"{k}={v}" for k, v in (params or {}).items())
        return await self.request("GET", f"{path}?{query}" if query else path)

    async def post(self, path: str, json: object) -> Answer:
        return await self.request("POST", path, json)


def _unchunk(data: bytes) -> bytes:
    out = b""
    while data:
        size, _, data = data.partition(b"\r\n")
        n = int(size, 16)
        if n == 0:
            break
        out, data = out + data[:n], data[n + 2:]
    return out


async def idle_memory(http: PlainClient, pid: int, games: int) -> float:
    """KB of the server's memory per game of two people made and left idle."""
    before = resident_kb(pid)
    for seed in range(games):
        r = await http.post("/api/games", json={"players": 2, "seats": ["human", "human"],
                                                "seed": seed})
        assert r.status_code == 201, r.text
    await asyncio.sleep(1)
    return (resident_kb(pid) - before) / games


async def seat_game(http: PlainClient, seed: int) -> tuple[str, str]:
    """A game of a person against a heuristic bot, once the person is to act."""
    r = await http.post("/api/games", json={"players": 2, "seats": ["human", "heuristic"],
                                            "seed": 10_000 + seed})
    assert r.status_code == 201, r.text
    gid, token = r.json()["id"], r.json()["seats"][0]["token"]
    await http.get(f"/api/games/{gid}", params={"token": token, "wait": 60})
    return gid, token


async def person(http: PlainClient, game: tuple[str, str], seed: int, moves: int,
                 think: float, moved: list[float], replies: list[float]) -> None:
    """A person against a heuristic bot, thinking ``think`` seconds or so a move."""
    gid, token = game
    rng = random.Random(seed)
    await asyncio.sleep(rng.random() * think)
    for _ in range(moves):
        state = (await http.get(f"/api/games/{gid}",
                                params={"token": token, "wait": 30})).json()
        if state["over"] or state["to_act"] != 0:
            return
        choices = [m for m in state["legal_moves"] if not m["free"]]
        started = time.perf_counter()
        r = await http.post(f"/api/games/{gid}/moves", json={
            "token": token, "move": rng.choice(choices)["text"],
            "expect": state["moves_played"]})
        answered = time.perf_counter()
        moved.append((answered - started) * 1000)
        assert r.status_code == 200, r.text
        after = r.json()["moves_played"]
        back = (await http.get(f"/api/games/{gid}",
                               params={"token": token, "wait": 30})).json()
        if back["moves_played"] > after:
            replies.append((time.perf_counter() - answered) * 1000)
            CHAINS.append(back["moves_played"] - after)
        await asyncio.sleep(think * (0.5 + rng.random()))


async def live_load(port: int, pid: int, live: int, searching: int, moves: int,
                    think: float, idle: int) -> None:
    http = PlainClient(port)
    if idle:
        print(f"memory per idle game ({idle} games of two people): "
              f"{await idle_memory(http, pid, idle):.1f} KB")
    for seed in range(searching):
        r = await http.post("/api/games", json={
            "players": 3, "seats": ["ismcts:seconds=1"] * 3, "seed": 20_000 + seed})
        assert r.status_code == 201, r.text
    # the games made first (a burst no client may send a served game, past
    # --new-games-per-minute), their bots' first moves made, then the clock
    games = [await seat_game(http, seed) for seed in range(live)]
    moved: list[float] = []
    replies: list[float] = []
    started = time.perf_counter()
    await asyncio.gather(*(person(http, game, seed, moves, think, moved, replies)
                           for seed, game in enumerate(games)))
    wall = time.perf_counter() - started
    print(spread(f"a person's move, {live} live games and {searching} searching", moved))
    print(spread("a heuristic bot's reply (the person's turn back)", replies))
    if CHAINS:
        print(f"the bot's moves in a reply: mean {statistics.fmean(CHAINS):.1f}, "
              f"p95 {percentile([float(c) for c in CHAINS], 0.95):.0f}, max {max(CHAINS)}")
    print(f"{len(moved)} moves of people in {wall:.1f} s; server memory "
          f"{resident_kb(pid) / 1024:.0f} MB")


def load(live: int, searching: int, moves: int, think: float, idle: int) -> None:
    """The load measurement (``--load``), against a served process of its own."""
    with tempfile.TemporaryDirectory() as folder:
        port = free_port()
        proc = start_server(folder, port)
        try:
            asyncio.run(live_load(port, proc.pid, live, searching, moves, think, idle))
        finally:
            stop_server(proc)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=50, help="concurrent games (50)")
    parser.add_argument("--moves", type=int, default=20,
                        help="moves of each scripted client (20; 0: none)")
    parser.add_argument("--bot-games", type=int, default=5,
                        help="whole games of three heuristic bots for the bot reply (5)")
    parser.add_argument("--stored", type=int, default=0, metavar="N",
                        help="time the start with N stored games (0: not measured)")
    parser.add_argument("--load", action="store_true",
                        help="the load measurement alone, against a served process")
    parser.add_argument("--live", type=int, default=200,
                        help="live games of a person and a heuristic bot (200)")
    parser.add_argument("--searching", type=int, default=20,
                        help="games of three ismcts:seconds=1 bots meanwhile (20)")
    parser.add_argument("--live-moves", type=int, default=8,
                        help="moves of each person (8)")
    parser.add_argument("--think", type=float, default=5.0,
                        help="seconds a person thinks, on average, before a move (5)")
    parser.add_argument("--idle", type=int, default=500,
                        help="idle games for the memory per game (500)")
    args = parser.parse_args()
    if args.stored:
        stored_start(args.stored)
    if args.load:
        load(args.live, args.searching, args.live_moves, args.think, args.idle)
        return
    if args.bot_games:
        print(line("heuristic bot reply, server time", bot_replies(args.bot_games)))
    if args.moves:
        latencies, wall, made = asyncio.run(concurrent(args.games, args.moves))
        print(line(f"POST move latency, {args.games} concurrent games", latencies))
        print(f"{made} client moves (and the bots' replies) in {wall:.1f} s")


if __name__ == "__main__":
    main()
