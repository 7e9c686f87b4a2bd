"""Chance for importers and bots: the public name of the pending chance event,
the chance moves the engine applies by itself (one possible outcome), and the
random-playout helpers (R2, R3)."""

from __future__ import annotations

import random

import pytest

import vanuatu
from vanuatu import ChanceEvent, ChanceMove, Options
from vanuatu.rules.engine import apply_with_forced


def _game(players: int, seed: int) -> list[tuple[vanuatu.GameState, vanuatu.Move | None]]:
    return list(vanuatu.random_playout(vanuatu.new_game(Options(players=players)),
                                       random.Random(seed)))


@pytest.mark.parametrize("players", [2, 4])
def test_R2_pending_chance_names_the_event_chance_outcomes_offers(players: int) -> None:
    for state, _ in _game(players, 1):
        outcomes = vanuatu.chance_outcomes(state)
        if state.is_chance:
            assert isinstance(state.pending_chance, ChanceEvent)
            assert {m.event for m, _ in outcomes} == {state.pending_chance}
        else:
            assert state.pending_chance is None and outcomes == []


def test_R2_apply_with_forced_lists_the_reveals_applied_without_a_move() -> None:
    seen = 0
    for state, move in _game(3, 0):
        if move is None:
            break
        after, forced = apply_with_forced(state, move)
        assert after == vanuatu.apply(state, move)
        assert all(isinstance(m, ChanceMove) for m in forced)
        for m in forced:  # a pile with one possible outcome left
            assert m.event in (ChanceEvent.TILE, ChanceEvent.DEMAND, ChanceEvent.TOURIST)
        if forced:
            seen += 1
            tiles = [m.outcome for m in forced if m.event == ChanceEvent.TILE]
            assert all(t in after.upcoming for t in tiles)
    assert seen > 0


def test_R2_apply_with_forced_refuses_like_apply() -> None:
    state = vanuatu.new_game(Options(players=3))
    bad = ChanceMove("tile", "A1")
    with pytest.raises(vanuatu.IllegalMove, match="R2"):
        apply_with_forced(state, bad)
    with pytest.raises(TypeError):
        apply_with_forced(state, "reveal tile A1")  # type: ignore[arg-type]


def test_sample_chance_draws_with_the_probabilities_and_refuses_without_chance(
        rng: random.Random) -> None:
    state = vanuatu.new_game(Options(players=3))
    drawn = {str(vanuatu.sample_chance(state, rng)) for _ in range(200)}
    assert drawn == {str(m) for m, _ in vanuatu.chance_outcomes(state)}
    game = vanuatu.Game(players=3, seed=1)
    with pytest.raises(ValueError, match="no chance event is pending"):
        vanuatu.sample_chance(game.state, rng)


def test_random_playout_is_reproducible_and_ends_the_game() -> None:
    a = [(s, m) for s, m in _game(4, 9)]
    b = [(s, m) for s, m in _game(4, 9)]
    assert a == b
    assert a[-1][1] is None and a[-1][0].is_over
    start = vanuatu.new_game(Options(players=4))
    part = list(vanuatu.random_playout(start, random.Random(9), max_moves=10))
    assert len(part) == 11 and part[-1][1] is None and part[:10] == a[:10]
