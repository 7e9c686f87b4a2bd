"""The reasons the rules give for refusing a move, in a player's language.

The rules (:mod:`vapor_willie.rules`) write each reason in English as they find it
(``"docking costs a silvo and P0 has none"``) and never spend time on words; this
module reads a reason back against the English patterns of the rules
(:mod:`~vapor_willie.narration.refusal_patterns`) and says it again in another
language, the rule id kept as it is. A reason it does not know is given as written.

>>> refusal_reason("docking costs a silvo and P0 has none", "pt")
'atracar custa um silvo e P0 não tem nenhum'
>>> refusal_reason("the bag is empty", "ja"), refusal_reason("the bag is empty")
('袋が空である', 'the bag is empty')
>>> refusal_text("P0 dock PA: VW4.3 docking costs a silvo and P0 has none", "pt")
'P0 dock PA: VW4.3 atracar custa um silvo e P0 não tem nenhum'
"""

from __future__ import annotations

import re

from tabletop.patterns import Patterns
from tabletop.translation import check_language

from ..translation import translate as _
from .refusal_patterns import PATTERNS, STEPS

__all__ = ["refusal_reason", "refusal_text", "step_name"]


_TABLE = Patterns(PATTERNS)


def step_name(kind: str, lang: str = "en") -> str:
    """The kind of a pending step (``keep``, ``offer``...) in ``lang``; English keeps it."""
    if lang == "en" or kind not in STEPS:
        return kind
    return _(STEPS[kind], lang)


def _group(name: str, value: str, lang: str) -> str:
    if name == "why":
        return _said(value, lang)
    if name == "step":
        return step_name(value, lang)
    return value


def _said(reason: str, lang: str) -> str:
    said = _TABLE.say(reason, lambda message: _(message, lang),
                      lambda name, value: _group(name, value, lang))
    return reason if said is None else said


def refusal_reason(reason: str, lang: str = "en") -> str:
    """``reason``, a reason of the rules (:attr:`vapor_willie.IllegalMove.reason`), in
    ``lang``."""
    lang = check_language(lang)
    if lang == "en":
        return reason
    return _said(reason, lang)


_RULED = re.compile(r"(?P<move>.*?): (?P<rule>VW[\d.]+) (?P<reason>.+)", re.DOTALL)


def refusal_text(text: str, lang: str = "en") -> str:
    """A refusal written ``<move>: <rule> <reason>`` (the message of an
    :class:`~vapor_willie.IllegalMove`) in ``lang``: the move and the rule id as they
    are, the reason said again; a text of another shape as it is."""
    if check_language(lang) == "en":
        return text
    found = _RULED.fullmatch(text)
    if found is None:
        return text
    return f"{found['move']}: {found['rule']} {refusal_reason(found['reason'], lang)}"
