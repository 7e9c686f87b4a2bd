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
from vanuatu.rules.feasibility import action_mask, plannable_mask, plannable_with_one_more
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


@pytest.mark.parametrize(
    "options",
    [
        Options(players=3),
        Options(players=4, rising_waters=True),
        Options(players=5, sail_revisit=False),
    ],
    ids=["3p", "4p-rising-waters", "5p-simple-paths"],
)
def test_R4_3_one_search_equals_one_question_per_extra_action(options: Options) -> None:
    for state in _planning_positions(options, seed=11):
        p = state.to_act
        planned = action_mask(a for a, k in enumerate(state.players[p].markers) if k)
        alone, with_one = plannable_with_one_more(state, p, planned)
        assert alone == plannable_mask(state, p, planned, ALL)
        for y in range(9):
            assert with_one[y] == plannable_mask(state, p, planned | 1 << y, ALL)


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
