"""The chance order stays beside the state (:mod:`vanuatu.chance_order`, R9):
observations reveal nothing of it, undo and a restarted server keep it, records
are replayed without it; and what it does with a state it does not fit."""

from __future__ import annotations

import random
from pathlib import Path

import attrs
import pytest
from chance_play import assert_same_chance, at_demand_draw, met, met_from, play_out
from random_play import variant_id

import vanuatu
from vanuatu import ChanceMove, Game, GameState, Options
from vanuatu.chance_order import ChanceOrder
from vanuatu.rules.engine import apply_with_forced

ROOT = Path(__file__).resolve().parents[3]


# -- the order and its fall back -------------------------------------------------


def test_the_order_is_immutable_and_made_from_the_seed_and_the_options() -> None:
    options = Options(players=4)
    a, b = ChanceOrder.from_seed(1, options), ChanceOrder.from_seed(1, options)
    assert a == b and hash(a) == hash(b)
    assert a != ChanceOrder.from_seed(2, options)
    assert ChanceOrder.from_seed(1, options, key="secret") != a
    # the setup is the seed's, whatever the key
    assert ChanceOrder.from_seed(1, options, key="secret").stack[:2] == a.stack[:2]
    with pytest.raises(attrs.exceptions.FrozenInstanceError):
        a.seed = 3  # type: ignore[misc]


def test_bad_input_is_named() -> None:
    options = Options(players=3)
    with pytest.raises(TypeError, match="seed must be an int"):
        ChanceOrder.from_seed("7", options)  # type: ignore[arg-type]
    with pytest.raises(TypeError, match="needs Options"):
        ChanceOrder.from_seed(7, 3)  # type: ignore[arg-type]
    order = ChanceOrder.from_seed(7, options)
    with pytest.raises(ValueError, match="no chance event is pending"):
        order.outcome(Game(options=options, seed=7).state)
    with pytest.raises(ValueError, match="other options"):
        order.outcome(vanuatu.new_game(Options(players=4)))
    with pytest.raises(TypeError, match="chance_order must be a ChanceOrder"):
        Game(players=3, chance_order="abc")  # type: ignore[arg-type]
    with pytest.raises(vanuatu.OptionsError, match="other options"):
        Game(players=4, chance_order=order)


def test_a_state_the_order_does_not_fit_falls_back_to_a_fixed_draw() -> None:
    game, state = at_demand_draw(3)
    order = game.chance_order
    # a made-up order that knows no tile of the pile: a draw among the outcomes
    odd = attrs.evolve(order, demand_reshuffled=(), demand=())
    move = odd.outcome(state)
    assert move in [m for m, _ in vanuatu.chance_outcomes(state)]
    assert odd.outcome(state) == move  # the same situation, the same outcome
    # a die roll the order has no round for
    rw = Options(players=3, rising_waters=True)
    short = attrs.evolve(ChanceOrder.from_seed(1, rw), die=())
    g = Game(options=rw, seed=1, chance_order=short)
    play_out(g, random.Random(0))
    assert g.is_over()


def test_a_game_from_a_position_draws_from_its_order() -> None:
    text = vanuatu.to_position(Game(players=3, seed=7).state)
    a = Game.from_position(text, seed=1)
    b = Game.from_position(text, seed=1)
    play_out(a, random.Random(5), 150)
    play_out(b, random.Random(6), 150)
    assert_same_chance(met_from(a), met_from(b), 7)


# -- R9: the order stays beside the state ----------------------------------------


def _other_future(order: ChanceOrder) -> ChanceOrder:
    """An order with the same setup and every later outcome changed."""
    s = order.stack
    return attrs.evolve(
        order,
        stack=s[:2] + s[8:] + s[6:8] + s[2:6],  # the other tile of C, D, E, F first
        demand=order.demand[:3] + order.demand[3:][::-1],
        tourists=order.tourists[:1] + order.tourists[1:][::-1],
        offers=order.offers[:1] + order.offers[1:][::-1],
        die=tuple(7 - d for d in order.die),
    )


@pytest.mark.parametrize("options", [Options(players=3), Options(players=2, rising_waters=True)],
                         ids=variant_id)
def test_R9_observations_reveal_nothing_of_the_future(options: Options) -> None:
    order = ChanceOrder.from_seed(12, options)
    other = _other_future(order)
    a = Game(options=options, chance_order=order)
    b = Game(options=options, chance_order=other)
    assert a.state == b.state  # the same past: setup
    rng = random.Random(12)
    diverged = None
    while not a.is_over():
        for p in range(options.players):
            assert vanuatu.observe(a.state, p) == vanuatu.observe(b.state, p)
        for state in (a.state, b.state):
            assert not any(isinstance(getattr(state, f.name), ChanceOrder)
                           for f in attrs.fields(GameState))
        move = rng.choice(a.legal_moves())
        before = len(a.moves)
        a.play(move)
        b.play(move)
        if a.state != b.state:
            # the first difference is a chance outcome the two orders fix differently
            diverged = next(i for i, (x, y) in enumerate(zip(a.moves, b.moves, strict=False))
                            if x != y)
            break
    assert diverged is not None and diverged > before
    assert isinstance(a.moves[diverged], ChanceMove)
    assert a.states[diverged] == b.states[diverged]
    assert order.outcome(a.states[diverged]) != other.outcome(b.states[diverged])


def test_R9_undo_keeps_the_order() -> None:
    game = Game(players=3, seed=4)
    order = game.chance_order
    play_out(game, random.Random(4), 60)
    while any(m.player >= 0 for m in game.moves):
        game.undo()
    assert game.chance_order is order


# -- records -----------------------------------------------------------------------


@pytest.mark.parametrize("path", sorted((ROOT / "examples" / "records").glob("*.vnt")),
                         ids=lambda p: p.name)
def test_records_made_before_still_validate(path: Path) -> None:
    report = vanuatu.validate(vanuatu.Record.load(path))
    assert report.valid, report.summary()


def test_a_record_of_chance_drawn_move_by_move_still_validates_and_replays() -> None:
    """A record whose chance was drawn as seeded games drew it before (from one
    generator, event after event) needs no order to be replayed."""
    options = Options(players=4, rising_waters=True)
    rng = random.Random(21)
    state, moves = vanuatu.new_game(options), []
    while not state.is_over:
        move = (vanuatu.sample_chance(state, rng) if state.is_chance
                else rng.choice(vanuatu.legal_moves(state)))
        state, _ = apply_with_forced(state, move)
        moves.append(move)
    record = vanuatu.Record(options, vanuatu.Headers(), tuple(moves))
    assert vanuatu.validate(vanuatu.Record.parse(record.to_text())).valid
    assert Game.from_record(record).state == state


def test_R9_a_served_game_meets_the_same_chance_whatever_is_played_after_undo(
        tmp_path: Path) -> None:
    from vanuatu.web.store import GameStore

    store = GameStore(tmp_path)
    served = store.create({"players": 3, "seats": ["human"] * 3, "seed": 8})
    seats = {s.player: s for s in served.seats}
    rng = random.Random(8)
    # play until a move with another choice is followed by chance events
    while True:
        state = served.game.state
        moves = [m for m in vanuatu.legal_moves(state) if m.player == state.to_act]
        move = rng.choice(moves)
        before = served.moves_played
        with served.lock:
            served.play(move)
        if served.moves_played > before + 1 and len(moves) > 1:
            break
    first = met(served.game.options, served.game.moves)
    with served.lock:
        served.undo_for(seats[move.player])
        served.play(next(m for m in moves if m != move))
    again = met(served.game.options, served.game.moves)
    assert_same_chance(first, again, 10)
    # a restarted server keeps the order
    reloaded = GameStore(tmp_path).get(served.id)
    assert reloaded.chance_order == served.chance_order
