"""One example per rule id of VW5 to VW12 (docs/vapor_willie/rules.rst)."""

from __future__ import annotations

import attrs
from vapor_willie_play import base, counts, play, player, rule

import vapor_willie as vw
from vapor_willie.state import Step


def test_VW5_1_a_point_is_obeyed_however_the_boat_gets_there() -> None:
    state = play(player(base(), 0, character="rata"), "P0 rata 9")
    assert state.boat == "9" and state.players[0].silvos == 4


def test_VW5_2_cubes_that_do_not_fit_are_set_adrift() -> None:
    full = counts(hay=2, barrel=2, fruit=1, duck=1)  # face B: 2+2+1+1
    state = player(play(base(), "P0 move 1"), 0, cubes=full)
    state = play(state, "P0 anchor I1")
    assert state.step == Step("overflow", 0)
    assert rule(state, "P0 drift hay 5") == "VW5.2"
    state = play(state, "P0 drift duck 2")
    assert state.step is None and ("2", "duck") in state.drifting
    assert state.players[0].cubes == counts(hay=3, barrel=2, fruit=1)


def test_VW5_3_a_bag_point_draws_a_cube() -> None:
    state = play(base(), "P0 move 1", "P0 move 2")
    assert state.is_chance
    state = play(state, "reveal cube cow")
    assert state.players[0].cubes == counts(cow=1) and state.bag[5] == 0
    empty = attrs.evolve(play(base(), "P0 move 1"), bag=counts())
    assert play(empty, "P0 move 2").step is None


def test_VW5_4_a_whistle_point_gives_a_silvo() -> None:
    assert play(base(), "P0 move 1", "P0 move 9").players[0].silvos == 3


def test_VW5_5_the_face_point_offers_a_character() -> None:
    state = play(attrs.evolve(base(), boat="3"), "P0 move 4")
    assert rule(state, "P0 pass") is None
    state = play(state, "P0 take parrot")
    assert state.players[0].character == "parrot" and "parrot" not in state.table


def test_VW5_6_restock_draws_new_cubes_before_the_old_go_back() -> None:
    state = play(attrs.evolve(base(), boat="5"), "P0 move 6")
    assert [s.kind for s in state.queue] == ["restock"] * 5
    state = play(state, *["reveal cube fruit"] * 3, "reveal cube goat", "reveal cube cow")
    assert state.islands == ("fruit", "fruit", "fruit", "goat", "cow")
    assert state.bag == counts(hay=8, barrel=4, fruit=1, duck=2)
    assert state.cube_count() == 20


def test_VW5_7_drifting_cubes_are_taken_aboard() -> None:
    state = attrs.evolve(base(), drifting=(("1", "goat"), ("1", "hay")),
                         bag=counts(hay=5, barrel=3, fruit=3, duck=1, cow=1))
    state = play(state, "P0 move 1")
    assert state.players[0].cubes == counts(hay=1, goat=1) and state.drifting == ()


def test_VW5_8_leaving_an_extension_board_turns_it_over() -> None:
    state = play(attrs.evolve(base(), boat="1"), "P0 extend 9", "P0 move 9", "P0 end",
                 "P1 move X1a", "P1 end")
    state = attrs.evolve(state, drifting=(("X1b", "cow"),), bag=counts(
        hay=6, barrel=3, fruit=3, duck=1, goat=1))
    state = play(state, "P2 move 9")
    assert state.flipped == ("X1",) and state.drifting == () and state.bag[5] == 1
    assert rule(play(state, "P2 end"), "P0 move X1a") == "VW4.1"


def test_VW6_1_silvos_stop_at_ten_and_never_go_below_zero() -> None:
    state = player(attrs.evolve(base(), boat="1"), 0, silvos=10)
    assert play(state, "P0 move 9").players[0].silvos == 10
    assert rule(player(attrs.evolve(base(), boat="3"), 0, silvos=0), "P0 dock PA") == "VW4.3"


def test_VW6_2_a_cube_for_silvos_by_its_value() -> None:
    state = player(base(), 0, cubes=counts(cow=1, duck=1), silvos=1)
    assert rule(state, "P0 cash cow 2") == "VW6.2"  # 2 is not linked to S
    assert rule(state, "P0 cash goat 1") == "VW6.2"
    state = play(state, "P0 cash cow 1", "P0 cash duck 1")
    assert state.players[0].silvos == 7 and state.drifting == (("1", "cow"), ("1", "duck"))


def test_VW6_3_two_hay_make_one_point() -> None:
    state = player(base(), 0, cubes=counts(hay=3))
    line = vw.final_scores(state).lines[0]
    assert line.cubes[0] == ("hay", 3, 1)


def test_VW7_1_a_character_used_goes_back_to_the_table() -> None:
    state = attrs.evolve(player(base(), 0, character="rata"), table=("rato", "captain",
                                                                     "parrot"))
    state = play(state, "P0 rata 5")
    assert state.players[0].character is None and state.table == vw.CHARACTERS


def test_VW7_2_rato_draws_two_and_returns_one() -> None:
    state = player(base(), 0, character="rato")
    state = play(state, "P0 rato", "reveal cube cow", "reveal cube duck")
    assert state.step == Step("return", 0)
    assert rule(state, "P0 return goat") == "VW7.2"
    state = play(state, "P0 return duck")
    assert state.players[0].cubes == counts(cow=1) and state.bag[3] == 1
    assert rule(attrs.evolve(player(base(), 0, character="rato"), bag=counts()),
                "P0 rato") == "VW7.2"


def test_VW7_3_rata_moves_the_boat_to_any_other_point() -> None:
    state = player(base(), 0, character="rata")
    assert rule(state, "P0 rata S") == "VW7.3"
    assert rule(state, "P0 rata E") is None
    assert rule(base(), "P0 rata E") == "VW7.3"


def test_VW7_4_captain_docks_for_free_or_takes_objective_cards() -> None:
    state = player(attrs.evolve(base(), boat="3"), 0, character="captain", silvos=0)
    assert rule(state, "P0 dock PA") == "VW4.3"
    docked = play(state, "P0 dock PA +captain")
    assert docked.players[0].silvos == 0 and docked.actions == ()
    state = play(state, "P0 objective +captain", "reveal objective O4", "reveal objective O6")
    assert state.step == Step("keep", 0)
    state = play(state, "P0 keep O6")
    assert state.players[0].objectives == ("O1", "O6") and state.objective_pile == ("O4", "O5")


def test_VW7_5_parrot_repeats_the_last_action() -> None:
    state = player(base(), 0, character="parrot")
    assert rule(state, "P0 move 1 +parrot") == "VW7.5"
    state = play(state, "P0 move 1", "P0 anchor I1")
    assert rule(state, "P0 move 2 +parrot") == "VW7.5"
    state = play(state, "P0 end", "P1 end", "P2 end", "P0 move 2", "reveal cube hay")
    state = play(state, "P0 move 3 +parrot")
    assert state.actions == ("move",) and state.players[0].character is None


def test_VW8_1_a_port_card_is_revealed_resolved_and_discarded() -> None:
    state = play(attrs.evolve(base(), boat="3"), "P0 dock PA", "reveal port C7")
    assert state.players[0].silvos == 4 and state.port_discard == ("C7",)
    assert "C7" not in state.port_unseen and state.open_port is None
    spent = attrs.evolve(base(), boat="3", port_unseen=(), port_discard=("C2", "C7"))
    state = play(spent, "P0 dock PA")
    assert state.port_unseen == ("C2", "C7") and state.is_chance


def test_VW8_2_icons_of_the_docking_player() -> None:
    state = attrs.evolve(base(), boat="3")
    state = player(player(state, 0, cubes=counts(hay=1)), 1, cubes=counts(cow=1))
    state = play(state, "P0 dock PA", "reveal port C8")  # drift icon, no trade
    assert state.step == Step("drift", 0)
    state = play(state, "P0 drift hay 4 moves")
    assert state.step == Step("moves", 0, 1)
    state = play(state, "P0 pass")
    assert state.step == Step("port-character", 0)
    state = play(state, "P0 pass")
    assert state.step is None and state.players[0].silvos == 2
    state = play(state, "P0 end", "P1 end", "P2 end")
    state = play(state, "P0 dock PA", "reveal port C3")  # choice, then trade
    assert rule(state, "P0 exchange P1 hay cow") == "VW8.2"  # P0 has no hay any more
    state = play(state, "P0 choose silvos")
    assert state.players[0].silvos == 3 and state.step == Step("offer", 0)


def test_VW8_3_negotiation_goes_round_until_every_player_passes() -> None:
    state = player(attrs.evolve(base(), boat="3"), 1, cubes=counts(duck=1))
    state = play(state, "P0 dock PA", "reveal port C2")
    assert state.players[0].silvos == 4
    state = play(state, "P0 offer P1 2s for duck")
    assert state.step == Step("answer", 1, items=("0", "2s", "duck"))
    state = play(state, "P1 accept")
    assert state.players[0].cubes == counts(duck=1) and state.players[1].silvos == 5
    assert state.step == Step("offer", 1)
    state = play(state, "P1 pass", "P2 offer P0 1s for duck", "P0 decline")
    assert state.step == Step("offer", 0)  # an offer starts a new round of offers
    state = play(state, "P0 pass", "P1 pass")
    assert state.step == Step("offer", 2, 2)
    state = play(state, "P2 pass")
    assert state.step is None and state.players[2].silvos == 3 and state.offers == ()


def test_VW9_1_an_objective_is_fulfilled_by_discarding_its_items() -> None:
    state = player(base(), 0, cubes=counts(hay=2))
    assert rule(state, "P0 fulfil O1") == "VW9.1"  # needs a fruit as well
    state = player(state, 0, cubes=counts(hay=2, fruit=1, cow=1))
    state = play(state, "P0 fulfil O1")
    assert state.players[0].fulfilled == ("O1",) and state.players[0].cubes == counts(cow=1)
    assert state.bag == counts(hay=8, barrel=3, fruit=4, duck=1, goat=1, cow=1)


def test_VW9_2_unfulfilled_objectives_are_hidden() -> None:
    state = player(base(), 1, fulfilled=("O7",))
    view = vw.observe(state, 0).state
    assert view.players[1].objectives == ("hidden",) and view.players[1].fulfilled == ("O7",)
    assert view.players[0].objectives == ("O1",) and set(view.objective_pile) == {"hidden"}


def test_VW10_1_the_end_with_an_objective_fulfilled() -> None:
    state = attrs.evolve(base(), boat="8")
    assert not play(state, "P0 move E").is_over
    done = play(player(state, 0, fulfilled=("O4",)), "P0 move E")
    assert done.ended == "the-end" and done.to_act == vw.NOBODY
    assert vw.legal_moves(done) == [] and rule(done, "P1 end") == "VW10"


def test_VW10_2_a_restock_without_enough_cubes_ends_the_game() -> None:
    state = attrs.evolve(base(), boat="5", bag=counts(hay=4),
                         drifting=(("12", "hay"),) * 2 + (("12", "barrel"),) * 3
                         + (("12", "fruit"),) * 3 + (("12", "duck"),) + (("12", "goat"),)
                         + (("12", "cow"),))
    assert state.cube_count() == 20
    assert play(state, "P0 move 6").ended == "bag"


def test_VW10_3_the_round_limit() -> None:
    state = attrs.evolve(base(2, max_rounds=2), round=2)
    state = play(state, "P0 end")
    assert not state.is_over
    assert play(state, "P1 end").ended == "rounds"


def _line(**kw: object) -> vw.ScoreLine:
    return vw.final_scores(player(base(), 0, **kw)).lines[0]


def test_VW11_1_cubes_score_by_the_help_card() -> None:
    assert dict(_line(cubes=counts(hay=2, cow=1, duck=1)).items)["cubes"] == 7


def test_VW11_2_silvo_bands() -> None:
    got = [dict(_line(silvos=s).items)["silvos"] for s in (0, 1, 3, 4, 7, 8, 10)]
    assert got == [0, 1, 1, 2, 2, 3, 3]


def test_VW11_3_objectives_score_their_stars() -> None:
    assert dict(_line(fulfilled=("O5", "O8")).items)["objectives"] == 6


def test_VW11_4_an_unused_extension_board_costs_two() -> None:
    assert dict(_line().items)["extension"] == -2
    assert dict(_line(extension_placed=True).items)["extension"] == 0


def test_VW11_5_each_unfulfilled_objective_costs_one() -> None:
    assert dict(_line(objectives=("O1", "O2")).items)["unfulfilled"] == -2


def test_VW11_6_ties_share_the_victory() -> None:
    assert vw.final_scores(base()).winners == (0, 1, 2)
    assert vw.final_scores(player(base(), 1, silvos=8)).winners == (1,)


def test_VW12_draws_are_chance_moves_with_probabilities() -> None:
    state = play(base(), "P0 move 1", "P0 move 2")
    outs = vw.chance_outcomes(state)
    assert abs(sum(p for _, p in outs) - 1) < 1e-9
    assert dict((str(m), p) for m, p in outs)["reveal cube hay"] == 6 / 15
    assert rule(state, "P0 end") == "VW12"
    assert rule(state, "reveal cube nothing") == "VW12"
    assert rule(base(), "reveal cube hay") == "VW12"
