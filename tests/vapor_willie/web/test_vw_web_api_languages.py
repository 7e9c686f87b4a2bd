"""The words of the JSON API of ``vapor-willie serve`` in the request's language: the
moves' ``description``, the narration, ``why`` and the refusals (the fields, the moves'
notation and the rule ids stay as they are)."""

from __future__ import annotations

import warnings
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("starlette")
pytest.importorskip("httpx")

with warnings.catch_warnings():
    warnings.simplefilter("ignore", DeprecationWarning)
    from starlette.testclient import TestClient

from vapor_willie.web.app import create_app


@pytest.fixture
def client(tmp_path: Path) -> Iterator[TestClient]:
    with TestClient(create_app(tmp_path, bot_workers=1)) as c:
        yield c


def _state(client: TestClient, gid: str, token: str, lang: str) -> dict[str, Any]:
    for _ in range(40):
        body: dict[str, Any] = client.get(f"/api/games/{gid}", params={
            "token": token, "wait": 20, "lang": lang}).json()
        if body["over"] or body["to_act"] == body["player"]:
            return body
    raise AssertionError("the bots did not give the turn back")


@pytest.mark.parametrize(("lang", "said"), [
    ("pt", ("guarda a carta de objetivo", "Um cubo é sorteado", "passo pendente",
            "palavra de jogada desconhecida")),
    ("ja", ("目標カード", "キューブを引きます", "保留中の処理", "不明な手の語")),
])
def test_the_api_speaks_the_language_of_the_request(client: TestClient, lang: str,
                                                    said: tuple[str, ...]) -> None:
    r = client.post("/api/games", json={"players": 2, "seats": ["human", "random"], "seed": 7})
    game = r.json()
    gid, token = game["id"], game["seats"][0]["token"]
    english = _state(client, gid, token, "en")
    state = _state(client, gid, token, lang)
    assert [m["text"] for m in state["legal_moves"]] == [m["text"] for m in
                                                          english["legal_moves"]]
    assert said[0] in state["legal_moves"][0]["description"]
    assert english["legal_moves"][0]["description"].startswith("P0 keeps objective card")
    log = client.get(f"/api/games/{gid}/log", params={"token": token, "since": 0,
                                                      "lang": lang}).json()
    assert said[1] in log["moves"][0]["said"][0]
    why = client.post(f"/api/games/{gid}/why", params={"lang": lang},
                      json={"token": token, "move": "end"}).json()
    assert why["rule"] == "VW3.5" and said[2] in why["reason"], why
    r = client.post(f"/api/games/{gid}/moves", params={"lang": lang},
                    json={"token": token, "move": "move 5"})
    assert r.status_code == 422 and r.json()["rule"] == "VW3.5"
    assert said[2] in r.text
    r = client.post(f"/api/games/{gid}/moves", params={"lang": lang},
                    json={"token": token, "move": "fly away"})
    assert r.status_code == 400 and said[3] in r.text, r.text
    r = client.post(f"/api/games/{gid}/moves", params={"lang": lang},
                    json={"token": token, "id": "x"})
    assert r.status_code == 400 and "id:" in r.text and "expected" not in r.text, r.text


@pytest.mark.parametrize(("lang", "group", "cubes"), [
    ("pt", "Guardar uma carta de objetivo (VW2.4)",
     ("feno", "barril", "caixa de frutas", "pato", "bode", "vaca")),
    ("ja", None, None),
])
def test_the_groups_and_the_cubes_are_said_in_the_language(
        client: TestClient, lang: str, group: str | None,
        cubes: tuple[str, ...] | None) -> None:
    game = client.post("/api/games", json={"players": 2, "seats": ["human", "random"],
                                           "seed": 7}).json()
    gid, token = game["id"], game["seats"][0]["token"]
    english = _state(client, gid, token, "en")
    state = _state(client, gid, token, lang)
    assert english["legal_moves"][0]["group"] == "Keep an objective card (VW2.4)"
    assert state["legal_moves"][0]["group"] != english["legal_moves"][0]["group"]
    if group is not None:
        assert state["legal_moves"][0]["group"] == group
    log = client.get(f"/api/games/{gid}/log", params={"token": token, "since": 0,
                                                      "lang": lang}).json()
    first = log["moves"][0]["said"][0]  # a cube drawn for an island, named
    english_log = client.get(f"/api/games/{gid}/log", params={"token": token,
                                                              "since": 0}).json()
    cube = english_log["moves"][0]["said"][0].rsplit(": ", 1)[1].rstrip(".")
    assert cube in ("hay", "barrel", "fruit", "duck", "goat", "cow")
    assert not first.endswith(f" {cube}.")
    if cubes is not None:
        assert first.rsplit(": ", 1)[1].rstrip(".") in cubes


@pytest.mark.parametrize(("lang", "said"), [("pt", "palavra de jogada desconhecida 'zzz'"),
                                            ("ja", "不明な手の語 'zzz'")])
def test_why_of_a_text_that_is_no_move_says_so_in_the_language(client: TestClient, lang: str,
                                                                said: str) -> None:
    """``why`` of a text that is no move reads it as ``.../moves`` refuses it, in the
    request's language and with its own script (not escaped)."""
    game = client.post("/api/games", json={"players": 2, "seats": ["human", "human"]}).json()
    token = game["seats"][0]["token"]
    body = {"token": token, "move": "P0 zzz nonsense"}
    why = client.post(f"/api/games/{game['id']}/why", params={"lang": lang}, json=body).json()
    refused = client.post(f"/api/games/{game['id']}/moves", params={"lang": lang}, json=body)
    assert why["legal"] is False and why["rule"] is None and said in why["reason"]
    assert refused.status_code == 400 and why["reason"] == refused.json()["error"]
