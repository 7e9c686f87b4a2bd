"""The terminal's move list names the kind of each point a move sails to (VW5), what
lies beside it, and the silvo a second move costs (VW3.3)."""

from __future__ import annotations

import attrs
from vapor_willie_play import base

import vapor_willie as vw
from vapor_willie.cli.human import move_lines
from vapor_willie.cli.move_list import move_note, point_words
from vapor_willie.moves import Anchor, Cash, Dock, MoveBoat


def test_VW5_every_kind_of_point_is_named_in_the_game_words() -> None:
    state = base(2)
    assert point_words(state, "2") == "bag: draw a cube"
    assert point_words(state, "3") == "whistle: +1 silvo; beside port PA"
    assert point_words(state, "4").startswith("face: take or change a character")
    assert point_words(state, "6") == "restock: the islands are restocked"
    assert point_words(state, "1") == "plain point; beside island I1 (hay)"
    assert point_words(state, "E", 0) == ("The End: nothing happens without a fulfilled "
                                          "objective")


def test_VW3_3_a_second_move_says_it_costs_a_silvo() -> None:
    state = base(2)
    assert move_note(state, MoveBoat(0, "1")) == "plain point; beside island I1 (hay)"
    moved = vw.apply(state, MoveBoat(0, "1"))
    note = move_note(moved, MoveBoat(0, "9"))
    assert note == "second move, costs 1 silvo; whistle: +1 silvo"


def test_VW4_2_VW4_3_VW6_2_anchor_dock_and_cash_say_what_they_bring() -> None:
    state = attrs.evolve(base(2), boat="3")
    assert move_note(state, Dock(0, "PA")) == "costs 1 silvo"
    assert move_note(attrs.evolve(state, boat="1"), Anchor(0, "I1")) == "island I1: hay"
    assert move_note(state, Cash(0, "cow", "4")) == "+4 silvos; the cube drifts on 4"


def test_the_move_list_of_play_has_the_notes() -> None:
    state = base(2)
    lines = move_lines(state, vw.legal_moves(state))
    assert any("P0 move 1" in line and "(plain point; beside island I1 (hay))" in line
               for line in lines)
    assert lines[0].strip() == "1. P0 end"
