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

import operator
import string
from collections.abc import Callable
from typing import Any

import attrs

from tabletop.translation import list_separator

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
from ..names import name as piece_name
from ..translation import N_, translate
from ..translation import translate_plural as ngettext

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


#: What a player chooses on a ``choice`` icon (VW8.2), said as what it gives.
_CHOSEN = {"move": N_("{player} chooses an extra move of the boat"),
           "silvos": N_("{player} chooses 2 silvos")}


#: The sentence of each kind of move, without the ability used and the final stop:
#: ``(move, viewer) -> message``, whose placeholders are ``{player}`` and the fields of
#: the move (``{character}`` named by :func:`character_name`). A move of a kind not
#: listed here or in :data:`SPOKEN` reads as its notation.
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
    Choose: lambda m, v: _CHOSEN.get(m.option, N_("{player} chooses {option}")),
    Answer: lambda m, v: N_("{player} accepts") if m.accept else N_("{player} declines"),
}

#: The sentences of the moves of a negotiation or an exchange (VW8), in every language:
#: ``{give}``, ``{get}`` and ``{take}`` are what each side gives, in words
#: (:func:`bundle_words`), ``{other}`` the other player.
SPOKEN: dict[type, str] = {
    Offer: N_("{player} offers {other} {give} for {get}"),
    Counter: N_("{player} counters with {give} for {get}"),
    Exchange: N_("{player} exchanges their {give} for the {take} of {other}"),
}

_FIELDS = ("point", "island", "port", "mouth", "cube", "card", "option", "take")


@attrs.frozen
class _Plan:
    """What :func:`describe` reads of one kind of move, found once per class."""

    words: Callable[[Any, int | None], str] | None
    spoken: str | None
    fields: tuple[str, ...]
    character: bool
    other: bool
    sides: tuple[str, ...]
    via: bool


_PLANS: dict[type, _Plan] = {}


def _plan(kind: type) -> _Plan:
    plan = _PLANS.get(kind)
    if plan is None:
        plan = _PLANS[kind] = _new_plan(kind)
    return plan


def _new_plan(kind: type) -> _Plan:
    names = {f.name for f in attrs.fields(kind)} if attrs.has(kind) else set()
    return _Plan(next((WORDS[t] for t in kind.__mro__ if t in WORDS), None),
                 next((SPOKEN[t] for t in kind.__mro__ if t in SPOKEN), None),
                 tuple(n for n in _FIELDS if n in names), "character" in names,
                 "other" in names, tuple(n for n in ("give", "get") if n in names),
                 "via" in names)


def _fields(move: Move, plan: _Plan, lang: str) -> dict[str, Any]:
    values: dict[str, Any] = {name: getattr(move, name) for name in plan.fields}
    known: Any = move
    if plan.character:
        values["character"] = character_name(known.character, lang)
    if plan.other and isinstance(known.other, int):
        values["other"] = f"P{known.other}"
    for name in ("cube", "take"):  # a cube type (an exchange takes one, VW8.2)
        if isinstance(values.get(name), str):
            values[name] = piece_name("cube", values[name], lang)
    for side in plan.sides:
        given = getattr(move, side)  # a bundle (VW8.3), or the cube of an exchange
        values[side] = (piece_name("cube", given, lang) if isinstance(given, str)
                        else bundle_words(given, lang))
    return values


def bundle_words(bundle: Any, lang: str) -> str:
    """One side of an offer (VW8.3) in words in ``lang``: its cubes by name and its
    silvos (``nothing`` for an empty side).

    >>> from vapor_willie.moves.words import Bundle
    >>> bundle_words(Bundle.parse("fruit,hay,hay,2s"), "pt")
    'caixa de frutas, feno x2, 2 silvos'
    """
    if bundle.is_empty:
        return _("nothing", lang)
    counts: dict[str, int] = {}
    for cube in bundle.cubes:
        counts[cube] = counts.get(cube, 0) + 1
    parts = [piece_name("cube", cube, lang) + (f" x{n}" if n > 1 else "")
             for cube, n in counts.items()]
    if bundle.silvos:
        parts.append(ngettext("{n} silvo", "{n} silvos", bundle.silvos,
                                      lang).format(n=bundle.silvos))
    return list_separator(lang).join(parts)


#: How the English source text reads each placeholder of a move's sentence.
_ENGLISH_FIELDS: dict[str, Callable[[Any], str]] = {
    "player": lambda m: f"P{m.player}",
    "character": lambda m: f"the {m.character}",
    "other": lambda m: f"P{m.other}",
}


_ENGLISH: dict[str, Callable[[Any], str]] = {}


def _english(template: str) -> Callable[[Any], str]:
    """The English sentence ``template`` as a function of the move (made once)."""
    said = _ENGLISH.get(template)
    if said is None:
        said = _ENGLISH[template] = _english_of(template)
    return said


def _english_of(template: str) -> Callable[[Any], str]:
    """The English sentence ``template`` made a function of the move, its text and its
    fields read once (the bots and the server describe many moves)."""
    pieces: list[str | Callable[[Any], str]] = []
    for literal, field, _spec, _conversion in string.Formatter().parse(template):
        if literal:
            pieces.append(literal)
        if field is not None:
            read = _ENGLISH_FIELDS.get(field)
            if read is None:
                getter = operator.attrgetter(field)
                read = lambda m, getter=getter: str(getter(m))  # noqa: E731
            pieces.append(read)
    parts = tuple(pieces)
    return lambda m: "".join([p if isinstance(p, str) else p(m) for p in parts])


def describe(move: Move, viewer: int | None, lang: str = "en") -> str:
    """The sentence of a player's ``move`` as ``viewer`` may see it (``None``: every
    card named), in ``lang``."""
    kind: type = type(move)
    plan = _PLANS.get(kind) or _plan(kind)
    via = getattr(move, "via", None) if plan.via else None
    if lang == "en":  # the source text itself: nothing to look up
        if plan.spoken is not None:  # a negotiation: what each side gives, in words
            text = plan.spoken.format(player=f"P{move.player}", **_fields(move, plan, lang))
        elif plan.words is None:
            text = f"P{move.player} {str(move).split(' ', 1)[-1]}"
        else:
            template = plan.words(move, viewer)
            text = (_ENGLISH.get(template) or _english(template))(move)
        return f"{text} (with the {via})." if via else text + "."
    player = f"P{move.player}"
    if plan.spoken is not None:
        text = _(plan.spoken, lang).format(player=player, **_fields(move, plan, lang))
    elif plan.words is None:
        text = _("{player}: {notation}", lang).format(player=player,
                                                        notation=str(move).split(" ", 1)[-1])
    else:
        text = _(plan.words(move, viewer), lang).format(player=player,
                                                         **_fields(move, plan, lang))
    if via:
        return _("{sentence} (with {ability}).", lang).format(
            sentence=text, ability=character_name(via, lang))
    return _("{sentence}.", lang).format(sentence=text)
