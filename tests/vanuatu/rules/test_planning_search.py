"""R4.3: the whole-position planning search (used to list the Plan moves) gives
the same answers as the targeted search (used to check one Plan move)."""

from __future__ import annotations

import random
from itertools import combinations_with_replacement

import pytest

import vanuatu
from vanuatu import Options, Phase
from vanuatu.components import ACTIONS
from vanuatu.moves import Plan
from vanuatu.rules.feasibility import (
    action_mask,
    clear_cache,
    context,
    known_mask,
    plannable_mask,
    plannable_with_one_more,
    search_mask,
)
from vanuatu.rules.planning import markers_this_pass, plan_moves

ALL = (1 << 9) - 1


def _planning_positions(options: Options, seed: int) -> list[vanuatu.GameState]:
    rng = random.Random(seed)
    state = vanuatu.new_game(options)
    out = []
    move: vanuatu.Move
    while not state.is_over:
        if state.is_chance:
            move = vanuatu.sample_chance(state, rng)
        else:
            if state.phase == Phase.PLANNING:
                out.append(state)
            move = rng.choice(vanuatu.legal_moves(state))
        state = vanuatu.apply(state, move)
    return out


#: Option sets whose searches differ: the base game, Rising Waters (dikes), sails
#: over simple paths only, and the two-player game.
VARIANTS = pytest.mark.parametrize(
    "options",
    [
        Options(players=3),
        Options(players=4, rising_waters=True),
        Options(players=5, sail_revisit=False),
        Options(players=2, sail_revisit=False),
    ],
    ids=["3p", "4p-rising-waters", "5p-simple-paths", "2p-simple-paths"],
)


@VARIANTS
def test_R4_3_one_search_equals_one_question_per_extra_action(options: Options) -> None:
    for state in _planning_positions(options, seed=11):
        p = state.to_act
        planned = action_mask(a for a, k in enumerate(state.players[p].markers) if k)
        alone, with_one = plannable_with_one_more(state, p, planned)
        ctx = context(state, p)
        assert alone == search_mask(ctx, planned, ALL)
        for y in range(9):
            assert with_one[y] == search_mask(ctx, planned | 1 << y, ALL)


def test_R4_3_answers_reused_from_other_questions_equal_a_new_search() -> None:
    """Checking a pass after listing the moves reuses the listing's search."""
    clear_cache()
    rng = random.Random(3)
    reused = 0
    for state in _planning_positions(Options(players=3), seed=2):
        p = state.to_act
        planned = action_mask(a for a, k in enumerate(state.players[p].markers) if k)
        plan_moves(state)  # fills the caches the way listing the moves does
        ctx = context(state, p)
        for _ in range(8):
            targets = action_mask(rng.sample(range(9), rng.choice((1, 2))))
            both = planned | targets
            known = known_mask(ctx, both, targets)
            fresh = search_mask(ctx, both, targets)
            if known is not None:
                reused += 1
                assert known == fresh
            assert plannable_mask(state, p, both, targets) == fresh
    assert reused > 0


def test_R4_3_positions_with_the_same_own_facts_share_one_context() -> None:
    """The markers placed and the other players' pieces are not part of the
    facts a player's search depends on."""
    positions = _planning_positions(Options(players=3), seed=4)
    first = positions[0]
    p = first.to_act
    same_round = [s for s in positions if s.round == first.round]
    assert len(same_round) > 1
    assert all(context(s, p) is context(first, p) for s in same_round)


@pytest.mark.parametrize("together", [True, False], ids=["together", "ordered-pair"])
def test_R4_3_listed_plans_are_exactly_the_passes_a_check_accepts(together: bool) -> None:
    options = Options(players=4, paired_planning_together=together)
    for state in _planning_positions(options, seed=5):
        p = state.to_act
        k = markers_this_pass(state)
        accepted = [
            Plan(p, combo)
            for combo in combinations_with_replacement(ACTIONS, k)
            if vanuatu.explain(state, Plan(p, combo)) is None
        ]
        assert plan_moves(state) == accepted


@VARIANTS
def test_R4_3_possible_actions_found_without_their_positions_are_those_with_positions(
    options: Options,
) -> None:
    """A position's possible actions are found without building the positions
    after them: the two must agree for every position the searches meet."""
    clear_cache()
    checked = 0
    for state in _planning_positions(options, seed=5):
        plan_moves(state)  # the searches meet their positions
        ctx = context(state, state.to_act)
        for h in list(ctx.nodes)[:40]:
            possible, after, free = ctx.expand_now(h)
            node = ctx.node(h)
            assert node.possible == possible, h
            for a in range(9):
                assert ctx.after(node, h, a) == after[a]
            assert ctx.free(node, h) == free
            checked += 1
    assert checked > 100
