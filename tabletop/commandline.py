"""The command line of either game in a player's language: ``--lang en|pt|ja``
(before or after the command's name), else the locale environment (``LANGUAGE``,
``LC_ALL``, ``LC_MESSAGES``, ``LANG``), else English; and an argument parser whose
help (the ``usage:`` line, the section titles, ``--help``) and errors (those argparse
writes in English: a missing argument, an unknown option, an invalid value) speak it.

A command runs inside :func:`speaking` (the language of its run, chosen by
:func:`choose_language`); each game translates its own words through its catalog
into :func:`language`, and this module's words come from the domain ``tabletop``.

>>> choose_language(["play", "--lang", "pt"], {}), choose_language(["--lang=ja"], {})
('pt', 'ja')
>>> choose_language(["validate", "game.vnt"], {"LANG": "pt_BR.UTF-8"})
'pt'
>>> choose_language([], {"LANG": "de_DE.UTF-8"}), choose_language([], {})
('en', 'en')
>>> with speaking("pt"):
...     argparse_words("the following arguments are required: --players")
'faltam os argumentos obrigatórios: --players'
>>> argparse_words("argument --players: invalid int value: 'x'")
"argument --players: invalid int value: 'x'"
"""

from __future__ import annotations

import argparse
import contextvars
import os
import re
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import Any, NoReturn

from .columns import columns
from .out_files import OutFault, Unwritable, out_fault
from .translation import DEFAULT_LANGUAGE, Catalog, check_language, from_environment

__all__ = [
    "ONE_FILE",
    "WORDS",
    "Formatter",
    "OutFault",
    "Parser",
    "Unwritable",
    "UsageError",
    "argparse_words",
    "choose_language",
    "given_language",
    "lang_everywhere",
    "lang_option",
    "lang_value",
    "language",
    "out_fault",
    "records_fault",
    "speaking",
    "standard_input_fault",
    "wrap",
]

#: The words of this module (the gettext domain ``tabletop``).
WORDS = Catalog("tabletop", Path(__file__).resolve().parent / "locale")

_current: contextvars.ContextVar[str] = contextvars.ContextVar(
    "tabletop_command_language", default=DEFAULT_LANGUAGE)


@contextmanager
def speaking(lang: str) -> Iterator[None]:
    """Make the command speak ``lang`` inside the block (:func:`language`)."""
    token = _current.set(check_language(lang))
    try:
        yield
    finally:
        _current.reset(token)


def language() -> str:
    """The language the command speaks now (``en``, ``pt`` or ``ja``)."""
    return _current.get()


def _(message: str) -> str:
    return WORDS.gettext(message, _current.get())


def given_language(argv: Sequence[str]) -> str | None:
    """The value of the last ``--lang`` of ``argv`` (``--lang pt`` or ``--lang=pt``),
    before any ``--``; ``None`` without one."""
    found = None
    for k, word in enumerate(argv):
        if word == "--":
            break
        if word == "--lang" and k + 1 < len(argv):
            found = argv[k + 1]
        elif word.startswith("--lang="):
            found = word.removeprefix("--lang=")
    return found


def choose_language(argv: Sequence[str], environ: Mapping[str, str]) -> str:
    """The language of a run of a command: that of ``--lang`` in ``argv``, else of
    the locale ``environ``; English for a language without a catalog, and for a
    ``--lang`` that is no language tag (the parser then refuses it in English)."""
    given = given_language(argv)
    if given is not None:
        try:
            return check_language(given)
        except ValueError:
            return DEFAULT_LANGUAGE
    return from_environment(environ)


def lang_value(text: str) -> str:
    """The argparse type of ``--lang``: the language of the tag ``text``."""
    try:
        return check_language(text)
    except ValueError as e:
        raise argparse.ArgumentTypeError(str(e)) from None


def lang_option(parser: argparse.ArgumentParser, help: str | None = None) -> None:
    """Add ``--lang`` to ``parser`` (its ``help`` in the command's language; by default
    this module's)."""
    parser.add_argument(
        "--lang", type=lang_value, default=argparse.SUPPRESS, metavar="LANG",
        help=help if help is not None else _(
            "the language of the messages: en, pt or ja (default: from the locale "
            "environment, LANGUAGE, LC_ALL, LC_MESSAGES or LANG; English otherwise)"))


def lang_everywhere(parsers: Iterable[argparse.ArgumentParser],
                    help: str | None = None) -> None:
    """Add ``--lang`` to each of ``parsers`` and to their own subcommands."""
    for command_parser in parsers:
        lang_option(command_parser, help)
        for action in command_parser._actions:
            if isinstance(action, argparse._SubParsersAction):
                lang_everywhere(action.choices.values(), help)


class UsageError(Exception):
    """A wrong command line, reported in one line with exit status 2."""


#: The commands that read one record file by its name (``validate`` reads standard
#: input too).
ONE_FILE = ("analyse", "convert", "replay", "view")


def standard_input_fault(args: argparse.Namespace) -> str | None:
    """Why a command line cannot read standard input (``-``) as it asks, or ``None``:
    only ``validate`` reads it, and only once (a second ``-`` would find it read).

    >>> standard_input_fault(argparse.Namespace(command="validate", files=["-", "-"]))
    "'-' (standard input) can be given once only: it is read to its end the first time"
    """
    command = getattr(args, "command", None)
    if getattr(args, "file", None) == "-" and command in ONE_FILE:
        return _("'-' (standard input) is read by validate only: give {command} a "
                 "file").format(command=command)
    files = getattr(args, "files", None)
    if isinstance(files, list) and files.count("-") > 1:
        return _("'-' (standard input) can be given once only: it is read to its end the "
                 "first time")
    return None


def records_fault(folder: str | None) -> str | None:
    """Why an arena cannot write its records in ``folder`` (``--records``), in the
    command's language, or ``None`` when it can (or there is no folder): it is not a
    folder, or it may not be written in.

    >>> records_fault(None) is None
    True
    >>> records_fault("no-such-folder")
    "--records: 'no-such-folder' is not a folder"
    """
    if folder is None:
        return None
    if not os.path.isdir(folder):
        return _("--records: {folder} is not a folder").format(folder=repr(folder[:200]))
    if not os.access(folder, os.W_OK):
        return _("--records: cannot write in {folder}").format(folder=repr(folder[:200]))
    return None


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


def argparse_words(message: str,
                   inner: Callable[[str], str] | None = None) -> str:
    """An error message of argparse (English) in the command's language; a message
    it does not know, and any message in English, as it is. ``inner`` says the part
    after ``argument NAME:`` that argparse does not write (a game's own refusal of a
    value) in the command's language."""
    if language() == "en":
        return message
    found = _ARGUMENT.fullmatch(message)
    if found:
        said = _inner(found["message"])
        if said == found["message"] and inner is not None:
            said = inner(said)
        return _("argument {name}: {message}").format(name=found["name"], message=said)
    for pattern, words in _LINE_WORDS:
        line = pattern.fullmatch(message)
        if line:
            return words().format(**line.groupdict())
    return message


#: What a line of Japanese does not start with (closing brackets and punctuation, small
#: kana, the long vowel mark) and does not end with (opening brackets).
_NO_START = frozenset("、。，．・：；！？）」』】〕〉》ーぁぃぅぇぉっゃゅょゎァィゥェォッャュョヮ")
_NO_END = frozenset("（「『【〔〈《")


def wrap(text: str, width: int) -> list[str]:
    """``text`` cut into lines of at most ``width`` terminal columns: at spaces, and
    between any two wide characters (Japanese has no spaces between words), but never
    before a closing bracket or punctuation nor after an opening bracket: the wide
    character before the cut then goes to the next line too.

    >>> wrap("ゲームのシード。偶然の結果", 10)
    ['ゲームの', 'シード。偶', '然の結果']
    >>> wrap("既定：英語（なければ）", 10), wrap("既定：英（なければ）", 10)
    (['既定：英語', '（なけれ', 'ば）'], ['既定：英', '（なけれ', 'ば）'])
    >>> wrap("a few short words", 8)
    ['a few', 'short', 'words']
    """
    lines: list[str] = []
    line: list[str] = []  # the pieces of the line being filled, " " between words
    for piece in re.findall(r"[^\s\u3000-\u9fff\uff00-\uffef]+|[\u3000-\u9fff\uff00-\uffef]|\s+",
                            " ".join(text.split())):
        if piece.isspace():
            if line:
                line.append(" ")
            continue
        if line and columns("".join(line) + piece) > width:
            carried: list[str] = []
            starts_wrong = piece[0] in _NO_START
            while len(line) > 1 and line[-1] != " " and (starts_wrong or line[-1][-1] in _NO_END):
                carried.insert(0, line.pop())
                starts_wrong = carried[0][0] in _NO_START
            lines.append("".join(line).rstrip())
            line = carried
        line.append(piece)
    if "".join(line).strip():
        lines.append("".join(line).rstrip())
    return lines


class Formatter(argparse.HelpFormatter):
    """Help text whose ``usage:`` line is in the command's language, wrapped by the
    columns a terminal gives each character."""

    def _split_lines(self, text: str, width: int) -> list[str]:
        if columns(text) == len(text):
            return super()._split_lines(text, width)
        return wrap(text, width)

    def _fill_text(self, text: str, width: int, indent: str) -> str:
        if columns(text) == len(text):
            return super()._fill_text(text, width, indent)
        return "\n".join(indent + line for line in wrap(text, width - len(indent)))

    def add_usage(self, usage: str | None, actions: Iterable[argparse.Action],
                  groups: Iterable[argparse._MutuallyExclusiveGroup],
                  prefix: str | None = None) -> None:
        super().add_usage(usage, actions, groups, _("usage: ") if prefix is None else prefix)


class Parser(argparse.ArgumentParser):
    """An argument parser that speaks the command's language, whose errors are
    :class:`UsageError` (one line, status 2)."""

    #: The error raised by :meth:`error` (a game's subclass of :class:`UsageError`).
    usage_error: type[Exception] = UsageError

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        kwargs.setdefault("formatter_class", Formatter)
        kwargs["add_help"] = False
        super().__init__(*args, **kwargs)
        self._positionals.title = _("positional arguments")
        self._optionals.title = _("options")
        self.add_argument("-h", "--help", action="help", default=argparse.SUPPRESS,
                          help=_("show this help message and exit"))

    def error(self, message: str) -> NoReturn:
        """Raise :attr:`usage_error` with ``message`` and where to find help."""
        raise self.usage_error(_("{message} (see '{prog} --help')").format(
            message=self.said(message), prog=self.prog))

    def said(self, message: str) -> str:
        """An argparse error ``message`` in the command's language."""
        return argparse_words(message)
