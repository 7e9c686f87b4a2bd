"""The reasons the rules give for refusing a move, in a player's language.

The rules core (and the reading of a record) writes each reason in English as it
finds it (``"no hut left"``, ``"a hut costs 3 Vatus, only 1 held"``) and never
spends time on words; this module
reads a reason back against the English patterns of the rules and says it again in
another language, the rule id kept as it is. A reason it does not know is given as
the rules wrote it.

>>> refusal_reason("no hut left", "pt"), refusal_reason("no hut left", "ja")
('não sobrou nenhuma cabana', '小屋が残っていない')
>>> refusal_reason("a hut costs 3 Vatus, only 1 held", "pt")
'uma cabana custa 3 Vatus, e você só tem 1'
>>> refusal_reason("no hut left", "en")
'no hut left'
"""

from __future__ import annotations

import re

from tabletop.patterns import Patterns
from tabletop.spec_words import spec_words
from tabletop.system_words import system_words

from ..components import Action
from ..translation import check_lang
from .foreign_patterns import FOREIGN_PATTERNS, FOREIGN_WORDS
from .language import action_name, character_name, good_name, listed, speaking, spoken
from .language import translate as _
from .record_patterns import JSON_KINDS, JSON_MESSAGES, RECORD_PATTERNS
from .refusal_patterns import PATTERNS, PHASES

__all__ = ["refusal_reason"]


_TABLE = Patterns(PATTERNS + RECORD_PATTERNS + FOREIGN_PATTERNS)


def _action(word: str) -> str:
    try:
        return action_name(Action[word.upper()])
    except KeyError:
        return word


def _actions(words: str) -> str:
    parts = re.split(r", | and ", words)
    return listed([_action(w.strip()) for w in parts])


def _group(name: str, value: str) -> str:
    """A part of a reason in the language spoken, by the name of its group."""
    if value == "a number that large":  # a number too long to be shown (vanuatu.options)
        return _("a number that large")
    if name in ("action", "source", "target"):
        return _action(value)
    if name == "actions":
        return _actions(value)
    if name == "character":
        if value in ("no character", "without character"):
            return _("no character")
        return character_name(value)
    if name == "good":
        return good_name(value)
    if name == "phase":
        return _(PHASES[value]) if value in PHASES else value
    if name == "why":
        return _said(value)
    if name == "system":
        return system_words(value, spoken())
    if name == "json":
        known = JSON_MESSAGES.get(value.lower())
        return _(known) if known is not None else value
    if name in ("foreign", "replayed"):
        return _(FOREIGN_WORDS[value]) if value in FOREIGN_WORDS else value
    if name == "kind":
        return _(JSON_KINDS[value]) if value in JSON_KINDS else _action(value)
    return value


def _said(reason: str) -> str:
    said = _TABLE.say(reason, _, _group)
    if said is not None:
        return said
    spec = spec_words(reason, spoken())
    if spec is not None:
        return spec
    place, colon, rest = reason.partition(": ")
    if colon and rest and " " not in place:  # "game.vnt: <reason>": the place as it is
        return f"{place}: {_said(rest)}"
    return reason


def refusal_reason(reason: str, lang: str = "en") -> str:
    """``reason``, a reason of the rules (:attr:`vanuatu.Violation.reason`), in ``lang``."""
    if check_lang(lang) == "en":
        return reason
    with speaking(lang):
        return _said(reason)
