"""The language of a request to the server, whatever the game: ``?lang=`` on any page
or API path, else the language a page's switch remembered (the cookie :data:`COOKIE`),
else the browser's ``Accept-Language``; English where none of them names a language
of :data:`~tabletop.translation.LANGUAGES`.

:class:`LanguageMiddleware` (plain ASGI) reads it once per request into
``request.state.lang`` and answers with ``Content-Language`` and ``Vary:
Accept-Language, Cookie``; a page asked for with ``?lang=`` remembers the language in
the cookie (a page's switch is a plain link, so it works without a script). A
``?lang=`` that is no language tag is a 400 on an API path (said in the language chosen
as if it were not given) and is left aside on a page. The server's own words are those
of the catalog :data:`WORDS` (domain ``tabletop``); a game gives its own
(:attr:`tabletop.web.game.GamePage.catalog`).

>>> chosen("pt-BR", None, "ja")
('pt', True)
>>> chosen(None, "ja", "pt-BR,pt;q=0.9"), chosen(None, "xx", "pt-BR"), chosen(None, None, None)
(('ja', False), ('pt', False), ('en', False))
>>> switch_links("ja", {"token": "abc", "lang": "ja"})  # doctest: +ELLIPSIS
'<nav class="languages" aria-label="言語 / Language / Idioma"><a href="?token=abc&amp;lang=en" ...'
"""

from __future__ import annotations

import functools
import html
import inspect
import json
from collections.abc import Awaitable, Callable, Mapping, MutableMapping, Sequence
from http.cookies import SimpleCookie
from pathlib import Path
from typing import Any
from urllib.parse import parse_qsl, urlencode

from tabletop.translation import LANGUAGES, MAX_TAG, N_, Catalog, check_language, negotiate

from .text import escaped

__all__ = ["COOKIE", "NAMES", "WORDS", "LanguageMiddleware", "chosen", "lang_of",
           "scope_header", "send_json", "switch_links", "translator", "with_lang"]

#: The catalog of the server's own words (the pages' shell and their shared scripts).
WORDS = Catalog("tabletop", Path(__file__).resolve().parent.parent / "locale")
#: The cookie a page's language switch sets (a year).
COOKIE = "lang"
#: Each language's name in itself, as the switch shows it.
NAMES = {"en": "English", "pt": "Português", "ja": "日本語"}
_YEAR = 365 * 24 * 3600

Scope = MutableMapping[str, Any]
Message = MutableMapping[str, Any]
App = Callable[[Scope, Callable[[], Awaitable[Message]], Callable[[Message], Awaitable[None]]],
               Awaitable[None]]


def translator(lang: str, catalog: Catalog = WORDS) -> Callable[[str], str]:
    """The function that gives a message of ``catalog`` in ``lang``."""
    return lambda message: catalog.gettext(message, lang)


def with_lang(function: Callable[..., Any], lang: str) -> Callable[..., Any]:
    """``function`` called with ``lang=lang`` when it takes a parameter ``lang`` (a game's
    method that speaks a language), else ``function`` itself.

    >>> with_lang(lambda text, lang="en": lang, "ja")("fish"), with_lang(len, "ja")("fish")
    ('ja', 4)
    """
    try:
        parameters = inspect.signature(function).parameters
    except (TypeError, ValueError):
        return function
    return functools.partial(function, lang=lang) if "lang" in parameters else function


def chosen(query: str | None, cookie: str | None, accept: str | None) -> tuple[str, bool]:
    """The language of a request with the query's ``lang`` (``None``: not given), the
    cookie's and the ``Accept-Language`` header, and whether the query chose it; a
    :class:`ValueError` for a query's ``lang`` that is no language tag (a cookie that is
    none is left aside)."""
    if query is not None:
        return check_language(query), True
    if cookie in LANGUAGES:
        assert cookie is not None
        return cookie, False
    return negotiate(accept), False


def lang_of(request: Any) -> str:
    """The language :class:`LanguageMiddleware` chose for ``request`` (English without
    it)."""
    lang = getattr(request.state, "lang", None)
    return lang if isinstance(lang, str) else LANGUAGES[0]


def switch_links(lang: str, query: Mapping[str, str]) -> str:
    """The language switch of a page: a plain link per language to the same page with
    the same query and its ``lang`` (the current one marked ``aria-current``)."""
    links = []
    for other in LANGUAGES:
        params = {k: v for k, v in query.items() if k != "lang"}
        params["lang"] = other
        here = ' aria-current="true"' if other == lang else ""
        links.append(f'<a href="?{html.escape(urlencode(params))}" hreflang="{other}" '
                     f'lang="{other}"{here}>{html.escape(NAMES[other])}</a>')
    label = " / ".join(dict.fromkeys(
        [WORDS.gettext("Language", lang)] + [WORDS.gettext("Language", o) for o in LANGUAGES]))
    return (f'<nav class="languages" aria-label="{html.escape(label)}">'
            + " ".join(links) + "</nav>")


def scope_header(scope: Scope, name: bytes) -> str | None:
    """The header ``name`` (lower case) of the ASGI request ``scope``, or ``None``."""
    for key, value in scope.get("headers", ()):
        if key == name:
            return bytes(value).decode("latin-1")
    return None


async def send_json(send: Callable[[Message], Awaitable[None]], status: int,
                    body: dict[str, object],
                    headers: Sequence[tuple[bytes, bytes]] = ()) -> None:
    """Answer an ASGI request with ``body`` as JSON, the status ``status`` and the
    ``headers`` besides its type and length (from a middleware, before the application
    is reached)."""
    data = json.dumps(body).encode()
    await send({"type": "http.response.start", "status": status, "headers": [
        (b"content-type", b"application/json"), (b"content-length", str(len(data)).encode()),
        *headers]})
    await send({"type": "http.response.body", "body": data})


def _said_headers(lang: str) -> list[tuple[bytes, bytes]]:
    """The headers of an answer in ``lang``: its language and the headers of the request
    that chose it (``Vary``)."""
    return [(b"content-language", lang.encode()), (b"vary", b"Accept-Language, Cookie")]


def _no_tag(query: str, lang: str) -> str:
    """The refusal of a query's ``lang`` that is no language tag, in ``lang``."""
    if len(query) > MAX_TAG:
        return WORDS.gettext(N_("lang is {length} characters long; a language tag such as "
                                "'en', 'pt' or 'ja' has at most {most}"), lang).format(
            length=len(query), most=MAX_TAG)
    return WORDS.gettext(N_("lang {lang} is not a language tag such as 'en', 'pt' or 'ja'"),
                         lang).format(lang=escaped(repr(query[:24]), 40))


class LanguageMiddleware:
    """Chooses each request's language (:func:`chosen`) into ``request.state.lang``,
    answers with ``Content-Language`` and ``Vary``, and remembers a page's ``?lang=``
    in the cookie :data:`COOKIE` (static files aside: their names say their
    language)."""

    def __init__(self, app: App) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Callable[[], Awaitable[Message]],
                       send: Callable[[Message], Awaitable[None]]) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        path = str(scope.get("path", ""))
        query = dict(parse_qsl(bytes(scope.get("query_string", b"")).decode("latin-1"),
                               keep_blank_values=True))
        cookies = SimpleCookie()
        try:
            cookies.load(scope_header(scope, b"cookie") or "")
        except Exception:  # a cookie header that cannot be read names no language
            cookies = SimpleCookie()
        cookie = cookies[COOKIE].value if COOKIE in cookies else None
        api = path.startswith("/api/")
        try:
            lang, from_query = chosen(query.get("lang"), cookie,
                                      scope_header(scope, b"accept-language"))
        except ValueError:
            lang, from_query = chosen(None, cookie, scope_header(scope, b"accept-language"))
            if api:  # said in the language chosen without it
                await send_json(send, 400, {"error": _no_tag(query["lang"], lang)},
                                _said_headers(lang))
                return
        scope.setdefault("state", {})["lang"] = lang
        static = path.startswith("/static/")
        remember = from_query and not api and not static

        async def answer(message: Message) -> None:
            if message["type"] == "http.response.start" and not static:
                headers = [*message.get("headers", ()), *_said_headers(lang)]
                if remember:
                    headers.append((b"set-cookie", f"{COOKIE}={lang}; Path=/; Max-Age={_YEAR}; "
                                    f"SameSite=Lax".encode()))
                message["headers"] = headers
            await send(message)

        await self.app(scope, receive, answer)
