"""Chance fixed when the game is made (VW12): the draws of a :class:`vapor_willie.Game`
follow its :class:`~vapor_willie.chance_order.ChanceOrder`, so taking a move back never
changes a draw, and another move played instead meets the same cards."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import vapor_willie as vw
from vapor_willie.chance_order import ChanceOrder, cubes_drawn

SEEDS = st.integers(min_value=0, max_value=2**32 - 1)
PLAYERS = st.sampled_from([2, 3, 4])


def _played(players: int, seed: int, moves: int) -> vw.Game:
    game = vw.Game(options=vw.Options(players=players, max_rounds=6), seed=seed)
    rng = random.Random(seed)
    for _ in range(moves):
        if game.is_over():
            break
        game.play(rng.choice(game.legal_moves()))
    return game


@settings(max_examples=15, deadline=None)
@given(players=PLAYERS, seed=SEEDS, moves=st.integers(1, 60), back=st.integers(1, 8))
def test_vw12_undo_never_changes_a_draw(players: int, seed: int, moves: int,
                                        back: int) -> None:
    game = _played(players, seed, moves)
    before = game.moves
    taken: list[vw.Move] = []
    for _ in range(back):
        if not any(m.player >= 0 for m in game.moves):
            break
        taken.append(game.undo())
    for move in reversed(taken):
        game.play(move)
    assert game.moves == before


@settings(max_examples=15, deadline=None)
@given(players=PLAYERS, seed=SEEDS, moves=st.integers(0, 60), other=st.integers(0, 10**6))
def test_vw12_another_move_meets_the_same_next_card(players: int, seed: int, moves: int,
                                                    other: int) -> None:
    """A move taken back and another played instead: the next port card (VW8) is the
    same one, whichever move brings it."""
    game = _played(players, seed, moves)
    state, start = game.state, len(game.moves)
    order = game.chance_order
    following = next((c for c in order.ports if c in state.port_unseen), None)
    rng = random.Random(other)
    while not game.is_over() and len(game.state.port_unseen) == len(state.port_unseen):
        game.play(rng.choice(game.legal_moves()))
    opened = [m for m in game.moves[start:] if isinstance(m, vw.ChanceMove) and m.event == "port"]
    if len(game.state.port_unseen) < len(state.port_unseen):
        assert opened[-1].outcome == (following,)


@settings(max_examples=20, deadline=None)
@given(players=PLAYERS, seed=SEEDS, moves=st.integers(0, 80))
def test_vw12_the_order_gives_a_possible_outcome(players: int, seed: int, moves: int) -> None:
    game = vw.Game(options=vw.Options(players=players, max_rounds=6), seed=seed,
                   auto_chance=False)
    rng = random.Random(seed)
    for _ in range(moves):
        if game.is_over():
            break
        if game.state.to_act == vw.CHANCE:
            move = game.chance_order.outcome(game.state, cubes_drawn(game.moves))
            assert move in [m for m, _ in vw.chance_outcomes(game.state)]
            game.play(move)
        else:
            game.play(rng.choice(game.legal_moves()))


def test_vw12_a_seed_and_a_key_fix_the_order() -> None:
    options = vw.Options(players=3)
    assert ChanceOrder.from_seed(5, options) == ChanceOrder.from_seed(5, options)
    assert ChanceOrder.from_seed(5, options, key="a") != ChanceOrder.from_seed(5, options,
                                                                             key="b")
    assert vw.Game(options=options, seed=5).moves == vw.Game(options=options, seed=5).moves


def test_vw12_a_bad_order_is_refused() -> None:
    with pytest.raises(TypeError, match="chance_order must be a ChanceOrder"):
        vw.Game(players=2, chance_order="abc")  # type: ignore[arg-type]
    with pytest.raises(vw.OptionsError, match="other options"):
        vw.Game(players=2, chance_order=ChanceOrder.from_seed(1, vw.Options(players=3)))
    with pytest.raises(ValueError, match="no draw is pending"):
        game = vw.Game(players=2, seed=1)
        game.chance_order.outcome(game.state, 0)
