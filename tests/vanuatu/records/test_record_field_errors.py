"""The errors cattrs collects reading a JSON record (a ClassValidationError for a field
of an object, an IterableValidationError for an item of a list) told as one message that
names the field's path and what was expected, said again in Portuguese and Japanese with
the field names as they are."""

from __future__ import annotations

import json
from typing import Any

import cattrs
import pytest
from english_scan import english_words

from vanuatu.components import Components
from vanuatu.describe.refusals import refusal_reason
from vanuatu.errors import RecordError
from vanuatu.records import Record
from vanuatu.records.strict import JSON_CONVERTER
from vanuatu.records.structure_errors import first_error

ENGLISH = frozenset("""
expected invalid value type mapping required field missing object string list integer
number boolean not valid for iterable unknown error
""".split())


def _record(**parts: Any) -> str:
    data = {"format": "vanuatu-record", "version": 1, "options": {"players": 3}, "moves": []}
    data.update(parts)
    return json.dumps(data)


#: Records with a field of the wrong type, and the start of their refusal.
WRONG = [
    (_record(headers={"tags": ["x"]}), "headers.tags: expected an object"),
    (_record(headers={"names": [1, "b", "c"]}), "headers.names[0]: expected a string"),
    (_record(options={"players": "3"}), "options.players: expected an integer"),
    (_record(options={"players": 3, "rising_waters": 1}),
     "options.rising_waters: expected a boolean"),
    (_record(options={"players": 3, "components": {"spaces": [1]}}),
     "options.components.spaces[0]: expected a string"),
    (_record(options={"players": 3, "components": {"spaces": ["0,0"]}}),
     "options.components.start_island_space: required field missing"),
    (_record(moves=[{"actor": 1, "move": "P0 fish"}]), "moves[0].actor: expected a string"),
]


@pytest.mark.parametrize(("text", "start"), WRONG)
def test_the_refusal_names_the_path_and_what_was_expected(text: str, start: str) -> None:
    with pytest.raises(RecordError) as refused:
        Record.from_json(text)
    assert str(refused.value).startswith(start)
    assert "@" not in str(refused.value) and "invalid value for type" not in str(refused.value)


@pytest.mark.parametrize("lang", ["pt", "ja"])
@pytest.mark.parametrize(("text", "start"), WRONG)
def test_the_refusal_is_said_in_the_language(text: str, start: str, lang: str) -> None:
    with pytest.raises(RecordError) as refused:
        Record.from_json(text)
    said = refusal_reason(str(refused.value), lang)
    path = start.partition(":")[0]
    assert said.startswith(path)
    assert english_words(said.removeprefix(path), ENGLISH) == set(), said


@pytest.mark.parametrize("lang", ["pt", "ja"])
def test_a_component_set_in_a_text_record_is_refused_in_the_language(lang: str) -> None:
    with pytest.raises(RecordError) as refused:
        Record.parse('Players: 3\nComponents: {"spaces": [1]}\n')
    message = str(refused.value)
    assert "components.spaces[0]: expected a string, not an integer" in message
    said = refusal_reason(message, lang)
    assert english_words(said.replace("components.spaces[0]", ""), ENGLISH) == set(), said


def test_the_first_error_of_a_class_and_of_a_list() -> None:
    with pytest.raises(cattrs.ClassValidationError) as of_class:
        JSON_CONVERTER.structure({"spaces": ["0,0"]}, Components)
    assert first_error(of_class.value, "components") == \
        "components.start_island_space: required field missing"
    with pytest.raises(cattrs.IterableValidationError) as of_list:
        JSON_CONVERTER.structure([1, "a"], tuple[str, ...])
    assert first_error(of_list.value) == "record[0]: expected a string, not an integer"
