"""VW10.3: no round limit unless the ``max_rounds`` option asks for one, and a record
says so when it does."""

from __future__ import annotations

import vapor_willie as vw


def _finished(options: vw.Options, seed: int) -> vw.Game:
    game = vw.Game(options=options, seed=seed)
    bot = vw.RandomBot(seed)
    while not game.is_over():
        game.play(bot.choose(game.state))
    return game


def test_VW10_3_no_round_limit_by_default() -> None:
    assert vw.Options(players=2).max_rounds == 0
    ends = {_finished(vw.Options(players=2), seed).state.ended for seed in range(8)}
    assert ends <= {"the-end", "bag"}


def test_VW10_3_a_game_without_a_limit_writes_no_max_rounds_header() -> None:
    game = _finished(vw.Options(players=2), 1)
    assert "MaxRounds" not in game.record.to_text()
    assert "max_rounds" not in game.record.to_json()
    assert vw.Record.loads(game.record.to_text()).options.max_rounds == 0


def test_VW10_3_the_option_ends_the_game_and_is_recorded() -> None:
    game = _finished(vw.Options(players=3, max_rounds=2), 3)
    assert game.state.ended == "rounds" or game.state.round <= 2
    text = game.record.to_text()
    assert "MaxRounds: 2" in text
    assert vw.Record.loads(text).options.max_rounds == 2
    assert vw.Record.loads(game.record.to_json()).options.max_rounds == 2
    assert vw.validate(vw.Record.loads(text)).complete
