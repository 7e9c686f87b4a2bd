"""VW6.2 ruling: a cube cashed for silvos drifts next to the boat and, by the rule
sheet's words, is taken back by whoever enters its point, its former owner in the same
turn too (``cash-back=allowed``, the default); the house rule ``cash-back=closed`` keeps
it adrift until the end of that turn."""

from __future__ import annotations

import attrs
from vapor_willie_play import base, counts, play, player, rule

from vapor_willie.state import GameState


def _cashed(**options: str) -> GameState:
    """P0 on S with a goat and a cow cashes both onto point 1 (3 -> 10 silvos)."""
    state = player(base(**options), 0, cubes=counts(goat=1, cow=1))
    state = play(state, "P0 cash goat 1", "P0 cash cow 1")
    assert state.players[0].silvos == 10 and state.players[0].cubes == counts()
    assert state.drifting == (("1", "cow"), ("1", "goat"))
    return state


def test_VW6_2_by_default_a_cashed_cube_is_taken_back_the_same_turn() -> None:
    state = play(_cashed(), "P0 move 1")
    assert state.players[0].cubes == counts(goat=1, cow=1) and state.drifting == ()
    assert state.players[0].silvos == 10  # the silvos came for nothing


def test_VW6_2_house_rule_closed_keeps_a_cashed_cube_adrift_that_turn() -> None:
    state = play(_cashed(cash_back="closed"), "P0 move 1")
    assert state.players[0].cubes == counts()
    assert state.drifting == (("1", "cow"), ("1", "goat"))
    assert state.cashed == (("1", "goat"), ("1", "cow"))


def test_VW6_2_house_rule_closed_lets_the_next_turns_take_it() -> None:
    state = play(_cashed(cash_back="closed"), "P0 move 1", "P0 end")
    assert state.cashed == ()
    state = play(state, "P1 move S", "P1 end", "P2 move 1")
    assert state.players[2].cubes == counts(goat=1, cow=1) and state.drifting == ()


def test_VW6_2_house_rule_closed_takes_the_other_cubes_adrift_there() -> None:
    state = attrs.evolve(_cashed(cash_back="closed"),
                         drifting=(("1", "cow"), ("1", "goat"), ("1", "goat")))
    state = play(state, "P0 move 1")
    assert state.players[0].cubes == counts(goat=1)  # the goat left there before
    assert state.drifting == (("1", "cow"), ("1", "goat"))


def test_VW6_2_house_rule_closed_covers_the_drift_icon_of_a_port_card() -> None:
    state = player(attrs.evolve(base(cash_back="closed"), boat="3"), 0, cubes=counts(hay=1))
    state = play(state, "P0 dock PA", "reveal port C8", "P0 drift hay 4 silvos", "P0 pass",
                 "P0 move 4")
    assert state.players[0].cubes == counts() and state.drifting == (("4", "hay"),)


def test_VW6_2_the_rulings_agree_with_legal_moves() -> None:
    for value in ("allowed", "closed"):
        state = _cashed(cash_back=value)
        assert rule(state, "P0 move 1") is None
        assert rule(state, "P0 cash goat 1") == "VW6.2"  # no goat any more
