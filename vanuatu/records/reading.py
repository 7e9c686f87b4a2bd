"""The one way a record is read, shared by :class:`~vanuatu.Record`,
:func:`~vanuatu.validate` and the command line: text (or bytes, or a file) in,
a :class:`~vanuatu.records.RecordSource` out, whichever the form.

>>> source = read_source(b"Players: 3\\nreveal tile A2\\n")
>>> source.options.players, source.entries[0].text
(3, 'reveal tile A2')
>>> read_source('{"format": "vanuatu-record", "version": 1}')
Traceback (most recent call last):
...
vanuatu.errors.RecordError: options: required field missing
"""

from __future__ import annotations

import os
import re

from ..errors import RecordError
from .json_form import open_json
from .limits import MAX_RECORD_BYTES, check_size, decode, open_binary
from .source import RecordSource, RecordStream
from .text_form import open_text

__all__ = ["as_text", "load_source", "open_file", "open_source", "read_file", "read_source"]


def as_text(text: str | bytes) -> str:
    """The text of a record given as text or bytes (checked: size, UTF-8)."""
    if isinstance(text, bytes | bytearray):
        return decode(bytes(text))
    if not isinstance(text, str):
        raise RecordError(f"a record is text, not {type(text).__name__}")
    check_size(len(text))
    return text


def read_file(path: str | os.PathLike[str]) -> str:
    """The text of the record file at ``path``; its size is checked before it is read."""
    where = os.fspath(path)
    try:
        with open_binary(path) as f:
            size = os.fstat(f.fileno()).st_size
            data = b"" if size > MAX_RECORD_BYTES else f.read(MAX_RECORD_BYTES + 1)
    except OSError as e:
        raise RecordError(f"{where}: cannot read the file: {e.strerror or e}") from None
    except ValueError as e:  # a path with a NUL character
        raise RecordError(f"{where}: not a file name: {e}") from None
    check_size(max(size, len(data)), where)
    return decode(data, where)


# The start of a JSON text (a text record starts with a letter or a comment).
_JSON_START = re.compile(
    r'[ \t\r\n]*(?:[{\["]|(?:null|true|false|-?\d[\d.eE+-]*)[ \t\r\n]*\Z)'
)


def open_source(text: str | bytes) -> RecordStream:
    """Start reading a record in either form: JSON when the text is JSON (it
    starts with ``{``, or is some other JSON value, refused as not an object),
    else plain text. Bytes are read as UTF-8. The options and headers are read
    now, the moves when the :class:`~vanuatu.records.RecordStream` is iterated."""
    text = as_text(text).removeprefix("\ufeff")
    if _JSON_START.match(text):
        return open_json(text)
    return open_text(text)


def open_file(path: str | os.PathLike[str]) -> RecordStream:
    """Start reading the record file at ``path`` (see :func:`open_source`)."""
    return open_source(read_file(path))


def read_source(text: str | bytes) -> RecordSource:
    """Read a whole record in either form (see :func:`open_source`)."""
    return open_source(text).source()


def load_source(path: str | os.PathLike[str]) -> RecordSource:
    """Read the whole record file at ``path`` in either form (see :func:`open_source`)."""
    return open_file(path).source()
