"""The JSON API of ``vanuatu serve``: every status of its contract, the seats'
privacy over a whole game (R9), a race of two moves, undo, hint and why."""

from __future__ import annotations

import json
import random
import re
import threading
import warnings
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from spec_schema import check_specs

pytest.importorskip("starlette")
pytest.importorskip("httpx")

with warnings.catch_warnings():  # its note about a newer httpx
    warnings.simplefilter("ignore", DeprecationWarning)
    from starlette.testclient import TestClient

import vanuatu
from vanuatu.moves import Rest
from vanuatu.web.app import MAX_BODY, create_app

JSON = {"Content-Type": "application/json"}


@pytest.fixture
def client(tmp_path: Path) -> Iterator[TestClient]:
    with TestClient(create_app(tmp_path)) as c:
        yield c


def new_game(client: TestClient, **body: Any) -> dict[str, Any]:
    body.setdefault("players", 3)
    body.setdefault("seats", ["human", "heuristic", "heuristic"])
    body.setdefault("variants", [])
    body.setdefault("seed", 7)
    r = client.post("/api/games", json=body)
    assert r.status_code == 201, r.text
    result: dict[str, Any] = r.json()
    return result


def my_turn(client: TestClient, game: str, token: str) -> dict[str, Any]:
    """The state once the seat may move or the game is over (bots move meanwhile)."""
    for _ in range(20):
        body: dict[str, Any] = client.get(f"/api/games/{game}",
                                          params={"token": token, "wait": 20}).json()
        if body["over"] or body["to_act"] == body["player"]:
            return body
    raise AssertionError("the bots did not give the turn back")


def turn_move(state: dict[str, Any]) -> dict[str, Any]:
    move: dict[str, Any] = next(m for m in state["legal_moves"] if not m["free"])
    return move


def test_new_game_gives_a_link_per_human_seat(client: TestClient) -> None:
    game = new_game(client, seats=["human", "heuristic", "human"])
    assert [s["player"] for s in game["seats"]] == [0, 2]
    tokens = {s["token"] for s in game["seats"]}
    assert len(tokens) == 2 and all(len(t) >= 20 for t in tokens)
    for seat in game["seats"]:
        assert seat["url"].endswith(f"/play/{game['id']}?token={seat['token']}")
        page = client.get(seat["url"])
        assert page.status_code == 200 and "<svg" not in page.text  # drawn by the script


def test_state_of_a_seat_follows_the_contract(client: TestClient) -> None:
    game = new_game(client)
    token = game["seats"][0]["token"]
    state = my_turn(client, game["id"], token)
    assert state["to_act"] == 0 and state["over"] is False
    assert isinstance(state["moves_played"], int) and state["moves_played"] > 0
    assert vanuatu.from_position(state["position"]).round == 1
    assert state["view"]["player"] == 0
    moves = state["legal_moves"]
    assert moves and all(isinstance(m["text"], str) and isinstance(m["id"], int) for m in moves)
    assert any(m["text"].startswith("P0 take ") for m in moves)


def test_legal_moves_only_when_the_seat_may_move(client: TestClient) -> None:
    game = new_game(client, seats=["human", "human", "human"], variants=["no-characters"])
    tokens = {s["player"]: s["token"] for s in game["seats"]}
    states = [client.get(f"/api/games/{game['id']}", params={"token": tokens[p]}).json()
              for p in range(3)]
    to_act = states[0]["to_act"]
    for p, state in enumerate(states):
        assert state["to_act"] == to_act
        if p == to_act:
            assert state["legal_moves"]
        else:  # free actions aside (R7), which nobody has at the start
            assert "legal_moves" not in state


def test_a_move_by_notation_and_by_action_id(client: TestClient) -> None:
    game = new_game(client)
    token, gid = game["seats"][0]["token"], game["id"]
    state = my_turn(client, gid, token)
    move = turn_move(state)
    r = client.post(f"/api/games/{gid}/moves",
                    json={"token": token, "move": move["text"], "expect": state["moves_played"]})
    assert r.status_code == 200
    assert r.json()["moves_played"] > state["moves_played"]
    state = my_turn(client, gid, token)
    move = turn_move(state)
    r = client.post(f"/api/games/{gid}/moves",
                    json={"token": token, "id": move["id"], "expect": state["moves_played"]})
    assert r.status_code == 200, r.text


def test_R3_an_illegal_move_is_422_with_its_rule(client: TestClient) -> None:
    game = new_game(client)
    token, gid = game["seats"][0]["token"], game["id"]
    state = my_turn(client, gid, token)
    r = client.post(f"/api/games/{gid}/moves",
                    json={"token": token, "move": "P0 fish", "expect": state["moves_played"]})
    assert r.status_code == 422
    body = r.json()
    assert body["error"] and re.fullmatch(r"R\d+(\.\d+)*", body["rule"])
    after = client.get(f"/api/games/{gid}", params={"token": token}).json()
    assert after["moves_played"] == state["moves_played"]


def test_a_stale_expect_is_409_and_nothing_is_applied(client: TestClient) -> None:
    game = new_game(client)
    token, gid = game["seats"][0]["token"], game["id"]
    state = my_turn(client, gid, token)
    r = client.post(f"/api/games/{gid}/moves", json={
        "token": token, "move": turn_move(state)["text"], "expect": state["moves_played"] - 1})
    assert r.status_code == 409 and "error" in r.json()
    after = client.get(f"/api/games/{gid}", params={"token": token}).json()
    assert after["moves_played"] == state["moves_played"]
    assert after["position"] == state["position"]


def test_a_wrong_token_is_403(client: TestClient) -> None:
    game = new_game(client)
    gid = game["id"]
    assert client.get(f"/api/games/{gid}", params={"token": "nope"}).status_code == 403
    assert client.get(f"/api/games/{gid}").status_code == 403
    r = client.post(f"/api/games/{gid}/moves", json={"token": "nope", "move": "P0 take diver"})
    assert r.status_code == 403
    assert client.get(f"/api/games/{gid}/record", params={"token": "x"}).status_code == 403


def test_no_seat_moves_for_another(client: TestClient) -> None:
    game = new_game(client)
    token, gid = game["seats"][0]["token"], game["id"]
    state = my_turn(client, gid, token)
    r = client.post(f"/api/games/{gid}/moves",
                    json={"token": token, "move": "P1 take diver", "expect": state["moves_played"]})
    assert r.status_code == 403
    assert "P1" in r.json()["error"]


def test_an_unknown_game_is_404(client: TestClient) -> None:
    assert client.get("/api/games/nosuchgame", params={"token": "t"}).status_code == 404
    r = client.post("/api/games/nosuchgame/moves", json={"token": "t", "move": "P0 fish"})
    assert r.status_code == 404
    assert client.get("/api/games/nosuchgame/record", params={"token": "t"}).status_code == 404


@pytest.mark.parametrize("body", [
    b"not json", b"[1, 2]", b'{"players": "three"}', b'{"players": 3, "seats": ["human"]}',
    b'{"players": 3, "variants": ["moon"]}', b'{"players": 9}',
    b'{"players": 3, "seats": ["human", "nobot", "random"]}', b'{"players": 3, "seed": -1}',
])
def test_a_malformed_new_game_is_400(client: TestClient, body: bytes) -> None:
    r = client.post("/api/games", content=body, headers={"Content-Type": "application/json"})
    assert r.status_code == 400
    assert r.json()["error"]


def test_a_malformed_move_body_is_400(client: TestClient) -> None:
    game = new_game(client)
    token, gid = game["seats"][0]["token"], game["id"]
    for body in (b"{", b'"a move"', json.dumps({"token": token}).encode(),
                 json.dumps({"token": token, "move": "P0 fish", "id": 3}).encode(),
                 json.dumps({"token": token, "move": "P0 fish", "expect": "3"}).encode(),
                 json.dumps({"token": token, "id": "3"}).encode()):
        r = client.post(f"/api/games/{gid}/moves", content=body, headers=JSON)
        assert r.status_code == 400, (body, r.text)


def test_a_body_over_the_limit_is_413(client: TestClient) -> None:
    big = json.dumps({"players": 3, "names": ["x" * (MAX_BODY + 1)]})
    assert client.post("/api/games", content=big, headers=JSON).status_code == 413
    game = new_game(client)
    r = client.post(f"/api/games/{game['id']}/moves", content=b" " * (MAX_BODY + 10),
                    headers=JSON)
    assert r.status_code == 413


def test_two_moves_with_the_same_expect_only_one_applies(client: TestClient) -> None:
    game = new_game(client, seats=["human", "human", "human"], variants=["no-characters"])
    tokens = {s["player"]: s["token"] for s in game["seats"]}
    gid = game["id"]
    for _ in range(3):
        state = client.get(f"/api/games/{gid}", params={"token": tokens[0]}).json()
        p = state["to_act"]
        state = client.get(f"/api/games/{gid}", params={"token": tokens[p]}).json()
        moves = [m for m in state["legal_moves"] if not m["free"]][:2]
        barrier = threading.Barrier(2)
        results: list[int] = []

        def post(move: dict[str, Any], p: int = p, n: int = state["moves_played"],
                 barrier: threading.Barrier = barrier, results: list[int] = results) -> None:
            barrier.wait()
            r = client.post(f"/api/games/{gid}/moves",
                            json={"token": tokens[p], "move": move["text"], "expect": n})
            results.append(r.status_code)

        threads = [threading.Thread(target=post, args=(moves[k % len(moves)],))
                   for k in range(2)]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
        assert sorted(results) == [200, 409]
        after = client.get(f"/api/games/{gid}", params={"token": tokens[p]}).json()
        assert after["moves_played"] == state["moves_played"] + 1  # one move, no chance after


def test_undo_takes_back_the_move_and_the_bots_replies(client: TestClient) -> None:
    game = new_game(client)
    token, gid = game["seats"][0]["token"], game["id"]
    before = my_turn(client, gid, token)
    client.post(f"/api/games/{gid}/moves", json={
        "token": token, "move": turn_move(before)["text"], "expect": before["moves_played"]})
    my_turn(client, gid, token)
    r = client.post(f"/api/games/{gid}/undo", json={"token": token})
    assert r.status_code == 200
    after = r.json()
    assert after["moves_played"] == before["moves_played"]
    assert after["position"] == before["position"]


def test_undo_is_refused_once_another_human_moved(client: TestClient) -> None:
    game = new_game(client, seats=["human", "human", "human"], variants=["no-characters"])
    tokens = {s["player"]: s["token"] for s in game["seats"]}
    gid = game["id"]
    state = client.get(f"/api/games/{gid}", params={"token": tokens[0]}).json()
    first = state["to_act"]
    for p in (first, (first + 1) % 3):
        s = client.get(f"/api/games/{gid}", params={"token": tokens[p]}).json()
        assert s["to_act"] == p
        r = client.post(f"/api/games/{gid}/moves", json={
            "token": tokens[p], "move": turn_move(s)["text"], "expect": s["moves_played"]})
        assert r.status_code == 200
    r = client.post(f"/api/games/{gid}/undo", json={"token": tokens[first]})
    assert r.status_code == 409 and "another player" in r.json()["error"]
    r = client.post(f"/api/games/{gid}/undo", json={"token": tokens[(first + 1) % 3]})
    assert r.status_code == 200


def test_why_names_the_rule_and_hint_names_a_legal_move(client: TestClient) -> None:
    game = new_game(client)
    token, gid = game["seats"][0]["token"], game["id"]
    state = my_turn(client, gid, token)
    why = client.post(f"/api/games/{gid}/why", json={"token": token, "move": "fish"}).json()
    assert why["legal"] is False and why["rule"].startswith("R") and why["reason"]
    ok = client.post(f"/api/games/{gid}/why",
                     json={"token": token, "move": turn_move(state)["text"]}).json()
    assert ok["legal"] is True
    hint = client.get(f"/api/games/{gid}/hint", params={"token": token}).json()
    assert hint["legal"] is True
    assert hint["move"] in {m["text"] for m in state["legal_moves"]}


def test_the_record_for_a_seat_in_both_forms(client: TestClient) -> None:
    game = new_game(client)
    token, gid = game["seats"][0]["token"], game["id"]
    my_turn(client, gid, token)
    text = client.get(f"/api/games/{gid}/record", params={"token": token})
    assert text.status_code == 200
    record = vanuatu.Record.from_text(text.text)
    assert record.options.players == 3
    js = client.get(f"/api/games/{gid}/record", params={"token": token, "format": "json"})
    assert vanuatu.Record.from_json(js.text).moves == record.moves
    bad = client.get(f"/api/games/{gid}/record", params={"token": token, "format": "pdf"})
    assert bad.status_code == 400


def _secrets(app_state: Any, gid: str, seat: int) -> tuple[list[tuple[int, str]],
                                                             list[tuple[int, str]]]:
    """What ``seat`` may not know (R9), as ``(player, token)``: the rest tokens
    other players hold now, and the Rest moves of other players since the last
    chance event (not yet revealed in Phase V)."""
    game = app_state.server.store.games[gid].game
    held = sorted((i, p.rest_token) for i, p in enumerate(game.state.players)
                  if i != seat and p.rest_token is not None)
    moves = game.moves
    last = max((i for i, m in enumerate(moves) if m.player < 0), default=-1)
    taken = sorted({(m.player, m.token) for m in moves[last + 1:]
                    if isinstance(m, Rest) and m.player != seat})
    return held, taken


def _check_seat(bodies: dict[str, str], seat: int,
                secrets: tuple[list[tuple[int, str]], list[tuple[int, str]]]) -> None:
    state = json.loads(bodies["state"])
    for p in state["view"]["players"]:
        assert p["player"] == seat or p["rest_token"] is None
    parsed = vanuatu.from_position(state["position"])
    assert all(pl.rest_token is None for i, pl in enumerate(parsed.players) if i != seat)
    record = vanuatu.Record.from_text(bodies["record"])
    assert vanuatu.Record.from_json(bodies["json"]).moves == record.moves
    last = max((i for i, m in enumerate(record.moves) if m.player < 0), default=-1)
    now = ""  # the replay page's board of the present position
    if "replay" in bodies:
        blob = bodies["replay"].split('<script id="game-data" type="application/json">')[1]
        data = json.loads(blob.split("</script>")[0].replace("<\\/", "</"))
        now = "".join(data["pieces"][i] for i in data["positions"][-1])
    held, taken = secrets
    for q, token in held:
        for text in (bodies["state"], now):
            assert f"P{q}'s rest token: {token}" not in text
            assert f'"rest_token": "{token}"' not in text
    for q, token in taken:
        assert not any(isinstance(m, Rest) and m.player == q and m.token == token
                       for m in record.moves[last + 1:])
        for entry in json.loads(bodies["log"])["moves"]:
            if entry["n"] > last + 1 and entry["actor"] == f"P{q}":
                assert f"rest {token}" not in entry["text"] + " ".join(entry["said"])


def test_R9_no_seat_ever_sees_another_seats_rest_token(client: TestClient) -> None:
    """A whole game of three people: after every move, every response of every
    seat (state, board, record in both forms, narration, event stream's data,
    replay page) is scanned for the rest tokens the other seats hold."""
    game = new_game(client, seats=["human", "human", "human"], seed=11)
    tokens = {s["player"]: s["token"] for s in game["seats"]}
    gid = game["id"]
    rng = random.Random(5)
    app_state = client.app.state  # type: ignore[attr-defined]
    seen_hidden = 0
    for step in range(2000):
        state = client.get(f"/api/games/{gid}", params={"token": tokens[0]}).json()
        if state["over"]:
            break
        for seat in range(3):
            secrets = _secrets(app_state, gid, seat)
            seen_hidden += bool(secrets[0])
            q = {"token": tokens[seat]}
            bodies = {
                "state": client.get(f"/api/games/{gid}", params={**q, "svg": "1"}).text,
                "record": client.get(f"/api/games/{gid}/record", params=q).text,
                "json": client.get(f"/api/games/{gid}/record",
                                   params={**q, "format": "json"}).text,
                "log": client.get(f"/api/games/{gid}/log",
                                  params={**q, "since": max(0, state["moves_played"] - 12)}).text,
            }
            if step % 25 == 0:
                bodies["replay"] = client.get(f"/games/{gid}/replay", params=q).text
            _check_seat(bodies, seat, secrets)
        p = state["to_act"]
        mine = client.get(f"/api/games/{gid}", params={"token": tokens[p]}).json()
        choices = [m for m in mine["legal_moves"] if not m["free"]]
        rests = [m for m in choices if " rest " in m["text"]]
        move = rng.choice(rests or choices)
        r = client.post(f"/api/games/{gid}/moves", json={
            "token": tokens[p], "move": move["text"], "expect": mine["moves_played"]})
        assert r.status_code == 200, r.text
    assert state["over"]
    assert seen_hidden > 0  # the game did hide rest tokens along the way
    # after the end, the whole record
    full = client.get(f"/api/games/{gid}/record", params={"token": tokens[0]}).text
    assert vanuatu.validate_text(full).valid


def test_a_stale_expect_is_409_whatever_the_move(client: TestClient) -> None:
    game = new_game(client)
    token, gid = game["seats"][0]["token"], game["id"]
    played = my_turn(client, gid, token)["moves_played"]
    for move in ({"move": "fly away"}, {"move": "P0 fish"}, {"id": 0}):
        r = client.post(f"/api/games/{gid}/moves",
                        json={"token": token, **move, "expect": played + 1})
        assert r.status_code == 409 and r.json()["error"].startswith("expect: "), move


@pytest.mark.parametrize("move", ["", " ", "  "])
def test_why_of_a_blank_move_is_a_400_naming_the_field(client: TestClient, move: str) -> None:
    game = new_game(client)
    token, gid = game["seats"][0]["token"], game["id"]
    r = client.post(f"/api/games/{gid}/why", json={"token": token, "move": move})
    assert r.status_code == 400 and r.json()["error"].startswith("move: "), r.text
    said = client.post(f"/api/games/{gid}/why", params={"lang": "ja"},
                       json={"token": token, "move": move})
    assert said.status_code == 400 and said.json()["error"] != r.json()["error"]


def test_the_bot_specs_of_the_schema_are_those_the_server_accepts(
        client: TestClient) -> None:
    validator = check_specs(
        client, ("casual:_=0", "casual:choices=0", "casual:temperature=warm",
                 "random:rivalry=1", "ismcts:seconds=60", "casual:choices=2,choices=3"),
        ("casual:temperature=2.5,choices=4", "ismcts:iterations=50",
         "ismcts:seconds=0.5,core=python"))
    native = {"players": 2, "seats": ["human", "ismcts:core=native"]}
    assert validator.is_valid(native) == _native_core()  # a choice only where it is made


def _native_core() -> bool:
    """Whether this installation can make a search on the native core."""
    from vanuatu.bots import make_bot
    from vanuatu.errors import BotError

    try:
        make_bot("ismcts:core=native", 0)
    except BotError:
        return False
    return True
