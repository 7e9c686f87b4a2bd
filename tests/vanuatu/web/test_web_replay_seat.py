"""The replay page of a seat while its game runs (``/games/{id}/replay``): the game as
that seat saw it (R9), another seat's rest token not yet revealed never named and never
taken for an illegal move, and its words in the page's language."""

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

from vanuatu.moves import Rest
from vanuatu.translation import translate
from vanuatu.web.app import create_app

SEED = 11


@pytest.fixture
def client(tmp_path: Path) -> Iterator[TestClient]:
    with TestClient(create_app(tmp_path)) as c:
        yield c


def _new_game(client: TestClient) -> tuple[str, dict[int, str]]:
    r = client.post("/api/games", json={"players": 3, "seats": ["human"] * 3,
                                        "variants": [], "seed": SEED})
    assert r.status_code == 201, r.text
    body = r.json()
    return body["id"], {s["player"]: s["token"] for s in body["seats"]}


def _play(client: TestClient, gid: str, tokens: dict[int, str], move: str) -> None:
    mover = int(move.split()[0].removeprefix("P"))
    expect = client.get(f"/api/games/{gid}", params={"token": tokens[0]}).json()
    r = client.post(f"/api/games/{gid}/moves", json={
        "token": tokens[mover], "move": move, "expect": expect["moves_played"]})
    assert r.status_code == 200, r.text


def _to_a_hidden_rest(client: TestClient, gid: str,
                      tokens: dict[int, str]) -> tuple[list[str], list[str]]:
    """Play the game until a seat other than P0 may rest: the moves played, and that
    seat's Rest moves (one per rest token it may take)."""
    played: list[str] = []
    for _ in range(400):
        now = client.get(f"/api/games/{gid}", params={"token": tokens[0]}).json()
        assert not now["over"]
        state = client.get(f"/api/games/{gid}", params={"token": tokens[now["to_act"]]}).json()
        turn = [m["text"] for m in state["legal_moves"] if not m["free"]]
        rests = [t for t in turn if t.split()[1] == "rest"]
        if now["to_act"] != 0 and len(rests) > 1:
            return played, rests
        move = next((t for t in turn if " rest" in t), turn[0])  # plan a rest, take it
        _play(client, gid, tokens, move)
        played.append(move)
    raise AssertionError("no seat but P0 came to rest")


def _data(page: str) -> dict[str, Any]:
    blob = page.split('<script id="game-data" type="application/json">')[1]
    data: dict[str, Any] = json.loads(blob.split("</script>")[0].replace("<\\/", "</"))
    return data


def _a_game_with_a_hidden_rest(client: TestClient, which: int = 0) -> tuple[
        str, dict[int, str], Rest]:
    """A running game whose last move is another seat's Rest (its ``which``-th
    choice of token), not yet revealed to P0."""
    gid, tokens = _new_game(client)
    _, rests = _to_a_hidden_rest(client, gid, tokens)
    _play(client, gid, tokens, rests[which])
    app_state = client.app.state  # type: ignore[attr-defined]
    game = app_state.server.store.games[gid].game
    last = game.moves[-1]
    assert isinstance(last, Rest) and last.player != 0 and not game.is_over()
    return gid, tokens, last


@pytest.mark.parametrize("lang", ["en", "pt"])
def test_R9_a_seats_replay_of_a_running_game_shows_it_as_the_seat_saw_it(
        client: TestClient, lang: str) -> None:
    gid, tokens, rest = _a_game_with_a_hidden_rest(client)
    r = client.get(f"/games/{gid}/replay", params={"token": tokens[0], "lang": lang})
    assert r.status_code == 200
    page = r.text
    assert 'id="refusal"' not in page
    data = _data(page)
    assert data["refusal"] is None
    played = client.get(f"/api/games/{gid}", params={"token": tokens[0]}).json()
    assert len(data["moves"]) == data["total"] == played["moves_played"]
    # the other seat rested, and which token it took is not said anywhere
    last = data["moves"][-1]
    assert last["actor"] == f"P{rest.player}"
    assert last["text"] == translate("P{player} rest (token face down)", lang).format(
        player=rest.player)
    assert f"rest {rest.token}" not in page and "rest hidden" not in page
    now = "".join(data["pieces"][i] for i in data["positions"][-1])
    assert f"P{rest.player}'s rest token: {rest.token}" not in now


def test_R9_a_seats_replay_is_the_same_whichever_token_the_other_seat_took(
        client: TestClient) -> None:
    first, first_tokens, one = _a_game_with_a_hidden_rest(client, 0)
    second, second_tokens, other = _a_game_with_a_hidden_rest(client, 1)
    assert one.player == other.player and one.token != other.token
    pages = [_data(client.get(f"/games/{g}/replay", params={"token": t[0]}).text)
             for g, t in ((first, first_tokens), (second, second_tokens))]
    assert pages[0] == pages[1]
    # while the seat that rested sees its own token
    mine = _data(client.get(f"/games/{first}/replay",
                            params={"token": first_tokens[one.player]}).text)
    assert mine["moves"][-1]["text"].endswith(f"rest {one.token}")


@pytest.mark.parametrize("lang", ["pt", "ja"])
def test_the_replay_page_tells_the_moves_in_the_pages_language(
        client: TestClient, lang: str) -> None:
    gid, tokens = _new_game(client)
    _to_a_hidden_rest(client, gid, tokens)
    seat = {"token": tokens[0]}
    told = client.get(f"/api/games/{gid}/log", params={**seat, "lang": lang}).json()["moves"]
    english = client.get(f"/api/games/{gid}/log", params={**seat, "lang": "en"}).json()["moves"]
    by_query = _data(client.get(f"/games/{gid}/replay", params={**seat, "lang": lang}).text)
    client.cookies.set("lang", lang)  # the language a page's switch remembered
    by_cookie = _data(client.get(f"/games/{gid}/replay", params=seat).text)
    assert len(told) == len(by_query["moves"]) > 10
    for data in (by_query, by_cookie):
        assert [m["said"] for m in data["moves"]] == [m["said"] for m in told]
    # no sentence is left in English (those the language says otherwise)
    pairs = [(e, t) for m, n in zip(english, told, strict=True)
             for e, t in zip(m["said"], n["said"], strict=True)]
    untranslated = {e for e, t in pairs if e != t}
    assert untranslated
    for data in (by_query, by_cookie):
        assert not untranslated & {s for m in data["moves"] for s in m["said"]}
