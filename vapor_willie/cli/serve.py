"""``vapor-willie serve``: play in the browser (the optional extra ``web``), with the
options of ``vanuatu serve`` and ``--ruling NAME=VALUE`` (repeatable): the rulings of a
new game that names none, written in its record's ``Rulings:`` header."""

from __future__ import annotations

import argparse
import math
import os
import socket
import sys
from pathlib import Path
from typing import Any

from tabletop.web.limits import IDLE_SECONDS, MAX_GAMES, NEW_GAMES_PER_MINUTE

from ..narration.errors import system_words
from .common import Usage, add_ruling_argument, out, ruling_fields
from .words import N_, language
from .words import gettext as _

__all__ = ["default_games_folder", "register", "run"]

INSTALL_HINT = N_("vapor-willie serve needs the web extra: pip install 'vanuatu[web]'")


def default_games_folder() -> Path:
    """Where the games are kept unless ``--games`` says otherwise: ``vapor-willie/games``
    in the user's data folder (``$XDG_DATA_HOME``, ``~/.local/share``, or ``%APPDATA%``
    on Windows)."""
    if sys.platform == "win32" and os.environ.get("APPDATA"):
        base = Path(os.environ["APPDATA"])
    elif os.environ.get("XDG_DATA_HOME"):
        base = Path(os.environ["XDG_DATA_HOME"])
    else:
        base = Path.home() / ".local" / "share"
    return base / "vapor-willie" / "games"


def _port(text: str) -> int:
    if not (text.isascii() and text.isdigit()) or not 0 <= int(text) <= 65535:
        raise argparse.ArgumentTypeError(_("expected a port from 0 to 65535, not {text}").format(
            text=repr(text[:20])))
    return int(text)


def _at_least(least: int) -> Any:
    def number(text: str) -> int:
        if not (text.isascii() and text.isdigit() and len(text) <= 9) or int(text) < least:
            raise argparse.ArgumentTypeError(
                _("expected a whole number from {least}, not {text}").format(
                    least=least, text=repr(text[:20])))
        return int(text)
    return number


def _seconds(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        value = math.nan
    if not (math.isfinite(value) and 0 < value <= 3600):
        raise argparse.ArgumentTypeError(_("expected seconds above 0, at most 3600, "
                                           "not {text}").format(text=repr(text[:40])))
    return value


def _workers(text: str) -> int:
    if not (text.isascii() and text.isdigit()) or not 1 <= int(text) <= 256:
        raise argparse.ArgumentTypeError(_("expected a number of processes from 1 to 256, "
                                           "not {text}").format(text=repr(text[:40])))
    return int(text)


def _check_listen(host: str, port: int) -> None:
    """Refuse, as a usage error, an address this machine cannot listen on."""
    try:
        family = socket.getaddrinfo(host, port, type=socket.SOCK_STREAM,
                                    flags=socket.AI_PASSIVE)[0][0]
        with socket.create_server((host, port), family=family):
            pass
    except (OSError, UnicodeError) as e:
        errno = getattr(e, "errno", None)
        reason = (os.strerror(errno) if isinstance(errno, int) and errno > 0
                  else getattr(e, "strerror", None) or str(e) or type(e).__name__)
        raise Usage(_("--host/--port: cannot listen on {address}: {reason}").format(
            address=f"{host[:100]}:{port}", reason=system_words(reason, language()))) from None


def register(sub: Any) -> None:
    """Add the ``serve`` command to the subparsers ``sub``."""
    serve = sub.add_parser(
        "serve", help=_("play in the browser: a local web app and a JSON API (extra 'web')"),
        description=_("Serve games of Vapor Willie to play in the browser, every seat a "
                      "person or a bot, with the JSON API of docs/web.rst."))
    serve.add_argument("--host", default="127.0.0.1",
                       help=_("address to listen on (127.0.0.1; 0.0.0.0 for friends on the "
                              "local network)"))
    serve.add_argument("--port", type=_port, default=8000, help=_("port (8000)"))
    serve.add_argument("--games", metavar="DIR",
                       help=_("folder of the game records (default {folder})").format(
                           folder=default_games_folder()))
    serve.add_argument("--max-games", type=_at_least(1), default=MAX_GAMES, metavar="N",
                       help=_("most games held in memory at once; past them a new game or "
                              "one to load is refused with 429 ({n})").format(n=MAX_GAMES))
    serve.add_argument("--idle-seconds", type=_at_least(0), default=int(IDLE_SECONDS),
                       metavar="S",
                       help=_("seconds unused after which a game leaves memory; it stays on "
                              "disk and is loaded again when asked for; a finished game "
                              "leaves after a tenth of it ({n})").format(n=int(IDLE_SECONDS)))
    serve.add_argument("--new-games-per-minute", type=_at_least(1),
                       default=NEW_GAMES_PER_MINUTE, metavar="N",
                       help=_("games one address may start in a minute, as many at once; "
                              "past them 429 ({n})").format(n=NEW_GAMES_PER_MINUTE))
    serve.add_argument("--bot-seconds", type=_seconds, default=5.0, metavar="S",
                       help=_("the longest a bot thinks about a move (5): a seat whose spec "
                              "asks more is refused, a decision that overruns is abandoned "
                              "and the heuristic bot plays instead"))
    serve.add_argument("--bot-workers", type=_workers, default=None, metavar="N",
                       help=_("worker processes the bots think in (the number of cores)"))
    add_ruling_argument(serve)
    serve.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    """Serve until interrupted; return the exit status."""
    rulings = ruling_fields(args)
    try:
        import uvicorn

        from tabletop.web.limits import Limits

        from ..web.app import create_app
    except ImportError:
        print(_("vapor-willie: error: {message}").format(message=_(INSTALL_HINT)),
              file=sys.stderr)
        return 2
    _check_listen(args.host, args.port)
    folder = Path(args.games) if args.games else default_games_folder()
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as e:
        raise Usage(_("--games: cannot make the folder {folder}: {why}").format(
            folder=folder, why=system_words(e.strerror, language()) if e.strerror else e)
        ) from None
    app = create_app(folder, Limits(max_games=args.max_games, idle_seconds=args.idle_seconds,
                                    new_games_per_minute=args.new_games_per_minute),
                     bot_seconds=args.bot_seconds, bot_workers=args.bot_workers,
                     rulings=rulings)
    store = app.state.server.store
    host = f"[{args.host}]" if ":" in args.host else args.host
    shown = "".join(_("; ruling {ruling}").format(ruling=r) for r in args.ruling)
    out(_("vapor-willie serve: {n} game(s) in {folder}{rulings}; open {address} (Ctrl+C "
          "stops)").format(n=store.stored(), folder=folder, rulings=shown,
                           address=f"http://{host}:{args.port}/"))
    sys.stdout.flush()
    uvicorn.run(app, host=args.host, port=args.port, log_level="warning")
    return 0
