"""The refusals of the server: :class:`StoreError`, with the HTTP status that says why
(re-exported by :mod:`tabletop.web.store`)."""

from __future__ import annotations

__all__ = ["StoreError", "Unreadable"]


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


class Unreadable(StoreError):
    """A move whose text is no move of the game's notation (400: it is not an
    illegal move, it is no move at all)."""


# their public home (tracebacks and the docs name it)
StoreError.__module__ = Unreadable.__module__ = "tabletop.web.store"
