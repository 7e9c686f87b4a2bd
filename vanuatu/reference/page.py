"""The "Learn to play" page of the documentation (``docs/learn.rst``), made from
the player texts: :func:`learn_page` writes it, ``python -m vanuatu.reference``
prints it, and a test checks that the page in ``docs/`` is the one it makes.

>>> page = learn_page()
>>> page.splitlines()[3]
'Learn to play'
>>> ".. _rule-r3-8:" in page and ".. _character-guide:" in page
True
"""

from __future__ import annotations

import textwrap
from collections.abc import Iterable, Iterator

import attrs

from .board import ACTION_TEXTS, PHASE_IDS, action_text, phase_text
from .cards import CARDS, character_card
from .rules import RULE_IDS, rule_text
from .texts import RuleText, anchor
from .translation import N_, translate

__all__ = ["learn_page"]

_HEADER = (
    ".. This page is made by ``python -m vanuatu.reference > docs/learn.rst`` from the\n"
    "   player texts of vanuatu/reference/; change those and make it again.\n"
)
_TITLE = N_("Learn to play")
_ABOUT = N_(
    "This page explains the game to a new player, in plain words: the game in brief, the "
    "phases of a round, the action board, the characters and the scoring, then every rule "
    "by its id. When the game refuses a move it names a rule, such as R3.8; look the id up "
    "in the last part.")
_GUIDED = N_(
    "To learn by playing, run vanuatu serve and open its page Learn to play (/learn): a "
    "guided first game that walks you through the setup, the planning, each of the nine "
    "actions, the characters, the end of a round and the scoring.")
_BRIEF_TITLE = N_("The game in brief")
_BRIEF = (
    N_("In Vanuatu three to five players (or two, with their own rules) try to prosper in an "
       "island chain over eight rounds. You sail a boat between the islands to fish, dive for "
       "treasure, build huts, draw in the sand, bring tourists and ship goods abroad, all to "
       "earn Prosperity Points (PP)."),
    N_("Each round you take a character for its bonus, then put five markers on the action "
       "board. Markers compete: on each space only the player with the most markers acts, so "
       "half the game is guessing where the others want to go."),
    N_("Money is the Vatu, and every 10 Vatus you collect become 5 PP at once, so money is for "
       "spending. The player with the most PP after eight rounds wins."),
)
_PHASES_TITLE = N_("A round, phase by phase")
_ACTIONS_TITLE = N_("The action board")
_ACTIONS_ABOUT = N_(
    "The action board has nine spaces. Sail, Explore and Fish use the ocean tile your boat is "
    "on; Build, Sell, Buy, Draw and Transport use an island next to your boat; Rest needs no "
    "place at all.")
_CARDS_TITLE = N_("The characters")
_CARDS_ABOUT = N_(
    "Each round you hold one character. Its bonus works once that round, only if you want "
    "it, and you may not keep the same character two rounds in a row.")
_WHEN = N_("When:")
_RULES = N_("Rules:")
_SEE = N_("See also:")
_BY_ID_TITLE = N_("The rules, by id")
_BY_ID_ABOUT = N_(
    "Every rule id that the game cites has a section here, whose anchor is made from the id: "
    "R3.8 is at learn.html#rule-r3-8.")
_ENGINE = N_("What the engine does for each rule id:")
_SCORING_RULES = ("R8.1", "R8.2", "R8.3", "R8.4", "R8.5")
_LEVELS = "=-~^"


def _wrap(text: str) -> str:
    return textwrap.fill(text, 88, break_long_words=False, break_on_hyphens=False)


def _heading(title: str, level: int) -> list[str]:
    return [title, _LEVELS[level] * len(title), ""]


def _section(label: str, title: str, level: int) -> list[str]:
    return [f".. _{label}:", "", *_heading(title, level)]


def _refs(rule_ids: Iterable[str]) -> str:
    return ", ".join(f":ref:`{rule} <{anchor(rule)}>`" for rule in rule_ids)


def _entry(entry: RuleText, level: int, lead: str, lang: str) -> list[str]:
    lines = [*_section(entry.anchor, entry.title, level), _wrap(entry.text), ""]
    if entry.see:
        lines += [f"*{translate(lead, lang)}* {_refs(entry.see)}", ""]
    return lines


def _rules_by_id(lang: str) -> Iterator[str]:
    yield from _heading(translate(_BY_ID_TITLE, lang), 1)
    yield from (_wrap(translate(_BY_ID_ABOUT, lang)), "", ">>> import vanuatu",
                '>>> vanuatu.rule_text("R3.8").url', "'learn.html#rule-r3-8'", "",
                f"{translate(_ENGINE, lang)} :doc:`rules`.", "")
    for rule_id in RULE_IDS:
        entry = rule_text(rule_id, lang)
        level = 2 if "." not in rule_id else 3
        lines = _entry(entry, level, _SEE, lang)
        lines[2] = f"{rule_id} {entry.title}"
        lines[3] = _LEVELS[level] * len(lines[2])
        yield from lines


def _body(lang: str) -> Iterator[str]:
    yield _HEADER
    yield from _heading(translate(_TITLE, lang), 0)
    yield from (_wrap(translate(_ABOUT, lang)), "", _wrap(translate(_GUIDED, lang)), "")
    yield from _heading(translate(_BRIEF_TITLE, lang), 1)
    for paragraph in _BRIEF:
        yield from (_wrap(translate(paragraph, lang)), "")
    yield from _heading(translate(_PHASES_TITLE, lang), 1)
    for phase in PHASE_IDS[:-2]:
        yield from _entry(phase_text(phase, lang), 2, _RULES, lang)
    yield from _heading(translate(_ACTIONS_TITLE, lang), 1)
    yield from (_wrap(translate(_ACTIONS_ABOUT, lang)), "")
    for action in ACTION_TEXTS:
        yield from _entry(action_text(action, lang), 2, _RULES, lang)
    yield from _heading(translate(_CARDS_TITLE, lang), 1)
    yield from (_wrap(translate(_CARDS_ABOUT, lang)), "")
    for name in CARDS:
        card = character_card(name, lang)
        yield from _section(card.anchor, card.title, 2)
        yield from (_wrap(f"*{translate(_WHEN, lang)}* {card.when}"), "", _wrap(card.text), "")
        yield from (f"*{translate(_RULES, lang)}* {_refs(card.see)}", "")
    for phase in PHASE_IDS[-2:]:
        entry = phase_text(phase, lang)
        if phase == "scoring":  # the list below links each rule of the count
            entry = attrs.evolve(entry, see=entry.see[:1])
        yield from _entry(entry, 1, _RULES, lang)
        if phase == "scoring":
            for rule_id in _SCORING_RULES:
                entry = rule_text(rule_id, lang)
                yield textwrap.fill(f"* {_refs([rule_id])} {entry.title}: {entry.text}", 88,
                                    subsequent_indent="  ", break_long_words=False,
                                    break_on_hyphens=False)
            yield ""
    yield from _rules_by_id(lang)


def learn_page(lang: str = "en") -> str:
    """The reStructuredText of the "Learn to play" page, in ``lang``."""
    return "\n".join(_body(lang)).rstrip("\n") + "\n"
