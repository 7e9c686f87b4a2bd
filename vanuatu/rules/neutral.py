"""R10.1 two-player rules: the neutral markers placed before character selection."""

from __future__ import annotations

from itertools import combinations_with_replacement

from ..components import ACTIONS
from ..moves import PlaceNeutral
from ..state import GameState
from .evolve import replace_state
from .violation import Violation

#: Neutral markers placed by the First Player, then by the other player (R10.1).
NEUTRAL_COUNTS = (2, 3)


def neutral_count(state: GameState) -> int:
    return NEUTRAL_COUNTS[state.step]


def neutral_moves(state: GameState) -> list[PlaceNeutral]:
    p = state.to_act
    k = neutral_count(state)
    return [PlaceNeutral(p, combo) for combo in combinations_with_replacement(ACTIONS, k)]


def refuse_neutral(state: GameState, move: PlaceNeutral) -> Violation | None:
    k = neutral_count(state)
    if len(move.actions) != k:
        return Violation(
            move, "R10.1", f"this player places {k} neutral markers, not {len(move.actions)}"
        )
    return None


def apply_neutral(state: GameState, move: PlaceNeutral) -> GameState:
    neutral = list(state.neutral)
    for a in move.actions:
        neutral[a] += 1
    return replace_state(state, neutral=tuple(neutral), step=state.step + 1)
