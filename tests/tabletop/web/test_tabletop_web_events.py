"""The event stream of a seat (``GET /api/games/{id}/events``), driven as an ASGI
application in the test's own event loop: an event for every change of the position
(an undo and another move too, which make as many moves as before), and a ``HEAD`` that
ends with its head."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

import pytest
from count_game import COUNT, Add

pytest.importorskip("starlette")

from tabletop.web.app import create_app

Message = dict[str, Any]


def _scope(method: str, path: str, query: str) -> dict[str, Any]:
    return {"type": "http", "asgi": {"version": "3.0"}, "http_version": "1.1",
            "method": method, "scheme": "http", "path": path, "raw_path": path.encode(),
            "root_path": "", "query_string": query.encode(),
            "headers": [(b"host", b"127.0.0.1:8000")], "client": ("127.0.0.1", 5000),
            "server": ("127.0.0.1", 8000)}


async def _open(app: Any, method: str, path: str, query: str
                ) -> tuple[asyncio.Task[None], asyncio.Queue[bytes], asyncio.Event]:
    """The request running in a task, the chunks of its body as they are sent, and the
    event that disconnects its client."""
    chunks: asyncio.Queue[bytes] = asyncio.Queue()
    gone = asyncio.Event()

    async def receive() -> Message:
        await gone.wait()
        return {"type": "http.disconnect"}

    async def send(message: Message) -> None:
        if message["type"] == "http.response.body" and message.get("body"):
            await chunks.put(message["body"])

    async def run() -> None:
        await app(_scope(method, path, query), receive, send)

    return asyncio.get_running_loop().create_task(run()), chunks, gone


def _played(chunk: bytes) -> str:
    assert chunk.startswith(b"event: state\ndata: ")
    return chunk.decode()


def test_an_undo_and_another_move_are_an_event_though_as_many_moves(tmp_path: Path) -> None:
    async def scenario() -> None:
        app = create_app(COUNT, tmp_path, bot_workers=1)
        async with app.router.lifespan_context(app):
            handlers = app.state.handlers
            served = handlers.store.create({"players": 2, "chance": False}, "en", "t")
            with served.lock:
                served.play(Add(0, 1))
            token = served.seats[1].token
            task, chunks, gone = await _open(app, "GET", f"/api/games/{served.id}/events",
                                             f"token={token}")
            first = _played(await asyncio.wait_for(chunks.get(), 10))
            assert '"moves_played": 1' in first and '"total": 1' in first
            with served.lock:  # at once, before the stream looks again
                served.undo_for(served.seats[0])
                served.play(Add(0, 2))
            handlers.changed(served)
            after = _played(await asyncio.wait_for(chunks.get(), 10))
            assert '"moves_played": 1' in after and '"total": 2' in after
            gone.set()
            task.cancel()

    asyncio.run(scenario())


def test_a_head_of_an_event_stream_ends_with_its_head(tmp_path: Path) -> None:
    async def scenario() -> None:
        app = create_app(COUNT, tmp_path, bot_workers=1)
        async with app.router.lifespan_context(app):
            served = app.state.handlers.store.create({"players": 2}, "en", "t")
            task, _, _ = await _open(app, "HEAD", f"/api/games/{served.id}/events",
                                          f"token={served.seats[0].token}")
            await asyncio.wait_for(task, 10)  # answered whole: the connection goes on

    asyncio.run(scenario())
