"""The words of the nine actions (R6), the turn moves (R5.3-R5.6) and the free
actions (R7), each in a position where the move is legal."""

from __future__ import annotations

import attrs
from positions import acting, legal, set_player, set_space, with_tiles

from vanuatu import Action, GameState, describe_move
from vanuatu.moves import (
    Beg,
    Build,
    Buy,
    Draw,
    Explore,
    Fish,
    Govern,
    Move,
    Rest,
    Retrieve,
    Sail,
    Sell,
    SellTreasure,
    Transport,
)

A = Action


def said(state: GameState, move: Move) -> str:
    """The description of a move that must be legal in ``state``."""
    assert legal(state, move), str(move)
    return describe_move(move, state)


def test_R6_1_sail_costs_a_vatu_a_step() -> None:
    s = acting({0: {A.SAIL: 1}})
    assert said(s, Sail(0, "1,1", 1)) == "Sail 1 space to 1,1 for 1 Vatu"
    assert said(s, Sail(0, "1,1", 3)) == "Sail 3 spaces to 1,1 for 3 Vatus"


def test_R6_1_the_navigator_sails_for_free() -> None:
    s = set_player(acting({0: {A.SAIL: 1}}), 0, character="navigator")
    assert said(s, Sail(0, "0,1", 2, bonus=True)) == (
        "Sail 2 spaces to 0,1 for free, using the Navigator's bonus")
    assert said(s, Sail(0, "0,1", 2)) == "Sail 2 spaces to 0,1 for 2 Vatus"


def test_R6_2_a_hut_costs_3_vatus_and_1_with_the_builder() -> None:
    s = acting({0: {A.BUILD: 1}})
    assert said(s, Build(0, "0,0")) == "Build a hut on the island at 0,0 for 3 Vatus"
    s = set_player(s, 0, character="builder")
    assert said(s, Build(0, "0,0", bonus=True)) == (
        "Build a hut on the island at 0,0 for 1 Vatu, using the Builder's bonus")


def test_R10_3_build_a_dike_alone_or_with_a_hut() -> None:
    s = acting({0: {A.BUILD: 1}})
    s = attrs.evolve(s, options=attrs.evolve(s.options, rising_waters=True))
    assert said(s, Build(0, None, dike=("0,0", "1,0"))) == (
        "Build a dike between the island at 0,0 and the ocean at 1,0 for 1 Vatu")
    s = set_player(s, 0, vatus=4)
    assert said(s, Build(0, "0,0", dike=("0,0", "1,1"))) == (
        "Build a hut on the island at 0,0 and a dike between the island at 0,0 and the ocean "
        "at 1,1 for 4 Vatus")


def test_R6_3_explore_takes_the_treasure_under_the_boat() -> None:
    s = set_player(acting({0: {A.EXPLORE: 1}}), 0, boat="1,1")
    assert said(s, Explore(0)) == "Explore the wreck at 1,1: take a treasure token worth 2"
    s = set_player(s, 0, character="diver")
    assert said(s, Explore(0, bonus=True)) == (
        "Explore the wreck at 1,1: take a treasure token worth 2 and gain 2 Vatus with the "
        "Diver's bonus")


def test_R6_4_fish_takes_the_fish_under_the_boat() -> None:
    s = set_player(acting({0: {A.FISH: 1}}), 0, boat="0,1")
    assert said(s, Fish(0)) == "Fish at 0,1: take a fish token worth 2"
    s = set_player(s, 0, character="fisherman")
    assert said(s, Fish(0, bonus=True)) == (
        "Fish at 0,1: take a fish token worth 2 and gain 2 PP with the Fisherman's bonus")


def test_R6_5_sell_at_the_fish_price() -> None:
    s = set_player(acting({0: {A.SELL: 1}}), 0, fish=(1, 2))
    s = set_space(s, "0,0", huts=(0,))
    assert said(s, Sell(0, (1, 2))) == (
        "Sell your fish tokens worth 1 and 2 for 9 Vatus at the fish price 3")
    assert said(s, Sell(0, (2,))) == "Sell your fish token worth 2 for 6 Vatus at the fish price 3"
    s = set_player(set_space(s, "0,0", huts=()), 0, character="vendor")
    assert said(s, Sell(0, (1,), bonus=True)) == (
        "Sell your fish token worth 1 for 3 Vatus at the fish price 3, using the Vendor's "
        "bonus (no hut of yours needed)")


def test_R6_6_buy_says_where_the_cube_goes() -> None:
    s = acting({0: {A.BUY: 1}})
    s = attrs.evolve(s, demand_display=((2, (1,)), (9, ()), (3, ())))  # kava kava copra first
    assert said(s, Buy(0, "0,0", "kava")) == (
        "Buy a kava cube on the island at 0,0 for 1 Vatu and export it to demand tile #2: 1 PP")
    assert said(s, Buy(0, "0,0", "beef")) == (
        "Buy a beef cube on the island at 0,0 for 3 Vatus and export it to demand tile #3: 5 PP")
    s = attrs.evolve(s, demand_display=((2, (0, 1)), (9, (0, 0, 0)), (3, (1, 2, 2))))
    assert said(s, Buy(0, "0,0", "kava")) == (
        "Buy a kava cube on the island at 0,0 for 1 Vatu and export it to demand tile #2, "
        "completing it: 3 PP")
    assert said(s, Buy(0, "0,0", "copra")) == (
        "Buy a copra cube on the island at 0,0 for 2 Vatus; no demand tile needs it, so it is "
        "lost")


def test_R11_6_the_buyer_exports_a_second_cube() -> None:
    s = set_player(acting({0: {A.BUY: 1}}), 0, character="buyer")
    s = attrs.evolve(s, demand_display=((2, (1,)), (9, ()), (8, ())))
    assert said(s, Buy(0, "0,0", "kava", bonus=True)) == (
        "Buy a kava cube on the island at 0,0 for 1 Vatu and export it with a second one free "
        "from the supply, using the Buyer's bonus: 4 PP")


def test_R6_7_a_drawing_scores_3_pp_and_5_with_the_artist() -> None:
    s = acting({0: {A.DRAW: 1}})
    assert said(s, Draw(0, "0,0")) == "Make a sand drawing on the island at 0,0: 3 PP"
    s = set_player(s, 0, character="artist")
    assert said(s, Draw(0, "0,0", bonus=True)) == (
        "Make a sand drawing on the island at 0,0: 5 PP with the Artist's bonus")


def test_R6_8_transport_pays_a_vatu_per_hut() -> None:
    s = attrs.evolve(acting({0: {A.TRANSPORT: 1}}), tourists_waiting=2)
    assert said(s, Transport(0, "0,0")) == (
        "Bring a waiting tourist to the island at 0,0: no Vatus (no hut there)")
    s = set_space(s, "0,0", huts=(1,))
    assert said(s, Transport(0, "0,0")) == (
        "Bring a waiting tourist to the island at 0,0: 1 Vatu for its hut")
    s = set_space(s, "0,0", huts=(1, 0), drawings=1)
    s = set_player(s, 0, character="guide")
    assert said(s, Transport(0, "0,0", bonus=True)) == (
        "Bring a waiting tourist to the island at 0,0: 2 Vatus for its 2 huts and 2 PP with "
        "the Guide's bonus")


def test_R6_9_rest_names_the_token_and_what_it_gives() -> None:
    s = acting({0: {A.REST: 1}})
    assert said(s, Rest(0, "first")) == (
        "Rest: keep the 'first' token face down, to become First Player from the next round")
    assert said(s, Rest(0, "both")) == (
        "Rest: keep the 'both' token face down, for 1 Vatu and 1 PP at the end of the round")


def test_R9_a_masked_rest_token_is_not_named() -> None:
    from vanuatu.bots.interface import HIDDEN_TOKEN
    from vanuatu.describe import actions

    assert actions.HIDDEN_TOKEN == HIDDEN_TOKEN
    s = acting({0: {A.REST: 1}})
    assert describe_move(Rest(0, HIDDEN_TOKEN), s) == "Rest: keep a rest token face down"


def test_R5_3_take_back_a_stack_without_effect() -> None:
    s = acting({0: {A.BUILD: 2}})
    s = set_player(s, 0, vatus=0)
    assert said(s, Retrieve(0, A.BUILD)) == "Take back your 2 markers from Build without effect"
    s = acting({0: {A.BUILD: 1}}, to_act=0)
    s = set_player(s, 0, vatus=0)
    assert said(s, Retrieve(0, A.BUILD)) == "Take back your marker from Build without effect"


def test_R5_5_the_preacher_acts_without_a_majority() -> None:
    s = acting({0: {A.FISH: 1}, 1: {A.FISH: 2}})
    s = set_player(s, 0, boat="0,1", character="preacher")
    assert said(s, Fish(0, bonus=True)) == (
        "Fish at 0,1: take a fish token worth 2, using the Preacher's bonus (no majority "
        "needed)")


def test_R11_8_the_governor_moves_a_stack() -> None:
    s = set_player(acting({0: {A.FISH: 2}}), 0, character="governor")
    assert said(s, Govern(0, A.FISH, A.EXPLORE)) == (
        "Move your 2 markers from Fish to Explore, using the Governor's bonus")


def test_R7_1_sell_treasure_is_a_free_action() -> None:
    s = set_player(acting({0: {A.FISH: 1}}), 1, treasures=(2, 3))
    assert said(s, SellTreasure(1, 2)) == (
        "Sell your treasure token worth 2 for 2 Vatus (a free action)")
    assert said(s, SellTreasure(1, (2, 3))) == (
        "Sell your treasure tokens worth 2 and 3 for 5 Vatus (a free action)")


def test_R7_2_the_beggar_exchanges_pp_for_vatus() -> None:
    s = set_player(acting({0: {A.FISH: 1}}), 0, character="beggar", pp=4)
    assert said(s, Beg(0, 1)) == "Beg: give 1 PP for 1 Vatu, using the Beggar's bonus"
    assert said(s, Beg(0, 3)) == "Beg: give 3 PP for 3 Vatus, using the Beggar's bonus"


def test_R1_2_a_move_off_the_board_is_still_described() -> None:
    s = with_tiles(acting({0: {A.SAIL: 1}}), {"2,0": None})
    assert describe_move(Sail(0, "9,9", 1), s) == "Sail 1 space to 9,9 for 1 Vatu"
    assert describe_move(Draw(0, "2,0"), s) == "Make a sand drawing on the island at 2,0: 3 PP"
