"""A player's move in words, for :mod:`vapor_willie.narration`: one entry per kind of
move, keyed by the move class (a subclass of a move class reads as it), each a whole
sentence with named placeholders translated into the language asked for
(:mod:`vapor_willie.translation`).

>>> from vapor_willie.moves import Dock, Keep
>>> describe(Dock(1, "PA", via="captain"), None)
'P1 docks at port PA (with the captain).'
>>> describe(Keep(0, "O3"), 0), describe(Keep(0, "O3"), 1)  # VW12: P1 does not see it
('P0 keeps objective card O3.', 'P0 keeps one of the objective cards drawn.')
>>> describe(Dock(1, "PA", via="captain"), None, "pt")
'P1 atraca no porto PA (com o Capitão).'
>>> describe(Dock(1, "PA"), None, "ja")
'P1は港PAに停泊します。'
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..moves import (
    Anchor,
    Answer,
    Cash,
    Choose,
    Counter,
    Dock,
    Drift,
    EndTurn,
    Exchange,
    Extend,
    Fulfil,
    Keep,
    Move,
    MoveBoat,
    Offer,
    Pass,
    ReturnCube,
    TakeCharacter,
    TakeObjective,
    UseRata,
    UseRato,
)
from ..translation import N_, translate

__all__ = ["CHARACTERS", "SPOKEN", "WORDS", "character_name", "describe"]

_ = translate

#: The characters and abilities (VW7) as a sentence names them, by their id.
CHARACTERS: dict[str, str] = {
    "rato": N_("the Rato"),
    "rata": N_("the Rata"),
    "captain": N_("the captain"),
    "parrot": N_("the parrot"),
}


def character_name(character: str, lang: str = "en") -> str:
    """A character (or ability) as a sentence of ``lang`` names it, with its article
    in English (``the captain``, its id as the notation writes it); one not known by
    its id (``the`` and the id)."""
    known = CHARACTERS.get(character.lower())
    if known is None or lang == "en":
        return _("the {character}", lang).format(character=character)
    return _(known, lang)


def _keep(m: Keep, viewer: int | None) -> str:
    if viewer is not None and viewer != m.player:  # VW12: the card kept stays hidden
        return N_("{player} keeps one of the objective cards drawn")
    return N_("{player} keeps objective card {card}")


#: The sentence of each kind of move, without the ability used and the final stop:
#: ``(move, viewer) -> message``, whose placeholders are ``{player}`` and the fields of
#: the move (``{character}`` named by :func:`character_name`). A move of a kind not
#: listed (an offer, a counter-offer, an exchange) reads as its notation, which is a
#: sentence already.
WORDS: dict[type, Callable[[Any, int | None], str]] = {
    MoveBoat: lambda m, v: N_("{player} moves the boat to {point}"),
    Anchor: lambda m, v: N_("{player} anchors at island {island}"),
    Dock: lambda m, v: N_("{player} docks at port {port}"),
    Extend: lambda m, v: N_("{player} joins their extension board to mouth {mouth}"),
    TakeObjective: lambda m, v: N_("{player} takes an objective card"),
    EndTurn: lambda m, v: N_("{player} ends their turn"),
    Cash: lambda m, v: N_("{player} sets a {cube} adrift on {point} for silvos"),
    Fulfil: lambda m, v: N_("{player} fulfils objective {card}"),
    UseRato: lambda m, v: N_("{player} uses the Rato: two cubes from the bag"),
    UseRata: lambda m, v: N_("{player} uses the Rata to sail to {point}"),
    Drift: lambda m, v: N_("{player} sets a {cube} adrift on {point}"),
    Keep: _keep,
    ReturnCube: lambda m, v: N_("{player} returns a {cube} to the bag"),
    TakeCharacter: lambda m, v: N_("{player} takes {character}"),
    Pass: lambda m, v: N_("{player} passes"),
    Choose: lambda m, v: N_("{player} chooses {option}"),
    Answer: lambda m, v: N_("{player} accepts") if m.accept else N_("{player} declines"),
}

#: The sentences of the moves that read as their notation in English (a negotiation,
#: VW8), said in another language: ``{give}``, ``{get}`` and ``{take}`` are what each
#: side gives, ``{other}`` the other player.
SPOKEN: dict[type, str] = {
    Offer: N_("{player} offers {other} {give} for {get}"),
    Counter: N_("{player} counters with {give} for {get}"),
    Exchange: N_("{player} exchanges their {give} for the {take} of {other}"),
}

_FIELDS = ("point", "island", "port", "mouth", "cube", "card", "option", "take")


def _fields(move: Move, lang: str) -> dict[str, Any]:
    values: dict[str, Any] = {name: getattr(move, name) for name in _FIELDS
                              if hasattr(move, name)}
    character = getattr(move, "character", None)
    if character is not None:
        values["character"] = character_name(character, lang)
    other = getattr(move, "other", None)
    if isinstance(other, int):
        values["other"] = f"P{other}"
    for side in ("give", "get"):
        bundle = getattr(move, side, None)
        if bundle is not None:
            values[side] = str(bundle) if str(bundle) != "nothing" else _("nothing", lang)
    return values


def describe(move: Move, viewer: int | None, lang: str = "en") -> str:
    """The sentence of a player's ``move`` as ``viewer`` may see it (``None``: every
    card named), in ``lang``."""
    player = f"P{move.player}"
    words = next((WORDS[t] for t in type(move).__mro__ if t in WORDS), None)
    spoken = None if lang == "en" else next(
        (SPOKEN[t] for t in type(move).__mro__ if t in SPOKEN), None)
    if spoken is not None:
        text = _(spoken, lang).format(player=player, **_fields(move, lang))
    elif words is None:
        text = str(move).split(" ", 1)[-1]
        if lang == "en":
            text = f"{player} {text}"
        else:
            text = _("{player}: {notation}", lang).format(player=player, notation=text)
    else:
        text = _(words(move, viewer), lang).format(player=player, **_fields(move, lang))
    via = getattr(move, "via", None)
    if via:
        return _("{sentence} (with {ability}).", lang).format(
            sentence=text, ability=character_name(via, lang))
    return _("{sentence}.", lang).format(sentence=text)
