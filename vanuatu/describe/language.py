"""The one translation function of the move descriptions, and the names they use.

The descriptions are English source text translated with the standard
library's :mod:`gettext`: the domain :data:`DOMAIN` (``"vanuatu"``) and the
catalogs in :data:`LOCALEDIR` (``vanuatu/locale/<lang>/LC_MESSAGES/vanuatu.mo``).
A language without a catalog falls back to English.

Every message is a whole sentence or phrase with named placeholders, written
``_("Sail {steps} spaces to {space}")``, and ``ngettext`` where a number changes
the words, so that the standard extraction keywords (``_``, ``ngettext``) find
them all (``pybabel extract -F babel.cfg``, with ``[python: vanuatu/describe/**.py]``).
:func:`translate` and :func:`ngettext` read the language that
:func:`speaking` sets for the description being made.

>>> check_lang("pt-BR")
'pt_BR'
>>> with speaking("en"):
...     vatus(1), vatus(2)
('1 Vatu', '2 Vatus')
"""

from __future__ import annotations

import contextvars
import gettext
import re
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from functools import lru_cache
from pathlib import Path

from ..components import Action, Character

__all__ = [
    "DOMAIN",
    "LOCALEDIR",
    "MAX_LANG",
    "action_name",
    "character_name",
    "check_lang",
    "good_name",
    "listed",
    "ngettext",
    "player_name",
    "speaking",
    "translate",
    "translations",
    "vatus",
]

#: The gettext domain of the descriptions.
DOMAIN = "vanuatu"
#: Where the compiled catalogs are: ``LOCALEDIR/<lang>/LC_MESSAGES/vanuatu.mo``.
LOCALEDIR = Path(__file__).resolve().parent.parent / "locale"
#: The longest language tag accepted.
MAX_LANG = 64

#: A language tag: ``en``, ``pt_BR``, ``pt-BR``, ``ja_JP.UTF-8``, ``sr@latin``; or the
#: locale ``C`` (``C.UTF-8``), English.
_LANG = re.compile(r"(?:[A-Za-z]{2,8}|C)(?:[-_][A-Za-z0-9]{1,8})*(?:\.[A-Za-z0-9-]{1,20})?"
                   r"(?:@[A-Za-z0-9]{1,20})?", re.ASCII)

_ENGLISH = gettext.NullTranslations()
_current: contextvars.ContextVar[gettext.NullTranslations] = contextvars.ContextVar(
    "vanuatu_describe_language", default=_ENGLISH)


def check_lang(lang: object) -> str:
    """``lang`` as gettext reads it (``pt-BR`` becomes ``pt_BR``); a
    :class:`ValueError` naming what is wrong when it is not a language tag."""
    if not isinstance(lang, str):
        raise ValueError(f"lang must be a language tag such as 'en' or 'pt_BR', not "
                         f"{type(lang).__name__}")
    if len(lang) > MAX_LANG:
        raise ValueError(f"lang is {len(lang)} characters long; a language tag such as 'en' "
                         f"or 'pt_BR' has at most {MAX_LANG}")
    if not _LANG.fullmatch(lang):
        raise ValueError(f"lang {lang[:20]!r} is not a language tag such as 'en' or 'pt_BR' "
                         "(ASCII letters, digits, '-' and '_')")
    head, sep, tail = lang.partition(".")
    return head.replace("-", "_") + sep + tail


@lru_cache(maxsize=32)
def _catalog(lang: str) -> gettext.NullTranslations:
    return gettext.translation(DOMAIN, LOCALEDIR, languages=[lang], fallback=True)


def translations(lang: str) -> gettext.NullTranslations:
    """The catalog of ``lang`` (checked with :func:`check_lang`); English, the
    source text, when there is none."""
    return _catalog(check_lang(lang))


@contextmanager
def speaking(lang: str) -> Iterator[None]:
    """Make :func:`translate` and :func:`ngettext` speak ``lang`` inside the block."""
    token = _current.set(translations(lang))
    try:
        yield
    finally:
        _current.reset(token)


def translate(message: str) -> str:
    """``message`` in the language of :func:`speaking` (imported as ``_``)."""
    return _current.get().gettext(message)


def ngettext(singular: str, plural: str, n: int) -> str:
    """The form of a message for the number ``n``, in the language of :func:`speaking`."""
    return _current.get().ngettext(singular, plural, n)


_ = translate


def vatus(n: int) -> str:
    """An amount of money: ``1 Vatu``, ``3 Vatus``."""
    return ngettext("{count} Vatu", "{count} Vatus", n).format(count=n)


def player_name(p: int) -> str:
    """A player as the game names them: ``P2``."""
    return _("P{number}").format(number=p)


def action_name(action: Action) -> str:
    """The name of an action space (R4.1)."""
    names = {
        Action.SAIL: _("Sail"),
        Action.BUILD: _("Build"),
        Action.EXPLORE: _("Explore"),
        Action.FISH: _("Fish"),
        Action.SELL: _("Sell"),
        Action.BUY: _("Buy"),
        Action.DRAW: _("Draw"),
        Action.TRANSPORT: _("Transport"),
        Action.REST: _("Rest"),
    }
    return names.get(action, str(action))


def character_name(character: str) -> str:
    """The name of a character (R1.8); an unknown one as it is written."""
    names: dict[str, str] = {
        Character.NAVIGATOR: _("Navigator"),
        Character.FISHERMAN: _("Fisherman"),
        Character.VENDOR: _("Vendor"),
        Character.DIVER: _("Diver"),
        Character.BUILDER: _("Builder"),
        Character.BUYER: _("Buyer"),
        Character.ARTIST: _("Artist"),
        Character.GUIDE: _("Guide"),
        Character.BEGGAR: _("Beggar"),
        Character.PREACHER: _("Preacher"),
        Character.GOVERNOR: _("Governor"),
    }
    return names.get(character, character)


def good_name(good: str) -> str:
    """The name of a good (R1.4); an unknown one as it is written."""
    names = {"kava": _("kava"), "copra": _("copra"), "beef": _("beef")}
    return names.get(good, good)


def listed(items: Sequence[str]) -> str:
    """Items in a list: ``A``, ``A and B``, ``A, B and C``."""
    if not items:
        return ""
    if len(items) == 1:
        return items[0]
    if len(items) == 2:
        return _("{first} and {second}").format(first=items[0], second=items[1])
    head = items[0]
    for item in items[1:-1]:
        head = _("{items}, {item}").format(items=head, item=item)
    return _("{items} and {last}").format(items=head, last=items[-1])
