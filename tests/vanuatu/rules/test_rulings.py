"""The rulings on cases the rulebook does not cover (R12), one test per ruling
named after its id, and the options that change a rule."""

from __future__ import annotations

import random

import attrs
import pytest
from positions import (
    acting,
    base,
    end_round,
    index,
    names,
    planning,
    set_player,
    set_space,
    with_tiles,
)

import vanuatu
from vanuatu import Action, Options, Phase
from vanuatu.moves import (
    Beg,
    Build,
    Buy,
    ChanceMove,
    Draw,
    Fish,
    Govern,
    Plan,
    Rest,
    Retrieve,
    Sail,
    Sell,
    SellTreasure,
    Transport,
)
from vanuatu.rules.actions import action_options, perform


def test_R12_1_a_second_rest_in_one_round_is_impossible() -> None:
    # the Governor moves a stack onto Rest after taking a token (R5.6 ruling)
    s = acting({0: {Action.REST: 1, Action.FISH: 1}, 1: {Action.SAIL: 1, Action.DRAW: 1}},
               players=3, first=2, to_act=0, keep=False)
    s = set_player(s, 0, character="governor", boat="0,1")
    s = set_player(s, 1, boat="1,1")
    for m in (Rest(0, "first"), Sail(1, "1,0", 1), Govern(0, Action.FISH, Action.REST),
              Draw(1, "0,0")):
        s = vanuatu.apply(s, m)
    assert s.to_act == 0 and s.players[0].rest_token == "first"
    assert vanuatu.legal_moves(s)[0] == Retrieve(0, Action.REST)
    v = vanuatu.explain(s, Rest(0, "vatu"))
    assert v is not None and v.rule == "R6.9"
    s = vanuatu.apply(s, Retrieve(0, Action.REST))
    assert s.round == 2 and s.first_player == 0


def test_R6_6_buyer_bonus_only_when_the_supply_has_a_second_cube() -> None:
    s = acting({0: {Action.BUY: 1}})
    s = set_player(s, 0, character="buyer", vatus=3)
    s = set_space(s, "0,0", cubes=(10, 1, 1))  # every kava cube is on the island
    s = attrs.evolve(s, demand_display=((9, ()), (1, ()), (3, ())))
    moves = {str(m) for m in vanuatu.legal_moves(s)}
    assert "P0 buy 0,0 kava" in moves and "P0 buy 0,0 kava +bonus" not in moves
    assert "P0 buy 0,0 copra +bonus" in moves
    v = vanuatu.explain(s, Buy(0, "0,0", "kava", True))
    assert v is not None


def test_R12_4_two_players_ignore_the_other_boat_when_planning() -> None:
    s = planning(players=3, step=6)
    s = attrs.evolve(s, options=vanuatu.Options(players=2), players=s.players[:2],
                     governed=(-1, -1), to_act=0, step=4)
    s = set_player(s, 0, vatus=1, boat="1,0", markers={Action.REST: 2, Action.FISH: 2},
                   in_hand=1)
    s = set_player(s, 1, boat="1,1")
    s = with_tiles(s, {"0,1": None})
    # the only ocean tile next to P0 holds P1's boat: planning ignores it (R4.3) ...
    assert vanuatu.explain(s, Plan(0, (Action.SAIL,))) is None
    # ... but a sail cannot end there (R10.1)
    t = attrs.evolve(s, phase=vanuatu.Phase.ACTIONS)
    assert action_options(t, 0, Action.SAIL) == []
    t = set_player(t, 0, markers={Action.SAIL: 1})
    v = vanuatu.explain(t, Sail(0, "1,1", 1))
    assert v is not None and v.rule == "R10.1"


def test_R4_3_fishing_lowers_price_option_is_exact() -> None:
    s = planning(step=8)
    s = attrs.evolve(s, options=attrs.evolve(s.options, fishing_lowers_price=True))
    s = with_tiles(s, {"1,1": "F2"})
    s = set_space(s, "0,0", huts=(0,), cubes=(0, 0, 1))
    s = set_player(s, 0, vatus=1, boat="1,1", markers={Action.FISH: 2, Action.SELL: 2},
                   in_hand=1)
    s = attrs.evolve(s, to_act=0)
    # fishing lowers the price to 2: selling the 3 gives 1 + 6 = 7 Vatus, enough for beef
    t = perform(perform(s, Fish(0)), Sell(0, (3,)))
    assert t.players[0].vatus == 7
    assert vanuatu.explain(s, Plan(0, (Action.BUY,))) is None
    # at the printed rules (fishing keeps the price), 1 + 9 = 10 -> 0 Vatus: refused
    s2 = attrs.evolve(s, options=attrs.evolve(s.options, fishing_lowers_price=False))
    v = vanuatu.explain(s2, Plan(0, (Action.BUY,)))
    assert v is not None and v.rule == "R4.3"


# -- R12.2 a bonus is declared only where it changes the action ---------------


def _refused_as_useless(state: vanuatu.GameState, move: vanuatu.Move, rule: str) -> None:
    """``move`` is refused citing R1.8 and the action's rule, and its plain form is legal."""
    v = vanuatu.explain(state, move)
    assert v is not None and v.rule == "R1.8", v
    assert f"({rule})" in v.reason and "R12.2" in v.reason
    assert move not in vanuatu.legal_moves(state)
    assert vanuatu.explain(state, attrs.evolve(move, bonus=False)) is None


def test_R12_2_vendor_with_an_own_hut_next_to_the_boat() -> None:
    s = acting({0: {Action.SELL: 1}})
    s = set_player(s, 0, character="vendor", fish=(2,))
    s = set_space(s, "0,0", huts=(0,))
    _refused_as_useless(s, Sell(0, (2,), True), "R6.5")
    # without the hut the bonus is what makes the sale possible
    s = set_space(s, "0,0", huts=())
    assert vanuatu.explain(s, Sell(0, (2,), True)) is None


def test_R12_2_guide_to_an_island_with_no_drawing() -> None:
    s = attrs.evolve(acting({0: {Action.TRANSPORT: 1}}), tourists_waiting=2)
    s = set_player(s, 0, character="guide")
    _refused_as_useless(s, Transport(0, "0,0", True), "R6.8")
    s = set_space(s, "0,0", drawings=1)
    assert vanuatu.explain(s, Transport(0, "0,0", True)) is None


def test_R12_2_buyer_when_the_supply_holds_no_second_cube() -> None:
    s = acting({0: {Action.BUY: 1}})
    s = set_player(s, 0, character="buyer", vatus=3)
    s = set_space(s, "0,0", cubes=(10, 1, 1))  # every kava cube is on the island
    s = attrs.evolve(s, demand_display=((9, ()), (1, ()), (3, ())))
    _refused_as_useless(s, Buy(0, "0,0", "kava", True), "R6.6")


def test_R12_2_builder_building_a_dike_alone() -> None:
    s = acting({0: {Action.BUILD: 1}})
    s = attrs.evolve(s, options=Options(players=4, rising_waters=True))
    s = set_player(s, 0, character="builder", vatus=3)
    _refused_as_useless(s, Build(0, None, True, ("0,0", "0,1")), "R6.2")
    # with a hut the bonus changes its price
    assert vanuatu.explain(s, Build(0, "0,0", True, ("0,0", "0,1"))) is None


def test_R12_2_every_legal_bonus_has_its_own_effect() -> None:
    """Over random games: where a move and its ``+bonus`` form are both legal,
    they lead to different states."""
    checked = 0
    for seed in range(4):
        start = vanuatu.new_game(Options(players=4))
        for state, _ in vanuatu.random_playout(start, random.Random(seed)):
            if state.phase != Phase.ACTIONS or state.is_chance:
                continue
            moves = vanuatu.legal_moves(state)
            for m in moves:
                if getattr(m, "bonus", False) and attrs.evolve(m, bonus=False) in moves:
                    plain = attrs.evolve(m, bonus=False)
                    assert vanuatu.apply(state, m) != vanuatu.apply(state, plain), str(m)
                    checked += 1
    assert checked > 10


# -- R12.3 to R12.12 -----------------------------------------------------------


@pytest.mark.parametrize(("character", "action", "vatus"),
                         [("navigator", Action.SAIL, 0), ("builder", Action.BUILD, 1)])
def test_R12_3_an_action_only_a_bonus_makes_possible_may_be_taken_back(
        character: str, action: Action, vatus: int) -> None:
    s = acting({0: {action: 1}})
    s = set_player(s, 0, character=character, vatus=vatus)
    moves = vanuatu.legal_moves(s)
    assert Retrieve(0, action) in moves
    assert moves and all(m.bonus for m in moves if not isinstance(m, Retrieve))
    # R4.3 still counts the bonus when judging planning
    p = set_player(planning(step=8), 0, character=character, vatus=vatus)
    assert vanuatu.explain(p, Plan(0, (action,))) is None


def test_R12_5_begging_converts() -> None:
    s = acting({1: {Action.FISH: 1}})
    s = set_player(s, 0, character="beggar", vatus=9, pp=2)
    s = vanuatu.apply(s, Beg(0, 1))
    assert (s.players[0].vatus, s.players[0].pp) == (0, 1 + 5)


def test_R12_6_no_space_touches_two_placed_tiles() -> None:
    s = base()
    s = with_tiles(s, {name: None for name in s.options.components.spaces})
    s = with_tiles(s, {"0,0": "start-island", "1,3": "start-fish"})
    s = attrs.evolve(s, upcoming=("B1", "C1"), tiles_revealed=2, demand_pile=(1, 4, 5, 6),
                     demand_display=((9, ()), (2, ()), (3, ())), tourist_pile=(0, 1, 2),
                     tourist_tile=3)
    s = end_round(s)
    assert s.phase == Phase.PREPARATION and not s.is_chance
    # no empty space touches two tiles: the spaces touching one are offered
    near_one = {"1,0", "1,1", "0,1", "-1,0", "0,2", "1,2"}
    assert names(vanuatu.legal_moves(s)) == {
        f"P0 place {t} {sp}" for t in ("B1", "C1") for sp in near_one}


def test_R12_7_rising_waters_hut_and_dike_on_different_islands() -> None:
    s = acting({0: {Action.BUILD: 1}})
    s = attrs.evolve(s, options=Options(players=4, rising_waters=True))
    s = with_tiles(s, {"2,0": "A1"})
    s = set_player(s, 0, vatus=4)
    move = Build(0, "2,0", False, ("0,0", "1,1"))
    assert vanuatu.explain(s, move) is None
    after = vanuatu.apply(s, move)
    assert after.space("2,0").huts == (0,) and after.space("0,0").dikes == (index(s, "1,1"),)
    # a submerged island is not refilled
    sunk = set_space(s, "2,0", water=5, cubes=(0, 0, 0))
    sunk = end_round(sunk)
    assert sunk.space("2,0").cubes == (0, 0, 0)


def test_R12_8_the_two_player_offer_is_a_set() -> None:
    any_order = vanuatu.parse_move("reveal characters fisherman diver builder beggar artist")
    canonical = vanuatu.parse_move("reveal characters artist beggar builder diver fisherman")
    assert any_order == canonical
    assert str(any_order) == "reveal characters fisherman diver builder artist beggar"
    game = vanuatu.Game(players=2, seed=3, auto_chance=False)
    while game.state.pending_chance != "characters":
        if game.state.is_chance:
            game.play_chance()
        else:
            game.play(game.legal_moves()[0])
    offer = vanuatu.chance_outcomes(game.state)[0][0]
    shuffled = ChanceMove("characters", tuple(reversed(offer.outcome)))  # type: ignore[arg-type]
    game.play(f"reveal characters {' '.join(reversed(offer.outcome))}")  # type: ignore[arg-type]
    assert game.moves[-1] == offer == shuffled
    assert set(game.state.offered) == set(offer.outcome)  # type: ignore[arg-type]


def test_R12_9_without_characters_with_two_players_is_refused() -> None:
    with pytest.raises(vanuatu.OptionsError, match=r"R10\.2"):
        Options(players=2, characters=False)


def test_R12_10_tie_break_vatus_counted_after_the_fish_sale() -> None:
    s = attrs.evolve(base(players=3), phase=Phase.OVER, round=8, first_player=2)
    s = set_player(s, 0, pp=10, vatus=2, fish=(3,))  # 2 + 3 = 5 Vatus after R8.1
    s = set_player(s, 1, pp=10, vatus=4)
    f = vanuatu.final_scores(s)
    assert f.totals[0] == f.totals[1] == 11  # R8.3 spends none: 5 // 3 == 4 // 3
    assert (f.lines[0].vatus_left, f.lines[1].vatus_left) == (5, 4)
    assert f.lines[0].rank == 1 and f.lines[1].rank == 2


def test_R12_11_demand_tiles_discarded_in_the_same_phase_can_be_drawn_at_once() -> None:
    s = base()
    s = attrs.evolve(s, upcoming=("A1", "B1"), tiles_revealed=2, demand_pile=(),
                     demand_discards=(4, 5, 6, 7, 8, 10, 1),
                     demand_display=((9, (0, 0, 0)), (2, (0,)), (3, ())),
                     tourist_pile=(0, 1, 2), tourist_tile=3)
    s = end_round(s, demand=[9])
    assert s.demand_display[-1] == (9, ())


def test_R12_12_several_treasures_in_one_sale() -> None:
    s = acting({1: {Action.FISH: 1}})
    s = set_player(s, 2, vatus=6, treasures=(2, 3, 3))
    at_once = vanuatu.apply(s, vanuatu.parse_move("P2 sell-treasure 3 2"))
    one_by_one = vanuatu.apply(vanuatu.apply(s, SellTreasure(2, 2)), SellTreasure(2, 3))
    assert at_once == one_by_one
    assert (at_once.players[2].vatus, at_once.players[2].pp, at_once.players[2].treasures) == (
        1, 5, (3,))
    assert str(SellTreasure(2, (3, 2))) == "P2 sell-treasure 2 3"
    assert SellTreasure(2, (3, 2)) in vanuatu.legal_moves(s, player=2)
    v = vanuatu.explain(s, SellTreasure(2, (2, 2)))
    assert v is not None and v.rule == "R7.1"
    assert "no (further) treasure token of value 2" in v.reason
