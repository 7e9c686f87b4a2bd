"""Every path and field that ``docs/web.rst`` documents exists and behaves as
written: the OpenAPI schema lists every API path, the state carries each field
named, a text that is no move is a 400 (an illegal move a 422 with its rule)."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("starlette")
pytest.importorskip("httpx")

from starlette.testclient import TestClient

from vanuatu.web.app import create_app

DOC = (Path(__file__).resolve().parents[3] / "docs" / "web.rst").read_text(encoding="utf-8")


@pytest.fixture()
def client(tmp_path: Path) -> Any:
    with TestClient(create_app(tmp_path)) as c:
        yield c


def _game(client: TestClient) -> tuple[str, str, dict[str, Any]]:
    r = client.post("/api/games", json={"players": 3, "seats": ["human", "heuristic",
                                                                "heuristic"], "seed": 7})
    assert r.status_code == 201
    gid, token = r.json()["id"], r.json()["seats"][0]["token"]
    state = client.get(f"/api/games/{gid}", params={"token": token, "wait": "10"}).json()
    assert state["to_act"] == 0
    return gid, token, state


def test_every_documented_api_path_is_in_the_schema_and_answers(client: TestClient) -> None:
    documented = set(re.findall(r"``(GET|POST) (/api/[^`?\s]*)", DOC))
    assert len(documented) >= 10
    schema = client.get("/api/openapi.json").json()["paths"]
    gid, token, _ = _game(client)
    for method, path in documented:
        if path != "/api/openapi.json":
            assert path in schema, path
            assert method.lower() in schema[path], (method, path)
        url = path.replace("{id}", gid)
        if method == "GET":
            if path.endswith("/events"):
                continue  # a stream: tested in the API tests
            r = client.get(url, params={"token": token})
        else:
            r = client.post(url, json={"token": token, "move": "fish"})
        assert r.status_code not in (404, 405), (method, path, r.status_code)


def test_the_documented_fields_of_a_state(client: TestClient) -> None:
    _, _, state = _game(client)
    for field in ("moves_played", "to_act", "over", "position", "legal_moves", "view",
                  "player", "players", "round", "phase", "names", "seats", "variants",
                  "version"):
        assert field in state, field
    for move in state["legal_moves"]:
        assert set(move) >= {"text", "id", "group", "free", "spaces", "actions",
                             "characters", "goods"}
    # Phase II: each take move names its character (R3.8)
    assert state["phase"] == "characters"
    assert all(m["characters"] == [m["text"].split()[-1]] for m in state["legal_moves"])


def test_a_text_that_is_no_move_is_400_an_illegal_move_is_422(client: TestClient) -> None:
    gid, token, state = _game(client)
    n = state["moves_played"]
    r = client.post(f"/api/games/{gid}/moves", json={"token": token, "move": "P0 flyaway",
                                                     "expect": n})
    assert r.status_code == 400 and "flyaway" in r.json()["error"]
    r = client.post(f"/api/games/{gid}/moves", json={"token": token, "move": "P0 fish",
                                                     "expect": n})
    assert r.status_code == 422 and r.json()["rule"] == "R3.8"
    why = client.post(f"/api/games/{gid}/why", json={"token": token, "move": "flyaway"})
    assert why.status_code == 200
    assert why.json()["legal"] is False and why.json()["rule"] is None
    assert client.get(f"/api/games/{gid}", params={"token": token}).json()[
        "moves_played"] == n


@pytest.mark.parametrize("wait", ["abc", "nan", "inf", "-inf"])
def test_a_wait_that_is_not_seconds_is_400(client: TestClient, wait: str) -> None:
    gid, token, _ = _game(client)
    r = client.get(f"/api/games/{gid}", params={"token": token, "wait": wait})
    assert r.status_code == 400 and "wait" in r.json()["error"]


def test_undo_with_a_stale_expect_is_409(client: TestClient) -> None:
    gid, token, state = _game(client)
    n = state["moves_played"]
    assert client.post(f"/api/games/{gid}/moves", json={"token": token, "move": "take diver",
                                                        "expect": n}).status_code == 200
    r = client.post(f"/api/games/{gid}/undo", json={"token": token, "expect": n})
    assert r.status_code == 409
    r = client.post(f"/api/games/{gid}/undo", json={"token": token})
    assert r.status_code == 200 and r.json()["moves_played"] == n


def test_a_field_that_is_no_field_is_named_with_its_controls_escaped(
        client: TestClient) -> None:
    """"A message never echoes text that cannot be encoded, it escapes it": a control
    character too, which would garble a log."""
    r = client.post("/api/games", content=b'{"players": 3, "a\\u0000\\n": 1}',
                    headers={"Content-Type": "application/json"})
    assert r.status_code == 400
    assert r.json()["error"].startswith("a\\x00\\x0a: not a field (fields: players")
