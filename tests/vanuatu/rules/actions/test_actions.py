"""Phase IV (R5.1-R5.9) and the nine actions (R6.1-R6.9)."""

from __future__ import annotations

import attrs
import pytest
from positions import acting, index, legal, names, set_player, set_space, with_tiles

import vanuatu
from vanuatu import Action, Phase
from vanuatu.moves import (
    Build,
    Buy,
    Draw,
    Explore,
    Fish,
    Govern,
    Rest,
    Retrieve,
    Sail,
    Sell,
    SellTreasure,
    Transport,
)

A = Action


def rule(state: vanuatu.GameState, move: vanuatu.Move) -> str | None:
    v = vanuatu.explain(state, move)
    return None if v is None else v.rule


# -- R5.1 majority ------------------------------------------------------------


def test_R5_1_tie_goes_to_the_earlier_player_in_turn_order() -> None:
    s = acting({0: {A.FISH: 2}, 2: {A.FISH: 2}, 1: {A.FISH: 1}}, players=3, first=2)
    s = set_player(s, 0, boat="0,1")
    s = set_player(s, 2, boat="0,1")
    assert s.to_act == 2
    assert legal(s, Fish(2))
    s1 = vanuatu.apply(s, Fish(2))
    # P0 now has the only stack with the most markers left on Fish
    assert s1.to_act == 0 and legal(s1, Fish(0))


def test_R5_1_more_markers_win_and_lower_never_holds() -> None:
    s = acting({0: {A.FISH: 3}, 2: {A.FISH: 2}, 1: {A.FISH: 1}}, players=3, first=2)
    s = set_player(s, 2, boat="0,1")
    assert rule(s, Fish(2)) == "R5.1"
    assert names(vanuatu.legal_moves(s)) >= {"P2 retrieve fish"}
    s = attrs.evolve(s, to_act=1)
    assert rule(s, Fish(1)) == "R5.1"


# -- R5.2 turns ---------------------------------------------------------------


def test_R5_2_turns_in_order_skipping_players_without_markers() -> None:
    s = acting({0: {A.REST: 1}, 2: {A.REST: 1, A.DRAW: 1}}, players=4, first=0, keep=False)
    s = vanuatu.apply(s, Rest(0, "vatu"))
    assert s.to_act == 2  # P1 has no markers
    s = vanuatu.apply(s, Rest(2, "first"))
    assert s.to_act == 2  # nobody else has markers


def test_R5_2_a_player_with_markers_cannot_pass() -> None:
    s = acting({0: {A.BUILD: 1}}, players=3)
    s = set_player(s, 0, vatus=0)
    moves = vanuatu.legal_moves(s)
    assert moves and all(m.player == 0 for m in moves)
    assert names(moves) == {"P0 retrieve build"}


# -- R5.3, R5.4 performing and retrieving -------------------------------------


def test_R5_3_action_possible_only_with_the_bonus_may_be_taken_back() -> None:
    # R1.8: a bonus is never required, so an action that only the bonus makes
    # possible is not forced
    s = acting({0: {A.BUILD: 1}})
    s = set_player(s, 0, vatus=1, character="builder")
    assert names(vanuatu.legal_moves(s)) == {"P0 build 0,0 +bonus", "P0 retrieve build"}
    s1 = vanuatu.apply(s, Retrieve(0, A.BUILD))
    assert s1.players[0].vatus == 1 and s1.players[0].bonus_ready
    # with 3 Vatus the build is possible without the bonus: it must be performed
    s3 = set_player(s, 0, vatus=3)
    assert names(vanuatu.legal_moves(s3)) == {"P0 build 0,0", "P0 build 0,0 +bonus"}
    assert rule(s3, Retrieve(0, A.BUILD)) == "R5.3"


def test_R5_3_possible_majority_must_be_performed() -> None:
    s = acting({0: {A.FISH: 1}})
    s = set_player(s, 0, boat="0,1")
    v = vanuatu.explain(s, Retrieve(0, A.FISH))
    assert v is not None and v.rule == "R5.3" and "must be performed" in v.reason
    s1 = vanuatu.apply(s, Fish(0))
    assert s1.players[0].markers[A.FISH] == 0 and s1.players[0].fish == (2,)


def test_R5_3_impossible_majority_taken_back_without_effect() -> None:
    s = acting({0: {A.BUILD: 2}, 1: {A.REST: 1}})
    s = set_player(s, 0, vatus=0)
    assert names(vanuatu.legal_moves(s)) == {"P0 retrieve build"}
    s1 = vanuatu.apply(s, Retrieve(0, A.BUILD))
    assert s1.players[0].markers[A.BUILD] == 0 and s1.players[0].vatus == 0
    assert s1.space("0,0").huts == ()


def test_R5_3_may_resolve_another_majority_first() -> None:
    s = acting({0: {A.BUILD: 1, A.FISH: 1}, 1: {A.REST: 1}})
    s = set_player(s, 0, vatus=0, boat="0,1")
    moves = names(vanuatu.legal_moves(s))
    assert moves == {"P0 retrieve build", "P0 fish"}


def test_R5_4_no_majority_take_back_any_stack_without_effect() -> None:
    s = acting({0: {A.FISH: 1, A.DRAW: 1}, 1: {A.FISH: 2, A.DRAW: 2}}, players=3, first=0)
    assert names(vanuatu.legal_moves(s)) == {"P0 retrieve fish", "P0 retrieve draw"}
    s1 = vanuatu.apply(s, Retrieve(0, A.DRAW))
    assert s1.players[0].markers[A.DRAW] == 0 and s1.players[0].pp == 0
    assert rule(s, Draw(0, "0,0")) == "R5.1"


def test_R5_4_majority_holder_may_not_retrieve_a_non_majority_stack() -> None:
    s = acting({0: {A.FISH: 1, A.DRAW: 1}, 1: {A.FISH: 2}})
    assert rule(s, Retrieve(0, A.FISH)) == "R5.4"


# -- R5.5 Preacher, R5.6 Governor -------------------------------------------


def test_R5_5_preacher_without_majority_performs_one_of_their_stacks() -> None:
    s = acting({0: {A.DRAW: 1}, 1: {A.DRAW: 2}})
    s = set_player(s, 0, character="preacher")
    assert "P0 draw 0,0 +bonus" in names(vanuatu.legal_moves(s))
    s1 = vanuatu.apply(s, Draw(0, "0,0", bonus=True))
    assert s1.players[0].pp == 3 and not s1.players[0].bonus_ready
    assert s1.players[0].markers[A.DRAW] == 0 and s1.players[1].markers[A.DRAW] == 2
    assert rule(s, Draw(0, "0,0")) == "R5.5"


def test_R5_5_preacher_holding_a_majority_may_not_use_the_power() -> None:
    s = acting({0: {A.DRAW: 1, A.REST: 1}, 1: {A.DRAW: 2}})
    s = set_player(s, 0, character="preacher")
    v = vanuatu.explain(s, Draw(0, "0,0", bonus=True))
    assert v is not None and v.rule == "R5.5"


def test_R5_5_preacher_bonus_once() -> None:
    s = acting({0: {A.DRAW: 1}, 1: {A.DRAW: 2}})
    s = set_player(s, 0, character="preacher", bonus_ready=False)
    assert rule(s, Draw(0, "0,0", bonus=True)) == "R3.9"


def test_R5_6_governor_moves_a_stack_and_ends_the_turn() -> None:
    s = acting({0: {A.FISH: 2, A.REST: 1}, 1: {A.REST: 2}})
    s = set_player(s, 0, character="governor")
    s1 = vanuatu.apply(s, Govern(0, A.FISH, A.EXPLORE))
    pl = s1.players[0]
    assert pl.markers[A.EXPLORE] == 2 and pl.markers[A.FISH] == 0 and not pl.bonus_ready
    assert s1.to_act == 1
    assert rule(s1.__class__(**{**attrs.asdict(s1, recurse=False), "to_act": 0}),
                Govern(0, A.EXPLORE, A.FISH)) == "R3.9"


def test_R5_6_governor_onto_a_resolved_space_and_ruling_alternative() -> None:
    s = acting({0: {A.FISH: 2}, 1: {A.REST: 2}})
    s = set_player(s, 0, character="governor")
    s = attrs.evolve(s, resolved=1 << A.DRAW)
    assert legal(s, Govern(0, A.FISH, A.DRAW))
    alt = attrs.evolve(s, options=attrs.evolve(s.options, governor_onto_resolved=False))
    assert rule(alt, Govern(0, A.FISH, A.DRAW)) == "R5.6"


def test_R5_6_only_the_governor_and_from_an_own_stack() -> None:
    s = acting({0: {A.FISH: 2}})
    assert rule(s, Govern(0, A.FISH, A.DRAW)) == "R5.6"
    s = set_player(s, 0, character="governor")
    assert rule(s, Govern(0, A.SAIL, A.DRAW)) == "R5.6"
    assert rule(s, Govern(0, A.FISH, A.FISH)) == "R5.6"


# -- R5.7 - R5.9 --------------------------------------------------------------


def test_R5_7_possible_judged_now_and_treasure_sale_not_forced() -> None:
    s = acting({0: {A.BUILD: 1}, 1: {A.REST: 1}})
    s = set_player(s, 0, vatus=0, treasures=(3,))
    assert "P0 retrieve build" in names(vanuatu.legal_moves(s))
    s1 = vanuatu.apply(s, SellTreasure(0, 3))
    assert s1.to_act == 0
    assert names(vanuatu.legal_moves(s1)) == {"P0 build 0,0"}


def test_R5_8_phase_V_after_every_marker_is_back() -> None:
    s = acting({0: {A.REST: 1}, 1: {A.REST: 1}}, keep=False)
    s = vanuatu.apply(s, Rest(0, "point"))
    assert s.phase == Phase.ACTIONS
    s = vanuatu.apply(s, Rest(1, "vatu"))
    assert s.phase != Phase.ACTIONS and s.round == 2
    assert s.players[0].pp == 1 and s.players[1].vatus == 4


def test_R5_9_rest_bonuses_and_first_player() -> None:
    s = acting({0: {A.REST: 1}, 1: {A.REST: 1}, 2: {A.REST: 1}, 3: {A.REST: 1}})
    s = set_player(s, 1, vatus=9)
    for p, tok in ((0, "point"), (1, "both"), (2, "first"), (3, "vatu")):
        s = vanuatu.apply(s, Rest(p, tok))
    pls = s.players
    assert (pls[0].vatus, pls[0].pp) == (3, 1)
    assert (pls[1].vatus, pls[1].pp) == (0, 6)  # 9 + 1 = 10 -> 5 PP, +1 PP
    assert (pls[3].vatus, pls[3].pp) == (4, 0)
    assert s.first_player == 2
    assert all(p.rest_token is None for p in pls)
    assert set(s.rest_available) == {"first", "vatu", "point", "both"}


def test_R5_9_first_token_in_round_8_counts_for_final_scoring() -> None:
    s = acting({1: {A.REST: 1}}, keep=False)
    s = attrs.evolve(s, round=8, to_act=1)
    s = vanuatu.apply(s, Rest(1, "first"))
    assert s.phase == Phase.OVER and s.first_player == 1
    assert vanuatu.final_scores(s).lines[1].first_player == 3


# -- R6.1 Sail ----------------------------------------------------------------


def test_R6_1_sail_pays_k_and_moves_k_steps() -> None:
    s = acting({0: {A.SAIL: 1}})
    assert names(vanuatu.legal_moves(s)) == {
        "P0 sail 1,1 1", "P0 sail 0,1 2", "P0 sail 1,0 2", "P0 sail 1,1 3"}
    s1 = vanuatu.apply(s, Sail(0, "0,1", 2))
    assert s1.players[0].boat == index(s1, "0,1") and s1.players[0].vatus == 1


def test_R6_1_revisit_ruling_and_alternative() -> None:
    s = acting({0: {A.SAIL: 1}})
    assert legal(s, Sail(0, "1,0", 2))
    alt = attrs.evolve(s, options=attrs.evolve(s.options, sail_revisit=False))
    assert names(vanuatu.legal_moves(alt)) == {"P0 sail 1,1 1", "P0 sail 0,1 2"}
    assert rule(alt, Sail(0, "1,0", 2)) == "R6.1"


def test_R6_1_never_onto_islands_or_empty_spaces_and_at_most_3_steps() -> None:
    s = acting({0: {A.SAIL: 1}})
    s = set_player(s, 0, vatus=9)
    assert rule(s, Sail(0, "0,0", 1)) == "R6.1"
    assert rule(s, Sail(0, "2,0", 1)) == "R6.1"
    assert rule(s, Sail(0, "1,1", 4)) == "R6.1"
    assert rule(s, Sail(0, "1,1", 0)) == "R6.1"


def test_R6_1_navigator_sails_for_free() -> None:
    s = acting({0: {A.SAIL: 1}})
    s = set_player(s, 0, vatus=0, character="navigator")
    assert names(vanuatu.legal_moves(s)) == {
        "P0 sail 1,1 1 +bonus", "P0 sail 0,1 2 +bonus", "P0 sail 1,0 2 +bonus",
        "P0 sail 1,1 3 +bonus", "P0 retrieve sail"}
    s1 = vanuatu.apply(s, Sail(0, "1,1", 3, bonus=True))
    assert s1.players[0].vatus == 0 and s1.players[0].boat == index(s1, "1,1")


def test_R6_1_must_move_if_one_step_can_be_paid() -> None:
    s = acting({0: {A.SAIL: 1}})
    s = set_player(s, 0, vatus=1)
    assert rule(s, Retrieve(0, A.SAIL)) == "R5.3"
    s0 = set_player(s, 0, vatus=0)
    assert names(vanuatu.legal_moves(s0)) == {"P0 retrieve sail"}


# -- R6.2 Build ---------------------------------------------------------------


def test_R6_2_build_costs_3_and_places_a_hut() -> None:
    s = acting({0: {A.BUILD: 1}})
    s1 = vanuatu.apply(s, Build(0, "0,0"))
    assert s1.players[0].vatus == 0 and s1.players[0].huts_left == 7
    assert s1.space("0,0").huts == (0,)


def test_R6_2_builder_pays_1() -> None:
    s = acting({0: {A.BUILD: 1}})
    s = set_player(s, 0, vatus=1, character="builder")
    assert names(vanuatu.legal_moves(s)) == {"P0 build 0,0 +bonus", "P0 retrieve build"}
    s1 = vanuatu.apply(s, Build(0, "0,0", bonus=True))
    assert s1.players[0].vatus == 0 and s1.space("0,0").huts == (0,)


def test_R6_2_full_island_no_hut_left_several_own_huts() -> None:
    s = acting({0: {A.BUILD: 1}})
    s = set_space(s, "0,0", huts=(0, 0))
    assert legal(s, Build(0, "0,0"))  # a third own hut is fine
    full = set_space(s, "0,0", huts=(0, 1, 2))
    assert rule(full, Build(0, "0,0")) == "R6.2"
    none_left = set_player(s, 0, huts_left=0)
    assert rule(none_left, Build(0, "0,0")) == "R6.2"


def test_R6_2_island_must_be_adjacent() -> None:
    s = with_tiles(acting({0: {A.BUILD: 1}}), {"2,1": "C1", "3,1": "A1"})
    v = vanuatu.explain(s, Build(0, "3,1"))
    assert v is not None and "adjacent" in v.reason


# -- R6.3 Explore, R6.4 Fish --------------------------------------------------


def test_R6_3_explore_takes_token_of_value_n() -> None:
    s = acting({0: {A.EXPLORE: 1}})
    s = set_player(s, 0, boat="1,1")
    s1 = vanuatu.apply(s, Explore(0))
    assert s1.players[0].treasures == (2,) and s1.space("1,1").treasure == 1
    s1 = attrs.evolve(set_player(s1, 0, markers={A.EXPLORE: 1}), to_act=0)
    s2 = vanuatu.apply(s1, Explore(0))
    assert s2.players[0].treasures == (1, 2) and s2.space("1,1").treasure == 0


def test_R6_3_no_treasure_no_explore_and_diver_bonus() -> None:
    s = acting({0: {A.EXPLORE: 1}})
    assert names(vanuatu.legal_moves(s)) == {"P0 retrieve explore"}
    assert rule(s, Explore(0)) == "R6.3"
    d = set_player(s, 0, boat="1,1", character="diver", vatus=8)
    s1 = vanuatu.apply(d, Explore(0, bonus=True))
    assert s1.players[0].treasures == (2,)
    assert (s1.players[0].vatus, s1.players[0].pp) == (0, 5)  # 8 + 2 = 10 -> 5 PP


def test_R6_4_fish_takes_token_price_unchanged() -> None:
    s = acting({0: {A.FISH: 1}})
    s = set_player(s, 0, boat="0,1")
    s1 = vanuatu.apply(s, Fish(0))
    assert s1.players[0].fish == (2,) and s1.space("0,1").fish == 1
    assert s1.fish_price == 3


def test_R6_4_fisherman_gains_pp_and_no_fish_no_fishing() -> None:
    s = acting({0: {A.FISH: 1}})
    assert rule(s, Fish(0)) == "R6.4"
    f = set_player(s, 0, boat="0,1", character="fisherman")
    s1 = vanuatu.apply(f, Fish(0, bonus=True))
    assert s1.players[0].pp == 2 and s1.players[0].fish == (2,)


def test_R6_4_first_edition_option_lowers_the_price() -> None:
    s = acting({0: {A.FISH: 1}})
    s = set_player(s, 0, boat="0,1")
    s = attrs.evolve(s, options=attrs.evolve(s.options, fishing_lowers_price=True))
    assert vanuatu.apply(s, Fish(0)).fish_price == 2


# -- R6.5 Sell ----------------------------------------------------------------


def _seller(**player: object) -> vanuatu.GameState:
    s = acting({0: {A.SELL: 1}})
    s = set_space(s, "0,0", huts=(0,))
    return set_player(s, 0, **player)


def test_R6_5_sell_lowers_price_once() -> None:
    s = _seller(fish=(1, 1, 3))
    s1 = vanuatu.apply(s, Sell(0, (1, 3)))
    assert s1.players[0].fish == (1,) and s1.fish_price == 2
    assert (s1.players[0].vatus, s1.players[0].pp) == (5, 5)  # 3 + 12 = 15


def test_R6_5_price_never_below_1() -> None:
    s = attrs.evolve(_seller(fish=(2,)), fish_price=1)
    s1 = vanuatu.apply(s, Sell(0, (2,)))
    assert s1.fish_price == 1 and s1.players[0].vatus == 5


def test_R6_5_any_subset_of_tokens() -> None:
    s = _seller(fish=(1, 2))
    assert names(vanuatu.legal_moves(s)) == {"P0 sell 1", "P0 sell 2", "P0 sell 1 2"}
    assert rule(s, Sell(0, (3,))) == "R6.5"
    assert rule(s, Sell(0, (2, 2))) == "R6.5"


def test_R6_5_needs_own_hut_vendor_does_not() -> None:
    s = _seller(fish=(2,))
    other = set_space(s, "0,0", huts=(1,))
    assert rule(other, Sell(0, (2,))) == "R6.5"
    assert names(vanuatu.legal_moves(other)) == {"P0 retrieve sell"}
    vendor = set_player(other, 0, character="vendor")
    assert names(vanuatu.legal_moves(vendor)) == {"P0 sell 2 +bonus", "P0 retrieve sell"}
    s1 = vanuatu.apply(vendor, Sell(0, (2,), bonus=True))
    assert s1.players[0].vatus == 9 and not s1.players[0].bonus_ready


# -- R6.6 Buy -----------------------------------------------------------------


def _buyer(display: tuple[tuple[int, tuple[int, ...]], ...], **player: object
           ) -> vanuatu.GameState:
    s = acting({0: {A.BUY: 1}})
    s = attrs.evolve(s, demand_display=display)
    return set_player(s, 0, **player)


def test_R6_6_buy_pays_and_exports_to_topmost_tile() -> None:
    # tile 6: kava copra copra; tile 2: kava kava copra
    s = _buyer(((6, ()), (2, ()), (9, ())))
    assert names(vanuatu.legal_moves(s)) == {"P0 buy 0,0 kava", "P0 buy 0,0 copra",
                                             "P0 buy 0,0 beef"}
    s1 = vanuatu.apply(s, Buy(0, "0,0", "copra"))
    assert s1.demand_display[0] == (6, (1,)) and s1.demand_display[1] == (2, ())
    assert (s1.players[0].vatus, s1.players[0].pp) == (1, 3)
    assert s1.space("0,0").cubes == (1, 0, 1)


def test_R6_6_skips_full_slots_and_completion_bonus() -> None:
    s = _buyer(((9, (0, 0, 0)), (2, (0, 1)), (6, ())))
    s1 = vanuatu.apply(s, Buy(0, "0,0", "kava"))
    assert s1.demand_display[1] == (2, (0, 0, 1))
    assert s1.players[0].pp == 1 + 2


def test_R6_6_cube_lost_when_no_tile_needs_it() -> None:
    s = _buyer(((9, ()), (2, ()), (8, ())))
    s1 = vanuatu.apply(s, Buy(0, "0,0", "beef"))
    assert s1.players[0].pp == 0 and s1.players[0].vatus == 0
    assert s1.demand_display == s.demand_display


def test_R6_6_unaffordable_or_absent_cube_refused() -> None:
    s = _buyer(((9, ()), (2, ()), (8, ())), vatus=2)
    assert rule(s, Buy(0, "0,0", "beef")) == "R6.6"
    s = set_space(s, "0,0", cubes=(0, 1, 1))
    assert rule(s, Buy(0, "0,0", "kava")) == "R6.6"
    v = vanuatu.explain(s, Buy(0, "0,0", "gold"))
    assert v is not None and v.rule == "R1.4"


def test_R6_6_buyer_exports_a_second_cube_from_the_supply() -> None:
    s = _buyer(((4, ()), (9, ()), (8, ())), character="buyer")  # 4: copra copra beef
    s1 = vanuatu.apply(s, Buy(0, "0,0", "copra", bonus=True))
    assert s1.demand_display[0] == (4, (1, 1))
    assert (s1.players[0].vatus, s1.players[0].pp) == (1, 6)
    assert s1.space("0,0").cubes == (1, 0, 1)


def test_R6_6_buyer_second_cube_only_if_supply_has_one() -> None:
    s = _buyer(((4, ()), (9, ()), (8, ())), character="buyer")
    # every beef cube out of the supply: 6 on islands
    s = with_tiles(s, {"2,0": "A1"})
    s = set_space(s, "0,0", cubes=(1, 1, 3))
    s = set_space(s, "2,0", cubes=(0, 0, 3))
    # no beef left in the supply for a second cube: the bonus would change nothing (R12.2)
    assert rule(s, Buy(0, "0,0", "beef", bonus=True)) == "R1.8"
    s1 = vanuatu.apply(s, Buy(0, "0,0", "beef"))
    # the first beef goes to tile 4
    assert s1.demand_display[0] == (4, (2,))
    assert s1.players[0].pp == 5


# -- R6.7 Draw, R6.8 Transport, R6.9 Rest -------------------------------------


def test_R6_7_draw_scores_3_artist_5_and_needs_room() -> None:
    s = acting({0: {A.DRAW: 1}})
    s1 = vanuatu.apply(s, Draw(0, "0,0"))
    assert s1.players[0].pp == 3 and s1.space("0,0").drawings == 1
    a = set_player(s, 0, character="artist")
    assert vanuatu.apply(a, Draw(0, "0,0", bonus=True)).players[0].pp == 5
    full = set_space(s, "0,0", drawings=1)
    assert rule(full, Draw(0, "0,0")) == "R6.7"


def test_R6_8_transport_pays_per_hut_of_any_colour() -> None:
    s = acting({0: {A.TRANSPORT: 1}})
    s = attrs.evolve(s, tourists_waiting=2)
    s = set_space(s, "0,0", huts=(1, 2), drawings=1)
    s1 = vanuatu.apply(s, Transport(0, "0,0"))
    assert s1.players[0].vatus == 5 and s1.space("0,0").tourists == 1
    assert s1.tourists_waiting == 1
    g = set_player(s, 0, character="guide")
    s2 = vanuatu.apply(g, Transport(0, "0,0", bonus=True))
    assert (s2.players[0].vatus, s2.players[0].pp) == (5, 2)


def test_R6_8_needs_waiting_tourist_and_room() -> None:
    s = acting({0: {A.TRANSPORT: 1}})
    s = attrs.evolve(s, tourists_waiting=0)
    assert rule(s, Transport(0, "0,0")) == "R6.8"
    s = set_space(attrs.evolve(s, tourists_waiting=1), "0,0", tourists=5)
    assert rule(s, Transport(0, "0,0")) == "R6.8"


def test_R6_9_rest_keeps_one_token_others_stay() -> None:
    s = acting({0: {A.REST: 1}, 1: {A.REST: 1}}, first=0)
    assert names(vanuatu.legal_moves(s)) == {f"P0 rest {t}" for t in
                                             ("first", "vatu", "point", "both")}
    s1 = vanuatu.apply(s, Rest(0, "both"))
    assert s1.players[0].rest_token == "both"
    assert set(s1.rest_available) == {"first", "vatu", "point"}
    assert rule(s1, Rest(1, "both")) == "R6.9"


def test_R6_9_no_token_left_rest_impossible() -> None:
    s = attrs.evolve(acting({0: {A.REST: 1}}), rest_available=())
    assert names(vanuatu.legal_moves(s)) == {"P0 retrieve rest"}


@pytest.mark.parametrize("action", list(Action))
def test_R6_island_and_ocean_actions_need_the_right_position(action: Action) -> None:
    # boat on 0,1 (start-fish): next to the start island; no treasure here
    s = acting({0: {action: 1}})
    s = set_player(s, 0, boat="0,1", fish=(1,), vatus=9)
    s = set_space(s, "0,0", huts=(0,))
    s = attrs.evolve(s, tourists_waiting=1)
    expected_possible = action != Action.EXPLORE
    opts = [m for m in vanuatu.legal_moves(s) if not isinstance(m, Retrieve)]
    assert bool(opts) == expected_possible
    # far from the island: only ocean actions and sail remain
    far = with_tiles(s, {"-1,1": "C1", "-1,2": "E2"})
    far = set_player(far, 0, boat="-1,2")
    far = set_space(far, "-1,2", fish=2)
    opts = [m for m in vanuatu.legal_moves(far) if not isinstance(m, Retrieve)]
    assert bool(opts) == (action in (Action.SAIL, Action.FISH, Action.REST))
