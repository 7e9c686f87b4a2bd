"""The ISMCTS bot runs on the shared search of :mod:`tabletop.search`: a few
decisions pinned for fixed seeds (the move, and the visits of the most visited root
move), with the default weights of :mod:`vanuatu.bots.weights` (the Rising Waters game
with its rewards of :data:`~vanuatu.bots.ismcts.DEFEAT_GAP`, its whole dikes and its
playouts through :data:`~vanuatu.bots.ismcts.RISING_WATERS_HORIZON` more phase, R10.3),
so that a change of the search or of the evaluation that changes what the bot plays is
seen. The playouts are the Python ones (``core=python``): the native core draws its
noise and chance events from its own generator."""

from __future__ import annotations

import pytest

import vanuatu
from vanuatu.bots import IsmctsBot, make_bot, view_for

#: (players, game seed, Rising Waters) -> (moves played before, move chosen, its visits)
PINNED = {
    (2, 1, False): [(17, "P1 plan build", 8), (38, "P1 plan draw", 6),
                    (59, "P1 plan draw", 8)],
    (3, 4, False): [(10, "P1 take diver", 6), (17, "P2 plan build", 11),
                    (38, "P1 plan sail explore", 6)],
    (4, 7, True): [(10, "P0 take navigator", 6), (17, "P3 plan sail explore", 8),
                   (24, "P2 build dike 0,0 1,0", 11)],
    (5, 2, False): [(10, "P3 take artist", 5), (17, "P0 plan build buy", 7),
                    (24, "P2 plan build", 20)],
}


@pytest.mark.parametrize("key", list(PINNED), ids=lambda k: f"{k[0]}p-seed{k[1]}"
                         + ("-rw" if k[2] else ""))
def test_ismcts_decisions_for_fixed_seeds(key: tuple[int, int, bool]) -> None:
    players, seed, rising = key
    game = vanuatu.Game(players=players, seed=seed, rising_waters=rising)
    others = [make_bot("heuristic", 100 + i) for i in range(players)]
    picked = []
    while not game.is_over() and len(picked) < 3:
        state = game.state
        view = view_for(state, state.to_act, game.moves)
        if len(game.moves) % 7 == 3 and len(view.legal_moves) > 2:
            bot = make_bot("ismcts:iterations=40,core=python", seed + len(game.moves))
            assert isinstance(bot, IsmctsBot)
            move = bot.choose(view)
            assert bot.stats.iterations == 40
            assert sum(v for _, v, _ in bot.stats.children) == 40
            picked.append((len(game.moves), str(move), bot.stats.children[0][1]))
        game.play(others[state.to_act].choose(view))
    assert picked == PINNED[key]
