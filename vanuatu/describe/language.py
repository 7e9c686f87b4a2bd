"""The one translation function of the move descriptions, and the names they use.

The descriptions are English source text translated by Vanuatu's one translation
layer, :mod:`vanuatu.translation` (gettext, the domain ``vanuatu``, the catalogs of
``vanuatu/locale/``). A language without a catalog falls back to English.

Every message is a whole sentence or phrase with named placeholders, written
``_("Sail {steps} spaces to {space}")``, and ``ngettext`` where a number changes
the words, so that the standard extraction keywords (``_``, ``ngettext``) find
them all (``python _build/catalogs.py extract``).
:func:`translate` and :func:`ngettext` read the language that
:func:`speaking` sets for the description being made.

>>> check_lang("pt-BR")
'pt'
>>> with speaking("en"):
...     vatus(1), vatus(2)
('1 Vatu', '2 Vatus')
"""

from __future__ import annotations

import contextvars
import gettext
from collections.abc import Iterator, Sequence
from contextlib import contextmanager

from ..components import Action, Character
from ..translation import DOMAIN, LOCALEDIR, N_, check_lang, translations

__all__ = [
    "DOMAIN",
    "LOCALEDIR",
    "action_name",
    "action_word",
    "character_name",
    "character_word",
    "check_lang",
    "good_name",
    "listed",
    "ngettext",
    "pgettext",
    "player_name",
    "rest_token_name",
    "speaking",
    "spoken",
    "translate",
    "translations",
    "vatus",
]

_ENGLISH = gettext.NullTranslations()
_current: contextvars.ContextVar[gettext.NullTranslations] = contextvars.ContextVar(
    "vanuatu_describe_language", default=_ENGLISH)
_spoken: contextvars.ContextVar[str] = contextvars.ContextVar(
    "vanuatu_describe_spoken", default="en")


@contextmanager
def speaking(lang: str) -> Iterator[None]:
    """Make :func:`translate` and :func:`ngettext` speak ``lang`` inside the block."""
    token = _current.set(translations(lang))  # checked: ValueError for no language tag
    spoken = _spoken.set(check_lang(lang))
    try:
        yield
    finally:
        _spoken.reset(spoken)
        _current.reset(token)


def spoken() -> str:
    """The language :func:`speaking` sets (``en``, ``pt`` or ``ja``)."""
    return _spoken.get()


def translate(message: str) -> str:
    """``message`` in the language of :func:`speaking` (imported as ``_``)."""
    return _current.get().gettext(message)


def ngettext(singular: str, plural: str, n: int) -> str:
    """The form of a message for the number ``n``, in the language of :func:`speaking`."""
    return _current.get().ngettext(singular, plural, n)


def pgettext(context: str, message: str) -> str:
    """``message`` in the language of :func:`speaking`, told apart from the same English
    by ``context``."""
    return _current.get().pgettext(context, message)


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


def action_word(action: Action) -> str:
    """An action space as a line of text names it: its lower-case id in English
    (``fish``), its name in another language."""
    name = action_name(action)
    return action.word if name == action.word.capitalize() else name


def character_word(character: str) -> str:
    """A character as a line of text names it: its lower-case id in English
    (``navigator``), its name in another language."""
    name = character_name(character)
    return character if name == character.capitalize() else name


#: The rest tokens (R1.7) by name.
_TOKENS = {"first": N_("first"), "vatu": N_("vatu"), "point": N_("point"), "both": N_("both")}


def rest_token_name(token: str) -> str:
    """The name of a rest token (``first``, ``vatu``...) in the language of
    :func:`speaking`; an unknown one as it is."""
    return _(_TOKENS[token]) if token in _TOKENS else token
