"""The moves of the game: what players do, and what chance reveals.

Every move is a frozen, hashable value. ``str(move)`` gives its text notation
(see :mod:`vanuatu.notation`), which :func:`vanuatu.parse_move` reads back:

>>> from vanuatu.moves import Plan, Sail
>>> from vanuatu.components import Action
>>> str(Plan(2, (Action.FISH, Action.SELL)))
'P2 plan fish sell'
>>> str(Sail(0, "2,1", 2, bonus=True))
'P0 sail 2,1 2 +bonus'

Players are numbered from 0; the chance actor is :data:`CHANCE`. A move whose
``bonus`` is ``True`` uses the mover's character bonus (R1.8): the Navigator's
free sail, the Builder's cheap hut, the Preacher's action without majority...
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import ClassVar

import attrs

from .components import Action

__all__ = [
    "CHANCE",
    "Beg",
    "Build",
    "Buy",
    "ChanceMove",
    "Draw",
    "Explore",
    "Fish",
    "Govern",
    "Move",
    "PlaceNeutral",
    "PlaceTile",
    "Plan",
    "Rest",
    "Retrieve",
    "Sail",
    "Sell",
    "SellTreasure",
    "TakeCharacter",
    "Transport",
]

#: The actor of chance events (as in OpenSpiel).
CHANCE = -1


def _sorted_actions(values: Iterable[Action]) -> tuple[Action, ...]:
    """The action spaces of a plan in their one canonical (board) order."""
    return tuple(sorted(values))


def _sorted_values(values: Iterable[int]) -> tuple[int, ...]:
    """Token values in their one canonical (ascending) order."""
    return tuple(sorted(values))


def _bonus(flag: bool) -> str:
    return " +bonus" if flag else ""


@attrs.frozen
class ChanceMove:
    """A chance event and its outcome.

    ``event`` is one of ``"start"`` (the three start ocean tiles, in the order
    of the start spaces), ``"tile"`` (a tile of the stack), ``"demand"`` (a
    demand tile id), ``"tourist"`` (a tourist tile value), ``"first"`` (the
    first player), ``"characters"`` (R10.1) and ``"die"`` (R10.3).
    """

    event: str
    outcome: tuple[str, ...] | str | int

    @property
    def player(self) -> int:
        """The actor of a chance event: :data:`CHANCE`."""
        return CHANCE

    def __str__(self) -> str:
        o = self.outcome
        if isinstance(o, tuple):
            text = " ".join(str(w) for w in o)
        elif self.event == "first":
            text = f"P{o}"
        else:
            text = str(o)
        if self.event == "die":
            return f"roll {text}"
        return f"reveal {self.event} {text}"


@attrs.frozen
class PlaceTile:
    """R3.6: the First Player places an upcoming tile on an empty space."""

    player: int
    tile: str
    space: str

    def __str__(self) -> str:
        return f"P{self.player} place {self.tile} {self.space}"


@attrs.frozen
class PlaceNeutral:
    """R10.1: a player places neutral markers on action spaces."""

    player: int
    actions: tuple[Action, ...] = attrs.field(converter=_sorted_actions)

    def __str__(self) -> str:
        return f"P{self.player} neutral " + " ".join(a.word for a in self.actions)


@attrs.frozen
class TakeCharacter:
    """R3.8: take an available character."""

    player: int
    character: str

    def __str__(self) -> str:
        return f"P{self.player} take {self.character}"


@attrs.frozen
class Plan:
    """R4.2: place the markers of one planning pass (kept sorted in board order,
    so ``Plan(0, (SELL, FISH)) == Plan(0, (FISH, SELL))``)."""

    player: int
    actions: tuple[Action, ...] = attrs.field(converter=_sorted_actions)

    def __str__(self) -> str:
        return f"P{self.player} plan " + " ".join(a.word for a in self.actions)


@attrs.frozen
class Sail:
    """R6.1: sail ``steps`` spaces to ``dest``."""

    player: int
    dest: str
    steps: int
    bonus: bool = False
    action: ClassVar[Action] = Action.SAIL

    def __str__(self) -> str:
        return f"P{self.player} sail {self.dest} {self.steps}{_bonus(self.bonus)}"


@attrs.frozen
class Build:
    """R6.2: build a hut on the island at ``island``.

    With Rising Waters (R10.3) the move may also (or instead, ``island=None``)
    build a dike: ``dike=(island space, ocean space)`` names the side.
    """

    player: int
    island: str | None
    bonus: bool = False
    dike: tuple[str, str] | None = None
    action: ClassVar[Action] = Action.BUILD

    def __str__(self) -> str:
        words = [f"P{self.player} build"]
        if self.island is not None:
            words.append(self.island)
        if self.dike is not None:
            words.append(f"dike {self.dike[0]} {self.dike[1]}")
        return " ".join(words) + _bonus(self.bonus)


@attrs.frozen
class Explore:
    """R6.3: explore the wreck under the boat."""

    player: int
    bonus: bool = False
    action: ClassVar[Action] = Action.EXPLORE

    def __str__(self) -> str:
        return f"P{self.player} explore{_bonus(self.bonus)}"


@attrs.frozen
class Fish:
    """R6.4: fish where the boat is."""

    player: int
    bonus: bool = False
    action: ClassVar[Action] = Action.FISH

    def __str__(self) -> str:
        return f"P{self.player} fish{_bonus(self.bonus)}"


@attrs.frozen
class Sell:
    """R6.5: sell fish tokens of the given values (kept sorted)."""

    player: int
    fish: tuple[int, ...] = attrs.field(converter=_sorted_values)
    bonus: bool = False
    action: ClassVar[Action] = Action.SELL

    def __str__(self) -> str:
        values = " ".join(str(v) for v in self.fish)
        return f"P{self.player} sell {values}{_bonus(self.bonus)}"


@attrs.frozen
class Buy:
    """R6.6: buy a cube of ``good`` on the island at ``island`` and export it."""

    player: int
    island: str
    good: str
    bonus: bool = False
    action: ClassVar[Action] = Action.BUY

    def __str__(self) -> str:
        return f"P{self.player} buy {self.island} {self.good}{_bonus(self.bonus)}"


@attrs.frozen
class Draw:
    """R6.7: make a sand drawing on the island at ``island``."""

    player: int
    island: str
    bonus: bool = False
    action: ClassVar[Action] = Action.DRAW

    def __str__(self) -> str:
        return f"P{self.player} draw {self.island}{_bonus(self.bonus)}"


@attrs.frozen
class Transport:
    """R6.8: bring a waiting tourist to the island at ``island``."""

    player: int
    island: str
    bonus: bool = False
    action: ClassVar[Action] = Action.TRANSPORT

    def __str__(self) -> str:
        return f"P{self.player} transport {self.island}{_bonus(self.bonus)}"


@attrs.frozen
class Rest:
    """R6.9: keep the rest token ``token`` face down."""

    player: int
    token: str
    bonus: bool = False
    action: ClassVar[Action] = Action.REST

    def __str__(self) -> str:
        return f"P{self.player} rest {self.token}{_bonus(self.bonus)}"


@attrs.frozen
class Retrieve:
    """R5.3/R5.4: take back the markers on the action space ``action`` without effect."""

    player: int
    action: Action

    def __str__(self) -> str:
        return f"P{self.player} retrieve {self.action.word}"


@attrs.frozen
class Govern:
    """R5.6: the Governor moves all their markers from ``source`` to ``target``."""

    player: int
    source: Action
    target: Action

    def __str__(self) -> str:
        return f"P{self.player} govern {self.source.word} {self.target.word}"


@attrs.frozen
class SellTreasure:
    """R7.1: free action, sell one treasure token of the given value."""

    player: int
    value: int

    def __str__(self) -> str:
        return f"P{self.player} sell-treasure {self.value}"


@attrs.frozen
class Beg:
    """R7.2: free action of the Beggar, exchange ``amount`` PP for Vatus."""

    player: int
    amount: int

    def __str__(self) -> str:
        return f"P{self.player} beg {self.amount}"


ActionMove = Sail | Build | Explore | Fish | Sell | Buy | Draw | Transport | Rest
"""A move that performs one of the nine actions (R6)."""

Move = (
    ChanceMove
    | PlaceTile
    | PlaceNeutral
    | TakeCharacter
    | Plan
    | ActionMove
    | Retrieve
    | Govern
    | SellTreasure
    | Beg
)
"""Any move of the game."""

ACTION_MOVE_TYPES: tuple[type, ...] = (Sail, Build, Explore, Fish, Sell, Buy, Draw, Transport, Rest)
FREE_MOVE_TYPES: tuple[type, ...] = (SellTreasure, Beg)
