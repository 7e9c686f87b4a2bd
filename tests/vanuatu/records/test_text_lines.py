"""The lines of the text form (vanuatu.records.text_lines): one comment rule and one
header pattern for the record reader and the archive splitter."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from vanuatu.records import archive, text_form
from vanuatu.records.text_lines import HEADER_LINE, line_content

#: Characters that matter to the rule: '#', ':', blanks of every kind, key characters.
LINE_CHARACTERS = st.sampled_from(list("aZ9_-#: \t\r\x0b\x0c\x1c\x85\xa0\u2028é{"))


@given(st.text(LINE_CHARACTERS, max_size=16), st.sampled_from(["", "\n", "\r\n"]))
def test_the_content_of_a_line_is_what_comes_before_a_comment_stripped(
    body: str, end: str
) -> None:
    line = body + end
    assert line_content(line) == line.split("#", 1)[0].strip()


def test_a_header_line_is_key_colon_value_whole() -> None:
    m = HEADER_LINE.fullmatch(line_content("Event : Club night   # table 2"))
    assert m is not None and m.groups() == ("Event", "Club night")
    assert HEADER_LINE.fullmatch(line_content("P2 plan fish sell")) is None
    assert HEADER_LINE.fullmatch(line_content("# Players: 3")) is None


def test_both_readers_use_the_one_rule() -> None:
    assert archive.HEADER_LINE is text_form.HEADER_LINE is HEADER_LINE
    assert archive.line_content is line_content
