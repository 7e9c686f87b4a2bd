"""Files of many Vapor Willie records, as :mod:`vanuatu.records.archive` reads
Vanuatu's: text records one after another, each starting with its header block (a header
line after a move starts the next record), or JSON Lines (one JSON record a line: a
``.jsonl`` or ``.ndjson`` file, or one whose first line is a whole JSON object,
:func:`tabletop.batch.is_json_lines`); and the check of one record's text for
:mod:`tabletop.batch`.

>>> import vapor_willie as vw
>>> text = vw.Game(players=2, seed=4).record.to_text()
>>> [(r.index, r.line) for r in split_text("season.vwr", text + text)] == [
...     (0, 1), (1, text.count("\\n") + 1)]
True
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path
from typing import BinaryIO

import attrs

from tabletop.batch import RecordText, is_json_lines

from ..errors import RecordError
from .report import ValidationReport
from .source import header_of, is_json, read_stream, read_text
from .validation import validate_text

__all__ = ["check_text", "check_text_all", "read_records", "shift_error", "shift_report",
           "split_text"]

_LINE = re.compile(r"\bline (\d+)\b")


def _is_header(raw: str) -> bool:
    """Whether the line ``raw`` is a header, as the reader of records knows one."""
    return header_of(raw.split("#", 1)[0].strip()) is not None


def split_text(file: str, text: str) -> Iterator[RecordText]:
    """The records of the text of ``file``, in order, each with its first line."""
    lines = text.splitlines(keepends=True)
    if is_json_lines(file, next((raw for raw in lines if raw.strip()), "")):
        index = 0
        for no, raw in enumerate(lines, 1):
            if raw.strip():
                yield RecordText(file, index, no, raw)
                index += 1
        return
    if is_json(text):
        yield RecordText(file, 0, 1, text)
        return
    start, index, moved = 0, 0, False
    for k, raw in enumerate(lines):
        content = raw.split("#", 1)[0].strip()
        if not content:
            continue
        if _is_header(raw):
            if moved:
                yield RecordText(file, index, start + 1, "".join(lines[start:k]))
                start, index, moved = k, index + 1, False
        else:
            moved = True
    yield RecordText(file, index, start + 1, "".join(lines[start:]))


def read_records(path: str, stream: BinaryIO | None = None) -> Iterator[RecordText]:
    """The records of the file ``path`` (or of ``stream``, named ``path``, such as
    standard input); a file that cannot be read is one item with its ``error`` (and no
    line)."""
    try:
        text = read_text(Path(path)) if stream is None else read_stream(stream, path)
    except RecordError as e:
        yield RecordText(path, 0, None, error=str(e).removeprefix(f"{path}: "))
        return
    yield from split_text(path, text)


def shift_report(report: ValidationReport, shift: int) -> ValidationReport:
    """``report`` with its line numbers moved ``shift`` lines down."""
    refusals = tuple(r if r.line is None else attrs.evolve(r, line=r.line + shift)
                     for r in report.refusals)
    line = None if report.line is None else report.line + shift
    return attrs.evolve(report, line=line, refusals=refusals)


def _check(text: str, keep_going: bool) -> ValidationReport:
    report = validate_text(text, keep_going=keep_going)
    return attrs.evolve(report, state=None)  # the state is not sent between processes


def check_text(text: str) -> ValidationReport:
    """The report of one record's text, without its final state."""
    return _check(text, False)


def check_text_all(text: str) -> ValidationReport:
    """:func:`check_text`, going on past refused moves (``--all``)."""
    return _check(text, True)


def shift_error(message: str, first_line: int | None) -> str:
    """``message`` with each ``line N`` moved to a line of the file whose record starts
    at ``first_line``."""
    if not first_line or first_line <= 1:
        return message
    return _LINE.sub(lambda m: f"line {int(m.group(1)) + first_line - 1}", message)
