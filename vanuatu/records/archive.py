"""Archives: many records in one file, read one at a time.

As a PGN file holds many chess games, an archive holds many game records:

* **text records one after another**, each starting with its header block: a
  header line (``Key: value``) after a move starts the next record (the blank
  lines and comments just before it go with it, so the
  ``# Vanuatu (Second Edition) game record`` line that ``Record.to_text``
  writes first stays with its record);
* **JSON Lines** (``.jsonl``, ``.ndjson``, or a file whose first line is a
  whole JSON object): one JSON record per line, blank lines ignored.

A file that holds one record (in either form, a JSON record laid out over many
lines included) is an archive of one record.

:func:`split_records` cuts a file into the text of each record
(:class:`RecordText`), reading it line by line, so memory stays flat however
long the archive is; :func:`read_records` also reads each record. A broken
record is reported with its index and first line, and reading goes on with
the next one:

>>> import os, tempfile, vanuatu
>>> game = vanuatu.Game(players=3, seed=1)
>>> text = game.record.to_text()
>>> folder = tempfile.mkdtemp()
>>> path = os.path.join(folder, "club.vnt")
>>> with open(path, "w", encoding="utf-8") as f:
...     _ = f.write(text + "Players: 9\\nP0 fish\\n" + text)
>>> for item in read_records(path):
...     print(item.index, item.line, item.error[:40] if item.error else len(item.record.moves))
0 1 8
1 13 line 13: Players: players: R1.1 the base
2 15 8

Line numbers in the messages are lines of the archive, not of the record.
"""

from __future__ import annotations

import io
import os
import re
from collections.abc import Iterator
from typing import BinaryIO

import attrs

from tabletop import batch
from tabletop.batch import is_json_lines

from ..errors import RecordError
from .limits import MAX_LINE_READ, MAX_RECORD_BYTES, EndlessLine, open_binary
from .record import Record
from .text_lines import HEADER_LINE, line_content

__all__ = [
    "JSON_LINES_SUFFIXES",
    "ArchiveRecord",
    "RecordText",
    "read_records",
    "shift_lines",
    "split_records",
]

#: File suffixes read as JSON Lines whatever their first line.
JSON_LINES_SUFFIXES = batch.JSON_LINES_SUFFIXES

# A place in a message: "line 12" (text records) or "line 1 column 5" (JSON).
_LINE_AT_START = re.compile(r"\Aline (\d+)")


@attrs.frozen
class RecordText:
    """The text of one record of an archive, not yet read.

    Attributes:
        file: the archive's name as given (a path, or ``"-"``).
        index: the place of the record in the archive, from 0.
        line: the first line of the record in the archive, or ``None`` when
            the archive itself cannot be read.
        text: the record, in either form.
        error: why the record cannot be read (it is too long, it is not
            UTF-8, the file cannot be opened...), or ``None``.
    """

    file: str
    index: int
    line: int | None
    text: str = ""
    error: str | None = None


@attrs.frozen
class ArchiveRecord:
    """One record of an archive, read: :attr:`record`, or :attr:`error` saying
    why it cannot be read (its line numbers are lines of the archive)."""

    file: str
    index: int
    line: int | None
    record: Record | None = None
    error: str | None = None


def shift_lines(message: str, first_line: int | None) -> str:
    """``message`` about a record whose first line is ``first_line`` of its
    archive, with a leading ``line N`` made a line of the archive.

    >>> shift_lines("line 3: the header 'Players: N' is missing", 40)
    "line 42: the header 'Players: N' is missing"
    """
    if first_line is None or first_line == 1:
        return message
    return _LINE_AT_START.sub(lambda m: f"line {int(m.group(1)) + first_line - 1}", message)


def read_records(source: str | os.PathLike[str] | BinaryIO) -> Iterator[ArchiveRecord]:
    """The records of the archive ``source`` (a path or a binary file), read
    one at a time (see the module documentation)."""
    for item in split_records(source):
        if item.error is not None:
            yield ArchiveRecord(item.file, item.index, item.line, error=item.error)
            continue
        try:
            record = Record.parse(item.text)
        except RecordError as e:
            error = shift_lines(str(e), item.line)
            yield ArchiveRecord(item.file, item.index, item.line, error=error)
        else:
            yield ArchiveRecord(item.file, item.index, item.line, record=record)


def split_records(
    source: str | os.PathLike[str] | BinaryIO, name: str | None = None
) -> Iterator[RecordText]:
    """The text of each record of the archive ``source``, one at a time.

    ``source`` is a path or a binary file (standard input: ``sys.stdin.buffer``);
    ``name`` names it in the results (the path by default, ``"-"`` for a
    file object). A file that cannot be opened gives one :class:`RecordText`
    with its :attr:`~RecordText.error` and no line.
    """
    if isinstance(source, str | os.PathLike):
        where = name if name is not None else os.fspath(source)
        try:
            f = open_binary(source)
        except OSError as e:
            yield RecordText(where, 0, None, error=f"cannot read the file: {e.strerror or e}")
            return
        except ValueError as e:  # a path with a NUL character
            yield RecordText(where, 0, None, error=f"not a file name: {e}")
            return
        with f:
            yield from _split(f, where, os.fspath(source))
    elif callable(getattr(source, "readline", None)) and not isinstance(source, io.TextIOBase):
        yield from _split(source, name if name is not None else "-", "")
    else:
        raise TypeError(f"a record archive is a path or a binary file (sys.stdin.buffer), "
                        f"not {type(source).__name__}")


# -- the splitting ------------------------------------------------------------


# A numbered line of an archive: its bytes, or the size of a line too long to keep.
_Line = tuple[int, bytes | int]


def _lines(f: BinaryIO, start: int) -> Iterator[_Line]:
    """The lines of ``f`` numbered from ``start``; a line longer than
    :data:`MAX_RECORD_BYTES` is skipped and given as its size."""
    n = start
    while True:
        raw = f.readline(MAX_RECORD_BYTES + 1)
        if not raw:
            return
        if len(raw) > MAX_RECORD_BYTES and not raw.endswith(b"\n"):
            size = len(raw)
            while True:  # skip the rest of the line
                rest = f.readline(1 << 20)
                size += len(rest)
                if not rest or rest.endswith(b"\n"):
                    break
                if size > MAX_LINE_READ:  # never ends: /dev/zero, a file with no newline
                    raise EndlessLine(n, size)
            yield n, size
        else:
            yield n, raw
        n += 1


def _decode(raw: bytes, n: int) -> tuple[str, str | None]:
    """One line as text, and the error when it is not UTF-8."""
    try:
        return raw.decode("utf-8"), None
    except UnicodeDecodeError as e:
        error = f"line {n}: not UTF-8 text (byte {e.start} of the line is {raw[e.start]:#04x})"
        return raw.decode("utf-8", "replace"), error


def _too_long(size: int) -> str:
    """The error of a record of ``size`` bytes, over the limit (the message of
    a record read alone)."""
    return (
        f"{size} bytes is more than the limit of {MAX_RECORD_BYTES} bytes for a record"
    )


def _size(raw: bytes | int) -> int:
    return raw if isinstance(raw, int) else len(raw)


def _split(f: BinaryIO, where: str, path: str) -> Iterator[RecordText]:
    count = 0
    try:
        for item in _split_form(f, where, path):
            count += 1
            yield item
    except OSError as e:  # a read error part way: the rest of the file is one failure
        yield RecordText(where, count, None, error=f"cannot read the file: {e.strerror or e}")


def _split_form(f: BinaryIO, where: str, path: str) -> Iterator[RecordText]:
    head: list[_Line] = []
    lines = _lines(f, 1)
    first = b""
    for n, raw in lines:  # the blank lines up to the first one that says the form
        head.append((n, raw))
        if isinstance(raw, int) or raw.strip(b" \t\r\n"):
            first = b"x" if isinstance(raw, int) else raw
            first = first.removeprefix(b"\xef\xbb\xbf").strip(b" \t\r\n")
            break
    rest = _chain(head, lines)
    if is_json_lines(path, first):
        yield from _split_json_lines(rest, where)
    elif first.startswith((b"{", b"[")):
        yield _whole(rest, where)
    else:
        yield from _split_text(rest, where)


def _chain(head: list[_Line], rest: Iterator[_Line]) -> Iterator[_Line]:
    yield from head
    yield from rest


def _whole(lines: Iterator[_Line], where: str) -> RecordText:
    """A file that is one record laid out over many lines (a JSON record)."""
    parts: list[bytes] = []
    size = 0
    for _, raw in lines:
        size += _size(raw)
        if isinstance(raw, bytes) and size <= MAX_RECORD_BYTES:
            parts.append(raw)
    if size > MAX_RECORD_BYTES:
        return RecordText(where, 0, 1, error=_too_long(size))
    data = b"".join(parts).removeprefix(b"\xef\xbb\xbf")
    try:
        return RecordText(where, 0, 1, data.decode("utf-8"))
    except UnicodeDecodeError as e:
        n = data.count(b"\n", 0, e.start) + 1
        return RecordText(where, 0, 1, error=f"line {n}: not UTF-8 text (byte {e.start} is "
                                             f"{data[e.start]:#04x})")


def _split_json_lines(lines: Iterator[_Line], where: str) -> Iterator[RecordText]:
    index = 0
    for n, raw in lines:
        if isinstance(raw, int):
            yield RecordText(where, index, n, error=_too_long(raw))
        else:
            if n == 1:
                raw = raw.removeprefix(b"\xef\xbb\xbf")
            if not raw.strip(b" \t\r\n"):
                continue
            text, error = _decode(raw, 1)
            if error is not None:
                yield RecordText(where, index, n, error=shift_lines(error, n))
            else:
                yield RecordText(where, index, n, text)
        index += 1


@attrs.define
class _Pending:
    """The record being cut out of a text archive."""

    start: int = 1
    lines: list[str] = attrs.Factory(list)
    size: int = 0
    error: str | None = None
    has_move: bool = False
    # the blank and comment lines after the last move (number, text, size, error):
    # the next record's if a header follows, else this one's
    gap: list[tuple[int, str, int, str | None]] = attrs.Factory(list)

    def add(self, n: int, text: str, size: int, error: str | None = None) -> None:
        if not self.lines and not self.gap and self.size == 0:
            self.start = n
        if self.error is None and error is not None:
            self.error = error
        self.size += size
        if self.error is None and self.size <= MAX_RECORD_BYTES:
            self.lines.append(text)

    def flush_gap(self) -> None:
        gap, self.gap = self.gap, []
        for n, text, size, error in gap:
            self.add(n, text, size, error)

    def done(self, where: str, index: int) -> RecordText:
        if self.size > MAX_RECORD_BYTES:
            return RecordText(where, index, self.start, error=_too_long(self.size))
        if self.error is not None:
            return RecordText(where, index, self.start, error=self.error)
        return RecordText(where, index, self.start, "".join(self.lines))


def _split_text(lines: Iterator[_Line], where: str) -> Iterator[RecordText]:
    index = 0
    record = _Pending()
    for n, raw in lines:
        error: str | None = None
        if isinstance(raw, int):
            text = "\n"
        else:
            text, error = _decode(raw, n)
            if n == 1:
                text = text.removeprefix("\ufeff")
        size = _size(raw)
        if isinstance(raw, int):  # a line too long to read belongs to the record it is in
            record.flush_gap()
            record.add(n, text, size)
            continue
        content = line_content(text)
        if not content:
            if record.has_move:
                record.gap.append((n, text, size, error))
            else:
                record.add(n, text, size, error)
            continue
        if record.has_move and HEADER_LINE.fullmatch(content):
            gap = record.gap
            record.gap = []
            yield record.done(where, index)
            index += 1
            record = _Pending()
            for m, blank, blank_size, blank_error in gap:
                record.add(m, blank, blank_size, blank_error)
        elif HEADER_LINE.fullmatch(content) is None:
            record.flush_gap()
            record.has_move = True
        record.add(n, text, size, error)
    if record.lines or record.size or record.error is not None or index == 0:
        record.flush_gap()
        yield record.done(where, index)
