"""The rules at hand for players: every rule id, the action board, the phases
and the character cards, in plain words and in the language asked for.

The engine cites a rule id in every refusal (``R3.8 buyer is held``);
:func:`rule_text` says what that rule means for a player, and its ``url``
points at the rule's section of the "Learn to play" page of the documentation
(``learn.html#rule-r3-8``), a page made from the same texts (:func:`learn_page`).
Every text goes through one translation function (gettext, domain ``vanuatu``,
:mod:`vanuatu.reference.translation`); English is the source text.

>>> import vanuatu
>>> entry = vanuatu.rule_text("R3.8")
>>> entry.title
'Choosing a character'
>>> entry.text.startswith("In turn order each player takes one free character")
True
>>> "R10.3" in vanuatu.RULE_IDS and "R12.1" in vanuatu.RULE_IDS
True
>>> vanuatu.character_card("artist").text
'Your sand drawing scores 5 PP instead of 3.'
>>> vanuatu.phase_text("planning").url
'learn.html#phase-planning'
"""

from __future__ import annotations

from .board import PHASE_IDS, action_text, phase_text
from .cards import character_card
from .page import learn_page
from .rules import RULE_IDS, rule_anchor, rule_text
from .texts import CharacterCard, RuleText, UnknownEntryError
from .translation import translate

__all__ = [
    "PHASE_IDS",
    "RULE_IDS",
    "CharacterCard",
    "RuleText",
    "UnknownEntryError",
    "action_text",
    "character_card",
    "learn_page",
    "phase_text",
    "rule_anchor",
    "rule_text",
    "translate",
]
