"""The bots under the ruling options: games between heuristic bots end, and under the
house rule ``cash-back=closed`` (VW6.2) no cashed cube comes back the same turn."""

from __future__ import annotations

from collections import Counter

import pytest

import vapor_willie as vw
from vapor_willie.bots import HeuristicBot, decide
from vapor_willie.moves import Cash, Drift


def _taken_back(rulings: dict[str, str], seed: int) -> tuple[int, int]:
    """(cashes, cashed cubes taken back the same turn) in one game of 3 heuristic bots."""
    game = vw.Game(options=vw.Options(players=3, max_rounds=12, **rulings), seed=seed)
    bots = [HeuristicBot(seed=f"{seed}-{i}") for i in range(3)]
    cashes = back = 0
    turn: Counter[tuple[str, str]] = Counter()
    while not game.is_over():
        before = game.state
        actor = before.to_act
        move = decide(bots[actor], before) if actor >= 0 else game.legal_moves()[0]
        game.play(move)
        state = game.state
        if before.current != state.current:
            turn = Counter()
        if isinstance(move, Cash) or (isinstance(move, Drift) and move.gain):
            cashes += 1
            turn[move.point, move.cube] += 1
            continue
        for key, k in list(turn.items()):
            now = state.drifting.count(key)
            if now < k:
                back += k - now if state.boat == key[0] else 0
                turn[key] = now
    return cashes, back


@pytest.mark.slow
def test_VW6_2_house_rule_closed_the_heuristic_never_takes_a_cash_back() -> None:
    closed = [_taken_back({"cash_back": "closed"}, seed) for seed in range(2)]
    assert sum(b for _, b in closed) == 0
    allowed = [_taken_back({}, seed) for seed in range(2)]
    assert sum(b for _, b in allowed) > 0  # the loop the house rule closes


@pytest.mark.slow
@pytest.mark.parametrize("rulings", [{"boards_turned": "any"}, {"negotiation": "open"}])
def test_the_heuristic_plays_every_ruling_to_the_end(rulings: dict[str, str]) -> None:
    game = vw.Game(options=vw.Options(players=3, max_rounds=12, **rulings), seed=5)
    bots = [HeuristicBot(seed=i) for i in range(3)]
    while not game.is_over():
        actor = game.state.to_act
        game.play(decide(bots[actor], game.state) if actor >= 0 else game.legal_moves()[0])
    assert game.state.ended in ("the-end", "bag", "rounds")
