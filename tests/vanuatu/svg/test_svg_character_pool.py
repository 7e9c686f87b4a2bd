"""During Phase II the picture shows the character pool in the place of the
action board (R3.8): each character free to take is a place a page can click
(``data-character``), each one held names its holder."""

from __future__ import annotations

import re

import pytest

import vanuatu
from vanuatu import svg
from vanuatu.rules.characters import available


def _characters_phase(players: int, seed: int, turn: int) -> vanuatu.Game:
    game = vanuatu.Game(players=players, seed=seed)
    seen = 0
    while True:
        if game.state.phase.word == "characters":
            if seen == turn:
                return game
            seen += 1
        game.play(game.legal_moves()[0])


@pytest.mark.parametrize(("players", "turn"), [(3, 0), (3, 4), (5, 7)])
def test_R3_8_the_pool_is_drawn_with_a_place_for_each_name(players: int, turn: int) -> None:
    game = _characters_phase(players, 3, turn)
    picture = svg.board(game.state, player=game.state.to_act, size=None)
    drawn = re.findall(r'data-character="([a-z]+)"', picture)
    assert sorted(drawn) == sorted(str(c) for c in available(game.state))
    # what a player holds is shown, with the holder, and cannot be clicked
    for k, p in enumerate(game.state.players):
        if p.character:
            assert str(p.character) not in drawn
            assert f"{p.character} P{k}</text>" in picture
    assert 'id="characters"' in picture and 'id="action-board"' not in picture
    # each take move of the seat names a drawn character
    takes = {m.character for m in game.legal_moves()}
    assert takes == set(drawn)


def test_R3_8_no_pool_outside_phase_two() -> None:
    game = _characters_phase(3, 3, 0)
    game.play(game.legal_moves()[0])
    while game.state.phase.word == "characters":
        game.play(game.legal_moves()[0])
    picture = svg.board(game.state, size=None)
    assert "data-character" not in picture
    assert 'id="action-board"' in picture and 'id="characters"' not in picture
