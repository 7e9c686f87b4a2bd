"""The ``vanuatu`` command (also ``python -m vanuatu``).

::

    vanuatu play --players 3 --seed 1 --out game.vnt   play a game between random bots
    vanuatu validate FILE...                           check records (--json for JSON)
    vanuatu validate --jobs 2 season.vnt games.jsonl   files of many records, 2 processes
    vanuatu validate --dask tcp://host:8786 FILE...    on a Dask cluster (extra 'dask')
    vanuatu replay FILE --to 40                        show the position after 40 moves
    vanuatu convert FILE --to json --out game.json     convert between the two forms
    vanuatu arena --players 4 --bots heuristic,random,random,random --games 100
                                                       compare bots over many games
    vanuatu view FILE --out game.html                  a web page to step through a game
    vanuatu serve --port 8000                          play in the browser (extra 'web')
    vanuatu import boardgamers GAME.json --out game.vnt
                                                       a game of boardgamers.space as a record
    vanuatu analyse FILE --to 40                       a bot's verdict on each move

Exit status: 0 on success, 1 when a record holds an illegal move, 2 when a
file or a record cannot be read or written (or got no verdict: its worker
died, or it ran over its time limit) or the command line is wrong. Errors are one
line on standard error. When standard output is closed early (``vanuatu
replay game.vnt | head -1``), the command stops quietly with status 141, like
a Unix tool stopped by ``SIGPIPE``.

``vanuatu play --seed 7`` fixes the chance outcomes from the seed exactly as
``vanuatu.Game(players=4, seed=7)`` does (a
:class:`~vanuatu.chance_order.ChanceOrder`), so both deal the same setup; each
bot's seed is derived apart from it (:func:`derive_seed`). The record holds
every chance event: a game is reproduced from its record, whatever the seed.
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Callable, Sequence

from tabletop.commandline import lang_everywhere, standard_input_fault

from ..errors import IllegalMove, VanuatuError
from ..version import __version__
from . import analyse, arena, convert, importing, play, replay, serve, validate, view
from .common import BROKEN_PIPE, EXIT_CODES, MAX_MOVES, Parser, UsageError, derive_seed, say
from .errors_words import error_words, os_error_words
from .words import choose_language, lang_option, speaking
from .words import gettext as _

__all__ = ["BROKEN_PIPE", "MAX_MOVES", "derive_seed", "main"]

#: The commands, each a module with ``register(subparsers)`` and ``run(args)``.
COMMANDS = (play, arena, analyse, validate, replay, convert, view, serve, importing)


def _parser() -> Parser:
    parser = Parser(
        prog="vanuatu",
        description=_("Play, validate, replay and convert records of Vanuatu (Second "
                      "Edition)."),
        epilog=_(EXIT_CODES),
    )
    parser.add_argument("--version", action="version", version=f"vanuatu {__version__}",
                        help=_("show the version and exit"))
    lang_option(parser)
    sub = parser.add_subparsers(dest="command", metavar="COMMAND", parser_class=Parser,
                                title=_("commands"))
    sub.required = True
    for command in COMMANDS:
        command.register(sub)
    lang_everywhere(sub.choices.values())
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Run the ``vanuatu`` command with ``argv`` (default: ``sys.argv[1:]``);
    return the exit status. It speaks the language of ``--lang`` or of the locale
    environment (:func:`~vanuatu.cli.words.choose_language`)."""
    words = list(sys.argv[1:] if argv is None else argv)
    with speaking(choose_language(words, os.environ)):
        return _run(words)


def _run(argv: list[str]) -> int:
    parser = _parser()
    try:
        args = parser.parse_args(argv)
        fault = standard_input_fault(args)
        if fault is not None:
            raise UsageError(fault)
        run: Callable[[argparse.Namespace], int] = args.run
        status = run(args)
        sys.stdout.flush()  # a closed pipe is reported here, not at exit
        return status
    except BrokenPipeError:
        # the reader stopped (``| head``): stop quietly, and let the interpreter's
        # last flush go nowhere
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        return BROKEN_PIPE
    except SystemExit as e:  # --help and --version
        return e.code if isinstance(e.code, int) else 0
    except UsageError as e:
        say(_("vanuatu: error: {message}").format(message=e))
        return 2
    except IllegalMove as e:
        say(_("vanuatu: illegal move: {message}").format(message=error_words(e)))
        return 1
    except VanuatuError as e:
        say(_("vanuatu: error: {message}").format(message=error_words(e)))
        return 2
    except OSError as e:
        where = f"{e.filename}: " if e.filename else ""
        say(_("vanuatu: error: {message}").format(message=where + os_error_words(e)))
        return 2
    except KeyboardInterrupt:
        say(_("vanuatu: interrupted"))
        return 130
