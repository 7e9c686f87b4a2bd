"""The moves of the game: what players do, and what chance reveals.

Every move is a frozen, hashable value. ``str(move)`` gives its text notation
(see :mod:`vanuatu.notation`), which :func:`vanuatu.parse_move` reads back:
each class writes its words (``__str__``) beside the ``from_words`` that reads
them, so the two halves of the notation are one table.

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

from .actions import Build, Buy, Draw, Explore, Fish, Rest, Sail, Sell, Transport
from .chance import CHANCE, ChanceEvent, ChanceMove
from .phases import (
    Beg,
    Govern,
    PlaceNeutral,
    PlaceTile,
    Plan,
    Retrieve,
    SellTreasure,
    TakeCharacter,
)

__all__ = [
    "ACTION_MOVE_TYPES",
    "CHANCE",
    "FREE_MOVE_TYPES",
    "PLAYER_MOVE_TYPES",
    "ActionMove",
    "Beg",
    "Build",
    "Buy",
    "ChanceEvent",
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
#: The moves of players other than the actions, by their notation verb.
PLAYER_MOVE_TYPES: tuple[type, ...] = (
    PlaceTile, PlaceNeutral, TakeCharacter, Plan, Retrieve, Govern, SellTreasure, Beg
)
