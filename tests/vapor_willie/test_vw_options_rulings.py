"""The rulings a table can choose (``docs/vapor_willie/rules.rst``, "Readings that are
options"): read from ``NAME=VALUE`` by one function, for every command."""

from __future__ import annotations

import pytest

import vapor_willie as vw
from vapor_willie.options import RULINGS, parse_ruling, parse_rulings, rulings_help


def test_every_ruling_and_value_is_read_by_its_record_word() -> None:
    for field, (word, values) in RULINGS.items():
        for value in values:
            assert parse_ruling(f"{word}={value}") == (field, value)
            assert vw.Options(**{field: value}).rulings() == (
                {} if value == values[0] else {word: value})


@pytest.mark.parametrize(("text", "words"), [
    ("islands", "expected NAME=VALUE"),
    ("=enter", "expected NAME=VALUE"),
    ("island=enter", "no such ruling"),
    ("islands=ENTER", "is not one of anchor, enter"),
    ("cash-back=maybe", "is not one of allowed, closed"),
])
def test_a_bad_ruling_is_refused_in_one_line(text: str, words: str) -> None:
    with pytest.raises(vw.OptionsError, match=words) as e:
        parse_ruling(text)
    assert "\n" not in str(e.value)


def test_a_ruling_given_twice_with_two_values_is_refused() -> None:
    assert parse_rulings(["rato=any", "rato=any"]) == {"rato_returns": "any"}
    with pytest.raises(vw.OptionsError, match="given twice"):
        parse_rulings(["rato=any", "rato=drawn"])


def test_the_help_lists_every_ruling_with_its_values_and_default() -> None:
    text = rulings_help()
    for word, values in RULINGS.values():
        assert f"{word}={'|'.join(values)} (default {values[0]}" in text
