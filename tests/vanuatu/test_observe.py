"""Hidden information (R9)."""

from __future__ import annotations

import attrs
import pytest
from positions import acting, set_player
from random_play import random_game

import vanuatu
from vanuatu import Action, Options
from vanuatu.moves import Rest


def _rested() -> vanuatu.GameState:
    s = acting({0: {Action.REST: 1}, 1: {Action.REST: 1}, 2: {Action.REST: 1}}, players=3)
    return vanuatu.apply(s, Rest(0, "first"))


def test_R9_rest_token_hidden_from_others_until_phase_V() -> None:
    s = _rested()
    for viewer in (1, 2):
        o = vanuatu.observe(s, viewer)
        assert o.state.players[0].rest_token is None  # hidden: R9
        assert o.rest_held == (True, False, False)
    assert vanuatu.observe(s, 0).state.players[0].rest_token == "first"


def test_R9_available_rest_tokens_seen_only_by_the_chooser() -> None:
    s = _rested()
    assert s.to_act == 1
    assert set(vanuatu.observe(s, 1).state.rest_available) == {"vatu", "point", "both"}
    assert vanuatu.observe(s, 2).state.rest_available == ()
    assert vanuatu.observe(s, 0).state.rest_available == ()
    assert vanuatu.observe(s, 2).rest_available_count == 3


def test_R9_everything_else_is_public() -> None:
    s = _rested()
    o = vanuatu.observe(s, 2).state
    assert o.board == s.board and o.spaces == s.spaces
    assert o.demand_display == s.demand_display and o.fish_price == s.fish_price
    for a, b in zip(o.players, s.players, strict=True):
        assert (a.vatus, a.pp, a.fish, a.treasures, a.markers, a.character, a.bonus_ready) == (
            b.vatus, b.pp, b.fish, b.treasures, b.markers, b.character, b.bonus_ready)


def test_R9_piles_hold_no_order() -> None:
    # a state only knows what the piles may still contain: sorted contents
    for s in random_game(Options(players=3), 2)[0][::25]:
        assert list(s.demand_pile) == sorted(s.demand_pile)
        assert list(s.tourist_pile) == sorted(s.tourist_pile)
        o = vanuatu.observe(s, 0).state
        assert o.demand_pile == s.demand_pile and o.tourist_pile == s.tourist_pile


def test_R9_no_hidden_token_leaks_in_random_games() -> None:
    for s in random_game(Options(players=4), 3)[0]:
        for viewer in range(4):
            o = vanuatu.observe(s, viewer)
            for q, pl in enumerate(o.state.players):
                if q != viewer:
                    assert pl.rest_token is None
                    assert o.rest_held[q] == (s.players[q].rest_token is not None)


def test_R9_unknown_observer_refused() -> None:
    with pytest.raises(ValueError, match="P5"):
        vanuatu.observe(_rested(), 5)


def test_R9_player_to_act_without_rest_markers_does_not_see_the_tokens() -> None:
    s = acting({0: {Action.DRAW: 1}, 1: {Action.REST: 1}}, players=3)
    s = set_player(s, 2, rest_token="both")
    s = attrs.evolve(s, rest_available=("first", "vatu", "point"))
    assert s.to_act == 0
    assert vanuatu.observe(s, 0).state.rest_available == ()
    assert vanuatu.observe(s, 0).rest_available_count == 3
    s1 = attrs.evolve(s, to_act=1)
    assert vanuatu.observe(s1, 1).state.rest_available == ("first", "vatu", "point")


def test_R9_while_nobody_holds_a_token_all_are_publicly_available() -> None:
    s = acting({0: {Action.DRAW: 1}}, players=3)
    for viewer in range(3):
        assert set(vanuatu.observe(s, viewer).state.rest_available) == {
            "first", "vatu", "point", "both"}


@pytest.mark.parametrize("players", [3, 4, 5])
def test_R9_the_player_to_act_can_find_their_moves_from_their_observation(players: int) -> None:
    for s in random_game(Options(players=players), 20 + players)[0]:
        if s.is_over or s.is_chance:
            continue
        o = vanuatu.observe(s, s.to_act).state
        assert vanuatu.legal_moves(o) == vanuatu.legal_moves(s), (s.phase, s.round)
