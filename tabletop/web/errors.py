"""The refusals of the server: :class:`StoreError`, with the HTTP status that says why
(re-exported by :mod:`tabletop.web.store`)."""

from __future__ import annotations

import functools
from collections.abc import Callable, Mapping

from tabletop.translation import Catalog

__all__ = ["NoMove", "StoreError", "Unreadable", "refused"]


class StoreError(Exception):
    """A request the store refuses: ``status`` is the HTTP status that says why
    (400 bad input, 403 wrong token, 404 unknown game, 409 stale ``expect``,
    422 an illegal move, with ``rule`` the rule id, 429 over a limit)."""

    def __init__(self, status: int, message: str, rule: str | None = None,
                 retry_after: float | None = None) -> None:
        super().__init__(message)
        self.status = status
        self.rule = rule
        #: for a 429: the seconds after which to ask again (``Retry-After``)
        self.retry_after = retry_after
        #: the message said in a language (``speak(lang)``), when it can be said in
        #: another one (:func:`refused`; a game may set its own); picklable
        self.speak: Callable[[str], str] | None = None

    def in_language(self, lang: str) -> str:
        """The message in ``lang`` (in English when it has no source message)."""
        return str(self) if self.speak is None else self.speak(lang)


def refused(status: int, message: str, *, catalog: Catalog | None = None,
            rule: str | None = None, retry_after: float | None = None,
            unreadable: bool = False, **values: object) -> StoreError:
    """A :class:`StoreError` whose ``message`` is a source message of ``catalog`` (the
    server's own, :data:`tabletop.web.language.WORDS`, unless given) with ``{fields}``
    filled from ``values``: said in English, and in the language of each request that
    reads it (:meth:`StoreError.in_language`).

    >>> e = refused(403, "no seat of this game has that token")
    >>> e.status, str(e), e.in_language("en")
    (403, 'no seat of this game has that token', 'no seat of this game has that token')
    """
    if catalog is None:
        from .language import WORDS
        catalog = WORDS
    kind = Unreadable if unreadable else StoreError
    error = kind(status, message.format(**values), rule, retry_after)
    error.speak = functools.partial(_said, catalog, message, values)
    return error


def _said(catalog: Catalog, message: str, values: Mapping[str, object], lang: str) -> str:
    return catalog.gettext(message, lang).format(**values)


class Unreadable(StoreError):
    """A move whose text is no move of the game's notation (400: it is not an
    illegal move, it is no move at all)."""


class NoMove(StoreError):
    """A move asked for by a place in the seat's list of legal moves (``id``) when
    that list is empty (422 with the rule id that says why: another seat is to act,
    the game is over); ``POST .../why`` answers it as a verdict."""


# their public home (tracebacks and the docs name it)
StoreError.__module__ = Unreadable.__module__ = NoMove.__module__ = "tabletop.web.store"
