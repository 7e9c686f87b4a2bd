"""What the commands of :mod:`vanuatu.cli` share: usage errors, output, seeds,
argument types, the options of a game and the check of an ``--out`` file."""

from __future__ import annotations

import argparse
import hashlib
import sys
from collections.abc import Callable
from pathlib import Path

from tabletop.commandline import Unwritable, out_fault
from tabletop.whole_numbers import whole_number as shared_whole_number

from ..bots import make_bot, split_specs
from ..describe.refusals import refusal_reason
from ..errors import BotError, OptionsError, RecordError
from ..options import Options
from ..records import printable
from .parser import Parser, UsageError
from .words import N_, language, ngettext
from .words import gettext as _

__all__ = [
    "BROKEN_PIPE",
    "EXIT_CODES",
    "MAX_MOVES",
    "Parser",
    "UsageError",
    "add_game_options",
    "check_out",
    "derive_seed",
    "error_text",
    "game_options",
    "non_negative",
    "out",
    "positive",
    "say",
    "seat_specs",
    "whole_number",
]

#: A safety net for bots that never finish a game.
MAX_MOVES = 20_000

#: The exit status when standard output is closed early (128 + SIGPIPE).
BROKEN_PIPE = 141

#: The epilog of every command's help.
EXIT_CODES = N_(
    "exit status: 0 success; 1 a record holds an illegal move; 2 a file cannot be read or "
    "written, or the command line is wrong; 141 standard output was closed early"
)


def derive_seed(seed: int, purpose: str) -> int:
    """A seed for one purpose (``"chance"``, ``"bot 0"``...) derived from the
    ``--seed`` of the command line, stable across Python versions.

    >>> derive_seed(1, "chance") == derive_seed(1, "chance") != derive_seed(1, "bot 0")
    True
    """
    digest = hashlib.sha256(f"vanuatu/{seed}/{purpose}".encode()).digest()
    return int.from_bytes(digest[:8], "big")


def out(text: str) -> None:
    """Write ``text`` to standard output, ending it with one newline; the
    characters of each line that are not printable are escaped (see
    :func:`vanuatu.records.printable`)."""
    lines = text.removesuffix("\n").split("\n")
    sys.stdout.write("\n".join(printable(line) for line in lines) + "\n")


def say(text: str) -> None:
    """Write the one-line message ``text`` to standard error, its characters
    that are not printable escaped."""
    print(printable(text), file=sys.stderr)


def error_text(path: str, error: Exception) -> str:
    """The message of ``error`` without a leading ``"path: "`` (``path`` as given, or as
    :class:`~pathlib.Path` writes it: ``records`` for ``records/``)."""
    text = str(error)
    for name in (path, str(Path(path))):
        if text.startswith(name + ": "):
            return text[len(name) + 2:]
    return text


def check_out(path: str) -> None:
    """Refuse an ``--out`` file that cannot be written, before any work is done
    (:func:`tabletop.commandline.out_fault`): a :class:`UsageError` for an empty name,
    a :class:`~vanuatu.errors.RecordError` for the others."""
    fault = out_fault(path)
    if fault is None:
        return
    folder = repr(fault.folder)
    if fault.why is Unwritable.EMPTY:
        raise UsageError(_("--out: expected a file name, not an empty one"))
    if fault.why is Unwritable.FOLDER_NAME:
        raise RecordError(_("{path}: cannot write the file: a file name, not a folder, is "
                            "needed").format(path=path))
    if fault.why is Unwritable.NO_FOLDER:
        raise RecordError(_("{path}: cannot write the file: No such file or directory "
                            "(the folder {folder} does not exist)").format(
                                path=path, folder=folder))
    if fault.why is Unwritable.NOT_A_FOLDER:
        raise RecordError(_("{path}: cannot write the file: {folder} is not a folder").format(
            path=path, folder=folder))
    if fault.why is Unwritable.FOLDER:
        raise RecordError(_("{path}: cannot write the file: it is a folder").format(path=path))
    if fault.why is Unwritable.LINK_LOOP and fault.folder is not None:
        raise RecordError(_("{path}: cannot write the file: the folder {folder} is a loop of "
                            "links").format(path=path, folder=folder))
    if fault.why is Unwritable.LINK_LOOP:
        raise RecordError(_("{path}: cannot write the file: it is a loop of links").format(
            path=path))
    raise RecordError(_("{path}: cannot write the file: permission denied").format(
        path=path))


def whole_number(
    lowest: int, what: str = "a number", highest: int | None = None
) -> Callable[[str], int]:
    """An argument type: a whole number from ``lowest`` (to ``highest``), in ASCII
    digits (:func:`tabletop.whole_numbers.whole_number`); ``what`` names it in the
    errors (``"a number of processes"``)."""
    return shared_whole_number(lowest, what, highest, _)


#: An argument type: a whole number from 0.
non_negative = whole_number(0, N_("a number"))
#: An argument type: a whole number from 1.
positive = whole_number(1, N_("a number"))


def add_game_options(parser: argparse.ArgumentParser) -> None:
    """Add the options of the game played (``--players``, ``--no-characters``,
    ``--rising-waters``) to the command ``parser``; :func:`game_options` reads them."""
    parser.add_argument("--players", type=shared_whole_number(None), required=True,
                        help=_("2 to 5 (2: R10.1)"))
    parser.add_argument("--no-characters", action="store_true",
                        help=_("play without characters (R10.2)"))
    parser.add_argument("--rising-waters", action="store_true",
                        help=_("play with the Rising Waters mini-expansion (R10.3)"))


def seat_specs(text: str, seats: int) -> list[str]:
    """The bot specs of ``--bots``: one per seat, or one for every seat; a
    spec that makes no bot (an unknown name, a bad parameter) is a usage error.

    >>> seat_specs("random", 3)
    ['random', 'random', 'random']
    """
    specs = split_specs(text)
    if len(specs) == 1:
        specs *= seats
    if len(specs) != seats:
        raise UsageError(ngettext(
            "--bots: {bots} bots for {seats} player (give one bot for every seat, or one per "
            "seat)",
            "--bots: {bots} bots for {seats} players (give one bot for every seat, or one per "
            "seat)", seats).format(bots=len(specs), seats=seats))
    for spec in specs:
        try:
            make_bot(spec, 0)
        except BotError as e:
            raise UsageError(f"--bots: {refusal_reason(str(e), language())}") from None
    return specs


def game_options(args: argparse.Namespace) -> Options:
    """The :class:`~vanuatu.Options` of the options added by
    :func:`add_game_options`; a :class:`UsageError` names what is wrong."""
    try:
        return Options(players=args.players, characters=not args.no_characters,
                       rising_waters=args.rising_waters)
    except OptionsError as e:
        said = refusal_reason(str(e), language())
        # the reason names the field; the command line names the option
        raise UsageError("--" + said if said.startswith("players: ") else said) from None
