"""``vanuatu serve``: play in the browser (the optional extra ``web``)."""

from __future__ import annotations

import argparse
import math
import os
import socket
import sys
from pathlib import Path
from typing import Any

from .common import EXIT_CODES, UsageError, say

__all__ = ["default_games_folder", "register", "run"]

INSTALL_HINT = "vanuatu serve needs the web extra: pip install 'vanuatu[web]'"


def default_games_folder() -> Path:
    """Where the games are kept unless ``--games`` says otherwise: ``vanuatu/games``
    in the user's data folder (``$XDG_DATA_HOME``, ``~/.local/share``, or
    ``%APPDATA%`` on Windows)."""
    if sys.platform == "win32" and os.environ.get("APPDATA"):
        base = Path(os.environ["APPDATA"])
    elif os.environ.get("XDG_DATA_HOME"):
        base = Path(os.environ["XDG_DATA_HOME"])
    else:
        base = Path.home() / ".local" / "share"
    return base / "vanuatu" / "games"


def _port(text: str) -> int:
    if not (text.isascii() and text.isdigit()) or not 0 <= int(text) <= 65535:
        raise argparse.ArgumentTypeError(f"expected a port from 0 to 65535, not {text!r}")
    return int(text)


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
    """Refuse, as a usage error, an address this machine cannot listen on (an unknown
    host, a port in use or not allowed), before anything is started."""
    try:
        family = socket.getaddrinfo(host, port, type=socket.SOCK_STREAM,
                                    flags=socket.AI_PASSIVE)[0][0]
        with socket.create_server((host, port), family=family):
            pass
    except (OSError, UnicodeError) as e:
        errno = getattr(e, "errno", None)
        reason = (os.strerror(errno) if isinstance(errno, int) and errno > 0
                  else getattr(e, "strerror", None) or str(e) or type(e).__name__)
        raise UsageError(f"--host/--port: cannot listen on {host[:100]}:{port}: "
                         f"{reason}") from None


def register(sub: Any) -> None:
    """Add the ``serve`` command to the subparsers ``sub``."""
    serve = sub.add_parser(
        "serve", help="play in the browser: a local web app and a JSON API (extra 'web')",
        epilog=EXIT_CODES)
    serve.add_argument("--host", default="127.0.0.1",
                       help="address to listen on (127.0.0.1; 0.0.0.0 for friends on the "
                            "local network)")
    serve.add_argument("--port", type=_port, default=8000, help="port (8000)")
    serve.add_argument("--games", metavar="DIR",
                       help=f"folder of the game records (default {default_games_folder()})")
    serve.add_argument("--bot-seconds", type=_seconds, default=5.0, metavar="S",
                       help="the longest a bot thinks about a move (5): a seat whose spec "
                            "asks more is refused, a decision that overruns is abandoned "
                            "and the heuristic bot plays instead")
    serve.add_argument("--bot-workers", type=_workers, default=None, metavar="N",
                       help="worker processes the bots think in (the number of cores)")
    serve.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    """Serve until interrupted; return the exit status."""
    try:
        import uvicorn

        from ..web.app import create_app
    except ImportError:
        say(f"vanuatu: error: {INSTALL_HINT}")
        return 2
    _check_listen(args.host, args.port)
    folder = Path(args.games) if args.games else default_games_folder()
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as e:
        raise UsageError(f"--games: cannot make the folder {folder}: {e.strerror or e}") from None
    app = create_app(folder, bot_seconds=args.bot_seconds, bot_workers=args.bot_workers)
    store = app.state.server.store
    for game_id, reason in store.unreadable.items():
        say(f"vanuatu serve: game {game_id} cannot be read, left out: {reason}")
    say(f"vanuatu serve: {len(store.games)} game(s) in {folder}; "
        f"open http://{f'[{args.host}]' if ':' in args.host else args.host}:{args.port}/ "
        f"(Ctrl+C stops)")
    uvicorn.run(app, host=args.host, port=args.port, log_level="warning")
    return 0
