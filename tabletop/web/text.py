"""Text from a request as a message or a rule may take it: :func:`escaped` and
:func:`shown` never give a character that cannot be encoded (a lone surrogate of a
JSON escape) or that garbles a log; :data:`NAME_PATTERN` and :func:`is_name` say what
a seat's name may be.
"""

from __future__ import annotations

import re
import unicodedata

from tabletop.one_line import is_text

__all__ = ["MOVE_TEXT", "NAME_PATTERN", "escaped", "is_move_text", "is_name", "is_text",
           "shown", "whole"]

_NOT_IN_NAME = (r"\x00-\x1f\x7f-\x9f\u00ad\u0600-\u0605\u061c\u06dd\u070f\u0890\u0891"
                r"\u08e2\u180e\u200b-\u200f\u2028-\u202e\u2060-\u206f\ufeff\ufff0-\uffff#")
#: The blank characters, and the fillers that show as blanks (Hangul's).
_BLANK = (r" \u00a0\u115f\u1160\u1680\u2000-\u200a\u202f\u205f\u3000\u3164"
          r"\uffa0")
#: What a seat's name may be (a JSON schema ``pattern``, read by :func:`re.search` too):
#: 1 to 40 characters, none of them a control character, a line or paragraph
#: separator, a mark of writing direction, an invisible one or ``#`` (it starts a
#: comment in a record), not starting or ending with a blank (nor holding a lone
#: surrogate: see :func:`is_text`).
NAME_PATTERN = (f"^[^{_NOT_IN_NAME}{_BLANK}]"
                f"(?:[^{_NOT_IN_NAME}]{{0,38}}[^{_NOT_IN_NAME}{_BLANK}])?$")


#: The characters of ASCII that are not printable.
_CONTROL = re.compile(r"[\x00-\x1f\x7f]")

#: The most characters of a move's notation in a request (``move``).
MOVE_TEXT = 200


def is_move_text(value: object) -> bool:
    """Whether ``value`` may be a move's notation in a request: a string of at most
    :data:`MOVE_TEXT` printable characters, not all blank (which move, the game's
    notation says).

    >>> is_move_text("P0 fish"), is_move_text("  "), is_move_text("a\\nb"), is_move_text(3)
    (True, False, False, False)
    """
    return (isinstance(value, str) and len(value) <= MOVE_TEXT and value.isprintable()
            and bool(value.strip()))


def is_name(value: object) -> bool:
    """Whether ``value`` may be a seat's name: it matches :data:`NAME_PATTERN`, holds no
    lone surrogate and no invisible format character beyond the pattern's reach either
    (those past U+FFFF, which a JSON schema pattern cannot name portably: the tags of
    U+E0000 to U+E007F, say).

    >>> is_name("Ana"), is_name("a\\u061cb"), is_name("\\u3164"), is_name("a\\U000e0041b")
    (True, False, False, False)
    """
    return (is_text(value) and re.search(NAME_PATTERN, str(value)) is not None
            and not any(ord(c) > 0xFFFF and unicodedata.category(c) == "Cf"
                        for c in str(value)))


def escaped(text: str, most: int = 40) -> str:
    """``text`` as a message may show it: cut to about ``most`` characters, every
    character that is not printable ASCII escaped (a lone surrogate cannot be
    encoded, and a control character would garble a log).

    >>> escaped("fish"), escaped("\\ud800"), escaped("x" * 50, 4), escaped("a\\nb\\x00")
    ('fish', '\\\\ud800', 'xxxx...', 'a\\\\x0ab\\\\x00')
    """
    if len(text) > most:
        text = text[:most] + "..."
    if not (text.isascii() and text.isprintable()):
        text = _CONTROL.sub(lambda c: f"\\x{ord(c.group()):02x}",
                            text.encode("ascii", "backslashreplace").decode("ascii"))
    return text


def shown(value: object, most: int = 40) -> str:
    """The ``repr`` of ``value`` as a message may show it (:func:`escaped`).

    >>> shown("\\ud800"), shown(10**50), shown("fish")
    ("'\\\\ud800'", '1000000000000000000000000000000000000000...', "'fish'")
    """
    return escaped(repr(value), most)


def whole(value: object) -> object:
    """``value`` as an ``int`` when it is a whole number (``3`` or ``3.0``: JSON does not
    tell them apart), else ``value`` itself (a ``bool`` stays a ``bool``).

    >>> whole(3.0), whole(2.5), whole(True), whole("3")
    (3, 2.5, True, '3')
    """
    if isinstance(value, float) and value.is_integer():
        return int(value)
    return value
