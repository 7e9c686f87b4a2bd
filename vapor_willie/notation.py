"""Reading the text notation of moves (the ``str`` of every move).

::

    reveal cube hay          reveal objective O3      reveal port C2      reveal first P1
    P0 move 5 [+parrot]      P0 anchor I2 [+parrot]   P0 dock PA [+captain|+parrot]
    P0 extend 9 [+parrot]    P0 objective [+captain|+parrot]          P0 end
    P0 cash cow 5            P0 fulfil O3             P0 rato             P0 rata 12
    P0 drift hay 5 [silvos|moves]                     P0 keep O3          P0 return hay
    P0 take rata             P0 pass                  P0 choose move|silvos
    P0 exchange P1 hay duck  P0 offer P1 hay for 2s   P1 accept           P1 decline

>>> str(parse_move("p0  dock PA +captain"))
'P0 dock PA +captain'
>>> parse_move("P0 fly 5")
Traceback (most recent call last):
...
vapor_willie.errors.NotationError: 'P0 fly 5': unknown move word 'fly'
"""

from __future__ import annotations

import re
from collections.abc import Callable

from .errors import NotationError
from .limits import quote
from .moves import (
    Anchor,
    Answer,
    Cash,
    ChanceMove,
    Choose,
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

__all__ = ["EVENTS", "parse_move"]

_PLAYER = re.compile(r"[Pp](\d{1,2})")
_WORD = re.compile(r"[A-Za-z0-9_-]{1,40}")
#: The chance events of ``reveal`` lines.
EVENTS = ("cube", "objective", "port", "first")
_VIAS = ("parrot", "captain")


def _player(word: str, text: str) -> int:
    m = _PLAYER.fullmatch(word)
    if not m:
        raise NotationError(f"{quote(text)}: {quote(word, 20)} is not a player (P0, P1...)")
    return int(m.group(1))


def _args(words: list[str], n: int, text: str, usage: str) -> list[str]:
    if len(words) != n:
        raise NotationError(f"{quote(text)}: expected {usage}")
    for w in words:
        if not _WORD.fullmatch(w):
            raise NotationError(f"{quote(text)}: {quote(w, 20)} is not a name")
    return words


def _split_via(words: list[str], text: str) -> tuple[list[str], str | None]:
    if words and words[-1].startswith("+"):
        via = words[-1][1:].lower()
        if via not in _VIAS:
            raise NotationError(f"{quote(text)}: unknown ability {quote(words[-1], 20)} "
                                "(+parrot, +captain)")
        return words[:-1], via
    return words, None


def _one(cls: Callable[..., Move], usage: str) -> Callable[[int, list[str], str], Move]:
    def make(p: int, rest: list[str], text: str) -> Move:
        rest, via = _split_via(rest, text)
        return cls(p, *_args(rest, 1, text, usage), via=via)
    return make


def _drift(p: int, rest: list[str], text: str) -> Move:
    usage = "'drift CUBE POINT [silvos|moves]'"
    if len(rest) == 3:
        if rest[2].lower() not in ("silvos", "moves"):
            raise NotationError(f"{quote(text)}: expected {usage}")
        return Drift(p, rest[0], rest[1], rest[2].lower())
    a = _args(rest, 2, text, usage)
    return Drift(p, a[0], a[1])


def _objective(p: int, rest: list[str], text: str) -> Move:
    rest, via = _split_via(rest, text)
    _args(rest, 0, text, "'objective [+captain|+parrot]'")
    return TakeObjective(p, via)


def _exchange(p: int, rest: list[str], text: str) -> Move:
    a = _args(rest, 3, text, "'exchange PLAYER GIVE TAKE'")
    return Exchange(p, _player(a[0], text), a[1], a[2])


def _offer(p: int, rest: list[str], text: str) -> Move:
    a = _args(rest, 4, text, "'offer PLAYER GIVE for GET'")
    if a[2].lower() != "for":
        raise NotationError(f"{quote(text)}: expected 'offer PLAYER GIVE for GET'")
    return Offer(p, _player(a[0], text), a[1], a[3])


def _simple(make: Callable[[int], Move], word: str) -> Callable[[int, list[str], str], Move]:
    def parse(p: int, rest: list[str], text: str) -> Move:
        _args(rest, 0, text, f"{word!r} alone")
        return make(p)
    return parse


def _two(cls: Callable[..., Move], usage: str) -> Callable[[int, list[str], str], Move]:
    def parse(p: int, rest: list[str], text: str) -> Move:
        return cls(p, *_args(rest, 2, text, usage))
    return parse


def _single(cls: Callable[..., Move], usage: str) -> Callable[[int, list[str], str], Move]:
    def parse(p: int, rest: list[str], text: str) -> Move:
        return cls(p, *_args(rest, 1, text, usage))
    return parse


_PARSERS: dict[str, Callable[[int, list[str], str], Move]] = {
    "move": _one(MoveBoat, "'move POINT'"),
    "anchor": _one(Anchor, "'anchor ISLAND'"),
    "dock": _one(Dock, "'dock PORT'"),
    "extend": _one(Extend, "'extend MOUTH'"),
    "objective": _objective,
    "end": _simple(EndTurn, "end"),
    "cash": _two(Cash, "'cash CUBE POINT'"),
    "fulfil": _single(Fulfil, "'fulfil CARD'"),
    "rato": _simple(UseRato, "rato"),
    "rata": _single(UseRata, "'rata POINT'"),
    "drift": _drift,
    "keep": _single(Keep, "'keep CARD'"),
    "return": _single(ReturnCube, "'return CUBE'"),
    "take": _single(TakeCharacter, "'take CHARACTER'"),
    "pass": _simple(Pass, "pass"),
    "choose": _single(Choose, "'choose move|silvos'"),
    "exchange": _exchange,
    "offer": _offer,
    "accept": _simple(lambda p: Answer(p, True), "accept"),
    "decline": _simple(lambda p: Answer(p, False), "decline"),
}


def parse_move(text: str) -> Move:
    """The move written ``text`` (its ``str``); raises :class:`NotationError`."""
    if not isinstance(text, str):
        raise TypeError(f"parse_move() needs a str, not {type(text).__name__}")
    words = text.split()
    if not words:
        raise NotationError("an empty move")
    if words[0].lower() == "reveal":
        if len(words) != 3 or words[1].lower() not in EVENTS:
            raise NotationError(f"{quote(text)}: expected 'reveal EVENT THING' with EVENT one of "
                                f"{', '.join(EVENTS)}")
        _args(words[2:], 1, text, "'reveal EVENT THING'")
        event = words[1].lower()
        thing = words[2].upper() if event == "first" else words[2]
        if event == "first":
            _player(thing, text)
        return ChanceMove(event, (thing,))
    p = _player(words[0], text)
    if len(words) < 2:
        raise NotationError(f"{quote(text)}: a player's move needs a word after "
                            f"{quote(words[0], 20)}")
    word = words[1].lower()
    parse = _PARSERS.get(word)
    if parse is None:
        raise NotationError(f"{quote(text)}: unknown move word {quote(words[1], 20)}")
    return parse(p, words[2:], text)
