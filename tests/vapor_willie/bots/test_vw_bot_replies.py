"""The ISMCTS bot of Vapor Willie ranks its root moves once the others have answered
them: an offer (VW8.3) is worth what its answer makes it."""

from __future__ import annotations

import random

import vapor_willie as vw
from vapor_willie.bots import decide, make_bot
from vapor_willie.bots.lookahead import answered, move_values
from vapor_willie.moves import CHANCE


def _offering() -> vw.Game:
    game = vw.Game(players=4, seed=3)
    bot = make_bot("heuristic", 1)
    while not any(" offer " in str(m) for m in game.legal_moves()):
        game.play(decide(bot, game.state))
    return game


def test_VW8_3_an_offer_is_valued_after_its_answer() -> None:
    game = _offering()
    me = game.state.to_act
    offers = [m for m in game.legal_moves() if " offer " in str(m)]
    rng = random.Random(1)
    after = answered(vw.apply(game.state, offers[0]), me, rng, 0.3, replies=4)
    assert after.is_over or after.to_act in (me, CHANCE) or after != game.state
    plain = move_values(game.state, offers, random.Random(1), 0.3)
    replied = move_values(game.state, offers, random.Random(1), 0.3, replies=4)
    assert len(set(plain)) == 1  # unanswered, every offer leaves the position as it is
    assert len(set(replied)) > 1  # answered, they differ


def test_ismcts_replies_is_a_parameter() -> None:
    game = _offering()
    bot = make_bot("ismcts:iterations=10,replies=0", seed=2)
    assert decide(bot, game.state) in game.legal_moves()
