"""The text notation of moves.

One move per line, words separated by spaces. Player moves start with the
player (``P0`` .. ``P4``), chance events with ``reveal`` (or ``roll``)::

    reveal start start-blank start-fish start-wreck   (tiles on 1,0  0,1  1,1)
    reveal tile A2          reveal demand 7          reveal tourist 3
    reveal first P2
    P2 place A2 2,0         P1 take navigator        P0 plan fish sell
    P0 sail 2,1 2 +bonus    P0 build 1,2             P0 explore   P0 fish
    P0 sell 1 2             P0 buy 1,2 beef          P0 draw 1,2
    P0 transport 1,2        P0 rest vatu             P0 retrieve build
    P0 govern fish explore  P0 sell-treasure 2       P0 beg 3
    P0 neutral fish fish    (two players, R10.1)     roll 4   (Rising Waters, R10.3)
    P0 build 1,2 dike 1,2 2,2    P0 build dike 1,2 2,2   (dikes, R10.3)

``+bonus`` marks a move that uses the mover's character bonus (R1.8).

>>> import vanuatu
>>> from vanuatu import parse_move
>>> m = parse_move("P2 plan sell fish")
>>> m
Plan(player=2, actions=(<Action.FISH: 3>, <Action.SELL: 4>))
>>> str(m)
'P2 plan fish sell'
>>> try:
...     parse_move("P2 plan fihs")
... except vanuatu.NotationError as error:
...     print(error)  # doctest: +NORMALIZE_WHITESPACE
'P2 plan fihs': unknown action 'fihs'
(one of sail, build, explore, fish, sell, buy, draw, transport, rest)
"""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import lru_cache

from tabletop.one_line import shown

from .errors import NotationError
from .moves import (
    ActionMove,
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
from .moves.words import ACTION_WORDS, PLAYER_WORD, read_player

__all__ = ["ACTION_VERBS", "PLAYER_VERBS", "PLAYER_WORD", "check_characters", "parse_move"]

#: The notation table of the actions: each verb and the reader of the move
#: class that writes it (``P0 sail 2,1 2 +bonus``).
ACTION_VERBS: dict[str, Callable[[int, list[str], bool, str], ActionMove]] = {
    cls.action.word: cls.from_words
    for cls in (Sail, Build, Explore, Fish, Sell, Buy, Draw, Transport, Rest)
}
#: The notation table of the other player moves (``P1 take navigator``).
PLAYER_VERBS: dict[str, Callable[[int, list[str], str], Move]] = {
    cls.verb: cls.from_words
    for cls in (PlaceTile, PlaceNeutral, TakeCharacter, Plan, Retrieve, Govern, SellTreasure, Beg)
}
_MAX_LEN = 200
# The characters of a move: words of ASCII letters, digits, ',', '+' and '-',
# separated by spaces or tabs.
_MOVE_CHARACTERS = re.compile(r"[A-Za-z0-9,+\- \t]*")


def check_characters(line: str) -> None:
    """Raise :class:`~vanuatu.NotationError` unless every character of
    ``line`` (a move, its surrounding blanks removed) can be part of a move:
    words are ASCII letters, digits, ``,``, ``+`` and ``-``, separated by
    spaces or tabs. So a move read from JSON holds nothing that the text form
    would read differently (``#`` starts a comment there) or that a terminal
    would obey (escape codes).

    >>> check_characters("P1 rest vatu#")  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    vanuatu.errors.NotationError: 'P1 rest vatu#': '#' cannot be part of a move (words are ...)
    """
    if _MOVE_CHARACTERS.fullmatch(line) is None:
        bad = next(c for c in line if not _MOVE_CHARACTERS.fullmatch(c))
        raise NotationError(
            f"{line[:40]!r}{'...' if len(line) > 40 else ''}: {bad!r} cannot be part of a move "
            f"(words are ASCII letters, digits, ',', '+' and '-', separated by spaces)"
        )


def parse_move(text: str) -> Move:
    """Parse one move in the text notation; raise :class:`~vanuatu.NotationError`
    naming the problem if it is not well formed.

    Parsing checks the form only; whether the move is legal is for
    :func:`vanuatu.explain`.
    """
    if not isinstance(text, str):
        raise TypeError(f"parse_move() needs a string, not {type(text).__name__} {shown(text)}")
    return _parse_line(text.strip())


def clear_cache() -> None:
    """Forget the moves read so far."""
    _parse_line.cache_clear()


@lru_cache(maxsize=4096)
def _parse_line(line: str) -> Move:
    """:func:`parse_move` of a stripped line, remembered: moves are immutable
    and a game's record says the same moves again and again."""
    if len(line) > _MAX_LEN:
        raise NotationError(f"{line[:40]!r}...: a move is at most {_MAX_LEN} characters")
    check_characters(line)
    words = line.split()
    if not words:
        raise NotationError("empty move")
    if words[0].lower() in ("reveal", "roll"):
        return ChanceMove.from_words(words, line)
    p = read_player(words[0], line)
    if len(words) < 2:
        raise NotationError(f"{line!r}: a move word must follow the player")
    verb = words[1].lower()
    args = words[2:]
    bonus = False
    if args and args[-1].lower() == "+bonus":
        bonus = True
        args = args[:-1]
    if bonus and verb not in ACTION_WORDS:
        raise NotationError(f"{line!r}: +bonus is only for action moves")
    action = ACTION_VERBS.get(verb)
    if action is not None:
        return action(p, args, bonus, line)
    other = PLAYER_VERBS.get(verb)
    if other is not None:
        return other(p, args, line)
    raise NotationError(f"{line!r}: unknown move word {words[1]!r}")
