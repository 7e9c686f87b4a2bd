"""The player texts of the rules (vanuatu.rule_text): one for every rule id of
the rules reference and for every id the engine cites, in plain sentences,
with a clear error for an id that is not there."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

import vanuatu
from vanuatu import RULE_IDS, rule_text
from vanuatu.reference import UnknownEntryError, rule_anchor
from vanuatu.reference.rules import RULES

ROOT = Path(__file__).resolve().parents[3]
SOURCE = Path(vanuatu.__file__).resolve().parent  # the source tree, or the installed package
CITED = re.compile(r"\bR\d+(?:\.\d+)?[a-z]?\b")

#: Every rule id of the rules reference, in its order: the chapters R1 to R12,
#: each with its numbered rules, examples and rulings.
REFERENCE_IDS = (
    ["R1", "R1.1", "R1.1c", *(f"R1.{i}" for i in range(2, 10))]
    + ["R2", *(f"R2.{i}" for i in range(1, 9))]
    + ["R3", *(f"R3.{i}" for i in range(1, 10))]
    + ["R4", *(f"R4.{i}" for i in range(1, 4))]
    + ["R5", *(f"R5.{i}" for i in range(1, 10))]
    + ["R6", *(f"R6.{i}" for i in range(1, 10))]
    + ["R7", "R7.1", "R7.2"]
    + ["R8", *(f"R8.{i}" for i in range(1, 6))]
    + ["R9", "R10", "R10.1", "R10.2", "R10.3"]
    + ["R11", *(f"R11.{i}" for i in range(1, 11))]
    + ["R12", *(f"R12.{i}" for i in range(1, 17))]
)
PLACEHOLDER = re.compile(r"TODO|FIXME|XXX|TBD|lorem|\{|\}|%[sd(]|\.\.\.|…|\?\?", re.IGNORECASE)


def sentences(text: str) -> list[str]:
    return [s for s in re.split(r"(?<=[.!?])\s+", text.strip()) if s]


def cited_ids() -> set[str]:
    """The rule ids named in the code and data of vanuatu/ (but the player texts
    themselves, whose examples name an unknown id)."""
    found: set[str] = set()
    for path in SOURCE.rglob("*"):
        if path.suffix in {".py", ".json"} and "reference" not in path.relative_to(SOURCE).parts:
            found.update(CITED.findall(path.read_text(encoding="utf-8")))
    return found


def test_every_rule_id_of_the_reference_has_a_text_in_its_order() -> None:
    assert list(RULE_IDS) == REFERENCE_IDS
    assert {"R10.3", "R12.1", "R4.3", "R3.8", "R1.1c"} <= set(vanuatu.RULE_IDS)


@pytest.mark.skipif(not SOURCE.is_dir(), reason="needs the source tree of vanuatu/")
def test_every_rule_id_the_code_cites_has_a_text() -> None:
    cited = cited_ids()
    assert {"R3.8", "R10.3", "R12.2"} <= cited  # the scan finds the refusals' ids
    missing = sorted(cited - set(RULE_IDS))
    assert not missing, f"rule ids cited in vanuatu/ without a player text: {missing}"


@pytest.mark.parametrize("rule_id", REFERENCE_IDS)
def test_a_text_is_a_title_and_one_to_three_plain_sentences(rule_id: str) -> None:
    entry = rule_text(rule_id)
    assert entry.id == rule_id
    assert entry.title and len(entry.title.split()) <= 8 and not entry.title.endswith(".")
    assert 1 <= len(sentences(entry.text)) <= 3, entry.text
    assert entry.text[0].isupper() and entry.text.endswith(".")
    assert not PLACEHOLDER.search(entry.title + " " + entry.text)
    assert rule_id not in entry.text.split()  # a text says the rule, not its id
    assert set(entry.see) <= set(RULE_IDS) and rule_id not in entry.see


def test_titles_are_distinct() -> None:
    titles = [rule_text(rule_id).title for rule_id in RULE_IDS]
    assert len(set(titles)) == len(titles)


def test_the_anchor_is_made_from_the_id() -> None:
    assert rule_text("R3.8").anchor == "rule-r3-8"
    assert rule_text("R3.8").url == "learn.html#rule-r3-8"
    assert rule_anchor("R1.1c") == "rule-r1-1c"
    assert rule_anchor("R12.16") == "rule-r12-16"
    anchors = [rule_anchor(rule_id) for rule_id in RULE_IDS]
    assert len(set(anchors)) == len(anchors)
    assert all(re.fullmatch(r"rule-r\d+(-\d+)?[a-z]?", a) for a in anchors)


@pytest.mark.parametrize("bad", ["R3.10", "R13", "r3.8", "3.8", "", "R3.8 buyer is held"])
def test_an_unknown_id_is_refused_naming_it(bad: str) -> None:
    with pytest.raises(UnknownEntryError) as caught:
        rule_text(bad)
    assert isinstance(caught.value, KeyError) and isinstance(caught.value, ValueError)
    assert isinstance(caught.value, vanuatu.VanuatuError)
    assert repr(bad) in str(caught.value) and "R1 to R12.16" in str(caught.value)
    with pytest.raises(KeyError):
        rule_anchor(bad)


def test_an_id_with_spaces_around_it_is_found() -> None:
    assert rule_text(" R4.3 ").id == "R4.3"


@pytest.mark.parametrize("bad", [None, 3.8, ("R3.8",)])
def test_an_id_that_is_not_a_str_is_a_type_error(bad: object) -> None:
    with pytest.raises(TypeError, match="a rule id is a str"):
        rule_text(bad)  # type: ignore[arg-type]


@pytest.mark.parametrize("lang", ["", "english please", "e", "pt_", 7])
def test_a_bad_language_is_refused(lang: object) -> None:
    with pytest.raises(ValueError, match=r"lang .*language tag"):
        rule_text("R3.8", lang=lang)  # type: ignore[arg-type]


@pytest.mark.parametrize("lang", ["en", "de", "en_GB"])
def test_a_language_without_a_catalog_reads_english(lang: str) -> None:
    assert rule_text("R6.5", lang=lang) == rule_text("R6.5")


@pytest.mark.parametrize("lang", ["pt", "ja", "pt-BR"])
def test_every_rule_text_reads_in_portuguese_and_japanese(lang: str) -> None:
    for rule_id in RULES:
        english, translated = rule_text(rule_id), rule_text(rule_id, lang=lang)
        assert translated.see == english.see
        assert translated.title != english.title
        assert translated.text != english.text


def test_the_data_holds_the_english_source_of_each_text() -> None:
    for rule_id, passage in RULES.items():
        entry = rule_text(rule_id)
        assert (entry.title, entry.text, entry.see) == (passage.title, passage.text, passage.see)


def test_the_examples_and_rulings_name_what_they_show() -> None:
    assert rule_text("R11.6").title == "Example: the Buyer"
    assert all(rule_text(f"R11.{i}").title.startswith("Example:") for i in range(1, 11))
    assert "R4.3" in rule_text("R11.2").see
    assert "R1.8" in rule_text("R12.2").see


@given(st.text(max_size=12) | st.sampled_from(RULE_IDS))
def test_any_text_is_a_rule_or_a_clear_refusal(key: str) -> None:
    try:
        entry = rule_text(key)
    except UnknownEntryError as error:
        assert key.strip() not in RULE_IDS and repr(key) in str(error)
    else:
        assert entry.id == key.strip() and entry.anchor == rule_anchor(entry.id)
