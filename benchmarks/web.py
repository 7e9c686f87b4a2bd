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

The targets: a bot's reply under 100 ms of server time, a p95 move latency
under 200 ms with 50 games, a start within 2 s with 10,000 stored games.
"""

from __future__ import annotations

import argparse
import asyncio
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

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


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=50, help="concurrent games (50)")
    parser.add_argument("--moves", type=int, default=20,
                        help="moves of each scripted client (20; 0: none)")
    parser.add_argument("--bot-games", type=int, default=5,
                        help="whole games of three heuristic bots for the bot reply (5)")
    parser.add_argument("--stored", type=int, default=0, metavar="N",
                        help="time the start with N stored games (0: not measured)")
    args = parser.parse_args()
    if args.stored:
        stored_start(args.stored)
    if args.bot_games:
        print(line("heuristic bot reply, server time", bot_replies(args.bot_games)))
    if args.moves:
        latencies, wall, made = asyncio.run(concurrent(args.games, args.moves))
        print(line(f"POST move latency, {args.games} concurrent games", latencies))
        print(f"{made} client moves (and the bots' replies) in {wall:.1f} s")


if __name__ == "__main__":
    main()
