"""tabletop.patterns: the one reader of the pattern tables both games' refusals, the
bot specs' refusals and the scheduler addresses' refusals are said again through."""

from __future__ import annotations

import re

import pytest

import tabletop.cluster_words
import tabletop.spec_words
import vanuatu.describe.refusals
import vapor_willie.narration.refusals
from tabletop.patterns import Patterns

TABLE = Patterns((
    (r"(?P<player>P\d+) holds no (?P<cube>\w+)", "{player} has no {cube}"),
    (r"(?P<player>P\d+) holds (?P<n>\d+)", "{player} has {n}"),
    (r"no (?P<what>\w+)(?P<where> here)?", "none of {what}{where}"),
    (r"refused: (?P<why>.+)", "refused because {why}"),
))


def test_the_first_pattern_that_matches_the_whole_text_is_found() -> None:
    assert TABLE.find("P1 holds no goat") == ("{player} has no {cube}",
                                             {"player": "P1", "cube": "goat"})
    assert TABLE.find("P1 holds 3") == ("{player} has {n}", {"player": "P1", "n": "3"})
    assert TABLE.find("P1 holds no goat!") is None  # the whole text, not a prefix
    assert TABLE.find("xx P1 holds 3") is None


def test_a_group_left_out_of_the_match_is_none_and_said_empty() -> None:
    assert TABLE.find("no goat") == ("none of {what}{where}", {"what": "goat", "where": None})
    seen: list[str] = []

    def group(name: str, value: str) -> str:
        seen.append(name)
        return value

    assert TABLE.say("no goat", str, group) == "none of goat"
    assert seen == ["what"]  # the group that took no part is not passed on


def _shout(message: str) -> str:
    """Upper case outside the placeholders: a stand-in for a catalog."""
    return re.sub(r"[^{}]+(?=\{|$)", lambda m: m.group().upper(), message)


def test_the_source_message_is_translated_and_each_group_passed_through() -> None:
    def group(name: str, value: str) -> str:
        if name == "why":
            return TABLE.say(value, _shout, group) or value
        return f"<{value}>"

    assert TABLE.say("P2 holds no duck", _shout, group) == "<P2> HAS NO <duck>"
    assert TABLE.say("refused: P0 holds 1", _shout, group) == (
        "REFUSED BECAUSE <P0> HAS <1>")
    assert TABLE.say("refused: whatever", _shout, group) == "REFUSED BECAUSE whatever"


def test_a_text_no_pattern_matches_is_not_said() -> None:
    assert TABLE.say("the bag is empty", _shout) is None
    assert Patterns(()).find("anything") is None


def test_the_table_is_compiled_once_and_a_bad_pattern_is_refused_when_first_used() -> None:
    table = Patterns(((r"(unclosed", "x"),))
    with pytest.raises(re.error):
        table.find("text")


@pytest.mark.parametrize("module", [vanuatu.describe.refusals,
                                    vapor_willie.narration.refusals,
                                    tabletop.spec_words, tabletop.cluster_words],
                         ids=["vanuatu", "vapor_willie", "specs", "cluster"])
def test_every_table_is_read_by_patterns(module: object) -> None:
    table = module._TABLE  # type: ignore[attr-defined]
    assert isinstance(table, Patterns)
    for pattern, _ in table.table:
        re.compile(pattern)
