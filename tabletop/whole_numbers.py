"""The whole numbers of both games' command lines (an :mod:`argparse` type): ASCII
digits with an optional ``-``, never another script's digits (``３``), blanks,
underscores or thousands of digits, within the bounds given, refused in the
command's language with what was expected.

>>> seed = whole_number(0)
>>> seed("7")
7
>>> seed("-1")
Traceback (most recent call last):
...
argparse.ArgumentTypeError: expected a number from 0, not -1
>>> whole_number(1, "a number of games", 1000)("３")
Traceback (most recent call last):
...
argparse.ArgumentTypeError: expected a number of games from 1 to 1000, not '３'
"""

from __future__ import annotations

import argparse
import re
from collections.abc import Callable

from .commandline import WORDS, language
from .one_line import cut
from .translation import N_

__all__ = ["whole_number"]

#: What a whole number of a command line is written as.
_WRITTEN = re.compile(r"-?[0-9]{1,40}")
#: What a number is called when it is not named.
_UNNAMED = N_("a number")


def _(message: str) -> str:
    return WORDS.gettext(message, language())


def whole_number(lowest: int | None, what: str = _UNNAMED, highest: int | None = None,
                 words: Callable[[str], str] | None = None) -> Callable[[str], int]:
    """An argument type: a whole number from ``lowest`` (``None``: any) to ``highest``
    (``None``: any). ``what`` names it in the errors (``"a number of processes"``),
    said in the command's language by ``words`` (the game's own words; by default this
    module's, where ``what`` is then one of its own)."""
    def named() -> str:
        return _(what) if words is None or what == _UNNAMED else words(what)

    def read(text: str) -> int:
        if not _WRITTEN.fullmatch(text):
            shown = repr(cut(text, 40))
            name = _("a whole number") if what == _UNNAMED else named()
            if lowest is not None and highest is not None:
                raise argparse.ArgumentTypeError(
                    _("expected {what} from {lowest} to {highest}, not {text}").format(
                        what=name, lowest=lowest, highest=highest, text=shown))
            raise argparse.ArgumentTypeError(_("expected {what}, not {text}").format(
                what=name, text=shown))
        value = int(text)
        if lowest is not None and value < lowest:
            raise argparse.ArgumentTypeError(_("expected {what} from {lowest}, not {value}")
                                             .format(what=named(), lowest=lowest, value=value))
        if highest is not None and value > highest:
            raise argparse.ArgumentTypeError(_("expected {what} up to {highest}, not {value}")
                                             .format(what=named(), highest=highest, value=value))
        return value

    read.__name__ = "whole_number"
    return read
