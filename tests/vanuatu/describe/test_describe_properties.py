"""Every legal move of random positions of every variant has its own words
(:func:`vanuatu.describe_move`), and every class of move has a describer."""

from __future__ import annotations

import typing
from collections import defaultdict
from functools import cache

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from random_play import VARIANTS, random_game, variant_id

import vanuatu
from vanuatu import GameState, describe_move
from vanuatu.describe import DESCRIBERS
from vanuatu.moves import Move


@cache
def game(variant: int, seed: int) -> tuple[GameState, ...]:
    return tuple(random_game(VARIANTS[variant], seed)[0])


def every_move(state: GameState) -> list[Move]:
    """The legal moves of the player to act (or of chance) and the free actions
    of the other players (R7)."""
    moves = vanuatu.legal_moves(state)
    if not state.is_chance and not state.is_over:
        for p in range(state.num_players):
            if p != state.to_act:
                moves.extend(vanuatu.legal_moves(state, player=p))
    return moves


def check_words(state: GameState) -> None:
    """Each move's description is words, with no placeholder left, and two
    moves of one player whose notations differ read differently. (No two
    legal moves read alike: a bonus is declared only where it changes the
    action, R12.2, and the words say what it changes.)"""
    by_player: dict[int, dict[str, Move]] = defaultdict(dict)
    for move in every_move(state):
        text = describe_move(move, state)
        assert text.strip() and text == text.strip(), (str(move), text)
        assert "{" not in text and "}" not in text, (str(move), text)
        other = by_player[move.player].get(text)
        assert other is None or str(other) == str(move), (str(other), str(move), text)
        by_player[move.player][text] = move


@settings(max_examples=100, deadline=None)
@given(variant=st.integers(0, len(VARIANTS) - 1), seed=st.integers(0, 3),
       at=st.integers(0, 10**6))
def test_every_legal_move_of_a_random_position_has_its_own_words(
        variant: int, seed: int, at: int) -> None:
    states = game(variant, seed)
    check_words(states[at % len(states)])


@pytest.mark.parametrize("options", VARIANTS, ids=variant_id)
def test_every_legal_move_of_a_whole_game_has_its_own_words(options: vanuatu.Options) -> None:
    states = game(VARIANTS.index(options), 11)
    for state in states[::5]:
        check_words(state)


def test_every_class_of_move_has_a_describer() -> None:
    classes = set(typing.get_args(vanuatu.Move))
    missing = sorted(cls.__name__ for cls in classes - DESCRIBERS.keys())
    assert not missing, f"no describer for {missing}"
    assert all(callable(describer) for describer in DESCRIBERS.values())


def test_the_words_read_the_rules_only_through_their_public_modules() -> None:
    from import_graph import GRAPH

    for name, imported in GRAPH.items():
        if name == "vanuatu.describe" or name.startswith("vanuatu.describe."):
            rules = {m for m in imported if m.startswith("vanuatu.rules")}
            assert rules <= {"vanuatu.rules", "vanuatu.rules.engine"}, (name, rules)


def test_a_class_without_a_describer_is_refused() -> None:
    with pytest.raises(TypeError, match=r"needs a move object from vanuatu\.moves, not str"):
        describe_move("P0 fish", vanuatu.Game(players=3, seed=1).state)  # type: ignore[arg-type]
