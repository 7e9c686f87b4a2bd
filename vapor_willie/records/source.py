"""Where a Vapor Willie record's text comes from: a file read within the size limit,
and whether a text is read as JSON."""

from __future__ import annotations

import re
from pathlib import Path
from typing import BinaryIO

from tabletop.record_files import open_binary

from ..errors import RecordError
from ..limits import MAX_BYTES

__all__ = ["as_text", "decode", "header_of", "is_json", "read_stream", "read_text"]


def is_json(text: str) -> bool:
    """Whether ``text`` is read as a JSON record (it starts with ``{`` or ``[``)."""
    return text.lstrip()[:1] in ("{", "[")


def read_text(path: str | Path) -> str:
    """The text of a record file: at most :data:`~vapor_willie.limits.MAX_BYTES`, UTF-8;
    :class:`RecordError` (naming the file and the line) otherwise."""
    try:
        with open_binary(path) as f:
            data = f.read(MAX_BYTES + 1)
    except OSError as e:
        raise RecordError(f"{path}: cannot read the file: {e.strerror or e}") from None
    return decode(data, str(path))


def read_stream(stream: BinaryIO, name: str = "-") -> str:
    """The text of a stream (standard input, named ``name``), read as :func:`read_text`
    reads a file."""
    try:
        data = stream.read(MAX_BYTES + 1)
    except OSError as e:
        raise RecordError(f"{name}: cannot read: {e.strerror or e}") from None
    return decode(data, name)


def decode(data: bytes, path: str) -> str:
    """``data`` read from ``path`` as text: at most
    :data:`~vapor_willie.limits.MAX_BYTES`, UTF-8 (an initial byte order mark is
    dropped); :class:`RecordError` otherwise."""
    if len(data) > MAX_BYTES:
        raise RecordError(f"{path}: line 1: larger than {MAX_BYTES} bytes")
    try:
        return data.decode("utf-8").removeprefix("\ufeff")
    except UnicodeDecodeError as e:
        line = data.count(b"\n", 0, e.start) + 1
        raise RecordError(f"{path}: line {line}: not UTF-8 text") from None


def as_text(text: object, verb: str) -> str:
    """``text`` as a record's text: a str, or UTF-8 bytes (a :class:`RecordError` if
    they are not), without a byte order mark; a :class:`TypeError` naming ``verb``
    for anything else."""
    if isinstance(text, bytes):
        data = text
        try:
            text = data.decode("utf-8")
        except UnicodeDecodeError as e:
            line = data.count(b"\n", 0, e.start) + 1
            raise RecordError(f"line {line}: not UTF-8 text") from None
    if not isinstance(text, str):
        raise TypeError(f"{verb}() needs a str or bytes, not {type(text).__name__}")
    return text.removeprefix("\ufeff")


#: A header line of a text record (``Players: 2``).
_HEADER = re.compile(r"([A-Za-z][A-Za-z0-9_-]*)\s*:\s*(.*)")


def header_of(content: str) -> re.Match[str] | None:
    """The header of a line of a text record (its ``content``, without the comment):
    its name and its value as the match's two groups (``Players: 2``), or ``None``
    for a move (``reveal ...`` included) or a line that is no header."""
    m = _HEADER.fullmatch(content) if ":" in content else None  # a move has no colon
    return m if m and not content.lower().startswith("reveal") else None
