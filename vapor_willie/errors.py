"""Exceptions raised by :mod:`vapor_willie`.

Every error names what is wrong and, where a rule applies, its id in the rules
reference (for example ``VW4.3``).
"""

from __future__ import annotations

__all__ = [
    "DataError",
    "IllegalMove",
    "NotationError",
    "OptionsError",
    "RecordError",
    "VaporWillieError",
]


class VaporWillieError(Exception):
    """Base class of the errors about games, moves, options, data and records."""


class OptionsError(VaporWillieError, ValueError):
    """The options of a game are not a valid game (player count, faces...)."""


class DataError(OptionsError):
    """A component data file cannot make a game; the message names the field
    (``river_faces[0].links[3]``)."""


class NotationError(VaporWillieError, ValueError):
    """A text move could not be parsed."""


class IllegalMove(VaporWillieError, ValueError):
    """A move breaks the rules in the given state.

    Attributes:
        move: the move that was refused.
        rule: the rule id it breaks (``"VW4.3"``), or ``None``.
        reason: a one-line explanation, without the move and rule id.
    """

    def __init__(self, move: object, rule: str | None, reason: str) -> None:
        self.move = move
        self.rule = rule
        self.reason = reason
        where = f"{rule} " if rule else ""
        super().__init__(f"{move}: {where}{reason}")


class RecordError(VaporWillieError, ValueError):
    """A game record cannot be read: it names the place (line, field) and the problem."""
