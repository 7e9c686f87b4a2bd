"""The web application of ``vanuatu serve``: the JSON API, the pages and the
event streams, on Starlette (an ASGI toolkit; run by uvicorn).

Every route is a thin shell over :mod:`vanuatu.web.store` (the games on disk)
and :mod:`vanuatu.web.views` (what a seat may see, R9). See ``docs/web.rst``
for the contract of the API.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import math
from collections.abc import AsyncIterator, Callable
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

from starlette.applications import Starlette
from starlette.concurrency import run_in_threadpool
from starlette.requests import Request
from starlette.responses import (
    HTMLResponse,
    JSONResponse,
    PlainTextResponse,
    Response,
    StreamingResponse,
)
from starlette.routing import Route

from .. import action_ids
from ..bots import decide, make_bot
from ..errors import NotationError, RecordError, VanuatuError
from ..moves import Move
from ..notation import parse_move
from ..records.limits import parse_int, printable
from ..rules.engine import explain, legal_moves
from ..svg import board as svg_board
from ..viewer.html import page as replay_page
from . import pages
from .store import GameStore, ServedGame, StoreError
from .views import narration, record_for, state_json

__all__ = ["MAX_BODY", "create_app"]

#: The largest request body the API reads, in bytes (413 beyond it).
MAX_BODY = 16 * 1024
#: The longest a ``wait`` of ``GET /api/games/{id}`` lasts, in seconds.
MAX_WAIT = 30.0
_HEARTBEAT = 15.0
_LOG = logging.getLogger("vanuatu.serve")


def _error(status: int, message: str, rule: str | None = None) -> JSONResponse:
    body: dict[str, object] = {"error": message}
    if rule is not None:
        body["rule"] = rule
    return JSONResponse(body, status_code=status)


class _Hub:
    """Wakes the waiters of a game (event streams, long polls) on each change."""

    def __init__(self) -> None:
        self.loop: asyncio.AbstractEventLoop | None = None
        self.events: dict[str, asyncio.Event] = {}

    def event(self, game_id: str) -> asyncio.Event:
        if game_id not in self.events:
            self.events[game_id] = asyncio.Event()
        return self.events[game_id]

    def wake(self, game_id: str) -> None:
        old = self.events.pop(game_id, None)
        if old is not None:
            old.set()

    def changed(self, game_id: str) -> None:
        """Called from any thread after ``game_id`` changed."""
        loop = self.loop
        if loop is not None and not loop.is_closed():
            loop.call_soon_threadsafe(self.wake, game_id)


class _Server:
    def __init__(self, folder: str | Path) -> None:
        # the bots think in threads of their own, one at a time: the requests of
        # the people playing never wait behind a queue of bots
        self.bot_threads = ThreadPoolExecutor(max_workers=1, thread_name_prefix="vanuatu-bot")
        self.hub = _Hub()
        self.store = GameStore(folder, on_change=self.hub.changed)
        self.bot_tasks: dict[str, asyncio.Task[None]] = {}
        self.again: set[str] = set()

    # -- bots -------------------------------------------------------------

    def schedule_bots(self, game_id: str) -> None:
        """Let the bots of ``game_id`` move (in a worker thread) if one is to act."""
        task = self.bot_tasks.get(game_id)
        if task is not None and not task.done():
            self.again.add(game_id)
            return
        self.bot_tasks[game_id] = asyncio.get_running_loop().create_task(self._bots(game_id))

    async def _bots(self, game_id: str) -> None:
        served = self.store.get(game_id)
        while True:
            self.again.discard(game_id)
            try:
                moved = await asyncio.get_running_loop().run_in_executor(
                    self.bot_threads, self._bot_step, served)
            except Exception:  # a bot that fails stops its game's bots, not the server
                _LOG.exception("game %s: the bot to act failed", game_id)
                return
            if not moved and game_id not in self.again:
                return

    def _bot_step(self, served: ServedGame) -> bool:
        with served.lock:
            played = served.moves_played
        move = served.bot_move()
        if move is None:
            return False
        if served.play_bot(move, played):
            self.store.changed(served.id)
        return True

    # -- requests ---------------------------------------------------------

    async def body(self, request: Request) -> Any:
        size = request.headers.get("content-length")
        if size is not None and size.isdigit() and int(size) > MAX_BODY:
            raise StoreError(413, f"the body is over {MAX_BODY} bytes")
        data = b""
        async for chunk in request.stream():
            data += chunk
            if len(data) > MAX_BODY:
                raise StoreError(413, f"the body is over {MAX_BODY} bytes")
        try:
            return json.loads(data, parse_int=parse_int)
        except RecursionError:
            raise StoreError(400, "the body is JSON nested too deeply") from None
        except (ValueError, UnicodeDecodeError, RecordError) as e:
            raise StoreError(400, f"the body is not JSON: {e}") from None

    def seat(self, game_id: str, token: object) -> tuple[ServedGame, int]:
        served = self.store.get(game_id)
        return served, served.seat_of(token).player

    def snapshot(self, served: ServedGame, player: int, svg: bool) -> dict[str, Any]:
        with served.lock:
            body = state_json(served, player)
            if svg:
                moves = served.game.moves
                last = next((m for m in reversed(moves) if m.player >= 0), None)
                body["svg"] = svg_board(served.game.state, player=player, size=None,
                                        last_move=last, names=served.game.record.headers.names)
        return body


class _Unreadable(StoreError):
    """A move whose text is not a move of the notation (400: it is not an
    illegal move, it is no move at all)."""


def _parse_move(served: ServedGame, player: int, body: dict[str, Any]) -> Move:
    text, ident = body.get("move"), body.get("id")
    if (text is None) == (ident is None):
        raise StoreError(400, "give the move as 'move' (its notation) or as 'id' (its action "
                              "id), one of them")
    state = served.game.state
    if text is not None:
        if not isinstance(text, str) or len(text) > 200:
            raise StoreError(400, "move: expected the notation of a move (a short string)")
        words = text.split()
        if words and not (words[0].startswith("P") and words[0][1:].isdigit()):
            text = f"P{player} {text}"  # "fish" for "P0 fish"
        try:
            move = parse_move(text)
        except NotationError as e:
            raise _Unreadable(400, f"move: {e}") from None
    else:
        if isinstance(ident, bool) or not isinstance(ident, int):
            raise StoreError(400, f"id: expected an action id (a whole number), not {ident!r}")
        try:
            move = action_ids.decode(ident, state, player, check=False)
        except VanuatuError as e:
            raise StoreError(400, f"id: {e}") from None
    if move.player != player:
        raise StoreError(403, f"this seat is P{player}: it cannot move for P{move.player}")
    return move


def create_app(games: str | Path) -> Starlette:
    """The Starlette application serving the games of the folder ``games``."""
    server = _Server(games)
    store = server.store

    async def guard(handler: Callable[[Request], Any], request: Request) -> Response:
        try:
            result: Response = await handler(request)
            return result
        except StoreError as e:
            return _error(e.status, str(e), e.rule)

    def api(handler: Callable[[Request], Any]) -> Callable[[Request], Any]:
        async def wrapped(request: Request) -> Response:
            return await guard(handler, request)
        return wrapped

    @api
    async def new_game(request: Request) -> Response:
        body = await server.body(request)
        served = await run_in_threadpool(store.create, body)
        server.schedule_bots(served.id)
        seats = [{"player": s.player, "token": s.token,
                  "url": str(request.url_for("play", game_id=served.id)) + f"?token={s.token}"}
                 for s in served.seats if s.human]
        return JSONResponse({"id": served.id, "seats": seats, "moves_played":
                             served.moves_played}, status_code=201)

    @api
    async def get_game(request: Request) -> Response:
        game_id = request.path_params["game_id"]
        served, player = server.seat(game_id, request.query_params.get("token"))
        wait = request.query_params.get("wait")
        if wait is not None:
            try:
                seconds = float(wait)
            except ValueError:
                seconds = math.nan
            if not math.isfinite(seconds):
                raise StoreError(400, f"wait: expected seconds, not {wait!r}")
            seconds = min(max(seconds, 0.0), MAX_WAIT)
            loop = asyncio.get_running_loop()
            until = loop.time() + seconds
            while True:
                state = served.game.state
                if state.is_over or state.to_act == player or loop.time() >= until:
                    break
                event = server.hub.event(game_id)
                with contextlib.suppress(TimeoutError):
                    await asyncio.wait_for(event.wait(), until - loop.time())
        svg = request.query_params.get("svg") == "1"
        return JSONResponse(await run_in_threadpool(server.snapshot, served, player, svg))

    @api
    async def post_move(request: Request) -> Response:
        game_id = request.path_params["game_id"]
        served = store.get(game_id)
        body = await server.body(request)
        if not isinstance(body, dict):
            raise StoreError(400, "the body must be a JSON object with token, move (or id) "
                                  "and expect")
        player = served.seat_of(body.get("token")).player
        expect = body.get("expect")
        if expect is not None and (isinstance(expect, bool) or not isinstance(expect, int)):
            raise StoreError(400, f"expect: expected the number of moves played, not "
                                  f"{expect!r}")

        def play() -> dict[str, Any]:
            with served.lock:
                move = _parse_move(served, player, body)
                served.play(move, expect)
            return server.snapshot(served, player, body.get("svg") is True)

        result = await run_in_threadpool(play)
        store.changed(game_id)
        server.schedule_bots(game_id)
        return JSONResponse(result)

    @api
    async def undo(request: Request) -> Response:
        game_id = request.path_params["game_id"]
        served = store.get(game_id)
        body = await server.body(request)
        if not isinstance(body, dict):
            raise StoreError(400, "the body must be a JSON object with token")
        seat = served.seat_of(body.get("token"))
        expect = body.get("expect")

        def take_back() -> dict[str, Any]:
            with served.lock:
                if expect is not None and expect != served.moves_played:
                    raise StoreError(409, f"expect: {expect} moves, but {served.moves_played} "
                                          f"have been played; nothing was taken back")
                taken = served.undo_for(seat)
            result = server.snapshot(served, seat.player, body.get("svg") is True)
            result["undone"] = taken
            return result

        result = await run_in_threadpool(take_back)
        store.changed(game_id)
        server.schedule_bots(game_id)
        return JSONResponse(result)

    @api
    async def why(request: Request) -> Response:
        game_id = request.path_params["game_id"]
        served = store.get(game_id)
        body = await server.body(request)
        if not isinstance(body, dict):
            raise StoreError(400, "the body must be a JSON object with token and move")
        player = served.seat_of(body.get("token")).player
        with served.lock:
            try:
                move = _parse_move(served, player, body)
            except _Unreadable as e:
                return JSONResponse({"legal": False, "move": body.get("move"),
                                     "rule": None, "reason": str(e)})
            violation = explain(served.game.state, move)
        if violation is None:
            return JSONResponse({"legal": True, "move": str(move)})
        return JSONResponse({"legal": False, "move": str(move), "rule": violation.rule,
                             "reason": violation.reason})

    @api
    async def hint(request: Request) -> Response:
        game_id = request.path_params["game_id"]
        served, player = server.seat(game_id, request.query_params.get("token"))

        def think() -> dict[str, Any]:
            with served.lock:
                state, history = served.game.state, served.game.moves
            if state.is_over or state.to_act != player:
                raise StoreError(409, f"it is not P{player}'s turn")
            move = decide(make_bot("heuristic", len(history)), state, history)
            return {"move": str(move), "bot": "heuristic",
                    "legal": move in legal_moves(state, player)}

        return JSONResponse(await run_in_threadpool(think))

    @api
    async def log(request: Request) -> Response:
        game_id = request.path_params["game_id"]
        served, player = server.seat(game_id, request.query_params.get("token"))
        since = request.query_params.get("since", "0")
        if not (since.isascii() and since.isdigit() and len(since) <= 9):
            raise StoreError(400, f"since: expected a move count, not {printable(since, 40)!r}")

        def tell() -> list[dict[str, object]]:
            with served.lock:
                return narration(served, player, int(since))

        return JSONResponse({"moves": await run_in_threadpool(tell)})

    @api
    async def record(request: Request) -> Response:
        game_id = request.path_params["game_id"]
        served, player = server.seat(game_id, request.query_params.get("token"))
        form = request.query_params.get("format", "text")
        if form not in ("text", "json"):
            raise StoreError(400, f"format: 'text' or 'json', not {form!r}")
        with served.lock:
            rec = record_for(served, player)
        name = f"vanuatu-{game_id}.{'json' if form == 'json' else 'vnt'}"
        headers = {"Content-Disposition": f'inline; filename="{name}"'}
        if request.query_params.get("download") == "1":
            headers["Content-Disposition"] = f'attachment; filename="{name}"'
        if form == "json":
            return Response(rec.to_json(), media_type="application/json", headers=headers)
        return PlainTextResponse(rec.to_text(), headers=headers)

    @api
    async def board(request: Request) -> Response:
        game_id = request.path_params["game_id"]
        served, player = server.seat(game_id, request.query_params.get("token"))
        body = await run_in_threadpool(server.snapshot, served, player, True)
        return Response(body["svg"], media_type="image/svg+xml")

    @api
    async def events(request: Request) -> Response:
        game_id = request.path_params["game_id"]
        served, player = server.seat(game_id, request.query_params.get("token"))

        async def stream() -> AsyncIterator[str]:
            sent = -1
            while True:
                event = server.hub.event(game_id)
                if served.moves_played != sent:
                    body = await run_in_threadpool(server.snapshot, served, player, True)
                    sent = body["moves_played"]
                    yield f"event: state\ndata: {json.dumps(body)}\n\n"
                try:
                    await asyncio.wait_for(event.wait(), _HEARTBEAT)
                except TimeoutError:
                    yield ": still here\n\n"
                if await request.is_disconnected():
                    return

        return StreamingResponse(stream(), media_type="text/event-stream",
                                 headers={"Cache-Control": "no-store"})

    async def replay(request: Request) -> Response:
        game_id = request.path_params["game_id"]
        try:
            served, player = server.seat(game_id, request.query_params.get("token"))
        except StoreError as e:
            return PlainTextResponse(str(e), status_code=e.status)

        def build() -> str:
            with served.lock:
                rec = record_for(served, player)
                over = served.game.is_over()
            return replay_page(rec, player=None if over else player)

        return HTMLResponse(await run_in_threadpool(build))

    async def play_page(request: Request) -> Response:
        game_id = request.path_params["game_id"]
        try:
            _, player = server.seat(game_id, request.query_params.get("token"))
        except StoreError as e:
            return HTMLResponse(pages.message_page(str(e)), status_code=e.status)
        return HTMLResponse(pages.game_page(game_id, player))

    async def home(request: Request) -> Response:
        return HTMLResponse(pages.new_game_page())

    async def asset(request: Request) -> Response:
        name = request.path_params["name"]
        found = pages.ASSETS.get(name)
        if found is None:
            return PlainTextResponse("no such file", status_code=404)
        return Response(found[1], media_type=found[0],
                        headers={"Cache-Control": "no-cache"})

    async def openapi(request: Request) -> Response:
        return JSONResponse(pages.openapi_schema())

    @contextlib.asynccontextmanager
    async def lifespan(app: Starlette) -> AsyncIterator[None]:
        server.hub.loop = asyncio.get_running_loop()
        for game_id in list(store.games):
            server.schedule_bots(game_id)
        yield
        for task in server.bot_tasks.values():
            task.cancel()
        server.bot_threads.shutdown(wait=False, cancel_futures=True)

    routes = [
        Route("/", home, name="home"),
        Route("/play/{game_id}", play_page, name="play"),
        Route("/games/{game_id}/replay", replay, name="replay"),
        Route("/static/{name}", asset, name="static"),
        Route("/api/openapi.json", openapi),
        Route("/api/games", new_game, methods=["POST"]),
        Route("/api/games/{game_id}", get_game),
        Route("/api/games/{game_id}/moves", post_move, methods=["POST"]),
        Route("/api/games/{game_id}/undo", undo, methods=["POST"]),
        Route("/api/games/{game_id}/why", why, methods=["POST"]),
        Route("/api/games/{game_id}/hint", hint),
        Route("/api/games/{game_id}/log", log),
        Route("/api/games/{game_id}/record", record),
        Route("/api/games/{game_id}/board.svg", board),
        Route("/api/games/{game_id}/events", events),
    ]
    app = Starlette(routes=routes, lifespan=lifespan)
    app.state.server = server
    return app
