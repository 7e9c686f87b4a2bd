"""Playing a few moves ahead on a full state: drawing chance events and valuing moves
(shared by the heuristic and the ISMCTS bots)."""

from __future__ import annotations

import random
from collections.abc import Sequence

from ..moves import CHANCE, Answer, Counter, Move, Offer
from ..rules.engine import apply_unchecked, chance_outcomes, legal_moves
from ..state import GameState
from .evaluate import evaluate_all

__all__ = ["answered", "draw", "greedy_move", "move_values", "settle", "taken_up", "value"]


def draw(state: GameState, rng: random.Random) -> GameState:
    """The state after the pending chance event, drawn with its probability."""
    outs = chance_outcomes(state)
    r = rng.random()
    for move, p in outs:
        r -= p
        if r < 0:
            return apply_unchecked(state, move)
    return apply_unchecked(state, outs[-1][0])


def settle(state: GameState, rng: random.Random) -> GameState:
    """Draw every pending chance event."""
    while state.to_act == CHANCE:
        state = draw(state, rng)
    return state


#: What winning (or losing) a finished game adds to (or takes from) its value.
WIN = 10.0


def value(state: GameState, player: int, rivalry: float) -> float:
    """``player``'s value less ``rivalry`` times the best other player's; a finished
    game adds :data:`WIN` for a winner and takes it from the others."""
    values = evaluate_all(state)
    other = max((v for i, v in enumerate(values) if i != player), default=0.0)
    v = values[player] - rivalry * other
    if state.is_over:
        v += WIN if values[player] >= other else -WIN
    return v


def answered(state: GameState, me: int, rng: random.Random, rivalry: float,
             replies: int) -> GameState:
    """``state`` after at most ``replies`` moves of the other players, each the one-move
    greedy policy's, until ``me`` is to act again (the answer to an offer, say)."""
    for _ in range(replies):
        if state.is_over or state.to_act == me:
            break
        state = settle(apply_unchecked(state, greedy_move(state, legal_moves(state), rng,
                                                          rivalry)), rng)
    return state


#: What an offer that is declined costs its maker in :func:`taken_up`: nothing changes,
#: but passing is the plainer move.
UNTAKEN = 1e-3


def taken_up(state: GameState, rng: random.Random, rivalry: float) -> GameState:
    """``state`` after the pending offer is answered (VW8.3 b): ``accept`` or
    ``decline``, whichever is worth more to the player offered to (a counter-offer is
    not looked at); ``state`` itself when no offer waits for an answer."""
    step = state.step
    if step is None or step.kind != "answer":
        return state
    answers = [Answer(step.target, True), Answer(step.target, False)]
    return settle(apply_unchecked(state, greedy_move(state, answers, rng, rivalry)), rng)


def move_values(state: GameState, moves: Sequence[Move], rng: random.Random,
                rivalry: float, depth: int = 1, width: int = 40,
                replies: int = 0, answers: bool = False) -> list[float]:
    """The value for the player to act of the position after each of ``moves`` (the
    draws that follow drawn at random, and up to ``replies`` moves of the others
    answering it with the greedy policy, see :func:`answered`; with ``answers``, an
    offer or a counter-offer is valued once taken up or declined, see
    :func:`taken_up`, and one declined is worth a little less than passing); with
    ``depth`` 2, the best of it and of the positions after the player's own next move
    (when at most ``width`` moves follow)."""
    me = state.to_act
    out = []
    for m in moves:
        after = settle(apply_unchecked(state, m), rng)
        untaken = 0.0
        if answers and isinstance(m, (Offer, Counter)):
            answered_state = taken_up(after, rng, rivalry)
            untaken = UNTAKEN if answered_state.players == after.players else 0.0
            after = answered_state
        if replies:
            after = answered(after, me, rng, rivalry, replies)
        v = value(after, me, rivalry) - untaken
        if depth > 1 and after.to_act == me and not after.is_over:
            nxt = legal_moves(after)
            if len(nxt) <= width:
                for m2 in nxt:
                    v = max(v, value(settle(apply_unchecked(after, m2), rng), me, rivalry))
        out.append(v)
    return out


def greedy_move(state: GameState, moves: Sequence[Move], rng: random.Random,
                rivalry: float, depth: int = 1, width: int = 40,
                answers: bool = False) -> Move:
    """The move of ``moves`` (the legal moves of the player to act in the full
    ``state``) that leads to the best value for that player, drawing the chance events
    that follow it; with ``depth`` 2, the player's own next move is looked at too (when
    at most ``width`` moves follow); with ``answers``, an offer is valued once it is
    answered (:func:`move_values`). Equal values are broken at random."""
    best: list[Move] = []
    best_value = float("-inf")
    values = move_values(state, moves, rng, rivalry, depth, width, answers=answers)
    for m, v in zip(moves, values, strict=True):
        if v > best_value + 1e-9:
            best, best_value = [m], v
        elif v > best_value - 1e-9:
            best.append(m)
    return best[0] if len(best) == 1 else best[rng.randrange(len(best))]
