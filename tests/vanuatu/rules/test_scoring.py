"""End of game and final scoring (R8)."""

from __future__ import annotations

import attrs
from positions import base, set_player, set_space, with_tiles
from random_play import random_game

import vanuatu
from vanuatu import Options, Phase


def _end(**p0: object) -> vanuatu.GameState:
    s = attrs.evolve(base(players=3), phase=Phase.OVER, round=8, first_player=2)
    return set_player(s, 0, **p0)


def test_R8_game_ends_after_round_8() -> None:
    states = random_game(Options(players=4), 5)[0]
    last = states[-1]
    assert last.phase == Phase.OVER and last.round == 8
    assert all(s.round <= 8 for s in states)
    assert vanuatu.legal_moves(last) == []


def test_R8_1_fish_sold_at_1_vatu_per_value_with_conversion() -> None:
    line = vanuatu.final_scores(_end(vatus=8, fish=(2, 3))).lines[0]
    assert line.fish == 5 and line.vatus_left == 3 and line.vatus == 1


def test_R8_2_first_player_gets_3() -> None:
    lines = vanuatu.final_scores(_end()).lines
    assert [ln.first_player for ln in lines] == [0, 0, 3]


def test_R8_3_one_pp_per_3_vatus_left() -> None:
    assert vanuatu.final_scores(_end(vatus=8)).lines[0].vatus == 2
    assert vanuatu.final_scores(_end(vatus=2)).lines[0].vatus == 0


def test_R8_4_treasures_2_pp_per_value() -> None:
    assert vanuatu.final_scores(_end(treasures=(1, 3))).lines[0].treasures == 8


def test_R8_5_huts_2_pp_per_tourist_on_their_island() -> None:
    s = with_tiles(_end(), {"2,1": "A1"})
    s = set_space(s, "0,0", huts=(0, 0, 1), tourists=4)
    s = set_space(s, "2,1", huts=(0,), tourists=1)
    lines = vanuatu.final_scores(s).lines
    assert lines[0].huts == 2 * 4 * 2 + 2 and lines[1].huts == 8
    assert lines[0].huts_on_board == 3


def test_R8_total_is_the_sum_of_the_breakdown() -> None:
    s = _end(vatus=8, fish=(5,), treasures=(3,), pp=10)
    s = set_space(s, "0,0", huts=(0, 0), tourists=4)
    ln = vanuatu.final_scores(s).lines[0]
    assert ln.total == 10 + 5 + 0 + 1 + 6 + 16
    assert ln.total == (ln.pp_in_play + ln.fish + ln.first_player + ln.vatus + ln.treasures
                        + ln.huts + ln.water)


def test_R8_ranking_most_pp_then_huts_then_vatus_then_shared() -> None:
    s = attrs.evolve(base(players=4), phase=Phase.OVER, round=8, first_player=3)
    s = set_player(s, 3, pp=0)
    s = set_player(s, 0, pp=10, vatus=0)
    s = set_player(s, 1, pp=10, vatus=2)   # same total, more Vatus left
    s = set_player(s, 2, pp=10, vatus=0)
    s = set_space(s, "0,0", huts=(2,))     # P2: one hut, no tourists
    f = vanuatu.final_scores(s)
    assert f.totals[:3] == (10, 10, 10)
    assert f.ranking[0] == (2,) and f.ranking[1] == (1,) and f.ranking[2] == (0,)
    s = set_space(s, "0,0", huts=())
    s = set_player(s, 1, vatus=0)
    f = vanuatu.final_scores(s)
    assert f.ranking[0] == (0, 1, 2) and f.winners == (0, 1, 2)
    assert [ln.rank for ln in f.lines] == [1, 1, 1, 4]


def test_R8_end_values_are_data() -> None:
    e = vanuatu.DEFAULT_COMPONENTS.end_scoring
    assert (e.fish_vatus_per_value, e.first_player_pp, e.vatus_per_pp,
            e.treasure_pp_per_value, e.hut_pp_per_tourist) == (1, 3, 3, 2, 2)
