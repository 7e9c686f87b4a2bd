"""The arena seats that run OpenSpiel's own searches (``openspiel-ismcts``,
``openspiel-mcts``, extra ``openspiel``): legal moves, and a clear refusal
without the extra."""

from __future__ import annotations

import pytest

import vanuatu
from vanuatu.bots import BOTS, BotError, decide, make_bot, openspiel_bots


def test_the_seats_are_registered_with_or_without_the_extra() -> None:
    assert {"openspiel-ismcts", "openspiel-mcts"} <= set(BOTS)


def test_without_the_extra_the_seats_are_refused_by_name(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(openspiel_bots, "available", lambda: False)
    with pytest.raises(BotError, match=r"openspiel-mcts' needs OpenSpiel.*vanuatu\[openspiel\]"):
        make_bot("openspiel-mcts:seconds=0.2", seed=1)


@pytest.mark.slow
@pytest.mark.parametrize("spec", ["openspiel-ismcts:simulations=2",
                                  "openspiel-mcts:simulations=2"])
def test_openspiel_seats_play_legal_moves(spec: str) -> None:
    pytest.importorskip("pyspiel")
    bot = make_bot(spec, seed=1)
    game = vanuatu.Game(options=vanuatu.Options(players=2), seed=3)
    other = make_bot("heuristic", seed=2)
    decisions = 0
    while not game.is_over() and decisions < 4:
        state = game.state
        if state.to_act < 0:
            game.play_chance()
            continue
        if state.to_act == 0:
            decisions += 1
            move = decide(bot, state, game.moves)  # BotError on an illegal move
        else:
            move = decide(other, state, game.moves)
        game.play(move)
    assert decisions == 4
