"""The command line of a game's ``serve`` command (``vanuatu serve``,
``vapor-willie serve``): the options both games take, their checks, where the
games are kept, and the check that the address can be listened on, each said
in the command's language (:func:`tabletop.commandline.language`).

>>> import argparse
>>> parser = argparse.ArgumentParser(prog="serve")
>>> add_serve_arguments(parser, Path("games"))
>>> args = parser.parse_args(["--port", "8123", "--bot-seconds", "2"])
>>> args.port, args.bot_seconds, args.max_games
(8123, 2.0, 1000)
>>> data_folder("a-game").name
'games'
"""

from __future__ import annotations

import argparse
import errno
import math
import os
import socket
import sys
from collections.abc import Callable
from pathlib import Path

from tabletop.commandline import WORDS, language

from .limits import IDLE_SECONDS, MAX_GAMES, NEW_GAMES_PER_MINUTE

__all__ = ["add_serve_arguments", "at_least", "cannot_listen", "data_folder", "folder_name",
           "free_port", "make_folder", "port", "seconds", "workers"]


def _(message: str) -> str:
    return WORDS.gettext(message, language())


def data_folder(program: str) -> Path:
    """Where ``program`` keeps its games unless ``--games`` says otherwise:
    ``program/games`` in the user's data folder (``$XDG_DATA_HOME``,
    ``~/.local/share``, or ``%APPDATA%`` on Windows)."""
    if sys.platform == "win32" and os.environ.get("APPDATA"):
        base = Path(os.environ["APPDATA"])
    elif os.environ.get("XDG_DATA_HOME"):
        base = Path(os.environ["XDG_DATA_HOME"])
    else:
        base = Path.home() / ".local" / "share"
    return base / program / "games"


def port(text: str) -> int:
    """A port number, 0 to 65535 (an argparse type); 0 is a port free now
    (:func:`free_port`), so that the address the command prints is the one it serves
    on."""
    if not (text.isascii() and text.isdigit() and len(text) <= 5) or int(text) > 65535:
        raise argparse.ArgumentTypeError(_("expected a port from 0 to 65535, not {text}").format(
            text=repr(text[:20])))
    return int(text) or free_port()


def free_port() -> int:
    """A port that no address of this machine listens on now, of IPv4 and IPv6 alike
    where it has both (0 when none can be had: the server then takes one of its own);
    :func:`cannot_listen` checks it again on the address served, as any port given."""
    try:
        if socket.has_dualstack_ipv6():
            listener = socket.create_server(("", 0), family=socket.AF_INET6,
                                            dualstack_ipv6=True)
        else:
            listener = socket.create_server(("", 0))
        with listener:
            return int(listener.getsockname()[1])
    except OSError:
        return 0


def folder_name(text: str) -> str:
    """The name of a folder, not an empty one (an argparse type: ``--games ''`` is a
    mistake, not the default folder)."""
    if not text.strip():
        raise argparse.ArgumentTypeError(_("expected a folder name, not an empty one"))
    return text


def make_folder(folder: Path) -> None:
    """Make the games' ``folder`` (and the folders it is in) unless it is there: an
    :class:`OSError` when it cannot be made, saying what is in its place where
    :meth:`~pathlib.Path.mkdir` would only say that a file exists: a file (``Not a
    directory``) or a link that leads round a loop of links."""
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except FileExistsError:
        os.stat(folder)  # a loop of links: ELOOP, said as such
        raise NotADirectoryError(errno.ENOTDIR, os.strerror(errno.ENOTDIR),
                                 str(folder)) from None


def at_least(least: int) -> Callable[[str], int]:
    """An argparse type: a whole number from ``least`` (at most nine digits)."""
    def number(text: str) -> int:
        if not (text.isascii() and text.isdigit() and len(text) <= 9) or int(text) < least:
            raise argparse.ArgumentTypeError(
                _("expected a whole number from {least}, not {text}").format(
                    least=least, text=repr(text[:20])))
        return int(text)
    return number


def seconds(text: str) -> float:
    """Seconds above 0, at most an hour (an argparse type)."""
    try:
        value = float(text)
    except ValueError:
        value = math.nan
    if not (math.isfinite(value) and 0 < value <= 3600):
        raise argparse.ArgumentTypeError(_("expected seconds above 0, at most 3600, not "
                                           "{text}").format(text=repr(text[:40])))
    return value


def workers(text: str) -> int:
    """A number of processes, 1 to 256 (an argparse type)."""
    if not (text.isascii() and text.isdigit() and len(text) <= 3) or not 1 <= int(text) <= 256:
        raise argparse.ArgumentTypeError(_("expected a number of processes from 1 to 256, "
                                           "not {text}").format(text=repr(text[:40])))
    return int(text)


def cannot_listen(host: str, at: int) -> OSError | None:
    """Why this machine cannot listen on ``host:at`` (an unknown host, a port in use
    or not allowed), as an :class:`OSError` whose ``strerror`` says it; ``None``
    when it can. Tried before anything is started, so that the command refuses
    the address as a usage error."""
    try:
        family = socket.getaddrinfo(host, at, type=socket.SOCK_STREAM,
                                    flags=socket.AI_PASSIVE)[0][0]
        with socket.create_server((host, at), family=family):
            return None
    except (socket.gaierror, UnicodeError):
        return OSError(None, _("no host of that name is known"))
    except OSError as e:
        errno = getattr(e, "errno", None)
        if isinstance(errno, int) and errno > 0:
            return OSError(errno, os.strerror(errno))
        return OSError(None, getattr(e, "strerror", None) or str(e) or type(e).__name__)


def add_serve_arguments(parser: argparse.ArgumentParser, folder: Path) -> None:
    """Add the options every ``serve`` command takes to ``parser``; ``folder`` is
    where the games are kept without ``--games`` (:func:`data_folder`)."""
    parser.add_argument("--host", default="127.0.0.1",
                        help=_("address to listen on (127.0.0.1; 0.0.0.0 for friends on the "
                               "local network)"))
    parser.add_argument("--port", type=port, default=8000, help=_("port (8000)"))
    parser.add_argument("--games", metavar="DIR", type=folder_name,
                        help=_("folder of the game records (default {folder})").format(
                            folder=folder))
    parser.add_argument("--max-games", type=at_least(1), default=MAX_GAMES, metavar="N",
                        help=_("most games held in memory at once; past them a new game or "
                               "one to load is refused with 429 ({default})").format(
                            default=MAX_GAMES))
    parser.add_argument("--idle-seconds", type=at_least(0), default=int(IDLE_SECONDS),
                        metavar="S",
                        help=_("seconds unused after which a game leaves memory; it stays on "
                               "disk and is loaded again when asked for; a finished game "
                               "leaves after a tenth of it ({default})").format(
                            default=int(IDLE_SECONDS)))
    parser.add_argument("--new-games-per-minute", type=at_least(1),
                        default=NEW_GAMES_PER_MINUTE, metavar="N",
                        help=_("games one address may start in a minute, as many at once; "
                               "past them 429 ({default})").format(
                            default=NEW_GAMES_PER_MINUTE))
    parser.add_argument("--bot-seconds", type=seconds, default=5.0, metavar="S",
                        help=_("the longest a bot thinks about a move (5): a seat whose spec "
                               "asks more is refused, a decision that overruns is abandoned "
                               "and the heuristic bot plays instead"))
    parser.add_argument("--bot-workers", type=workers, default=None, metavar="N",
                        help=_("worker processes the bots think in (the number of cores)"))
