"""Information states and resampling of the hidden rest tokens (R9)."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from random_play import VARIANTS, variant_id

import vanuatu
from vanuatu import Options
from vanuatu.adapters.features import feature_size, features
from vanuatu.adapters.infostate import History
from vanuatu.moves import Rest


def _random_history(options: Options, seed: int, check: int) -> tuple[int, int]:
    """Play a random game; at every decision with hidden tokens, resample the
    world of the player to act and check it; return (checked, changed)."""
    rng = random.Random(seed)
    h = History.start(vanuatu.new_game(options))
    checked = changed = 0
    while not h.state.is_over:
        s = h.state
        if s.is_chance:
            h = h.play(vanuatu.sample_chance(s, rng))
            continue
        p = s.to_act
        hidden = any(pl.rest_token for q, pl in enumerate(s.players) if q != p)
        if hidden and checked < check:
            other = h.resample(p, rng.random)
            assert other.information_state(p) == h.information_state(p)
            assert vanuatu.observe(other.state, p) == vanuatu.observe(s, p)
            assert features(other.state, p) == features(s, p)  # nothing hidden leaks
            tokens = [pl.rest_token for pl in other.state.players if pl.rest_token]
            assert len(tokens) == len(set(tokens))
            assert set(tokens).isdisjoint(other.state.rest_available)
            assert vanuatu.legal_moves(other.state) == vanuatu.legal_moves(s)
            checked += 1
            changed += other.state != s
        h = h.play(rng.choice(vanuatu.legal_moves(s)))
    return checked, changed


@pytest.mark.parametrize("options", VARIANTS, ids=variant_id)
@settings(max_examples=1, deadline=None)
@given(seed=st.integers(0, 10**6))
def test_R9_resampled_worlds_look_the_same_to_the_player(options: Options, seed: int) -> None:
    _random_history(options, seed, check=40)


def test_R9_resampling_deals_other_tokens() -> None:
    changed = sum(_random_history(Options(players=5), seed, check=60)[1] for seed in range(3))
    assert changed > 0


def test_R9_rest_of_others_is_masked_until_phase_V() -> None:
    rng = random.Random(4)
    h = History.start(vanuatu.Game(players=3, seed=4).state)
    while True:
        s = h.state
        moves = vanuatu.legal_moves(s)
        rests = [m for m in moves if isinstance(m, Rest)]
        h = h.play(rests[0] if rests else rng.choice(moves))
        if rests:
            break
    who = rests[0].player
    other = (who + 1) % 3
    assert f"P{who} rest {rests[0].token}" in h.information_state(who)
    assert f"P{who} rest ?" in h.information_state(other)
    assert f"P{who} rest {rests[0].token}" not in h.information_state(other)
    # once the round is over the token is revealed (R5.9)
    while h.state.round == 1 or h.state.is_chance:
        s = h.state
        if s.is_chance:
            h = h.play(vanuatu.chance_outcomes(s)[0][0])
        else:
            h = h.play(rng.choice(vanuatu.legal_moves(s)))
    assert f"P{who} rest {rests[0].token}" in h.information_state(other)


def test_features_have_a_fixed_length() -> None:
    for options in VARIANTS[:4]:
        state = vanuatu.Game(options=options, seed=1).state
        assert all(len(features(state, p)) == feature_size(options)
                   for p in range(options.players))
