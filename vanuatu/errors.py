"""Exceptions raised by the library.

Every error names what is wrong and, where a rule applies, its id in
RULES.md (for example ``R4.3``). Errors about games, moves, options and
records are instances of :class:`VanuatuError`; a call with arguments of the wrong type
raises :class:`TypeError`, and a player index that is not in the game
:class:`ValueError`, as Python functions do.
"""

from __future__ import annotations

__all__ = [
    "BotError",
    "IllegalMove",
    "NotationError",
    "OptionsError",
    "RecordError",
    "VanuatuError",
]


class VanuatuError(Exception):
    """Base class of the errors about games, moves, options and records."""


class OptionsError(VanuatuError, ValueError):
    """The options of a game are not a valid ruleset."""


class NotationError(VanuatuError, ValueError):
    """A text move could not be parsed (see :mod:`vanuatu.notation`)."""


class IllegalMove(VanuatuError, ValueError):
    """A move breaks the rules in the given state.

    Attributes:
        move: the move that was refused.
        rule: the rule id it breaks (``"R4.3"``), or ``None``.
        reason: a one-line explanation, without the move and rule id.
    """

    def __init__(self, move: object, rule: str | None, reason: str) -> None:
        self.move = move
        self.rule = rule
        self.reason = reason
        where = f"{rule} " if rule else ""
        super().__init__(f"{move}: {where}{reason}")


class RecordError(VanuatuError, ValueError):
    """A game record cannot be read: it names the place (line, field) and the problem."""


class BotError(VanuatuError, ValueError):
    """A bot cannot be made (an unknown name, a bad parameter) or did not give a
    legal move; the message is one line naming the bot."""
