"""The web application of :mod:`tabletop.web` serving a tiny game of its own
(``count_game``): the API, its refusals, a bot seat, the pages and their static
files (media types, cache headers). Nothing here imports either real game."""

from __future__ import annotations

import json
import warnings
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from count_game import COUNT

pytest.importorskip("starlette")
pytest.importorskip("httpx")

with warnings.catch_warnings():  # its note about a newer httpx
    warnings.simplefilter("ignore")
    from starlette.testclient import TestClient

from tabletop.web.app import create_app


@pytest.fixture
def client(tmp_path: Path) -> Iterator[TestClient]:
    with TestClient(create_app(COUNT, tmp_path)) as c:
        yield c


def _game(client: TestClient, **body: Any) -> tuple[str, dict[int, str]]:
    body.setdefault("players", 2)
    r = client.post("/api/games", json=body)
    assert r.status_code == 201, r.text
    return r.json()["id"], {s["player"]: s["token"] for s in r.json()["seats"]}


def test_a_game_is_played_through_the_api(client: TestClient) -> None:
    gid, tokens = _game(client)
    state = client.get(f"/api/games/{gid}", params={"token": tokens[0], "svg": "1"}).json()
    assert state["players"] == 2 and state["to_act"] == 0 and state["total"] == 0
    assert state["names"] == ["person", "person"] and state["svg"].startswith("<svg>")
    assert state["view"] == {"total": 0} and "scores" not in state
    assert [m["text"] for m in state["legal_moves"]] == ["P0 add 1", "P0 add 2"]
    r = client.post(f"/api/games/{gid}/moves", json={"token": tokens[0], "move": "add 1",
                                                     "expect": 0})
    assert r.status_code == 200 and r.json()["moves_played"] == 1
    r = client.post(f"/api/games/{gid}/moves", json={"token": tokens[1], "move": "add 3"})
    assert r.status_code == 422 and r.json()["rule"] == "C2"
    r = client.post(f"/api/games/{gid}/moves", json={"token": tokens[1], "move": "add 1",
                                                     "expect": 0})
    assert r.status_code == 409
    r = client.post(f"/api/games/{gid}/moves", json={"token": tokens[1], "move": "P0 add 1"})
    assert r.status_code == 403 and "P1" in r.json()["error"]
    r = client.post(f"/api/games/{gid}/moves", json={"token": tokens[1], "move": "jump"})
    assert r.status_code == 400
    why = client.post(f"/api/games/{gid}/why", json={"token": tokens[1], "move": "add 5"})
    assert why.json() == {"legal": False, "move": "P1 add 5", "rule": "C2",
                          "reason": "a player adds 1 or 2"}
    assert client.post(f"/api/games/{gid}/why", json={"token": tokens[1], "move": "jump"}
                       ).json()["rule"] is None
    hint = client.get(f"/api/games/{gid}/hint", params={"token": tokens[1]}).json()
    assert hint == {"move": "P1 add 1", "bot": "first", "legal": True}
    assert client.get(f"/api/games/{gid}/hint", params={"token": tokens[0]}).status_code == 409
    log = client.get(f"/api/games/{gid}/log", params={"token": tokens[0]}).json()["moves"]
    assert log[0]["text"] == "P0 add 1"
    record = client.get(f"/api/games/{gid}/record",
                        params={"token": tokens[0], "format": "json", "download": "1"})
    assert json.loads(record.text)["moves"] == [[0, 1]]
    assert record.headers["content-disposition"] == f'attachment; filename="count-{gid}.json"'
    board = client.get(f"/api/games/{gid}/board.svg", params={"token": tokens[0]})
    assert board.headers["content-type"].startswith("image/svg+xml")
    undo = client.post(f"/api/games/{gid}/undo", json={"token": tokens[0]})
    assert undo.status_code == 200 and undo.json()["undone"] == 1
    replay = client.get(f"/games/{gid}/replay", params={"token": tokens[0]})
    assert replay.headers["content-type"].startswith("text/html") and "0 moves" in replay.text


def test_refusals_of_any_game(client: TestClient) -> None:
    assert client.post("/api/games", json={"players": 7}).status_code == 400
    json_body = {"Content-Type": "application/json"}
    assert client.post("/api/games", content=b"[" * 10_000,
                       headers=json_body).status_code == 400
    assert client.post("/api/games", content=b" " * (17 * 1024),
                       headers=json_body).status_code == 413
    assert client.get("/api/games/nope", params={"token": "t"}).status_code == 404
    gid, _ = _game(client)
    assert client.get(f"/api/games/{gid}", params={"token": "t"}).status_code == 403
    assert client.get(f"/play/{gid}", params={"token": "t"}).status_code == 403
    assert client.get(f"/api/games/{gid}", params={"token": "t"}).json() == {
        "error": "no seat of this game has that token"}


def test_a_query_number_is_read_as_the_document_types_it(client: TestClient) -> None:
    """``wait`` is a number as JSON writes it (not what else :class:`float` reads), and a
    refused ``wait`` or ``since`` is shown escaped once."""
    gid, tokens = _game(client)  # P0 to act: a wait that is read ends at once
    for wait in ("1_0", " 1", "\u0661", "1e309"):
        r = client.get(f"/api/games/{gid}", params={"token": tokens[0], "wait": wait})
        assert r.status_code == 400 and r.json()["error"].startswith("wait: "), wait
    for wait in ("0", "-1", "0.5", "1e-400", "2E+0"):
        r = client.get(f"/api/games/{gid}", params={"token": tokens[0], "wait": wait})
        assert r.status_code == 200, wait
    for field, value in (("wait", "\x00"), ("since", "\x00")):
        path = f"/api/games/{gid}" + ("/log" if field == "since" else "")
        r = client.get(path, params={"token": tokens[0], field: value})
        assert r.status_code == 400 and r.json()["error"].endswith(" not '\\x00'"), field


def test_a_path_with_a_slash_at_its_end_is_no_path(client: TestClient) -> None:
    gid, tokens = _game(client)
    for path in ("/api/games/", f"/api/games/{gid}/", "/api/openapi.json/"):
        r = client.get(path, params={"token": tokens[0]}, follow_redirects=False)
        assert r.status_code in (404, 405) and "error" in r.json(), path
    assert client.get(f"/play/{gid}/", follow_redirects=False).status_code == 404


def test_a_bot_seat_moves_on_the_server(client: TestClient) -> None:
    gid, tokens = _game(client, seats=["human", "first"])
    client.post(f"/api/games/{gid}/moves", json={"token": tokens[0], "move": "add 1"})
    state = client.get(f"/api/games/{gid}", params={"token": tokens[0], "wait": "20"}).json()
    assert state["to_act"] == 0 and state["moves_played"] >= 2


def test_the_pages_name_the_game_and_its_files(client: TestClient) -> None:
    home = client.get("/").text
    assert "<title>Count: new game</title>" in home and 'data-list="rules"' in home
    assert '<option selected>2</option><option>3</option>' in home
    assert '<option value="first">first bot</option>' in home
    gid, tokens = _game(client)
    page = client.get(f"/play/{gid}", params={"token": tokens[1]}).text
    assert "<title>Count · P1</title>" in page and 'placeholder="add 2"' in page
    assert '"slug": "count"' in page and "<h2>Winner</h2>" in page
    links = [part.split('"')[0] for part in page.split('href="/static/')[1:]]
    assert [link.split("?")[0] for link in links] == ["tabletop/serve.css",
                                                       "count/viewer.css"]
    scripts = [part.split('"')[0] for part in page.split('<script src="/static/')[1:]]
    assert [s.split("?")[0] for s in scripts] == ["tabletop/game.js"]
    schema = client.get("/api/openapi.json").json()
    assert "/api/games/{id}/why" in schema["paths"]
    state = schema["paths"]["/api/games/{id}"]["get"]["responses"]["200"]
    assert "total" in state["content"]["application/json"]["schema"]["properties"]


def test_static_files_have_their_type_and_are_kept_by_their_hash(client: TestClient) -> None:
    from tabletop.web.assets import static_text

    page = client.get("/").text
    url = "/static/" + page.split('<script src="/static/')[1].split('"')[0]
    assert url.startswith("/static/tabletop/new.js?v=")
    r = client.get(url)
    assert r.status_code == 200 and r.text == static_text("tabletop.web", "new.js")
    assert r.headers["content-type"] == "text/javascript; charset=utf-8"
    assert r.headers["cache-control"] == "public, max-age=31536000, immutable"
    again = client.get(url, headers={"If-None-Match": r.headers["etag"]})
    assert again.status_code == 304 and again.content == b""
    css = client.get("/static/tabletop/serve.css")  # no hash: checked again each time
    assert css.headers["content-type"] == "text/css; charset=utf-8"
    assert css.headers["cache-control"] == "no-cache" and css.headers["etag"]
    assert client.get("/static/tabletop/nothing.js").status_code == 404
    assert client.get("/static/count/serve.css").status_code == 404


def test_a_hint_is_thought_once_for_each_position(client: TestClient,
                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    gid, tokens = _game(client)
    thought: list[int] = []
    think = COUNT.think

    def counted(game: Any, kind: str, moves_played: int) -> Any:
        thought.append(moves_played)
        return think(game, kind, moves_played)

    monkeypatch.setattr(COUNT, "think", counted)
    hints = [client.get(f"/api/games/{gid}/hint", params={"token": tokens[0]}).json()
             for _ in range(3)]
    assert thought == [0] and hints[0] == hints[2] == {"move": "P0 add 1", "bot": "first",
                                                       "legal": True}
    client.post(f"/api/games/{gid}/moves", json={"token": tokens[0], "move": "add 2"})
    client.get(f"/api/games/{gid}/hint", params={"token": tokens[1]})
    client.get(f"/api/games/{gid}/hint", params={"token": tokens[1]})
    assert len(thought) == 2 and thought[1] > 0


def test_a_long_story_is_told_once_for_each_position(client: TestClient,
                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    from tabletop.web import server

    gid, tokens = _game(client, chance=False)
    for token, n in ((0, 1), (1, 2), (0, 1)):
        client.post(f"/api/games/{gid}/moves", json={"token": tokens[token], "move": f"add {n}"})

    def log(since: int) -> list[dict[str, Any]]:
        r = client.get(f"/api/games/{gid}/log", params={"token": tokens[1], "since": since})
        moves: list[dict[str, Any]] = r.json()["moves"]
        return moves

    fresh = [log(since) for since in range(4)]
    told: list[int] = []
    narration = COUNT.narration

    def counted(game: Any, player: int, since: int) -> list[dict[str, object]]:
        told.append(since)
        return narration(game, player, since)

    monkeypatch.setattr(COUNT, "narration", counted)
    monkeypatch.setattr(server, "TOLD_AT_ONCE", 1)
    assert [log(since) for since in range(4)] == fresh  # the same story...
    assert told == [0, 2, 3]  # ...the whole of it told once, the last move at once
    assert [m["n"] for m in fresh[0]] == [1, 2, 3] and [m["n"] for m in fresh[2]] == [3]


def test_a_state_event_is_written_once_for_each_position(client: TestClient,
                                                         monkeypatch: pytest.MonkeyPatch) -> None:
    """However many event streams a seat holds open, the event of a position (its
    state and picture as JSON) is written once, and again after the game changes."""
    from tabletop.web import server as server_module

    gid, tokens = _game(client)
    server = client.app.state.server  # type: ignore[attr-defined]
    served = server.store.get(gid)
    written: list[object] = []
    dumps = server_module.json.dumps

    def counted(value: Any, *args: Any, **kwargs: Any) -> str:
        if isinstance(value, dict) and "svg" in value:  # an event, not an API answer
            written.append(value)
        return dumps(value, *args, **kwargs)

    monkeypatch.setattr(server_module.json, "dumps", counted)
    first = [server.state_event(served, 0, "en") for _ in range(3)]
    assert len(written) == 1 and first[0] == first[2]
    version, text = first[0]
    assert version == served.version
    assert text.startswith("event: state\ndata: ") and text.endswith("\n\n")
    event = json.loads(text.removeprefix("event: state\ndata: "))
    assert event == server.snapshot(served, 0, True, "en") and event["svg"].startswith("<svg>")
    client.post(f"/api/games/{gid}/moves", json={"token": tokens[0], "move": "add 1"})
    assert server.state_event(served, 0, "en")[0] > version and len(written) == 2
    server.state_event(served, 1, "en")
    assert len(written) == 3  # another seat sees another state


def test_every_answer_under_api_is_a_json_refusal(client: TestClient) -> None:
    for path in ("/api/nope", "/api/games/x/nope", "/api/games/x/moves/more"):
        r = client.get(path)
        assert r.status_code == 404 and r.headers["content-type"] == "application/json"
        assert r.json() == {"error": f"{path}: no such path in the API (its paths: "
                                     f"/api/openapi.json)"}
    r = client.get("/api/games")
    assert r.status_code == 405 and r.headers["allow"] == "POST"
    assert r.json() == {"error": "GET /api/games: not a method of this path (methods: POST)"}
    r = client.delete("/api/games/x/moves", params={"lang": "pt"})
    assert r.status_code == 405 and r.headers["allow"] == "POST"
    assert r.headers["content-language"] == "pt" and "POST" in r.json()["error"]
    assert r.json()["error"] != "DELETE /api/games/x/moves: not a method of this path " \
                                "(methods: POST)"  # said in Portuguese
    page = client.get("/nope")  # a page: plain text, as before
    assert page.status_code == 404 and page.headers["content-type"].startswith("text/plain")


def test_the_openapi_document_is_built_once(client: TestClient,
                                            monkeypatch: pytest.MonkeyPatch) -> None:
    import tabletop.web.app

    built = []
    real = tabletop.web.app.openapi_schema

    def counted(*args: Any) -> dict[str, object]:
        built.append(args)
        return real(*args)

    monkeypatch.setattr(tabletop.web.app, "openapi_schema", counted)
    first = client.get("/api/openapi.json")
    again = client.get("/api/openapi.json", params={"lang": "ja"})
    assert first.status_code == again.status_code == 200 and len(built) == 1
    assert first.content == again.content and first.headers["content-type"] == "application/json"
    assert again.headers["content-language"] == "ja"


def test_a_stale_expect_is_a_409_whatever_the_move(client: TestClient) -> None:
    gid, tokens = _game(client, chance=False)
    client.post(f"/api/games/{gid}/moves", json={"token": tokens[0], "move": "add 1"})
    for move in ("jump", "add 9", "P0 add 1"):  # no move, an illegal one, another seat's
        r = client.post(f"/api/games/{gid}/moves",
                        json={"token": tokens[1], "move": move, "expect": 0})
        assert r.status_code == 409 and r.json()["error"].startswith("expect: 0 moves"), move


def test_the_links_of_a_new_game_always_find_a_token(client: TestClient) -> None:
    document = client.get("/api/openapi.json").json()
    links = document["paths"]["/api/games"]["post"]["responses"]["201"]["links"]
    assert {link["parameters"].get("token", link.get("requestBody", {}).get("token"))
            for link in links.values()} == {"$response.body#/token"}
    assert "events" in links
    r = client.post("/api/games", json={"players": 2})
    assert r.json()["token"] == r.json()["seats"][0]["token"]
    bots = client.post("/api/games", json={"players": 2, "seats": ["first", "first"]}).json()
    assert bots["seats"] == [] and bots["token"] is None  # a game of bots only
    r = client.get(f"/api/games/{bots['id']}", params={"token": bots["token"]})
    assert r.status_code == 403  # the link followed: a refusal the document lists


def test_the_event_stream_keeps_the_schema_of_its_events(tmp_path: Path) -> None:
    pytest.importorskip("schemathesis")
    import functools

    from api_contract import contract_schema

    schema = contract_schema(functools.partial(create_app, COUNT), tmp_path)
    made = schema["/api/games"]["POST"].Case(body={"players": 2},
                                              media_type="application/json").call()
    game = made.json()
    events = schema["/api/games/{id}/events"]["GET"].Case(
        path_parameters={"id": game["id"]}, query={"token": game["token"]})
    answer = events.call()
    assert answer.status_code == 200 and b"event: state" in answer.content
    events.validate_response(answer)  # each event against the document's schema
