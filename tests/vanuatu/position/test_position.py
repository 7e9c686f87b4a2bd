"""Position strings (vanuatu.position): exact round trips, the public form (R9),
and errors that name the field."""

from __future__ import annotations

import random

import attrs
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from random_play import VARIANTS, random_game, variant_id

import vanuatu
from vanuatu import Options, PositionError, from_position, observe, to_position


@pytest.mark.slow
@pytest.mark.parametrize("options", VARIANTS, ids=variant_id)
@settings(max_examples=1, deadline=None)
@given(seed=st.integers(0, 10**6))
def test_round_trip_every_state_of_random_games(options: Options, seed: int) -> None:
    for k, state in enumerate(random_game(options, seed)[0]):
        text = to_position(state)
        assert text.isascii() and text.isprintable() and "\n" not in text
        assert from_position(text) == state
        if k % 9 == 0:  # the public form of each player (R9)
            for p in range(options.players):
                public = to_position(state, player=p)
                assert from_position(public) == observe(state, p).state


def test_rulings_round_trip() -> None:
    options = Options(players=3, paired_planning_together=False, governor_onto_resolved=False,
                      sail_revisit=False, fishing_lowers_price=True,
                      replenish_ignores_supply=False)
    state = vanuatu.Game(options=options, seed=3).state
    text = to_position(state)
    assert text.split()[1] == "3ogsfc"
    assert from_position(text).options == options
    assert from_position(text) == state


def test_custom_components_need_the_options() -> None:
    from vanuatu.components import DEFAULT_COMPONENTS, TileSpec

    comps = DEFAULT_COMPONENTS.replace_tile(TileSpec("F1", "ocean", "F", fish=3, treasure=1))
    options = Options(players=3, components=comps)
    state = vanuatu.Game(options=options, seed=3).state
    text = to_position(state)
    assert text.split()[1] == "3x"
    with pytest.raises(PositionError, match=r"field 2 \(options\).*custom components"):
        from_position(text)
    assert from_position(text, options=options) == state
    with pytest.raises(PositionError, match=r"field 2 \(options\).*does not match"):
        from_position(text, options=Options(players=3))


def test_R9_public_form_hides_rest_tokens_of_others() -> None:
    state = vanuatu.Game(players=3, seed=5).state
    pl = attrs.evolve(state.players[0], rest_token="first")
    state = attrs.evolve(state, players=(pl, *state.players[1:]),
                         rest_available=("vatu", "point", "both"))
    own = to_position(state, player=0)
    other = to_position(state, player=1)
    assert ":first" in own and ":first" not in other
    players_field = other.split()[6]
    assert players_field.split("/")[0].endswith(":?")
    assert other.split()[16] == "?"  # the available tokens are hidden too
    assert "first" not in players_field


GOOD = vanuatu.to_position(vanuatu.Game(players=3, seed=1).state)


def _replace(field: int, value: str) -> str:
    words = GOOD.split(" ")
    words[field - 1] = value
    return " ".join(words)


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("", r"field 1 \(version\)"),
        ("v9 3", r"field 1 \(version\): expected 'v1'"),
        ("v1 3 1.planning.0", r"24 fields"),
        (_replace(2, "7"), r"field 2 \(options\)"),
        (_replace(2, "3q"), r"field 2 \(options\): unknown option letter 'q'"),
        (_replace(2, "2n"), r"field 2 \(options\): characters: R10.2"),
        (_replace(3, "1.planning"), r"field 3 \(clock\)"),
        (_replace(4, "P7"), r"field 4 \(to-act\)"),
        (_replace(5, "X"), r"field 5 \(first-player\)"),
        (_replace(6, "./."), r"field 6 \(board\): needs 16 spaces"),
        (_replace(6, GOOD.split()[5].replace("start-island", "atlantis")),
         r"field 6 \(board\): space 0,0: unknown tile 'atlantis'"),
        (_replace(7, "3:0"), r"field 7 \(players\): needs 3 players"),
        (_replace(7, GOOD.split()[6].replace(":0:", ":x:", 1)),
         r"field 7 \(players\): pp must be a number"),
        (_replace(9, "many"), r"field 9 \(tiles-revealed\)"),
        (_replace(10, "99"), r"field 10 \(demand-display\): unknown demand tile 99"),
        (_replace(17, "first,nap"), r"field 17 \(rest-available\): unknown rest token 'nap'"),
        (_replace(18, "12"), r"field 18 \(neutral\)"),
        (_replace(19, "2"), r"field 19 \(resolved\)"),
        (_replace(20, "wizard"), r"field 20 \(offered\): unknown character 'wizard'"),
        (_replace(23, "-"), r"field 23 \(governed\)"),
        (_replace(24, "maybe"), r"field 24 \(defeat\)"),
        (GOOD + "\n" + GOOD, r"printable ASCII|fields"),
    ],
)
def test_malformed_positions_name_the_field(text: str, message: str) -> None:
    with pytest.raises(PositionError, match=message):
        from_position(text)


def test_impossible_positions_are_refused_naming_the_field() -> None:
    board = GOOD.split()[5].split("/")
    island = next(i for i, w in enumerate(board) if w.startswith("start-island"))
    ocean = next(i for i, w in enumerate(board) if w.startswith("start-fish"))
    twice = list(board)
    twice[ocean] = "start-island"
    with pytest.raises(PositionError, match=r"field 6 \(board\): tile start-island is on two"):
        from_position(_replace(6, "/".join(twice)))
    hut = list(board)
    hut[island] = board[island] + "H4"
    with pytest.raises(PositionError, match=r"field 6 \(board\).*a hut of a player"):
        from_position(_replace(6, "/".join(hut)))
    players = GOOD.split()[6].split("/")
    parts = players[0].split(":")
    parts[2] = "0,0"  # the start island
    players[0] = ":".join(parts)
    with pytest.raises(PositionError, match=r"field 7 \(players\): P0's boat is on 0,0"):
        from_position(_replace(7, "/".join(players)))
    with pytest.raises(PositionError, match=r"field 8 \(upcoming\): start-fish is already"):
        from_position(_replace(8, "start-fish"))


def test_wrong_types() -> None:
    with pytest.raises(TypeError):
        from_position(3)  # type: ignore[arg-type]
    with pytest.raises(TypeError):
        to_position("v1")  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="no player P9"):
        to_position(vanuatu.Game(players=3, seed=1).state, player=9)


def test_a_game_starts_from_a_position_and_plays_to_the_end() -> None:
    source = vanuatu.Game(players=4, seed=11)
    bot = random.Random(2)
    for _ in range(60):
        source.play(bot.choice(source.legal_moves()))
    text = to_position(source.state)
    puzzle = vanuatu.Game.from_position(text, seed=3)
    assert puzzle.state == source.state
    assert puzzle.record.headers.position == text
    while not puzzle.is_over():
        puzzle.play(bot.choice(puzzle.legal_moves()))
    assert len(vanuatu.final_scores(puzzle.state).lines) == 4
    assert vanuatu.validate(puzzle.record).complete
    again = vanuatu.Game.from_position(source.state)
    assert again.state == source.state


def test_R9_a_public_position_cannot_be_played() -> None:
    rng = random.Random(5)
    state = vanuatu.new_game(vanuatu.Options(players=3))
    while not any(pl.rest_token for pl in state.players):  # Phase IV, a token kept
        move = (vanuatu.sample_chance(state, rng) if state.is_chance
                else rng.choice(vanuatu.legal_moves(state)))
        state = vanuatu.apply(state, move)
    keeper = next(p for p, pl in enumerate(state.players) if pl.rest_token)
    with pytest.raises(PositionError, match="public position"):
        vanuatu.Game.from_position(to_position(state, player=(keeper + 1) % 3))
    with pytest.raises(TypeError):
        vanuatu.Game.from_position(3)  # type: ignore[arg-type]
