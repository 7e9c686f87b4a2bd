"""The web application serving one game (:class:`~tabletop.web.game.WebGame`): the
JSON API, the pages, the static files and the event streams, on Starlette (an ASGI
toolkit; run by uvicorn).

Each route is a small method of :class:`Handlers` over the store of the games
(:mod:`tabletop.web.store`) and the game's rules; :data:`ROUTES` lists them once.
"""

from __future__ import annotations

import asyncio
import contextlib
import copy
import functools
import math
import re
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

from starlette.applications import Starlette
from starlette.concurrency import run_in_threadpool
from starlette.requests import ClientDisconnect, Request
from starlette.responses import (
    JSONResponse,
    PlainTextResponse,
    Response,
    StreamingResponse,
)
from starlette.routing import Route

from tabletop.translation import N_

from .assets import StaticFile, translated_files
from .bots import DEFAULT_SECONDS
from .clients import client_of
from .errors import refused
from .game import WebGame
from .guards import body_object, check_post, expect_of, not_routed, refusals_as_json
from .hosts import HostGuard
from .language import LanguageMiddleware, lang_of
from .limits import Limits, RateLimiter
from .openapi import openapi_schema, speaking
from .page_handlers import PageHandlers
from .server import MAX_BODY, Server, read_json
from .store import ServedGame, StoreError, UnreadableGame
from .text import shown

__all__ = ["MAX_BODY", "MAX_WAIT", "ROUTES", "Handlers", "create_app"]

#: The longest a ``wait`` of ``GET /api/games/{id}`` lasts, in seconds.
MAX_WAIT = 30.0
#: A ``wait`` as the document types it, a number (not ``1_0``, `` 1`` or a digit of
#: another script, which :class:`float` reads too).
_SECONDS = re.compile(r"-?[0-9]{1,20}(?:\.[0-9]{1,20})?(?:[eE][+-]?[0-9]{1,4})?")
_HEARTBEAT = 15.0
_SHARED_STYLES = ("serve.css",)


class Handlers(PageHandlers):
    """The handlers of the routes, one method each, over one :class:`Server` (the
    pages' in :class:`~tabletop.web.page_handlers.PageHandlers`)."""

    def __init__(self, rules: WebGame[Any, Any], folder: str | Path,
                 limits: Limits | None = None, bot_seconds: float = DEFAULT_SECONDS,
                 bot_workers: int | None = None) -> None:
        self.rules = rules
        self.limits = limits if limits is not None else Limits()
        self.server: Server[Any, Any] = Server(rules, folder, bot_seconds, bot_workers)
        self.store = self.server.store
        self.store.limits = self.limits
        self.store.busy = self.busy
        self.new_games = RateLimiter(self.limits.new_games_per_minute)
        #: the OpenAPI document as served (:meth:`openapi`), once it has been asked for
        self.document: bytes | None = None
        slug = rules.slug
        shared = [StaticFile.load("tabletop", "tabletop.web", n)
                  for n in (*_SHARED_STYLES, "new.js", "game.js")]
        own = [StaticFile.load(slug, package, name) for package, name in rules.page.static]
        #: the files of a language of their own (``texts.pt.js``), by the file they stand for
        self.translated = translated_files(slug, rules.page.static)
        self.static = {(f.owner, f.name): f for f in
                       [*shared, *own, *self.translated.values()]}
        self.styles = [f for f in shared + own if f.name.endswith(".css")]
        self.new_scripts = [self.static["tabletop", "new.js"]]
        self.game_scripts = [f for f in own if f.name.endswith(".js")] + [
            self.static["tabletop", "game.js"]]

    # -- helpers ------------------------------------------------------------

    async def body(self, request: Request) -> Any:
        """The JSON body of ``request`` (413 over :data:`MAX_BODY` bytes), once
        :func:`check_post` passes."""
        check_post(request.headers, request.url.scheme)
        size = request.headers.get("content-length")
        if size is not None and size.isascii() and size.isdigit() and int(size) > MAX_BODY:
            raise refused(413, N_("the body is over {most} bytes"), most=MAX_BODY)
        data = b""
        try:
            async for chunk in request.stream():
                data += chunk
                if len(data) > MAX_BODY:
                    raise refused(413, N_("the body is over {most} bytes"), most=MAX_BODY)
        except ClientDisconnect:  # the client went away before its body ended
            raise refused(400, N_("the body ended before its Content-Length")) from None
        return read_json(data)

    def busy(self, game_id: str) -> bool:
        """Whether a bot of ``game_id`` thinks or a client waits on it (it stays)."""
        event = self.server.hub.events.get(game_id)
        # a waiter of the event: a stream, a long poll
        return self.server.bots.thinking(game_id) or bool(getattr(event, "_waiters", ()))

    def game(self, game_id: str, client: str = "") -> ServedGame[Any, Any]:
        """The game ``game_id`` (loaded for ``client`` if it was on disk only: then its
        bots carry on)."""
        loaded, served = game_id in self.store.games, self.store.get(game_id, client)
        if not loaded:
            self.server.schedule_bots(game_id)
        return served

    async def seat(self, request: Request) -> tuple[ServedGame[Any, Any], int]:
        """The game of the path and the seat of the query's token (a game read from
        disk is read in a thread, never on the event loop)."""
        token = request.query_params.get("token")
        try:
            served = await run_in_threadpool(self.game, request.path_params["game_id"],
                                             _client(request))
        except UnreadableGame as e:
            e.answer(token)
        return served, served.seat_of(token).player

    async def seat_of_body(self, request: Request,
                           message: str) -> tuple[ServedGame[Any, Any], int, dict[str, Any]]:
        """The game of the path, the seat of the body's token and the body (``message``:
        the refusal of a body that is no JSON object, :func:`body_object`)."""
        try:
            served = await run_in_threadpool(self.game, request.path_params["game_id"],
                                             _client(request))
        except UnreadableGame as e:
            e.answer(body_object(await self.body(request), message).get("token"))
        body = body_object(await self.body(request), message)
        return served, served.seat_of(body.get("token")).player, body

    def parse_move(self, served: ServedGame[Any, Any], player: int,
                   body: dict[str, Any]) -> Any:
        """The seat's move the body names (call under the game's lock)."""
        move = self.rules.parse_move(served.game, player, body)
        actor = self.rules.actor(move)
        if actor != player:
            raise refused(403, N_("this seat is {player}: it cannot move for {actor}"),
                          player=f"P{player}", actor=f"P{actor}")
        return move

    def changed(self, served: ServedGame[Any, Any]) -> None:
        self.store.changed(served.id)
        self.server.schedule_bots(served.id)

    # -- the API --------------------------------------------------------------

    async def new_game(self, request: Request) -> Response:
        body = await self.body(request)
        client = _client(request)
        wait = self.new_games.take(client)
        if wait:
            raise refused(429, N_("{client}: over {most} new games a minute "
                                  "(--new-games-per-minute): ask again later"),
                          client=client, most=self.limits.new_games_per_minute,
                          retry_after=wait)
        try:
            served = await run_in_threadpool(self.store.create, body, lang_of(request), client)
        except StoreError as e:
            if 400 <= e.status < 500 and e.status != 429:  # a body refused: no game made
                self.new_games.give_back(client)
            raise
        self.server.schedule_bots(served.id)
        seats = [{"player": s.player, "token": s.token,
                  "url": str(request.url_for("play_page", game_id=served.id)) + f"?token={s.token}"}
                 for s in served.seats if s.human]
        first = seats[0]["token"] if seats else None  # the links' token (null: bots only)
        return JSONResponse({"id": served.id, "seats": seats, "token": first,
                             "moves_played": served.moves_played}, status_code=201)

    async def get_game(self, request: Request) -> Response:
        served, player = await self.seat(request)
        wait = request.query_params.get("wait")
        if wait is not None:
            await self.wait_turn(served, player, wait)
        svg = request.query_params.get("svg") == "1"
        return JSONResponse(await run_in_threadpool(self.server.snapshot, served, player, svg,
                                                    lang_of(request)))

    async def wait_turn(self, served: ServedGame[Any, Any], player: int, wait: str) -> None:
        """Wait up to ``wait`` seconds (at most :data:`MAX_WAIT`) for the seat's turn."""
        seconds = float(wait) if _SECONDS.fullmatch(wait) else math.nan
        if not math.isfinite(seconds):
            raise refused(400, N_("wait: expected seconds, not {wait}"), wait=shown(wait))
        loop = asyncio.get_running_loop()
        until = loop.time() + min(max(seconds, 0.0), MAX_WAIT)
        while not (served.over or self.rules.to_act(served.game) == player
                   or loop.time() >= until):
            event = self.server.hub.event(served.id)
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(event.wait(), until - loop.time())

    async def post_move(self, request: Request) -> Response:
        served, player, body = await self.seat_of_body(
            request, N_("the body must be a JSON object with token, move (or id) and expect"))
        expect = expect_of(body)
        lang = lang_of(request)

        def play() -> dict[str, Any]:
            with served.lock:
                served.check_expect(expect)  # a 409 first, whatever the move
                served.play(self.parse_move(served, player, body), expect)
            return self.server.snapshot(served, player, body.get("svg") is True, lang)

        result = await run_in_threadpool(play)
        self.changed(served)
        return JSONResponse(result)

    async def undo(self, request: Request) -> Response:
        served, player, body = await self.seat_of_body(
            request, N_("the body must be a JSON object with token"))
        seat = served.seats[player]
        expect = expect_of(body)

        def take_back() -> dict[str, Any]:
            with served.lock:
                if expect is not None and expect != served.moves_played:
                    raise refused(409, N_("expect: {expect} moves, but {played} have been "
                                          "played; nothing was taken back"),
                                  expect=expect, played=served.moves_played)
                taken = served.undo_for(seat)
            result = self.server.snapshot(served, player, body.get("svg") is True,
                                          lang_of(request))
            result["undone"] = taken
            return result

        result = await run_in_threadpool(take_back)
        self.changed(served)
        return JSONResponse(result)

    async def why(self, request: Request) -> Response:
        served, player, body = await self.seat_of_body(
            request, N_("the body must be a JSON object with token and move"))
        parse = functools.partial(self.parse_move, served, player)
        return JSONResponse(await run_in_threadpool(
            self.server.verdict, served, parse, body, lang_of(request)))

    async def hint(self, request: Request) -> Response:
        served, player = await self.seat(request)
        return JSONResponse(await run_in_threadpool(self.server.hint, served, player))

    async def log(self, request: Request) -> Response:
        served, player = await self.seat(request)
        since = request.query_params.get("since", "0")
        if not (since.isascii() and since.isdigit() and len(since) <= 9):
            raise refused(400, N_("since: expected a move count, not {since}"),
                          since=shown(since))
        return JSONResponse({"moves": await run_in_threadpool(
            self.server.story, served, player, int(since), lang_of(request))})

    async def record(self, request: Request) -> Response:
        served, player = await self.seat(request)
        form = request.query_params.get("format", "text")
        if form not in ("text", "json"):
            raise refused(400, N_("format: 'text' or 'json', not {form}"), form=repr(form))
        def write() -> str:
            with served.lock:  # in a thread, as in why()
                return self.rules.record(served.game, None if served.over else player, form)

        text = await run_in_threadpool(write)
        suffix = ".json" if form == "json" else self.rules.record_suffix
        name = f"{self.rules.slug}-{served.id}{suffix}"
        how = "attachment" if request.query_params.get("download") == "1" else "inline"
        headers = {"Content-Disposition": f'{how}; filename="{name}"'}
        if form == "json":
            return Response(text, media_type="application/json", headers=headers)
        return PlainTextResponse(text, headers=headers)

    async def board(self, request: Request) -> Response:
        served, player = await self.seat(request)
        body = await run_in_threadpool(self.server.snapshot, served, player, True,
                                       lang_of(request))
        return Response(body["svg"], media_type="image/svg+xml")

    async def events(self, request: Request) -> Response:
        served, player = await self.seat(request)
        hub, state_event, lang = self.server.hub, self.server.state_event, lang_of(request)

        async def stream() -> AsyncIterator[str]:
            if request.method == "HEAD":  # its head only: the answer ends there
                return
            sent = -1
            while True:
                event = hub.event(served.id)
                if served.version != sent:  # an undo and another move: as many moves
                    sent, text = await run_in_threadpool(state_event, served, player, lang)
                    yield text
                try:
                    await asyncio.wait_for(event.wait(), _HEARTBEAT)
                except TimeoutError:
                    yield ": still here\n\n"
                if await request.is_disconnected():
                    return

        return StreamingResponse(stream(), media_type="text/event-stream",
                                 headers={"Cache-Control": "no-store"})

    async def openapi(self, request: Request) -> Response:
        if self.document is None:  # built once: its words are the same in every language
            schema = openapi_schema(f"{self.rules.slug} serve", self.rules.new_game_schema,
                                    self.rules.state_schema)
            paths = schema["paths"]
            assert isinstance(paths, dict)
            paths.update(copy.deepcopy(getattr(self.rules, "extra_openapi", {})))
            speaking(paths)
            self.document = bytes(JSONResponse(schema).body)
        return Response(self.document, media_type="application/json")


def _client(request: Request) -> str:
    """Who sent ``request``, as the server counts clients
    (:func:`~tabletop.web.clients.client_of`)."""
    return client_of(request.client.host) if request.client is not None else "?"


#: Every route: its path, the name of its :class:`Handlers` method, its methods,
#: and whether it answers a refusal as JSON (the API) or by itself (the pages).
ROUTES: tuple[tuple[str, str, tuple[str, ...], bool], ...] = (
    ("/", "home", ("GET",), False),
    ("/play/{game_id}", "play_page", ("GET",), False),
    ("/games/{game_id}/replay", "replay", ("GET",), False),
    ("/static/{owner}/{name}", "static_file", ("GET",), False),
    ("/favicon.ico", "favicon", ("GET",), False),
    ("/api/openapi.json", "openapi", ("GET",), True),
    ("/api/games", "new_game", ("POST",), True),
    ("/api/games/{game_id}", "get_game", ("GET",), True),
    ("/api/games/{game_id}/moves", "post_move", ("POST",), True),
    ("/api/games/{game_id}/undo", "undo", ("POST",), True),
    ("/api/games/{game_id}/why", "why", ("POST",), True),
    ("/api/games/{game_id}/hint", "hint", ("GET",), True),
    ("/api/games/{game_id}/log", "log", ("GET",), True),
    ("/api/games/{game_id}/record", "record", ("GET",), True),
    ("/api/games/{game_id}/board.svg", "board", ("GET",), True),
    ("/api/games/{game_id}/events", "events", ("GET",), True),
)


def create_app(rules: WebGame[Any, Any], games: str | Path,
               limits: Limits | None = None, *, bot_seconds: float = DEFAULT_SECONDS,
               bot_workers: int | None = None, listen: str | None = None) -> Starlette:
    r"""The Starlette application serving the game ``rules`` with the games of the
    folder ``games`` within ``limits`` (:class:`~tabletop.web.limits.Limits`), the
    bots thinking in ``bot_workers`` processes (the cores unless given), at most
    ``bot_seconds`` a move (:mod:`tabletop.web.bots`); ``app.state.server`` is its
    :class:`~tabletop.web.server.Server`. Given the address the server ``listen``\ s
    on, it answers only the names :func:`tabletop.web.hosts.answers_to` allows."""
    handlers = Handlers(rules, games, limits, bot_seconds, bot_workers)
    server, store = handlers.server, handlers.store

    async def sweep() -> None:
        while True:
            await asyncio.sleep(max(1.0, min(60.0, handlers.limits.idle_seconds / 10)))
            store.evict_idle()

    @contextlib.asynccontextmanager
    async def lifespan(app: Starlette) -> AsyncIterator[None]:
        server.start()
        sweeper = asyncio.get_running_loop().create_task(sweep())
        yield
        sweeper.cancel()
        server.stop()

    routes = []
    for path, method, methods, api in ROUTES:
        handler = getattr(handlers, method)
        routes.append(Route(path, refusals_as_json(handler) if api else handler,
                            methods=list(methods), name=method))
    extra = getattr(rules, "extra_pages", None)  # optional: tabletop.web.game.ExtraPages
    for path, (methods, page) in (extra(handlers) if extra else {}).items():
        routes.append(Route(path, page, methods=list(methods)))
    app = Starlette(routes=routes, lifespan=lifespan,
                    exception_handlers={404: not_routed, 405: not_routed})
    app.router.redirect_slashes = False  # a path with a slash at its end is no path: 404
    if listen is not None:
        app.add_middleware(HostGuard, listen=listen)  # inside: the language is chosen
    app.add_middleware(LanguageMiddleware)
    app.state.server = server
    app.state.handlers = handlers
    return app
