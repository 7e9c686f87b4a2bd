"""The terminal's text of a position (:mod:`vanuatu.text`): the map names every space
once, and the description follows the state as the game goes on."""

from __future__ import annotations

import random

import vanuatu
from vanuatu.text.board import board_map
from vanuatu.text.display import describe_scores, describe_state, who_acts


def _played(moves: int, seed: int = 3) -> vanuatu.Game:
    game = vanuatu.Game(players=3, seed=seed)
    rng = random.Random(seed)
    for _ in range(moves):
        if game.is_over():
            break
        game.play(rng.choice(game.legal_moves()))
    return game


def test_the_map_names_each_space_once() -> None:
    state = _played(0).state
    named = board_map(state, names=True)
    for space in state.options.components.spaces:
        assert named.split().count(space) == 1, space
    assert len(board_map(state).splitlines()) * 2 == len(named.splitlines())


def test_the_description_says_who_acts_and_changes_with_the_state() -> None:
    before, after = _played(5).state, _played(40).state
    assert who_acts(before) in describe_state(before)
    assert describe_state(before) != describe_state(after)


def test_the_scores_text_names_every_player() -> None:
    game = _played(100_000)
    assert game.is_over()
    text = describe_scores(vanuatu.final_scores(game.state))
    for p in range(3):
        assert f"P{p}" in text
