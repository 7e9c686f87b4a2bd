"""The argument parser of the ``vanuatu`` command, in the command's language: its
help (the ``usage:`` line, the section titles, ``--help``) and the errors argparse
writes in English (a missing argument, an unknown option, an invalid value), said
again through the catalogs (:mod:`vanuatu.cli.words`).

>>> from vanuatu.cli.words import speaking
>>> with speaking("pt"):
...     argparse_words("the following arguments are required: --players")
'faltam os argumentos obrigatórios: --players'
>>> argparse_words("argument --players: invalid int value: 'x'")
"argument --players: invalid int value: 'x'"
"""

from __future__ import annotations

import argparse
import re
import unicodedata
from collections.abc import Callable, Iterable
from typing import Any, NoReturn

from .words import gettext as _
from .words import language

__all__ = ["Formatter", "Parser", "UsageError", "argparse_words", "wrap"]


class UsageError(Exception):
    """A wrong command line, reported in one line with exit status 2."""


def _inner(message: str) -> str:
    """The part after ``argument NAME:`` of an argparse error, translated."""
    for pattern, words in _ARGUMENT_WORDS:
        found = pattern.fullmatch(message)
        if found:
            return words().format(**found.groupdict())
    return message


#: The errors argparse gives about one argument, as it writes them (Python 3.11).
_ARGUMENT_WORDS: tuple[tuple[re.Pattern[str], Callable[[], str]], ...] = (
    (re.compile(r"invalid choice: (?P<value>.*) \(choose from (?P<choices>.*)\)"),
     lambda: _("invalid choice: {value} (choose from {choices})")),
    (re.compile(r"expected one argument"), lambda: _("expected one argument")),
    (re.compile(r"expected at most one argument"), lambda: _("expected at most one argument")),
    (re.compile(r"expected at least one argument"),
     lambda: _("expected at least one argument")),
    (re.compile(r"invalid (?P<type>\S+) value: (?P<value>.*)"),
     lambda: _("invalid value: {value} (expected {type})")),
    (re.compile(r"not allowed with argument (?P<other>.*)"),
     lambda: _("not allowed with argument {other}")),
    (re.compile(r"ignored explicit argument (?P<value>.*)"),
     lambda: _("ignored explicit argument {value}")),
)

#: The errors argparse gives about the whole command line.
_LINE_WORDS: tuple[tuple[re.Pattern[str], Callable[[], str]], ...] = (
    (re.compile(r"the following arguments are required: (?P<names>.*)"),
     lambda: _("the following arguments are required: {names}")),
    (re.compile(r"unrecognized arguments: (?P<words>.*)"),
     lambda: _("unrecognized arguments: {words}")),
    (re.compile(r"ambiguous option: (?P<option>.*) could match (?P<matches>.*)"),
     lambda: _("ambiguous option: {option} could match {matches}")),
    (re.compile(r"one of the arguments (?P<names>.*) is required"),
     lambda: _("one of the arguments {names} is required")),
)
_ARGUMENT = re.compile(r"argument (?P<name>.+?): (?P<message>.*)", re.DOTALL)


def argparse_words(message: str) -> str:
    """An error message of argparse (English) in the command's language; a message
    it does not know, and any message in English, as it is."""
    if language() == "en":
        return message
    found = _ARGUMENT.fullmatch(message)
    if found:
        return _("argument {name}: {message}").format(
            name=found["name"], message=_inner(found["message"]))
    for pattern, words in _LINE_WORDS:
        line = pattern.fullmatch(message)
        if line:
            return words().format(**line.groupdict())
    return message


def _columns(text: str) -> int:
    """The terminal columns of ``text``: two for each wide (CJK) character."""
    return sum(2 if unicodedata.east_asian_width(c) in "WF" else 1 for c in text)


def wrap(text: str, width: int) -> list[str]:
    """``text`` cut into lines of at most ``width`` terminal columns: at spaces, and
    between any two wide characters (Japanese has no spaces between words).

    >>> wrap("ゲームのシード。偶然の結果", 10)
    ['ゲームのシ', 'ード。偶然', 'の結果']
    >>> wrap("a few short words", 8)
    ['a few', 'short', 'words']
    """
    lines: list[str] = []
    line = ""
    for piece in re.findall(r"[^\s\u3000-\u9fff\uff00-\uffef]+|[\u3000-\u9fff\uff00-\uffef]|\s+",
                            " ".join(text.split())):
        if piece.isspace():
            if line:
                line += " "
            continue
        if line and _columns(line.rstrip() + piece) > width:
            lines.append(line.rstrip())
            line = ""
        line += piece
    if line.strip():
        lines.append(line.rstrip())
    return lines


class Formatter(argparse.HelpFormatter):
    """Help text whose ``usage:`` line is in the command's language, wrapped by the
    columns a terminal gives each character."""

    def _split_lines(self, text: str, width: int) -> list[str]:
        if _columns(text) == len(text):
            return super()._split_lines(text, width)
        return wrap(text, width)

    def _fill_text(self, text: str, width: int, indent: str) -> str:
        if _columns(text) == len(text):
            return super()._fill_text(text, width, indent)
        return "\n".join(indent + line for line in wrap(text, width - len(indent)))

    def add_usage(self, usage: str | None, actions: Iterable[argparse.Action],
                  groups: Iterable[argparse._MutuallyExclusiveGroup],
                  prefix: str | None = None) -> None:
        super().add_usage(usage, actions, groups, _("usage: ") if prefix is None else prefix)


class Parser(argparse.ArgumentParser):
    """An argument parser that speaks the command's language, whose errors are
    :class:`UsageError` (one line, status 2)."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        kwargs.setdefault("formatter_class", Formatter)
        kwargs["add_help"] = False
        super().__init__(*args, **kwargs)
        self._positionals.title = _("positional arguments")
        self._optionals.title = _("options")
        self.add_argument("-h", "--help", action="help", default=argparse.SUPPRESS,
                          help=_("show this help message and exit"))

    def error(self, message: str) -> NoReturn:
        """Raise :class:`UsageError` with ``message`` and where to find help."""
        raise UsageError(_("{message} (see '{prog} --help')").format(
            message=argparse_words(message), prog=self.prog))
