"""The one translation function of Vanuatu's words: every sentence a player reads
(move descriptions, the rules reference, ...) is an English source message
translated by gettext through :data:`CATALOG`.

The catalogs are those of the gettext domain :data:`DOMAIN` (``vanuatu``) in
:data:`LOCALEDIR`: ``vanuatu/locale/<lang>/LC_MESSAGES/vanuatu.po``, compiled into
``vanuatu.mo`` when the package is built (``_build/catalogs.py``). The language is
read by :func:`tabletop.translation.check_language`: ``pt-BR`` reads Portuguese, a
language without a catalog (``de``) reads the English source text, and what is no
language tag is a :class:`ValueError`.

>>> translate("Sail"), translate("Sail", "pt-BR"), translate("Sail", "ja"), translate("Sail", "de")
('Sail', 'Navegar', '航海', 'Sail')
>>> translate_plural("{count} Vatu", "{count} Vatus", 2, "pt")
'{count} Vatus'
>>> translate_plural("{count} Vatu", "{count} Vatus", 2, "ja")
'{count}バツ'
>>> translate("Sail", "not a language")
Traceback (most recent call last):
...
ValueError: lang 'not a language' is not a language tag such as 'en', 'pt' or 'ja'
"""

from __future__ import annotations

import gettext
from pathlib import Path

from tabletop.translation import N_, Catalog, check_language

__all__ = [
    "DOMAIN",
    "LOCALEDIR",
    "N_",
    "catalog",
    "check_lang",
    "translate",
    "translate_plural",
    "translations",
]

#: The gettext domain of Vanuatu's messages.
DOMAIN = "vanuatu"
#: Where the catalogs are: ``LOCALEDIR/<lang>/LC_MESSAGES/vanuatu.mo``.
LOCALEDIR = Path(__file__).resolve().parent / "locale"

#: The language of a tag, as :func:`tabletop.translation.check_language` reads it.
check_lang = check_language


def catalog() -> Catalog:
    """Vanuatu's catalogs (read from :data:`LOCALEDIR` as it is when asked)."""
    return Catalog(DOMAIN, LOCALEDIR)


def translations(lang: str) -> gettext.NullTranslations:
    """The gettext translations of ``lang``; English, the source text, without a catalog."""
    return catalog().translations(lang)


def translate(message: str, lang: str = "en") -> str:
    """``message`` in ``lang``."""
    return catalog().gettext(message, lang)


def translate_plural(singular: str, plural: str, count: int, lang: str = "en") -> str:
    """The form of ``singular``/``plural`` for ``count`` in ``lang``."""
    return catalog().ngettext(singular, plural, count, lang)
