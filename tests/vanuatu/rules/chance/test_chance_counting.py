"""Chance events counted and checked without listing every outcome: the same
answers as the full list of :func:`vanuatu.chance_outcomes` (R2, R3, R10.1)."""

from __future__ import annotations

import random

import attrs

import vanuatu
from vanuatu import Options
from vanuatu.moves import ChanceEvent, ChanceMove
from vanuatu.rules.chance import is_outcome, outcome_count


def _chance_states(options: Options, seed: int) -> list[vanuatu.GameState]:
    rng = random.Random(seed)
    state = vanuatu.new_game(options)
    out = []
    while not state.is_over:
        if state.is_chance:
            out.append(state)
        move = vanuatu.sample_chance(state, rng) if state.is_chance else rng.choice(
            vanuatu.legal_moves(state)
        )
        state = vanuatu.apply(state, move)
    return out


def test_R10_1_counted_outcomes_equal_the_listed_ones() -> None:
    for options in (Options(players=2), Options(players=3), Options(players=2, rising_waters=True)):
        for state in _chance_states(options, seed=1):
            outs = vanuatu.chance_outcomes(state)
            assert outcome_count(state) == len(outs)
            assert all(is_outcome(state, m) for m, _ in outs)
            assert abs(sum(p for _, p in outs) - 1) < 1e-9


def test_R10_1_character_offers_checked_without_the_list() -> None:
    states = [
        s for s in _chance_states(Options(players=2), seed=2)
        if s.phase == vanuatu.Phase.CHARACTERS
    ]
    assert states
    for state in states:
        listed = {m.outcome for m, _ in vanuatu.chance_outcomes(state)}
        assert len(listed) == outcome_count(state)
        offer = next(iter(sorted(listed)))
        assert isinstance(offer, tuple)
        tries = [
            offer,
            offer[::-1],  # the same characters in another order: the same offer (R12.8)
            offer[:-1],  # too few
            offer[:-1] + (offer[0],),  # a character twice
            tuple(state.offered_before[:1]) + offer[1:],  # offered the round before
        ]
        for outcome in tries:
            move = ChanceMove(ChanceEvent.CHARACTERS, outcome)
            assert is_outcome(state, move) == (move.outcome in listed), outcome
            assert (vanuatu.explain(state, move) is None) == (move.outcome in listed)
        other = attrs.evolve(state, offered_before=())
        assert outcome_count(other) == len(vanuatu.chance_outcomes(other))
