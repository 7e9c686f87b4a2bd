"""Every rule id that a refusal of the engine names has a player text: the
reasons of a broad move space (legal or not) over sampled states of random
games in every variant."""

from __future__ import annotations

import pytest
from invariants import move_space
from random_play import VARIANTS, random_game, variant_id

import vanuatu
from vanuatu import Options


@pytest.mark.parametrize("options", VARIANTS, ids=variant_id)
def test_every_refusal_names_a_rule_with_a_text(options: Options) -> None:
    states, _ = random_game(options, seed=11)
    cited: set[str] = set()
    for state in states[:: max(1, len(states) // 6)]:
        for move in move_space(state):
            violation = vanuatu.explain(state, move)
            if violation is not None:
                cited.add(violation.rule)
                assert vanuatu.rule_text(violation.rule).text
    assert cited
