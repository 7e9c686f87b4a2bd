"""Chance fixed when the game is made (:mod:`vanuatu.chance_order`): the k-th
chance event of each kind meets the same outcome whatever the players do, and
undo never changes one (R2, R3.2, R3.3, R3.7, R9, R10.1, R10.3)."""

from __future__ import annotations

import random
from collections import Counter

import attrs
from chance_play import (
    Met,
    assert_same_chance,
    at_demand_draw,
    choose,
    demand_tiles,
    met,
    play_out,
)
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from random_play import VARIANTS

import vanuatu
from vanuatu import ChanceEvent, ChanceMove, Game, Move, Options, Phase
from vanuatu.moves import Plan
from vanuatu.rules.chance import OFFERED
from vanuatu.rules.engine import apply_with_forced

SETTINGS = settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])


# -- the property ------------------------------------------------------------


@SETTINGS
@given(options=st.sampled_from(VARIANTS), seed=st.integers(0, 2**32),
       policies=st.tuples(st.integers(0, 2**32), st.integers(0, 2**32)))
def test_R9_any_two_games_of_one_seed_meet_the_same_chance(
        options: Options, seed: int, policies: tuple[int, int]) -> None:
    games = []
    for policy in policies:
        game = Game(options=options, seed=seed)
        play_out(game, random.Random(policy))
        games.append(met(options, game.moves))
    assert_same_chance(games[0], games[1], demand_tiles(options))


@SETTINGS
@given(options=st.sampled_from(VARIANTS), seed=st.integers(0, 2**32),
       policy=st.integers(0, 2**32), undo_rate=st.sampled_from([0.02, 0.05, 0.15]))
def test_R9_undo_never_changes_a_chance_outcome(
        options: Options, seed: int, policy: int, undo_rate: float) -> None:
    game = Game(options=options, seed=seed)
    rng = random.Random(policy)
    seen = [met(options, game.moves)]
    for _ in range(1500):
        if game.is_over():
            break
        if rng.random() < undo_rate and any(m.player >= 0 for m in game.moves):
            seen.append(met(options, game.moves))
            for _ in range(rng.randint(1, 4)):
                if any(m.player >= 0 for m in game.moves):
                    game.undo()
        else:
            game.play(choose(game.legal_moves(), rng))
    seen.append(met(options, game.moves))
    for earlier in seen[:-1]:
        assert_same_chance(earlier, seen[-1], demand_tiles(options))
        assert_same_chance(seen[0], earlier, demand_tiles(options))


# -- the motivating example ----------------------------------------------------


def _round_two_chance(first_plan: int) -> tuple[Met, list[str]]:
    """Play round 1 of a seeded 3-player game to its end with the first legal
    moves, but with the ``first_plan``-th plan of the first planner; the chance
    met and the plans made."""
    game = Game(players=3, seed=11)
    plans = []
    while game.state.round == 1 or game.state.phase != Phase.CHARACTERS:
        moves = game.legal_moves()
        plan_moves = [m for m in moves if isinstance(m, Plan)]
        if plan_moves and not plans:
            move: Move = plan_moves[first_plan]
        else:
            move = next((m for m in moves if not str(m).startswith(f"P{m.player} sell")),
                        moves[0])
        if isinstance(move, Plan):
            plans.append(str(move))
        game.play(move)
    return met(game.options, game.moves), plans


def test_R9_another_plan_after_undo_meets_the_same_reveals() -> None:
    a, plans_a = _round_two_chance(0)
    b, plans_b = _round_two_chance(-1)
    assert plans_a[0] != plans_b[0]
    assert_same_chance(a, b, 10)
    # round 2's reveals were reached by both: the tiles, the demand tiles, the tourists
    assert a.in_order["tile"][:4] == b.in_order["tile"][:4] and len(a.in_order["tile"]) >= 4
    assert len(a.in_order["tourist"]) == len(b.in_order["tourist"]) == 2
    assert a.in_order["tourist"] == b.in_order["tourist"]


def test_R9_undo_then_another_move_meets_the_same_chance_in_game() -> None:
    game = Game(players=4, seed=3)
    rng = random.Random(3)
    while game.state.round < 2 or game.state.phase != Phase.PLANNING:
        game.play(rng.choice(game.legal_moves()))
    start = len(game.moves)
    play_out(game, random.Random(1), 200)
    first = met(game.options, game.moves)
    while len(game.moves) > start:
        game.undo()
    play_out(game, random.Random(2), 200)
    assert_same_chance(first, met(game.options, game.moves), 10)


# -- one example per event -----------------------------------------------------


def _whole_game(options: Options, seed: int, policy: int = 0) -> tuple[Game, Met]:
    game = Game(options=options, seed=seed)
    play_out(game, random.Random(policy))
    return game, met(options, game.moves)


def test_R2_1_the_start_tiles_are_the_orders() -> None:
    game = Game(players=3, seed=4)
    assert game.moves[0] == ChanceMove(ChanceEvent.START, game.chance_order.start)
    assert sorted(game.chance_order.start) == sorted(game.options.components.start_ocean_tiles)


def test_R2_2_R3_7_the_stack_is_revealed_in_its_order() -> None:
    game, seen = _whole_game(Options(players=4), 5)
    stack = game.chance_order.stack
    letters = game.options.components.stack_letters
    # R2.2: A B C D E F A B C D E F, only which tile of each letter comes first is random
    assert [game.options.components.tile(t).letter for t in stack] == [*letters, *letters]
    assert len(set(stack)) == len(stack) == 12
    assert seen.in_order["tile"] == list(stack)


def test_R2_3_R3_3_the_demand_pile_is_drawn_in_its_order() -> None:
    games = (_whole_game(Options(players=5), seed) for seed in range(50))
    game, seen = next((g, s) for g, s in games if len(s.in_order["demand"]) >= 6)
    order = game.chance_order.demand
    assert sorted(order) == list(range(1, 11))
    drawn = seen.in_order["demand"]
    assert drawn[:10] == list(order[: len(drawn[:10])])
    # another game of the seed completes other tiles, and meets the same pile
    _, other = _whole_game(Options(players=5), game.seed or 0, policy=1)
    assert_same_chance(seen, other, 10)


def test_R3_3_a_reshuffled_pile_is_drawn_in_an_order_of_its_own() -> None:
    game, state = at_demand_draw(2)
    order = game.chance_order
    # the pile of the discards (R3.3): not what is left of the first pile
    display = {t for t, _ in state.demand_display}
    pile = tuple(t for t in order.demand if t not in display)[:3]
    assert set(pile) != set(order.demand[len(order.demand) - len(pile):])
    reshuffled = attrs.evolve(state, demand_pile=tuple(sorted(pile)))
    move = order.outcome(reshuffled)
    assert move == ChanceMove(ChanceEvent.DEMAND,
                              next(t for t in order.demand_reshuffled if t in pile))
    # drawing on meets the reshuffled order, whatever came before
    drawn = []
    while reshuffled.demand_pile:
        move = order.outcome(reshuffled)
        drawn.append(move.outcome)
        reshuffled = attrs.evolve(reshuffled, demand_pile=tuple(
            t for t in reshuffled.demand_pile if t != move.outcome))
    assert drawn == [t for t in order.demand_reshuffled if t in pile]


def test_R2_4_R3_2_the_tourist_pile_is_drawn_in_its_order() -> None:
    game, seen = _whole_game(Options(players=3), 7)
    order = game.chance_order.tourists
    # R1.6: the 4 is returned to the box with 3 players; one tile per round
    assert Counter(order) == Counter([0, 1, 1, 2, 2, 2, 3, 3])
    assert seen.in_order["tourist"] == list(order)


def test_R2_8_the_first_player_is_the_orders() -> None:
    for seed in range(6):
        game = Game(players=5, seed=seed)
        assert game.state.first_player == game.chance_order.first_player


def test_R10_1_the_two_player_offer_of_each_round_is_fixed() -> None:
    game, seen = _whole_game(Options(players=2), 8)
    offers = seen.by_round["characters"]
    assert sorted(offers) == list(range(1, 9))
    before: tuple[object, ...] = ()
    for r, offer in sorted(offers.items()):
        assert isinstance(offer, tuple)
        eligible = [ch for ch in game.options.components.characters if ch not in before]
        ranked = [ch for ch in game.chance_order.offers[r - 1] if ch in eligible][:OFFERED]
        assert set(offer) == set(ranked) and not set(offer) & set(before)
        before = offer
    _, other = _whole_game(Options(players=2), 8, policy=1)
    assert other.by_round["characters"] == offers


def test_R10_3_the_die_of_each_round_is_fixed() -> None:
    options = Options(players=4, rising_waters=True)
    rolls: dict[int, object] = {}
    for policy in range(4):
        game, seen = _whole_game(options, 9, policy)
        for r, face in seen.by_round["die"].items():
            assert face == game.chance_order.die[r - 1]
            assert rolls.setdefault(r, face) == face
    assert rolls


def test_R2_a_seed_deals_the_setup_it_always_dealt() -> None:
    """Setup's outcomes are those ``random.Random(seed)`` draws in turn, as a
    seeded game drew them before its chance was fixed when it is made."""
    for players in (2, 3, 5):
        options = Options(players=players)
        for seed in range(5):
            rng = random.Random(seed)
            state, moves = vanuatu.new_game(options), []
            while state.is_chance:
                move = vanuatu.sample_chance(state, rng)
                state, _ = apply_with_forced(state, move)
                moves.append(move)
            game = Game(options=options, seed=seed)
            assert game.moves == tuple(moves) and game.state == state
            if players == 2:  # the first offer, after the neutral markers (R10.1)
                state = game.state
                while not state.is_chance:
                    state = vanuatu.apply(state, vanuatu.legal_moves(state)[-1])
                offer = vanuatu.sample_chance(state, rng)
                assert offer.event == ChanceEvent.CHARACTERS
                assert game.chance_order.outcome(state) == offer
