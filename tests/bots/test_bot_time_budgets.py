"""Time budgets of the ISMCTS bot (``ismcts:seconds=S``): every decision ends
near its budget. Only a generous bound is asserted (the machine may be busy);
``benchmarks/bot_budgets.py`` measures the real spread."""

from __future__ import annotations

import time

import pytest

import vanuatu
from vanuatu.bots import Budget, IsmctsBot, decide, make_bot, view_for

VARIANTS = [
    vanuatu.Options(players=2),
    vanuatu.Options(players=3, characters=False),
    vanuatu.Options(players=4, rising_waters=True),
]


@pytest.mark.parametrize("options", VARIANTS, ids=["2p", "3p-no-characters", "4p-rw"])
def test_small_time_budgets_hold_and_every_move_is_legal(options: vanuatu.Options) -> None:
    seconds = 0.02
    bot = make_bot(f"ismcts:seconds={seconds}", seed=1)
    others = make_bot("heuristic", seed=2)
    game = vanuatu.Game(options=options, seed=4)
    slowest = 0.0
    decisions = 0
    while not game.is_over() and decisions < 25:
        state = game.state
        if state.to_act < 0:
            game.play_chance()
            continue
        if state.to_act == 0:
            start = time.perf_counter()
            move = decide(bot, state, game.moves)  # raises on an illegal move
            slowest = max(slowest, time.perf_counter() - start)
            decisions += 1
        else:
            move = decide(others, state, game.moves)
        game.play(move)
    assert decisions > 0
    assert slowest < seconds + 0.5


def test_a_view_budget_in_seconds_overrides_the_iterations() -> None:
    game = vanuatu.Game(players=3, seed=7)
    bot = IsmctsBot(seed=1, iterations=10**7)
    view = view_for(game.state, game.state.to_act, game.moves, Budget(seconds=0.02))
    start = time.perf_counter()
    assert bot.choose(view) in view.legal_moves
    assert time.perf_counter() - start < 0.02 + 0.5
    assert 0 < bot.stats.iterations < 10**9
