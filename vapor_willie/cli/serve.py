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

from .common import Usage, add_ruling_argument, out, ruling_fields

__all__ = ["default_games_folder", "register", "run"]

INSTALL_HINT = "vapor-willie serve needs the web extra: pip install 'vanuatu[web]'"


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
        raise argparse.ArgumentTypeError(f"expected a port from 0 to 65535, not {text[:20]!r}")
    return int(text)


def _at_least(least: int) -> Any:
    def number(text: str) -> int:
        if not (text.isascii() and text.isdigit() and len(text) <= 9) or int(text) < least:
            raise argparse.ArgumentTypeError(
                f"expected a whole number from {least}, not {text[:20]!r}")
        return int(text)
    return number


def _seconds(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        value = math.nan
    if not (math.isfinite(value) and 0 < value <= 3600):
        raise argparse.ArgumentTypeError(f"expected seconds above 0, at most 3600, "
                                         f"not {text[:40]!r}")
    return value


def _workers(text: str) -> int:
    if not (text.isascii() and text.isdigit()) or not 1 <= int(text) <= 256:
        raise argparse.ArgumentTypeError(f"expected a number of processes from 1 to 256, "
                                         f"not {text[:40]!r}")
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
        raise Usage(f"--host/--port: cannot listen on {host[:100]}:{port}: {reason}") from None


def register(sub: Any) -> None:
    """Add the ``serve`` command to the subparsers ``sub``."""
    serve = sub.add_parser(
        "serve", help="play in the browser: a local web app and a JSON API (extra 'web')",
        description="Serve games of Vapor Willie to play in the browser, every seat a "
                    "person or a bot, with the JSON API of docs/web.rst.")
    serve.add_argument("--host", default="127.0.0.1",
                       help="address to listen on (127.0.0.1; 0.0.0.0 for friends on the "
                            "local network)")
    serve.add_argument("--port", type=_port, default=8000, help="port (8000)")
    serve.add_argument("--games", metavar="DIR",
                       help=f"folder of the game records (default {default_games_folder()})")
    serve.add_argument("--max-games", type=_at_least(1), default=MAX_GAMES, metavar="N",
                       help=f"most games held in memory at once; past them a new game or "
                            f"one to load is refused with 429 ({MAX_GAMES})")
    serve.add_argument("--idle-seconds", type=_at_least(0), default=int(IDLE_SECONDS),
                       metavar="S",
                       help=f"seconds unused after which a game leaves memory; it stays on "
                            f"disk and is loaded again when asked for; a finished game "
                            f"leaves after a tenth of it ({int(IDLE_SECONDS)})")
    serve.add_argument("--new-games-per-minute", type=_at_least(1),
                       default=NEW_GAMES_PER_MINUTE, metavar="N",
                       help=f"games one address may start in a minute, as many at once; "
                            f"past them 429 ({NEW_GAMES_PER_MINUTE})")
    serve.add_argument("--bot-seconds", type=_seconds, default=5.0, metavar="S",
                       help="the longest a bot thinks about a move (5): a seat whose spec "
                            "asks more is refused, a decision that overruns is abandoned "
                            "and the heuristic bot plays instead")
    serve.add_argument("--bot-workers", type=_workers, default=None, metavar="N",
                       help="worker processes the bots think in (the number of cores)")
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
        print(f"vapor-willie: error: {INSTALL_HINT}", file=sys.stderr)
        return 2
    _check_listen(args.host, args.port)
    folder = Path(args.games) if args.games else default_games_folder()
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as e:
        raise Usage(f"--games: cannot make the folder {folder}: {e.strerror or e}") from None
    app = create_app(folder, Limits(max_games=args.max_games, idle_seconds=args.idle_seconds,
                                    new_games_per_minute=args.new_games_per_minute),
                     bot_seconds=args.bot_seconds, bot_workers=args.bot_workers,
                     rulings=rulings)
    store = app.state.server.store
    host = f"[{args.host}]" if ":" in args.host else args.host
    shown = "".join(f"; ruling {r}" for r in args.ruling)
    out(f"vapor-willie serve: {store.stored()} game(s) in {folder}{shown}; "
        f"open http://{host}:{args.port}/ (Ctrl+C stops)")
    sys.stdout.flush()
    uvicorn.run(app, host=args.host, port=args.port, log_level="warning")
    return 0
