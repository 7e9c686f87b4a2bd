"""The guards of reading: a record is at most :data:`MAX_RECORD_BYTES` long
and is UTF-8 text; and a message that quotes a record never echoes a huge
line in full nor a character that a terminal would obey (:func:`printable`).

>>> shorten("x" * 100, 10)
'xxxxxxxxx…'
>>> print(printable("P0 take x\\x1b[2J"))
P0 take x\\x1b[2J
"""

from __future__ import annotations

from tabletop.record_files import open_binary

from ..errors import RecordError

__all__ = ["MAX_DIGITS", "MAX_LINE_READ", "MAX_RECORD_BYTES", "EndlessLine", "check_size",
           "decode", "open_binary", "parse_int", "printable", "shorten"]

#: The largest record read, in bytes (a complete game is about 5 kB).
MAX_RECORD_BYTES = 10 * 1024 * 1024
#: The most bytes of one line read in an archive: a line over
#: :data:`MAX_RECORD_BYTES` is skipped (its record refused) when it ends within
#: this many bytes; one that does not (a file with no newline) ends the reading of
#: its file (:class:`EndlessLine`).
MAX_LINE_READ = 2 * MAX_RECORD_BYTES


class EndlessLine(OSError):
    """A line of an archive that does not end within :data:`MAX_LINE_READ` bytes:
    the rest of its file is not read (an :class:`OSError`, like a read that fails
    part way)."""

    def __init__(self, line: int, size: int) -> None:
        super().__init__(0, f"line {line}: no end of line within {size} bytes (a record is "
                            f"at most {MAX_RECORD_BYTES} bytes): the rest of the file is not "
                            f"read")
        self.line = line


def shorten(text: str, width: int = 80) -> str:
    """``text`` cut to ``width`` characters, ``…`` marking the cut, so that a
    message never echoes a huge line of a record in full."""
    return text if len(text) <= width else text[: width - 1] + "…"


def printable(text: str, width: int | None = None) -> str:
    """``text`` with every character that is not printable (control
    characters, escape codes, line breaks, invisible formatting such as
    U+202E) written as its Python escape (``\\x1b``, ``\\n``, ``\\u202e``), then
    cut to ``width`` characters if given (see :func:`shorten`). Every message
    that quotes a record's text goes through it (or through :func:`repr`,
    which escapes the same characters), so that a record cannot drive the
    terminal that shows the message."""
    if not text.isprintable():
        text = "".join(c if c.isprintable() else repr(c)[1:-1] for c in text)
    return text if width is None else shorten(text, width)


def check_size(size: int, where: str = "record") -> None:
    """Refuse a record of more than :data:`MAX_RECORD_BYTES`."""
    if size > MAX_RECORD_BYTES:
        raise RecordError(
            f"{where}: {size} bytes is more than the limit of {MAX_RECORD_BYTES} bytes "
            f"for a record"
        )


def decode(data: bytes, where: str = "record") -> str:
    """``data`` as text: UTF-8 (an initial byte order mark is dropped), or a
    :class:`~vanuatu.RecordError` naming the line of the first bad byte."""
    check_size(len(data), where)
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as e:
        line = data.count(b"\n", 0, e.start) + 1
        raise RecordError(
            f"{where}: line {line}: not UTF-8 text (byte {e.start} is {data[e.start]:#04x})"
        ) from None
    return text.removeprefix("\ufeff")


#: The most digits of a whole number in a record's JSON (Python refuses over 4300).
MAX_DIGITS = 100


def parse_int(text: str) -> int:
    """A JSON whole number, refused with a clear message when it has more than
    :data:`MAX_DIGITS` digits."""
    digits = len(text.lstrip("-"))
    if digits > MAX_DIGITS:
        raise RecordError(f"a number of {digits} digits (at most {MAX_DIGITS}): "
                          f"{text[:20]}...")
    return int(text)
