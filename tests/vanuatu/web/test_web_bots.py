"""The bots of ``vanuatu serve`` (:mod:`tabletop.web.bots` with Vanuatu's specs): a
seat whose spec thinks longer than the cap (``--bot-seconds``) is refused when the game
is made, naming the cap; a search within it, or without a time of its own, is served
and plays in a worker process."""

from __future__ import annotations

import time
import warnings
from collections.abc import Iterator
from pathlib import Path

import pytest

pytest.importorskip("starlette")
pytest.importorskip("httpx")

with warnings.catch_warnings():  # its note about a newer httpx
    warnings.simplefilter("ignore")
    from starlette.testclient import TestClient

import vanuatu
from vanuatu.bots import decide, make_bot
from vanuatu.web.app import create_app
from vanuatu.web.plugin import VANUATU


@pytest.fixture
def client(tmp_path: Path) -> Iterator[TestClient]:
    with TestClient(create_app(tmp_path, bot_seconds=5, bot_workers=1)) as c:
        yield c


@pytest.mark.parametrize("spec, asked", [("ismcts:seconds=3600", "3600"),
                                         ("ismcts:iterations=50,seconds=5.5", "5.5")])
def test_a_bot_that_thinks_longer_than_the_cap_is_refused(client: TestClient, spec: str,
                                                          asked: str) -> None:
    r = client.post("/api/games", json={"players": 3, "seats": ["human", "heuristic", spec]})
    assert r.status_code == 400
    assert r.json()["error"] == (f"seat 2: a served bot thinks at most 5 s a move "
                                 f"(--bot-seconds), not {asked}")


@pytest.mark.parametrize("spec", ["heuristic", "random", "ismcts:seconds=5",
                                  "ismcts:iterations=20"])
def test_a_bot_within_the_cap_is_served(client: TestClient, spec: str) -> None:
    r = client.post("/api/games", json={"players": 2, "seats": ["human", spec]})
    assert r.status_code == 201, r.text


def test_the_budget_a_spec_asks_for() -> None:
    assert VANUATU.bot_budget("heuristic") == 0 and VANUATU.bot_budget("random") == 0
    assert VANUATU.bot_budget("ismcts") is None
    assert VANUATU.bot_budget("ismcts:iterations=50,seconds=0.5") == 0.5


def test_a_game_of_bots_is_played_in_the_workers(client: TestClient) -> None:
    seats = ["heuristic", "ismcts:iterations=10", "random"]
    r = client.post("/api/games", json={"players": 3, "seats": seats, "seed": 4})
    assert r.status_code == 201
    gid = r.json()["id"]
    store = client.app.state.server.store  # type: ignore[attr-defined]
    pool = client.app.state.server.bots  # type: ignore[attr-defined]
    for _ in range(6000):
        if sum(what == "played" and g == gid for what, g, _ in list(pool.journal)) >= 6:
            break
        time.sleep(0.01)
    served = store.get(gid)
    with served.lock:
        players = [m.player for m in served.game.moves if m.player >= 0]
    assert len(players) >= 6


def test_a_worker_reads_again_a_record_whose_end_was_taken_back() -> None:
    game = vanuatu.Game(players=2, seed=5)
    while len(game.moves) < 12:
        game.play(vanuatu.legal_moves(game.state)[0])
    longer = game.record.to_text()
    assert VANUATU.decide(longer, "heuristic", 1, 5.0) == VANUATU.decide(
        longer, "heuristic", 1, 5.0)
    while len(game.moves) > 9 or game.moves[-1].player < 0:
        game.undo()
    game.play(vanuatu.legal_moves(game.state)[-1])
    shorter = game.record.to_text()
    fresh = vanuatu.Game.from_record(vanuatu.Record.from_text(shorter))
    expected = decide(make_bot("heuristic", 1), fresh.state, fresh.moves)
    assert VANUATU.decide(shorter, "heuristic", 1, 5.0) == expected


def test_a_stored_game_of_long_searches_no_longer_stalls_the_others(tmp_path: Path) -> None:
    # a game made before the cap: its searches asked for an hour a move
    from vanuatu.web.store import GameStore

    stored = GameStore(tmp_path).create({"players": 2, "seats": ["ismcts:seconds=3600"] * 2,
                                         "seed": 2})
    with TestClient(create_app(tmp_path, bot_seconds=0.5, bot_workers=1)) as client:
        pool = client.app.state.server.bots  # type: ignore[attr-defined]
        # a stored game is loaded when asked for (as any request naming it does), and
        # its bots carry on from then
        client.app.state.handlers.game(stored.id)  # type: ignore[attr-defined]
        r = client.post("/api/games", json={"players": 2, "seats": ["human", "heuristic"],
                                            "seed": 3})
        gid, token = r.json()["id"], r.json()["seats"][0]["token"]
        state = client.get(f"/api/games/{gid}", params={"token": token, "wait": 30}).json()
        move = next(m for m in state["legal_moves"] if not m["free"])
        r = client.post(f"/api/games/{gid}/moves", json={"token": token, "move": move["text"]})
        assert r.status_code == 200
        for _ in range(6000):
            events = list(pool.journal)
            if (("played", stored.id) in {(w, g) for w, g, _ in events}
                    and any(w == "played" and g == gid for w, g, _ in events)):
                break
            time.sleep(0.01)
        else:
            raise AssertionError("the bots did not play in both games")
        assert not any(w in ("overran", "failed") for w, _, _ in pool.journal)
