"""The chance events as one module each (:mod:`vanuatu.rules.chance`): every
event of :class:`~vanuatu.moves.ChanceEvent` has its module with the same
functions, and at every chance event of random games (every variant) the
module's answers agree with one another and with the public functions (R2,
R3.2, R3.3, R3.7, R10.1, R10.3)."""

from __future__ import annotations

import math
import random
from types import ModuleType

import pytest

import vanuatu
from vanuatu import Options
from vanuatu.moves import ChanceEvent, ChanceMove
from vanuatu.rules import chance
from vanuatu.rules.chance import demand, die, first, offer, start, tile, tourist

MODULES: tuple[ModuleType, ...] = (start, tile, demand, tourist, first, offer, die)
FUNCTIONS = ("waiting", "outcomes", "count", "admits", "refusal", "perform")


def test_R2_every_chance_event_has_one_module_with_every_function() -> None:
    assert {m.EVENT for m in MODULES} == set(ChanceEvent)
    assert set(chance.EVENTS) == set(ChanceEvent)
    for m in MODULES:
        for name in FUNCTIONS:
            assert callable(getattr(m, name)), (m.__name__, name)
            assert getattr(chance.EVENTS[m.EVENT], name) is getattr(m, name)
        setup_rule, round_rule = m.RULES
        assert setup_rule.startswith("R") and round_rule.startswith("R")
        if not vanuatu.COMPILED:  # a compiled module keeps no docstring
            assert m.RULES[0] in (m.__doc__ or ""), m.__name__


def _chance_states(options: Options, seed: int) -> list[vanuatu.GameState]:
    rng = random.Random(seed)
    state = vanuatu.new_game(options)
    out = []
    while not state.is_over:
        if state.is_chance:
            out.append(state)
            move = vanuatu.sample_chance(state, rng)
        else:
            move = rng.choice(vanuatu.legal_moves(state))
        state = vanuatu.apply(state, move)
    return out


VARIANTS = [
    Options(players=3),
    Options(players=4, rising_waters=True),
    Options(players=2),
    Options(players=5, characters=False),
]


@pytest.mark.parametrize("options", VARIANTS, ids=lambda o: f"{o.players}p")
def test_R3_each_pending_event_answers_alike(options: Options) -> None:
    for state in _chance_states(options, seed=7):
        rules = chance.at_step(state)
        assert rules is not None and rules.event == state.pending_chance
        assert rules.waiting(state)
        listed = vanuatu.chance_outcomes(state)
        assert rules.count(state) == len(listed) >= 2  # one outcome is never asked
        assert math.isclose(sum(p for _, p in listed), 1.0)
        assert all(rules.admits(state, m) for m, _ in listed)
        for m, _ in listed[:3]:
            after = rules.perform(state, m)
            assert after != state
            assert vanuatu.explain(state, m) is None


def test_R3_3_a_demand_tile_already_revealed_is_refused_as_such() -> None:
    state = _chance_states(Options(players=3), seed=3)[0]
    while state.pending_chance != ChanceEvent.DEMAND:
        state = vanuatu.apply(state, vanuatu.chance_outcomes(state)[0][0])
    shown = vanuatu.chance_outcomes(state)[0][0]
    state = vanuatu.apply(state, shown)
    assert state.pending_chance == ChanceEvent.DEMAND
    violation = vanuatu.explain(state, ChanceMove(ChanceEvent.DEMAND, shown.outcome))
    assert violation is not None and violation.rule == "R2.3"
    assert "already revealed" in violation.reason
