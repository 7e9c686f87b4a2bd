"""The mutable convenience wrapper :class:`vanuatu.Game`."""

from __future__ import annotations

import random

import pytest

import vanuatu
from vanuatu import CHANCE, Phase


def test_game_resolves_setup_from_the_seed() -> None:
    a = vanuatu.Game(players=4, seed=7)
    b = vanuatu.Game(players=4, seed=7)
    assert a.state == b.state and a.moves == b.moves
    assert a.state.phase == Phase.CHARACTERS and a.state.to_act == a.state.first_player
    assert all(m.player == CHANCE for m in a.moves)


def test_play_accepts_notation_and_refuses_illegal_moves_unchanged() -> None:
    game = vanuatu.Game(players=3, seed=1)
    before = (game.state, game.moves)
    with pytest.raises(vanuatu.IllegalMove):
        game.play(f"P{(game.state.to_act + 1) % 3} take navigator")
    assert (game.state, game.moves) == before
    with pytest.raises(vanuatu.NotationError):
        game.play("P0 dance")
    assert (game.state, game.moves) == before
    game.play(f"P{game.state.to_act} take navigator")
    assert game.state.players[game.moves[-1].player].character == "navigator"


def test_undo_rewinds_state_moves_and_chance_generator() -> None:
    game = vanuatu.Game(players=3, seed=5)
    rng = random.Random(5)
    while game.state.phase != Phase.PREPARATION:  # into round 2, where chance follows moves
        game.play(rng.choice(game.legal_moves()))
    while game.state.phase == Phase.PREPARATION:
        game.play(game.legal_moves()[0])
    # the last placement was followed by chance reveals of the next tiles
    assert game.moves[-1].player == CHANCE
    after = (game.state, game.moves)
    placed = game.undo()
    assert placed.player != CHANCE and game.state.phase == Phase.PREPARATION
    assert game.state == game.states[-1] and len(game.states) == len(game.moves) + 1
    game.play(placed)
    assert (game.state, game.moves) == after  # same chance outcomes drawn again


def test_undo_never_takes_back_setup() -> None:
    game = vanuatu.Game(players=3, seed=2)
    with pytest.raises(IndexError):
        game.undo()
    manual = vanuatu.Game(players=3, seed=2, auto_chance=False)
    with pytest.raises(IndexError):
        manual.undo()
    manual.play_chance()
    assert manual.undo().player == CHANCE and manual.moves == ()


def test_game_options_are_given_one_way() -> None:
    with pytest.raises(vanuatu.OptionsError):
        vanuatu.Game(players=3, options=vanuatu.Options(players=4))
    assert vanuatu.Game(players=3, seed=1, characters=False).options.characters is False


def test_legal_moves_for_an_unknown_player_is_an_error() -> None:
    state = vanuatu.Game(players=3, seed=1).state
    with pytest.raises(ValueError, match="no player P7"):
        vanuatu.legal_moves(state, player=7)


def test_whole_game_and_record() -> None:
    game = vanuatu.Game(players=5, seed=11)
    rng = random.Random(11)
    while not game.is_over():
        game.play(rng.choice(game.legal_moves()))
    assert game.state.round == 8 and game.legal_moves() == []
    assert vanuatu.Game.from_record(game.record).state == game.state
    assert "phase=over" in repr(game)


def test_game_moves_cannot_be_changed_from_outside() -> None:
    game = vanuatu.Game(players=3, seed=1)
    game.play(game.legal_moves()[0])
    assert isinstance(game.moves, tuple)
    assert len(game.states) == len(game.moves) + 1


@pytest.mark.parametrize(("kwargs", "message"), [
    ({"seed": [1]}, "seed must be an int"),
    ({"seed": True}, "seed must be an int"),
    ({"auto_chance": "no"}, "auto_chance must be True or False"),
])
def test_game_arguments_are_checked(kwargs: dict[str, object], message: str) -> None:
    with pytest.raises(TypeError, match=message):
        vanuatu.Game(players=3, **kwargs)  # type: ignore[arg-type]


@pytest.mark.parametrize("call", [
    lambda s: vanuatu.legal_moves(None),  # type: ignore[arg-type]
    lambda s: vanuatu.observe(None, 0),  # type: ignore[arg-type]
    lambda s: vanuatu.chance_outcomes("x"),  # type: ignore[arg-type]
    lambda s: vanuatu.final_scores("x"),  # type: ignore[arg-type]
    lambda s: vanuatu.new_game(3),  # type: ignore[arg-type]
    lambda s: vanuatu.observe(s, "0"),
    lambda s: vanuatu.observe(s, 1.5),
    lambda s: vanuatu.legal_moves(s, player="P0"),
    lambda s: vanuatu.legal_moves(s, player=True),
    lambda s: vanuatu.apply_unchecked(s, "P0 fish"),  # type: ignore[arg-type]
    lambda s: vanuatu.apply_unchecked(None, vanuatu.legal_moves(s)[0]),  # type: ignore[arg-type]
])
def test_pure_functions_refuse_wrong_argument_types(call: object) -> None:
    state = vanuatu.Game(players=3, seed=1).state
    with pytest.raises(TypeError):
        call(state)  # type: ignore[operator]


def test_R10_3_a_dike_in_the_base_game_cites_rising_waters() -> None:
    state = vanuatu.Game(players=3, seed=1).state
    from vanuatu.moves import Build

    move = Build(state.to_act, None, False, ("0,0", "1,0"))
    import attrs

    acting = attrs.evolve(state, phase=Phase.ACTIONS)
    violation = vanuatu.explain(acting, move)
    assert violation is not None and violation.rule == "R10.3"


def test_game_headers_are_checked_when_the_game_starts() -> None:
    from vanuatu import Headers

    with pytest.raises(vanuatu.RecordError, match="5 names for a 3-player game"):
        vanuatu.Game(players=3, headers=Headers(names=("a",) * 5))
    with pytest.raises(TypeError):
        vanuatu.Game(players=3, headers="x")  # type: ignore[arg-type]
    game = vanuatu.Game(players=3, seed=1, headers=Headers(names=("Ana", "Bo", "Cy")))
    assert game.record.headers.names == ("Ana", "Bo", "Cy")


@pytest.mark.parametrize("name", [None, "9,9", "", 3])
def test_a_space_that_is_not_on_the_board_is_named(name: object) -> None:
    state = vanuatu.Game(players=3, seed=1).state
    with pytest.raises(KeyError, match=r"no space named .* on the board"):
        state.space(name)  # type: ignore[arg-type]
    with pytest.raises(KeyError, match=r"no space named .* on the board"):
        state.tile_at(name)  # type: ignore[arg-type]
    assert state.space(state.space_name(0)) is state.spaces[0]
