"""The language of the ``vanuatu`` command: ``--lang en|pt|ja`` (before or after the
command's name), else the locale environment (``LANGUAGE``, ``LC_ALL``,
``LC_MESSAGES``, ``LANG``), else English; and the translation of its words.

Every message the command writes (its help, its errors, the terminal play) is an
English source message translated through Vanuatu's catalogs
(:mod:`vanuatu.translation`) into the language :func:`speaking` sets for the run.
The choice of the language and the ``--lang`` option are those of both games'
commands (:mod:`tabletop.commandline`).

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

from tabletop.commandline import choose_language, lang_option, language, speaking
from tabletop.translation import N_

from ..translation import translate, translate_plural

__all__ = ["N_", "_", "choose_language", "lang_option", "language", "ngettext", "speaking"]


def gettext(message: str) -> str:
    """``message`` in the command's language (imported as ``_``)."""
    return translate(message, language())


_ = gettext


def ngettext(singular: str, plural: str, n: int) -> str:
    """The form of a message for the number ``n``, in the command's language."""
    return translate_plural(singular, plural, n, language())
