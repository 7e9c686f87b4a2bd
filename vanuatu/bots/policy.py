"""A fast playout policy for search: the heuristic's taste at a fraction of its cost.

:func:`playout_move` picks a move of the player to act in a *full* state (a
determinization) without listing every legal move where that is expensive:

* planning (R4.2): each placement of this pass's markers is scored by the
  planned-action terms of the evaluation (one marker at a time, pairs summed),
  with a little seeded noise, and the best one that R4.3 allows is taken, so
  only a few placements are checked for legality;
* performing actions: the move after which the player's own evaluation is best;
* character selection: the character whose bonus the evaluation prizes most;
* anything else (tile placement, neutral markers): a random legal move.

Free actions (R7) are never chosen by the policy.
"""

from __future__ import annotations

import random
from itertools import combinations_with_replacement

from ..components import ACTIONS, Action
from ..moves import FREE_MOVE_TYPES, Move, Plan
from ..rules.characters import character_moves
from ..rules.engine import apply_unchecked, legal_moves
from ..rules.feasibility import action_mask, plannable_mask
from ..rules.planning import markers_this_pass, refuse_plan
from ..rules.turns import turn_moves
from ..state import GameState, Phase
from .evaluate import DEFAULT_WEIGHTS, Context, Weights

__all__ = ["player_moves", "playout_move"]


def player_moves(state: GameState) -> list[Move]:
    """The legal moves of the player to act, without free actions (R7); all
    the legal moves where that would leave none."""
    moves = legal_moves(state)
    kept = [m for m in moves if not isinstance(m, FREE_MOVE_TYPES)]
    return kept or moves


def playout_move(state: GameState, rng: random.Random,
                 weights: Weights = DEFAULT_WEIGHTS, noise: float = 0.5) -> Move:
    """A good-looking move of the player to act in the full state ``state``."""
    ph = state.phase
    if ph == Phase.PLANNING:
        move = _plan(state, rng, weights, noise)
        if move is not None:
            return move
    elif ph == Phase.ACTIONS:
        turn = list(turn_moves(state))
        if len(turn) == 1:
            return turn[0]
        p = state.to_act
        best: Move = turn[0]
        best_v = float("-inf")
        for m in turn:
            v = Context(apply_unchecked(state, m), weights).value(p) + noise * rng.random()
            if v > best_v:
                best, best_v = m, v
        return best
    elif ph == Phase.CHARACTERS:
        options = character_moves(state)
        if options:
            table = dict(weights.character_pp)
            return max(options, key=lambda m: table.get(m.character, 0.0) + noise * rng.random())
    return rng.choice(player_moves(state))


def _plan(state: GameState, rng: random.Random, weights: Weights, noise: float) -> Plan | None:
    p = state.to_act
    k = markers_this_pass(state)
    ctx = Context(state, weights)
    mine = state.players[p].markers

    def gain(*added: int) -> float:
        return ctx.plan_gain(p, added)

    one = [gain(a) for a in ACTIONS]
    scored: list[tuple[tuple[Action, ...], float]]
    if k == 1:
        scored = [((a,), one[a] + noise * rng.random()) for a in ACTIONS]
    else:
        two = [gain(a, a) for a in ACTIONS] if k == 2 else one
        scored = []
        for combo in combinations_with_replacement(ACTIONS, k):
            if k == 2 and combo[0] == combo[1]:
                v = two[combo[0]]
            else:
                v = sum(one[a] for a in set(combo))
            scored.append((combo, v + noise * rng.random()))
    scored.sort(key=lambda cv: -cv[1])
    before = action_mask(a for a, n in enumerate(mine) if n)
    together = state.options.paired_planning_together
    for combo, _ in scored:
        move = Plan(p, combo)
        new = action_mask(combo)
        if together or len(set(combo)) < 2:
            if plannable_mask(state, p, before | new, new) == new:
                return move
        elif refuse_plan(state, move) is None:
            return move
    return None

