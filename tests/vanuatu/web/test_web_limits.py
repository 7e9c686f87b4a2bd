"""A server that can be left running: every number of a body range-checked before
anything is built (R1.1), lone surrogates refused by name, the origin and content
rule of state-changing requests, the limits of live games and of new games per
client (429 with Retry-After), and games loaded when asked for and evicted when
idle."""

from __future__ import annotations

import json
import warnings
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("starlette")
pytest.importorskip("httpx")

with warnings.catch_warnings():  # its note about a newer httpx
    warnings.simplefilter("ignore", DeprecationWarning)
    from starlette.testclient import TestClient

from tabletop.web.limits import Limits
from vanuatu.web.app import create_app
from vanuatu.web.store import GameStore

JSON = {"Content-Type": "application/json"}


@pytest.fixture
def client(tmp_path: Path) -> Iterator[TestClient]:
    with TestClient(create_app(tmp_path)) as c:
        yield c


def human_game(client: TestClient) -> tuple[str, str]:
    r = client.post("/api/games", json={"players": 2, "seats": ["human", "human"], "seed": 1})
    assert r.status_code == 201, r.text
    return r.json()["id"], r.json()["seats"][0]["token"]


def raw(client: TestClient, path: str, text: str, **headers: str) -> Any:
    return client.post(path, content=text.encode(), headers={**JSON, **headers})


@pytest.mark.parametrize("players", ["99999999999999999999999999999", "100000000", "-1", "6",
                                     "1.5", "true"])
def test_r1_1_players_out_of_range_is_400_naming_the_rule(client: TestClient,
                                                          players: str) -> None:
    r = raw(client, "/api/games", '{"players": ' + players + ', "seats": ["human"]}')
    assert r.status_code == 400, r.text
    assert r.json()["rule"] == "R1.1" and "players" in r.json()["error"]
    assert "2 to 5" in r.json()["error"]


def test_a_list_longer_than_the_players_is_refused_before_it_is_read(
        client: TestClient) -> None:
    r = client.post("/api/games", json={"players": 3, "seats": ["human"] * 1000})
    assert r.status_code == 400 and r.json()["error"].startswith("seats:")
    r = client.post("/api/games", json={"players": 3, "seed": 2**64})
    assert r.status_code == 400 and r.json()["error"].startswith("seed:")


def test_r10_2_two_players_without_characters_is_400(client: TestClient) -> None:
    r = client.post("/api/games", json={"players": 2, "variants": ["no-characters"]})
    assert r.status_code == 400 and r.json()["rule"] == "R10.2"


@pytest.mark.parametrize("path, body", [
    ("/api/games/{game}/moves", '{"token": "\\ud800", "move": "fish"}'),
    ("/api/games/{game}/undo", '{"token": "\\ud800"}'),
    ("/api/games/{game}/why", '{"token": "\\ud800", "move": "fish"}'),
    ("/api/games", '{"players": 3, "\\ud800": 1}'),
    ("/api/games/{game}/why", '{"token": "{token}", "move": "\\ud800"}'),
    ("/api/games/{game}/undo", '{"token": "{token}", "expect": "\\ud800"}'),
    ("/api/games", '{"players": 3, "names": ["\\ud800", "a", "b"]}'),
    ("/api/games", '{"players": 3, "seats": ["\\udc00", "human", "human"]}'),
])
def test_a_lone_surrogate_is_400_naming_the_field(client: TestClient, path: str,
                                                  body: str) -> None:
    game, token = human_game(client)
    r = raw(client, path.format(game=game), body.replace("{token}", token))
    assert r.status_code == 400, r.text
    error = r.json()["error"]
    assert error.split(":")[0] in ("token", "move", "expect", "names", "seats", "\\ud800")
    assert "\ud800" not in error


@pytest.mark.parametrize("name", [
    "#1", " Ann", "Ann ", "", "x" * 41, "a\u202eb", "a\nb",
    # invisible format characters, and blanks that look like a name: the Arabic letter
    # mark, the Mongolian vowel separator, a tag, a musical format mark, a number sign
    "a\u061cb", "\u180e", "a\U000e0041b", "\U0001d173x", "x\u0600", "\u3164", "\u115f",
    "\uffa0"])
def test_a_name_a_record_cannot_hold_is_400(client: TestClient, name: str) -> None:
    r = client.post("/api/games", json={"players": 2, "names": ["Ann", name]})
    assert r.status_code == 400 and r.json()["error"].startswith("names:")


def test_a_post_from_another_site_is_403_and_one_not_json_is_415(client: TestClient) -> None:
    body = json.dumps({"players": 3})
    r = client.post("/api/games", content=body, headers={"Content-Type": "text/plain",
                                                          "Origin": "http://evil.example"})
    assert r.status_code == 403 and "Origin" in r.json()["error"]
    r = client.post("/api/games", content=body, headers={**JSON,
                                                          "Origin": "http://evil.example"})
    assert r.status_code == 403
    r = client.post("/api/games", content=body, headers={"Content-Type": "text/plain"})
    assert r.status_code == 415 and "application/json" in r.json()["error"]
    r = client.post("/api/games", data={"players": "3"})  # a form
    assert r.status_code == 415
    r = client.post("/api/games", content=body, headers={**JSON,
                                                          "Origin": "http://testserver"})
    assert r.status_code == 201  # the server's own pages
    game, token = human_game(client)
    r = client.post(f"/api/games/{game}/undo", content=json.dumps({"token": token}),
                    headers={"Content-Type": "text/plain"})
    assert r.status_code == 415
    assert client.post(f"/api/games/{game}/why", json={"token": token, "move": "fish"},
                       headers={"Origin": "null"}).status_code == 403


def test_new_games_past_the_rate_of_a_client_are_429_with_retry_after(tmp_path: Path) -> None:
    with TestClient(create_app(tmp_path, Limits(new_games_per_minute=2))) as c:
        for _ in range(2):
            assert c.post("/api/games", json={"players": 3}).status_code == 201
        r = c.post("/api/games", json={"players": 3})
        assert r.status_code == 429 and int(r.headers["Retry-After"]) >= 1
        assert "--new-games-per-minute" in r.json()["error"]


def test_past_max_games_live_games_a_new_one_is_429(tmp_path: Path) -> None:
    with TestClient(create_app(tmp_path, Limits(max_games=2))) as c:
        for _ in range(2):
            assert c.post("/api/games", json={"players": 3}).status_code == 201
        r = c.post("/api/games", json={"players": 3})
        assert r.status_code == 429 and int(r.headers["Retry-After"]) >= 1
        assert "--max-games" in r.json()["error"]


def test_a_stored_game_not_yet_loaded_is_served_when_asked_for(tmp_path: Path) -> None:
    with TestClient(create_app(tmp_path)) as c:
        game, token = human_game(c)
        state = c.get(f"/api/games/{game}", params={"token": token}).json()
    app = create_app(tmp_path)
    assert app.state.server.store.games == {}  # nothing is read at the start
    with TestClient(app) as c:
        again = c.get(f"/api/games/{game}", params={"token": token})
        assert again.status_code == 200
        assert again.json()["position"] == state["position"]
        assert c.get("/api/games/0123456789", params={"token": token}).status_code == 404
        assert c.get("/api/games/..", params={"token": token}).status_code == 404


def test_an_evicted_game_comes_back_with_every_move(tmp_path: Path) -> None:
    clock = [0.0]
    store = GameStore(tmp_path)
    store.clock = lambda: clock[0]
    store.limits = Limits(idle_seconds=60)
    served = store.create({"players": 2, "seats": ["human", "human"], "seed": 5})
    for _ in range(6):
        with served.lock:
            move = served.rules.legal_moves(served.game, served.rules.to_act(served.game))
            served.play(served.rules.parse_move(served.game, served.rules.to_act(served.game),
                                                {"id": move[0]["id"]}))
    moves = list(served.game.moves)
    clock[0] = 30.0
    assert store.evict_idle() == []  # in use a moment ago
    clock[0] = 61.0
    assert store.evict_idle() == [served.id] and store.games == {}
    back = store.get(served.id)
    assert back is not served and list(back.game.moves) == moves


def test_a_seat_takes_any_bot_spec_the_registry_reads(client: TestClient) -> None:
    made = client.post("/api/games", json={"players": 2,
                                          "seats": ["human", "ismcts:iterations=50"]})
    assert made.status_code == 201, made.text
    for spec, words in [("ismcts:iterations=0", "iterations"), ("ismcts:colour=red", "colour"),
                        ("nobot:x=1", "not a seat kind"), ("ismcts:" + "x=1," * 99, "seat")]:
        r = client.post("/api/games", json={"players": 2, "seats": ["human", spec]})
        assert r.status_code == 400 and words in r.json()["error"], (spec, r.text)
