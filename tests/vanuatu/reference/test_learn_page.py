"""The "Learn to play" page (docs/learn.rst) is the one the player texts make,
has an anchor for every entry, and the rules reference links each rule id to
its player text."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

import vanuatu
from vanuatu.components import CHARACTERS
from vanuatu.reference import PHASE_IDS, learn_page, rule_anchor
from vanuatu.reference.__main__ import main

DOCS = Path(__file__).resolve().parents[3] / "docs"
LEARN = (DOCS / "learn.rst").read_text(encoding="utf-8")
RULES_PAGE = (DOCS / "rules.rst").read_text(encoding="utf-8")
LABELS = set(re.findall(r"^\.\. _([\w-]+):$", LEARN, re.MULTILINE))


def test_the_page_is_the_one_the_texts_make() -> None:
    assert LEARN == learn_page(), "run: python -m vanuatu.reference > docs/learn.rst"


@pytest.mark.parametrize("rule_id", vanuatu.RULE_IDS)
def test_every_rule_has_its_anchor_and_section(rule_id: str) -> None:
    entry = vanuatu.rule_text(rule_id)
    assert entry.anchor in LABELS
    assert f".. _{entry.anchor}:\n\n{rule_id} {entry.title}\n" in LEARN


def test_every_action_phase_and_character_has_its_anchor() -> None:
    anchors = [vanuatu.action_text(a).anchor for a in vanuatu.ACTIONS]
    anchors += [vanuatu.phase_text(p).anchor for p in PHASE_IDS]
    anchors += [vanuatu.character_card(c).anchor for c in CHARACTERS]
    assert set(anchors) <= LABELS
    assert len(LABELS) == len(anchors) + len(vanuatu.RULE_IDS)


def test_every_reference_on_the_page_has_its_target() -> None:
    targets = set(re.findall(r":ref:`[^`<]*<([\w-]+)>`", LEARN))
    assert targets and targets <= LABELS


def test_the_page_is_the_first_of_the_table_of_contents() -> None:
    index = (DOCS / "index.rst").read_text(encoding="utf-8")
    pages = re.findall(r"^   (\w+)$", index, re.MULTILINE)
    assert pages[0] == "learn"


def test_the_rules_reference_links_every_rule_id_it_names_to_its_text() -> None:
    linked = set(re.findall(r":ref:`[^`<]*<(rule-[\w-]+)>`", RULES_PAGE))
    linked |= set(re.findall(r":ref:`(rule-[\w-]+)`", RULES_PAGE))
    assert linked <= LABELS
    named = [r for r in vanuatu.RULE_IDS if re.search(rf"\b{re.escape(r)}\b", RULES_PAGE)]
    missing = [r for r in named if rule_anchor(r) not in linked]
    assert not missing, f"docs/rules.rst names {missing} without a link to the player text"
    terms = re.findall(r"^:ref:`(R[\d.]+[a-z]?) <", RULES_PAGE, re.MULTILINE)
    assert {"R1.1", "R3.8", "R4.3", "R10.3", "R12.1"} <= set(terms)


def test_the_command_prints_the_page(capsys: pytest.CaptureFixture[str]) -> None:
    assert main([]) == 0
    assert capsys.readouterr().out == learn_page()


@pytest.mark.parametrize("args", [["not a language"], ["en", "pt"]])
def test_the_command_refuses_bad_arguments(args: list[str],
                                           capsys: pytest.CaptureFixture[str]) -> None:
    assert main(args) == 2
    captured = capsys.readouterr()
    assert captured.out == "" and captured.err.startswith(("usage:", "python -m"))
