"""The verbs of the rules: :func:`legal_moves`, :func:`apply`, :func:`explain`,
:func:`chance_outcomes` and :func:`new_game`.

``explain`` is the authority on legality: ``apply`` raises exactly when ``explain``
returns a :class:`Violation`, and every move ``legal_moves`` lists is one ``explain``
accepts (it filters a superset of candidates through the same refusal function). It
lists every move of the player to act but for the offers and counter-offers of a
negotiation, which are numberless: it lists a bounded family of them, and ``explain``
and ``apply`` accept any offer the players can honour (VW8.3 d).

>>> import vapor_willie as vw
>>> state = vw.new_game(vw.Options(players=2))
>>> state.is_chance, len(vw.chance_outcomes(state))
(True, 6)
>>> vw.explain(state, vw.parse_move("P0 end"))
Violation(move=EndTurn(player=0), rule='VW12', reason='a draw is pending')
"""

from __future__ import annotations

import typing
from typing import Any

import attrs

from tabletop.one_line import MOST_BITS, shown

from ..errors import IllegalMove
from ..moves import CHANCE, ChanceMove, Move
from ..options import Options
from ..state import GameState
from .chance import apply_chance, initial_state, outcomes, refuse_chance
from .common import Refusal
from .effects import advance
from .steps import apply_step, refuse_step, step_candidates
from .turns import apply_turn, refuse_turn, turn_candidates

__all__ = [
    "Violation",
    "apply",
    "apply_unchecked",
    "chance_outcomes",
    "explain",
    "legal_moves",
    "new_game",
]


@attrs.frozen
class Violation:
    """Why a move is illegal: the move, the rule id (``"VW4.3"``) and a reason."""

    move: Move
    rule: str
    reason: str

    def __str__(self) -> str:
        return f"{self.move}: {self.rule} {self.reason}"

    def error(self) -> IllegalMove:
        """The :class:`~vapor_willie.IllegalMove` that :func:`apply` raises for it."""
        return IllegalMove(self.move, self.rule, self.reason)


def new_game(options: Options) -> GameState:
    """The state at the start of setup (VW2); the next moves are draws."""
    if not isinstance(options, Options):
        raise TypeError(f"new_game() needs Options, not {type(options).__name__}")
    return advance(initial_state(options))


_MOVE_TYPES: tuple[type, ...] = typing.get_args(Move)
_KNOWN_MOVE_TYPES = frozenset(_MOVE_TYPES)


def _check(state: object, move: object, verb: str) -> None:
    if not isinstance(state, GameState):
        raise TypeError(f"{verb}() needs a GameState, not {type(state).__name__}")
    if not isinstance(move, _MOVE_TYPES):
        hint = " (parse text with vapor_willie.parse_move)" if isinstance(move, str) else ""
        raise TypeError(f"{verb}() needs a move object, not {type(move).__name__}{hint}")
    for f in attrs.fields(typing.cast(Any, type(move))):
        value = getattr(move, f.name)
        check = _FIELD_TYPES.get(str(f.type))
        if check is not None and not check[1](value):
            raise TypeError(f"{verb}(): the {f.name} of the {type(move).__name__} move must be "
                            f"{check[0]}, not {shown(value)}")


def _is_int(value: object) -> bool:
    return (isinstance(value, int) and not isinstance(value, bool)
            and value.bit_length() <= MOST_BITS)


#: How the fields of moves are checked, by their annotation.
_FIELD_TYPES: dict[str, tuple[str, typing.Callable[[object], bool]]] = {
    "int": ("an int", _is_int),
    "str": ("a str", lambda v: isinstance(v, str)),
    "str | None": ("a str or None", lambda v: v is None or isinstance(v, str)),
    "bool": ("a bool", lambda v: isinstance(v, bool)),
    "tuple[str, ...]": ("a tuple of str",
                        lambda v: isinstance(v, tuple) and all(isinstance(w, str) for w in v)),
}


def _refuse(state: GameState, move: Move) -> Refusal | None:
    if state.ended:
        return "VW10", "the game is over"
    if isinstance(move, ChanceMove):
        if state.to_act != CHANCE:
            return "VW12", f"no draw is pending; P{state.to_act} is to act"
        return refuse_chance(state, move)
    p = move.player
    if isinstance(p, bool) or not isinstance(p, int) or not 0 <= p < state.num_players:
        who = f"P{p}" if isinstance(p, int) and -(10**6) < p < 10**6 else "of that number"
        return "VW1.1", f"no player {who} in a {state.num_players}-player game"
    if state.to_act == CHANCE:
        return "VW12", "a draw is pending"
    step = state.step
    if step is not None:
        if p != step.target:
            return "VW3.5", f"P{step.target} must first resolve the pending {step.kind} step"
        return refuse_step(state, step, move)
    if p != state.current:
        return "VW3.1", f"it is P{state.current}'s turn, not P{p}'s"
    return refuse_turn(state, move)


def explain(state: GameState, move: Move) -> Violation | None:
    """``None`` if ``move`` is legal in ``state``, else the :class:`Violation` naming
    the rule it breaks and why."""
    _check(state, move, "explain")
    r = _refuse(state, move)
    return None if r is None else Violation(move, r[0], r[1])


def legal_moves(state: GameState, player: int | None = None) -> list[Move]:
    """Every legal move of the player to act (every outcome at a draw); ``[]`` when
    the game is over.

    With ``player`` given, the legal moves of that player: ``[]`` when someone else
    is to act (Vapor Willie has no moves out of turn, VW3.1, VW3.5); ``player``
    :data:`~vapor_willie.CHANCE` gives the outcomes of a pending draw.
    """
    if not isinstance(state, GameState):
        raise TypeError(f"legal_moves() needs a GameState, not {type(state).__name__}")
    if player is not None:
        if isinstance(player, bool) or not isinstance(player, int):
            raise TypeError(f"legal_moves(): player must be an int, not {shown(player)}")
        if player != CHANCE and not 0 <= player < state.num_players:
            who = f"P{player}" if -(10**6) < player < 10**6 else "of a number that large"
            raise ValueError(f"legal_moves(): no player {who} in a "
                             f"{state.num_players}-player game (VW1.1)")
        if player != state.to_act:
            return []
    if state.ended:
        return []
    if state.to_act == CHANCE:
        return [m for m, _ in outcomes(state)]
    step = state.step
    cands = step_candidates(state, step) if step is not None else turn_candidates(state)
    return [m for m in cands if _refuse(state, m) is None]


def apply(state: GameState, move: Move) -> GameState:
    """The state after ``move``; ``state`` is never changed. Raises
    :class:`~vapor_willie.IllegalMove` (rule id and reason) if the move is illegal."""
    _check(state, move, "apply")
    r = _refuse(state, move)
    if r is not None:
        raise IllegalMove(move, r[0], r[1])
    return apply_unchecked(state, move)


def apply_unchecked(state: GameState, move: Move) -> GameState:
    """The state after a move taken from :func:`legal_moves`, without checking it."""
    try:
        step = state.step
    except AttributeError:
        raise TypeError(f"apply_unchecked() needs a GameState as its first argument, not "
                        f"{type(state).__name__}") from None
    if type(move) not in _KNOWN_MOVE_TYPES:
        _check(state, move, "apply_unchecked")
    if isinstance(move, ChanceMove):
        return advance(apply_chance(state, move))
    if step is not None:
        return advance(apply_step(state, step, move))
    return advance(apply_turn(state, move))


def chance_outcomes(state: GameState) -> list[tuple[ChanceMove, float]]:
    """At a draw, every outcome with its probability (they sum to 1); ``[]`` otherwise."""
    if not isinstance(state, GameState):
        raise TypeError(f"chance_outcomes() needs a GameState, not {type(state).__name__}")
    if state.to_act != CHANCE:
        return []
    return outcomes(state)
