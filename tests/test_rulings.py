"""Cases where RULES.md is silent or options change a rule: the engine's choices."""

from __future__ import annotations

import attrs
from positions import acting, planning, set_player, set_space, with_tiles

import vanuatu
from vanuatu import Action
from vanuatu.moves import Buy, Draw, Fish, Govern, Plan, Rest, Retrieve, Sail, Sell
from vanuatu.rules.actions import action_options, perform


def test_R6_9_a_second_rest_in_one_round_is_impossible() -> None:
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


def test_R4_3_two_players_ignore_the_other_boat_when_planning() -> None:
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
