"""The handlers of the pages of the web application (:mod:`tabletop.web.app`): the
new-game page, a seat's game page, the replay page and the static files, each a
method of :class:`PageHandlers`, which :class:`tabletop.web.app.Handlers` extends."""

from __future__ import annotations

import functools
from typing import Any

from starlette.requests import Request
from starlette.responses import HTMLResponse, PlainTextResponse, Response

from tabletop.translation import N_

from . import pages
from .assets import StaticFile
from .clients import client_of
from .game import WebGame
from .language import WORDS, lang_of, switch_links, with_lang
from .replays import Key, Replays
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
    #: the files of a language of their own, by the name they stand for and the language
    translated: dict[tuple[str, str], StaticFile]

    @functools.cached_property
    def replays(self) -> Replays:
        """The replay pages being built and kept (:mod:`tabletop.web.replays`)."""
        return Replays()

    async def seat(self, request: Request) -> tuple[ServedGame[Any, Any], int]:
        """The game and the player of the request's seat (its token)."""
        raise NotImplementedError

    def in_language(self, files: list[StaticFile], lang: str) -> list[StaticFile]:
        """``files``, each as the file of ``lang`` where it has one (``texts.pt.js``)."""
        return [self.translated.get((f.name, lang), f) for f in files]

    async def home(self, request: Request) -> Response:
        lang = lang_of(request)
        return HTMLResponse(pages.new_game_page(
            self.rules.page, self.in_language(self.styles, lang),
            self.in_language(self.new_scripts, lang), lang, request.query_params))

    async def play_page(self, request: Request) -> Response:
        lang = lang_of(request)
        styles = self.in_language(self.styles, lang)
        try:
            served, player = await self.seat(request)
        except StoreError as e:
            return HTMLResponse(pages.message_page(self.rules.page, styles, e.in_language(lang),
                                                   lang, request.query_params),
                                status_code=e.status)
        return HTMLResponse(pages.game_page(self.rules.page, styles,
                                            self.in_language(self.game_scripts, lang),
                                            self.rules.slug, served.id, player, lang,
                                            request.query_params))

    async def replay(self, request: Request) -> Response:
        lang = lang_of(request)
        try:
            served, player = await self.seat(request)
        except StoreError as e:
            return PlainTextResponse(e.in_language(lang), status_code=e.status)
        replay_page = with_lang(self.rules.replay_page, lang)

        def build() -> tuple[Key, str]:
            with served.lock:
                key = _replay_key(served, player, lang)
                return key, str(replay_page(served.game, key[2]))

        client = client_of(request.client.host) if request.client is not None else "?"
        built = await self.replays.page(client, _replay_key(served, player, lang), build)
        # the page of tabletop.page: its language switch opens its header
        switch = switch_links(lang, request.query_params)
        return HTMLResponse(built.replace("<header>", "<header>" + switch, 1))

    async def static_file(self, request: Request) -> Response:
        """A style sheet or script: kept a year by the browser when the URL names its
        content's hash (``?v=``), checked again otherwise (its ``ETag``)."""
        found = self.static.get((request.path_params["owner"], request.path_params["name"]))
        if found is None:
            return PlainTextResponse(WORDS.gettext(N_("no such file"), lang_of(request)),
                                     status_code=404)
        etag = f'"{found.digest}"'
        fresh = request.query_params.get("v") == found.digest
        headers = {"ETag": etag, "Cache-Control": _KEEP if fresh else "no-cache"}
        if etag in request.headers.get("if-none-match", ""):
            return Response(status_code=304, headers=headers)
        return Response(found.text, media_type=found.media_type, headers=headers)

    async def favicon(self, request: Request) -> Response:
        """``/favicon.ico``, which a browser asks for by itself on a page that names no
        icon (the one-file replay pages): the game's own icon, when it has one."""
        found = next((f for (owner, name), f in self.static.items()
                      if name == "favicon.svg" and owner != "tabletop"), None)
        if found is None:
            return PlainTextResponse(WORDS.gettext(N_("no icon"), lang_of(request)),
                                     status_code=404)
        return Response(found.text, media_type=found.media_type,
                        headers={"Cache-Control": "no-cache"})


def _replay_key(served: ServedGame[Any, Any], player: int, lang: str) -> Key:
    """The key of the replay page that ``player``'s seat reads in ``lang`` at the game's
    position now: the seat it is told for is ``None`` (every move shown) once the game
    is over."""
    return served.id, served.at, None if served.over else player, lang
