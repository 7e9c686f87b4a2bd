"""Hostile arguments at the public functions of :mod:`vapor_willie`: numbers too
long for Python to write, and what is not a move given to ``apply_unchecked``.
Each is refused with a clear error naming what is wrong, never an assertion or
a hint about Python's own limits."""

from __future__ import annotations

from collections.abc import Callable

import pytest

import vapor_willie as vw
from vapor_willie.chance_order import ChanceOrder
from vapor_willie.moves import Offer, Pass
from vapor_willie.moves.words import Bundle

HUGE = 10**5000
LEAKS = ("set_int_max_str_digits", "Exceeds the limit")


def _after_setup() -> vw.GameState:
    state = vw.new_game(vw.Options())
    while state.is_chance:
        state = vw.apply(state, vw.chance_outcomes(state)[0][0])
    return state


@pytest.fixture(scope="module")
def state() -> vw.GameState:
    return _after_setup()


@pytest.mark.parametrize("call", [
    lambda s: vw.apply(s, Pass(HUGE)),
    lambda s: vw.explain(s, Offer(0, HUGE, "hay", "duck")),
    lambda s: vw.observe(s, HUGE),
    lambda s: vw.Options(players=HUGE),
    lambda s: vw.Options(max_rounds=HUGE),
    lambda s: vw.Options(river=HUGE),
    lambda s: vw.Options(cash_back=HUGE),
    lambda s: Bundle(("hay",), HUGE),
])
def test_a_number_too_long_to_write_is_named_not_a_python_limit(
    state: vw.GameState, call: Callable[[vw.GameState], object],
) -> None:
    with pytest.raises((TypeError, ValueError)) as caught:
        call(state)
    assert not any(leak in str(caught.value) for leak in LEAKS), caught.value


def test_game_play_of_a_huge_player_leaves_the_game_unchanged() -> None:
    game = vw.Game(players=3, seed=1)
    before, moves = game.state, list(game.moves)
    with pytest.raises(TypeError, match="a number of about 5001 digits"):
        game.play(Pass(HUGE))
    assert game.state is before and list(game.moves) == moves


@pytest.mark.parametrize("move", [None, "P0 end", 3, object()])
def test_apply_unchecked_refuses_what_is_not_a_move(state: vw.GameState, move: object) -> None:
    with pytest.raises(TypeError, match=r"apply_unchecked\(\) needs a move object"):
        vw.apply_unchecked(state, move)  # type: ignore[arg-type]


def test_apply_unchecked_refuses_what_is_not_a_move_at_a_pending_step() -> None:
    # at a pending step (an offer to answer), the step's own rules came first
    game = vw.Game(players=3, seed=2)
    while game.state.step is None:
        game.play(game.legal_moves()[0])
    with pytest.raises(TypeError, match=r"apply_unchecked\(\) needs a move object"):
        vw.apply_unchecked(game.state, None)  # type: ignore[arg-type]


def test_a_seed_or_key_too_long_to_write_is_refused_naming_it() -> None:
    with pytest.raises(ValueError, match="seed is a number of about 5001 digits"):
        vw.Game(players=2, seed=10**5000)
    with pytest.raises(ValueError, match="key is a number of about"):
        ChanceOrder.from_seed(1, vw.Options(players=2), key=10**5000)
    assert vw.Game(players=2, seed=10**3000).state is not None  # long, but writable
