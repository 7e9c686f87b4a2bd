"""The three verbs of the rules: :func:`legal_moves`, :func:`apply` and
:func:`explain`, dispatched by phase to the rule modules.

``explain`` is the authority on legality: ``apply`` raises exactly when
``explain`` returns a :class:`Violation`, and ``legal_moves`` lists exactly
the moves ``explain`` accepts from the player to act (a property test checks
this on random games).
"""

from __future__ import annotations

import typing
from collections.abc import Callable, Sequence
from typing import Any

import attrs

from tabletop.one_line import MOST_BITS, shown

from ..components import Action
from ..moves import (
    ACTION_MOVE_TYPES,
    CHANCE,
    FREE_MOVE_TYPES,
    Build,
    ChanceMove,
    Govern,
    Move,
    PlaceNeutral,
    PlaceTile,
    Plan,
    Retrieve,
    TakeCharacter,
)
from ..options import Options
from ..state import NOBODY, GameState, Phase
from . import chance
from .chance import apply_chance, refuse_chance
from .characters import apply_character, character_moves, refuse_character
from .checks import check_player, check_state
from .flow import advance
from .free import apply_free, free_moves, refuse_free
from .neutral import apply_neutral, neutral_moves, refuse_neutral
from .planning import apply_plan, plan_moves, refuse_plan
from .preparation import apply_placement, placement_moves, refuse_placement
from .setup import initial_state
from .turns import apply_turn, refuse_turn, turn_moves
from .violation import Violation

__all__ = ["Violation", "apply", "apply_unchecked", "apply_with_forced", "chance_outcomes",
           "explain", "legal_moves", "new_game"]


def new_game(options: Options) -> GameState:
    """The state at the start of setup (R2); the next moves are chance events."""
    if not isinstance(options, Options):
        raise TypeError(f"new_game() needs Options, not {type(options).__name__} "
                        f"{shown(options)}")
    return advance(initial_state(options))


@attrs.frozen
class _PhaseRules:
    """The three verbs of one phase where players decide, and its moves."""

    move_types: tuple[type, ...]
    moves: Callable[[GameState], Sequence[Move]]
    refuse: Callable[[GameState, Any], Violation | None]
    apply: Callable[[GameState, Any], GameState]
    #: The rule cited when a move of another kind is tried in this phase.
    rule: str


_PHASES: dict[Phase, _PhaseRules] = {
    Phase.PREPARATION: _PhaseRules(
        (PlaceTile,), placement_moves, refuse_placement, apply_placement, "R3.6"
    ),
    Phase.NEUTRAL: _PhaseRules(
        (PlaceNeutral,), neutral_moves, refuse_neutral, apply_neutral, "R10.1"
    ),
    Phase.CHARACTERS: _PhaseRules(
        (TakeCharacter,), character_moves, refuse_character, apply_character, "R3.8"
    ),
    Phase.PLANNING: _PhaseRules((Plan,), plan_moves, refuse_plan, apply_plan, "R4.2"),
    Phase.ACTIONS: _PhaseRules(
        (Retrieve, Govern, *ACTION_MOVE_TYPES), turn_moves, refuse_turn, apply_turn, "R5.2"
    ),
}
#: How each kind of player move (free actions aside) changes the state.
_APPLY: dict[type, Callable[[GameState, Any], GameState]] = {
    t: rules.apply for rules in _PHASES.values() for t in rules.move_types
}


def legal_moves(state: GameState, player: int | None = None) -> list[Move]:
    """Every legal move of the player to act (chance outcomes at a chance event),
    with that player's free actions.

    With ``player`` given, the moves of that player instead: their free actions
    (R7) when it is not their turn.
    """
    check_state(state, "legal_moves")
    # checked as given: the compiled build would turn a narrowed bool into an int
    given: object = player
    if given is not None and given != CHANCE:
        check_player(state, given, "legal_moves")
    if state.phase == Phase.OVER:
        return []
    actor = state.to_act if player is None else player
    moves: list[Move] = []
    if actor == CHANCE:
        if state.to_act == CHANCE:
            moves.extend(m for m, _ in chance.chance_outcomes(state))
        return moves
    if actor == state.to_act and actor >= 0:  # never moves of "nobody" (NOBODY)
        rules = _PHASES.get(state.phase)
        if rules is not None:
            moves.extend(rules.moves(state))
    if 0 <= actor < len(state.players):
        moves.extend(free_moves(state, actor))
    return moves


def _who(p: object) -> str:
    """A player index in words: ``P2``, never an internal sentinel (``chance``
    for :data:`~vanuatu.moves.CHANCE`, ``nobody`` for :data:`~vanuatu.state.NOBODY`)."""
    if p == CHANCE:
        return "chance"
    if p == NOBODY:
        return "nobody"
    return f"P{p}" if isinstance(p, int) else repr(p)


def _refuse(state: GameState, move: Move) -> Violation | None:
    if state.phase == Phase.OVER:
        return Violation(move, "R8", "the game is over")
    if isinstance(move, ChanceMove):
        if state.to_act != CHANCE:
            return Violation(move, "R2", "no chance event is pending; a player is to act")
        return refuse_chance(state, move)
    p = move.player
    if not isinstance(p, int) or not 0 <= p < len(state.players):
        n = len(state.players)
        if isinstance(p, int) and p < 0:
            return Violation(move, "R1.1", f"a move of {_who(p)}: the players are P0 to P{n - 1}")
        return Violation(move, "R1.1", f"no player {_who(p)} in a {n}-player game")
    if isinstance(move, FREE_MOVE_TYPES):
        return refuse_free(state, move)  # type: ignore[arg-type]
    if state.to_act == CHANCE:
        return Violation(move, "R2", "a chance event is pending")
    if p != state.to_act:
        if state.to_act == NOBODY:
            return Violation(move, "R3", f"nobody is to act, not P{p}")
        return Violation(move, "R3", f"it is P{state.to_act}'s turn, not P{p}'s")
    ph = state.phase
    rules = _PHASES.get(ph)
    if rules is not None and isinstance(move, rules.move_types):
        return rules.refuse(state, move)
    rule = "R3" if rules is None else rules.rule
    return Violation(
        move, rule, f"a {type(move).__name__} move is not possible in the {ph.word} phase"
    )


_MOVE_TYPES: tuple[type, ...] = typing.get_args(Move)
_KNOWN_MOVE_TYPES = frozenset(_MOVE_TYPES)


def _check_types(state: object, move: object, verb: str) -> None:
    """Refuse arguments that are not a state and a move object, with a clear message."""
    if not isinstance(state, GameState):
        raise TypeError(f"{verb}() needs a GameState as its first argument, not "
                        f"{type(state).__name__}")
    checks = _CHECKS_OF_TYPE.get(type(move))
    if checks is None:
        if not isinstance(move, _MOVE_TYPES):
            hint = " (parse notation with vanuatu.parse_move)" if isinstance(move, str) else ""
            raise TypeError(f"{verb}() needs a move object from vanuatu.moves, not "
                            f"{type(move).__name__} {shown(move)}{hint}")
        checks = _field_checks(type(move))
    for name, what, check in checks:
        value = getattr(move, name)
        if not check(value):
            raise TypeError(f"{verb}(): the {name} of a {type(move).__name__} move is "
                            f"{what}, not {shown(value)}")


FieldCheck = tuple[str, str, typing.Callable[[object], bool]]


def _field_checks(move_type: type) -> tuple[FieldCheck, ...]:
    """``(field, what it must be, check)`` of each checked field of ``move_type``."""
    def check(name: str) -> tuple[str, typing.Callable[[object], bool]]:
        own = (_TYPE_FIELD_CHECKS.get((t, name)) for t in move_type.__mro__)
        return next((c for c in own if c is not None), _FIELD_CHECKS[name])

    return tuple((f.name, *check(f.name)) for f in attrs.fields(move_type)
                 if f.name in _FIELD_CHECKS)


def _is_int(value: object) -> bool:
    return (isinstance(value, int) and not isinstance(value, bool)
            and value.bit_length() <= MOST_BITS)


def _is_str(value: object) -> bool:
    return isinstance(value, str)


_FIELD_CHECKS: dict[str, tuple[str, typing.Callable[[object], bool]]] = {
    "player": ("an int", _is_int),
    "action": ("an Action (vanuatu.Action.FISH...)", lambda v: isinstance(v, Action)),
    "source": ("an Action (vanuatu.Action.FISH...)", lambda v: isinstance(v, Action)),
    "target": ("an Action (vanuatu.Action.FISH...)", lambda v: isinstance(v, Action)),
    "actions": ("a tuple of Actions (vanuatu.Action.FISH...)",
                lambda v: isinstance(v, tuple) and all(isinstance(a, Action) for a in v)),
    "steps": ("an int", _is_int),
    "values": ("a tuple of treasure values",
               lambda v: isinstance(v, tuple) and all(_is_int(w) for w in v)),
    "amount": ("an int", _is_int),
    "bonus": ("a bool", lambda v: isinstance(v, bool)),
    "dest": ('a space name "q,r"', _is_str),
    "space": ('a space name "q,r"', _is_str),
    "island": ('a space name "q,r"', _is_str),
    "good": ("a good name", _is_str),
    "token": ("a rest token name", _is_str),
    "character": ("a character name", _is_str),
    "tile": ("a tile id", _is_str),
    "event": ("an event name", _is_str),
    "outcome": ("a tile id, a number or a tuple of names",
                lambda v: _is_int(v) or isinstance(v, str)
                or (isinstance(v, tuple) and all(isinstance(w, str) for w in v))),
    "fish": ("a tuple of fish values",
             lambda v: isinstance(v, tuple) and all(_is_int(w) for w in v)),
    "dike": ("None or a pair of space names",
             lambda v: v is None or (isinstance(v, tuple) and len(v) == 2
                                     and all(isinstance(w, str) for w in v))),
}


#: The checks of a field that one move type reads its own way.
_TYPE_FIELD_CHECKS: dict[tuple[type, str], tuple[str, typing.Callable[[object], bool]]] = {
    (Build, "island"): ('None (a dike alone) or a space name "q,r"',
                        lambda v: v is None or isinstance(v, str)),
}


#: :func:`_field_checks` of each move type (a subclass is looked over at each call).
_CHECKS_OF_TYPE: dict[type, tuple[FieldCheck, ...]] = {t: _field_checks(t) for t in _MOVE_TYPES}


def explain(state: GameState, move: Move) -> Violation | None:
    """``None`` if ``move`` is legal in ``state``, else the :class:`Violation`
    naming the rule it breaks and why.

    Raises :class:`TypeError` if ``state`` or ``move`` is not a state or a move object."""
    _check_types(state, move, "explain")
    return _refuse(state, move)


def apply(state: GameState, move: Move) -> GameState:
    """The state after ``move``; ``state`` itself is never changed.

    Raises :class:`~vanuatu.IllegalMove` (with the rule id and reason) if the
    move is not legal, :class:`TypeError` if ``state`` or ``move`` is not a
    state or a move object.
    """
    _check_types(state, move, "apply")
    violation = _refuse(state, move)
    if violation is not None:
        raise violation.error()
    return apply_unchecked(state, move)


def apply_unchecked(state: GameState, move: Move) -> GameState:
    """The state after ``move``, *without* checking that it is legal.

    For bots and search that only play moves taken from :func:`legal_moves` (or
    :func:`chance_outcomes`): it skips the check :func:`apply` makes, which for a
    planning move repeats the R4.3 search. An illegal move gives an undefined
    state or an exception from deep inside; validators must use :func:`apply`.

    >>> import vanuatu
    >>> state = vanuatu.Game(players=3, seed=1).state
    >>> move = vanuatu.legal_moves(state)[0]
    >>> vanuatu.apply_unchecked(state, move) == vanuatu.apply(state, move)
    True
    """
    if type(move) not in _KNOWN_MOVE_TYPES or not isinstance(state, GameState):
        _check_types(state, move, "apply_unchecked")
    return _apply(state, move, None)


def _apply(state: GameState, move: Move, forced: list[ChanceMove] | None) -> GameState:
    if isinstance(move, ChanceMove):
        return advance(apply_chance(state, move), forced)
    if isinstance(move, FREE_MOVE_TYPES):
        return apply_free(state, move)  # type: ignore[arg-type]  # free: no step of the flow
    return advance(_APPLY[type(move)](state, move), forced)


def apply_with_forced(state: GameState, move: Move) -> tuple[GameState, tuple[ChanceMove, ...]]:
    """:func:`apply`, and the chance moves with one possible outcome that were
    applied automatically after ``move``, in order.

    A chance event whose pile holds one possible outcome (the last tile of a
    letter, the last demand tile) needs no move: the engine applies it at once.
    An importer that meets such a reveal in a game from elsewhere can check it
    against these moves instead of replaying the engine to find them.

    Raises what :func:`apply` raises, and leaves ``state`` unchanged.

    >>> import random
    >>> import vanuatu
    >>> from vanuatu.rules.engine import apply_with_forced
    >>> rng = random.Random(0)
    >>> state = vanuatu.new_game(vanuatu.Options(players=3))
    >>> while True:
    ...     if state.is_chance:
    ...         move = vanuatu.sample_chance(state, rng)
    ...     else:
    ...         move = rng.choice(vanuatu.legal_moves(state))
    ...     state, forced = apply_with_forced(state, move)
    ...     if forced:
    ...         break
    >>> print(move, [str(m) for m in forced])
    P0 place F1 1,3 ['reveal tile A1', 'reveal tile B2']
    """
    _check_types(state, move, "apply_with_forced")
    violation = _refuse(state, move)
    if violation is not None:
        raise violation.error()
    forced: list[ChanceMove] = []
    return _apply(state, move, forced), tuple(forced)


def chance_outcomes(state: GameState) -> list[tuple[ChanceMove, float]]:
    """At a chance event, every outcome with its probability (they sum to 1);
    an empty list when a player is to act."""
    check_state(state, "chance_outcomes")
    if state.to_act != CHANCE:
        return []
    return chance.chance_outcomes(state)
