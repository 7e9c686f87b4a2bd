"""The language of the ``vapor-willie`` command and the translation of its words.

The command speaks the language of ``--lang en|pt|ja``, else of the locale environment
(``LANGUAGE``, ``LC_ALL``, ``LC_MESSAGES``, ``LANG``), else English: the choice and the
option of both games' commands (:mod:`tabletop.commandline`). Every message it writes
is an English source message translated through Vapor Willie's catalogs
(:mod:`vapor_willie.translation`) into the language of the run.

>>> with speaking("pt"):
...     _("Winner: {players}")
'Vencedor: {players}'
>>> choose_language(["play", "--lang=ja"], {"LANG": "pt_BR.UTF-8"})
'ja'
"""

from __future__ import annotations

from tabletop.commandline import choose_language, language, speaking
from tabletop.translation import N_

from ..translation import translate, translate_plural

__all__ = ["EXIT_CODES", "N_", "_", "choose_language", "gettext", "language", "ngettext",
           "speaking"]

#: The epilog of every command's help: the exit statuses, as ``vanuatu``'s commands
#: give them.
EXIT_CODES = N_(
    "exit status: 0 success; 1 a record holds an illegal move; 2 a file cannot be read or "
    "written, or the command line is wrong; 141 standard output was closed early"
)


def gettext(message: str) -> str:
    """``message`` in the command's language (imported as ``_``)."""
    return translate(message, language())


_ = gettext


def ngettext(singular: str, plural: str, n: int) -> str:
    """The form of a message for the number ``n``, in the command's language."""
    return translate_plural(singular, plural, n, language())
