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

from .components import ACTIONS, Action
from .errors import NotationError
from .moves import (
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

__all__ = ["check_characters", "move_text", "parse_move"]

_ACTION_WORDS = {a.word: a for a in ACTIONS}
#: A player as written in moves and records: ``P2`` (``p2`` is read too); use fullmatch.
PLAYER_WORD = re.compile(r"[Pp]([0-9])")
_SPACE = re.compile(r"^-?[0-9]{1,3},-?[0-9]{1,3}$")
_MAX_LEN = 200


def move_text(move: Move) -> str:
    """The notation of ``move`` (the same as ``str(move)``)."""
    return str(move)


def _int(text: str, what: str, line: str) -> int:
    if re.fullmatch(r"-?[0-9]{4,}", text):
        raise NotationError(f"{line!r}: {what} {text} is out of range")
    if not re.fullmatch(r"-?[0-9]{1,3}", text):
        raise NotationError(f"{line!r}: {what} must be a number, not {text!r}")
    return int(text)


def _action(text: str, line: str) -> Action:
    a = _ACTION_WORDS.get(text.lower())
    if a is None:
        raise NotationError(
            f"{line!r}: unknown action {text!r} (one of {', '.join(_ACTION_WORDS)})"
        )
    return a


def _space(text: str, line: str) -> str:
    if not _SPACE.match(text):
        raise NotationError(f"{line!r}: {text!r} is not a space (\"q,r\", e.g. \"2,0\")")
    q, r = text.split(",")
    return f"{int(q)},{int(r)}"


def _player(text: str, line: str) -> int:
    m = PLAYER_WORD.fullmatch(text)
    if not m:
        raise NotationError(f"{line!r}: {text!r} is not a player (P0 to P4)")
    return int(m.group(1))


def _arity(words: list[str], n: int, usage: str, line: str) -> None:
    if len(words) != n:
        raise NotationError(f"{line!r}: expected {usage!r}")


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
        raise TypeError(f"parse_move() needs a string, not {type(text).__name__} {text!r:.60}")
    line = text.strip()
    if len(line) > _MAX_LEN:
        raise NotationError(f"{line[:40]!r}...: a move is at most {_MAX_LEN} characters")
    check_characters(line)
    words = line.split()
    if not words:
        raise NotationError("empty move")
    head = words[0].lower()
    if head == "reveal":
        return _parse_chance(words, line)
    if head == "roll":
        _arity(words, 2, "roll N", line)
        return ChanceMove("die", _int(words[1], "the die", line))
    p = _player(words[0], line)
    if len(words) < 2:
        raise NotationError(f"{line!r}: a move word must follow the player")
    verb = words[1].lower()
    args = words[2:]
    bonus = False
    if args and args[-1].lower() == "+bonus":
        bonus = True
        args = args[:-1]
    if bonus and verb not in _ACTION_WORDS:
        raise NotationError(f"{line!r}: +bonus is only for action moves")
    if verb == "place":
        _arity(args, 2, f"P{p} place TILE SPACE", line)
        return PlaceTile(p, args[0], _space(args[1], line))
    if verb == "neutral":
        if not args:
            raise NotationError(f"{line!r}: expected 'P{p} neutral ACTION...'")
        return PlaceNeutral(p, tuple(_action(a, line) for a in args))
    if verb == "take":
        _arity(args, 1, f"P{p} take CHARACTER", line)
        return TakeCharacter(p, args[0].lower())
    if verb == "plan":
        if not 1 <= len(args) <= 2:
            raise NotationError(f"{line!r}: expected 'P{p} plan ACTION [ACTION]'")
        return Plan(p, tuple(_action(a, line) for a in args))
    if verb == "sail":
        _arity(args, 2, f"P{p} sail SPACE STEPS [+bonus]", line)
        return Sail(p, _space(args[0], line), _int(args[1], "steps", line), bonus)
    if verb == "build":
        usage = f"P{p} build [ISLAND] [dike ISLAND OCEAN] [+bonus]"
        island = None
        if args and args[0].lower() != "dike":
            island = _space(args[0], line)
            args = args[1:]
        dike = None
        if args:
            if args[0].lower() != "dike":
                raise NotationError(f"{line!r}: expected {usage!r}")
            _arity(args, 3, usage, line)
            dike = (_space(args[1], line), _space(args[2], line))
        if island is None and dike is None:
            raise NotationError(f"{line!r}: expected {usage!r}")
        return Build(p, island, bonus, dike)
    if verb == "explore":
        _arity(args, 0, f"P{p} explore [+bonus]", line)
        return Explore(p, bonus)
    if verb == "fish":
        _arity(args, 0, f"P{p} fish [+bonus]", line)
        return Fish(p, bonus)
    if verb == "sell":
        if not args:
            raise NotationError(f"{line!r}: expected 'P{p} sell VALUE... [+bonus]'")
        return Sell(p, tuple(_int(a, "a fish value", line) for a in args), bonus)
    if verb == "buy":
        _arity(args, 2, f"P{p} buy ISLAND GOOD [+bonus]", line)
        return Buy(p, _space(args[0], line), args[1].lower(), bonus)
    if verb == "draw":
        _arity(args, 1, f"P{p} draw ISLAND [+bonus]", line)
        return Draw(p, _space(args[0], line), bonus)
    if verb == "transport":
        _arity(args, 1, f"P{p} transport ISLAND [+bonus]", line)
        return Transport(p, _space(args[0], line), bonus)
    if verb == "rest":
        _arity(args, 1, f"P{p} rest TOKEN [+bonus]", line)
        return Rest(p, args[0].lower(), bonus)
    if verb == "retrieve":
        _arity(args, 1, f"P{p} retrieve ACTION", line)
        return Retrieve(p, _action(args[0], line))
    if verb == "govern":
        _arity(args, 2, f"P{p} govern FROM TO", line)
        return Govern(p, _action(args[0], line), _action(args[1], line))
    if verb == "sell-treasure":
        _arity(args, 1, f"P{p} sell-treasure VALUE", line)
        return SellTreasure(p, _int(args[0], "a treasure value", line))
    if verb == "beg":
        _arity(args, 1, f"P{p} beg PP", line)
        return Beg(p, _int(args[0], "an amount of PP", line))
    raise NotationError(f"{line!r}: unknown move word {words[1]!r}")


def _parse_chance(words: list[str], line: str) -> ChanceMove:
    if len(words) < 3:
        raise NotationError(f"{line!r}: expected 'reveal EVENT OUTCOME'")
    event = words[1].lower()
    rest = words[2:]
    if event == "start":
        _arity(rest, 3, "reveal start TILE TILE TILE", line)
        return ChanceMove("start", tuple(rest))
    if event == "characters":
        return ChanceMove("characters", tuple(w.lower() for w in rest))
    _arity(rest, 1, f"reveal {event} OUTCOME", line)
    if event == "tile":
        return ChanceMove("tile", rest[0])
    if event == "demand":
        return ChanceMove("demand", _int(rest[0], "a demand tile", line))
    if event == "tourist":
        return ChanceMove("tourist", _int(rest[0], "a tourist tile value", line))
    if event == "first":
        return ChanceMove("first", _player(rest[0], line))
    raise NotationError(f"{line!r}: unknown chance event {words[1]!r}")
