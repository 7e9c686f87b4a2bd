"""The replay pages of the served games (``GET /games/{id}/replay``,
:mod:`tabletop.web.replays`): one client has one page built at a time, the server a few,
and the pages kept are the last few built, whatever their games, so that many clients'
or many games' replays can neither take every thread nor fill the memory."""

from __future__ import annotations

import asyncio
import threading
import time
from pathlib import Path
from typing import Any

import pytest
from count_game import COUNT

pytest.importorskip("starlette")
pytest.importorskip("httpx")

import httpx

from tabletop.web import replays
from tabletop.web.app import create_app


class _Builds:
    """A replay page that takes a while to build, counting the builds under way."""

    def __init__(self) -> None:
        self.lock = threading.Lock()
        self.now = self.most = self.made = 0

    def page(self, game: Any, player: int | None) -> str:
        with self.lock:
            self.now += 1
            self.made += 1
            self.most = max(self.most, self.now)
        time.sleep(0.1)
        with self.lock:
            self.now -= 1
        return f"<!DOCTYPE html><header></header><p>{len(game.moves)} moves</p>"


def _run(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, builds: _Builds, games: int,
         scenario: Any) -> None:
    monkeypatch.setattr(COUNT, "replay_page", builds.page)

    async def main() -> None:
        app = create_app(COUNT, tmp_path, bot_workers=1)
        async with app.router.lifespan_context(app):
            store = app.state.handlers.store
            made = [store.create({"players": 2}, "en", "t") for _ in range(games)]

            def client(address: str) -> Any:
                return httpx.AsyncClient(transport=httpx.ASGITransport(
                    app=app, client=(address, 1000)), base_url="http://127.0.0.1")

            async def replay(c: Any, n: int) -> None:
                r = await c.get(f"/games/{made[n].id}/replay",
                                params={"token": made[n].seats[0].token})
                assert r.status_code == 200 and "0 moves" in r.text

            await scenario(client, replay)

    asyncio.run(main())


def test_a_client_has_one_replay_built_at_a_time_the_server_a_few(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    async def scenario(client: Any, replay: Any) -> None:
        async with client("192.0.2.1") as one, client("192.0.2.2") as other:
            await asyncio.gather(*[replay(one, n) for n in range(4)])
            assert builds.most == 1  # one client's pages in turn
            await asyncio.gather(*[replay(c, n) for n in range(4, 8)
                                   for c in (one, other)])

    builds = _Builds()
    _run(tmp_path, monkeypatch, builds, 8, scenario)
    assert builds.most == replays.AT_ONCE  # two clients at once, never more


def test_the_server_keeps_the_last_pages_built_whatever_their_games(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    async def scenario(client: Any, replay: Any) -> None:
        async with client("192.0.2.1") as c:
            await replay(c, 0)
            await replay(c, 0)  # a reload: the page kept
            assert counted.made == 1
            for n in range(1, replays.KEPT + 1):
                await replay(c, n)
            await replay(c, 0)  # the first one left for the last ones
            assert counted.made == replays.KEPT + 2

    counted = _Builds()
    _run(tmp_path, monkeypatch, counted, replays.KEPT + 1, scenario)
