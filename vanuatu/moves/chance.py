"""Chance events (R2, R3, R10): what chance reveals, written and read back.

``reveal EVENT OUTCOME`` (``roll N`` for the die of Rising Waters)::

    reveal start start-blank start-fish start-wreck   (tiles on 1,0  0,1  1,1)
    reveal tile A2      reveal demand 7      reveal tourist 3      reveal first P2
    reveal characters artist beggar builder diver fisherman          roll 4
"""

from __future__ import annotations

import enum

import attrs

from ..components import Character
from ..errors import NotationError
from .words import expect, read_int, read_player

__all__ = ["CHANCE", "ChanceEvent", "ChanceMove", "canonical_offer"]

#: The actor of chance events (as in OpenSpiel).
CHANCE = -1


class ChanceEvent(enum.StrEnum):
    """The kinds of chance event. A member is a string equal to its word (and
    prints as it), so ``ChanceMove("tile", "A2")`` and
    ``ChanceMove(ChanceEvent.TILE, "A2")`` are the same move."""

    #: The three start ocean tiles, in the order of the start spaces (R2.1).
    START = "start"
    #: A tile of the stack (R2.2, R3.7).
    TILE = "tile"
    #: A demand tile id (R2.3, R3.3).
    DEMAND = "demand"
    #: A tourist tile value (R2.4, R3.2).
    TOURIST = "tourist"
    #: The First Player (R2.8).
    FIRST = "first"
    #: The characters offered with two players (R10.1).
    CHARACTERS = "characters"
    #: The die of Rising Waters (R10.3).
    DIE = "die"

    def __repr__(self) -> str:
        return repr(self.value)


#: The canonical order of characters in an offer: the order of R1.8.
_CHARACTER_ORDER = {ch: i for i, ch in enumerate(Character)}


def canonical_offer(names: tuple[str, ...]) -> tuple[str, ...]:
    """The characters of a two-player offer (R10.1) in their one canonical order,
    the order of R1.8 (unknown names last, as given); the offer is a set (R12.8).

    >>> canonical_offer(("beggar", "artist", "diver"))
    ('diver', 'artist', 'beggar')
    """
    known = sorted((Character(n) for n in names if n in _CHARACTER_ORDER),
                   key=_CHARACTER_ORDER.__getitem__)
    return (*known, *(n for n in names if n not in _CHARACTER_ORDER))


@attrs.frozen
class ChanceMove:
    """A chance event (a :class:`ChanceEvent`) and its outcome: a tile id, a
    number (demand tile, tourist value, die, First Player) or a tuple of names
    (start tiles, offered characters).

    The characters offered with two players are a set (R12.8): they are kept in
    one canonical order (:func:`canonical_offer`), so moves listing the same
    characters in any order are equal and are written alike.

    >>> str(ChanceMove("characters", ("guide", "artist", "diver", "beggar", "vendor")))
    'reveal characters vendor diver artist guide beggar'
    """

    event: str
    outcome: tuple[str, ...] | str | int

    def __attrs_post_init__(self) -> None:
        if self.event == ChanceEvent.CHARACTERS and isinstance(self.outcome, tuple):
            object.__setattr__(self, "outcome", canonical_offer(self.outcome))

    @property
    def player(self) -> int:
        """The actor of a chance event: :data:`CHANCE`."""
        return CHANCE

    def __str__(self) -> str:
        o = self.outcome
        if isinstance(o, tuple):
            text = " ".join(str(w) for w in o)
        elif self.event == ChanceEvent.FIRST:
            text = f"P{o}"
        else:
            text = str(o)
        if self.event == ChanceEvent.DIE:
            return f"roll {text}"
        return f"reveal {self.event} {text}"

    @classmethod
    def from_words(cls, words: list[str], line: str) -> ChanceMove:
        """Read ``reveal EVENT OUTCOME`` or ``roll N`` (``words`` of ``line``)."""
        if words[0].lower() == "roll":
            expect(words, 2, "roll N", line)
            return cls(ChanceEvent.DIE, read_int(words[1], "the die", line))
        if len(words) < 3:
            raise NotationError(f"{line!r}: expected 'reveal EVENT OUTCOME'")
        event = words[1].lower()
        rest = words[2:]
        if event == ChanceEvent.START:
            expect(rest, 3, "reveal start TILE TILE TILE", line)
            return cls(ChanceEvent.START, tuple(rest))
        if event == ChanceEvent.CHARACTERS:
            return cls(ChanceEvent.CHARACTERS, tuple(w.lower() for w in rest))
        expect(rest, 1, f"reveal {event} OUTCOME", line)
        if event == ChanceEvent.TILE:
            return cls(ChanceEvent.TILE, rest[0])
        if event == ChanceEvent.DEMAND:
            return cls(ChanceEvent.DEMAND, read_int(rest[0], "a demand tile", line))
        if event == ChanceEvent.TOURIST:
            return cls(ChanceEvent.TOURIST, read_int(rest[0], "a tourist tile value", line))
        if event == ChanceEvent.FIRST:
            return cls(ChanceEvent.FIRST, read_player(rest[0], line))
        raise NotationError(f"{line!r}: unknown chance event {words[1]!r}")
