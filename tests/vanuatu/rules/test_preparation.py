"""Phase I, round preparation (R3.1-R3.7) and tile placement (R3.6)."""

from __future__ import annotations

import attrs
import pytest
from positions import base, end_round, legal, names, set_space, with_tiles

import vanuatu
from vanuatu import Phase
from vanuatu.moves import ChanceMove, PlaceTile


def _round1(**changes: object) -> vanuatu.GameState:
    s = base()
    fields: dict[str, object] = dict(
        upcoming=("A1", "B1"),
        tiles_revealed=2,
        demand_display=((9, (0, 0, 0)), (2, (0,)), (3, ())),
        demand_pile=(1, 4, 5, 6, 7, 8, 10),
        tourists_waiting=2,
        tourist_tile=3,
        tourist_pile=(0, 1, 1, 2, 2, 3, 4),
    )
    fields.update(changes)
    return attrs.evolve(s, **fields)  # type: ignore[arg-type]


def test_R3_1_round_advances() -> None:
    s = end_round(_round1())
    assert s.round == 2 and s.phase == Phase.PREPARATION


def test_R3_2_waiting_tourists_leave_and_next_tile_is_revealed() -> None:
    s = _round1()
    from positions import set_player

    from vanuatu.moves import Rest
    s = set_player(s, 0, markers={vanuatu.Action.REST: 1})
    s = attrs.evolve(s, phase=Phase.ACTIONS, step=0, to_act=0)
    s = vanuatu.apply(s, Rest(0, "vatu"))
    # the chance event for the tourist tile is pending; nobody waits any more
    while s.is_chance and vanuatu.chance_outcomes(s)[0][0].event != "tourist":
        s = vanuatu.apply(s, vanuatu.chance_outcomes(s)[0][0])
    assert s.tourists_waiting == 0
    outs = {m.outcome: w for m, w in vanuatu.chance_outcomes(s)}
    assert outs[1] == pytest.approx(2 / 7) and outs[4] == pytest.approx(1 / 7)
    s = vanuatu.apply(s, ChanceMove("tourist", 4))
    assert s.tourists_waiting == 4 and s.tourist_tile == 4
    assert sorted(s.tourist_pile) == [0, 1, 1, 2, 2, 3]


def test_R3_3_filled_demand_tiles_discarded_others_move_up() -> None:
    s = end_round(_round1(), demand=[7])
    assert s.demand_display == ((2, (0,)), (3, ()), (7, ()))
    assert 9 in s.demand_discards
    # the cubes of the discarded tile went back to the supply
    from vanuatu.rules.supply import cube_supply

    assert cube_supply(s)[0] == 10 - 1 - sum(sp.cubes[0] for sp in s.spaces)


def test_R3_3_empty_pile_reshuffles_discards() -> None:
    s = _round1(demand_pile=(), demand_discards=(4, 5, 6, 7, 8, 10, 1))
    s = end_round(s, demand=[9])
    # 9 was just discarded and could be drawn again from the reshuffled pile
    assert s.demand_display[-1] == (9, ())
    assert len(s.demand_display) == 3


def test_R3_4_only_islands_without_cubes_are_refilled() -> None:
    s = with_tiles(_round1(), {"2,1": "A1", "-1,0": "C1"})
    s = set_space(s, "0,0", cubes=(0, 0, 1))
    s = set_space(s, "2,1", cubes=(0, 0, 0))
    s = end_round(s)
    assert s.space("0,0").cubes == (0, 0, 1)  # not topped up
    assert s.space("2,1").cubes == (1, 0, 1)  # A1: kava, beef


def test_R3_5_fish_price_back_to_3() -> None:
    s = end_round(_round1(fish_price=1))
    assert s.fish_price == 3


def test_R3_6_first_player_places_on_spaces_next_to_two_tiles() -> None:
    s = end_round(_round1())
    assert s.to_act == s.first_player == 0
    assert names(vanuatu.legal_moves(s)) == {
        "P0 place A1 2,1", "P0 place A1 1,2", "P0 place B1 -1,0"}


def test_R3_6_island_may_not_touch_island_and_ocean_must_touch_island() -> None:
    s = end_round(_round1())
    v = vanuatu.explain(s, PlaceTile(0, "A1", "-1,0"))
    assert v is not None and v.rule == "R3.6" and "island" in v.reason
    v = vanuatu.explain(s, PlaceTile(0, "B1", "2,1"))
    assert v is not None and v.rule == "R3.6" and "must touch an island" in v.reason
    v = vanuatu.explain(s, PlaceTile(0, "A1", "2,0"))
    assert v is not None and v.rule == "R3.6" and "two placed tiles" in v.reason


def test_R3_6_either_order_and_printed_markers_and_goods() -> None:
    s = end_round(_round1())
    s1 = vanuatu.apply(s, PlaceTile(0, "B1", "-1,0"))
    assert s1.tile_at("-1,0") == "B1"
    assert (s1.space("-1,0").fish, s1.space("-1,0").treasure) == (1, 3)
    assert s1.upcoming == ("A1",) and s1.to_act == 0
    s2 = vanuatu.apply(s, PlaceTile(0, "A1", "1,2"))
    assert s2.space("1,2").cubes == (1, 0, 1)


def test_R3_6_the_tile_that_can_be_placed_by_the_rules_goes_first() -> None:
    s = end_round(with_tiles(_round1(), {"-1,0": "C2"}))
    # B1 (ocean) has no space touching an island; A1 has two
    assert names(vanuatu.legal_moves(s)) == {"P0 place A1 2,1", "P0 place A1 1,2",
                                             "P0 place A1 -1,1"}
    v = vanuatu.explain(s, PlaceTile(0, "B1", "2,1"))
    assert v is not None and v.rule == "R3.6" and "first" in v.reason
    s = vanuatu.apply(s, PlaceTile(0, "A1", "2,1"))
    # now B1 can touch A1
    assert "P0 place B1 2,2" in names(vanuatu.legal_moves(s))


def test_R3_6_tile_without_strict_space_goes_next_to_two_tiles() -> None:
    s = end_round(with_tiles(_round1(upcoming=("B1", "C1")), {"-1,0": "C2"}))
    # neither ocean tile can touch an island: any empty space next to two tiles
    assert names(vanuatu.legal_moves(s)) == {
        f"P0 place {t} {sp}" for t in ("B1", "C1") for sp in ("2,1", "1,2", "-1,1")}


def test_R3_6_placement_refusals_name_the_problem() -> None:
    s = end_round(_round1())
    v = vanuatu.explain(s, PlaceTile(0, "C1", "2,1"))
    assert v is not None and v.rule == "R3.6" and "Volcano" in v.reason
    v = vanuatu.explain(s, PlaceTile(0, "A1", "0,0"))
    assert v is not None and v.rule == "R3.6" and "already holds" in v.reason
    v = vanuatu.explain(s, PlaceTile(0, "A1", "9,9"))
    assert v is not None and v.rule == "R1.2"
    v = vanuatu.explain(s, PlaceTile(1, "A1", "2,1"))
    assert v is not None and "P0" in v.reason


def test_R3_7_next_two_tiles_revealed_after_placement() -> None:
    s = end_round(_round1())
    s = vanuatu.apply(s, PlaceTile(0, "B1", "-1,0"))
    s = vanuatu.apply(s, PlaceTile(0, "A1", "1,2"))
    assert s.is_chance
    outs = {str(m) for m, _ in vanuatu.chance_outcomes(s)}
    assert outs == {"reveal tile C1", "reveal tile C2"}
    s = vanuatu.apply(s, ChanceMove("tile", "C2"))
    s = vanuatu.apply(s, ChanceMove("tile", "D1"))
    assert s.upcoming == ("C2", "D1")
    assert s.phase == Phase.CHARACTERS


def test_R3_7_round_8_places_nothing_and_stack_empty_after_round_7() -> None:
    g = vanuatu.Game(players=4, seed=2)
    rounds_with_placement = set()
    while not g.is_over():
        if g.state.phase == Phase.PREPARATION and not g.state.is_chance:
            rounds_with_placement.add(g.state.round)
        g.play(g.legal_moves()[0])
    assert rounds_with_placement == {2, 3, 4, 5, 6, 7}
    assert all(t is not None for t in g.state.board)
    assert g.state.upcoming == ()


def test_R3_6_legal_check_agrees() -> None:
    s = end_round(_round1())
    for m in vanuatu.legal_moves(s):
        assert legal(s, m)
