"""A stored game that cannot be read again (the tiny game of ``count_game``): the 404
that says so goes to a request with the token of one of its seats only, names no file
of the server and none of the reader's errors; any other request is answered as it
would be for a game that can be read. Nothing here imports either real game."""

from __future__ import annotations

import json
import logging
import warnings
from collections.abc import Callable
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
from tabletop.web.server import Server
from tabletop.web.store import GameStore, StoreError


def _broken_record(folder: Path, gid: str) -> None:
    (folder / f"{gid}{COUNT.record_suffix}").write_text("not a record", encoding="utf-8")


def _no_record(folder: Path, gid: str) -> None:
    (folder / f"{gid}{COUNT.record_suffix}").unlink()


def _broken_seats(folder: Path, gid: str) -> None:
    seats = folder / f"{gid}.seats.json"
    seats.write_text(seats.read_text(encoding="utf-8")[:30], encoding="utf-8")


def _stored(folder: Path, spoil: Callable[[Path, str], None]) -> tuple[str, str, str, str]:
    """Two stored games, the second one spoiled by ``spoil``: their ids and tokens."""
    store = GameStore(COUNT, folder)
    good, bad = store.create({"players": 2}), store.create({"players": 2})
    spoil(folder, bad.id)
    token = bad.seats[0].token
    assert token is not None and good.seats[0].token is not None
    return good.id, good.seats[0].token, bad.id, token


def _answer(client: TestClient, method: str, path: str, token: object,
            **more: Any) -> tuple[int, str]:
    if method == "GET":
        r = client.get(path, params={"token": token, **more})
    else:
        r = client.post(path, json={"token": token, "move": "add 1", **more})
    return r.status_code, r.text


_REQUESTS = [("GET", "/api/games/{gid}"), ("GET", "/api/games/{gid}/log"),
             ("POST", "/api/games/{gid}/moves"), ("POST", "/api/games/{gid}/undo"),
             ("GET", "/play/{gid}"), ("GET", "/games/{gid}/replay")]


@pytest.mark.parametrize("spoil", [_broken_record, _no_record, _broken_seats])
@pytest.mark.parametrize("token", ["wrong", "", 3])
@pytest.mark.parametrize(("method", "path"), _REQUESTS)
def test_without_the_token_an_unreadable_game_is_answered_as_a_readable_one(
        tmp_path: Path, spoil: Callable[[Path, str], None], token: object, method: str,
        path: str) -> None:
    good, _, bad, _ = _stored(tmp_path, spoil)
    if method == "GET" and not isinstance(token, str):
        token = "3"
    with TestClient(create_app(COUNT, tmp_path)) as client:
        readable = _answer(client, method, path.format(gid=good), token)
        unreadable = _answer(client, method, path.format(gid=bad), token)
    assert readable[0] in (400, 403)
    assert unreadable == readable


@pytest.mark.parametrize("spoil", [_broken_record, _no_record])
@pytest.mark.parametrize(("method", "path"), _REQUESTS)
def test_the_404_of_an_unreadable_game_names_no_file_of_the_server(
        tmp_path: Path, spoil: Callable[[Path, str], None], method: str, path: str) -> None:
    _, _, bad, token = _stored(tmp_path, spoil)
    with TestClient(create_app(COUNT, tmp_path)) as client:
        status, text = _answer(client, method, path.format(gid=bad), token)
        said = client.get(f"/api/games/{bad}", params={"token": token, "lang": "pt"})
    assert status == 404 and bad in text
    for leak in (str(tmp_path), tmp_path.name, COUNT.record_suffix, "Errno", "Expecting"):
        assert leak not in text, leak
    assert said.status_code == 404 and said.json()["error"] != json.loads(
        _answer_json(tmp_path, bad, token))["error"]


def _answer_json(folder: Path, gid: str, token: str) -> str:
    with TestClient(create_app(COUNT, folder)) as client:
        return client.get(f"/api/games/{gid}", params={"token": token}).text


def test_the_store_keeps_why_a_game_cannot_be_read_and_tells_only_its_seats(
        tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    caplog.set_level(logging.WARNING, "tabletop.web")
    good, good_token, bad, token = _stored(tmp_path, _no_record)
    store = GameStore(COUNT, tmp_path)
    for _ in range(2):
        with pytest.raises(StoreError) as caught:
            store.get(bad)
        assert caught.value.status == 404 and "cannot be read" in str(caught.value)
        assert str(tmp_path) not in str(caught.value)
    assert str(tmp_path) in store.unreadable[bad]  # the server's own record of why
    logged = [r.getMessage() for r in caplog.records]
    assert len(logged) == 1 and bad in logged[0] and str(tmp_path) in logged[0]
    server = Server(COUNT, tmp_path)
    for gid in (good, bad):
        with pytest.raises(StoreError) as wrong:
            server.seat(gid, "wrong")
        assert wrong.value.status == 403, gid
    assert server.seat(good, good_token)[1] == 0
    with pytest.raises(StoreError) as seated:
        server.seat(bad, token)
    assert seated.value.status == 404
