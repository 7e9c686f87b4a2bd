"""The readings of the rule sheet made rulings, each with its alternative as an
option (``docs/vapor_willie/rules.rst``), and recorded in a ``Rulings:`` header."""

from __future__ import annotations

import attrs
import pytest
from vapor_willie_play import base, counts, play, player

import vapor_willie as vw
from vapor_willie.state import Step


def test_VW4_2_by_default_an_islands_cube_is_taken_by_anchoring() -> None:
    state = play(base(), "P0 move 1")  # I1 (hay) is linked to point 1
    assert state.islands[0] == "hay" and state.players[0].cubes == counts()
    state = play(state, "P0 anchor I1")
    assert state.islands[0] is None and state.players[0].cubes == counts(hay=1)


def test_VW4_2_option_entering_the_point_takes_the_islands_cube() -> None:
    state = play(base(island_cubes="enter"), "P0 move 1")
    assert state.islands[0] is None and state.players[0].cubes == counts(hay=1)
    assert vw.explain(state, vw.parse_move("P0 anchor I1")).rule == "VW4.2"  # type: ignore[union-attr]


def _rato(**options: str) -> vw.GameState:
    state = player(base(**options), 0, character="rato", cubes=counts(cow=1))
    state = play(state, "P0 rato", "reveal cube hay", "reveal cube duck")
    assert state.step == Step("return", 0)
    return state


def test_VW7_2_by_default_the_rato_returns_one_of_the_cubes_drawn() -> None:
    state = _rato()
    assert vw.explain(state, vw.parse_move("P0 return cow")).rule == "VW7.2"  # type: ignore[union-attr]
    state = play(state, "P0 return hay")
    assert state.players[0].cubes == counts(cow=1, duck=1)


def test_VW7_2_option_the_rato_may_return_a_cube_already_held() -> None:
    state = _rato(rato_returns="any")
    assert vw.parse_move("P0 return cow") in vw.legal_moves(state)
    state = play(state, "P0 return cow")
    assert state.players[0].cubes == counts(hay=1, duck=1) and state.bag[5] == 2


def _drift(**options: str) -> vw.GameState:
    state = player(attrs.evolve(base(**options), boat="3"), 0, cubes=counts(hay=1))
    return play(state, "P0 dock PA", "reveal port C8")  # the drift icon


def test_VW6_3_by_default_one_hay_on_the_drift_icon_is_worth_one() -> None:
    state = play(_drift(), "P0 drift hay 4 silvos")
    assert state.players[0].silvos == 3  # 3 - 1 to dock + 1


def test_VW6_3_option_hay_counts_in_pairs_on_the_drift_icon_too() -> None:
    state = play(_drift(drift_hay="half"), "P0 drift hay 4 silvos")
    assert state.players[0].silvos == 2


@pytest.mark.parametrize("form", ["text", "json"])
def test_rulings_are_recorded_and_read_back(form: str) -> None:
    options = vw.Options(players=2, island_cubes="enter", drift_hay="half")
    game = vw.Game(options=options, seed=4)
    record = game.record
    text = record.to_text() if form == "text" else record.to_json()
    assert ("Rulings: islands=enter drift-hay=half" in text) == (form == "text")
    assert vw.Record.parse(text).options == options
    assert "Rulings" not in vw.Game(players=2, seed=4).record.to_text()


@pytest.mark.parametrize(("text", "message"), [
    ("Players: 2\nRulings: islands=swim\n",
     "line 2: rulings: ruling islands: 'swim' is not one of anchor, enter"),
    ("Players: 2\nRulings: colour=red\n", "line 2: rulings: unknown ruling 'colour'"),
    ("Players: 2\nRulings: islands\n", "line 2: Rulings: expected words like"),
])
def test_bad_rulings_name_their_line(text: str, message: str) -> None:
    with pytest.raises(vw.RecordError) as e:
        vw.Record.parse(text)
    assert message in str(e.value)
