"""The served bots of :mod:`tabletop.web` (:mod:`tabletop.web.bots`) with the tiny game
of ``count_game``: they think in worker processes, one game's bots never wait behind
another game's search, a decision is capped, and a bot's move is applied only to the
position it was asked about. The slow bot ``slow:PATH`` thinks until the test makes
the file ``PATH``: the tests assert on the order of events, never on a time."""

from __future__ import annotations

import logging
import time
import warnings
from pathlib import Path
from typing import Any

import pytest
from count_game import COUNT, Add

pytest.importorskip("starlette")
pytest.importorskip("httpx")

with warnings.catch_warnings():  # its note about a newer httpx
    warnings.simplefilter("ignore")
    from starlette.testclient import TestClient

from tabletop.web.app import create_app
from tabletop.web.bots import BotPool
from tabletop.web.store import GameStore


def _serve(folder: Path, **options: Any) -> TestClient:
    return TestClient(create_app(COUNT, folder, **options))


def _pool(client: TestClient) -> BotPool[Any, Any]:
    pool: BotPool[Any, Any] = client.app.state.server.bots  # type: ignore[attr-defined]
    return pool


def _game(client: TestClient, seats: list[str], **body: Any) -> tuple[str, dict[int, str]]:
    r = client.post("/api/games", json={"players": len(seats), "seats": seats, **body})
    assert r.status_code == 201, r.text
    return r.json()["id"], {s["player"]: s["token"] for s in r.json()["seats"]}


def _until(what: Any, tries: int = 3000) -> None:
    """Wait for ``what()`` to be true (each try a short sleep: a bound, not a measure)."""
    for _ in range(tries):
        if what():
            return
        time.sleep(0.01)
    raise AssertionError("it did not happen")


def _events(pool: BotPool[Any, Any], game_id: str) -> list[tuple[str, int]]:
    return [(what, n) for what, gid, n in list(pool.journal) if gid == game_id]


def _moves(client: TestClient, game_id: str) -> list[Add]:
    return list(client.app.state.server.store.get(game_id).game.moves)  # type: ignore


@pytest.fixture
def gate(tmp_path: Path) -> Path:
    return tmp_path / "gate"


def test_a_second_game_s_bot_answers_while_the_first_s_still_thinks(
        tmp_path: Path, gate: Path) -> None:
    with _serve(tmp_path / "games", bot_workers=2) as client:
        pool = _pool(client)
        slow, _ = _game(client, [f"slow:{gate}", f"slow:{gate}"], chance=False)
        _until(lambda: ("asked", 0) in _events(pool, slow))
        quick, tokens = _game(client, ["human", "first"], chance=False)
        r = client.post(f"/api/games/{quick}/moves", json={"token": tokens[0], "move": "add 1"})
        assert r.status_code == 200
        state = client.get(f"/api/games/{quick}", params={"token": tokens[0], "wait": 30})
        assert state.json()["moves_played"] == 2  # the quick bot has answered...
        assert _events(pool, slow) == [("asked", 0)]  # ...while the search goes on
        gate.touch()
        _until(lambda: client.app.state.server.store.get(slow).over)  # type: ignore
        assert [m.n for m in _moves(client, slow)][:2] == [1, 2]


def test_one_worker_serves_the_games_in_turn(tmp_path: Path, gate: Path) -> None:
    with _serve(tmp_path / "games", bot_workers=1) as client:
        pool = _pool(client)
        slow, _ = _game(client, [f"slow:{gate}", f"slow:{gate}"], chance=False)
        _until(lambda: ("asked", 0) in _events(pool, slow))
        quick, tokens = _game(client, ["human", "first"], chance=False)
        client.post(f"/api/games/{quick}/moves", json={"token": tokens[0], "move": "add 1"})
        gate.touch()  # the slow game's first decision ends: the quick game is next
        _until(lambda: ("played", 1) in _events(pool, quick)
               and ("asked", 1) in _events(pool, slow))
        order = [(gid, n) for what, gid, n in pool.journal if what == "asked"]
        assert order.index((quick, 1)) < order.index((slow, 1))


def test_on_one_worker_a_quick_reply_waits_behind_one_search_at_most(tmp_path: Path) -> None:
    first_gate, second_gate = tmp_path / "first", tmp_path / "second"
    with _serve(tmp_path / "games", bot_workers=1) as client:
        pool = _pool(client)
        first, _ = _game(client, [f"slow:{first_gate}"] * 2, chance=False)
        _until(lambda: ("asked", 0) in _events(pool, first))
        second, _ = _game(client, [f"slow:{second_gate}"] * 2, chance=False)
        quick, tokens = _game(client, ["human", "first"], chance=False)
        client.post(f"/api/games/{quick}/moves", json={"token": tokens[0], "move": "add 1"})
        _until(lambda: quick in pool.queue and second in pool.queue)
        assert list(pool.queue).index(second) < list(pool.queue).index(quick)
        first_gate.touch()  # the first search ends: the quick reply goes before the second
        _until(lambda: ("played", 1) in _events(pool, quick))
        order = [(gid, n) for what, gid, n in pool.journal if what == "asked"]
        assert order.index((quick, 1)) < order.index((second, 0))
        second_gate.touch()
        _until(lambda: all(client.app.state.server.store.get(g).over  # type: ignore
                           for g in (first, second)))


def test_an_undo_while_a_bot_thinks_cancels_its_decision_and_the_bots_go_on(
        tmp_path: Path, gate: Path, caplog: pytest.LogCaptureFixture) -> None:
    caplog.set_level(logging.WARNING, "tabletop.web")
    with _serve(tmp_path / "games", bot_workers=2) as client:
        pool = _pool(client)
        gid, tokens = _game(client, ["human", f"slow:{gate}"], chance=False)
        token = tokens[0]
        client.post(f"/api/games/{gid}/moves", json={"token": token, "move": "add 1"})
        _until(lambda: ("asked", 1) in _events(pool, gid))  # it thinks about a total of 1
        r = client.post(f"/api/games/{gid}/undo", json={"token": token})
        assert r.status_code == 200 and r.json()["moves_played"] == 0
        r = client.post(f"/api/games/{gid}/moves", json={"token": token, "move": "add 2",
                                                         "expect": 0})
        assert r.status_code == 200 and r.json()["moves_played"] == 1  # as many moves
        _until(lambda: _events(pool, gid).count(("asked", 1)) == 2)
        gate.touch()
        state = client.get(f"/api/games/{gid}", params={"token": token, "wait": 30}).json()
        # the bot's move is its answer to a total of 2 (add 1), not to a total of 1
        assert _moves(client, gid) == [Add(0, 2), Add(1, 1)]
        assert state["to_act"] == 0 and state["moves_played"] == 2
        assert "cancelled" in [what for what, _ in _events(pool, gid)]
        client.post(f"/api/games/{gid}/moves", json={"token": token, "move": "add 2"})
        state = client.get(f"/api/games/{gid}", params={"token": token, "wait": 30}).json()
        assert state["moves_played"] == 4 and _moves(client, gid)[-1] == Add(1, 2)
    assert "failed" not in caplog.text


def test_a_decision_that_overruns_is_abandoned_and_the_hint_bot_plays(
        tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    caplog.set_level(logging.WARNING, "tabletop.web")
    with _serve(tmp_path / "games", bot_workers=1, bot_seconds=0.1) as client:
        pool = _pool(client)
        gid, tokens = _game(client, ["human", "stuck"], chance=False)
        client.post(f"/api/games/{gid}/moves", json={"token": tokens[0], "move": "add 1"})
        state = client.get(f"/api/games/{gid}",
                           params={"token": tokens[0], "wait": 30}).json()
        assert state["moves_played"] == 2 and _moves(client, gid)[-1] == Add(1, 1)
        assert _events(pool, gid) == [("asked", 1), ("overran", 1), ("asked", 1),
                                      ("played", 1)]
    assert "overran" in caplog.text


def test_a_worker_that_ends_under_a_decision_is_replaced_and_the_hint_bot_plays(
        tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    caplog.set_level(logging.WARNING, "tabletop.web")
    with _serve(tmp_path / "games", bot_workers=1) as client:
        pool = _pool(client)
        gid, tokens = _game(client, ["human", "crash"], chance=False)
        client.post(f"/api/games/{gid}/moves", json={"token": tokens[0], "move": "add 1"})
        state = client.get(f"/api/games/{gid}",
                           params={"token": tokens[0], "wait": 30}).json()
        assert state["moves_played"] == 2 and _moves(client, gid)[-1] == Add(1, 1)
        assert _events(pool, gid) == [("asked", 1), ("failed", 1), ("asked", 1),
                                      ("played", 1)]
        other, _ = _game(client, ["first", "first"], chance=False)  # the new worker serves
        _until(lambda: ("played", 0) in _events(pool, other))
    assert "ended; the first bot plays" in caplog.text


def test_a_restart_resumes_the_bots_without_stalling_other_games(
        tmp_path: Path, gate: Path) -> None:
    folder = tmp_path / "games"
    store = GameStore(COUNT, folder)
    slow = store.create({"players": 2, "seats": [f"slow:{gate}", "first"], "chance": False})
    quick = store.create({"players": 2, "seats": ["human", "first"], "chance": False})
    with quick.lock:
        quick.play(Add(0, 1))  # and the server stops before its bot answers
    with _serve(folder, bot_workers=2) as client:
        pool = _pool(client)
        # stored games are loaded when asked for (as a request naming them does), and
        # their bots carry on from then
        for served in (slow, quick):
            client.app.state.handlers.game(served.id)  # type: ignore[attr-defined]
        _until(lambda: ("played", 1) in _events(pool, quick.id))
        assert _events(pool, slow.id) == [("asked", 0)]
        gate.touch()
        _until(lambda: ("played", 0) in _events(pool, slow.id))


def test_a_bot_that_asks_more_than_the_cap_is_refused_naming_it(tmp_path: Path) -> None:
    with _serve(tmp_path / "games", bot_seconds=5) as client:
        r = client.post("/api/games", json={"players": 2, "seats": ["human", "long:3600"]})
        assert r.status_code == 400
        assert r.json()["error"] == ("seat 1: a served bot thinks at most 5 s a move "
                                     "(--bot-seconds), not 3600")
        r = client.post("/api/games", json={"players": 2, "seats": ["human", "long:5"]})
        assert r.status_code == 201


def test_the_clients_take_turns_for_the_workers(tmp_path: Path) -> None:
    """The order of decisions on one worker (no process is started): a client with
    many games in line has one thought, then each other client with a game in line
    (but a quick bot first after a search)."""
    from tabletop.web.workers import Worker

    store = GameStore(COUNT, tmp_path)
    pool = BotPool(COUNT, store, workers=1)
    worker = Worker.__new__(Worker)
    worker.quick_only, worker.searched_last = False, False

    def game(client: str, bot: str) -> str:
        served = store.create({"players": 2, "seats": [bot, bot], "chance": False},
                              client=client)
        pool.queue[served.id] = None
        return served.id

    many = [game("10.0.0.1", f"slow:{tmp_path / 'gate'}") for _ in range(3)]
    other = game("10.0.0.2", f"slow:{tmp_path / 'gate'}")
    quick = game("10.0.0.1", "first")
    order = [pool._take(worker) for _ in range(5)]
    assert order == [many[0], quick, other, many[1], many[2]]
    assert pool._take(worker) is None


def test_a_game_knows_the_client_that_started_it(tmp_path: Path) -> None:
    with _serve(tmp_path / "games") as client:
        game_id, _ = _game(client, ["human", "human"], chance=False)
        assert client.app.state.server.store.get(game_id).client == "testclient"  # type: ignore
