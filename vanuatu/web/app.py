"""The web application of ``vanuatu serve``: the application of :mod:`tabletop.web.app`
(the JSON API, the pages, the static files and the event streams, on Starlette)
with the rules of Vanuatu (:data:`vanuatu.web.plugin.VANUATU`). See
``docs/web.rst`` for the contract of the API.
"""

from __future__ import annotations

from pathlib import Path

from starlette.applications import Starlette

from tabletop.web.app import MAX_BODY, MAX_WAIT
from tabletop.web.app import create_app as create_served_app
from tabletop.web.bots import DEFAULT_SECONDS
from tabletop.web.limits import Limits

from .plugin import VANUATU

__all__ = ["MAX_BODY", "MAX_WAIT", "create_app"]


def create_app(games: str | Path, limits: Limits | None = None, *,
               bot_seconds: float = DEFAULT_SECONDS,
               bot_workers: int | None = None, listen: str | None = None) -> Starlette:
    """The Starlette application serving the Vanuatu games of the folder ``games``
    within ``limits`` (:class:`tabletop.web.limits.Limits`: the defaults when
    ``None``), the bots thinking in ``bot_workers`` processes (the cores unless
    given), at most ``bot_seconds`` a move; ``listen``: the address it listens on
    (:mod:`tabletop.web.hosts`)."""
    return create_served_app(VANUATU, games, limits, bot_seconds=bot_seconds,
                             bot_workers=bot_workers, listen=listen)
