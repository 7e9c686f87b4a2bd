"""One line of a record, the same rule for both games (:mod:`tabletop.one_line`)."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tabletop.one_line import is_text, line_fault


@pytest.mark.parametrize(("value", "fault"), [
    ("x" * 201, "at most 200 characters, not 201"),
    ("Ana # Bo", "may not contain '#'"),
    ("Ana\nPlayers: 4", "line breaks or control characters"),
    ("Ana\rBo", "line breaks or control characters"),
    ("Ana\x1eBo", "line breaks or control characters"),
    ("Ana\x85Bo", "line breaks or control characters"),
    ("Ana\u2028Bo", "line breaks or control characters"),
    ("Ana\u2029Bo", "line breaks or control characters"),
    ("\x1b[2Jevil", "line breaks or control characters"),
    ("evil\x9b2J", "line breaks or control characters"),
    ("Ana\x7f", "line breaks or control characters"),
    ("\ud800", "lone surrogate"),
    (" Ana", "start or end with blanks"),
    ("Ana\u3000", "start or end with blanks"),
])
def test_line_fault_names_what_is_wrong(value: str, fault: str) -> None:
    found = line_fault(value, 200)
    assert found is not None and fault in found


@pytest.mark.parametrize("value", ["", "Ana", "José da Silva", "山田 太郎", "x" * 200,
                                   "Ana\u200fBo"])
def test_line_fault_accepts_one_line_of_text(value: str) -> None:
    assert line_fault(value, 200) is None


@given(st.text(max_size=60))
def test_a_line_without_fault_is_one_line_that_encodes(value: str) -> None:
    if line_fault(value, 200) is None:
        assert value.splitlines() in ([], [value])
        assert is_text(value)
        assert value.encode("utf-8").decode("utf-8") == value


def test_is_text() -> None:
    assert is_text("fish") and not is_text("\udfff") and not is_text(3)


def test_the_web_layer_shares_the_same_check() -> None:
    from tabletop.web import text
    assert text.is_text is is_text
