"""The native core against the Python rules, move by move, on seeded random
whole games of every variant (the rulings' alternatives too): after every move
the native state converted back equals the Python state, the legal ids (or
chance outcome ids) are equal and so are the final totals (R8)."""

from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import Any

import attrs
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from native_check import check_state, require_native
from random_play import VARIANTS, random_game, variant_id

import vanuatu
from vanuatu import Options, Phase, native

require_native()

#: Every variant: 2 to 5 players, no characters, Rising Waters, the rulings' alternatives.
COVERED = VARIANTS


def _check_game(options: Options, seed: int) -> tuple[int, int]:
    """The positions of one random game checked, and how many the core covered."""
    states, moves = random_game(options, seed)
    covered = 0
    for i, state in enumerate(states):
        move = moves[i] if i < len(moves) else None
        after = states[i + 1] if i + 1 < len(states) else None
        covered += check_state(state, move, after)
    assert states[-1].is_over
    return len(states), covered


def _games(default: int) -> int:
    """VANUATU_NATIVE_GAMES games (CI sets 5), ``default`` unless set."""
    return int(os.environ.get("VANUATU_NATIVE_GAMES", str(default)))


@pytest.mark.parametrize("options", COVERED, ids=variant_id)
def test_random_whole_games_agree_move_by_move(options: Options) -> None:
    """R2-R10: every position of whole games, every phase, every variant."""
    for seed in range(_games(2)):
        positions, covered = _check_game(options, seed)
        assert covered == positions


def _many_games() -> range:
    """The seeds of the slow check: VANUATU_NATIVE_SLOW_GAMES games per variant
    (10,000 unless set; CI sets fewer) from seed VANUATU_NATIVE_FIRST_SEED (100),
    so that a long check can be shared out among processes by seed."""
    first = int(os.environ.get("VANUATU_NATIVE_FIRST_SEED", "100"))
    return range(first, first + int(os.environ.get("VANUATU_NATIVE_SLOW_GAMES", "10000")))


@pytest.mark.slow
@pytest.mark.parametrize("options", COVERED, ids=variant_id)
def test_many_random_games_agree_move_by_move(options: Options) -> None:
    """R2-R10: 10,000 seeded random games per variant (VANUATU_NATIVE_SLOW_GAMES)."""
    for seed in _many_games():
        positions, covered = _check_game(options, seed)
        assert covered == positions


@pytest.mark.parametrize("options", COVERED, ids=variant_id)
def test_a_whole_game_chosen_natively_is_replayed_by_the_python_rules(options: Options) -> None:
    """Moves chosen natively to the end of the game, then checked on the Python
    state one by one (R8: the same final totals)."""
    state = vanuatu.new_game(options)
    core = native.NativeState.from_state(state)
    step = 0
    while not core.is_over():
        ids = ([i for i, _ in core.chance_outcome_ids()] if core.is_chance()
               else core.legal_action_ids())
        pick = ids[(7 * step) % len(ids)]
        move = (vanuatu.action_ids.decode_chance(pick, state) if state.is_chance
                else vanuatu.action_ids.decode(pick, state))
        state = vanuatu.apply(state, move)
        core = core.apply(pick)
        assert core.to_state() == state
        step += 1
    assert state.is_over
    assert core.final_totals() == vanuatu.final_scores(state).totals


def _golden() -> object:
    sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks"))
    import golden

    return golden


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_the_golden_digest_through_the_native_core_is_the_python_one(players: int) -> None:
    """benchmarks/golden.py --core native: the same games, moves, legal-move
    lists (in their order), states and final scores."""
    golden: Any = _golden()
    assert golden.native_game_digest(players, 1) == golden.game_digest(players, 1)


def test_random_games_from_a_finished_game_give_its_totals() -> None:
    states, _ = random_game(Options(players=3), 1)
    end = states[-1]
    assert native.random_games(end, 3, 7) == [vanuatu.final_scores(end).totals] * 3


@pytest.mark.parametrize("options", COVERED, ids=variant_id)
def test_random_games_play_whole_games_natively(options: Options) -> None:
    """R8: one total per player for each game, the same games from the same seed."""
    start = vanuatu.new_game(options)
    found = native.random_games(start, 4, 11)
    assert len(found) == 4 and all(len(totals) == options.players for totals in found)
    assert native.random_games(start, 4, 11) == found
    assert native.random_games(native.NativeState.from_state(start), 4, 11) == found


def test_random_games_from_every_phase_of_a_game() -> None:
    states, _ = random_game(Options(players=4), 3)
    for state in states[:: max(1, len(states) // 25)]:
        assert len(native.random_games(state, 2, 5)) == 2


def test_a_position_the_core_does_not_cover_is_refused_by_name() -> None:
    """A player to act in Phase V (never met in play): the Python rules list the
    free actions, the core has no rule for it and says so."""
    states, _ = random_game(Options(players=3), 1)
    state = next(s for s in states if s.phase == Phase.ACTIONS and not s.is_chance)
    core = native.NativeState.from_state(attrs.evolve(state, phase=Phase.REST))
    with pytest.raises(native.NotCoveredError, match="does not cover a player to act"):
        core.legal_action_ids()


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(COVERED), st.integers(0, 10**6), st.floats(0, 1))
def test_random_positions_agree(options: Options, seed: int, where: float) -> None:
    states, moves = random_game(options, seed)
    i = int(where * (len(states) - 1))
    check_state(states[i], moves[i] if i < len(moves) else None,
                states[i + 1] if i + 1 < len(states) else None)


@settings(max_examples=20, deadline=None)
@given(st.sampled_from(COVERED), st.integers(0, 10**6), st.floats(0, 1), st.integers(0, 10**6))
def test_from_random_positions_native_games_are_python_games(
        options: Options, seed: int, where: float, pick: int) -> None:
    """From a random position, moves chosen natively to the end are legal for
    the Python rules and give the same states; random_games from there too."""
    states, _ = random_game(options, seed)
    state = states[int(where * (len(states) - 1))]
    assert [len(t) for t in native.random_games(state, 2, pick)] == [options.players] * 2
    core = native.NativeState.from_state(state)
    while not core.is_over():
        ids = ([i for i, _ in core.chance_outcome_ids()] if core.is_chance()
               else core.legal_action_ids())
        pick = (pick * 1103515245 + 12345) % 2**31
        chosen = ids[pick % len(ids)]
        move = (vanuatu.action_ids.decode_chance(chosen, state) if state.is_chance
                else vanuatu.action_ids.decode(chosen, state))
        state = vanuatu.apply(state, move)
        core = core.apply(chosen)
        assert core.to_state() == state
    assert core.final_totals() == vanuatu.final_scores(state).totals


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
def test_a_native_random_walk_plays_to_the_end(options: Options) -> None:
    """A walk long enough ends the game, in a final state of the Python rules."""
    core, made = native.random_walk(vanuatu.new_game(options), 10**6, 3)
    state = core.to_state()
    assert made > 0 and state.is_over
    assert core.final_totals() == vanuatu.final_scores(state).totals
    assert native.random_walks(vanuatu.new_game(options), 3, 50, 3) == 3 * 50


def test_walks_refuse_negative_counts() -> None:
    with pytest.raises(ValueError, match="0 or more"):
        native.random_walks(vanuatu.new_game(Options(players=3)), -1, 10, 0)


@pytest.mark.parametrize("options", COVERED, ids=variant_id)
def test_r7_free_actions_out_of_turn_agree(options: Options) -> None:
    """R7: the free actions of a player who is not to act (chance events too),
    listed and made on the core as by the Python rules."""
    states, _ = random_game(options, 7)
    made = 0
    for state in states[::3]:
        core = native.NativeState.from_state(state)
        for player in range(len(state.players)):
            if player == state.to_act:
                continue
            ids = core.legal_action_ids(player)
            assert ids == vanuatu.action_ids.legal_action_ids(state, player)
            for number in ids[:2]:
                move = vanuatu.action_ids.decode(number, state, player)
                assert core.apply(number, player).to_state() == vanuatu.apply(state, move)
                made += 1
    assert made or options.players == 2 or not options.characters


def test_r7_a_move_that_is_not_a_free_action_is_refused_out_of_turn() -> None:
    state = vanuatu.new_game(Options(players=3))
    while state.is_chance or state.phase != Phase.PLANNING:
        state = vanuatu.apply(state, vanuatu.legal_moves(state)[0])
    core = native.NativeState.from_state(state)
    other = (state.to_act + 1) % 3
    plan = core.legal_action_ids()[0]
    with pytest.raises(vanuatu.IllegalMove, match="R7"):
        core.apply(plan, other)
    with pytest.raises(ValueError, match="no player P7"):
        core.legal_action_ids(7)
    with pytest.raises(TypeError, match="a player is an int"):
        core.apply(plan, "P1")  # type: ignore[arg-type]
