"""What the commands of :mod:`vanuatu.cli` share: usage errors, output, seeds,
argument types, the options of a game and the check of an ``--out`` file."""

from __future__ import annotations

import argparse
import hashlib
import os
import sys
from collections.abc import Callable
from pathlib import Path
from typing import NoReturn

from ..bots import make_bot, split_specs
from ..errors import BotError, OptionsError, RecordError
from ..options import Options
from ..records import printable

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
EXIT_CODES = (
    "exit status: 0 success; 1 a record holds an illegal move; 2 a file cannot be read or "
    "written, or the command line is wrong; 141 standard output was closed early"
)


class UsageError(Exception):
    """A wrong command line, reported in one line with exit status 2."""


class Parser(argparse.ArgumentParser):
    """An argument parser whose errors are :class:`UsageError` (one line, status 2)."""

    def error(self, message: str) -> NoReturn:
        """Raise :class:`UsageError` with ``message`` and where to find help."""
        raise UsageError(f"{message} (see '{self.prog} --help')")


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
    """The message of ``error`` without a leading ``"path: "``."""
    text = str(error)
    return text[len(path) + 2:] if text.startswith(path + ": ") else text


def check_out(path: str) -> None:
    """Refuse an ``--out`` file that cannot be written, before any work is done."""
    if not path:
        raise UsageError("--out: expected a file name, not an empty one")
    if path.endswith(("/", os.sep)) or os.path.basename(path) in (".", ".."):
        raise RecordError(f"{path}: cannot write the file: a file name, not a folder, is needed")
    target = Path(path)
    folder = target.parent
    if not folder.exists():
        raise RecordError(f"{path}: cannot write the file: No such file or directory (the "
                          f"folder {str(folder)!r} does not exist)")
    if not folder.is_dir():
        raise RecordError(f"{path}: cannot write the file: {str(folder)!r} is not a folder")
    if target.is_dir():
        raise RecordError(f"{path}: cannot write the file: it is a folder")
    if not os.access(target if target.exists() else folder, os.W_OK):
        raise RecordError(f"{path}: cannot write the file: permission denied")


def whole_number(
    lowest: int, what: str = "a number", highest: int | None = None
) -> Callable[[str], int]:
    """An argument type: a whole number from ``lowest`` (to ``highest``);
    ``what`` names it in the errors (``"a number of processes"``)."""
    unnamed = what == "a number"

    def read(text: str) -> int:
        shown = text if len(text) <= 40 else text[:37] + "..."
        try:
            if len(text) > 40:  # thousands of digits are out of any bound
                raise ValueError
            value = int(text)
        except ValueError:
            expected = "a whole number" if unnamed else what
            if highest is not None:
                expected += f" from {lowest} to {highest}"
            raise argparse.ArgumentTypeError(f"expected {expected}, not {shown!r}") from None
        if value < lowest:
            raise argparse.ArgumentTypeError(f"expected {what} from {lowest}, not {value}")
        if highest is not None and value > highest:
            raise argparse.ArgumentTypeError(f"expected {what} up to {highest}, not {value}")
        return value

    return read


#: An argument type: a whole number from 0.
non_negative = whole_number(0)
#: An argument type: a whole number from 1.
positive = whole_number(1)


def add_game_options(parser: argparse.ArgumentParser) -> None:
    """Add the options of the game played (``--players``, ``--no-characters``,
    ``--rising-waters``) to the command ``parser``; :func:`game_options` reads them."""
    parser.add_argument("--players", type=int, required=True, help="2 to 5 (2: R10.1)")
    parser.add_argument("--no-characters", action="store_true",
                        help="play without characters (R10.2)")
    parser.add_argument("--rising-waters", action="store_true",
                        help="play with the Rising Waters mini-expansion (R10.3)")


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
        raise UsageError(f"--bots: {len(specs)} bots for {seats} players (give one bot for "
                         f"every seat, or one per seat)")
    for spec in specs:
        try:
            make_bot(spec, 0)
        except BotError as e:
            raise UsageError(f"--bots: {e}") from None
    return specs


def game_options(args: argparse.Namespace) -> Options:
    """The :class:`~vanuatu.Options` of the options added by
    :func:`add_game_options`; a :class:`UsageError` names what is wrong."""
    try:
        return Options(players=args.players, characters=not args.no_characters,
                       rising_waters=args.rising_waters)
    except OptionsError as e:
        raise UsageError(str(e)) from None
