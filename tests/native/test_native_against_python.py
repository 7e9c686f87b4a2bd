"""The native core against the Python rules, move by move, on seeded random
games of every covered variant: after every move the native state converted
back equals the Python state, the legal ids (or chance outcome ids) are equal
and so are the final totals (R8). Positions the core does not cover yet are
converted and scored only."""

from __future__ import annotations

import os

import attrs
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from native_check import check_state, require_native
from random_play import VARIANTS, random_game, variant_id

import vanuatu
from vanuatu import Options, Phase, native

require_native()

#: The variants whose rulings the core covers (every one but the rulings' alternatives).
COVERED = [o for o in VARIANTS if o.paired_planning_together]


def _check_game(options: Options, seed: int) -> int:
    states, moves = random_game(options, seed)
    covered = 0
    for i, state in enumerate(states):
        move = moves[i] if i < len(moves) else None
        after = states[i + 1] if i + 1 < len(states) else None
        covered += check_state(state, move, after)
    return covered


@pytest.mark.parametrize("options", COVERED, ids=variant_id)
def test_random_games_agree_move_by_move(options: Options) -> None:
    covered = sum(_check_game(options, seed) for seed in range(2))
    assert covered >= 150  # setup, preparations and planning phases, in two games


@pytest.mark.slow
@pytest.mark.parametrize("options", COVERED, ids=variant_id)
def test_many_random_games_agree_move_by_move(options: Options) -> None:
    """VANUATU_NATIVE_GAMES games per variant (200 unless set; CI sets fewer)."""
    for seed in range(100, 100 + int(os.environ.get("VANUATU_NATIVE_GAMES", "200"))):
        _check_game(options, seed)


#: The phases the core covers whole (every variant).
COVERED_PHASES = (Phase.SETUP, Phase.PREPARATION, Phase.NEUTRAL, Phase.CHARACTERS,
                  Phase.PLANNING, Phase.OVER)


@pytest.mark.parametrize("options", COVERED, ids=variant_id)
def test_r2_r3_r4_setup_preparation_characters_neutral_planning_are_covered(
        options: Options) -> None:
    states, _ = random_game(options, 5)
    for state in states:
        if state.phase in COVERED_PHASES:
            core = native.NativeState.from_state(state)
            core.chance_outcome_ids()
            core.legal_action_ids()


@pytest.mark.parametrize("options", COVERED, ids=variant_id)
def test_native_random_walks_match_python_replayed(options: Options) -> None:
    """Moves chosen natively, then checked on the Python state one by one."""
    state = vanuatu.new_game(options)
    core = native.NativeState.from_state(state)
    for step in range(40):
        try:
            ids = ([i for i, _ in core.chance_outcome_ids()] if core.is_chance()
                   else core.legal_action_ids())
        except native.NotCoveredError:
            break
        if not ids:
            break
        pick = ids[step % len(ids)]
        move = (vanuatu.action_ids.decode_chance(pick, state) if state.is_chance
                else vanuatu.action_ids.decode(pick, state))
        state = vanuatu.apply(state, move)
        core = core.apply(pick)
        assert core.to_state() == state


def test_random_games_from_a_finished_game_give_its_totals() -> None:
    states, _ = random_game(Options(players=3), 1)
    end = states[-1]
    assert native.random_games(end, 3, 7) == [vanuatu.final_scores(end).totals] * 3


def test_random_games_outside_the_covered_rules_are_refused_clearly() -> None:
    with pytest.raises(native.NotCoveredError, match="does not cover"):
        native.random_games(vanuatu.new_game(Options(players=3)), 1, 0)


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(COVERED), st.integers(0, 10**6), st.floats(0, 1))
def test_random_positions_agree(options: Options, seed: int, where: float) -> None:
    states, moves = random_game(options, seed)
    i = int(where * (len(states) - 1))
    check_state(states[i], moves[i] if i < len(moves) else None,
                states[i + 1] if i + 1 < len(states) else None)


#: The treasure tokens of the printed game (R1.3): a tile with n markers gives n, ..., 1.
TOKENS = (3, 2, 1, 3, 2, 1, 2, 1, 2, 1)


@settings(max_examples=40, deadline=None)
@given(st.integers(0, 10**6), st.floats(0, 1),
       st.lists(st.sampled_from(range(len(TOKENS))), unique=True, max_size=6)
       .map(lambda picked: [TOKENS[i] for i in picked]),
       st.integers(-3, 40), st.integers(0, 30))
def test_positions_with_other_holdings_agree(seed: int, where: float, treasures: list[int],
                                             vatus: int, pp: int) -> None:
    """R1.1c, R7.1, R8: a player's Vatus, PP and treasure tokens changed at a
    random position (sales of every selection, conversion, final totals)."""
    states, _ = random_game(Options(players=4), seed)
    state = states[int(where * (len(states) - 1))]
    p = max(state.to_act, 0)
    player = attrs.evolve(state.players[p], treasures=tuple(sorted(treasures)), vatus=vatus,
                          pp=pp)
    state = attrs.evolve(state, players=(*state.players[:p], player, *state.players[p + 1:]))
    check_state(state, None, None)
    core = native.NativeState.from_state(state)
    if state.phase == Phase.CHARACTERS and not state.is_chance:
        for pick in vanuatu.action_ids.legal_action_ids(state):
            move = vanuatu.action_ids.decode(pick, state)
            assert core.apply(pick).to_state() == vanuatu.apply(state, move)


@pytest.mark.parametrize("options", COVERED, ids=variant_id)
def test_a_native_random_walk_stops_before_what_is_not_covered(options: Options) -> None:
    """The walk reaches the actions phase (the first position not covered yet)
    from the start, and its state is one the Python rules reach too."""
    core, made = native.random_walk(vanuatu.new_game(options), 1000, 3)
    state = core.to_state()
    assert made > 0 and state.phase == Phase.ACTIONS
    assert vanuatu.action_ids.legal_action_ids(state)  # a real position, a player to act
    assert native.random_walks(vanuatu.new_game(options), 5, 1000, 3) >= 5 * 8


def test_walks_refuse_negative_counts() -> None:
    with pytest.raises(ValueError, match="0 or more"):
        native.random_walks(vanuatu.new_game(Options(players=3)), -1, 10, 0)
