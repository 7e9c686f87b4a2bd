"""The one translation function of the player texts.

Every word a player reads from :mod:`vanuatu.reference` goes through
:func:`translate`: the standard library's :mod:`gettext` with the domain
``vanuatu`` and the catalogs of ``vanuatu/locale/`` (``<lang>/LC_MESSAGES/vanuatu.mo``).
The source text is English; a language without a catalog reads English. Texts
defined at import time are marked with the no-op :func:`N_`, so that an
extraction tool (Babel: ``pybabel extract -k N_ -k _``) finds each of them as
one whole message, and are translated only when asked for.

>>> translate(N_("Sail"))
'Sail'
>>> translate("Sail", lang="pt")  # no Portuguese catalog yet: the English text
'Sail'
>>> translate("Sail", lang="not a language")
Traceback (most recent call last):
...
ValueError: lang must be a language code such as 'en', 'pt' or 'ja', not 'not a language'
"""

from __future__ import annotations

import functools
import gettext
import re
from pathlib import Path

__all__ = ["DOMAIN", "LOCALE_DIR", "N_", "check_lang", "translate", "translation"]

#: The gettext domain of the package's messages.
DOMAIN = "vanuatu"

#: Where the message catalogs are: ``vanuatu/locale/<lang>/LC_MESSAGES/vanuatu.mo``.
LOCALE_DIR = Path(__file__).resolve().parent.parent / "locale"

_LANG = re.compile(r"[A-Za-z]{2,3}(?:[_-][A-Za-z0-9]{2,8})*")


def N_(message: str) -> str:
    """Mark ``message`` for translation and return it unchanged (translated later)."""
    return message


def check_lang(lang: object) -> str:
    """``lang`` as gettext reads it (``"pt-BR"`` → ``"pt_BR"``), or a clear error.

    >>> check_lang("pt-BR")
    'pt_BR'
    """
    if not isinstance(lang, str):
        raise TypeError(f"lang must be a language code (a str), not {type(lang).__name__}")
    if not _LANG.fullmatch(lang):
        raise ValueError(f"lang must be a language code such as 'en', 'pt' or 'ja', not {lang!r}")
    return lang.replace("-", "_")


@functools.lru_cache(maxsize=16)
def translation(lang: str = "en") -> gettext.NullTranslations:
    """The catalog of ``lang`` (English, the source text, where there is none)."""
    return gettext.translation(
        DOMAIN, localedir=str(LOCALE_DIR), languages=[check_lang(lang)], fallback=True
    )


def translate(message: str, lang: str = "en") -> str:
    """``message`` in ``lang``; the English source text where no catalog has it."""
    return translation(check_lang(lang)).gettext(message)
