"""VW5.8 ruling: the board the boat leaves is turned over. By default only an
extension board (``turn-boards=extensions``); the option ``turn-boards=any`` reads "a
placa anterior" literally and turns the river board to its other face too."""

from __future__ import annotations

import json

import attrs
import pytest
from vapor_willie_play import base, counts, play

import vapor_willie as vw
from vapor_willie.components import components_from_dict
from vapor_willie.rules.board import graph
from vapor_willie.state import GameState


def _on_mouth(**options: str) -> GameState:
    """X1 joined at mouth 2, the boat on 2, a hay adrift on 5 and a duck on X1b."""
    return attrs.evolve(base(**options), extensions=(("X1", "2"),), boat="2",
                        drifting=(("5", "hay"), ("X1b", "duck")))


def test_VW5_8_by_default_leaving_the_river_board_does_not_turn_it() -> None:
    state = play(_on_mouth(), "P0 move X1a")
    assert state.river == "A" and state.islands == ("hay", "barrel", "fruit", "duck", "hay")
    assert state.drifting == (("5", "hay"), ("X1b", "duck"))
    state = play(state, "P0 end", "P1 move 2")
    assert state.flipped == ("X1",) and state.drifting == (("5", "hay"),)  # duck to the bag


def test_VW5_8_option_any_turns_the_river_board_to_its_other_face() -> None:
    before = _on_mouth(boards_turned="any")
    state = play(before, "P0 move X1a")
    assert state.river == "B" and state.islands == (None,) * 4
    assert state.drifting == (("X1b", "duck"),)
    # the five island cubes and the hay adrift went back to the bag
    assert state.bag == tuple(a + b for a, b in zip(before.bag, counts(hay=3, barrel=1,
                                                                       fruit=1, duck=1),
                                                    strict=True))
    assert state.cube_count() == before.cube_count()
    state = play(state, "P0 end", "P1 move 2")  # back on face B, where 2 is a whistle
    assert state.river == "B" and state.flipped == ("X1",)
    assert state.players[1].silvos == 4
    face_b = vw.DEFAULT_COMPONENTS.river("B")
    linked = sorted({b for a, b in face_b.links if a == "2"} | {a for a, b in face_b.links
                                                               if b == "2"})
    assert graph(state).neighbours("2") == tuple(linked)  # X1 is turned over


def test_VW5_8_option_any_needs_two_faces_that_share_the_mouths() -> None:
    raw = json.loads(vw.DEFAULT_COMPONENTS.raw)
    raw["river_faces"] = raw["river_faces"][:1]
    one_face = components_from_dict(raw)
    assert vw.Options(components=one_face).boards_turned == "extensions"
    with pytest.raises(vw.OptionsError, match="two faces"):
        vw.Options(components=one_face, boards_turned="any")
    raw = json.loads(vw.DEFAULT_COMPONENTS.raw)
    raw["river_faces"][1]["mouths"][0] = "99"
    raw["river_faces"][1]["points"].append({"id": "99", "kind": "plain"})
    raw["river_faces"][1]["links"].append(["99", "1"])
    with pytest.raises(vw.OptionsError, match="mouth '99'"):
        vw.Options(components=components_from_dict(raw), boards_turned="any")
