"""What a request must be before a handler of :mod:`tabletop.web.app` acts on it, and
how a refusal is answered: a ``POST`` from the server's own origin with a JSON body
(:func:`check_post`: 403, 415), an ``expect`` that is a number of moves
(:func:`expect_of`), a refusal as JSON with ``Retry-After`` for a 429
(:func:`error_response`)."""

from __future__ import annotations

import math
from collections.abc import Mapping
from typing import Any

from tabletop.translation import N_

from .errors import refused
from .store import MAX_MOVES, StoreError
from .text import escaped, shown, whole

__all__ = ["body_object", "check_post", "expect_of", "refusal", "same_origin"]


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
        raise StoreError(400, f"expect: expected the number of moves played (0 to "
                              f"{MAX_MOVES}), not {shown(expect)}")
    return expect if isinstance(expect, int) else None


def same_origin(headers: Mapping[str, str], scheme: str) -> bool:
    """Whether the request's ``Origin`` header, when it has one, is the server's own:
    the scheme of the request and the host and port of its ``Host`` header."""
    origin = headers.get("origin")
    if origin is None:
        return True
    host = headers.get("host")
    return host is not None and origin.lower() == f"{scheme}://{host}".lower()


def check_post(headers: Mapping[str, str], scheme: str) -> None:
    """Refuse a state-changing request from a page of another site (403 for an
    ``Origin`` that is not the server's own) or whose body is not declared JSON
    (415: a form or ``text/plain``, which any page can send without asking)."""
    if not same_origin(headers, scheme):
        raise refused(403, N_("Origin {origin}: not this server's own; a page of another "
                              "site cannot change its games"),
                      origin=escaped(headers.get("origin", ""), 80))
    kind = headers.get("content-type", "").split(";")[0].strip().lower()
    if kind != "application/json":
        raise refused(415, N_("Content-Type: expected application/json, not {kind}"),
                      kind=escaped(kind, 60) or "none")


def body_object(body: Any, fields: str) -> dict[str, Any]:
    """``body`` if it is a JSON object; a 400 naming the ``fields`` otherwise."""
    if not isinstance(body, dict):
        raise StoreError(400, f"the body must be a JSON object with {fields}")
    return body
