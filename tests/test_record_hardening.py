"""Records under hostile input: characters that cannot be part of a move,
escape codes in messages, both forms giving the same verdict."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import vanuatu
from vanuatu import NotationError, Record, RecordError, parse_move, validate_text
from vanuatu.records import printable


@pytest.fixture(scope="module")
def opening(example_records: Path) -> dict[str, Any]:
    data: dict[str, Any] = json.loads(Record.load(example_records / "opening-4p.vnt").to_json())
    return data


@pytest.mark.parametrize("text", ["P1 rest vatu#", "P0 take x\x7f", "P0 take x\x1b[2J",
                                  "P0 take vendor\u202e", "P0 fish # comment",
                                  "reveal tile A2;", "P0 take vendör"])
def test_a_move_with_a_character_that_cannot_be_in_a_move_does_not_parse(text: str) -> None:
    with pytest.raises(NotationError, match="cannot be part of a move"):
        parse_move(text)


def test_blanks_between_words_and_around_a_move_are_still_read() -> None:
    assert str(parse_move("  P0\tsell 1  2\t")) == "P0 sell 1 2"


def json_record(data: dict[str, Any], index: int, move: str) -> str:
    moves = [dict(m) for m in data["moves"]]
    moves[index]["move"] = move
    return json.dumps({**data, "moves": moves})


@pytest.mark.parametrize("move", ["reveal tile A2#", "reveal tile A2\x7f"])
def test_json_and_its_text_conversion_give_the_same_verdict(
    opening: dict[str, Any], move: str
) -> None:
    index = next(i for i, m in enumerate(opening["moves"]) if m["move"] == "reveal tile A2")
    text = json_record(opening, index, move)
    report = validate_text(text)
    assert (report.valid, report.index, report.rule) == (False, index, None)
    assert "cannot be part of a move" in (report.reason or "")
    with pytest.raises(RecordError, match=rf"moves\[{index}\]: .* cannot be part of a move"):
        Record.from_json(text).to_text()


def test_the_report_escapes_what_it_quotes(opening: dict[str, Any]) -> None:
    report = validate_text(json_record(opening, 5, "P0 take \x1b[2J"))
    summary = report.summary()
    assert "\x1b" not in summary and "\\x1b[2J" in summary
    assert summary.isprintable()


def test_printable_escapes_every_character_a_terminal_would_obey() -> None:
    assert printable("a\x1b[31mb\x9b\u202e\n\tc") == "a\\x1b[31mb\\x9b\\u202e\\n\\tc"
    assert printable("Caro Ñandú") == "Caro Ñandú"
    assert printable("x" * 100 + "\x00", 10) == "x" * 9 + "…"


_ALPHABET = st.sampled_from(
    list("#;:{}[]\"'\\ \t\r\n\x00\x07\x1b\x7f\x85\x9b\u00a0\u2028\u202e\ufeffé,+-_.Pp0123")
)


@settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(index=st.integers(0, 19), where=st.integers(0, 40), junk=st.text(_ALPHABET, max_size=4),
       actor=st.sampled_from([None, "chance", "P0", "P1", "p1", "P9", ""]))
def test_validating_json_and_its_text_conversion_agree_or_the_conversion_is_refused(
    index: int, where: int, junk: str, actor: str | None
) -> None:
    data = json.loads(vanuatu.Record.from_text(OPENING_TEXT).to_json())
    move = data["moves"][index]["move"]
    data["moves"][index]["move"] = move[:where] + junk + move[where:]
    if actor is not None:
        data["moves"][index]["actor"] = actor
    json_text = json.dumps(data)
    try:
        by_json = validate_text(json_text)
    except RecordError:
        by_json = None
    try:
        converted = Record.from_json(json_text).to_text()
    except RecordError:
        return  # the conversion is refused (exit 2)
    assert by_json is not None
    by_text = validate_text(converted)
    assert (by_text.valid, by_text.index, by_text.rule, by_text.moves_applied) == (
        by_json.valid, by_json.index, by_json.rule, by_json.moves_applied
    )


OPENING_TEXT = (
    Path(__file__).resolve().parent.parent / "examples" / "records" / "opening-4p.vnt"
).read_text(encoding="utf-8")
