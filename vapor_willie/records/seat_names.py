"""What a player's name in a record may be: one line of text that the text form writes
and reads back unchanged.

>>> check_name("names[0]", "Ana")
>>> check_name("names[0]", "Ana\\nPlayers: 4")
Traceback (most recent call last):
...
vapor_willie.errors.RecordError: names[0]: a name may not contain line breaks or control characters
"""

from __future__ import annotations

from tabletop.one_line import line_fault

from ..errors import RecordError

__all__ = ["MAX_NAME", "check_name", "check_names"]

#: The longest name a record holds, in characters.
MAX_NAME = 200


def check_name(where: str, name: object) -> None:
    """Raise :class:`~vapor_willie.errors.RecordError`, naming ``where``, unless
    ``name`` can be a player's name: a string of at most :data:`MAX_NAME` characters
    without ``#`` (a comment in the text form), line breaks, control characters, lone
    surrogates, or blanks around it (:func:`tabletop.one_line.line_fault`). The empty
    name is a seat without a name."""
    if not isinstance(name, str):
        raise RecordError(f"{where}: a name is a string, not {type(name).__name__}")
    fault = line_fault(name, MAX_NAME)
    if fault is not None:
        raise RecordError(f"{where}: a name is {fault}" if fault.startswith(("at ", "not "))
                          else f"{where}: a name {fault}")


def check_names(names: object, where: str = "names") -> None:
    """:func:`check_name` for each of ``names``, a tuple, named ``where[i]``."""
    if not isinstance(names, tuple):
        raise RecordError(f"{where}: expected a tuple of strings, not {type(names).__name__}")
    for i, name in enumerate(names):
        check_name(f"{where}[{i}]", name)
