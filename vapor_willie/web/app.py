"""The web application of ``vapor-willie serve``: the application of
:mod:`tabletop.web.app` (the JSON API of ``docs/web.rst``, the pages, the static files
and the event streams, on Starlette) with the rules of Vapor Willie
(:class:`vapor_willie.web.plugin.VaporWillieWeb`).
"""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path

from starlette.applications import Starlette

from tabletop.web.app import create_app as create_served_app
from tabletop.web.bots import DEFAULT_SECONDS
from tabletop.web.limits import Limits

from .plugin import VAPOR_WILLIE, VaporWillieWeb

__all__ = ["create_app"]


def create_app(games: str | Path, limits: Limits | None = None, *,
               bot_seconds: float = DEFAULT_SECONDS, bot_workers: int | None = None,
               rulings: Mapping[str, str] | None = None,
               listen: str | None = None) -> Starlette:
    """The Starlette application serving the Vapor Willie games of the folder ``games``
    within ``limits`` (the defaults when ``None``), the bots thinking in ``bot_workers``
    processes (the cores unless given), at most ``bot_seconds`` a move; a new game that
    names no rulings is played with ``rulings`` (option fields, as
    :func:`vapor_willie.options.parse_rulings` gives them); ``listen``: the address it
    listens on (:mod:`tabletop.web.hosts`)."""
    rules = VaporWillieWeb(rulings) if rulings else VAPOR_WILLIE
    return create_served_app(rules, games, limits, bot_seconds=bot_seconds,
                             bot_workers=bot_workers, listen=listen)
