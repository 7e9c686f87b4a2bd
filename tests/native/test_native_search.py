"""The native playouts of the ISMCTS bot against the Python bots: the
evaluation equals :func:`vanuatu.bots.evaluate.evaluate_all` (R8, R10.3), the
policy without noise picks the move of :func:`vanuatu.bots.policy.playout_move`,
every move of a native playout is legal by the Python rules, and
``ismcts:core=native`` plays legal moves, the same under the same seed."""

from __future__ import annotations

import random

import pytest
from native_check import require_native
from random_play import VARIANTS, random_game, variant_id

import vanuatu
from tabletop.search import margin_rewards
from vanuatu import BotError, GameState, IllegalMove, Options, action_ids, native
from vanuatu.bots import BOTS, decide, make_bot, native_search
from vanuatu.bots import ismcts as ismcts_module
from vanuatu.bots.evaluate import defeat_risk, evaluate_all
from vanuatu.bots.horizon import Horizon
from vanuatu.bots.ismcts import DEFEAT_GAP
from vanuatu.bots.policy import playout_move
from vanuatu.bots.weights import Weights

#: Positions checked per variant: every ``STRIDE``-th state of a random game.
STRIDE = 5


def _positions(options: Options, seed: int = 0) -> list[GameState]:
    states, _ = random_game(options, seed)
    return states[::STRIDE]


def test_the_registry_lists_the_core_parameter() -> None:
    assert "core=native|python" in BOTS["ismcts"].describe()


def test_core_native_without_the_core_is_a_bot_error(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(ismcts_module, "NATIVE", False)
    with pytest.raises(BotError, match=r"core=native needs the native core"):
        make_bot("ismcts:core=native", seed=1)
    assert make_bot("ismcts", seed=1).core == "python"  # type: ignore[attr-defined]


def test_an_unknown_core_is_a_bot_error() -> None:
    with pytest.raises(BotError, match=r"core must be one of native, python, not 'rust'"):
        make_bot("ismcts:core=rust", seed=1)
    with pytest.raises(BotError, match=r"core must be one of native, python"):
        ismcts_module.IsmctsBot(1, core=3)  # type: ignore[arg-type]


class TestWithTheCore:
    @pytest.fixture(autouse=True)
    def _core(self) -> None:
        require_native()

    @pytest.mark.parametrize("options", VARIANTS, ids=variant_id)
    def test_the_native_evaluation_equals_evaluate_all(self, options: Options) -> None:
        """R8, R10.3: every player's value at random positions, within 1e-9."""
        for state in _positions(options):
            values = native_search.evaluate_all(state)
            assert values == pytest.approx(evaluate_all(state), abs=1e-9, rel=0)
            if options.rising_waters:
                risk = native_search.defeat_risk(state)
                assert risk == pytest.approx(defeat_risk(state), abs=1e-9, rel=0)

    def test_other_weights_are_read_too(self) -> None:
        weights = Weights(vatu_pp=0.3, contested=0.7, character_pp=(("buyer", 3.0),),
                          rest_pp=(("point", 2.0),))
        for state in _positions(Options(players=4, rising_waters=True), seed=1):
            assert native_search.evaluate_all(state, weights) == pytest.approx(
                evaluate_all(state, weights), abs=1e-9, rel=0)

    @pytest.mark.parametrize("options", VARIANTS, ids=variant_id)
    def test_the_native_policy_without_noise_picks_the_python_move(self,
                                                                   options: Options) -> None:
        """R4.2, R4.3, R5, R3.8: planning, actions and characters; the other
        phases draw a random move in both."""
        checked = 0
        for state in _positions(options):
            if state.is_chance or state.is_over:
                continue
            if state.phase not in (vanuatu.Phase.PLANNING, vanuatu.Phase.ACTIONS,
                                   vanuatu.Phase.CHARACTERS):
                continue
            expected = playout_move(state, random.Random(1), noise=0.0)
            assert native_search.playout_move(state, seed=1, noise=0.0) == expected
            checked += 1
        assert checked > 0

    @pytest.mark.parametrize("options", VARIANTS, ids=variant_id)
    def test_every_move_of_a_native_playout_is_legal(self, options: Options) -> None:
        """A playout to the end of the game, replayed by the Python rules (each
        move checked); its values and rewards are those of the state it ends at."""
        for k, start in enumerate(_positions(options)[::6]):
            horizon = Horizon(int(start.phase), 10**6)
            found = native_search.playout(start, horizon, seed=k, scale=5.0,
                                          defeat_gap=DEFEAT_GAP, record=True)
            state = start
            for pick in found.moves:
                move = (action_ids.decode_chance(pick, state) if state.is_chance
                        else action_ids.decode(pick, state))
                state = vanuatu.apply(state, move)
            assert state.is_over
            values = evaluate_all(state)
            assert found.values == pytest.approx(values, abs=1e-9, rel=0)
            rewards = margin_rewards(values, 5.0)
            if options.rising_waters:
                afloat = 1.0 - defeat_risk(state)
                rewards = [afloat * (DEFEAT_GAP + (1 - DEFEAT_GAP) * r) for r in rewards]
            assert found.rewards == pytest.approx(rewards, abs=1e-9, rel=0)

    def test_a_playout_stops_at_its_horizon(self) -> None:
        """One change of phase: from planning (R4) to the actions (R5)."""
        state = next(s for s in _positions(Options(players=3))
                     if s.phase == vanuatu.Phase.PLANNING)
        found = native_search.playout(state, Horizon(int(state.phase), 1),
                                      seed=3, scale=5.0, defeat_gap=DEFEAT_GAP, record=True)
        for pick in found.moves:
            move = (action_ids.decode_chance(pick, state) if state.is_chance
                    else action_ids.decode(pick, state))
            state = vanuatu.apply(state, move)
        assert state.phase == vanuatu.Phase.ACTIONS

    @pytest.mark.parametrize("players", [3, 4])
    def test_ismcts_core_native_plays_legal_moves_the_same_under_a_seed(self,
                                                                         players: int) -> None:
        options = Options(players=players, rising_waters=players == 4)
        seen = set()
        for state in _positions(options)[::4]:
            if state.is_chance or state.is_over:
                continue
            picks = [decide(make_bot("ismcts:core=native,iterations=25", seed=5), state)
                     for _ in range(2)]
            assert picks[0] == picks[1]
            assert picks[0] in vanuatu.legal_moves(state)
            seen.add(state.phase)
        assert vanuatu.Phase.PLANNING in seen and vanuatu.Phase.ACTIONS in seen

    def test_malformed_input_is_a_python_exception(self) -> None:
        state = next(s for s in _positions(Options(players=3)) if not s.is_chance)
        chance = next(s for s in _positions(Options(players=3)) if s.is_chance)
        horizon = Horizon(int(state.phase), 1)
        with pytest.raises(TypeError, match="needs a Horizon"):
            native_search.playout(state, (4, 0, 1), seed=1, scale=5.0,  # type: ignore[arg-type]
                                  defeat_gap=0.25)
        with pytest.raises(ValueError, match="scale above 0"):
            native_search.playout(state, horizon, seed=1, scale=0.0, defeat_gap=0.25)
        with pytest.raises(ValueError, match="defeat gap"):
            native_search.playout(state, horizon, seed=1, scale=5.0, defeat_gap=2.0)
        with pytest.raises(ValueError, match="noise"):
            native_search.playout_move(state, seed=1, noise=-1.0)
        with pytest.raises(TypeError, match="a noise is a number"):
            native_search.playout_move(state, seed=1, noise="0")  # type: ignore[arg-type]
        with pytest.raises(TypeError, match="seed is an int"):
            native_search.playout_move(state, seed=True)
        with pytest.raises(TypeError, match="a horizon is three ints"):
            native_search.playout(state, Horizon(4, 1.5),  # type: ignore[arg-type]
                                  seed=1, scale=5.0, defeat_gap=0.25)
        with pytest.raises(ValueError, match="out of range"):
            native_search.playout(state, Horizon(4, 2**40), seed=1,
                                  scale=5.0, defeat_gap=0.25)
        with pytest.raises(TypeError, match="weights are a Weights"):
            native_search.evaluate_all(state, {"vatu_pp": 1.0})  # type: ignore[arg-type]
        with pytest.raises(ValueError, match="not a finite weight"):
            native_search.evaluate_all(state, Weights(vatu_pp=float("nan")))
        with pytest.raises(IllegalMove, match="no player is to act"):
            native_search.playout_move(chance, seed=1)
        with pytest.raises(TypeError, match="needs a GameState"):
            native_search.evaluate_all("3p")  # type: ignore[arg-type]
        core = native.NativeState.from_state(state)
        with pytest.raises(ValueError, match="weights: 3 numbers, expected"):
            core.evaluate_all([1.0, 2.0, 3.0])
        with pytest.raises(TypeError, match="weights are a list of numbers"):
            core.evaluate_all(["x"])  # type: ignore[list-item]
