"""The public functions refuse arguments of the wrong kind with a clear error."""

from __future__ import annotations

import pytest

import vapor_willie as vw
from vapor_willie.moves import Answer, MoveBoat, Offer


@pytest.mark.parametrize(("move", "message"), [
    (Offer(0, "x", "hay", "duck"), "the other of the Offer move must be an int"),  # type: ignore[arg-type]
    (MoveBoat(0, 5), "the point of the MoveBoat move must be a str"),  # type: ignore[arg-type]
    (Answer(0, 1), "the accept of the Answer move must be a bool"),  # type: ignore[arg-type]
    ("P0 end", "parse text with vapor_willie.parse_move"),
])
def test_wrong_arguments_are_type_errors(move: object, message: str) -> None:
    state = vw.Game(players=2, seed=1).state
    for verb in (vw.explain, vw.apply):
        with pytest.raises(TypeError, match=message):
            verb(state, move)  # type: ignore[arg-type]
    with pytest.raises(TypeError, match="needs a GameState"):
        vw.legal_moves("state")  # type: ignore[arg-type]


def test_an_illegal_move_leaves_the_game_unchanged() -> None:
    game = vw.Game(players=2, seed=1)
    before = game.state
    with pytest.raises(vw.IllegalMove) as e:
        game.play("P1 end")
    assert e.value.rule == "VW3.5" and game.state is before and len(game.moves) == 7
    with pytest.raises(vw.NotationError):
        game.play("P1 jump")


def test_options_and_game_arguments() -> None:
    with pytest.raises(vw.OptionsError, match="river: no river face 'Q'"):
        vw.Options(players=2, river="Q")
    with pytest.raises(vw.OptionsError, match="max_rounds"):
        vw.Options(players=2, max_rounds=-1)
    with pytest.raises(vw.OptionsError, match="not both"):
        vw.Game(players=3, options=vw.Options(players=2))
    with pytest.raises(TypeError, match="seed"):
        vw.Game(players=2, seed="x")  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="no player 5"):
        vw.observe(vw.Game(players=2, seed=1).state, 5)
