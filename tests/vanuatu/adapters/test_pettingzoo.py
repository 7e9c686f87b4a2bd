"""The PettingZoo environment: PettingZoo's own API and seed tests, masks,
rewards and illegal actions."""

from __future__ import annotations

import warnings

import pytest

pettingzoo = pytest.importorskip("pettingzoo")
np = pytest.importorskip("numpy")

from pettingzoo.test import api_test, seed_test  # noqa: E402

import vanuatu  # noqa: E402
from vanuatu import IllegalMove, action_ids  # noqa: E402
from vanuatu.adapters.pettingzoo import RawEnv, env  # noqa: E402


@pytest.mark.slow
@pytest.mark.parametrize(
    "kwargs",
    [
        {"players": 2},
        {"players": 3},
        {"players": 4},
        {"players": 5},
        {"players": 3, "characters": False},
        {"players": 4, "rising_waters": True, "utility": "rank"},
    ],
)
def test_pettingzoo_api_and_seed_tests(kwargs: dict[str, object]) -> None:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # dict observations with an action mask, as classic games
        api_test(env(**kwargs), num_cycles=1000)
        seed_test(lambda: env(**kwargs), num_cycles=50)


def _play(e: object, seed: int) -> dict[str, float]:
    e.reset(seed=seed)  # type: ignore[attr-defined]
    totals: dict[str, float] = {}
    for agent in e.agent_iter():  # type: ignore[attr-defined]
        obs, reward, term, trunc, _ = e.last()  # type: ignore[attr-defined]
        totals[agent] = totals.get(agent, 0.0) + float(reward)
        if term or trunc:
            action = None
        else:
            legal = np.flatnonzero(obs["action_mask"])
            assert len(legal) > 0
            action = int(legal[seed % len(legal)])
        e.step(action)  # type: ignore[attr-defined]
    return totals


def test_mask_is_the_legal_moves_and_rewards_are_the_final_scores() -> None:
    e = RawEnv(players=3)
    e.reset(seed=1)
    state = e.game_state
    obs = e.observe(e.agent_selection)
    assert list(np.flatnonzero(obs["action_mask"])) == action_ids.legal_action_ids(state)
    other = e.possible_agents[(state.to_act + 1) % 3]
    assert not e.observe(other)["action_mask"].any()
    totals = _play(e, 1)
    assert e.game_state.is_over
    assert [totals[a] for a in e.possible_agents] == list(
        map(float, vanuatu.final_scores(e.game_state).totals))


def test_same_seed_same_game() -> None:
    a, b = RawEnv(players=4), RawEnv(players=4)
    assert _play(a, 7) == _play(b, 7)
    assert a.game_state == b.game_state


def test_illegal_actions() -> None:
    raw = RawEnv(players=3)
    raw.reset(seed=2)
    legal = set(action_ids.legal_action_ids(raw.game_state))
    illegal = next(i for i in range(raw.action_space("player_0").n) if i not in legal)
    with pytest.raises(IllegalMove, match=r"\(action id \d+\): R"):
        raw.step(illegal)
    wrapped = env(players=3)
    wrapped.reset(seed=2)
    agent = wrapped.agent_selection
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        wrapped.step(illegal)  # PettingZoo's classic rule: the game ends, -1 for the agent
    assert wrapped.terminations[agent]
    assert wrapped.rewards[agent] == -1


def test_bad_arguments() -> None:
    with pytest.raises(vanuatu.OptionsError):
        RawEnv(players=6)
    with pytest.raises(ValueError, match="utility"):
        RawEnv(utility="money")
    with pytest.raises(ValueError, match="render_mode"):
        RawEnv(render_mode="human")
    e = RawEnv(players=3, render_mode="ansi")
    e.reset(seed=3)
    assert vanuatu.from_position(e.render()) == e.game_state  # type: ignore[arg-type]


def test_the_example_of_the_docs_runs(capsys: pytest.CaptureFixture[str]) -> None:
    import re
    from pathlib import Path

    text = (Path(__file__).resolve().parents[3] / "docs" / "pettingzoo.rst").read_text(
        encoding="utf-8")
    (block,) = re.findall(r"\.\. code-block:: python\n\n((?:   .*\n|\n)+)", text)
    exec(compile("\n".join(line[3:] for line in block.splitlines()), "pettingzoo.rst", "exec"), {})
    assert capsys.readouterr().out.strip() == "True"
