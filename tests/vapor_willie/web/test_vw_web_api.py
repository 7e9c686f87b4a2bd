"""The JSON API of ``vapor-willie serve`` (the contract of ``docs/web.rst``): a whole
game against bots, moves by notation and by id, the refusals and their statuses, undo,
hint, why, the narration, an offer made and answered between two people (VW8.3), the
rulings in the record's headers, and no seat ever reading another's objective cards
(VW12)."""

from __future__ import annotations

import random
import re
import secrets
import warnings
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from spec_schema import check_specs

pytest.importorskip("starlette")
pytest.importorskip("httpx")

with warnings.catch_warnings():
    warnings.simplefilter("ignore", DeprecationWarning)
    from starlette.testclient import TestClient

import vapor_willie as vw
from vapor_willie.web.app import create_app


@pytest.fixture
def client(tmp_path: Path) -> Iterator[TestClient]:
    with TestClient(create_app(tmp_path, bot_workers=1)) as c:
        yield c


def new_game(client: TestClient, **body: Any) -> dict[str, Any]:
    body.setdefault("players", 2)
    body.setdefault("seats", ["human", "random"])
    body.setdefault("seed", 7)
    r = client.post("/api/games", json=body)
    assert r.status_code == 201, r.text
    result: dict[str, Any] = r.json()
    return result


def state_of(client: TestClient, game: str, token: str) -> dict[str, Any]:
    """The state once the seat may move or the game is over (bots move meanwhile)."""
    for _ in range(40):
        body: dict[str, Any] = client.get(f"/api/games/{game}",
                                          params={"token": token, "wait": 20}).json()
        if body["over"] or body["to_act"] == body["player"]:
            return body
    raise AssertionError("the bots did not give the turn back")


def play(client: TestClient, game: str, token: str, move: str, **extra: Any) -> Any:
    return client.post(f"/api/games/{game}/moves", json={"token": token, "move": move, **extra})


def test_a_whole_game_against_a_bot_through_the_api(client: TestClient) -> None:
    game = new_game(client, max_rounds=4)
    gid, token = game["id"], game["seats"][0]["token"]
    assert game["moves_played"] > 0  # the setup's draws up to the first decision (VW2)
    rng = random.Random(1)
    for _ in range(400):
        state = state_of(client, gid, token)
        if state["over"]:
            break
        move = rng.choice(state["legal_moves"])
        r = play(client, gid, token, move["text"], expect=state["moves_played"])
        assert r.status_code == 200, r.text
    assert state["over"] and state["phase"] == "over"
    assert {line["player"] for line in state["scores"]["lines"]} == {0, 1}
    record = client.get(f"/api/games/{gid}/record", params={"token": token}).text
    assert vw.validate_text(record).ok  # after the end, the whole record
    assert client.get(f"/games/{gid}/replay", params={"token": token}).status_code == 200
    # after the end nothing is hidden from a seat (VW11.5): the bot's cards face up
    seen = state["view"]["players"]
    assert "hidden" not in seen[1]["objectives"] + seen[1]["hand"]
    assert seen[0]["objectives"] == state["view"]["players"][0]["objectives"]
    picture = client.get(f"/api/games/{gid}/board.svg", params={"token": token}).text
    assert "P0 - you" in picture and ">?</text>" not in picture


def test_VW12_a_seat_does_not_see_the_other_objectives_while_the_game_runs(
        client: TestClient) -> None:
    game = new_game(client)
    gid, token = game["id"], game["seats"][0]["token"]
    state = state_of(client, gid, token)
    play(client, gid, token, state["legal_moves"][0]["text"], expect=state["moves_played"])
    state = state_of(client, gid, token)
    assert state["view"]["players"][1]["objectives"] == ["hidden"] * len(
        state["view"]["players"][1]["objectives"])
    assert "hidden" not in state["view"]["players"][0]["objectives"]


def test_the_state_follows_the_contract(client: TestClient) -> None:
    game = new_game(client)
    state = state_of(client, game["id"], game["seats"][0]["token"])
    for field in ("id", "player", "names", "seats", "to_act", "over", "moves_played",
                  "version", "view", "legal_moves", "round", "phase", "rulings", "river",
                  "boat", "offer"):
        assert field in state, field
    assert state["phase"] == "keep"  # VW2.4
    move = state["legal_moves"][0]
    assert move["group"] == "Keep an objective card (VW2.4)" and move["free"] is False
    assert move["description"].startswith("P0 keeps")
    picture = client.get(f"/api/games/{game['id']}",
                         params={"token": game["seats"][0]["token"], "svg": 1}).json()["svg"]
    assert picture.startswith("<svg") and 'class="boat"' in picture


def test_a_move_by_notation_without_the_seat_and_by_id(client: TestClient) -> None:
    game = new_game(client)
    gid, token = game["id"], game["seats"][0]["token"]
    state = state_of(client, gid, token)
    word = state["legal_moves"][1]["text"].split(" ", 1)[1]  # "keep O5"
    assert play(client, gid, token, word).status_code == 200
    state = state_of(client, gid, token)
    r = client.post(f"/api/games/{gid}/moves", json={"token": token, "id": 0})
    assert r.status_code == 200, r.text
    r = client.post(f"/api/games/{gid}/moves", json={"token": token, "id": 999})
    assert r.status_code in (400, 422), r.text  # no place of the list; none: the bot's turn


def test_refusals_have_their_status_and_rule(client: TestClient) -> None:
    game = new_game(client)
    gid, token = game["id"], game["seats"][0]["token"]
    state = state_of(client, gid, token)
    r = play(client, gid, token, "move 5")
    assert r.status_code == 422 and r.json()["rule"] == "VW3.5", r.text  # a step pending
    assert play(client, gid, token, "fly away").status_code == 400
    assert play(client, gid, token, "P1 pass").status_code == 403
    assert play(client, gid, "not-a-token", "keep O1").status_code == 403
    r = play(client, gid, token, state["legal_moves"][0]["text"], expect=0)
    assert r.status_code == 409
    assert client.get("/api/games/nosuchgame", params={"token": token}).status_code == 404
    for body in ({"players": 5}, {"players": 2, "rulings": ["rato=some"]},
                 {"players": 2, "seats": ["human", "robot"]}, {"players": 2, "colour": 1},
                 {"players": 2, "max_rounds": -1}):
        r = client.post("/api/games", json=body)
        assert r.status_code == 400, body
    assert client.post("/api/games", json={"players": 5}).json()["rule"] == "VW1.1"


def test_why_hint_undo_and_the_narration(client: TestClient) -> None:
    game = new_game(client)
    gid, token = game["id"], game["seats"][0]["token"]
    state = state_of(client, gid, token)
    why = client.post(f"/api/games/{gid}/why", json={"token": token, "move": "end"}).json()
    assert why["legal"] is False and why["rule"] == "VW3.5"
    hint = client.get(f"/api/games/{gid}/hint", params={"token": token}).json()
    assert hint["legal"] is True and hint["bot"] == "heuristic"
    first = state["legal_moves"][0]["text"]
    assert play(client, gid, token, first).status_code == 200
    after = state_of(client, gid, token)
    undone = client.post(f"/api/games/{gid}/undo", json={"token": token}).json()
    assert undone["undone"] >= 1 and undone["moves_played"] == state["moves_played"]
    assert play(client, gid, token, first).status_code == 200
    again = state_of(client, gid, token)
    # the draws after the move are the same ones: the chance order is fixed (VW12)
    assert again["view"] == after["view"]
    log = client.get(f"/api/games/{gid}/log", params={"token": token, "since": 0}).json()
    told = log["moves"]
    assert told[0]["n"] == 1 and told[0]["actor"] == "chance"
    assert told[0]["said"][0].startswith("A cube is drawn for island")


def test_vw12_no_seat_reads_another_seats_objective_cards(client: TestClient) -> None:
    game = new_game(client, seats=["human", "human"], max_rounds=2)
    gid = game["id"]
    tokens = {s["player"]: s["token"] for s in game["seats"]}
    cards = {c.id for c in vw.DEFAULT_COMPONENTS.objective_cards}
    rng = random.Random(3)
    for _ in range(300):
        states = {p: client.get(f"/api/games/{gid}", params={"token": t}).json()
                  for p, t in tokens.items()}
        if states[0]["over"]:
            break
        full = client.app.state.server.store.games[gid].game  # type: ignore[attr-defined]
        for p, t in tokens.items():
            other = states[p]["view"]["players"][1 - p]
            assert set(other["objectives"]) <= {"hidden"}, other
            texts = [client.get(f"/api/games/{gid}/record", params={"token": t}).text,
                     str(client.get(f"/api/games/{gid}/log",
                                    params={"token": t, "since": 0}).json())]
            named = {c for c in cards if any(re.search(rf"\b{c}\b", x) for x in texts)}
            assert named <= _known(full, p), named - _known(full, p)
        p = states[0]["to_act"]
        move = rng.choice(states[p]["legal_moves"])
        assert play(client, gid, tokens[p], move["text"]).status_code == 200


def _known(game: vw.Game, player: int) -> set[str]:
    """The objective cards ``player`` has seen: drawn by them, or fulfilled by anyone."""
    seen = {c for p in game.state.players for c in p.fulfilled}
    for before, move in zip(game.states, game.moves, strict=False):
        if isinstance(move, vw.ChanceMove) and move.event == "objective":
            if before.step is not None and before.step.target == player:
                seen.add(move.outcome[0])
    return seen


def _to_an_offer(client: TestClient, gid: str, tokens: dict[int, str]) -> dict[str, Any]:
    """Play both seats (the heuristic's moves, then anything) up to an offer step."""
    for _ in range(600):
        states = {p: client.get(f"/api/games/{gid}", params={"token": t}).json()
                  for p, t in tokens.items()}
        assert not states[0]["over"], "the game ended before a port card was opened"
        p = states[0]["to_act"]
        if states[p]["phase"] == "offer":
            return states[p]
        words = [m["word"] for m in states[p]["legal_moves"]]
        pick = next((m for m in states[p]["legal_moves"] if m["word"] == "dock"), None)
        if pick is None:
            hint = client.get(f"/api/games/{gid}/hint", params={"token": tokens[p]}).json()
            text = hint["move"] if "move" in hint else states[p]["legal_moves"][0]["text"]
        else:
            text = pick["text"]
        assert words
        assert play(client, gid, tokens[p], text).status_code == 200
    raise AssertionError("no offer step was reached")


def test_vw8_3_an_offer_made_and_answered_between_two_people(
        client: TestClient, monkeypatch: pytest.MonkeyPatch) -> None:
    # a served game's draws follow its seed and its own secret key: one key, one game
    import tabletop.web.store

    token_hex = secrets.token_hex
    monkeypatch.setattr(tabletop.web.store.secrets, "token_hex",
                        lambda n: "1" * 2 * n if n == 16 else token_hex(n))
    game = new_game(client, seats=["human", "human"], seed=2)
    gid = game["id"]
    tokens = {s["player"]: s["token"] for s in game["seats"]}
    state = _to_an_offer(client, gid, tokens)
    maker = state["player"]
    other = 1 - maker
    silvos = state["view"]["players"][maker]["silvos"]
    assert silvos >= 1
    r = play(client, gid, tokens[maker], f"offer P{other} 1s for nothing")  # a gift
    assert r.status_code == 200, r.text
    answer = client.get(f"/api/games/{gid}", params={"token": tokens[other]}).json()
    assert answer["to_act"] == other and answer["phase"] == "answer"
    assert answer["offer"] == {"from": maker, "to": other, "give": "1s", "get": "nothing"}
    assert {m["word"] for m in answer["legal_moves"]} >= {"accept", "decline"}
    before = answer["view"]["players"][other]["silvos"]
    assert play(client, gid, tokens[other], "accept").status_code == 200
    after = client.get(f"/api/games/{gid}", params={"token": tokens[other]}).json()
    assert after["view"]["players"][other]["silvos"] == before + 1
    assert after["view"]["players"][maker]["silvos"] == silvos - 1


def test_the_rulings_go_into_the_record_headers(tmp_path: Path) -> None:
    rulings = vw.options.parse_rulings(["cash-back=closed"])
    with TestClient(create_app(tmp_path, bot_workers=1, rulings=rulings)) as c:
        served = new_game(c)
        record = c.get(f"/api/games/{served['id']}/record",
                       params={"token": served["seats"][0]["token"]}).text
        assert "Rulings: cash-back=closed\n" in record
        state = c.get(f"/api/games/{served['id']}",
                      params={"token": served["seats"][0]["token"]}).json()
        assert state["rulings"] == ["cash-back=closed"]
        mine = new_game(c, rulings=["turn-boards=any"])
        record = c.get(f"/api/games/{mine['id']}/record",
                       params={"token": mine["seats"][0]["token"]}).text
        assert "Rulings: cash-back=closed turn-boards=any\n" in record or (
            "turn-boards=any" in record and "cash-back=closed" in record)
    assert vw.Record.loads(record).options.boards_turned == "any"


def test_a_restart_keeps_the_game_and_its_draws(tmp_path: Path) -> None:
    with TestClient(create_app(tmp_path, bot_workers=1)) as c:
        game = new_game(c, seats=["human", "human"])
        gid, token = game["id"], game["seats"][0]["token"]
        state = state_of(c, gid, token)
    with TestClient(create_app(tmp_path, bot_workers=1)) as c:
        again = c.get(f"/api/games/{gid}", params={"token": token}).json()
        assert again["view"] == state["view"] and again["moves_played"] == state["moves_played"]


def test_the_openapi_document_and_the_pages(client: TestClient) -> None:
    doc = client.get("/api/openapi.json").json()
    assert "vapor-willie" in doc["info"]["title"]
    assert "/api/games" in doc["paths"]
    page = client.get("/")
    assert page.status_code == 200 and "Vapor Willie" in page.text
    assert 'value="cash-back=closed"' in page.text
    game = new_game(client)
    assert client.get(game["seats"][0]["url"]).status_code == 200


def test_the_new_game_schema_admits_a_ruling_once_as_the_server_does(
        client: TestClient) -> None:
    jsonschema_rs = pytest.importorskip("jsonschema_rs")  # schemathesis's (web-test)
    from vapor_willie.web.options import RULING_WORDS

    schema = client.get("/api/openapi.json").json()["paths"]["/api/games"]["post"][
        "requestBody"]["content"]["application/json"]["schema"]
    validator = jsonschema_rs.Draft202012Validator(schema)
    name = RULING_WORDS[0].split("=")[0]
    twice = [w for w in RULING_WORDS if w.startswith(f"{name}=")][:2]
    assert len(twice) == 2
    once = {"players": 2, "rulings": twice[:1]}
    both = {"players": 2, "rulings": twice}
    assert validator.is_valid(once) and not validator.is_valid(both)
    assert client.post("/api/games", json=once).status_code == 201
    refused = client.post("/api/games", json=both)
    assert refused.status_code == 400 and "twice" in refused.json()["error"]


def test_an_id_of_a_seat_not_to_act_is_refused_by_its_rule(client: TestClient) -> None:
    game = new_game(client, seats=["human", "human"])
    gid = game["id"]
    tokens = {s["player"]: s["token"] for s in game["seats"]}
    state = state_of(client, gid, tokens[0])  # P0 keeps an objective card: P1 waits
    played = state["moves_played"]
    r = client.post(f"/api/games/{gid}/moves", json={"token": tokens[1], "id": 0,
                                                     "expect": played})
    assert r.status_code == 422 and r.json()["rule"] == "VW3.5", r.text
    assert r.json()["error"].startswith("id: P1 has no legal move now: VW3.5 ")
    said = client.post(f"/api/games/{gid}/moves", params={"lang": "pt"},
                       json={"token": tokens[1], "id": 0})
    assert said.status_code == 422 and "VW3.5" in said.json()["error"]
    assert not said.json()["error"].startswith("id: P1 has no legal move now")
    for token in tokens.values():  # a stale expect: 409, whatever the move
        r = client.post(f"/api/games/{gid}/moves", json={"token": token, "id": 0,
                                                         "expect": played + 3})
        assert r.status_code == 409 and r.json()["error"].startswith("expect: "), r.text
    why = client.post(f"/api/games/{gid}/why", json={"token": tokens[1], "id": 0})
    assert why.status_code == 200, why.text
    assert why.json()["legal"] is False and why.json()["rule"] == "VW3.5"
    assert why.json()["move"] is None
    assert client.get(f"/api/games/{gid}", params={"token": tokens[0]}).json()[
        "moves_played"] == played  # nothing applied


@pytest.mark.parametrize("move", ["", " ", "   "])
def test_a_blank_move_is_a_400_naming_the_field(client: TestClient, move: str) -> None:
    game = new_game(client)
    gid, token = game["id"], game["seats"][0]["token"]
    for path in ("why", "moves"):
        r = client.post(f"/api/games/{gid}/{path}", json={"token": token, "move": move})
        assert r.status_code == 400 and r.json()["error"].startswith("move: "), (path, r.text)
    schema = client.get("/api/openapi.json").json()["paths"]["/api/games/{id}/why"]["post"][
        "requestBody"]["content"]["application/json"]["schema"]
    assert not re.search(schema["properties"]["move"]["pattern"], move)


def test_the_bot_specs_of_the_schema_are_those_the_server_accepts(
        client: TestClient) -> None:
    check_specs(client, ("heuristic:_=0", "ismcts:depth=3", "heuristic:rivalry=x",
                         "random:depth=1", "ismcts:seconds=60", "heuristic:depth=1,depth=2"),
                ("heuristic:rivalry=0.5,depth=2", "ismcts:iterations=20,seconds=0.25",
                 "ismcts:method=paired"))


def test_a_null_field_of_a_move_is_one_left_out_for_the_schema_as_for_the_server(
        client: TestClient) -> None:
    jsonschema_rs = pytest.importorskip("jsonschema_rs")

    game = new_game(client)
    gid, token = game["id"], game["seats"][0]["token"]
    schema = client.get("/api/openapi.json").json()["paths"]["/api/games/{id}/why"]["post"][
        "requestBody"]["content"]["application/json"]["schema"]
    validator = jsonschema_rs.Draft202012Validator(schema)
    for body, status in (({"token": token, "id": 0, "move": None}, 200),
                         ({"token": token, "move": "keep O1", "id": None}, 200),
                         ({"token": token, "move": None, "id": None}, 400),
                         ({"token": token, "move": None}, 400)):
        assert validator.is_valid(body) == (status == 200), body
        assert client.post(f"/api/games/{gid}/why", json=body).status_code == status, body


def test_the_icon_is_served_at_favicon_ico(client: TestClient) -> None:
    r = client.get("/favicon.ico")
    assert r.status_code == 200 and r.text == client.get(
        "/static/vapor-willie/favicon.svg").text
