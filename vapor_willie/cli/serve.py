"""``vapor-willie serve``: play in the browser (the optional extra ``web``), with the
options of ``vanuatu serve`` and ``--ruling NAME=VALUE`` (repeatable): the rulings of a
new game that names none, written in its record's ``Rulings:`` header."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

from tabletop.web.serve_command import (
    add_serve_arguments,
    cannot_listen,
    data_folder,
    make_folder,
)

from ..narration.errors import system_words
from .common import Usage, add_ruling_argument, out, ruling_fields
from .words import EXIT_CODES, N_, language
from .words import gettext as _

__all__ = ["default_games_folder", "register", "run"]

INSTALL_HINT = N_("vapor-willie serve needs the web extra: pip install 'vanuatu[web]'")


def default_games_folder() -> Path:
    """Where the games are kept unless ``--games`` says otherwise: ``vapor-willie/games``
    in the user's data folder (``$XDG_DATA_HOME``, ``~/.local/share``, or ``%APPDATA%``
    on Windows)."""
    return data_folder("vapor-willie")


def _check_listen(host: str, port: int) -> None:
    """Refuse, as a usage error, an address this machine cannot listen on."""
    error = cannot_listen(host, port)
    if error is not None:
        raise Usage(_("--host/--port: cannot listen on {address}: {reason}").format(
            address=f"{host[:100]}:{port}",
            reason=system_words(error.strerror or "", language()))) from None


def register(sub: Any) -> None:
    """Add the ``serve`` command to the subparsers ``sub``."""
    serve = sub.add_parser(
        "serve", help=_("play in the browser: a local web app and a JSON API (extra 'web')"),
        description=_("Serve games of Vapor Willie to play in the browser, every seat a "
                      "person or a bot, with the JSON API of docs/web.rst."),
        epilog=_(EXIT_CODES))
    add_serve_arguments(serve, default_games_folder())
    add_ruling_argument(serve)
    serve.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    """Serve until interrupted; return the exit status."""
    rulings = ruling_fields(args)
    try:
        import uvicorn  # noqa: F401  (the extra 'web': said below when it is missing)

        from tabletop.web.limits import Limits
        from tabletop.web.transport import serve as serve_app

        from ..web.app import create_app
    except ImportError:
        print(_("vapor-willie: error: {message}").format(message=_(INSTALL_HINT)),
              file=sys.stderr)
        return 2
    _check_listen(args.host, args.port)
    folder = Path(args.games) if args.games is not None else default_games_folder()
    try:
        make_folder(folder)
    except OSError as e:
        raise Usage(_("--games: cannot make the folder {folder}: {why}").format(
            folder=folder, why=system_words(e.strerror, language()) if e.strerror else e)
        ) from None
    app = create_app(folder, Limits(max_games=args.max_games, idle_seconds=args.idle_seconds,
                                    new_games_per_minute=args.new_games_per_minute),
                     bot_seconds=args.bot_seconds, bot_workers=args.bot_workers,
                     listen=args.host,
                     rulings=rulings)
    store = app.state.server.store
    host = f"[{args.host}]" if ":" in args.host else args.host
    shown = "".join(_("; ruling {ruling}").format(ruling=r) for r in args.ruling)
    out(_("vapor-willie serve: {n} game(s) in {folder}{rulings}; open {address} (Ctrl+C "
          "stops)").format(n=store.stored(), folder=folder, rulings=shown,
                           address=f"http://{host}:{args.port}/"))
    sys.stdout.flush()
    serve_app(app, args.host, args.port)
    return 0
