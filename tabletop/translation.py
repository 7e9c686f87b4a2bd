"""The translation layer both games share: gettext catalogs, one per game, and the
choice of a language.

Every sentence a player reads is an English source message translated through a
:class:`Catalog`: the standard library's :mod:`gettext` reading the compiled
catalogs ``<localedir>/<lang>/LC_MESSAGES/<domain>.mo`` of one game (the ``.po``
sources beside them are compiled when the package is built). A language without a
catalog reads the English source text. Messages defined when a module is imported
are marked with the no-op :func:`N_` and translated when they are shown, so that
message extraction (``pybabel extract -k N_``) finds each one whole.

Which language: :func:`check_language` reads a tag given by a person (``pt-BR``,
``ja_JP.UTF-8``) and refuses one that is no tag; :func:`negotiate` picks from an HTTP
``Accept-Language`` header; :func:`from_environment` from ``LANGUAGE``, ``LC_ALL``,
``LC_MESSAGES`` and ``LANG``. Each gives one of :data:`LANGUAGES`, English where the
language asked for is not one of them.

>>> check_language("pt-BR"), check_language("ja_JP.UTF-8"), check_language("de")
('pt', 'ja', 'en')
>>> negotiate("fr-CH, fr;q=0.9, ja;q=0.8, en;q=0.5")
'ja'
>>> from_environment({"LANG": "pt_BR.UTF-8"})
'pt'
>>> join_list(["fish", "sell", "buy"], "en"), join_list(["peixe", "venda"], "pt")
('fish, sell and buy', 'peixe e venda')
"""

from __future__ import annotations

import gettext
import re
from collections.abc import Mapping, Sequence
from functools import lru_cache
from pathlib import Path

import attrs

__all__ = [
    "DEFAULT_LANGUAGE",
    "LANGUAGES",
    "MAX_TAG",
    "N_",
    "TAG_PATTERN",
    "Catalog",
    "check_language",
    "from_environment",
    "join_list",
    "list_separator",
    "negotiate",
]

#: The languages of the catalogs, in the order a page's switch lists them.
LANGUAGES: tuple[str, ...] = ("en", "pt", "ja")
#: The source language, read where no catalog fits.
DEFAULT_LANGUAGE = "en"
#: The longest language tag (or ``Accept-Language`` header, times four) read.
MAX_TAG = 64

#: A language tag as people and systems write it: ``en``, ``pt-BR``, ``pt_BR``,
#: ``ja_JP.UTF-8``, ``sr@latin``.
_TAG = re.compile(
    r"(?P<language>[A-Za-z]{2,8})(?:[-_][A-Za-z0-9]{1,8})*"
    r"(?:\.[A-Za-z0-9-]{1,20})?(?:@[A-Za-z0-9]{1,20})?",
    re.ASCII,
)
#: What :func:`check_language` reads, as a JSON-schema ``pattern`` (with
#: ``maxLength`` :data:`MAX_TAG`), for an API parameter ``lang``.
TAG_PATTERN = (r"^(?:(?:C|POSIX)(?:\.[A-Za-z0-9-]{1,20})?|[A-Za-z]{2,8}(?:[-_][A-Za-z0-9]{1,8})*"
               r"(?:\.[A-Za-z0-9-]{1,20})?(?:@[A-Za-z0-9]{1,20})?)$")
_QUALITY = re.compile(r"q=(?P<q>[01](?:\.[0-9]{0,3})?)", re.ASCII)


def N_(message: str) -> str:
    """Mark ``message`` for extraction and give it back unchanged (translated later).

    >>> N_("Fish")
    'Fish'
    """
    return message


def _language(tag: str) -> str | None:
    """The language of a well-formed ``tag`` among :data:`LANGUAGES`, else ``None``."""
    if tag.partition(".")[0] in ("C", "POSIX"):
        return DEFAULT_LANGUAGE  # the locales of no language
    found = _TAG.fullmatch(tag)
    if found is None:
        return None
    language = found["language"].lower()
    return language if language in LANGUAGES else DEFAULT_LANGUAGE


def check_language(lang: object) -> str:
    """The language of :data:`LANGUAGES` that the tag ``lang`` names (English for a
    well-formed tag of another language), or a :class:`ValueError` naming what is
    wrong when ``lang`` is no language tag.

    >>> check_language("PT")
    'pt'
    >>> check_language("pt BR")
    Traceback (most recent call last):
    ...
    ValueError: lang 'pt BR' is not a language tag such as 'en', 'pt' or 'ja'
    """
    if not isinstance(lang, str):
        raise ValueError(
            f"lang must be a language tag such as 'en', 'pt' or 'ja', not {type(lang).__name__}")
    if len(lang) > MAX_TAG:
        raise ValueError(f"lang is {len(lang)} characters long; a language tag such as 'en', "
                         f"'pt' or 'ja' has at most {MAX_TAG}")
    language = _language(lang)
    if language is None:
        raise ValueError(f"lang {lang[:24]!r} is not a language tag such as 'en', 'pt' or 'ja'")
    return language


def negotiate(header: str | None) -> str:
    """The language of :data:`LANGUAGES` a browser's ``Accept-Language`` header
    prefers (by its ``q`` weights, the first listed on a tie); English when it names
    none of them, is absent or cannot be read. A header is read up to
    ``4 * MAX_TAG`` characters.

    >>> negotiate("pt-BR,pt;q=0.9,en-US;q=0.8"), negotiate(None), negotiate("*")
    ('pt', 'en', 'en')
    """
    if not header:
        return DEFAULT_LANGUAGE
    best: tuple[float, int, str] | None = None
    for index, part in enumerate(header[: 4 * MAX_TAG].split(",")):
        tag, _, params = part.strip().partition(";")
        language = _language(tag.strip())
        if language is None or (language == DEFAULT_LANGUAGE
                                and not tag.strip().lower().startswith(DEFAULT_LANGUAGE)):
            continue
        quality = _QUALITY.fullmatch(params.strip().replace(" ", ""))
        q = float(quality["q"]) if quality else (0.0 if params.strip() else 1.0)
        if q > 0 and (best is None or (q, -index) > (best[0], best[1])):
            best = (q, -index, language)
    return best[2] if best else DEFAULT_LANGUAGE


def from_environment(environ: Mapping[str, str]) -> str:
    """The language the locale environment asks for: the first of ``LANGUAGE`` (a
    colon-separated list), ``LC_ALL``, ``LC_MESSAGES`` and ``LANG`` that is set and
    names a language (``C`` and ``POSIX`` name none); English otherwise.

    >>> from_environment({"LANGUAGE": "ja:en", "LANG": "pt_BR.UTF-8"})
    'ja'
    >>> from_environment({"LC_ALL": "C", "LANG": "C.UTF-8"})
    'en'
    """
    for name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        for tag in environ.get(name, "")[:MAX_TAG].split(":"):
            if tag and tag.split(".")[0] not in ("C", "POSIX"):
                language = _language(tag)
                if language is not None:
                    return language
    return DEFAULT_LANGUAGE


@lru_cache(maxsize=64)
def _translations(domain: str, localedir: str, language: str) -> gettext.NullTranslations:
    return gettext.translation(domain, localedir, languages=[language], fallback=True)


@attrs.frozen
class Catalog:
    """The messages of one game (``domain``) in the catalogs under ``localedir``.

    >>> from pathlib import Path
    >>> words = Catalog("example", Path("no-such-folder"))
    >>> words.gettext("Fish", "pt"), words.ngettext("{n} Vatu", "{n} Vatus", 2, "ja")
    ('Fish', '{n} Vatus')
    """

    #: The gettext domain: the name of the ``.mo`` files.
    domain: str
    #: The folder holding ``<lang>/LC_MESSAGES/<domain>.mo``.
    localedir: Path

    def translations(self, lang: str) -> gettext.NullTranslations:
        """The gettext translations of ``lang`` (checked by :func:`check_language`)."""
        return _translations(self.domain, str(self.localedir), check_language(lang))

    def gettext(self, message: str, lang: str) -> str:
        """``message`` in ``lang``."""
        return self.translations(lang).gettext(message)

    def ngettext(self, singular: str, plural: str, count: int, lang: str) -> str:
        """The form of ``singular``/``plural`` for ``count`` in ``lang``."""
        return self.translations(lang).ngettext(singular, plural, count)

    def pgettext(self, context: str, message: str, lang: str) -> str:
        """``message`` in ``lang``, told apart from the same English by ``context``."""
        return self.translations(lang).pgettext(context, message)


#: How each language joins the last two items of a list, and the others.
_LIST_JOINS: dict[str, tuple[str, str]] = {
    "en": (", ", " and "),
    "pt": (", ", " e "),
    "ja": ("、", "、"),
}


def join_list(items: Sequence[str], lang: str) -> str:
    """``items`` as a list in a sentence of ``lang`` ("a, b and c").

    >>> join_list(["魚", "売る", "買う"], "ja"), join_list(["fish"], "en"), join_list([], "en")
    ('魚、売る、買う', 'fish', '')
    """
    between, last = _LIST_JOINS[check_language(lang)]
    if len(items) <= 1:
        return "".join(items)
    return between.join(items[:-1]) + last + items[-1]


def list_separator(lang: str) -> str:
    """What separates the items of a list of ``lang`` that has no last ``and`` (a
    table's cells, the items of a score).

    >>> list_separator("en"), list_separator("pt"), list_separator("ja")
    (', ', ', ', '、')
    """
    joins = _LIST_JOINS.get(lang) or _LIST_JOINS[check_language(lang)]
    return joins[0]
