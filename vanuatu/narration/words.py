"""A player's move in English words, for :mod:`vanuatu.narration`.

>>> import vanuatu
>>> from vanuatu.moves import Sail
>>> state = vanuatu.Game(players=3, seed=1).state
>>> describe(state, Sail(0, "0,1", 1), None, "")
('P0 sail 0,1 1', 'P0 sails 1 step to 0,1.')
"""

from __future__ import annotations

from ..moves import Move
from ..state import GameState

__all__ = ["describe", "shown_notation"]


def shown_notation(move: Move, viewer: int | None) -> str:
    """The notation of ``move`` as ``viewer`` may see it (R9): another
    player's rest token is not named. ``None`` shows the move as it is."""
    token = getattr(move, "token", None)
    if token is not None and viewer is not None and viewer != move.player:
        return f"P{move.player} rest (face down)"
    return str(move)


def _steps(n: int) -> str:
    return f"{n} step" if n == 1 else f"{n} steps"


def describe(state: GameState, move: Move, viewer: int | None,
             character: str) -> tuple[str, str]:
    """``(notation as shown, sentence)`` of a player's move in ``state``."""
    p = f"P{move.player}"
    kind = type(move).__name__
    g = move.__getattribute__
    bonus = f" (using the {character} bonus)" if getattr(move, "bonus", False) else ""
    if kind == "PlaceTile":
        words = f"{p} places tile {g('tile')} on {g('space')}."
    elif kind == "PlaceNeutral":
        words = f"{p} places neutral markers on {', '.join(a.word for a in g('actions'))}."
    elif kind == "TakeCharacter":
        words = f"{p} takes the {g('character')}."
    elif kind == "Plan":
        words = f"{p} places markers on {' and '.join(a.word for a in g('actions'))}."
    elif kind == "Sail":
        words = f"{p} sails {_steps(g('steps'))} to {g('dest')}{bonus}."
    elif kind == "Build":
        what = []
        if g("island") is not None:
            what.append(f"a hut on {g('island')}")
        if g("dike") is not None:
            what.append("a dike")
        words = f"{p} builds {' and '.join(what)}{bonus}."
    elif kind == "Explore":
        words = f"{p} explores the wreck{bonus}."
    elif kind == "Fish":
        words = f"{p} fishes{bonus}."
    elif kind == "Sell":
        fish = " and ".join(str(v) for v in g("fish"))
        words = f"{p} sells fish worth {fish} at price {state.fish_price}{bonus}."
    elif kind == "Buy":
        words = f"{p} buys {g('good')} on {g('island')}{bonus}."
    elif kind == "Draw":
        words = f"{p} makes a sand drawing on {g('island')}{bonus}."
    elif kind == "Transport":
        words = f"{p} transports a tourist to {g('island')}{bonus}."
    elif kind == "Rest":
        if viewer is not None and viewer != move.player:
            words = f"{p} rests and keeps a token face down{bonus}."
        else:
            words = f"{p} rests and keeps the '{g('token')}' token face down{bonus}."
    elif kind == "Retrieve":
        words = f"{p} takes back the markers on {g('action').word} without effect."
    elif kind == "Govern":
        words = (f"{p} moves the markers on {g('source').word} to {g('target').word} "
                 f"(Governor, R5.6).")
    elif kind == "SellTreasure":
        words = f"{p} sells a treasure worth {g('value')}."
    elif kind == "Beg":
        words = f"{p} begs: {g('amount')} PP for {g('amount')} Vatus (Beggar, R7.2)."
    else:
        words = f"{move}."
    return shown_notation(move, viewer), words
