"""Archives: many records in one file, split and read one at a time."""

from __future__ import annotations

import io
import itertools
import json
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import vanuatu
from vanuatu import Record
from vanuatu.records.archive import RecordText, read_records, shift_lines, split_records

ROOT = Path(__file__).resolve().parents[3]
OPENING = Record.load(ROOT / "examples" / "records" / "opening-4p.vnt")
COMPLETE = Record.load(ROOT / "examples" / "records" / "complete-3p.vnt")
SHORT = vanuatu.Game(players=5, seed=3).record
RECORDS = (OPENING, COMPLETE, SHORT)


def one_line(record: Record) -> str:
    return json.dumps(json.loads(record.to_json()), separators=(",", ":")) + "\n"


def lines_of(text: str) -> int:
    return text.count("\n")


def test_text_records_one_after_another(tmp_path: Path) -> None:
    texts = [r.to_text() for r in RECORDS]
    path = tmp_path / "club.vnt"
    path.write_text("".join(texts), encoding="utf-8")
    items = list(read_records(path))
    assert [item.record for item in items] == list(RECORDS)
    assert [item.index for item in items] == [0, 1, 2]
    starts = [1, 1 + lines_of(texts[0]), 1 + lines_of(texts[0]) + lines_of(texts[1])]
    assert [item.line for item in items] == starts
    assert {item.file for item in items} == {str(path)}


def test_a_header_after_a_move_starts_the_next_record_with_the_comments_before_it(
    tmp_path: Path,
) -> None:
    path = tmp_path / "club.vnt"
    path.write_text(
        "Players: 3\n\nreveal start start-blank start-fish start-wreck\n\n"
        "# table 2\nEvent: next\nPlayers: 4\nreveal start start-blank start-fish start-wreck\n",
        encoding="utf-8",
    )
    texts = list(split_records(path))
    assert [(t.index, t.line) for t in texts] == [(0, 1), (1, 4)]
    assert texts[1].text.startswith("\n# table 2\nEvent: next\n")
    assert [len(item.record.moves) for item in read_records(path) if item.record] == [1, 1]


def test_a_broken_text_record_in_the_middle_is_reported_and_reading_goes_on(
    tmp_path: Path,
) -> None:
    good = OPENING.to_text()
    broken = "Players: 3\nVariant: chess\nP0 fish\n"
    path = tmp_path / "club.vnt"
    path.write_text(good + broken + good, encoding="utf-8")
    items = list(read_records(path))
    assert [item.record is not None for item in items] == [True, False, True]
    bad = items[1]
    start = 1 + lines_of(good)
    assert (bad.index, bad.line) == (1, start)
    # the line in the message is a line of the archive
    assert bad.error is not None
    assert bad.error.startswith(f"line {start + 1}: Variant: unknown variant 'chess'")
    assert items[2].line == start + 3


def test_json_lines_with_a_broken_record_and_blank_lines(tmp_path: Path) -> None:
    path = tmp_path / "club.jsonl"
    path.write_text(
        one_line(OPENING) + "\n" + '{"format": "vanuatu-record", "version": 9}\n'
        + one_line(SHORT) + "{not json\n" + one_line(COMPLETE),
        encoding="utf-8",
    )
    items = list(read_records(path))
    assert [(i.index, i.line) for i in items] == [(0, 1), (1, 3), (2, 4), (3, 5), (4, 6)]
    assert [i.record for i in items] == [OPENING, None, SHORT, None, COMPLETE]
    assert items[1].error == "version: unknown version 9 (this library reads version 1)"
    assert items[3].error is not None and items[3].error.startswith("line 5 column 2: ")


def test_a_first_line_that_is_a_whole_json_object_means_json_lines(tmp_path: Path) -> None:
    path = tmp_path / "club.txt"
    path.write_text(one_line(SHORT) + one_line(OPENING), encoding="utf-8")
    assert [i.record for i in read_records(path)] == [SHORT, OPENING]


def test_a_file_of_one_record_is_an_archive_of_one(tmp_path: Path) -> None:
    for name, text in (("a.json", COMPLETE.to_json()), ("a.vnt", COMPLETE.to_text())):
        path = tmp_path / name
        path.write_text(text, encoding="utf-8")
        assert [(i.index, i.line, i.record) for i in read_records(path)] == [(0, 1, COMPLETE)]


def test_a_line_that_is_not_utf8_breaks_only_its_record(tmp_path: Path) -> None:
    good = SHORT.to_text().encode()
    path = tmp_path / "club.vnt"
    path.write_bytes(good + b"Players: 3\nEvent: caf\xe9\nP0 fish\n" + good)
    items = list(read_records(path))
    assert [i.record for i in items] == [SHORT, None, SHORT]
    assert items[1].error == f"line {lines_of(SHORT.to_text()) + 2}: not UTF-8 text (byte 10 " \
                             f"of the line is 0xe9)"


def test_a_record_over_the_size_limit_is_reported_and_skipped(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr("vanuatu.records.archive.MAX_RECORD_BYTES", 2000)
    path = tmp_path / "club.vnt"
    path.write_text(SHORT.to_text() + COMPLETE.to_text() + SHORT.to_text(), encoding="utf-8")
    items = list(read_records(path))
    assert [i.record for i in items] == [SHORT, None, SHORT]
    size = len(COMPLETE.to_text().encode())
    assert items[1].error == f"{size} bytes is more than the limit of 2000 bytes for a record"
    jsonl = tmp_path / "club.jsonl"
    jsonl.write_text(one_line(SHORT) + one_line(COMPLETE) + one_line(SHORT), encoding="utf-8")
    assert [i.record for i in read_records(jsonl)] == [SHORT, None, SHORT]


def test_a_file_that_cannot_be_read_is_one_entry_without_a_line(tmp_path: Path) -> None:
    assert list(split_records(tmp_path)) == [
        RecordText(str(tmp_path), 0, None, error="cannot read the file: Is a directory")
    ]
    missing = tmp_path / "missing.vnt"
    [item] = read_records(missing)
    assert (item.index, item.line, item.error) == (
        0, None, "cannot read the file: No such file or directory"
    )


class EndlessArchive(io.RawIOBase):
    """A file that never ends: the same record again and again."""

    def __init__(self, record: bytes) -> None:
        self.data = itertools.cycle(record.splitlines(keepends=True))

    def readable(self) -> bool:
        return True

    def readline(self, size: int | None = -1) -> bytes:
        return next(self.data)


def test_records_are_read_one_at_a_time() -> None:
    source = EndlessArchive(SHORT.to_text().encode())
    first = list(itertools.islice(read_records(source), 3))  # type: ignore[arg-type]
    assert [(i.file, i.index, i.record) for i in first] == [
        ("-", 0, SHORT), ("-", 1, SHORT), ("-", 2, SHORT)
    ]


def test_shift_lines_moves_only_a_leading_line_number() -> None:
    assert shift_lines("line 2 column 7: not valid JSON", 10) == "line 11 column 7: not valid JSON"
    assert shift_lines("options: line 2", 10) == "options: line 2"
    assert shift_lines("line 2: x", None) == "line 2: x"


@settings(max_examples=25, deadline=None)
@given(
    picks=st.lists(st.sampled_from(range(len(RECORDS))), min_size=1, max_size=6),
    form=st.sampled_from(["text", "jsonl"]),
    blank=st.sampled_from(["", "\n", "\n\n# between\n"]),
)
def test_any_sequence_of_records_reads_back(picks: list[int], form: str, blank: str) -> None:
    chosen = [RECORDS[i] for i in picks]
    if form == "text":
        data = "".join(r.to_text() + blank for r in chosen)
    else:
        data = "".join(one_line(r) + blank.replace("# between\n", "") for r in chosen)
    items = list(read_records(io.BytesIO(data.encode())))
    assert [i.record for i in items] == chosen
    assert [i.index for i in items] == list(range(len(chosen)))


class FailingArchive(io.RawIOBase):
    """A file whose reading fails after two records."""

    def __init__(self, record: bytes) -> None:
        self.lines = iter((record * 2 + b"Players: 3\n").splitlines(keepends=True))

    def readable(self) -> bool:
        return True

    def readline(self, size: int | None = -1) -> bytes:
        line = next(self.lines, None)
        if line is None:
            raise OSError(5, "Input/output error")
        return line


def test_a_read_error_part_way_is_reported_after_the_records_read() -> None:
    items = list(split_records(FailingArchive(SHORT.to_text().encode()), "tape"))  # type: ignore[arg-type]
    assert [(i.file, i.index, i.error) for i in items] == [
        ("tape", 0, None), ("tape", 1, None),
        ("tape", 2, "cannot read the file: Input/output error"),
    ]


@pytest.mark.parametrize("source", [None, 5, io.StringIO("Players: 3\n")])
def test_an_archive_that_is_no_path_nor_binary_file_is_named(source: object) -> None:
    with pytest.raises(TypeError, match="a record archive is a path or a binary file"):
        list(read_records(source))  # type: ignore[arg-type]


def test_from_source_names_what_it_needs() -> None:
    with pytest.raises(TypeError, match=r"Record.from_source\(\) needs a RecordSource"):
        Record.from_source(None)  # type: ignore[arg-type]
