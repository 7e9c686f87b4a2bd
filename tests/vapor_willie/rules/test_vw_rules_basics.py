"""One example per rule id of VW1 to VW4 (docs/vapor_willie/rules.rst)."""

from __future__ import annotations

import attrs
import pytest
from vapor_willie_play import base, counts, play, player, rule

import vapor_willie as vw
from vapor_willie.rules.common import fits
from vapor_willie.state import Step


def test_VW1_1_two_to_four_players() -> None:
    for n in (1, 5):
        with pytest.raises(vw.OptionsError, match=r"VW1\.1"):
            vw.Options(players=n)
    assert rule(base(), "P3 end") == "VW1.1"


def test_VW1_2_twenty_cubes_are_conserved() -> None:
    state = vw.new_game(vw.Options(players=3))
    assert state.bag == counts(hay=8, barrel=4, fruit=4, duck=2, goat=1, cow=1)
    game = vw.Game(players=3, seed=1)
    assert game.state.cube_count() == 20 and sum(game.state.bag) == 15


def test_VW1_3_islands_are_beside_the_river_not_points() -> None:
    state = play(base(), "P0 move 1")
    assert rule(state, "P0 move I1") == "VW4.1"
    assert rule(state, "P0 anchor I1") is None


def test_VW1_4_extension_points_enter_play_when_placed() -> None:
    state = player(base(), 0, character="rata")
    assert rule(state, "P0 rata X1a") == "VW7.3"
    state = play(state, "P0 extend 9")
    assert rule(state, "P0 rata X1a") is None


def test_VW1_5_holds_of_two_take_cubes_of_one_type() -> None:
    b = vw.Options(players=2, boat="B")
    assert fits(b, counts(hay=4, barrel=1, fruit=1))
    assert not fits(b, counts(hay=1, barrel=1, fruit=1, duck=1, goat=1))
    a = vw.Options(players=2, boat="A")
    assert fits(a, counts(hay=1, barrel=1, fruit=1, duck=1, goat=1))
    assert not fits(a, counts(hay=6))


def test_VW1_6_eight_objective_cards_with_stars() -> None:
    cards = vw.DEFAULT_COMPONENTS.objective_cards
    assert len(cards) == 8 and all(c.stars > 0 and c.items for c in cards)


def test_VW1_7_eight_port_cards() -> None:
    assert len(vw.DEFAULT_COMPONENTS.port_cards) == 8


def test_VW1_8_a_player_holds_one_character() -> None:
    state = attrs.evolve(player(base(), 0, character="rato"), boat="3",
                         table=("rata", "captain", "parrot"))
    state = play(state, "P0 move 4")
    assert state.step == Step("face", 0)
    state = play(state, "P0 take rata")
    assert state.players[0].character == "rata"
    assert state.table == ("rato", "captain", "parrot")


def test_VW1_9_help_card_values() -> None:
    values = {t.id: (t.points, t.per) for t in vw.DEFAULT_COMPONENTS.cubes}
    assert values == {"hay": (1, 2), "barrel": (1, 1), "fruit": (1, 1), "duck": (2, 1),
                      "goat": (4, 1), "cow": (4, 1)}


def test_VW2_1_boat_on_the_start_and_port_cards_unseen() -> None:
    state = vw.new_game(vw.Options(players=2))
    assert state.boat == "S" and len(state.port_unseen) == 8 and state.open_port is None


def test_VW2_2_one_cube_drawn_for_each_island() -> None:
    state = vw.new_game(vw.Options(players=2))
    assert [s.kind for s in state.queue[:5]] == ["island"] * 5
    state = play(state, "reveal cube cow")
    assert state.islands[0] == "cow" and state.bag[5] == 0


def test_VW2_3_silvo_marker_on_three_and_a_board_each() -> None:
    game = vw.Game(players=4, seed=2)
    assert all(p.silvos == 3 and not p.extension_placed for p in game.state.players)
    from vapor_willie.rules.board import layout
    assert layout(game.options).seat_board == ("X1", "X2", "X3", "X4")


def test_VW2_4_two_dealt_one_kept_the_other_to_the_pile() -> None:
    state = vw.new_game(vw.Options(players=2))
    state = play(state, *["reveal cube hay"] * 5, "reveal objective O3", "reveal objective O7")
    assert rule(state, "P0 keep O5") == "VW2.4"
    state = play(state, "P0 keep O7")
    assert state.players[0].objectives == ("O7",) and state.objective_pile == ("O3",)
    state = play(state, "reveal objective O1", "reveal objective O2", "P1 keep O1")
    assert len(state.undealt) == 4  # 2 players: 4 cards in play (VW2.4)


def test_VW2_5_the_first_player_is_drawn() -> None:
    game = vw.Game(players=3, seed=5, auto_chance=False)
    while not game.state.queue[0].kind == "first":
        game.play(game.legal_moves()[0])
    outs = vw.chance_outcomes(game.state)
    assert [str(m) for m, _ in outs] == ["reveal first P0", "reveal first P1", "reveal first P2"]


def test_VW2_6_characters_chosen_from_the_last_player_to_the_first() -> None:
    game = vw.Game(players=3, seed=5, auto_chance=False)
    while not game.state.queue[0].kind == "first":
        game.play(game.legal_moves()[0])
    game.play("reveal first P1")
    assert [s.target for s in game.state.queue] == [0, 2, 1]
    game.play("P0 take captain")
    assert rule(game.state, "P2 take captain") == "VW2.6"


def test_VW3_1_turns_pass_to_the_left_and_rounds_count() -> None:
    state = base()
    assert rule(state, "P1 end") == "VW3.1"
    state = play(state, "P0 end", "P1 end")
    assert state.current == 2 and state.round == 1
    state = play(state, "P2 end")
    assert state.current == 0 and state.round == 2


def test_VW3_2_two_different_actions() -> None:
    state = play(base(), "P0 move 1", "P0 anchor I1")
    assert rule(state, "P0 extend 9") == "VW3.2"
    state = play(base(), "P0 extend 9")
    assert rule(state, "P0 extend 5") in ("VW3.2", "VW4.4")
    assert rule(state, "P0 move 1") is None


def test_VW3_3_a_second_move_costs_a_silvo_and_cannot_go_back() -> None:
    state = play(base(), "P0 move 1")
    assert rule(state, "P0 move S") == "VW3.3"
    state = play(state, "P0 move 9")
    assert state.players[0].silvos == 3 - 1 + 1  # paid one, then the whistle
    broke = player(play(base(), "P0 move 1"), 0, silvos=0)
    assert rule(broke, "P0 move 9") == "VW3.3"


def test_VW3_4_free_actions_do_not_count() -> None:
    state = player(play(base(), "P0 move 1", "P0 anchor I1"), 0)
    assert rule(state, "P0 cash hay 2") is None
    state = play(state, "P0 cash hay 2")
    assert state.players[0].silvos == 4


def test_VW3_5_a_pending_step_comes_first() -> None:
    state = play(attrs.evolve(base(), boat="3"), "P0 move 4")
    assert state.step is not None and state.step.kind == "face"
    assert rule(state, "P0 end") == "VW3.5"
    assert rule(state, "P1 pass") == "VW3.5"


def test_VW4_1_move_along_a_link() -> None:
    assert rule(base(), "P0 move 2") == "VW4.1"
    assert play(base(), "P0 move 1").boat == "1"


def test_VW4_2_anchor_at_a_linked_island_with_a_cube() -> None:
    state = play(base(), "P0 move 1")
    assert rule(state, "P0 anchor I2") == "VW4.2"
    state = play(state, "P0 anchor I1")
    assert state.players[0].cubes == counts(hay=1) and state.islands[0] is None
    state = play(state, "P0 end", "P1 end", "P2 end")
    assert rule(state, "P0 anchor I1") == "VW4.2"


def test_VW4_3_docking_costs_a_silvo() -> None:
    state = attrs.evolve(base(), boat="3")
    assert rule(player(state, 0, silvos=0), "P0 dock PA") == "VW4.3"
    assert rule(state, "P0 dock PB") == "VW4.3"
    state = play(state, "P0 dock PA")
    assert state.players[0].silvos == 2 and state.is_chance


def test_VW4_4_place_the_extension_at_a_free_mouth() -> None:
    assert rule(base(), "P0 extend 3") == "VW4.4"
    state = play(base(), "P0 extend 9", "P0 end")
    assert rule(state, "P1 extend 9") == "VW4.4"
    assert state.extensions == (("X1", "9"),) and state.players[0].extension_placed


def test_VW4_5_a_new_objective_once_the_previous_is_fulfilled() -> None:
    state = base()
    assert rule(state, "P0 objective") == "VW4.5"
    state = player(state, 0, objectives=(), fulfilled=("O1",))
    state = play(state, "P0 objective", "reveal objective O5")
    assert state.players[0].objectives == ("O5",) and state.step is None
