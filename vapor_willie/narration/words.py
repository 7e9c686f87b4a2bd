"""A player's move in English words, for :mod:`vapor_willie.narration`: one entry per
kind of move, keyed by the move class (a subclass of a move class reads as it).

>>> from vapor_willie.moves import Dock, Keep
>>> describe(Dock(1, "PA", via="captain"), None)
'P1 docks at port PA (with the captain).'
>>> describe(Keep(0, "O3"), 0), describe(Keep(0, "O3"), 1)  # VW12: P1 does not see it
('P0 keeps objective card O3.', 'P0 keeps one of the objective cards drawn.')
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..moves import (
    Anchor,
    Answer,
    Cash,
    Choose,
    Dock,
    Drift,
    EndTurn,
    Extend,
    Fulfil,
    Keep,
    Move,
    MoveBoat,
    Pass,
    ReturnCube,
    TakeCharacter,
    TakeObjective,
    UseRata,
    UseRato,
)

__all__ = ["WORDS", "describe"]


def _keep(m: Keep, viewer: int | None) -> str:
    if viewer is not None and viewer != m.player:  # VW12: the card kept stays hidden
        return "keeps one of the objective cards drawn"
    return f"keeps objective card {m.card}"


#: What each kind of move says after the player's name, without the ability used and
#: the final stop: ``(move, viewer) -> words``. A move of a kind not listed (an offer, a
#: counter-offer, an exchange) reads as its notation, which is a sentence already.
WORDS: dict[type, Callable[[Any, int | None], str]] = {
    MoveBoat: lambda m, v: f"moves the boat to {m.point}",
    Anchor: lambda m, v: f"anchors at island {m.island}",
    Dock: lambda m, v: f"docks at port {m.port}",
    Extend: lambda m, v: f"joins their extension board to mouth {m.mouth}",
    TakeObjective: lambda m, v: "takes an objective card",
    EndTurn: lambda m, v: "ends their turn",
    Cash: lambda m, v: f"sets a {m.cube} adrift on {m.point} for silvos",
    Fulfil: lambda m, v: f"fulfils objective {m.card}",
    UseRato: lambda m, v: "uses the Rato: two cubes from the bag",
    UseRata: lambda m, v: f"uses the Rata to sail to {m.point}",
    Drift: lambda m, v: f"sets a {m.cube} adrift on {m.point}",
    Keep: _keep,
    ReturnCube: lambda m, v: f"returns a {m.cube} to the bag",
    TakeCharacter: lambda m, v: f"takes the {m.character}",
    Pass: lambda m, v: "passes",
    Choose: lambda m, v: f"chooses {m.option}",
    Answer: lambda m, v: "accepts" if m.accept else "declines",
}


def describe(move: Move, viewer: int | None) -> str:
    """The sentence of a player's ``move`` as ``viewer`` may see it (``None``: every
    card named)."""
    words = next((WORDS[t] for t in type(move).__mro__ if t in WORDS), None)
    text = words(move, viewer) if words is not None else str(move).split(" ", 1)[-1]
    via = getattr(move, "via", None)
    if via:
        text += f" (with the {via})"
    return f"P{move.player} {text}."
