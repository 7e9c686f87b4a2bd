"""The chance of keeping a planned Build while the flood threatens (R10.3,
R5.1): :attr:`~vanuatu.bots.weights.Weights.dike_contested` and
:attr:`~vanuatu.bots.weights.Weights.dike_lead_bonus` apply to Build only,
only with Rising Waters."""

from __future__ import annotations

from heuristic_play import heuristic_positions

import vanuatu
from vanuatu.bots.evaluate import Context
from vanuatu.bots.weights import DEFAULT_WEIGHTS, Weights
from vanuatu.components import Action
from vanuatu.state import GameState, Phase

LOW = Weights(dike_contested=0.1, dike_lead_bonus=0.0)


def _planned_build(rising_waters: bool) -> tuple[GameState, int]:
    """A planning position where a player holds a contested Build worth something."""
    options = vanuatu.Options(players=4, rising_waters=rising_waters)
    for state in heuristic_positions(options, range(1, 20)):
        if state.phase == Phase.PLANNING:
            ctx = Context(state, DEFAULT_WEIGHTS)
            p = ctx.holder(Action.BUILD)
            if (p >= 0 and ctx._contested(p) and ctx.planned(p) > 0
                    and (not rising_waters or ctx.doom > 0)
                    and ctx.action_value(p, Action.BUILD, False, False) > 0):
                return state, p
    raise AssertionError("no planning position with a contested Build")


def test_R10_3_a_planned_build_at_risk_counts_the_dike_chance() -> None:
    state, p = _planned_build(rising_waters=True)
    assert Context(state, LOW).planned(p) < Context(state, DEFAULT_WEIGHTS).planned(p)


def test_R10_3_the_dike_chance_plays_no_part_without_rising_waters() -> None:
    state, p = _planned_build(rising_waters=False)
    assert Context(state, LOW).planned(p) == Context(state, DEFAULT_WEIGHTS).planned(p)
