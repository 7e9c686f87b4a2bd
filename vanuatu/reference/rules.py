"""The rules for players, keyed by rule id: :data:`RULE_IDS` and :func:`rule_text`.

Every id of the rules reference (``R1`` to ``R12.16``) and every id the engine
cites in a refusal has an entry: a short title and one to three plain sentences,
in the language asked for (:mod:`vanuatu.reference.translation`).

>>> from vanuatu.reference import rule_text
>>> entry = rule_text("R3.8")
>>> entry.title, entry.anchor, entry.url
('Choosing a character', 'rule-r3-8', 'learn.html#rule-r3-8')
>>> try:
...     rule_text("R3.10")
... except KeyError as error:
...     print(error)
no rule 'R3.10' in the rules reference (ids R1 to R12.16, see vanuatu.RULE_IDS)
"""

from __future__ import annotations

from .rules_more import MORE_RULES
from .rules_play import PLAY_RULES
from .rules_round import ROUND_RULES
from .texts import Passage, RuleText, UnknownEntryError, anchor
from .translation import translate

__all__ = ["RULES", "RULE_IDS", "rule_anchor", "rule_text"]

#: Every rule's player text as written (English, marked for translation), by id.
RULES: dict[str, Passage] = {p.key: p for p in (*ROUND_RULES, *PLAY_RULES, *MORE_RULES)}

#: Every rule id that has a player text, in the order of the rules reference.
RULE_IDS: tuple[str, ...] = tuple(RULES)


def _passage(rule_id: object) -> Passage:
    if not isinstance(rule_id, str):
        raise TypeError(f"a rule id is a str such as 'R3.8', not {type(rule_id).__name__}")
    found = RULES.get(rule_id.strip())
    if found is None:
        raise UnknownEntryError(
            f"no rule {rule_id!r} in the rules reference "
            f"(ids {RULE_IDS[0]} to {RULE_IDS[-1]}, see vanuatu.RULE_IDS)"
        )
    return found


def rule_anchor(rule_id: str) -> str:
    """The anchor of a rule's text on the "Learn to play" page.

    >>> rule_anchor("R10.3")
    'rule-r10-3'
    """
    return anchor(_passage(rule_id).key)


def rule_text(rule_id: str, lang: str = "en") -> RuleText:
    """The player text of the rule ``rule_id`` (``"R4.3"``) in ``lang``.

    Raises :class:`~vanuatu.reference.texts.UnknownEntryError` (a ``KeyError``
    and a ``ValueError``) naming an id that is not in the rules reference.
    """
    found = _passage(rule_id)
    return RuleText(
        found.key, translate(found.title, lang), translate(found.text, lang),
        anchor(found.key), found.see,
    )
