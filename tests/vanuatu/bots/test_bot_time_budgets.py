"""Time budgets of the ISMCTS bot (``ismcts:seconds=S``): every decision ends
within its budget. The bot reads its clock through ``time.perf_counter`` of
:mod:`vanuatu.bots.ismcts` (when a decision starts) and the shared search through
that of :mod:`tabletop.search` (at every iteration); here both read a fake
clock that moves by a fixed step at every reading, so the tests check how the
search spends a budget, not how fast the machine is (``benchmarks/bot_budgets.py`` measures the real
spread)."""

from __future__ import annotations

import types

import pytest

import vanuatu
from tabletop import search as search_module
from vanuatu.bots import Budget, IsmctsBot, decide, make_bot, view_for
from vanuatu.bots import ismcts as ismcts_module

VARIANTS = [
    vanuatu.Options(players=2),
    vanuatu.Options(players=3, characters=False),
    vanuatu.Options(players=4, rising_waters=True),
]

#: How far the fake clock moves at each reading (one reading per iteration).
TICK = 0.001


@pytest.fixture
def fake_clock(monkeypatch: pytest.MonkeyPatch) -> list[float]:
    """A clock that moves by :data:`TICK` at every reading; ``[0]`` is now."""
    now = [0.0]

    def perf_counter() -> float:
        now[0] += TICK
        return now[0]

    clock = types.SimpleNamespace(perf_counter=perf_counter)
    monkeypatch.setattr(ismcts_module, "time", clock)
    monkeypatch.setattr(search_module, "time", clock)
    return now


@pytest.mark.parametrize("options", VARIANTS, ids=["2p", "3p-no-characters", "4p-rw"])
def test_small_time_budgets_hold_and_every_move_is_legal(
    options: vanuatu.Options, fake_clock: list[float]
) -> None:
    seconds = 0.02
    bot = make_bot(f"ismcts:seconds={seconds}", seed=1)
    others = make_bot("heuristic", seed=2)
    game = vanuatu.Game(options=options, seed=4)
    searched = 0
    while not game.is_over() and searched < 25:
        state = game.state
        if state.to_act < 0:
            game.play_chance()
            continue
        if state.to_act == 0:
            start = fake_clock[0]
            move = decide(bot, state, game.moves)  # raises on an illegal move
            assert fake_clock[0] - start <= seconds * 1.1 + 2 * TICK
            searched += bot.stats.iterations > 0
        else:
            move = decide(others, state, game.moves)
        game.play(move)
    assert searched > 0


def test_a_view_budget_in_seconds_overrides_the_iterations(fake_clock: list[float]) -> None:
    game = vanuatu.Game(players=3, seed=7)
    bot = IsmctsBot(seed=1, iterations=10**7)
    view = view_for(game.state, game.state.to_act, game.moves, Budget(seconds=0.02))
    start = fake_clock[0]
    assert bot.choose(view) in view.legal_moves
    assert fake_clock[0] - start <= 0.02 * 1.1 + 2 * TICK
    assert 0 < bot.stats.iterations < 10**7
    # the search read the fake clock once per iteration, so its budget is that clock's
    assert fake_clock[0] - start >= bot.stats.iterations * TICK
