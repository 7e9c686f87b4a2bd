"""The language of the ``vanuatu`` command: ``--lang en|pt|ja`` (before or after the
command's name), else the locale environment (``LANGUAGE``, ``LC_ALL``,
``LC_MESSAGES``, ``LANG``), else English; and the translation of its words.

Every message the command writes (its help, its errors, the terminal play) is an
English source message translated through Vanuatu's catalogs
(:mod:`vanuatu.translation`) into the language :func:`speaking` sets for the run.

>>> choose_language(["play", "--lang", "pt"], {}), choose_language(["--lang=ja"], {})
('pt', 'ja')
>>> choose_language(["validate", "game.vnt"], {"LANG": "pt_BR.UTF-8"})
'pt'
>>> choose_language([], {"LANG": "de_DE.UTF-8"}), choose_language([], {})
('en', 'en')
>>> with speaking("pt"):
...     _("Game over.")
'Fim de partida.'
"""

from __future__ import annotations

import argparse
import contextvars
from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager

from tabletop.translation import DEFAULT_LANGUAGE, N_, check_language, from_environment

from ..translation import translate, translate_plural

__all__ = ["N_", "_", "choose_language", "lang_option", "language", "ngettext", "speaking"]

_current: contextvars.ContextVar[str] = contextvars.ContextVar(
    "vanuatu_cli_language", default=DEFAULT_LANGUAGE)


@contextmanager
def speaking(lang: str) -> Iterator[None]:
    """Make the command's words speak ``lang`` inside the block."""
    token = _current.set(check_language(lang))
    try:
        yield
    finally:
        _current.reset(token)


def language() -> str:
    """The language the command speaks now (``en``, ``pt`` or ``ja``)."""
    return _current.get()


def gettext(message: str) -> str:
    """``message`` in the command's language (imported as ``_``)."""
    return translate(message, _current.get())


_ = gettext


def ngettext(singular: str, plural: str, n: int) -> str:
    """The form of a message for the number ``n``, in the command's language."""
    return translate_plural(singular, plural, n, _current.get())


def _given(argv: Sequence[str]) -> str | None:
    """The value of the last ``--lang`` of ``argv`` (``--lang pt`` or ``--lang=pt``)."""
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
    """The language of a run of the command: that of ``--lang`` in ``argv``, else of
    the locale ``environ``; English for a language without a catalog, and for a
    ``--lang`` that is no language tag (the parser then refuses it in English)."""
    given = _given(argv)
    if given is not None:
        try:
            return check_language(given)
        except ValueError:
            return DEFAULT_LANGUAGE
    return from_environment(environ)


def _lang_value(text: str) -> str:
    try:
        return check_language(text)
    except ValueError as e:
        raise argparse.ArgumentTypeError(str(e)) from None


def lang_option(parser: argparse.ArgumentParser) -> None:
    """Add ``--lang`` to ``parser`` (the command and each of its subcommands)."""
    parser.add_argument(
        "--lang", type=_lang_value, default=argparse.SUPPRESS, metavar="LANG",
        help=_("the language of the messages: en, pt or ja (default: from the locale "
               "environment, LANGUAGE, LC_ALL, LC_MESSAGES or LANG; English otherwise)"))
