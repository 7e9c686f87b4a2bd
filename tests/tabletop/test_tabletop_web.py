"""The web server of :mod:`tabletop.web`, written once for any game, serving a tiny
game of its own: "count to ten". Players take turns adding 1 or 2 to a total; after
each move that leaves the total even, chance adds 0 or 1; whoever brings the total
to ten or more wins. Nothing here imports either real game."""

from __future__ import annotations

import json
import random
import warnings
from collections.abc import Callable, Iterator, Mapping, Sequence
from pathlib import Path
from typing import Any

import attrs
import pytest

from tabletop.web.game import HUMAN, GamePage, NewGame, WebGame
from tabletop.web.store import GameStore, StoreError, Unreadable

GOAL = 10


@attrs.frozen
class Add:
    player: int  # -1: chance
    n: int

    def __str__(self) -> str:
        return f"{'chance' if self.player < 0 else f'P{self.player}'} add {self.n}"


class Count:
    """The game object the server holds: changed in place."""

    def __init__(self, players: int, names: Sequence[str], moves: Sequence[Add] = ()) -> None:
        self.players = players
        self.names = tuple(names)
        self.moves: list[Add] = list(moves)

    @property
    def total(self) -> int:
        return sum(m.n for m in self.moves)

    @property
    def over(self) -> bool:
        return self.total >= GOAL

    def to_act(self) -> int:
        if self.over:
            return -2
        last = self.moves[-1] if self.moves else None
        if last is not None and last.player >= 0 and self.total % 2 == 0:
            return -1  # chance
        mine = sum(m.player >= 0 for m in self.moves)
        return mine % self.players


class CountGame:
    """The game protocol of tabletop.web for Count."""

    slug = "count"
    record_suffix = ".count"
    page = GamePage(title="Count", players=(2, 3), default_players=2, bots=("first",),
                    options_html='<fieldset><legend>Rules</legend><label><input '
                                 'type="checkbox" data-list="rules" value="slow"> slow'
                                 '</label></fieldset>\n',
                    why_placeholder="add 2", scores_title="Winner",
                    static=(("tabletop.web", "viewer.css"),))
    hint_bot = "first"
    new_game_schema: Mapping[str, Any] = {"type": "object"}
    state_schema: Mapping[str, Any] = {"total": {"type": "integer"}}

    def parse_new_game(self, body: Mapping[str, Any]) -> NewGame:
        players = body.get("players")
        if players not in (2, 3):
            raise StoreError(400, f"players: 2 or 3, not {players!r}")
        seats = tuple(body.get("seats", [HUMAN] * players))
        if len(seats) != players or any(s not in (HUMAN, "first") for s in seats):
            raise StoreError(400, "seats: 'human' or 'first', one per player")
        return NewGame(players, seats, int(body.get("seed", 0)))

    def new_game(self, new: NewGame, names: tuple[str, ...]) -> Count:
        assert isinstance(new.options, int)
        return Count(new.options, names)

    def load(self, path: Path) -> Count:
        data = json.loads(path.read_text(encoding="utf-8"))
        return Count(data["players"], data["names"], [Add(p, n) for p, n in data["moves"]])

    def record(self, game: Count, player: int | None, form: str) -> str:
        data = {"players": game.players, "names": list(game.names),
                "moves": [[m.player, m.n] for m in game.moves]}
        return json.dumps(data) if form == "json" else json.dumps(data, indent=1)

    def names(self, game: Count) -> Sequence[str]:
        return game.names

    def moves_played(self, game: Count) -> int:
        return len(game.moves)

    def actors(self, game: Count) -> Sequence[int]:
        return [m.player for m in game.moves]

    def to_act(self, game: Count) -> int:
        return game.to_act()

    def is_over(self, game: Count) -> bool:
        return game.over

    def chance(self, game: Count, rng: random.Random) -> Add | None:
        return Add(-1, rng.randrange(2)) if game.to_act() == -1 else None

    def play(self, game: Count, move: Add) -> None:
        why = self.explain(game, move)
        if why is not None:
            raise StoreError(422, f"{move}: {why[1]}", why[0])
        game.moves.append(move)

    def undo(self, game: Count) -> None:
        game.moves.pop()

    def parse_move(self, game: Count, player: int, body: Mapping[str, Any]) -> Add:
        text = body.get("move")
        if not isinstance(text, str):
            raise StoreError(400, "move: expected a text")
        words = text.split()
        if words and not words[0].startswith("P"):
            words = [f"P{player}", *words]
        if len(words) != 3 or words[1] != "add" or not words[2].isdigit():
            raise Unreadable(400, f"move: {text!r} is no move of Count")
        return Add(int(words[0][1:]), int(words[2]))

    def actor(self, move: Add) -> int:
        return move.player

    def move_text(self, move: Add) -> str:
        return str(move)

    def explain(self, game: Count, move: Add) -> tuple[str, str] | None:
        if move.player != game.to_act():
            return ("C1", "it is not that player's turn")
        if move.player >= 0 and move.n not in (1, 2):
            return ("C2", "a player adds 1 or 2")
        return None

    def legal(self, game: Count, player: int, move: Add) -> bool:
        return self.explain(game, move) is None and move.player == player

    def think(self, game: Count, kind: str, seed: int) -> Callable[[], Add]:
        player = game.to_act()
        return lambda: Add(player, 1)

    def legal_moves(self, game: Count, player: int) -> list[dict[str, Any]]:
        if game.to_act() != player:
            return []
        return [{"text": f"P{player} add {n}", "group": "add", "free": False} for n in (1, 2)]

    def observation(self, game: Count, player: int) -> dict[str, Any]:
        return {"total": game.total}

    def final_scores(self, game: Count) -> dict[str, Any]:
        return {"winners": [game.moves[-1].player]}

    def state(self, game: Count, player: int) -> dict[str, Any]:
        return {"total": game.total}

    def picture(self, game: Count, player: int) -> str:
        return f"<svg><text>{game.total}</text></svg>"

    def narration(self, game: Count, player: int, since: int) -> list[dict[str, object]]:
        return [{"n": i + 1, "actor": f"P{m.player}" if m.player >= 0 else "chance",
                 "text": str(m), "said": [f"The total is {sum(x.n for x in game.moves[:i + 1])}."]}
                for i, m in enumerate(game.moves) if i >= since]

    def replay_page(self, game: Count, player: int | None) -> str:
        return f"<!DOCTYPE html><title>Count</title><p>{len(game.moves)} moves</p>"


COUNT = CountGame()


def test_the_fake_game_is_a_web_game() -> None:
    rules: WebGame[Count, Add] = COUNT  # mypy --strict checks it has every member
    assert rules.slug == "count"


# -- the store, without a web framework ------------------------------------------------

def test_the_store_keeps_a_game_as_two_files_and_finds_it_again(tmp_path: Path) -> None:
    store = GameStore(COUNT, tmp_path)
    served = store.create({"players": 2, "seed": 3})
    assert (tmp_path / f"{served.id}.count").exists()
    seats = json.loads((tmp_path / f"{served.id}.seats.json").read_text())
    assert seats["format"] == "count-served-game 1"
    assert [s["kind"] for s in seats["seats"]] == ["human", "human"]
    with served.lock:
        served.play(Add(0, 2))  # the total is even: chance adds 0 or 1
    assert served.moves_played == 2 and served.game.moves[1].player == -1
    again = GameStore(COUNT, tmp_path)
    assert again.games[served.id].game.moves == served.game.moves
    assert again.games[served.id].seats == served.seats


def test_chance_is_drawn_from_the_game_s_key_so_an_undone_move_meets_it_again(
        tmp_path: Path) -> None:
    store = GameStore(COUNT, tmp_path)
    served = store.create({"players": 2})
    with served.lock:
        served.play(Add(0, 2))
        drawn = served.game.moves[1]
        assert served.undo_for(served.seats[0]) == 2
        served.play(Add(0, 2))
    assert served.game.moves[1] == drawn


def test_an_illegal_move_is_refused_with_the_game_s_rule_and_nothing_changes(
        tmp_path: Path) -> None:
    served = GameStore(COUNT, tmp_path).create({"players": 2})
    text = served.record_path.read_text()
    with served.lock, pytest.raises(StoreError) as caught:
        served.play(Add(0, 3))
    assert caught.value.status == 422 and caught.value.rule == "C2"
    assert served.record_path.read_text() == text and served.moves_played == 0


def test_names_are_the_given_ones_or_said_by_seat_kind(tmp_path: Path) -> None:
    store = GameStore(COUNT, tmp_path)
    assert store.create({"players": 2, "seats": ["human", "first"]}).game.names == (
        "you", "first bot")
    assert store.create({"players": 2}).game.names == ("person", "person")
    assert store.create({"players": 2, "names": ["Ana", "Ben"]}).game.names == ("Ana", "Ben")
    with pytest.raises(StoreError, match="names"):
        store.create({"players": 2, "names": ["Ana"]})
    with pytest.raises(StoreError, match="JSON object"):
        store.create([2])


def test_the_bots_play_until_a_person_is_to_act(tmp_path: Path) -> None:
    store = GameStore(COUNT, tmp_path)
    served = store.create({"players": 2, "seats": ["first", "first"]})
    made = store.run_bots(served.id)
    assert served.over and made == sum(m.player >= 0 for m in served.game.moves)
    from tabletop.web.store import state_json

    body = state_json(served, 0)
    assert body["over"] and body["scores"]["winners"] and "legal_moves" not in body


# -- the application -------------------------------------------------------------------

pytest.importorskip("starlette")
pytest.importorskip("httpx")

with warnings.catch_warnings():  # its note about a newer httpx
    warnings.simplefilter("ignore")
    from starlette.testclient import TestClient

from tabletop.web.app import create_app  # noqa: E402


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
    assert client.post("/api/games", content=b"[" * 10_000).status_code == 400
    assert client.post("/api/games", content=b" " * (17 * 1024)).status_code == 413
    assert client.get("/api/games/nope", params={"token": "t"}).status_code == 404
    gid, _ = _game(client)
    assert client.get(f"/api/games/{gid}", params={"token": "t"}).status_code == 403
    assert client.get(f"/play/{gid}", params={"token": "t"}).status_code == 403
    assert client.get(f"/api/games/{gid}", params={"token": "t"}).json() == {
        "error": "no seat of this game has that token"}


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
