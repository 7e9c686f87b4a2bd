"""The OpenSpiel adapter on the native core (``core=native``) against the
Python rules (``core=python``): seeded games played through both give the same
player to act, legal actions, chance outcomes, strings, observations,
information states (R9), returns (R8, R10.3) and errors, move for move."""

from __future__ import annotations

import random
from typing import Any

import pytest
from native_check import require_native

pyspiel = pytest.importorskip("pyspiel")
require_native()

import vanuatu.openspiel  # noqa: E402,F401
from vanuatu import IllegalMove, VanuatuError  # noqa: E402

#: Every how many moves the information states are compared too (each one
#: replays the native game's history in Python).
INFOSTATE_STRIDE = 23

SPECS = [
    "players=3",
    "players=4,utility=rank",
    "players=5,characters=False",
    "players=2,rising_waters=True",
    "players=4,rising_waters=True,utility=rank,paired_planning_together=False",
]


def _games(spec: str) -> tuple[Any, Any]:
    native = pyspiel.load_game(f"python_vanuatu({spec},core=native)")
    pure = pyspiel.load_game(f"python_vanuatu({spec},core=python)")
    return native, pure


def _same_now(a: Any, b: Any, moves: int) -> None:
    assert a.current_player() == b.current_player()
    assert a.is_terminal() == b.is_terminal()
    assert a.is_chance_node() == b.is_chance_node()
    assert a.returns() == b.returns()
    assert str(a) == str(b)
    if a.is_terminal():
        return
    if a.is_chance_node():
        assert a.chance_outcomes() == b.chance_outcomes()
        return
    player = a.current_player()
    assert a.legal_actions() == b.legal_actions()
    assert a.legal_actions(player) == b.legal_actions(player)
    assert a.observation_string(player) == b.observation_string(player)
    if moves % INFOSTATE_STRIDE == 0:
        assert a.information_state_string(player) == b.information_state_string(player)
        assert a.observation_tensor(player) == b.observation_tensor(player)


@pytest.mark.parametrize("spec", SPECS)
def test_seeded_games_agree_move_for_move(spec: str) -> None:
    native_game, pure_game = _games(spec)
    for seed in range(2):
        rng = random.Random(seed)
        a, b = native_game.new_initial_state(), pure_game.new_initial_state()
        assert (a.core, b.core) == ("native", "python")
        moves = 0
        while not b.is_terminal():
            _same_now(a, b, moves)
            if b.is_chance_node():
                ids, weights = zip(*b.chance_outcomes(), strict=True)
                action = rng.choices(ids, weights=weights)[0]
            else:
                action = rng.choice(b.legal_actions())
            assert a.action_to_string(a.current_player(), action) == \
                b.action_to_string(b.current_player(), action)
            a.apply_action(action)
            b.apply_action(action)
            moves += 1
        _same_now(a, b, moves)
        assert a.is_terminal()
        assert a.core == "native"  # the whole game on the core
        assert a.history.state == b.history.state
        for player in range(a.num_players()):
            assert a.information_state_string(player) == b.information_state_string(player)


def test_a_clone_plays_on_without_changing_the_original() -> None:
    native_game, _ = _games("players=3")
    state = native_game.new_initial_state()
    rng = random.Random(3)
    for _ in range(40):
        if state.is_chance_node():
            state.apply_action(state.chance_outcomes()[0][0])
        else:
            state.apply_action(rng.choice(state.legal_actions()))
    before = str(state), state.legal_actions(), state.history.state
    copy = state.clone()
    copy.apply_action(copy.chance_outcomes()[0][0] if copy.is_chance_node()
                       else copy.legal_actions()[0])
    assert (str(state), state.legal_actions(), state.history.state) == before
    assert copy.history.state != state.history.state


def test_r9_resampling_agrees_and_stays_on_the_core() -> None:
    native_game, pure_game = _games("players=4")
    rng = random.Random(5)
    a, b = native_game.new_initial_state(), pure_game.new_initial_state()
    resampled = 0
    while not b.is_terminal() and resampled < 6:
        if not b.is_chance_node() and b.vanuatu_state.phase.name == "ACTIONS":
            player = b.current_player()
            draws_a, draws_b = random.Random(resampled), random.Random(resampled)
            ra = a.resample_from_infostate(player, draws_a.random)
            rb = b.resample_from_infostate(player, draws_b.random)
            assert ra.core == "native"
            assert ra.history.state == rb.history.state
            assert ra.legal_actions() == rb.legal_actions()
            assert ra.information_state_string(player) == rb.information_state_string(player)
            resampled += 1
        if b.is_chance_node():
            ids, weights = zip(*b.chance_outcomes(), strict=True)
            action = rng.choices(ids, weights=weights)[0]
        else:
            action = rng.choice(b.legal_actions())
        a.apply_action(action)
        b.apply_action(action)
    assert resampled > 0


def test_an_illegal_action_is_refused_alike() -> None:
    native_game, pure_game = _games("players=3")
    a, b = native_game.new_initial_state(), pure_game.new_initial_state()
    while b.is_chance_node():
        action = b.chance_outcomes()[0][0]
        a.apply_action(action)
        b.apply_action(action)
    illegal = next(i for i in range(native_game.num_distinct_actions())
                   if i not in b.legal_actions())
    errors = []
    for state in (a, b):
        with pytest.raises((IllegalMove, VanuatuError)) as caught:
            state.apply_action(illegal)
        errors.append((type(caught.value), str(caught.value)))
    assert errors[0] == errors[1]
    assert str(a) == str(b)  # nothing was played


def test_core_python_keeps_the_pure_path() -> None:
    game = pyspiel.load_game("python_vanuatu(players=3,core=python)")
    assert game.core == "python"
    assert game.new_initial_state().core == "python"
    assert pyspiel.load_game("python_vanuatu(players=3)").core == "native"


def test_an_unknown_core_is_refused() -> None:
    with pytest.raises(ValueError, match="core is 'native' or 'python'"):
        pyspiel.load_game("python_vanuatu(players=3,core=rust)")


def test_a_pickled_state_comes_back_on_the_core() -> None:
    import pickle

    native_game, _ = _games("players=3")
    state = native_game.new_initial_state()
    rng = random.Random(8)
    for _ in range(60):
        if state.is_chance_node():
            state.apply_action(state.chance_outcomes()[-1][0])
        else:
            state.apply_action(rng.choice(state.legal_actions()))
    back = pickle.loads(pickle.dumps(state))
    assert back.core == "native"
    assert (str(back), back.legal_actions(), back.history.state) == \
        (str(state), state.legal_actions(), state.history.state)
