"""The whole numbers of both games' command lines (:mod:`tabletop.whole_numbers`) and of
a bot spec (:class:`tabletop.specs.Parameter`): ASCII digits only."""

from __future__ import annotations

import argparse

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tabletop.commandline import speaking
from tabletop.specs import Parameter
from tabletop.whole_numbers import whole_number


@pytest.mark.parametrize(("text", "message"), [
    ("-1", "expected a number from 0, not -1"),
    ("３", "expected a whole number, not '３'"),
    ("٣", "expected a whole number, not '٣'"),
    ("1_000", "expected a whole number, not '1_000'"),
    (" 3", "expected a whole number, not ' 3'"),
    ("+3", "expected a whole number, not '+3'"),
    ("3.0", "expected a whole number, not '3.0'"),
    ("", "expected a whole number, not ''"),
    ("9" * 50, "expected a whole number, not '" + "9" * 39 + "…'"),
])
def test_a_number_that_is_not_ascii_digits_or_out_of_bounds_is_refused(
        text: str, message: str) -> None:
    with pytest.raises(argparse.ArgumentTypeError) as refused:
        whole_number(0)(text)
    assert str(refused.value) == message


def test_the_bounds_and_the_name_are_said() -> None:
    games = whole_number(1, "a number of games", 1000)
    assert games("1000") == 1000
    with pytest.raises(argparse.ArgumentTypeError, match="a number of games up to 1000, not 1001"):
        games("1001")
    with pytest.raises(argparse.ArgumentTypeError, match="games from 1 to 1000, not 'x'"):
        games("x")
    assert whole_number(None)("-7") == -7


def test_the_refusal_speaks_the_commands_language_and_the_games_words() -> None:
    with speaking("pt"):
        with pytest.raises(argparse.ArgumentTypeError, match="era esperado um número a partir"):
            whole_number(0)("-1")
        with pytest.raises(argparse.ArgumentTypeError, match="era esperado GAMES"):
            whole_number(1, "games", None, lambda text: text.upper())("x")


@given(st.integers(-10**30, 10**30))
def test_every_whole_number_in_ascii_digits_is_read(value: int) -> None:
    assert whole_number(None)(str(value)) == value


@pytest.mark.parametrize("text", ["３", "1_0", "٣", "nan"])
def test_a_spec_number_is_ascii_digits(text: str) -> None:
    with pytest.raises(ValueError, match="must be a whole number from 1"):
        Parameter("iterations", int, 1, "").parse(text)
    with pytest.raises(ValueError, match="must be a number from 0"):
        Parameter("lead", float, 0, "").parse(text)
    assert Parameter("lead", float, 0, "").parse(" .5 ") == 0.5
    assert Parameter("lead", float, 0, "").parse("1e-1") == 0.1


def test_a_long_spec_value_is_cut_with_an_ellipsis() -> None:
    with pytest.raises(ValueError) as number:
        Parameter("iterations", int, 1, "").parse("1" * 60)
    with pytest.raises(ValueError) as choice:
        Parameter("method", str, "tree", "", choices=("tree", "paired")).parse("x" * 60)
    assert "1" * 39 + "…" in str(number.value) and "1" * 40 not in str(number.value)
    assert "x" * 38 + "…" in str(choice.value) and "x" * 39 not in str(choice.value)
