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

from ..describe.language import (
    action_word,
    character_word,
    good_name,
    listed,
    ngettext,
    rest_token_name,
    vatus,
)
from ..describe.language import translate as _
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


def _build(m: Build) -> str:
    if m.island is not None and m.dike is not None:
        return _("P{player} builds a hut on {island} and a dike").format(
            player=m.player, island=m.island)
    if m.island is not None:
        return _("P{player} builds a hut on {island}").format(player=m.player, island=m.island)
    return _("P{player} builds a dike").format(player=m.player)


def _rest(m: Rest, viewer: int | None) -> str:
    if viewer is not None and viewer != m.player:
        return _("P{player} rests and keeps a token face down").format(player=m.player)
    return _("P{player} rests and keeps the '{token}' token face down").format(
        player=m.player, token=rest_token_name(m.token))


def _names(actions: Any) -> str:
    return listed([action_word(a) for a in actions])


#: What each kind of move says, without the bonus and the final stop:
#: ``(state, move, viewer) -> words``, in the language of :func:`speaking`.
_WORDS: dict[type, Callable[[GameState, Any, int | None], str]] = {
    PlaceTile: lambda s, m, v: _("P{player} places tile {tile} on {space}").format(
        player=m.player, tile=m.tile, space=m.space),
    PlaceNeutral: lambda s, m, v: _("P{player} places neutral markers on {actions}").format(
        player=m.player, actions=", ".join(action_word(a) for a in m.actions)),
    TakeCharacter: lambda s, m, v: _("P{player} takes the {character}").format(
        player=m.player, character=character_word(m.character)),
    Plan: lambda s, m, v: _("P{player} places markers on {actions}").format(
        player=m.player, actions=_names(m.actions)),
    Sail: lambda s, m, v: ngettext("P{player} sails {steps} step to {space}",
                                   "P{player} sails {steps} steps to {space}", m.steps).format(
        player=m.player, steps=m.steps, space=m.dest),
    Build: lambda s, m, v: _build(m),
    Explore: lambda s, m, v: _("P{player} explores the wreck").format(player=m.player),
    Fish: lambda s, m, v: _("P{player} fishes").format(player=m.player),
    Sell: lambda s, m, v: _("P{player} sells fish worth {values} at price {price}").format(
        player=m.player, values=listed([str(f) for f in m.fish]), price=s.fish_price),
    Buy: lambda s, m, v: _("P{player} buys {good} on {island}").format(
        player=m.player, good=good_name(m.good), island=m.island),
    Draw: lambda s, m, v: _("P{player} makes a sand drawing on {island}").format(
        player=m.player, island=m.island),
    Transport: lambda s, m, v: _("P{player} transports a tourist to {island}").format(
        player=m.player, island=m.island),
    Rest: lambda s, m, v: _rest(m, v),
    Retrieve: lambda s, m, v: _("P{player} takes back the markers on {action} without "
                                "effect").format(player=m.player, action=action_word(m.action)),
    Govern: lambda s, m, v: _("P{player} moves the markers on {source} to {target} "
                              "(Governor, R5.6)").format(
        player=m.player, source=action_word(m.source), target=action_word(m.target)),
    SellTreasure: lambda s, m, v: _("P{player} sells a treasure worth {value}").format(
        player=m.player, value=m.value),
    Beg: lambda s, m, v: _("P{player} begs: {pp} PP for {vatus} (Beggar, R7.2)").format(
        player=m.player, pp=m.amount, vatus=vatus(m.amount)),
}


def say_move(state: GameState, move: Move, viewer: int | None, character: str) -> str:
    """The sentence of a player's move in ``state``, in the language of
    :func:`~vanuatu.describe.language.speaking`."""
    words = next((_WORDS[t] for t in type(move).__mro__ if t in _WORDS), None)
    if words is None:
        return f"{move}."
    if getattr(move, "bonus", False):
        return _("{words} (using the {character} bonus).").format(
            words=words(state, move, viewer), character=character_word(character))
    return _("{words}.").format(words=words(state, move, viewer))


def describe(state: GameState, move: Move, viewer: int | None,
             character: str) -> tuple[str, str]:
    """``(notation as shown, sentence)`` of a player's move in ``state``."""
    return shown_notation(move, viewer), say_move(state, move, viewer, character)
