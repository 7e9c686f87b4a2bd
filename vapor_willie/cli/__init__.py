"""The ``vapor-willie`` command (also ``python -m vapor_willie``)::

    vapor-willie play --players 3 --seed 1 --out g.vwr   a game between bots (random ones)
    vapor-willie validate g.vwr                          check records
    vapor-willie replay g.vwr --to 40                    the position after 40 moves
    vapor-willie convert g.vwr --to json                 a record in its other form
    vapor-willie view g.vwr --out g.html                 a web page stepping through it
    vapor-willie arena --bots heuristic,random --games 40   compare bots
    vapor-willie analyse g.vwr --to 40                   the bot's verdict on each move
    vapor-willie serve --ruling cash-back=closed         play in the browser

Every command speaks the language of ``--lang en|pt|ja`` (before or after the command's
name), else of the locale environment (``LANGUAGE``, ``LC_ALL``, ``LC_MESSAGES``,
``LANG``), else English; the moves, the records and the JSON output never change with
it.

Exit status: 0 success, 1 a record holds an illegal move, 2 a file cannot be read or
written or the command line is wrong, 141 standard output closed early (``| head``).
Errors are one line on standard error.
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Callable, Sequence

from tabletop.commandline import lang_everywhere, standard_input_fault

from .. import __version__
from ..errors import IllegalMove, VaporWillieError
from ..narration.errors import error_text, system_words
from . import analyse, arena, convert, play, replay, serve, validate, view
from .common import Usage, UsageParser
from .words import EXIT_CODES, choose_language, language, speaking
from .words import gettext as _

__all__ = ["BROKEN_PIPE", "main"]

#: The exit status when standard output is closed early (``| head``): 128 + SIGPIPE.
BROKEN_PIPE = 141


def _parser() -> UsageParser:
    parser = UsageParser(prog="vapor-willie",
                         description=_("Play, validate and replay records of Vapor Willie."),
                         epilog=_(EXIT_CODES))
    parser.add_argument("--version", action="version", version=f"vapor-willie {__version__}",
                        help=_("show program's version number and exit"))
    sub = parser.add_subparsers(dest="command", metavar="COMMAND", parser_class=UsageParser)
    sub.required = True
    for module in (play, validate, replay, convert, view, arena, analyse, serve):
        module.register(sub)
    lang_everywhere([parser])
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command with ``argv`` (default ``sys.argv[1:]``); return the exit status.
    It speaks the language of ``--lang`` or of the locale environment
    (:func:`tabletop.commandline.choose_language`)."""
    words = list(sys.argv[1:] if argv is None else argv)
    with speaking(choose_language(words, os.environ)):
        return _run(words)


def _say(message: str) -> None:
    print(message, file=sys.stderr)


def _run(argv: list[str]) -> int:
    try:
        args = _parser().parse_args(argv)
        fault = standard_input_fault(args)
        if fault is not None:
            raise Usage(fault)
        run: Callable[[argparse.Namespace], int] = args.run
        status = run(args)
        sys.stdout.flush()  # a closed pipe is reported here, not at exit
        return status
    except BrokenPipeError:
        # the reader stopped (``| head``): stop quietly, and send the interpreter's
        # last flush nowhere
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        return BROKEN_PIPE
    except SystemExit as e:  # --help, --version
        return e.code if isinstance(e.code, int) else 0
    except Usage as e:
        _say(_("vapor-willie: error: {message}").format(message=e))
        return 2
    except IllegalMove as e:
        _say(_("vapor-willie: illegal move: {message}").format(
            message=error_text(str(e), language())))
        return 1
    except VaporWillieError as e:
        _say(_("vapor-willie: error: {message}").format(message=error_text(str(e), language())))
        return 2
    except OSError as e:
        where = f"{e.filename}: " if e.filename else ""
        said = system_words(e.strerror, language()) if e.strerror else str(e)
        _say(_("vapor-willie: error: {message}").format(message=where + said))
        return 2
