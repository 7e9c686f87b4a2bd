"""The positions of games played by heuristic bots, for tests that look for a
position of some kind (not a test module)."""

from __future__ import annotations

from collections.abc import Iterable, Iterator

import vanuatu
from vanuatu import GameState, Options
from vanuatu.bots import decide, make_bot


def heuristic_positions(options: Options, seeds: Iterable[int]) -> Iterator[GameState]:
    """Every position where a player is to act, in one game of heuristic bots per
    seed (chance events played as they come)."""
    for seed in seeds:
        game = vanuatu.Game(options=options, seed=seed)
        bot = make_bot("heuristic", seed=seed)
        while not game.is_over():
            state = game.state
            if state.to_act < 0:
                game.play_chance()
                continue
            yield state
            game.play(decide(bot, state, game.moves))
