"""``vanuatu serve``: play in the browser (the optional extra ``web``)."""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any

from tabletop.web.serve_command import (
    add_serve_arguments,
    cannot_listen,
    data_folder,
    make_folder,
)

from .common import EXIT_CODES, UsageError, say
from .errors_words import os_error_words
from .words import N_, ngettext
from .words import gettext as _

__all__ = ["default_games_folder", "register", "run"]

INSTALL_HINT = N_("vanuatu serve needs the web extra: pip install 'vanuatu[web]'")


def default_games_folder() -> Path:
    """Where the games are kept unless ``--games`` says otherwise: ``vanuatu/games``
    in the user's data folder (``$XDG_DATA_HOME``, ``~/.local/share``, or
    ``%APPDATA%`` on Windows)."""
    return data_folder("vanuatu")


def _check_listen(host: str, port: int) -> None:
    """Refuse, as a usage error, an address this machine cannot listen on (an unknown
    host, a port in use or not allowed), before anything is started."""
    error = cannot_listen(host, port)
    if error is not None:
        raise UsageError(_("--host/--port: cannot listen on {address}: {reason}").format(
            address=f"{host[:100]}:{port}", reason=os_error_words(error))) from None


def register(sub: Any) -> None:
    """Add the ``serve`` command to the subparsers ``sub``."""
    serve = sub.add_parser(
        "serve", help=_("play in the browser: a local web app and a JSON API (extra 'web')"),
        description=_("Serve the game in the browser: a local web app and a JSON API (extra "
                      "'web'), until interrupted."), epilog=_(EXIT_CODES))
    add_serve_arguments(serve, default_games_folder())
    serve.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    """Serve until interrupted; return the exit status."""
    try:
        import uvicorn  # noqa: F401  (the extra 'web': said below when it is missing)

        from tabletop.web.limits import Limits
        from tabletop.web.transport import serve as serve_app

        from ..web.app import create_app
    except ImportError:
        say(_("vanuatu: error: {message}").format(message=_(INSTALL_HINT)))
        return 2
    _check_listen(args.host, args.port)
    folder = Path(args.games) if args.games is not None else default_games_folder()
    try:
        make_folder(folder)
    except OSError as e:
        raise UsageError(_("--games: cannot make the folder {folder}: {reason}").format(
            folder=folder, reason=os_error_words(e))) from None
    app = create_app(folder, Limits(max_games=args.max_games, idle_seconds=args.idle_seconds,
                                    new_games_per_minute=args.new_games_per_minute),
                     bot_seconds=args.bot_seconds, bot_workers=args.bot_workers,
                     listen=args.host)
    store = app.state.server.store
    address = f"http://{f'[{args.host}]' if ':' in args.host else args.host}:{args.port}/"
    say(ngettext("vanuatu serve: {count} game in {folder}; open {address} (Ctrl+C stops)",
                 "vanuatu serve: {count} games in {folder}; open {address} (Ctrl+C stops)",
                 store.stored()).format(count=store.stored(), folder=folder, address=address))
    serve_app(app, args.host, args.port)
    return 0
