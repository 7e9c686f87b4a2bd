"""The moves of the game: what players do, and what chance reveals (VW12).

Every move is a frozen, hashable value whose ``str`` is its text notation, read
back by :func:`vapor_willie.parse_move`. Each class writes its words (``__str__``)
beside the ``from_words`` that reads them, so the two halves of the notation are one
table (:data:`PLAYER_MOVES`):

>>> str(MoveBoat(0, "5")), str(Dock(1, "PA", via="captain"))
('P0 move 5', 'P1 dock PA +captain')
>>> str(ChanceMove("cube", ("duck",))), str(Offer(2, 0, "hay,hay,1s", "duck"))
('reveal cube duck', 'P2 offer P0 hay,hay,1s for duck')

Players are numbered from 0; the chance actor is :data:`CHANCE`. ``via`` names the
character whose ability makes an action free (``"parrot"``, VW7.5, or
``"captain"``, VW7.4).

The classes live by family, and every name is here too:
:mod:`~vapor_willie.moves.chance` (the draws), :mod:`~vapor_willie.moves.actions` (the
actions, VW4), :mod:`~vapor_willie.moves.free` (the free actions and ending the turn),
:mod:`~vapor_willie.moves.steps` (the answers to a pending step),
:mod:`~vapor_willie.moves.negotiation` (VW8.3) and :mod:`~vapor_willie.moves.words` (the
words they share); :mod:`vapor_willie.notation` reads a whole move.
"""

from __future__ import annotations

from collections.abc import Callable

from .actions import ACTION_TYPES, Anchor, Dock, Extend, MoveBoat, TakeObjective
from .chance import CHANCE, EVENTS, ChanceMove
from .free import Cash, EndTurn, Fulfil, UseRata, UseRato
from .negotiation import Answer, Counter, Offer
from .steps import Choose, Drift, Exchange, Keep, Pass, ReturnCube, TakeCharacter
from .words import Bundle

__all__ = [
    "ACTION_TYPES",
    "CHANCE",
    "EVENTS",
    "PLAYER_MOVES",
    "Anchor",
    "Answer",
    "Bundle",
    "Cash",
    "ChanceMove",
    "Choose",
    "Counter",
    "Dock",
    "Drift",
    "EndTurn",
    "Exchange",
    "Extend",
    "Fulfil",
    "Keep",
    "Move",
    "MoveBoat",
    "Offer",
    "Pass",
    "ReturnCube",
    "TakeCharacter",
    "TakeObjective",
    "UseRata",
    "UseRato",
]


Move = (
    ChanceMove | MoveBoat | Anchor | Dock | Extend | TakeObjective | EndTurn | Cash | Fulfil
    | UseRato | UseRata | Drift | Keep | ReturnCube | TakeCharacter | Pass | Choose | Exchange
    | Offer | Counter | Answer
)


def _decline(p: int, rest: list[str], text: str) -> Move:
    return Answer.from_words(p, rest, text, accept=False)


#: How each move word of a player is read: ``(player, words after the move word, the whole
#: text) -> move``.
PLAYER_MOVES: dict[str, Callable[[int, list[str], str], Move]] = {
    cls.WORD: cls.from_words
    for cls in (MoveBoat, Anchor, Dock, Extend, TakeObjective, EndTurn, Cash, Fulfil, UseRato,
                UseRata, Drift, Keep, ReturnCube, TakeCharacter, Pass, Choose, Exchange, Offer,
                Counter)
} | {"accept": Answer.from_words, "decline": _decline}
