"""The moves of the phases other than the actions themselves, and the free
actions: each class writes its notation (``str``) and reads it back
(``from_words``), one beside the other."""

from __future__ import annotations

from collections.abc import Iterable
from typing import ClassVar

import attrs

from ..components import Action
from ..errors import NotationError
from .words import expect, read_action, read_int, read_space

__all__ = ["Beg", "Govern", "PlaceNeutral", "PlaceTile", "Plan", "Retrieve", "SellTreasure",
           "TakeCharacter"]


def _sorted_actions(values: Iterable[Action]) -> tuple[Action, ...]:
    """The action spaces of a plan in their one canonical (board) order."""
    return tuple(sorted(values))


@attrs.frozen
class PlaceTile:
    """R3.6: the First Player places an upcoming tile on an empty space."""

    player: int
    tile: str
    space: str
    verb: ClassVar[str] = "place"

    def __str__(self) -> str:
        return f"P{self.player} place {self.tile} {self.space}"

    @classmethod
    def from_words(cls, p: int, args: list[str], line: str) -> PlaceTile:
        """Read the words after ``P<p> place``."""
        expect(args, 2, f"P{p} place TILE SPACE", line)
        return cls(p, args[0], read_space(args[1], line))


@attrs.frozen
class PlaceNeutral:
    """R10.1: a player places neutral markers on action spaces."""

    player: int
    actions: tuple[Action, ...] = attrs.field(converter=_sorted_actions)
    verb: ClassVar[str] = "neutral"

    def __str__(self) -> str:
        return f"P{self.player} neutral " + " ".join(a.word for a in self.actions)

    @classmethod
    def from_words(cls, p: int, args: list[str], line: str) -> PlaceNeutral:
        """Read the words after ``P<p> neutral``."""
        if not args:
            raise NotationError(f"{line!r}: expected 'P{p} neutral ACTION...'")
        return cls(p, tuple(read_action(a, line) for a in args))


@attrs.frozen
class TakeCharacter:
    """R3.8: take an available character (a :class:`~vanuatu.components.Character`)."""

    player: int
    character: str
    verb: ClassVar[str] = "take"

    def __str__(self) -> str:
        return f"P{self.player} take {self.character}"

    @classmethod
    def from_words(cls, p: int, args: list[str], line: str) -> TakeCharacter:
        """Read the words after ``P<p> take``."""
        expect(args, 1, f"P{p} take CHARACTER", line)
        return cls(p, args[0].lower())


@attrs.frozen
class Plan:
    """R4.2: place the markers of one planning pass (kept sorted in board order,
    so ``Plan(0, (SELL, FISH)) == Plan(0, (FISH, SELL))``)."""

    player: int
    actions: tuple[Action, ...] = attrs.field(converter=_sorted_actions)
    verb: ClassVar[str] = "plan"

    def __str__(self) -> str:
        return f"P{self.player} plan " + " ".join(a.word for a in self.actions)

    @classmethod
    def from_words(cls, p: int, args: list[str], line: str) -> Plan:
        """Read the words after ``P<p> plan``."""
        if not 1 <= len(args) <= 2:
            raise NotationError(f"{line!r}: expected 'P{p} plan ACTION [ACTION]'")
        return cls(p, tuple(read_action(a, line) for a in args))


@attrs.frozen
class Retrieve:
    """R5.3/R5.4: take back the markers on the action space ``action`` without effect."""

    player: int
    action: Action
    verb: ClassVar[str] = "retrieve"

    def __str__(self) -> str:
        return f"P{self.player} retrieve {self.action.word}"

    @classmethod
    def from_words(cls, p: int, args: list[str], line: str) -> Retrieve:
        """Read the words after ``P<p> retrieve``."""
        expect(args, 1, f"P{p} retrieve ACTION", line)
        return cls(p, read_action(args[0], line))


@attrs.frozen
class Govern:
    """R5.6: the Governor moves all their markers from ``source`` to ``target``."""

    player: int
    source: Action
    target: Action
    verb: ClassVar[str] = "govern"

    def __str__(self) -> str:
        return f"P{self.player} govern {self.source.word} {self.target.word}"

    @classmethod
    def from_words(cls, p: int, args: list[str], line: str) -> Govern:
        """Read the words after ``P<p> govern``."""
        expect(args, 2, f"P{p} govern FROM TO", line)
        return cls(p, read_action(args[0], line), read_action(args[1], line))


def _treasure_values(values: int | Iterable[int]) -> tuple[int, ...]:
    """One value or several, in their one canonical (ascending) order."""
    if isinstance(values, int):
        return (values,)
    return tuple(sorted(values))


@attrs.frozen
class SellTreasure:
    """R7.1: free action, sell treasure tokens of the given values (kept sorted);
    one sale may name several tokens, the same as selling them one by one (R12.12).

    ``SellTreasure(0, 2)`` (or ``SellTreasure(player=0, value=2)``, as in
    earlier versions) sells one token of value 2, ``SellTreasure(0, (2, 3))``
    two tokens; :attr:`values` holds the values sold.

    >>> SellTreasure(player=0, value=2) == SellTreasure(0, (2,))
    True
    >>> SellTreasure(1, (3, 2)).values, SellTreasure(1, (3, 2)).value
    ((2, 3), 5)
    """

    player: int
    #: The values of the tokens sold, sorted (the constructor's argument ``value``).
    values: tuple[int, ...] = attrs.field(converter=_treasure_values, alias="value")
    verb: ClassVar[str] = "sell-treasure"

    @property
    def value(self) -> int:
        """The total value sold (the value of the token when one is sold)."""
        return sum(self.values)

    def __str__(self) -> str:
        return f"P{self.player} sell-treasure " + " ".join(str(v) for v in self.values)

    @classmethod
    def from_words(cls, p: int, args: list[str], line: str) -> SellTreasure:
        """Read the words after ``P<p> sell-treasure``."""
        if not args:
            raise NotationError(f"{line!r}: expected 'P{p} sell-treasure VALUE...'")
        return cls(p, tuple(read_int(a, "a treasure value", line) for a in args))


@attrs.frozen
class Beg:
    """R7.2: free action of the Beggar, exchange ``amount`` PP for Vatus."""

    player: int
    amount: int
    verb: ClassVar[str] = "beg"

    def __str__(self) -> str:
        return f"P{self.player} beg {self.amount}"

    @classmethod
    def from_words(cls, p: int, args: list[str], line: str) -> Beg:
        """Read the words after ``P<p> beg``."""
        expect(args, 1, f"P{p} beg PP", line)
        return cls(p, read_int(args[0], "an amount of PP", line))
