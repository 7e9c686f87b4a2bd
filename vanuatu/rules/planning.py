"""Phase III, action planning (R4.1-R4.3)."""

from __future__ import annotations

from itertools import combinations_with_replacement

from ..components import ACTIONS, Action
from ..moves import Plan
from ..state import GameState
from .actions import why_impossible
from .evolve import replace_player, shared_counts, with_player
from .feasibility import ALL_ACTIONS, action_mask, plannable_mask, plannable_with_one_more
from .turn_order import next_seat
from .violation import Violation


def markers_this_pass(state: GameState) -> int:
    passes = state.options.components.plan_passes
    return passes[state.step // len(state.players)]


def _planned_mask(state: GameState, p: int) -> int:
    """The bit set of the action spaces holding markers of ``p``."""
    mask = 0
    bit = 1
    for k in state.players[p].markers:
        if k:
            mask |= bit
        bit <<= 1
    return mask


def _pass_ok(state: GameState, p: int, actions: tuple[Action, ...]) -> bool:
    """Whether ``p`` may place the markers of ``actions`` now (R4.3); searches
    for this pass only (checking one move)."""
    before = _planned_mask(state, p)
    new = action_mask(actions)
    if state.options.paired_planning_together or len(set(actions)) < 2:
        return plannable_mask(state, p, before | new, new) == new
    # Ruling alternative (R4.3): the pair is ordered; only the second may rely on the first.
    x, y = actions[0], actions[1]
    for first, second in ((x, y), (y, x)):
        m1 = before | (1 << first)
        if plannable_mask(state, p, m1, 1 << first) and plannable_mask(
            state, p, m1 | (1 << second), 1 << second
        ):
            return True
    return False


def _pair_ok(alone: int, with_one: tuple[int, ...], x: int, y: int, together: bool) -> bool:
    """:func:`_pass_ok` for a pass of one (``x == y``) or two markers, from the
    answers of :func:`~vanuatu.rules.feasibility.plannable_with_one_more`."""
    if x == y:
        return bool(alone >> x & 1)
    if together:
        return bool(with_one[y] >> x & 1 and with_one[x] >> y & 1)
    # Ruling alternative (R4.3): the pair is ordered; only the second may rely on the first.
    return bool(
        (alone >> x & 1 and with_one[x] >> y & 1) or (alone >> y & 1 and with_one[y] >> x & 1)
    )


def plan_moves(state: GameState) -> list[Plan]:
    """Every legal placement of this pass's markers (R4.2, R4.3)."""
    p = state.to_act
    k = markers_this_pass(state)
    if k > 2:
        combos = combinations_with_replacement(ACTIONS, k)
        return [Plan(p, combo) for combo in combos if _pass_ok(state, p, combo)]
    before = _planned_mask(state, p)
    if k == 1:
        # One search answers every single marker: only the planned actions may help.
        alone = plannable_mask(state, p, before, ALL_ACTIONS)
        return [Plan(p, (a,)) for a in ACTIONS if alone >> a & 1]
    # One search answers every pass of two markers of the position.
    alone, with_one = plannable_with_one_more(state, p, before)
    together = state.options.paired_planning_together
    key = (p, together, alone, with_one)
    found = _PASSES.get(key)
    if found is None:
        if len(_PASSES) >= MAX_PASSES:
            _PASSES.clear()
        found = _PASSES[key] = tuple(
            plan for x, y, plan in _pairs(p) if _pair_ok(alone, with_one, x, y, together)
        )
    return list(found)


#: The passes of two markers listed for each answer of the search:
#: ``(player, paired_planning_together, alone, with_one)`` gives them all (the
#: siblings of a planning node, and the positions of a player's pass in other
#: lines of play, share their answers).
_PASSES: dict[tuple[int, bool, int, tuple[int, ...]], tuple[Plan, ...]] = {}
#: A bound on :data:`_PASSES`.
MAX_PASSES = 4096


def clear_passes() -> None:
    """Forget the listed passes."""
    _PASSES.clear()


#: :func:`_pairs` of each player.
_PAIRS: dict[int, tuple[tuple[int, int, Plan], ...]] = {}


def _pairs(p: int) -> tuple[tuple[int, int, Plan], ...]:
    """Every pass of two markers of player ``p`` as ``(first action, second
    action, Plan)``, in the order of the moves listed. Moves are immutable, so
    every listing shares these."""
    found = _PAIRS.get(p)
    if found is None:
        found = _PAIRS[p] = tuple(
            (combo[0], combo[1], Plan(p, combo))
            for combo in combinations_with_replacement(ACTIONS, 2)
        )
    return found


def refuse_plan(state: GameState, move: Plan) -> Violation | None:
    k = markers_this_pass(state)
    if len(move.actions) != k:
        markers = f"{k} marker{'s' if k > 1 else ''}"
        return Violation(move, "R4.2", f"this pass places {markers}, not {len(move.actions)}")
    if _pass_ok(state, move.player, move.actions):
        return None
    p = move.player
    before = _planned_mask(state, p)
    new = action_mask(move.actions)
    ok = plannable_mask(state, p, before | new, new)
    bad = [a for a in dict.fromkeys(move.actions) if not ok & (1 << a)]
    if not bad:  # ordered-pair ruling
        return Violation(move, "R4.3", "neither order of the pair can be planned")
    a = bad[0]
    grounds = why_impossible(state, p, a)
    rule, why = grounds.rule, grounds.reason
    others = [b.word for b in ACTIONS if (before | new) >> b & 1 and b != a]
    if not others:
        return Violation(move, "R4.3", (
            f"{a.word} cannot be planned — {why} ({rule}), and no other action is planned"
        ))
    return Violation(move, "R4.3", (
        f"{a.word} cannot be planned — {why} ({rule}), and performing "
        f"{_and(others)} first does not make it possible"
    ))


def _and(words: list[str]) -> str:
    """``"sail, fish and sell"``."""
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + " and " + words[-1]


def apply_plan(state: GameState, move: Plan) -> GameState:
    pl = state.players[move.player]
    markers = list(pl.markers)
    for a in move.actions:
        markers[a] += 1
    pl = replace_player(
        pl, markers=shared_counts(tuple(markers)), in_hand=pl.in_hand - len(move.actions)
    )
    seats = len(state.options.components.plan_passes) * len(state.players)
    return with_player(state, move.player, pl, **next_seat(state, seats))
