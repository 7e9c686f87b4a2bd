"""The worked examples of RULES.md R11, one test each."""

from __future__ import annotations

import attrs
from positions import acting, legal, names, planning, set_player, set_space

import vanuatu
from vanuatu import Action, Phase
from vanuatu.moves import Buy, Draw, Fish, Govern, Plan, Retrieve, Sell, SellTreasure

A = Action


def test_R11_1_conversion_on_a_fish_sale() -> None:
    s = acting({0: {A.SELL: 1}})
    s = set_space(s, "0,0", huts=(0,))
    s = set_player(s, 0, vatus=3, fish=(1, 2))
    s = vanuatu.apply(s, Sell(0, (1, 2)))
    assert (s.players[0].vatus, s.players[0].pp) == (2, 5)
    assert s.fish_price == 2


def test_R11_2_planning_with_the_conversion() -> None:
    s = planning()
    s = set_player(s, 0, vatus=1, fish=(3,))
    s = set_space(s, "0,0", huts=(0,), cubes=(0, 0, 1))
    sell_buy = Plan(0, (A.SELL, A.BUY))
    v = vanuatu.explain(s, sell_buy)
    assert v is not None and v.rule == "R4.3" and v.reason.startswith("buy cannot be planned")
    # with a marker already on Sail: sail 1,0 -> 1,1 (still next to 0,0) spends the Vatu
    with_sail = set_player(s, 0, markers={A.SAIL: 1}, in_hand=4)
    with_sail = attrs.evolve(with_sail, step=4)
    assert legal(with_sail, sell_buy)
    # with the price at 2: 1 + 6 = 7 Vatus
    assert legal(attrs.evolve(s, fish_price=2), sell_buy)


def test_R11_3_planning_a_prerequisite() -> None:
    s = set_space(planning(), "0,0", huts=(0,))
    v = vanuatu.explain(s, Plan(0, (A.SELL, A.REST)))
    assert v is not None and v.rule == "R4.3"
    at_fish = set_player(s, 0, boat="0,1")
    assert legal(at_fish, Plan(0, (A.FISH, A.SELL)))
    assert legal(at_fish, Plan(0, (A.SELL, A.FISH)))  # either order, the same move
    # from start-blank the boat must sail to the fish first
    assert not legal(s, Plan(0, (A.FISH, A.SELL)))
    sailing = attrs.evolve(set_player(s, 0, markers={A.SAIL: 1}, in_hand=4), step=4)
    assert legal(sailing, Plan(0, (A.FISH, A.SELL)))


def test_R11_4_majority() -> None:
    marks = {0: {A.FISH: 2}, 2: {A.FISH: 2}, 1: {A.FISH: 1}}
    s = acting(marks, players=3, first=2)
    s = attrs.evolve(s, players=tuple(
        attrs.evolve(p, boat=s.options.components.space_index["0,1"]) for p in s.players))
    assert s.turn_order() == (2, 0, 1)
    assert legal(s, Fish(2))
    p0 = attrs.evolve(s, to_act=0)
    assert vanuatu.explain(p0, Fish(0)).rule == "R5.1"  # type: ignore[union-attr]
    s3 = set_player(p0, 0, markers={A.FISH: 3})
    assert legal(s3, Fish(0))
    for st in (s, s3):
        p1 = attrs.evolve(st, to_act=1)
        assert vanuatu.explain(p1, Fish(1)).rule == "R5.1"  # type: ignore[union-attr]


def test_R11_5_retrieval() -> None:
    s = acting({0: {A.BUILD: 1, A.FISH: 1}})
    s = set_player(s, 0, vatus=0, boat="0,1")
    assert names(vanuatu.legal_moves(s)) == {"P0 fish", "P0 retrieve build"}
    v = vanuatu.explain(s, Retrieve(0, A.FISH))
    assert v is not None and v.rule == "R5.3"
    kept = vanuatu.apply(s, Fish(0))
    assert kept.players[0].markers[A.BUILD] == 1


def test_R11_6_buyer() -> None:
    s = acting({0: {A.BUY: 1}})
    # tile 2 (kava kava copra) with its copra already delivered: it needs kava, kava
    s = attrs.evolve(s, demand_display=((2, (1,)), (9, ()), (8, ())))
    s = set_player(s, 0, character="buyer", vatus=1)
    s = vanuatu.apply(s, Buy(0, "0,0", "kava", bonus=True))
    assert s.players[0].pp == 4 and s.players[0].vatus == 0
    assert s.demand_display[0] == (2, (0, 0, 1))


def test_R11_7_preacher() -> None:
    s = acting({0: {A.DRAW: 1}, 1: {A.DRAW: 2}})
    s = set_player(s, 0, character="preacher")
    assert legal(s, Draw(0, "0,0", bonus=True))
    holding = set_player(s, 0, markers={A.DRAW: 1, A.REST: 1})
    v = vanuatu.explain(holding, Draw(0, "0,0", bonus=True))
    assert v is not None and v.rule == "R5.5"


def test_R11_8_governor() -> None:
    s = acting({0: {A.FISH: 2}, 1: {A.REST: 1}})
    s = set_player(s, 0, character="governor")
    s = vanuatu.apply(s, Govern(0, A.FISH, A.EXPLORE))
    pl = s.players[0]
    assert pl.markers[A.EXPLORE] == 2 and pl.markers[A.FISH] == 0
    assert not pl.bonus_ready and s.to_act == 1


def test_R11_9_free_treasure_sale() -> None:
    s = acting({0: {A.FISH: 1}, 2: {A.REST: 1}}, players=3)
    s = set_player(s, 2, treasures=(2,), vatus=9)
    assert s.to_act == 0
    s = vanuatu.apply(s, SellTreasure(2, 2))
    assert (s.players[2].vatus, s.players[2].pp) == (1, 5)
    assert s.to_act == 0 and s.phase == Phase.ACTIONS


def test_R11_10_end_scoring() -> None:
    s = attrs.evolve(acting({}, players=3, keep=False), phase=Phase.OVER, round=8, first_player=1)
    s = set_player(s, 0, vatus=8, fish=(2, 3))
    line = vanuatu.final_scores(s).lines[0]
    assert (line.fish, line.vatus_left, line.vatus) == (5, 3, 1)
    s = set_player(s, 0, treasures=(3,))
    assert vanuatu.final_scores(s).lines[0].treasures == 6
    s = set_space(s, "0,0", huts=(0, 0), tourists=4)
    line = vanuatu.final_scores(s).lines[0]
    assert line.huts == 16
    assert line.total == 5 + 1 + 6 + 16
