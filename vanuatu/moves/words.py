"""The words of the move notation, read and written: players, spaces, numbers,
action names, and the ``+bonus`` mark. Each reader raises
:class:`~vanuatu.NotationError` quoting the whole move (``line``)."""

from __future__ import annotations

import re

from ..components import ACTIONS, Action
from ..errors import NotationError

__all__ = ["ACTION_WORDS", "PLAYER_WORD", "bonus_word", "expect", "read_action", "read_int",
           "read_player", "read_space"]

#: Action spaces by their word (``"fish"``).
ACTION_WORDS = {a.word: a for a in ACTIONS}
#: A player as written in moves and records: ``P2`` (``p2`` is read too); use fullmatch.
PLAYER_WORD = re.compile(r"[Pp]([0-9])")
_SPACE = re.compile(r"^-?[0-9]{1,3},-?[0-9]{1,3}$")


def bonus_word(flag: bool) -> str:
    """The ``+bonus`` suffix of a move using its character bonus (R1.8)."""
    return " +bonus" if flag else ""


def read_int(text: str, what: str, line: str) -> int:
    """A number of at most three digits."""
    if re.fullmatch(r"-?[0-9]{4,}", text):
        raise NotationError(f"{line!r}: {what} {text} is out of range")
    if not re.fullmatch(r"-?[0-9]{1,3}", text):
        raise NotationError(f"{line!r}: {what} must be a number, not {text!r}")
    return int(text)


def read_action(text: str, line: str) -> Action:
    """An action space by its word."""
    a = ACTION_WORDS.get(text.lower())
    if a is None:
        raise NotationError(
            f"{line!r}: unknown action {text!r} (one of {', '.join(ACTION_WORDS)})"
        )
    return a


def read_space(text: str, line: str) -> str:
    """A space name ``"q,r"``, normalised (``"02,0"`` reads ``"2,0"``)."""
    if not _SPACE.match(text):
        raise NotationError(f"{line!r}: {text!r} is not a space (\"q,r\", e.g. \"2,0\")")
    q, r = text.split(",")
    return f"{int(q)},{int(r)}"


def read_player(text: str, line: str) -> int:
    """A player word ``P0`` .. ``P9``."""
    m = PLAYER_WORD.fullmatch(text)
    if not m:
        raise NotationError(f"{line!r}: {text!r} is not a player (P0 to P4)")
    return int(m.group(1))


def expect(words: list[str], n: int, usage: str, line: str) -> None:
    """Refuse a move whose arguments are not exactly ``n`` words."""
    if len(words) != n:
        raise NotationError(f"{line!r}: expected {usage!r}")
