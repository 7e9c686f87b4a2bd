"""Illegal moves raise IllegalMove naming the move, the rule id and why; bad
arguments raise a clear TypeError; nothing is ever half-applied."""

from __future__ import annotations

import attrs
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from positions import acting, base, planning, set_player

import vanuatu
from vanuatu import Action, IllegalMove, Phase
from vanuatu.moves import (
    Beg,
    Build,
    Buy,
    ChanceMove,
    Explore,
    Fish,
    Govern,
    PlaceTile,
    Plan,
    Rest,
    Retrieve,
    Sail,
    Sell,
    SellTreasure,
    TakeCharacter,
    Transport,
)

A = Action


def _raises(state: vanuatu.GameState, move: vanuatu.Move) -> IllegalMove:
    before = attrs.asdict(state)
    with pytest.raises(IllegalMove) as info:
        vanuatu.apply(state, move)
    assert attrs.asdict(state) == before
    err = info.value
    assert err.move == move and err.rule is not None and err.reason
    assert str(err) == f"{move}: {err.rule} {err.reason}"
    v = vanuatu.explain(state, move)
    assert v is not None and (v.rule, v.reason) == (err.rule, err.reason)
    assert str(v) == str(err)
    return err


def test_plan_sell_message_names_move_rule_and_reason() -> None:
    s = planning(step=8)
    err = _raises(s, Plan(0, (A.SELL,)))
    assert str(err).startswith("P0 plan sell: R4.3 sell cannot be planned — ")
    assert "no fish token to sell (R6.5)" in str(err)


@pytest.mark.parametrize(
    ("move", "rule", "needle"),
    [
        (Plan(1, (A.REST, A.REST)), "R3", "P0's turn"),
        (Plan(0, (A.REST,)), "R4.2", "places 2 markers"),
        (Plan(0, (A.FISH, A.REST)), "R4.3", "no fish marker"),
        (Fish(0), "R4.2", "not possible in the planning phase"),
        (TakeCharacter(0, "diver"), "R4.2", "planning phase"),
        (ChanceMove("tile", "A1"), "R2", "no chance event"),
        (SellTreasure(0, 2), "R7.1", "no treasure token of value 2"),
        (Beg(0, 1), "R7.2", "only the Beggar"),
        (Plan(7, (A.REST, A.REST)), "R1.1", "no player P7"),
    ],
)
def test_planning_phase_errors(move: vanuatu.Move, rule: str, needle: str) -> None:
    err = _raises(planning(), move)
    assert err.rule == rule and needle in err.reason and str(move) in str(err)


@pytest.mark.parametrize(
    ("move", "rule", "needle"),
    [
        (Sail(0, "0,0", 1), "R6.1", "exactly 1 steps"),
        (Sail(0, "1,1", 5), "R6.1", "1 to 3 steps"),
        (Sail(0, "7,7", 1), "R1.2", "no space '7,7'"),
        (Sail(0, "1,1", 1, bonus=True), "R1.8", "no unused bonus"),
        (Build(0, "1,1"), "R6", "not an island"),
        (Buy(0, "0,0", "gold"), "R1.4", "no good 'gold'"),
        (Explore(0), "R6.3", "no treasure marker"),
        (Sell(0, (1,)), "R6.5", "no fish token"),
        (Rest(0, "nap"), "R6.9", "'nap' is not available"),
        (Transport(0, "0,0"), "R6.8", "no tourist"),
        (Retrieve(0, A.FISH), "R5.3", "must be performed"),
        (Retrieve(1, A.REST), "R3", "P0's turn"),
        (Govern(0, A.FISH, A.SAIL), "R5.6", "only the Governor"),
        (PlaceTile(0, "A1", "2,1"), "R5.2", "actions phase"),
    ],
)
def test_action_phase_errors(move: vanuatu.Move, rule: str, needle: str) -> None:
    s = acting({0: {a: 1 for a in Action}})
    s = set_player(s, 0, boat="0,1")
    s = attrs.evolve(s, tourists_waiting=0)
    err = _raises(s, move)
    assert err.rule == rule and needle in err.reason, str(err)


def test_game_over_refuses_everything() -> None:
    s = attrs.evolve(base(), phase=Phase.OVER)
    err = _raises(s, Fish(0))
    assert err.rule == "R8" and "over" in err.reason


def test_wrong_chance_event() -> None:
    s = vanuatu.Game(players=3, seed=1, auto_chance=False).state
    err = _raises(s, ChanceMove("tile", "A1"))
    assert err.rule == "R2" and "'start'" in err.reason
    err = _raises(s, ChanceMove("start", ("x", "y", "z")))
    assert err.rule == "R2.1"
    err = _raises(s, Fish(0))
    assert err.rule == "R2" and "chance event is pending" in err.reason


@pytest.mark.parametrize("bad", ["P0 fish", None, 3, ("P0", "fish"), object()])
def test_non_move_arguments_give_a_clear_type_error(bad: object) -> None:
    s = planning()
    for f in (vanuatu.apply, vanuatu.explain):
        with pytest.raises(TypeError, match="needs a move object"):
            f(s, bad)  # type: ignore[arg-type]


def test_text_move_hint_and_non_state() -> None:
    with pytest.raises(TypeError, match="parse_move"):
        vanuatu.apply(planning(), "P0 plan rest rest")  # type: ignore[arg-type]
    with pytest.raises(TypeError, match="needs a GameState"):
        vanuatu.apply("state", Fish(0))  # type: ignore[arg-type]
    with pytest.raises(TypeError, match="needs a GameState"):
        vanuatu.explain(None, Fish(0))  # type: ignore[arg-type]


@pytest.mark.parametrize(
    "move",
    [
        Plan(0, (3, 4)),  # type: ignore[arg-type]
        Plan(0, (A.FISH, 9)),  # type: ignore[arg-type]
        Retrieve(0, 3),  # type: ignore[arg-type]
        Govern(0, A.FISH, "sail"),  # type: ignore[arg-type]
        Fish("P0"),  # type: ignore[arg-type]
    ],
)
def test_malformed_move_fields_give_a_clear_type_error(move: vanuatu.Move) -> None:
    with pytest.raises(TypeError, match=r"apply\(\)"):
        vanuatu.apply(planning(), move)


@pytest.mark.parametrize(
    "move",
    [
        Sail(0, 5, 1),  # type: ignore[arg-type]
        Sail(0, "1,1", None),  # type: ignore[arg-type]
        Build(0, None),
        Buy(0, "0,0", 5),  # type: ignore[arg-type]
        Rest(0, None),  # type: ignore[arg-type]
        TakeCharacter(0, 3),  # type: ignore[arg-type]
        PlaceTile(0, None, "2,1"),  # type: ignore[arg-type]
        SellTreasure(0, "x"),  # type: ignore[arg-type]
        Beg(0, None),  # type: ignore[arg-type]
        ChanceMove("start", 5),
        ChanceMove("comet", 1),
    ],
)
def test_odd_field_values_are_refused_not_crashing(move: vanuatu.Move) -> None:
    s = acting({0: {a: 1 for a in Action}})
    for state in (s, planning(), base()):
        try:
            v = vanuatu.explain(state, move)
        except (TypeError, vanuatu.VanuatuError):
            continue
        assert v is not None and v.rule.startswith("R")
        assert str(v)


def test_game_play_illegal_leaves_game_unchanged() -> None:
    g = vanuatu.Game(players=3, seed=2)
    before, n = g.state, len(g.moves)
    with pytest.raises(IllegalMove, match=r"R1\.1 no player P9"):
        g.play("P9 take diver")
    assert g.state is before and len(g.moves) == n
    with pytest.raises(IllegalMove, match=r"R1\.8 no character 'pirate'"):
        g.play(f"P{g.state.to_act} take pirate")
    with pytest.raises(vanuatu.NotationError):
        g.play("P0 take")
    assert g.state is before and len(g.moves) == n


_ODD = st.one_of(
    st.none(), st.booleans(), st.integers(-3, 20), st.text(max_size=6),
    st.sampled_from(["0,0", "1,1", "9,9", "kava", "beef", "A1", "start-fish", "vatu"]),
    st.sampled_from(list(Action)), st.tuples(st.integers(0, 4)),
)
_CLASSES = (Sail, Build, Buy, Explore, Fish, Sell, Rest, Transport, TakeCharacter, PlaceTile,
            SellTreasure, Beg, Retrieve, Govern, Plan)
_STATES: list[vanuatu.GameState] = []


def _states() -> list[vanuatu.GameState]:
    if not _STATES:
        _STATES.extend([planning(), base(), acting({0: dict.fromkeys(Action, 1)})])
    return _STATES


@pytest.mark.slow
@settings(max_examples=300, deadline=None)
@given(cls=st.sampled_from(_CLASSES), args=st.lists(_ODD, min_size=1, max_size=4),
       which=st.integers(0, 2))
def test_any_field_values_give_a_violation_or_a_clear_error(
    cls: type, args: list[object], which: int,
) -> None:
    fields = attrs.fields(cls)
    values = [0, *args][: len(fields)]
    try:
        move = cls(*values)
    except (TypeError, ValueError):
        return  # refused at construction
    state = _states()[which]
    try:
        v = vanuatu.explain(state, move)
    except (TypeError, vanuatu.VanuatuError):
        return
    if v is not None:
        assert v.rule.startswith("R") and str(v)
        with pytest.raises(IllegalMove):
            vanuatu.apply(state, move)
