"""What the rules report as they apply a move (:mod:`vanuatu.rules.reports`)
and the narration built on it: the reports account for every change of every
player's Vatus and PP and of the fish price (R1.1c, R5.9, R6.5, R3.5), nothing
is kept when nobody records, and the narration picks its words by the type of
the move and by who gained what."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import vanuatu
from vanuatu.moves import Fish, Retrieve, Sail, Sell, Transport
from vanuatu.narration.player_events import Gained, Played
from vanuatu.narration.words import describe
from vanuatu.rules.reports import MoneyMoved, PriceSet, open_record, recorded

VARIANTS = [
    {"players": 2},
    {"players": 3},
    {"players": 4, "rising_waters": True},
    {"players": 5, "characters": False},
]


def _game(seed: int, options: dict[str, object]) -> vanuatu.Game:
    game = vanuatu.Game(seed=seed, **options)  # type: ignore[arg-type]
    rng = random.Random(seed)
    while not game.is_over():
        game.play(rng.choice(game.legal_moves()))
    return game


@settings(max_examples=6, deadline=None)
@given(st.integers(0, 10_000), st.sampled_from(VARIANTS))
def test_R1_1c_reports_account_for_every_vatu_pp_and_fish_price(
    seed: int, options: dict[str, object],
) -> None:
    game = _game(seed, options)
    for k, move in enumerate(game.moves):
        before = game.states[k]
        after, reports = recorded(lambda: vanuatu.apply(before, move))  # noqa: B023
        assert after == game.states[k + 1]
        for p in range(before.num_players):
            vatus, pp = before.players[p].vatus, before.players[p].pp
            for r in reports:
                if isinstance(r, MoneyMoved) and r.player == p:
                    vatus += r.vatus - r.paid - r.converted_vatus
                    pp += r.pp + r.converted_pp
            assert (vatus, pp) == (after.players[p].vatus, after.players[p].pp), (k, move)
        price = before.fish_price
        for r in reports:
            if isinstance(r, PriceSet):
                assert r.before == price != r.after
                price = r.after
        assert price == after.fish_price


def test_nothing_is_recorded_unless_asked() -> None:
    assert open_record() is None
    game = _game(1, {"players": 3})
    assert open_record() is None
    with pytest.raises(vanuatu.IllegalMove):
        recorded(lambda: vanuatu.apply(game.states[0], Sell(0, (1,))))
    assert open_record() is None


def test_R5_9_a_rest_token_is_named_as_the_source_of_what_it_gives() -> None:
    """A move that ends the round gains the mover the bonus of their rest token
    (R5.9) too: the narration names the token, not the action, for that part."""
    found = 0
    for seed in range(12):
        game = _game(seed, {"players": 3})
        for k, move in enumerate(game.moves):
            before, after = game.states[k], game.states[k + 1]
            if after.round == before.round or move.player < 0:
                continue
            token = before.players[move.player].rest_token
            own = before.players[move.player].character
            if token != "point" or own in ("fisherman", "guide", "artist"):
                continue
            said = vanuatu.events(before, move)
            gains = [e for e in said if isinstance(e, Gained) and e.player == move.player
                     and e.pp > 0]
            if isinstance(move, (Fish, Transport, Retrieve, Sail)):
                assert [g.reason for g in gains] == ["from the rest token"], said
                found += 1
    assert found


def test_narration_dispatches_on_the_move_type_subclasses_included() -> None:
    class MySell(Sell):
        pass

    state = vanuatu.Game(players=3, seed=1).state
    text = describe(state, MySell(0, (1, 2)), None, "")[1]
    assert text == f"P0 sells fish worth 1 and 2 at price {state.fish_price}."
    said = vanuatu.events(state, vanuatu.legal_moves(state)[0])
    assert isinstance(said[0], Played)
