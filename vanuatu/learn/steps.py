"""The steps of the lesson, made by replaying :data:`~vanuatu.learn.script.SCRIPT`
from the seed: one :class:`Step` per learner move, and a last one for the final
scores (R8)."""

from __future__ import annotations

import functools

import attrs

from ..components import Action
from ..moves import (
    Build,
    Buy,
    Draw,
    Explore,
    Fish,
    Move,
    PlaceTile,
    Plan,
    Rest,
    Retrieve,
    Sail,
    Sell,
    TakeCharacter,
    Transport,
)
from ..rules.engine import apply, legal_moves
from ..state import GameState
from .script import LEARNER, advance, finish, new_lesson_game, script_moves

__all__ = ["ACTION_RULES", "Step", "lesson"]

#: The rule of each of the nine actions (R6).
ACTION_RULES: dict[Action, str] = {
    Action.SAIL: "R6.1", Action.BUILD: "R6.2", Action.EXPLORE: "R6.3", Action.FISH: "R6.4",
    Action.SELL: "R6.5", Action.BUY: "R6.6", Action.DRAW: "R6.7", Action.TRANSPORT: "R6.8",
    Action.REST: "R6.9",
}


@attrs.frozen
class Step:
    """One step of the lesson.

    Attributes:
        index: its place in the lesson, from 0.
        kind: ``"character"``, ``"plan"``, ``"perform"``, ``"retrieve"``, ``"place"``
            or ``"scoring"`` (the last step, after the game's end).
        rules: the rule ids it teaches, first the main one.
        state: the position it applies to.
        move: the lesson's move (``None`` for the scoring step).
        accepted: the legal moves accepted: those that lead to the same position as
            :attr:`move`.
        action: the action the step plans, performs or takes back (if any).
        new_round: whether the step opens a round after the first.
    """

    index: int
    kind: str
    rules: tuple[str, ...]
    state: GameState
    move: Move | None
    accepted: frozenset[Move]
    action: Action | None = None
    new_round: bool = False


def _kind(move: Move) -> tuple[str, tuple[str, ...], Action | None]:
    if isinstance(move, TakeCharacter):
        return "character", ("R3.8", "R3.9", "R1.8"), None
    if isinstance(move, Plan):
        return "plan", ("R4.3", "R4.2", "R4.1"), None
    if isinstance(move, PlaceTile):
        return "place", ("R3.6", "R3.7"), None
    if isinstance(move, Retrieve):
        return "retrieve", ("R5.4", "R5.3", "R5.2"), move.action
    assert isinstance(move, Sail | Build | Explore | Fish | Sell | Buy | Draw | Transport
                      | Rest), move
    action = move.action
    return "perform", (ACTION_RULES[action], "R5.3", "R5.1"), action


def _accepted(state: GameState, move: Move) -> frozenset[Move]:
    after = apply(state, move)
    return frozenset(m for m in legal_moves(state, LEARNER)
                     if m.player == LEARNER and (m == move or apply(state, m) == after))


@functools.cache
def lesson() -> tuple[Step, ...]:
    """The steps of the lesson, in order (made once, then kept).

    >>> steps = lesson()
    >>> steps[-1].kind, steps[-1].rules, steps[-1].state.is_over
    ('scoring', ('R8',), True)
    """
    game, order = new_lesson_game()
    steps: list[Step] = []
    last_round = 1
    for move in script_moves():
        advance(game, order)
        state = game.state
        kind, rules, action = _kind(move)
        steps.append(Step(len(steps), kind, rules, state, move, _accepted(state, move),
                          action, state.round > last_round))
        last_round = state.round
        game.play(move)
    finish(game, order)
    steps.append(Step(len(steps), "scoring", ("R8",), game.state, None, frozenset()))
    return tuple(steps)
