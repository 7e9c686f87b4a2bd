"""``tabletop.replace``: the fast ``attrs.evolve`` of both games' rules."""

from __future__ import annotations

import attrs
import pytest
from hypothesis import given
from hypothesis import strategies as st

import vanuatu
import vapor_willie as vw
from tabletop.replace import replacer


@attrs.frozen
class _Checked:
    count: int = attrs.field(validator=attrs.validators.ge(0))
    name: str = "x"


@attrs.frozen
class _KeywordOnly:
    a: int
    b: int = attrs.field(kw_only=True, default=0)


def test_replacer_changes_only_the_fields_named() -> None:
    replace = replacer(_Checked)
    before = _Checked(3, "a")
    assert replace(before, name="b") == _Checked(3, "b")
    assert before == _Checked(3, "a")


def test_replacer_runs_the_validators() -> None:
    with pytest.raises(ValueError):
        replacer(_Checked)(_Checked(3), count=-1)


def test_replacer_refuses_an_unknown_field() -> None:
    with pytest.raises(KeyError):
        replacer(_Checked)(_Checked(3), colour="red")


def test_a_class_it_cannot_speed_up_gets_attrs_evolve() -> None:
    assert replacer(_KeywordOnly) is attrs.evolve


@given(silvos=st.integers(0, 10), bag=st.integers(0, 9))
def test_replacer_agrees_with_attrs_evolve_on_both_games_states(silvos: int, bag: int) -> None:
    from vapor_willie.rules.evolve import replace_player, replace_state

    state = vw.Game(players=3, seed=1).state
    pl = state.players[0]
    assert replace_player(pl, silvos=silvos) == attrs.evolve(pl, silvos=silvos)
    bag_counts = (bag,) + state.bag[1:]
    assert replace_state(state, bag=bag_counts) == attrs.evolve(state, bag=bag_counts)

    from vanuatu.rules.evolve import replace_state as replace_vanuatu

    v = vanuatu.new_game(vanuatu.Options(players=3))
    assert replace_vanuatu(v, round=silvos) == attrs.evolve(v, round=silvos)
