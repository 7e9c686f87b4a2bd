"""The official variations (R10): two players, without characters, Rising Waters."""

from __future__ import annotations

import random

import attrs
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from positions import base, index, set_player, set_space, with_tiles
from random_play import OTHER_VARIANTS as VARIANTS

import vanuatu
from vanuatu import Action, Options, Phase
from vanuatu.moves import (
    Build,
    ChanceMove,
    Explore,
    Fish,
    PlaceNeutral,
    Retrieve,
    Sail,
    TakeCharacter,
)
from vanuatu.rules.turns import majority_holder
from vanuatu.rules.waters import flood


def play_to(options: Options, seed: int, stop: object) -> vanuatu.GameState:
    """Play random legal moves from a seeded game until ``stop(state)`` holds."""
    rng = random.Random(seed)
    s = vanuatu.new_game(options)
    while not stop(s):  # type: ignore[operator]
        assert not s.is_over, "game ended before the position was reached"
        if s.is_chance:
            m = vanuatu.sample_chance(s, rng)
        else:
            m = rng.choice(vanuatu.legal_moves(s))
        s = vanuatu.apply(s, m)
    return s


def two_player_base() -> vanuatu.GameState:
    """Round 1 of a two-player game in Phase IV, on the known start board."""
    s = base(players=3)
    s = attrs.evolve(
        s,
        options=Options(players=2),
        players=s.players[:2],
        governed=(-1, -1),
    )
    return s


# -- R10.1 two players ------------------------------------------------------


def test_R10_1_neutral_markers_two_then_three_before_characters() -> None:
    s = play_to(Options(players=2), 1, lambda s: s.phase == Phase.NEUTRAL)
    first = s.first_player
    assert s.to_act == first
    moves = vanuatu.legal_moves(s)
    assert all(isinstance(m, PlaceNeutral) and len(m.actions) == 2 for m in moves
               if isinstance(m, PlaceNeutral))
    assert len([m for m in moves if isinstance(m, PlaceNeutral)]) == 45
    bad = PlaceNeutral(first, (Action.FISH,) * 3)
    v = vanuatu.explain(s, bad)
    assert v is not None and v.rule == "R10.1"
    s = vanuatu.apply(s, PlaceNeutral(first, (Action.FISH, Action.FISH)))
    assert s.to_act == 1 - first
    s = vanuatu.apply(s, PlaceNeutral(1 - first, (Action.SAIL, Action.BUY, Action.BUY)))
    assert s.neutral[Action.FISH] == 2 and s.neutral[Action.BUY] == 2
    assert s.neutral[Action.SAIL] == 1
    # then five characters are drawn at random (a chance event)
    assert s.phase == Phase.CHARACTERS and s.is_chance
    outs = vanuatu.chance_outcomes(s)
    assert all(o.event == "characters" and len(o.outcome) == 5 for o, _ in outs)
    assert abs(sum(p for _, p in outs) - 1) < 1e-9


def test_R10_1_characters_offered_not_those_of_last_round() -> None:
    s = play_to(Options(players=2), 2, lambda s: s.round == 2 and s.phase == Phase.CHARACTERS)
    before = set(s.offered_before)
    assert len(before) == 5
    outs = vanuatu.chance_outcomes(s)
    assert len(outs) == 6  # 5 of the 6 characters not offered in round 1
    for o, _ in outs:
        assert not before & set(o.outcome)  # type: ignore[arg-type]
    s = vanuatu.apply(s, outs[0][0])
    offered = s.offered
    takes = [m for m in vanuatu.legal_moves(s) if isinstance(m, TakeCharacter)]
    assert {m.character for m in takes} == set(offered)
    not_offered = next(c for c in vanuatu.CHARACTERS if c not in offered)
    v = vanuatu.explain(s, TakeCharacter(s.to_act, not_offered))
    assert v is not None and v.rule in ("R10.1", "R3.8")


def test_R10_1_characters_discarded_at_end_of_round() -> None:
    s = play_to(Options(players=2), 3, lambda s: s.round == 2)
    assert all(p.character is None for p in s.players)


def test_R10_1_majority_needs_more_than_neutral_stack() -> None:
    s = two_player_base()
    s = set_player(s, 0, markers={Action.FISH: 2})
    s = attrs.evolve(s, neutral=(0, 0, 0, 2, 0, 0, 0, 0, 0))
    assert majority_holder(s, Action.FISH) is None
    s = set_player(s, 0, markers={Action.FISH: 3})
    assert majority_holder(s, Action.FISH) == 0


def test_R10_1_equal_to_neutral_is_enough_on_own_character_action() -> None:
    s = two_player_base()
    s = attrs.evolve(s, neutral=(0, 0, 0, 2, 0, 0, 0, 0, 0))
    s = set_player(s, 0, markers={Action.FISH: 2}, character="fisherman")
    assert majority_holder(s, Action.FISH) == 0
    s = set_player(s, 0, character="diver")
    assert majority_holder(s, Action.FISH) is None


def test_R10_1_equal_to_neutral_is_enough_where_the_governor_moved_a_stack() -> None:
    s = two_player_base()
    s = attrs.evolve(s, neutral=(0, 0, 2, 0, 0, 0, 0, 0, 0))
    s = set_player(s, 0, markers={Action.FISH: 2}, character="governor", in_hand=0)
    s = set_player(s, 1, markers={Action.SAIL: 1}, in_hand=0)
    s = attrs.evolve(s, phase=Phase.ACTIONS, to_act=0, first_player=0)
    assert majority_holder(s, Action.EXPLORE) is None
    s = vanuatu.apply(s, vanuatu.parse_move("P0 govern fish explore"))
    assert majority_holder(s, Action.EXPLORE) == 0


def test_R10_1_majority_refusal_names_the_neutral_rule() -> None:
    s = two_player_base()
    s = attrs.evolve(s, neutral=(0, 0, 0, 0, 0, 0, 0, 0, 2), phase=Phase.ACTIONS, to_act=0)
    s = set_player(s, 0, markers={Action.REST: 1, Action.SAIL: 1}, in_hand=0)
    s = set_player(s, 1, markers={Action.BUY: 1}, in_hand=0)
    v = vanuatu.explain(s, vanuatu.parse_move("P0 rest vatu"))
    assert v is not None and v.rule == "R10.1"


def test_R10_1_a_boat_may_not_end_a_sail_on_the_other_boat() -> None:
    s = two_player_base()
    s = set_player(s, 0, markers={Action.SAIL: 1}, in_hand=0)
    s = set_player(s, 1, boat="1,1")
    s = attrs.evolve(s, phase=Phase.ACTIONS, to_act=0)
    v = vanuatu.explain(s, Sail(0, "1,1", 1))
    assert v is not None and v.rule == "R10.1"
    # passing through is allowed: 1,0 -> 1,1 -> 0,1
    assert vanuatu.explain(s, Sail(0, "0,1", 2)) is None


def test_R10_1_four_value_tourist_tile_removed() -> None:
    s = vanuatu.new_game(Options(players=2))
    assert 4 not in s.tourist_pile and len(s.tourist_pile) == 8


# -- R10.2 without characters ----------------------------------------------


def test_R10_2_no_character_phase_and_no_bonus() -> None:
    s = play_to(Options(players=3, characters=False), 1, lambda s: s.phase == Phase.PLANNING)
    assert all(p.character is None and not p.bonus_ready for p in s.players)
    s = play_to(Options(players=3, characters=False), 1, lambda s: s.is_over)
    assert all(p.character is None for p in s.players)


def test_R10_2_is_for_three_to_five_players() -> None:
    with pytest.raises(vanuatu.OptionsError, match=r"R10\.2"):
        Options(players=2, characters=False)


# -- R10.3 Rising Waters ----------------------------------------------------


def rw_acting() -> vanuatu.GameState:
    s = base(players=3)
    s = attrs.evolve(s, options=Options(players=3, rising_waters=True), phase=Phase.ACTIONS)
    return s


def test_R10_3_die_rolled_in_rounds_2_4_6_8() -> None:
    opts = Options(players=3, rising_waters=True)
    rolls = []
    rng = random.Random(4)
    s = vanuatu.new_game(opts)
    while not s.is_over:
        if s.is_chance:
            outs = vanuatu.chance_outcomes(s)
            if outs[0][0].event == "die":
                assert [o.outcome for o, _ in outs] == [1, 2, 3, 4, 5, 6]
                rolls.append(s.round)
            m = vanuatu.sample_chance(s, rng)
        else:
            m = rng.choice(vanuatu.legal_moves(s))
        s = vanuatu.apply(s, m)
    assert rolls == [2, 4, 6, 8][: len(rolls)] and (s.defeat or rolls == [2, 4, 6, 8])


def test_R10_3_flood_after_that_many_performed_actions() -> None:
    s = rw_acting()
    s = set_player(s, 0, markers={Action.FISH: 1, Action.SAIL: 1}, in_hand=0, boat="0,1")
    s = set_player(s, 1, markers={Action.BUILD: 1}, in_hand=0, vatus=0)
    s = attrs.evolve(s, flood_in=2, to_act=0)
    s = vanuatu.apply(s, Fish(0))
    assert s.flood_in == 1 and s.space("0,0").water == 0
    # a retrieval without effect does not count
    s = vanuatu.apply(s, Retrieve(1, Action.BUILD))
    assert s.flood_in == 1
    s = vanuatu.apply(s, Sail(0, "1,1", 1))
    assert s.flood_in is None
    # the start island touches the three start ocean tiles: 3 water
    assert s.space("0,0").water == 3


def test_R10_3_dikes_protect_a_side() -> None:
    s = rw_acting()
    s = set_space(s, "0,0", dikes=(index(s, "1,0"), index(s, "0,1")))
    s = flood(s)
    assert s.space("0,0").water == 1


def test_R10_3_submerged_island_loses_everything_and_cannot_be_used() -> None:
    s = rw_acting()
    s = set_space(s, "0,0", water=4, huts=(0, 1), drawings=1, tourists=2)
    s = set_player(s, 0, markers={Action.DRAW: 1}, in_hand=0)
    s = flood(s)
    sp = s.space("0,0")
    assert sp.water == 5 and sp.huts == () and sp.cubes == (0, 0, 0)
    assert sp.tourists == 0 and sp.drawings == 0
    assert s.players[0].huts_left == 8  # huts on a submerged island do not return
    s = attrs.evolve(s, to_act=0)
    assert vanuatu.parse_move("P0 draw 0,0") not in vanuatu.legal_moves(s)


def test_R10_3_three_submerged_islands_defeat_everyone() -> None:
    s = rw_acting()
    s = with_tiles(s, {"2,1": "D1", "-1,1": "A1", "1,2": "C1", "2,0": "B1"})
    for isl in ("0,0", "2,1", "-1,1"):
        s = set_space(s, isl, water=4)
    s = flood(s)
    assert s.defeat and s.phase == Phase.OVER
    scores = vanuatu.final_scores(s)
    assert scores.defeat and scores.winners == ()


def test_R10_3_build_a_hut_and_a_dike_or_a_dike_alone() -> None:
    s = rw_acting()
    s = set_player(s, 0, markers={Action.BUILD: 1}, in_hand=0, vatus=4)
    s = attrs.evolve(s, to_act=0)
    moves = {str(m) for m in vanuatu.legal_moves(s)}
    assert "P0 build 0,0" in moves
    assert "P0 build 0,0 dike 0,0 1,1" in moves
    assert "P0 build dike 0,0 0,1" in moves
    s2 = vanuatu.apply(s, vanuatu.parse_move("P0 build 0,0 dike 0,0 1,1"))
    assert s2.players[0].vatus == 0 and s2.space("0,0").dikes == (index(s, "1,1"),)
    s3 = vanuatu.apply(s, vanuatu.parse_move("P0 build dike 0,0 0,1"))
    assert s3.players[0].vatus == 3 and s3.space("0,0").huts == ()
    # a side with a dike cannot take another
    s4 = set_space(s, "0,0", dikes=(index(s, "0,1"),))
    v = vanuatu.explain(s4, vanuatu.parse_move("P0 build dike 0,0 0,1"))
    assert v is not None and v.rule == "R10.3"


def test_R10_3_dikes_only_with_rising_waters() -> None:
    s = base(players=3)
    s = set_player(s, 0, markers={Action.BUILD: 1}, in_hand=0, vatus=4)
    s = attrs.evolve(s, phase=Phase.ACTIONS, to_act=0)
    v = vanuatu.explain(s, vanuatu.parse_move("P0 build dike 0,0 0,1"))
    assert v is not None and v.rule == "R10.3"


def test_R10_3_end_of_game_water_penalty() -> None:
    s = rw_acting()
    s = set_space(s, "0,0", water=3, huts=(0, 0), tourists=1)
    line = vanuatu.final_scores(s).lines[0]
    assert line.water == -2 * 5
    assert line.huts == 2 * 2


def test_R10_3_planning_a_dike_alone_makes_build_plannable() -> None:
    s = rw_acting()
    s = set_player(s, 0, vatus=1, huts_left=0, in_hand=5, markers={})
    s = attrs.evolve(s, phase=Phase.PLANNING, step=0, to_act=0)
    s = attrs.evolve(s, step=2 * 3)  # the one-marker pass
    assert vanuatu.explain(s, vanuatu.parse_move("P0 plan build")) is None
    s = set_player(s, 0, vatus=0)
    v = vanuatu.explain(s, vanuatu.parse_move("P0 plan build"))
    assert v is not None and v.rule == "R4.3"


def test_R10_3_build_without_dike_options_is_R6_2() -> None:
    s = rw_acting()
    s = set_player(s, 0, markers={Action.BUILD: 1}, in_hand=0, vatus=0)
    s = attrs.evolve(s, to_act=0)
    assert vanuatu.legal_moves(s)[0] == Retrieve(0, Action.BUILD)


# -- random play under every variant ------------------------------------------



def _variant_id(o: Options) -> str:
    return f"{o.players}p-{'-'.join(o.variant_words)}"


@pytest.mark.parametrize("options", VARIANTS, ids=_variant_id)
@given(seed=st.integers(0, 2**32 - 1))
@settings(max_examples=4, deadline=None)
def test_random_play_under_variants(options: Options, seed: int) -> None:
    rng = random.Random(seed)
    s = vanuatu.new_game(options)
    moves = 0
    while not s.is_over:
        legal = vanuatu.legal_moves(s)
        assert legal, f"no legal move in {s.phase.word}"
        if s.is_chance:
            outs = vanuatu.chance_outcomes(s)
            assert abs(sum(p for _, p in outs) - 1) < 1e-9
            m = vanuatu.sample_chance(s, rng)
        else:
            m = rng.choice(legal)
            assert vanuatu.explain(s, m) is None, str(m)
            assert vanuatu.parse_move(str(m)) == m
        before = s
        s = vanuatu.apply(s, m)
        assert before is not s
        for p in s.players:
            assert 0 <= p.vatus <= 9
        moves += 1
    assert s.defeat or s.round == 8
    scores = vanuatu.final_scores(s)
    if s.defeat:
        assert options.rising_waters and scores.winners == ()
    else:
        assert scores.winners


def test_explore_is_unaffected_by_variants() -> None:
    s = rw_acting()
    s = set_player(s, 0, markers={Action.EXPLORE: 1}, in_hand=0, boat="1,1")
    s = attrs.evolve(s, to_act=0)
    assert vanuatu.explain(s, Explore(0)) is None
    assert ChanceMove("die", 3).outcome == 3
    assert str(Build(0, None, False, ("0,0", "1,1"))) == "P0 build dike 0,0 1,1"


def test_R10_3_defeat_counts_islands_submerged_by_earlier_floods() -> None:
    s = rw_acting()
    s = with_tiles(s, {"2,1": "D1", "2,0": "B2", "2,2": "C1", "-1,1": "A1", "-1,0": "E1"})
    s = set_space(s, "0,0", water=5, cubes=(0, 0, 0))
    s = set_space(s, "2,1", water=5, cubes=(0, 0, 0))
    s = set_space(s, "-1,1", water=4)
    s = flood(s)
    assert s.defeat and s.phase == Phase.OVER


def test_R10_3_submerged_island_is_not_replenished() -> None:
    from vanuatu.rules.preparation import replenish

    s = set_space(rw_acting(), "0,0", water=5, cubes=(0, 0, 0))
    assert replenish(s).space("0,0").cubes == (0, 0, 0)
