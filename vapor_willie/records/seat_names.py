"""What a player's name in a record may be: one line of text that the text form writes
and reads back unchanged.

>>> check_name("names[0]", "Ana")
>>> check_name("names[0]", "Ana\\nPlayers: 4")
Traceback (most recent call last):
...
vapor_willie.errors.RecordError: names[0]: a name may not contain line breaks or control characters
"""

from __future__ import annotations

from ..errors import RecordError

__all__ = ["MAX_NAME", "check_name", "check_names"]

#: The longest name a record holds, in characters.
MAX_NAME = 200
#: The characters that end a line of text besides the control characters
#: (:meth:`str.splitlines` ends a line at each).
_LINE_ENDS = frozenset("\x85\u2028\u2029")


def check_name(where: str, name: object) -> None:
    """Raise :class:`~vapor_willie.errors.RecordError`, naming ``where``, unless
    ``name`` can be a player's name: a string of at most :data:`MAX_NAME` characters
    without ``#`` (a comment in the text form), line breaks, control characters, lone
    surrogates, or blanks around it. The empty name is a seat without a name."""
    if not isinstance(name, str):
        raise RecordError(f"{where}: a name is a string, not {type(name).__name__}")
    if len(name) > MAX_NAME:
        raise RecordError(f"{where}: a name is at most {MAX_NAME} characters, not {len(name)}")
    if "#" in name:
        raise RecordError(f"{where}: a name may not contain '#' (it starts a comment in the "
                          "text form)")
    if any(ord(c) < 32 or ord(c) == 127 or c in _LINE_ENDS for c in name):
        raise RecordError(f"{where}: a name may not contain line breaks or control characters")
    if any("\ud800" <= c <= "\udfff" for c in name):
        raise RecordError(f"{where}: a name is not valid Unicode text (it holds a lone "
                          "surrogate)")
    if name != name.strip():
        raise RecordError(f"{where}: a name may not start or end with blanks")


def check_names(names: object) -> None:
    """:func:`check_name` for each of ``names``, a tuple."""
    if not isinstance(names, tuple):
        raise RecordError(f"names: expected a tuple of strings, not {type(names).__name__}")
    for i, name in enumerate(names):
        check_name(f"names[{i}]", name)
