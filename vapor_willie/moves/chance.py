"""Chance events (VW12): what a draw reveals, written ``reveal EVENT THING`` and read
back.

>>> str(ChanceMove("cube", ("duck",))), ChanceMove.from_words(["first", "p2"], "")
('reveal cube duck', ChanceMove(event='first', outcome=('P2',)))
"""

from __future__ import annotations

import attrs

from ..errors import NotationError
from ..limits import quote
from .words import names, player_word

__all__ = ["CHANCE", "EVENTS", "ChanceMove"]


#: The actor of chance events.
CHANCE = -1
#: The chance events of ``reveal`` lines.
EVENTS = ("cube", "objective", "port", "first")


def _via(via: str | None) -> str:
    return f" +{via}" if via else ""


@attrs.frozen
class ChanceMove:
    """A draw: ``event`` is ``"cube"`` (a cube from the bag), ``"objective"`` (an
    objective card), ``"port"`` (a port card) or ``"first"`` (the first player,
    ``("P2",)``); ``outcome`` holds the one thing drawn."""

    event: str
    outcome: tuple[str, ...]

    @property
    def player(self) -> int:
        """The actor: :data:`CHANCE`."""
        return CHANCE

    def __str__(self) -> str:
        return f"reveal {self.event} " + " ".join(self.outcome)

    @classmethod
    def from_words(cls, rest: list[str], text: str) -> ChanceMove:
        """The draw ``reveal EVENT THING`` (``rest`` are the words after ``reveal``)."""
        if len(rest) != 2 or rest[0].lower() not in EVENTS:
            raise NotationError(f"{quote(text)}: expected 'reveal EVENT THING' with EVENT "
                                f"one of {', '.join(EVENTS)}")
        names(rest[1:], 1, text, "'reveal EVENT THING'")
        event = rest[0].lower()
        thing = rest[1].upper() if event == "first" else rest[1]
        if event == "first":
            player_word(thing, text)
        return cls(event, (thing,))

