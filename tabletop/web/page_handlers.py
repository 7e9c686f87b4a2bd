"""The handlers of the pages of the web application (:mod:`tabletop.web.app`): the
new-game page, a seat's game page, the replay page and the static files, each a
method of :class:`PageHandlers`, which :class:`tabletop.web.app.Handlers` extends."""

from __future__ import annotations

from typing import Any

from starlette.concurrency import run_in_threadpool
from starlette.requests import Request
from starlette.responses import HTMLResponse, PlainTextResponse, Response

from . import pages
from .assets import StaticFile
from .game import WebGame
from .store import ServedGame, StoreError

__all__ = ["PageHandlers"]

#: How long a browser keeps a static file named with its content's hash.
_KEEP = "public, max-age=31536000, immutable"


class PageHandlers:
    """The pages' handlers over the game ``rules`` and the static files of its pages."""

    rules: WebGame[Any, Any]
    #: every static file by its owner and name
    static: dict[tuple[str, str], StaticFile]
    styles: list[StaticFile]
    new_scripts: list[StaticFile]
    game_scripts: list[StaticFile]

    def seat(self, request: Request) -> tuple[ServedGame[Any, Any], int]:
        """The game and the player of the request's seat (its token)."""
        raise NotImplementedError

    async def home(self, request: Request) -> Response:
        return HTMLResponse(pages.new_game_page(self.rules.page, self.styles,
                                                self.new_scripts))

    async def play_page(self, request: Request) -> Response:
        try:
            served, player = self.seat(request)
        except StoreError as e:
            return HTMLResponse(pages.message_page(self.rules.page, self.styles, str(e)),
                                status_code=e.status)
        return HTMLResponse(pages.game_page(self.rules.page, self.styles, self.game_scripts,
                                            self.rules.slug, served.id, player))

    async def replay(self, request: Request) -> Response:
        try:
            served, player = self.seat(request)
        except StoreError as e:
            return PlainTextResponse(str(e), status_code=e.status)

        def build() -> str:
            with served.lock:
                return self.rules.replay_page(served.game, None if served.over else player)

        return HTMLResponse(await run_in_threadpool(build))

    async def static_file(self, request: Request) -> Response:
        """A style sheet or script: kept a year by the browser when the URL names its
        content's hash (``?v=``), checked again otherwise (its ``ETag``)."""
        found = self.static.get((request.path_params["owner"], request.path_params["name"]))
        if found is None:
            return PlainTextResponse("no such file", status_code=404)
        etag = f'"{found.digest}"'
        fresh = request.query_params.get("v") == found.digest
        headers = {"ETag": etag, "Cache-Control": _KEEP if fresh else "no-cache"}
        if etag in request.headers.get("if-none-match", ""):
            return Response(status_code=304, headers=headers)
        return Response(found.text, media_type=found.media_type, headers=headers)
