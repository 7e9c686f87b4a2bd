"""Free actions (R7): treasure sales (R7.1) and the Beggar (R7.2)."""

from __future__ import annotations

import attrs
from positions import acting, legal, names, planning, set_player

import vanuatu
from vanuatu import Action, Phase
from vanuatu.moves import Beg, SellTreasure, TakeCharacter


def test_R7_1_treasure_sale_at_any_time_also_on_another_players_turn() -> None:
    s = acting({0: {Action.REST: 1}, 2: {Action.REST: 1}}, players=3)
    s = set_player(s, 2, treasures=(1, 2), vatus=9)
    assert s.to_act == 0
    assert names(vanuatu.legal_moves(s, player=2)) == {
        "P2 sell-treasure 1", "P2 sell-treasure 2", "P2 sell-treasure 1 2"}  # R12.12
    s1 = vanuatu.apply(s, SellTreasure(2, 2))
    assert s1.to_act == 0
    assert (s1.players[2].vatus, s1.players[2].pp, s1.players[2].treasures) == (1, 5, (1,))


def test_R7_1_only_held_tokens_and_not_after_the_game() -> None:
    s = set_player(planning(), 1, treasures=(3,))
    v = vanuatu.explain(s, SellTreasure(1, 2))
    assert v is not None and v.rule == "R7.1"
    assert legal(s, SellTreasure(1, 3))
    over = attrs.evolve(s, phase=Phase.OVER)
    assert vanuatu.explain(over, SellTreasure(1, 3)) is not None
    assert vanuatu.legal_moves(over, player=1) == []


def test_R7_1_during_other_phases_and_chance_events() -> None:
    g = vanuatu.Game(players=3, seed=3, auto_chance=False)
    s = attrs.evolve(g.state)
    assert s.is_chance
    s = set_player(s, 1, treasures=(2,))
    assert legal(s, SellTreasure(1, 2))
    c = set_player(vanuatu.Game(players=3, seed=3).state, 2, treasures=(2,))
    assert c.phase == Phase.CHARACTERS and legal(c, SellTreasure(2, 2))


def test_R7_2_beggar_exchanges_1_to_3_pp_once() -> None:
    s = acting({0: {Action.REST: 1}}, players=3)
    s = set_player(s, 1, character="beggar", pp=5, vatus=8)
    assert names(vanuatu.legal_moves(s, player=1)) == {"P1 beg 1", "P1 beg 2", "P1 beg 3"}
    s1 = vanuatu.apply(s, Beg(1, 3))
    assert (s1.players[1].pp, s1.players[1].vatus) == (2 + 5, 1)  # 11 Vatus -> 5 PP, 1
    assert not s1.players[1].bonus_ready
    v = vanuatu.explain(s1, Beg(1, 1))
    assert v is not None and v.rule == "R7.2" and "already used" in v.reason


def test_R7_2_never_more_than_held_nor_more_than_3() -> None:
    s = set_player(planning(), 1, character="beggar", pp=2)
    assert names(vanuatu.legal_moves(s, player=1)) == {"P1 beg 1", "P1 beg 2"}
    assert vanuatu.explain(s, Beg(1, 3)).rule == "R7.2"  # type: ignore[union-attr]
    s = set_player(s, 1, pp=9)
    assert vanuatu.explain(s, Beg(1, 4)).rule == "R7.2"  # type: ignore[union-attr]
    assert vanuatu.explain(s, Beg(1, 0)).rule == "R7.2"  # type: ignore[union-attr]


def test_R7_2_only_the_beggar() -> None:
    s = set_player(planning(), 1, character="builder", pp=5)
    v = vanuatu.explain(s, Beg(1, 1))
    assert v is not None and v.rule == "R7.2" and "Beggar" in v.reason


def test_R7_2_beggar_bonus_ready_from_selection() -> None:
    s = attrs.evolve(planning(players=3), phase=Phase.CHARACTERS, step=0, to_act=0)
    s = set_player(s, 0, pp=4)
    assert vanuatu.explain(s, Beg(0, 1)) is not None
    s = vanuatu.apply(s, TakeCharacter(0, "beggar"))
    assert legal(s, Beg(0, 1))


def test_R7_free_action_of_an_unknown_player_refused() -> None:
    v = vanuatu.explain(planning(players=3), SellTreasure(4, 1))
    assert v is not None and v.rule == "R1.1"
