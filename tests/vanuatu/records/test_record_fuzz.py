"""Fuzzing of the record readers: whatever the input, reading gives a record
or raises :class:`vanuatu.RecordError` — never another exception — and a
record that was read survives being written and read again."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from vanuatu import Record, RecordError, validate_text

#: Long hypothesis searches over mutated records: left out of the quick loop.
pytestmark = pytest.mark.slow

RECORDS = Path(__file__).resolve().parents[3] / "examples" / "records"
OPENING_TEXT = (RECORDS / "opening-4p.vnt").read_text(encoding="utf-8")
OPENING = Record.from_text(OPENING_TEXT)
OPENING_JSON = OPENING.to_json()
OPENING_DATA = json.loads(OPENING_JSON)

FUZZ = settings(max_examples=150, deadline=None,
                suppress_health_check=[HealthCheck.too_slow])


def read_or_refuse(reader: Any, data: str | bytes) -> Record | None:
    """Read ``data``; a refusal must be a RecordError, a record must round-trip."""
    try:
        record: Record = reader(data)
    except RecordError as e:
        assert str(e)
        return None
    assert Record.from_json(record.to_json()) == record
    assert Record.from_text(record.to_text()) == record
    return record


def validate_or_refuse(data: str | bytes) -> None:
    try:
        report = validate_text(data)
    except RecordError:
        return
    assert 0 <= report.moves_applied <= report.total_moves
    assert report.valid == (report.index is None)
    json.dumps(report.to_dict())


# -- arbitrary input ------------------------------------------------------------


@FUZZ
@given(st.text(max_size=300))
def test_arbitrary_text(text: str) -> None:
    for reader in (Record.from_text, Record.from_json, Record.parse):
        read_or_refuse(reader, text)


@FUZZ
@given(st.binary(max_size=300))
def test_arbitrary_bytes(data: bytes) -> None:
    for reader in (Record.from_text, Record.from_json):
        read_or_refuse(reader, data)
    validate_or_refuse(data)


_HEADER_KEYS = st.sampled_from(
    ["Players", "Event", "Date", "Variant", "Rulings", "Components", "Format", "P0", "P3",
     "Tag", "x"]
)
_LINE = st.one_of(
    st.builds(lambda k, v: f"{k}: {v}", _HEADER_KEYS, st.text(max_size=30)),
    st.sampled_from(
        ["Players: 3", "Players: 4", "Variant: no-characters", "Rulings: sail-revisit=no",
         "reveal tile A2", "reveal first P2", "P2 take diver", "P0 plan fish sell",
         "P1 sail 2,1 2 +bonus", "reveal start start-fish start-blank start-wreck", "# note",
         "", "P9 fish", "reveal demand 99", "Components: {}", "roll 3"]
    ),
    st.text(max_size=40),
)


@FUZZ
@given(st.lists(_LINE, max_size=15))
def test_text_made_of_record_like_lines(lines: list[str]) -> None:
    text = "\n".join(lines)
    read_or_refuse(Record.from_text, text)
    validate_or_refuse(text)


# -- mutated records ------------------------------------------------------------


@FUZZ
@given(st.data())
def test_mutated_text_record(data: st.DataObject) -> None:
    lines = OPENING_TEXT.split("\n")
    for _ in range(data.draw(st.integers(1, 4))):
        i = data.draw(st.integers(0, len(lines) - 1))
        kind = data.draw(st.sampled_from(["replace", "delete", "insert", "edit", "swap"]))
        if kind == "replace":
            lines[i] = data.draw(_LINE)
        elif kind == "delete":
            del lines[i]
            if not lines:
                lines = [""]
        elif kind == "insert":
            lines.insert(i, data.draw(_LINE))
        elif kind == "edit":
            line = lines[i]
            j = data.draw(st.integers(0, len(line)))
            lines[i] = line[:j] + data.draw(st.text(max_size=3)) + line[j + 1:]
        else:
            k = data.draw(st.integers(0, len(lines) - 1))
            lines[i], lines[k] = lines[k], lines[i]
    text = "\n".join(lines)
    read_or_refuse(Record.from_text, text)
    validate_or_refuse(text)


@FUZZ
@given(st.data())
def test_mutated_json_text(data: st.DataObject) -> None:
    text = OPENING_JSON
    for _ in range(data.draw(st.integers(1, 3))):
        i = data.draw(st.integers(0, len(text)))
        n = data.draw(st.integers(0, 3))
        text = text[:i] + data.draw(st.text(alphabet='{}[]",:0123456789tfn -Pa', max_size=3)) \
            + text[i + n:]
    read_or_refuse(Record.from_json, text)
    validate_or_refuse(text)


_JSON_VALUES = st.recursive(
    st.none() | st.booleans() | st.integers(-10, 10**20)
    | st.floats(allow_nan=False, allow_infinity=False) | st.text(max_size=20),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=8), inner,
                                                                max_size=3),
    max_leaves=8,
)


def _paths(value: Any, path: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    out = [path]
    if isinstance(value, dict):
        for k, v in value.items():
            out.extend(_paths(v, (*path, k)))
    elif isinstance(value, list):
        for i, v in enumerate(value[:4]):
            out.extend(_paths(v, (*path, i)))
    return out


_DATA_PATHS = [p for p in _paths(OPENING_DATA) if p]


@FUZZ
@given(st.sampled_from(_DATA_PATHS), _JSON_VALUES, st.booleans())
def test_json_record_with_a_field_replaced_or_removed(
    path: tuple[Any, ...], value: Any, remove: bool
) -> None:
    doc = json.loads(OPENING_JSON)
    target = doc
    for key in path[:-1]:
        target = target[key]
    if remove:
        del target[path[-1]]
    else:
        target[path[-1]] = value
    text = json.dumps(doc)
    read_or_refuse(Record.from_json, text)
    validate_or_refuse(text)


@FUZZ
@given(st.sampled_from([p for p in _DATA_PATHS if p[0] in ("options", "headers")]),
       st.text(max_size=10), _JSON_VALUES)
def test_json_record_with_an_unknown_field(path: tuple[Any, ...], key: str, value: Any) -> None:
    doc = json.loads(OPENING_JSON)
    target = doc
    for k in path[:1]:
        target = target[k]
    if isinstance(target, dict) and key not in target:
        target[key] = value
        try:
            Record.from_json(json.dumps(doc))
        except RecordError as e:
            assert "unknown field" in str(e) or "reserved" in str(e) or "tag" in str(e)
        else:
            raise AssertionError(f"an unknown field {key!r} was accepted")
