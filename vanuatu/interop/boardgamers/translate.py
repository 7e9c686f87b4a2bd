"""The boardgamers.space engine's moves in our notation.

Most moves map one to one: ``place`` is :class:`~vanuatu.moves.PlaceTile`,
``neutral`` :class:`~vanuatu.moves.PlaceNeutral`, ``character``
:class:`~vanuatu.moves.TakeCharacter`, ``plan`` (an ordered pair, or one
action) :class:`~vanuatu.moves.Plan`, ``discard`` a
:class:`~vanuatu.moves.Retrieve`, ``governor`` a :class:`~vanuatu.moves.Govern`,
``treasure`` (several tokens at once, R12.12) a
:class:`~vanuatu.moves.SellTreasure` and ``beg`` a :class:`~vanuatu.moves.Beg`.
An ``act`` move is the action of its ``action``: a sail names its path (we name
its end and length), a sale its fish tokens (several at once, R6.5), a build
its island with a hut and/or a dike (we name the dike by its island and
ocean sides, R10.3); ``bonus`` (and ``preach``, the Preacher's action without
majority, R5.5) is our ``+bonus``. A Rest is two decisions there (``act rest``,
then ``rest`` with the token, unless one token was left) and one move here
(free actions made between the two decisions are placed before it).

>>> print(translate_move(0, {"type": "plan", "actions": ["tourist", "fish"]}, 0))
P0 plan fish transport
>>> print(translate_move(1, {"type": "act", "action": "sail", "path": ["1,1", "2,1"],
...                          "bonus": False}, 5))
P1 sail 2,1 2
>>> translate_move(1, {"type": "castle"}, 5)
Traceback (most recent call last):
...
vanuatu.interop.boardgamers.reading.ForeignGameError: _history[5]: unknown move type 'castle'
"""

from __future__ import annotations

from typing import Any

from ...errors import VanuatuError
from ...moves import (
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
from ...records import printable
from .catalog import ACTION_NAMES, CHARACTER_ORDER, REST_NAMES, TILE_NAMES
from .reading import ForeignGameError

__all__ = ["FREE_TYPES", "rest_token", "translate_move"]

#: The engine's free moves (R7), which any player may make at any time.
FREE_TYPES = frozenset({"treasure", "beg"})


def _field(move: dict[str, Any], key: str, index: int) -> Any:
    if key not in move:
        raise ForeignGameError(f"a {move.get('type')!r} move without its {key!r}", index)
    return move[key]


def _text(move: dict[str, Any], key: str, index: int, known: object = None) -> str:
    value = _field(move, key, index)
    if not isinstance(value, str) or (known is not None and value not in known):  # type: ignore[operator]
        raise ForeignGameError(f"{key}: unknown {printable(repr(value), 40)}", index)
    return value


def _action(move: dict[str, Any], key: str, index: int) -> Any:
    return ACTION_NAMES[_text(move, key, index, ACTION_NAMES)]


def _ints(move: dict[str, Any], key: str, index: int) -> tuple[int, ...]:
    value = _field(move, key, index)
    if (not isinstance(value, list) or not value or len(value) > 20
            or not all(isinstance(v, int) and not isinstance(v, bool) for v in value)):
        raise ForeignGameError(f"{key}: expected a list of whole numbers", index)
    return tuple(value)


def _space(move: dict[str, Any], key: str, index: int) -> str:
    value = _field(move, key, index)
    if not isinstance(value, str) or len(value) > 8:
        raise ForeignGameError(f"{key}: not a space {printable(repr(value), 20)}", index)
    return value


def rest_token(value: object, index: int) -> str:
    """Our rest token for the engine's ``value``."""
    if not isinstance(value, str) or value not in REST_NAMES:
        raise ForeignGameError(f"token: unknown rest token {printable(repr(value), 20)}", index)
    return REST_NAMES[value]


def translate_move(p: int, move: dict[str, Any], index: int, token: str | None = None) -> Move:
    """Our move for the engine's ``move`` of player ``p``, the ``index``-th of
    its ``_history``; ``token`` is the rest token of an ``act rest`` (taken in
    the engine's next decision). Raises :class:`ForeignGameError` for a move
    that is not one of the engine's."""
    try:
        return _translate(p, move, index, token)
    except ForeignGameError:
        raise
    except (VanuatuError, TypeError, ValueError) as e:
        raise ForeignGameError(f"not a move of the engine: {printable(str(e), 120)}", index) \
            from None


def _translate(p: int, move: dict[str, Any], index: int, token: str | None) -> Move:
    kind = move.get("type")
    if kind == "place":
        return PlaceTile(p, TILE_NAMES[_text(move, "tile", index, TILE_NAMES)],
                         _space(move, "cell", index))
    if kind in ("neutral", "plan"):
        actions = _field(move, "actions", index)
        if not isinstance(actions, list) or not 1 <= len(actions) <= 3:
            raise ForeignGameError("actions: expected a list of 1 to 3 actions", index)
        names = tuple(_action({"a": a}, "a", index) for a in actions)
        return PlaceNeutral(p, names) if kind == "neutral" else Plan(p, names)
    if kind == "character":
        return TakeCharacter(p, _text(move, "character", index, CHARACTER_ORDER))
    if kind == "discard":
        return Retrieve(p, _action(move, "action", index))
    if kind == "governor":
        return Govern(p, _action(move, "from", index), _action(move, "to", index))
    if kind == "treasure":
        return SellTreasure(p, _ints(move, "values", index))
    if kind == "beg":
        amount = _field(move, "amount", index)
        if not isinstance(amount, int) or isinstance(amount, bool):
            raise ForeignGameError("amount: expected a whole number", index)
        return Beg(p, amount)
    if kind == "act":
        return _act(p, move, index, token)
    if kind == "rest":
        raise ForeignGameError("a rest token chosen without a Rest action before it", index)
    raise ForeignGameError(f"unknown move type {printable(repr(kind), 30)}", index)


def _act(p: int, move: dict[str, Any], index: int, token: str | None) -> Move:
    action = _text(move, "action", index, ACTION_NAMES)
    bonus = move.get("bonus") is True or move.get("preach") is True
    if action == "sail":
        path = _field(move, "path", index)
        if not isinstance(path, list) or not 1 <= len(path) <= 3:
            raise ForeignGameError("path: expected 1 to 3 spaces", index)
        return Sail(p, _space({"path": path[-1]}, "path", index), len(path), bonus)
    if action == "fish":
        return Fish(p, bonus)
    if action == "explore":
        return Explore(p, bonus)
    if action == "sell":
        return Sell(p, _ints(move, "fish", index), bonus)
    if action == "build":
        cell = _space(move, "cell", index)
        dike = move.get("dike")
        if dike is not None and not isinstance(dike, str):
            raise ForeignGameError("dike: expected a space", index)
        if move.get("hut") is not True and dike is None:
            raise ForeignGameError("a build with neither a hut nor a dike", index)
        return Build(p, cell if move.get("hut") is True else None, bonus,
                     (cell, dike) if dike is not None else None)
    if action == "buy":
        return Buy(p, _space(move, "cell", index), _text(move, "good", index,
                                                          ("kava", "copra", "beef")), bonus)
    if action == "draw":
        return Draw(p, _space(move, "cell", index), bonus)
    if action == "tourist":
        return Transport(p, _space(move, "cell", index), bonus)
    if token is None:
        raise ForeignGameError("a Rest whose token is not known", index)
    return Rest(p, token, bonus)
