"""A change the disk refuses to keep is not made: a move, an undo and a new game are
taken back when their record cannot be written, and answered 503."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from count_game import COUNT, Add

from tabletop.web import disk as store_module
from tabletop.web.limits import RateLimiter
from tabletop.web.server import read_json
from tabletop.web.store import GameStore, StoreError


def _disk_full(path: Path, text: str) -> None:
    raise OSError(28, "No space left on device")


def test_a_move_whose_record_cannot_be_written_is_taken_back(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    served = GameStore(COUNT, tmp_path).create({"players": 2})
    text, version = served.record_path.read_text(), served.version
    monkeypatch.setattr(store_module, "write_atomically", _disk_full)
    with served.lock, pytest.raises(StoreError) as caught:
        served.play(Add(0, 2))  # a move and the chance event after it
    assert caught.value.status == 503 and "No space left on device" in str(caught.value)
    assert served.moves_played == 0 and served.version == version
    assert served.record_path.read_text() == text
    monkeypatch.undo()
    with served.lock:
        served.play(Add(0, 2), expect=0)  # the same move, once the disk keeps it
    assert served.moves_played == 2


def test_an_undo_whose_record_cannot_be_written_is_played_again(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    served = GameStore(COUNT, tmp_path).create({"players": 2})
    with served.lock:
        served.play(Add(0, 2))
    moves, text = served.game.moves, served.record_path.read_text()
    monkeypatch.setattr(store_module, "write_atomically", _disk_full)
    with served.lock, pytest.raises(StoreError) as caught:
        served.undo_for(served.seats[0])
    assert caught.value.status == 503
    assert served.game.moves == moves and served.record_path.read_text() == text


def test_a_new_game_whose_record_cannot_be_written_leaves_no_file(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    store = GameStore(COUNT, tmp_path)
    written: list[Path] = []
    real = store_module.write_atomically

    def seats_only(path: Path, text: str) -> None:
        if path.name.endswith(".seats.json"):
            written.append(path)
            real(path, text)
        else:
            _disk_full(path, text)

    monkeypatch.setattr(store_module, "write_atomically", seats_only)
    with pytest.raises(StoreError) as caught:
        store.create({"players": 2})
    assert caught.value.status == 503 and written
    assert list(tmp_path.iterdir()) == [] and store.games == {}


def test_a_body_giving_a_field_twice_is_refused() -> None:
    with pytest.raises(StoreError) as caught:
        read_json(b'{"players": 3, "players": 4}')
    assert caught.value.status == 400 and "'players' twice" in str(caught.value)


@pytest.mark.parametrize("number", ["1e-400", "1e400", "1" * 150 + ".0"])
def test_a_number_a_float_cannot_hold_is_refused_not_read_as_another(number: str) -> None:
    with pytest.raises(StoreError) as caught:
        read_json(json.dumps({"seed": 0}).replace("0", number).encode())
    assert caught.value.status == 400


def test_a_token_given_back_is_taken_again() -> None:
    limiter = RateLimiter(per_minute=1, clock=lambda: 0.0)
    assert limiter.take("a") == 0.0 and limiter.take("a") > 0
    limiter.give_back("a")
    assert limiter.take("a") == 0.0 and limiter.take("a") > 0


def test_a_refused_new_game_spends_nothing_of_the_client_s_new_games(tmp_path: Path) -> None:
    pytest.importorskip("starlette")
    from starlette.testclient import TestClient

    from tabletop.web.app import create_app
    from tabletop.web.limits import Limits

    with TestClient(create_app(COUNT, tmp_path, Limits(new_games_per_minute=1))) as c:
        for _ in range(3):
            assert c.post("/api/games", json={"players": 99}).status_code == 400
        assert c.post("/api/games", json={"players": 2}).status_code == 201
        assert c.post("/api/games", json={"players": 2}).status_code == 429


def test_a_client_gone_before_its_body_ends_is_a_refusal_not_an_error(tmp_path: Path) -> None:
    pytest.importorskip("starlette")
    import asyncio

    from tabletop.web.app import create_app

    app = create_app(COUNT, tmp_path)
    sent: list[dict[str, object]] = []
    events = iter([{"type": "http.request", "body": b'{"pla', "more_body": True},
                   {"type": "http.disconnect"}])

    async def receive() -> dict[str, object]:
        return next(events)

    async def send(message: dict[str, object]) -> None:
        sent.append(message)

    scope = {"type": "http", "method": "POST", "path": "/api/games", "raw_path": b"/api/games",
             "query_string": b"", "root_path": "", "scheme": "http", "http_version": "1.1",
             "server": ("testserver", 80), "client": ("127.0.0.1", 5000),
             "headers": [(b"host", b"testserver"), (b"content-type", b"application/json"),
                         (b"content-length", b"100")]}
    asyncio.run(app(scope, receive, send))  # no exception
    assert sent[0]["type"] == "http.response.start" and sent[0]["status"] == 400
