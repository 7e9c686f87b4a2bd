"""A player's move in English words, for :mod:`vanuatu.narration`.

>>> import vanuatu
>>> from vanuatu.moves import Sail
>>> state = vanuatu.Game(players=3, seed=1).state
>>> describe(state, Sail(0, "0,1", 1), None, "")
('P0 sail 0,1 1', 'P0 sails 1 step to 0,1.')
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..moves import (
    Beg,
    Build,
    Buy,
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

__all__ = ["describe", "shown_notation"]


def shown_notation(move: Move, viewer: int | None) -> str:
    """The notation of ``move`` as ``viewer`` may see it (R9): another
    player's rest token is not named. ``None`` shows the move as it is."""
    if isinstance(move, Rest) and viewer is not None and viewer != move.player:
        return f"P{move.player} rest (face down)"
    return str(move)


def _steps(n: int) -> str:
    return f"{n} step" if n == 1 else f"{n} steps"


def _build(m: Build) -> str:
    what = []
    if m.island is not None:
        what.append(f"a hut on {m.island}")
    if m.dike is not None:
        what.append("a dike")
    return f"builds {' and '.join(what)}"


def _rest(m: Rest, viewer: int | None) -> str:
    if viewer is not None and viewer != m.player:
        return "rests and keeps a token face down"
    return f"rests and keeps the '{m.token}' token face down"


#: What each kind of move says after the player's name, without the bonus and
#: the final stop: ``(state, move, viewer) -> words``.
_WORDS: dict[type, Callable[[GameState, Any, int | None], str]] = {
    PlaceTile: lambda s, m, v: f"places tile {m.tile} on {m.space}",
    PlaceNeutral: lambda s, m, v: f"places neutral markers on "
                                  f"{', '.join(a.word for a in m.actions)}",
    TakeCharacter: lambda s, m, v: f"takes the {m.character}",
    Plan: lambda s, m, v: f"places markers on {' and '.join(a.word for a in m.actions)}",
    Sail: lambda s, m, v: f"sails {_steps(m.steps)} to {m.dest}",
    Build: lambda s, m, v: _build(m),
    Explore: lambda s, m, v: "explores the wreck",
    Fish: lambda s, m, v: "fishes",
    Sell: lambda s, m, v: f"sells fish worth {' and '.join(str(f) for f in m.fish)} "
                          f"at price {s.fish_price}",
    Buy: lambda s, m, v: f"buys {m.good} on {m.island}",
    Draw: lambda s, m, v: f"makes a sand drawing on {m.island}",
    Transport: lambda s, m, v: f"transports a tourist to {m.island}",
    Rest: lambda s, m, v: _rest(m, v),
    Retrieve: lambda s, m, v: f"takes back the markers on {m.action.word} without effect",
    Govern: lambda s, m, v: f"moves the markers on {m.source.word} to {m.target.word} "
                            f"(Governor, R5.6)",
    SellTreasure: lambda s, m, v: f"sells a treasure worth {m.value}",
    Beg: lambda s, m, v: f"begs: {m.amount} PP for {m.amount} Vatus (Beggar, R7.2)",
}


def describe(state: GameState, move: Move, viewer: int | None,
             character: str) -> tuple[str, str]:
    """``(notation as shown, sentence)`` of a player's move in ``state``."""
    words = next((_WORDS[t] for t in type(move).__mro__ if t in _WORDS), None)
    if words is None:
        return shown_notation(move, viewer), f"{move}."
    bonus = f" (using the {character} bonus)" if getattr(move, "bonus", False) else ""
    return shown_notation(move, viewer), f"P{move.player} {words(state, move, viewer)}{bonus}."
