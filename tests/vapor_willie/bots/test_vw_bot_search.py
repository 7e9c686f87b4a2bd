"""The ISMCTS bot of Vapor Willie searches only among the heuristic's best moves, by a
paired comparison to the end of a round (or UCT, led by the heuristic's values); a
finished game is won or lost (VW10.1, VW11.6), and the others make no offer in its
search (VW8.3)."""

from __future__ import annotations

import random

import attrs
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import vapor_willie as vw
from vapor_willie.bots import HeuristicBot, IsmctsBot, decide, make_bot, view_for
from vapor_willie.bots.ismcts import _Game, outcome_rewards
from vapor_willie.moves import Pass
from vapor_willie.rules.scoring import final_scores


def _played(players: int, seed: int, moves: int) -> vw.Game:
    """A game between heuristic bots (seat ``p`` seeded ``10 * seed + p``) after
    ``moves`` moves, or at its end."""
    game = vw.Game(options=vw.Options(players=players, max_rounds=30), seed=seed)
    bots = [HeuristicBot(seed=seed * 10 + p) for p in range(players)]
    while not game.is_over() and len(game.moves) < moves:
        game.play(decide(bots[game.state.to_act], game.state))
    return game


def _choice(game: vw.Game) -> vw.Game:
    """``game`` played on by random moves to a decision with several legal moves."""
    bot = vw.RandomBot(seed=len(game.moves))
    while not game.is_over() and len(game.legal_moves()) < 2:
        game.play(bot.choose(game.state))
    return game


@settings(max_examples=8, deadline=None)
@given(seed=st.integers(0, 10_000), moves=st.integers(0, 80), players=st.integers(2, 4))
def test_the_search_returns_a_legal_move_among_the_heuristics_best(
        seed: int, moves: int, players: int) -> None:
    game = _choice(_played(players, seed % 50, moves))
    if game.is_over():
        return
    view = view_for(game.state, game.state.to_act)
    candidates, values = IsmctsBot(seed=seed, width=3).candidates(view)
    assert len(candidates) == min(3, len(view.legal_moves)) == len(values)
    bot = IsmctsBot(seed=seed, width=3, iterations=6)
    move = bot.choose(view)  # the same seed ranks the same candidates first
    assert move in game.legal_moves()
    assert move in candidates
    assert bot.last is not None
    assert {m for m, _, _ in bot.last.children} <= set(candidates)


def test_the_search_is_deterministic_under_a_seed() -> None:
    game = _choice(_played(4, 3, 30))
    view = view_for(game.state, game.state.to_act)
    first, second = IsmctsBot(seed=9, iterations=12), IsmctsBot(seed=9, iterations=12)
    assert first.choose(view) == second.choose(view)
    assert first.last is not None and second.last is not None
    assert first.last.children == second.last.children


def test_the_search_of_a_time_budget_stays_among_the_candidates() -> None:
    game = _choice(_played(3, 4, 25))
    view = view_for(game.state, game.state.to_act)
    candidates, _ = IsmctsBot(seed=2, width=2).candidates(view)
    bot = make_bot("ismcts:seconds=0.05,width=2", seed=2)
    assert decide(bot, game.state) in candidates


def test_VW11_6_a_finished_game_rewards_its_winners_alone() -> None:
    state = attrs.evolve(_played(3, 5, 60).state, ended="bag")
    rewards = outcome_rewards(state, 3.0)
    winners = final_scores(state).winners
    assert [r > 0 for r in rewards] == [p in winners for p in range(3)]
    assert sum(rewards) == pytest.approx(1.0)


def test_a_game_going_on_rewards_the_margin() -> None:
    state = _played(3, 5, 30).state
    rewards = outcome_rewards(state, 3.0)
    assert all(0.0 < r < 1.0 for r in rewards)


def test_VW10_1_the_search_ends_the_game_at_The_End_when_that_wins_it() -> None:
    game = _played(2, 100, 104)  # P1 may bring the boat onto The End and win there
    me = game.state.to_act
    ending = [m for m in game.legal_moves()
              if (after := vw.apply(game.state, m)).ended == "the-end"
              and final_scores(after).winners == (me,)]
    assert ending
    assert decide(IsmctsBot(seed=1, iterations=12), game.state) in ending


def test_VW10_1_the_search_does_not_end_the_game_at_The_End_to_lose_it() -> None:
    game = _played(2, 111, 54)  # P0 could bring the boat onto The End and lose there
    me = game.state.to_act
    losing = [m for m in game.legal_moves()
              if (after := vw.apply(game.state, m)).ended == "the-end"
              and me not in final_scores(after).winners]
    assert losing
    assert decide(IsmctsBot(seed=1, iterations=12), game.state) not in losing


def test_VW8_3_the_others_make_no_offer_in_the_search() -> None:
    game = vw.Game(players=4, seed=3)
    bot = make_bot("heuristic", 1)
    while not any(" offer " in str(m) for m in game.legal_moves()):
        game.play(decide(bot, game.state))
    state = game.state
    offering = state.to_act
    me = (offering + 1) % state.num_players
    search = _Game(view_for(state, me), horizon=1, scale=3.0, rivalry=0.3, epsilon=0.0)
    assert search.moves(state) == (Pass(offering),)
    mine = _Game(view_for(state, offering), horizon=1, scale=3.0, rivalry=0.3, epsilon=0.0)
    assert len(mine.moves(state)) == len(game.legal_moves()) > 1


def test_a_paired_comparison_chooses_among_the_candidates_on_shared_deals() -> None:
    game = _choice(_played(4, 3, 30))
    view = view_for(game.state, game.state.to_act)
    candidates, _ = IsmctsBot(seed=4, width=3).candidates(view)
    bot = make_bot("ismcts:method=paired,halving=0,width=3,iterations=6,horizon=3", seed=4)
    assert isinstance(bot, IsmctsBot)
    assert bot.choose(view) in candidates
    assert bot.last is not None
    # 6 playouts over the 3 candidates: 2 samples each, every candidate on each deal
    assert [n for _, n, _ in bot.last.children] == [2] * len(candidates)
    again = make_bot("ismcts:method=paired,halving=0,width=3,iterations=6,horizon=3", seed=4)
    assert again.choose(view) == bot.last.move


def test_halving_spends_a_paired_comparison_on_the_better_candidates() -> None:
    game = _choice(_played(4, 3, 30))
    view = view_for(game.state, game.state.to_act)
    bot = make_bot("ismcts:method=paired,halving=1,width=4,iterations=16", seed=4)
    assert isinstance(bot, IsmctsBot)
    bot.choose(view)
    assert bot.last is not None
    if len(bot.last.children) == 4:
        assert [n for _, n, _ in bot.last.children] == [6, 6, 2, 2]


def test_a_playout_policy_two_moves_deep_is_the_heuristics() -> None:
    game = _choice(_played(3, 2, 20))
    state = game.state
    search = _Game(view_for(state, state.to_act), horizon=1, scale=3.0, rivalry=0.3,
                   epsilon=0.0, depth=2)
    move = search.playout_move(state, random.Random(1))
    assert move in game.legal_moves()


@pytest.mark.parametrize(("spec", "message"), [
    ("ismcts:method=uct", "method must be one of tree, paired"),
    ("ismcts:depth=3", "depth"),
    ("ismcts:halving=2", "halving"),
])
def test_bad_search_methods_are_refused(spec: str, message: str) -> None:
    with pytest.raises(vw.bots.BotError, match=message):
        make_bot(spec, seed=1)
