"""What a request must be before a handler of :mod:`tabletop.web.app` acts on it, and
how a refusal is answered: a ``POST`` from the server's own origin with a JSON body
(:func:`check_post`: 403, 415), an ``expect`` that is a number of moves
(:func:`expect_of`), a refusal as JSON with ``Retry-After`` for a 429
(:func:`refusal`, :func:`refusals_as_json`), a path or a method the API does not have
as such a refusal too (:func:`not_routed`: 404, 405 with ``Allow``)."""

from __future__ import annotations

import math
from collections.abc import Awaitable, Callable, Mapping
from typing import TYPE_CHECKING, Any

from tabletop.translation import N_

from .errors import refused
from .language import lang_of
from .store import MAX_MOVES, StoreError
from .text import escaped, shown, whole

if TYPE_CHECKING:  # starlette is the extra web's: imported where it answers
    from starlette.requests import Request
    from starlette.responses import Response

__all__ = ["body_object", "check_origin", "check_post", "expect_of", "not_routed", "refusal",
           "refusals_as_json", "same_origin"]


def refusal(e: StoreError, lang: str = "en") -> tuple[dict[str, object],
                                                     dict[str, str] | None]:
    """The body and the headers of the answer to the refusal ``e``, in ``lang``."""
    message = e.in_language(lang)
    try:
        message.encode("utf-8")
    except UnicodeEncodeError:  # never a traceback for a lone surrogate
        message = message.encode("utf-8", "backslashreplace").decode("utf-8")
    body: dict[str, object] = {"error": message}
    if e.rule is not None:
        body["rule"] = e.rule
    headers = None
    if e.retry_after is not None:
        headers = {"Retry-After": str(max(1, math.ceil(e.retry_after)))}
    return body, headers


def expect_of(body: dict[str, Any]) -> int | None:
    """The ``expect`` of a body: a number of moves, or ``None``."""
    expect = whole(body.get("expect"))
    if expect is not None and (isinstance(expect, bool) or not isinstance(expect, int)
                               or not 0 <= expect <= MAX_MOVES):
        raise refused(400, N_("expect: expected the number of moves played (0 to {most}), "
                              "not {expect}"), most=MAX_MOVES, expect=shown(expect))
    return expect if isinstance(expect, int) else None


def same_origin(headers: Mapping[str, str], scheme: str) -> bool:
    """Whether the request's ``Origin`` header, when it has one, is the server's own:
    the scheme of the request and the host and port of its ``Host`` header."""
    origin = headers.get("origin")
    if origin is None:
        return True
    host = headers.get("host")
    return host is not None and origin.lower() == f"{scheme}://{host}".lower()


def check_origin(headers: Mapping[str, str], scheme: str) -> None:
    """Refuse a ``POST`` from a page of another site: 403 for an ``Origin`` that is not
    the server's own (:func:`same_origin`)."""
    if not same_origin(headers, scheme):
        raise refused(403, N_("Origin {origin}: not this server's own; a page of another "
                              "site cannot change its games"),
                      origin=escaped(headers.get("origin", ""), 80))


def check_post(headers: Mapping[str, str], scheme: str) -> None:
    """Refuse a state-changing request from a page of another site (403 for an
    ``Origin`` that is not the server's own) or whose body is not declared JSON
    (415: a form or ``text/plain``, which any page can send without asking)."""
    check_origin(headers, scheme)
    kind = headers.get("content-type", "").split(";")[0].strip().lower()
    if kind != "application/json":
        raise refused(415, N_("Content-Type: expected application/json, not {kind}"),
                      kind=escaped(kind, 60) or "none")


def body_object(body: Any, message: str = N_("the body must be a JSON object")
                ) -> dict[str, Any]:
    """``body`` if it is a JSON object; otherwise a 400 saying ``message`` (a source
    message of :data:`~tabletop.web.language.WORDS` that names the fields), in the
    request's language."""
    if not isinstance(body, dict):
        raise refused(400, message)
    return body


def refusals_as_json(handler: Callable[[Request], Awaitable[Response]]
                     ) -> Callable[[Request], Awaitable[Response]]:
    """``handler`` (of a path of the API) with each refusal it raises answered as JSON
    (:func:`refusal`), in the request's language."""
    async def answer(request: Request) -> Response:
        from starlette.responses import JSONResponse

        try:
            return await handler(request)
        except StoreError as e:
            body, headers = refusal(e, lang_of(request))
            return JSONResponse(body, status_code=e.status, headers=headers)
    return answer


async def not_routed(request: Request, exc: Exception) -> Response:
    """The answer to a path no route has (404) or a method its route does not take (405,
    with ``Allow``), in the request's language: under ``/api/`` the JSON refusal of every
    other answer of the API, elsewhere plain text."""
    from starlette.exceptions import HTTPException
    from starlette.responses import JSONResponse, PlainTextResponse

    assert isinstance(exc, HTTPException)
    headers = dict(exc.headers or {})
    path = request.url.path
    api = path.startswith("/api/")
    if exc.status_code == 405:
        error = refused(405, N_("{method} {path}: not a method of this path (methods: "
                                "{allowed})"), method=escaped(request.method, 20),
                        path=escaped(path, 80), allowed=headers.get("Allow", ""))
    elif api:
        error = refused(exc.status_code, N_("{path}: no such path in the API (its paths: "
                                            "/api/openapi.json)"), path=escaped(path, 80))
    else:
        error = refused(exc.status_code, N_("{path}: no such page"), path=escaped(path, 80))
    body, more = refusal(error, lang_of(request))
    headers.update(more or {})
    if not api:
        return PlainTextResponse(str(body["error"]), status_code=exc.status_code,
                                 headers=headers)
    return JSONResponse(body, status_code=exc.status_code, headers=headers)
