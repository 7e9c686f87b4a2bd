"""Integer action ids (vanuatu.action_ids): a fixed table, exact round trips,
the mask equals the legal moves, clear errors."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from random_play import VARIANTS, random_game, variant_id

import vanuatu
from vanuatu import Action, ActionIdError, IllegalMove, Options
from vanuatu import action_ids as ids
from vanuatu.moves import CHANCE, ChanceMove, Plan, Sell


@pytest.mark.parametrize("options", VARIANTS, ids=variant_id)
@settings(max_examples=1, deadline=None)
@given(seed=st.integers(0, 10**6))
def test_mask_is_the_legal_moves_and_ids_round_trip(options: Options, seed: int) -> None:
    rng = random.Random(seed)
    size = ids.num_distinct_actions(options)
    for state in random_game(options, seed)[0]:
        if state.is_over:
            assert ids.legal_action_ids(state) == []
            continue
        if state.is_chance:
            outs = ids.chance_outcome_ids(state)
            assert abs(sum(p for _, p in outs) - 1) < 1e-9
            for i, _ in outs:
                move = ids.decode_chance(i, state)
                assert ids.encode_chance(move, options) == i
            assert {ids.decode_chance(i, state, check=False) for i, _ in outs} == {
                m for m, _ in vanuatu.chance_outcomes(state)}
            continue
        legal = vanuatu.legal_moves(state)
        mask = ids.legal_action_mask(state)
        assert len(mask) == size
        decoded = {ids.decode(i, state, check=False) for i, ok in enumerate(mask) if ok}
        assert decoded == set(legal)
        for move in legal:
            i = ids.encode(move, options)
            assert mask[i]
            assert ids.decode(i, state, check=False) == move
        # a few ids checked against the rules, legal and not
        for i in rng.sample(range(size), 2):
            if mask[i]:
                assert ids.decode(i, state) in legal
            else:
                with pytest.raises(IllegalMove):
                    ids.decode(i, state)
        # free actions of another player (R7)
        other = (state.to_act + 1) % options.players
        assert {ids.decode(i, state, other, check=False)
                for i in ids.legal_action_ids(state, other)} == set(
            vanuatu.legal_moves(state, other))


def test_ids_are_fixed_for_given_options() -> None:
    a = ids.action_table(Options(players=4))
    b = ids.action_table(Options(players=4))
    assert a.moves == b.moves
    assert len(set(a.moves)) == len(a.moves)
    assert len(set(a.chance)) == len(a.chance)
    # the same move of different players has the same id
    assert ids.encode(Plan(0, (Action.FISH,)), a.options) == ids.encode(
        Plan(3, (Action.FISH,)), a.options)


def test_variant_tables() -> None:
    base = ids.num_distinct_actions(Options(players=3))
    assert ids.num_distinct_actions(Options(players=3, characters=False)) < base
    assert ids.num_distinct_actions(Options(players=3, rising_waters=True)) > base
    assert ids.num_chance_outcomes(Options(players=2)) > ids.num_chance_outcomes(
        Options(players=3))


def test_out_of_range_and_bad_ids() -> None:
    state = vanuatu.Game(players=3, seed=2).state
    size = ids.num_distinct_actions(state.options)
    for bad in (-1, size, 10**9):
        with pytest.raises(ActionIdError, match="out of range"):
            ids.decode(bad, state)
    with pytest.raises(TypeError):
        ids.decode("3", state)  # type: ignore[arg-type]
    with pytest.raises(ActionIdError, match="out of range"):
        ids.decode_chance(10**6, state)


def test_R4_2_illegal_id_names_the_rule() -> None:
    state = vanuatu.Game(players=3, seed=2).state
    assert state.phase == vanuatu.Phase.CHARACTERS
    i = ids.encode(Plan(0, (Action.FISH, Action.SELL)), state.options)
    with pytest.raises(IllegalMove, match=rf"\(action id {i}\): R3.8") as caught:
        ids.decode(i, state)
    assert caught.value.rule == "R3.8"


def test_moves_without_id() -> None:
    options = Options(players=3)
    with pytest.raises(ActionIdError, match="no action id"):
        ids.encode(Sell(0, (7,)), options)
    with pytest.raises(ActionIdError, match="chance"):
        ids.encode(ChanceMove("die", 3), options)
    with pytest.raises(ActionIdError, match="no chance outcome id"):
        ids.encode_chance(ChanceMove("die", 3), options)  # no Rising Waters


def test_R12_8_character_offer_in_any_order_has_one_id() -> None:
    options = Options(players=2)
    a = ids.encode_chance(ChanceMove("characters", ("navigator", "fisherman", "vendor",
                                                    "diver", "builder")), options)
    b = ids.encode_chance(ChanceMove("characters", ("builder", "diver", "vendor",
                                                    "fisherman", "navigator")), options)
    assert a == b


def test_decode_at_chance_needs_decode_chance() -> None:
    state = vanuatu.new_game(Options(players=3))
    assert state.to_act == CHANCE
    assert ids.legal_action_ids(state) == []
    with pytest.raises(ActionIdError, match="decode_chance"):
        ids.decode(0, state)


def test_R12_12_a_sale_of_several_treasure_tokens_is_one_id() -> None:
    import attrs

    from vanuatu.moves import SellTreasure

    start = vanuatu.Game(players=3, seed=1).state
    p = start.to_act
    # built by hand: more tokens than the tiles have given (R6.3), so no
    # position string reads it (vanuatu.position.checks)
    holder = attrs.evolve(start.players[p], treasures=(1, 2, 2))
    again = attrs.evolve(start, players=(*start.players[:p], holder, *start.players[p + 1:]))
    sales = [m for m in vanuatu.legal_moves(again) if isinstance(m, SellTreasure)]
    assert {m.values for m in sales} == {(1,), (2,), (1, 2), (2, 2), (1, 2, 2)}
    for sale in sales:
        i = ids.encode(sale, start.options)
        assert ids.decode(i, again) == sale
        assert ids.legal_action_mask(again)[i]
    with pytest.raises(IllegalMove, match=r"R7\.1"):
        ids.decode(ids.encode(SellTreasure(p, (3, 3)), start.options), again)
