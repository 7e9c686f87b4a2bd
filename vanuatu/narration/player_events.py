"""The events of a narrated game (:func:`vanuatu.events`) that concern one
player's move and money: frozen values, each with an English
:attr:`~Event.sentence`. The events of the table, the rounds and the end of the
game are in :mod:`vanuatu.narration.table_events`.

>>> Converted(player=0, vatus=10, pp=5).sentence
'P0 converts 10 Vatus into 5 PP (R1.1c).'
"""

from __future__ import annotations

import attrs

__all__ = [
    "Converted",
    "CubeExported",
    "CubeLost",
    "DikeBuilt",
    "DrawingMade",
    "Event",
    "Gained",
    "HutBuilt",
    "Paid",
    "Played",
    "RestRevealed",
    "TokenTaken",
    "TouristMoved",
]


def count(n: int, word: str, plural: str | None = None) -> str:
    """``"1 Vatu"``, ``"2 Vatus"``."""
    return f"{n} {word if n == 1 else (plural or word + 's')}"


@attrs.frozen
class Event:
    """Something that happened; :attr:`sentence` says it in English."""

    @property
    def sentence(self) -> str:
        """The event as one English sentence."""
        raise NotImplementedError


@attrs.frozen
class Played(Event):
    """A player's move, in words (``move`` is its notation as it may be shown)."""

    player: int
    move: str
    words: str

    @property
    def sentence(self) -> str:
        return self.words


@attrs.frozen
class Paid(Event):
    """A player paid Vatus."""

    player: int
    vatus: int
    reason: str = ""

    @property
    def sentence(self) -> str:
        why = f" {self.reason}" if self.reason else ""
        return f"P{self.player} pays {count(self.vatus, 'Vatu')}{why}."


@attrs.frozen
class Gained(Event):
    """A player gained Vatus or PP (negative PP: given up, as by the Beggar)."""

    player: int
    vatus: int = 0
    pp: int = 0
    reason: str = ""

    @property
    def sentence(self) -> str:
        why = f" {self.reason}" if self.reason else ""
        if self.pp < 0:
            return f"P{self.player} gives up {-self.pp} PP{why}."
        parts = ([count(self.vatus, "Vatu")] if self.vatus else []) + (
            [f"{self.pp} PP"] if self.pp else [])
        return f"P{self.player} gains {' and '.join(parts)}{why}."


@attrs.frozen
class Converted(Event):
    """R1.1c: every full 10 Vatus were exchanged for 5 PP."""

    player: int
    vatus: int
    pp: int

    @property
    def sentence(self) -> str:
        return f"P{self.player} converts {self.vatus} Vatus into {self.pp} PP (R1.1c)."


@attrs.frozen
class TokenTaken(Event):
    """A fish or treasure token was taken from an ocean tile (R6.3, R6.4)."""

    player: int
    kind: str
    value: int
    space: str

    @property
    def sentence(self) -> str:
        return f"P{self.player} takes a {self.kind} token worth {self.value} at {self.space}."


@attrs.frozen
class HutBuilt(Event):
    """R6.2."""

    player: int
    space: str
    huts: int

    @property
    def sentence(self) -> str:
        return f"The island at {self.space} now has {count(self.huts, 'hut')}."


@attrs.frozen
class DikeBuilt(Event):
    """R10.3."""

    player: int
    island: str
    ocean: str

    @property
    def sentence(self) -> str:
        return f"P{self.player} builds a dike between {self.island} and {self.ocean} (R10.3)."


@attrs.frozen
class DrawingMade(Event):
    """R6.7."""

    player: int
    space: str
    drawings: int

    @property
    def sentence(self) -> str:
        return f"The island at {self.space} now has {count(self.drawings, 'sand drawing')}."


@attrs.frozen
class TouristMoved(Event):
    """R6.8: a tourist was brought to an island."""

    player: int
    space: str
    tourists: int

    @property
    def sentence(self) -> str:
        return f"The island at {self.space} now has {count(self.tourists, 'tourist')}."


@attrs.frozen
class CubeExported(Event):
    """R6.6: a cube went onto a demand tile."""

    player: int
    good: str
    demand: int
    completed: bool

    @property
    def sentence(self) -> str:
        done = ", completing it" if self.completed else ""
        return f"P{self.player} exports {self.good} to demand tile #{self.demand}{done}."


@attrs.frozen
class CubeLost(Event):
    """R6.6: no displayed tile needed the cube."""

    player: int
    good: str

    @property
    def sentence(self) -> str:
        return f"No demand tile needs P{self.player}'s {self.good}: it is lost (R6.6)."


@attrs.frozen
class RestRevealed(Event):
    """R5.9: a rest token is turned face up."""

    player: int
    token: str

    @property
    def sentence(self) -> str:
        return f"P{self.player} reveals the rest token '{self.token}' (R5.9)."
