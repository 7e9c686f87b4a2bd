"""Moves in words: :func:`describe_move` says what a move does, for a new player,
in the position where it is legal, before it is made.

>>> import vanuatu
>>> from vanuatu.moves import Plan, Sail
>>> from vanuatu.components import Action
>>> state = vanuatu.Game(players=3, seed=1).state
>>> vanuatu.describe_move(vanuatu.legal_moves(state)[0], state)
'Take the Navigator: once this round, sail 1 to 3 spaces for free'
>>> vanuatu.describe_move(Plan(0, (Action.SELL, Action.FISH)), state)
'Plan: Fish and Sell'
>>> vanuatu.describe_move(Sail(0, "0,1", 2), state)
'Sail 2 spaces to 0,1 for 2 Vatus'
>>> vanuatu.describe_move(vanuatu.ChanceMove("tile", "E2"), state)
'A tile is revealed: E2, an ocean tile'

The notation (``str(move)``) stays the exact name of a move; the description
is for reading. It is made from the state the move is made in: what the boat
would fish, the price of a hut, where a bought cube would go (R6.6). A move
that is not legal in the state is described as far as the state allows
(:func:`vanuatu.explain` says whether it is legal).

Each class of move has its describer in :data:`DESCRIBERS`, keyed by the class.
The words go through one translation function (:mod:`vanuatu.describe.language`,
the standard library's :mod:`gettext`, domain ``vanuatu``): ``lang`` names the
language, and a language without a catalog falls back to English.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..moves import (
    Beg,
    Build,
    Buy,
    ChanceMove,
    Draw,
    Explore,
    Fish,
    Govern,
    Move,
    PlaceNeutral,
    PlaceTile,
    Plan,
    Rest,
    Retrieve,
    Sail,
    Sell,
    SellTreasure,
    TakeCharacter,
    Transport,
)
from ..state import GameState
from . import actions, chance, phases
from .language import check_lang, speaking

__all__ = ["DESCRIBERS", "Describer", "describe_move"]

#: A describer: the words of a move of one class in a state.
Describer = Callable[[Any, GameState], str]

#: The describer of each class of move.
DESCRIBERS: dict[type, Describer] = {
    ChanceMove: chance.chance,
    PlaceTile: phases.place_tile,
    PlaceNeutral: phases.place_neutral,
    TakeCharacter: phases.take_character,
    Plan: phases.plan,
    Sail: actions.sail,
    Build: actions.build,
    Explore: actions.explore,
    Fish: actions.fish,
    Sell: actions.sell,
    Buy: actions.buy,
    Draw: actions.draw,
    Transport: actions.transport,
    Rest: actions.rest,
    Retrieve: phases.retrieve,
    Govern: phases.govern,
    SellTreasure: phases.sell_treasure,
    Beg: phases.beg,
}


def _describer(move: object) -> Describer:
    for cls in type(move).__mro__:
        found = DESCRIBERS.get(cls)
        if found is not None:
            return found
    hint = " (parse notation with vanuatu.parse_move)" if isinstance(move, str) else ""
    raise TypeError(f"describe_move() needs a move object from vanuatu.moves, not "
                    f"{type(move).__name__}{hint}")


def describe_move(move: Move, state: GameState, lang: str = "en") -> str:
    """What ``move`` does in ``state``, in plain words in the language ``lang``
    (``"en"``, ``"pt_BR"``...; English when there is no catalog for it).

    A :class:`TypeError` when ``move`` is not a move or ``state`` not a
    :class:`~vanuatu.GameState`; a :class:`ValueError` when ``lang`` is not a
    language tag, or the move is of a player the game does not have.
    """
    check_lang(lang)
    describer = _describer(move)
    if not isinstance(state, GameState):
        raise TypeError(f"describe_move() needs a GameState as its second argument, not "
                        f"{type(state).__name__}")
    with speaking(lang):
        return describer(move, state)
