"""What a line of a game record may hold, for both games: a header's value or a player's
name is one line of text that the text form writes and reads back unchanged, that UTF-8
can encode and that a terminal shows as it is.

>>> line_fault("Ana", 200) is None
True
>>> line_fault("Ana\\nPlayers: 4", 200)
'may not contain line breaks or control characters'
>>> is_text("\\ud800")
False
"""

from __future__ import annotations

__all__ = ["MOST_BITS", "cut", "is_text", "line_fault", "shown"]

#: The characters that end a line of text besides the C0 controls
#: (:meth:`str.splitlines` ends a line at each).
_LINE_ENDS = frozenset("\u2028\u2029")


def cut(text: str, most: int) -> str:
    """``text`` as a message quotes it: at most ``most`` characters, the last of them
    an ellipsis where it is cut, so that a long value is not shown as a shorter one.

    >>> cut("12345", 10), cut("1234567890123", 10)
    ('12345', '123456789…')
    """
    return text if len(text) <= most else text[:most - 1] + "…"


#: The most bits of a whole number both games take in a move, a seed or a key: Python
#: writes whole numbers of at most 4300 digits, and a message about the value writes it.
MOST_BITS = 13_000


def shown(value: object, most: int = 60) -> str:
    """``repr(value)`` as a message quotes it (:func:`cut` to ``most`` characters); a
    value holding a whole number too long for Python to write (over 4300 digits) is
    described instead.

    >>> shown("fish"), shown(10**5000), shown((1, 10**5000))
    ("'fish'", 'a number of about 5001 digits', 'a tuple holding a number too long to write')
    """
    try:
        text = repr(value)
    except ValueError:
        if isinstance(value, int):
            return f"a number of about {int(value.bit_length() * 0.30103) + 1} digits"
        return f"a {type(value).__name__} holding a number too long to write"
    return cut(text, most)


def is_text(value: object) -> bool:
    """Whether ``value`` is a string that UTF-8 can encode (no lone surrogate)."""
    if not isinstance(value, str):
        return False
    try:
        value.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


def _is_control(c: str) -> bool:
    code = ord(c)
    return code < 32 or 127 <= code < 160 or c in _LINE_ENDS


def line_fault(value: str, most: int) -> str | None:
    """What keeps ``value`` from being one line of a record, or ``None`` if nothing
    does: it has at most ``most`` characters, no ``#`` (a comment in the text form), no
    line break or control character (C0, DEL, C1, the line and paragraph separators),
    no lone surrogate and no blank at either end."""
    if len(value) > most:
        return f"at most {most} characters, not {len(value)}"
    if "#" in value:
        return "may not contain '#' (it starts a comment in the text form)"
    if any(_is_control(c) for c in value):
        return "may not contain line breaks or control characters"
    if not is_text(value):
        return "not valid Unicode text (it holds a lone surrogate)"
    if value != value.strip():
        return "may not start or end with blanks"
    return None
