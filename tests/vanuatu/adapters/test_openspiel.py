"""The OpenSpiel adapter: OpenSpiel's own random simulation test, MCTS and
ISMCTS bots, resampling (R9) and errors."""

from __future__ import annotations

import random
from typing import Any

import pytest

pyspiel = pytest.importorskip("pyspiel")
np = pytest.importorskip("numpy")

import vanuatu  # noqa: E402
import vanuatu.features  # noqa: E402
import vanuatu.openspiel  # noqa: E402
from vanuatu import action_ids, features  # noqa: E402


@pytest.mark.slow
@pytest.mark.parametrize(
    "spec",
    [
        "python_vanuatu(players=2)",
        "python_vanuatu(players=3)",
        "python_vanuatu(players=4)",
        "python_vanuatu(players=5)",
        "python_vanuatu(players=3,characters=False)",
        "python_vanuatu(players=5,characters=False,rising_waters=True)",
        "python_vanuatu(players=2,rising_waters=True)",
        "python_vanuatu(players=4,rising_waters=True,utility=rank)",
    ],
)
def test_random_sim_test(spec: str) -> None:
    game = pyspiel.load_game(spec)
    pyspiel.random_sim_test(game, num_sims=1, serialize=False, verbose=False)


@pytest.mark.slow
def test_random_sim_test_with_serialization() -> None:
    # OpenSpiel serializes a state as its action history and replays it
    game = pyspiel.load_game("python_vanuatu(players=3,rising_waters=True)")
    pyspiel.random_sim_test(game, num_sims=1, serialize=True, verbose=False)


def test_game_info() -> None:
    game = pyspiel.load_game("python_vanuatu(players=3)")
    options = vanuatu.Options(players=3)
    assert game.num_players() == 3
    assert game.num_distinct_actions() == action_ids.num_distinct_actions(options)
    assert game.max_chance_outcomes() == action_ids.num_chance_outcomes(options)
    t = game.get_type()
    assert t.information == pyspiel.GameType.Information.IMPERFECT_INFORMATION
    assert t.chance_mode == pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC
    assert t.utility == pyspiel.GameType.Utility.GENERAL_SUM


def _play(game: object, choose: object, seed: int) -> object:
    rng = np.random.RandomState(seed)
    state = game.new_initial_state()  # type: ignore[attr-defined]
    while not state.is_terminal():
        if state.is_chance_node():
            actions, probs = zip(*state.chance_outcomes(), strict=True)
            state.apply_action(int(rng.choice(actions, p=probs)))
        else:
            state.apply_action(int(choose(state, rng)))  # type: ignore[operator]
    return state


def _draw_chance(state: Any, rng: random.Random) -> None:
    """Apply an outcome of the chance node ``state`` drawn with its probability."""
    actions, probs = zip(*state.chance_outcomes(), strict=True)
    state.apply_action(rng.choices(actions, weights=probs)[0])


def _rollouts() -> object:
    """Random rollouts cut after 30 moves (returns 0 there): enough to exercise the bots."""
    from open_spiel.python.algorithms import mcts

    return mcts.RandomRolloutEvaluator(1, np.random.RandomState(1), max_length=30)


@pytest.mark.slow
def test_a_game_with_mcts() -> None:
    from open_spiel.python.algorithms import mcts

    game = pyspiel.load_game("python_vanuatu(players=2,utility=rank)")
    bot = mcts.MCTSBot(game, uct_c=2.0, max_simulations=2,
                       evaluator=_rollouts(),
                       random_state=np.random.RandomState(2))

    def choose(state: object, rng: object) -> int:
        if state.current_player() == 0:  # type: ignore[attr-defined]
            return int(bot.step(state))
        return int(rng.choice(state.legal_actions()))  # type: ignore[attr-defined]

    end = _play(game, choose, 3)
    assert len(end.returns()) == 2  # type: ignore[attr-defined]
    assert end.vanuatu_state.is_over  # type: ignore[attr-defined]


@pytest.mark.slow
def test_a_game_with_ismcts() -> None:
    from open_spiel.python.algorithms import ismcts

    game = pyspiel.load_game("python_vanuatu(players=3,utility=rank)")
    bot = ismcts.ISMCTSBot(game, _rollouts(),
                           uct_c=2.0, max_simulations=2,
                           random_state=np.random.RandomState(2))
    bot.set_resampler(vanuatu.openspiel.resampler)
    moves = 0

    def choose(state: object, rng: object) -> int:
        nonlocal moves
        if state.current_player() == 1:  # type: ignore[attr-defined]
            moves += 1
            return int(bot.step(state))
        return int(rng.choice(state.legal_actions()))  # type: ignore[attr-defined]

    end = _play(game, choose, 4)
    assert moves > 20
    returns = end.returns()  # type: ignore[attr-defined]
    assert all(-1.0 <= r <= 1.0 for r in returns)


def test_R9_resample_from_infostate_keeps_the_information_state() -> None:
    game = pyspiel.load_game("python_vanuatu(players=5)")
    rng = random.Random(5)
    state = game.new_initial_state()
    sampler = pyspiel.UniformProbabilitySampler(0.0, 1.0)
    checked = 0
    while not state.is_terminal():
        if state.is_chance_node():
            _draw_chance(state, rng)
            continue
        p = state.current_player()
        if any(pl.rest_token for q, pl in enumerate(state.vanuatu_state.players) if q != p):
            other = state.resample_from_infostate(p, sampler)
            assert other.information_state_string(p) == state.information_state_string(p)
            assert other.observation_string(p) == state.observation_string(p)
            assert other.legal_actions() == state.legal_actions()
            checked += 1
        state.apply_action(rng.choice(state.legal_actions()))
    assert checked > 0


def test_observation_tensor_and_strings() -> None:
    game = pyspiel.load_game("python_vanuatu(players=3)")
    state = game.new_initial_state()
    while state.is_chance_node():
        state.apply_action(state.chance_outcomes()[0][0])
    tensor = state.observation_tensor(0)
    assert len(tensor) == len(features.feature_names(vanuatu.Options(players=3)))
    assert vanuatu.from_position(state.observation_string(0)) == vanuatu.observe(
        state.vanuatu_state, 0).state
    assert state.information_state_string(0).startswith("vanuatu 3\n")
    assert str(state) == vanuatu.to_position(state.vanuatu_state)
    action = state.legal_actions()[0]
    assert state.action_to_string(state.current_player(), action).startswith("P")


def test_bad_parameters_and_illegal_actions() -> None:
    with pytest.raises(Exception, match="utility"):
        pyspiel.load_game("python_vanuatu(players=3,utility=money)")
    with pytest.raises(Exception, match="players"):
        pyspiel.load_game("python_vanuatu(players=7)")
    game = pyspiel.load_game("python_vanuatu(players=3)")
    state = game.new_initial_state()
    while state.is_chance_node():
        state.apply_action(state.chance_outcomes()[0][0])
    illegal = next(i for i in range(game.num_distinct_actions())
                   if i not in state.legal_actions())
    with pytest.raises(Exception, match=r"action id \d+\): R"):
        state.apply_action(illegal)


def _python_blocks(page: str) -> list[str]:
    import re
    from pathlib import Path

    text = (Path(__file__).resolve().parents[3] / "docs" / page).read_text(encoding="utf-8")
    blocks = re.findall(r"\.\. code-block:: python\n\n((?:   .*\n|\n)+)", text)
    return ["\n".join(line[3:] for line in b.splitlines()) for b in blocks]


@pytest.mark.slow
@pytest.mark.parametrize("block", range(2))
def test_the_examples_of_the_docs_run(block: int, capsys: pytest.CaptureFixture[str]) -> None:
    code = _python_blocks("openspiel.rst")[block]
    exec(compile(code, f"docs/openspiel.rst block {block}", "exec"), {})
    assert capsys.readouterr().out.strip()


def test_R9_ismcts_without_a_callback_uses_resample_from_infostate() -> None:
    from open_spiel.python.algorithms import ismcts

    game = pyspiel.load_game("python_vanuatu(players=5)")
    rng = random.Random(8)
    state = game.new_initial_state()
    while True:  # up to a decision where another player keeps a hidden rest token
        if state.is_chance_node():
            _draw_chance(state, rng)
            continue
        p = state.current_player()
        if any(pl.rest_token for q, pl in enumerate(state.vanuatu_state.players) if q != p):
            break
        state.apply_action(rng.choice(state.legal_actions()))
    bot = ismcts.ISMCTSBot(game, _rollouts(), uct_c=2.0, max_simulations=4,
                           random_state=np.random.RandomState(3))
    assert bot.step(state) in state.legal_actions()
