"""The board picture (``vapor_willie.svg.board``) and the narration of moves."""

from __future__ import annotations

import xml.etree.ElementTree as ET

import pytest

import vapor_willie as vw
from vapor_willie.narration import narrate, narrate_game, sentence
from vapor_willie.svg import board

SVG = "{http://www.w3.org/2000/svg}"


def _game(players: int = 3, seed: int = 1, moves: int = 120) -> vw.Game:
    game = vw.Game(players=players, seed=seed)
    bot = vw.RandomBot(seed=seed)
    for _ in range(moves):
        if game.is_over():
            break
        game.play(bot.choose(game.state))
    return game


def _texts(svg: str) -> list[str]:
    return [t.text or "" for t in ET.fromstring(svg).iter(f"{SVG}text")]


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_board_is_well_formed_and_shows_every_part(players: int) -> None:
    game = _game(players, seed=players)
    state = game.state
    root = ET.fromstring(board(state))
    classes = [e.get("class", "") for e in root.iter()]
    river = state.options.components.river(state.options.river)
    assert classes.count("island") == len(river.islands)
    assert classes.count("port") == len(river.ports)
    assert classes.count("boat") == 1
    assert classes.count("player") == players
    points = {e.get("data-point") for e in root.iter() if e.get("data-point")}
    assert {p.id for p in river.points} <= points
    cubes = sum(1 for c in classes if c.startswith("cube "))
    on_board = (sum(1 for c in state.islands if c) + len(state.drifting)
                + sum(sum(p.cubes) for p in state.players) + len(state.options.components.cubes))
    assert cubes == on_board  # islands, adrift, holds, and one swatch per type in the bag


def test_VW12_the_board_of_a_player_hides_the_others_objectives() -> None:
    game = _game(3, seed=5, moves=60)
    state = game.state
    secret = [c for c in state.players[1].objectives
              if all(c not in p.fulfilled for p in state.players)
              and c not in state.players[0].objectives]
    assert secret
    seen = " ".join(_texts(board(state, player=0)))
    everything = " ".join(_texts(board(state)))
    for card in secret:
        assert card not in seen.split() and card in everything
    assert "P0 - you" in seen


def test_the_game_shows_its_board_in_a_notebook() -> None:
    game = _game(2, moves=10)
    assert game._repr_svg_() == board(game.state)


def test_board_refuses_what_is_not_a_state() -> None:
    with pytest.raises(TypeError, match="needs a GameState"):
        board("state")  # type: ignore[arg-type]


def test_every_move_of_games_is_narrated() -> None:
    for seed in range(3):
        game = _game(3, seed=seed, moves=400)
        lines = narrate_game(game.record)
        assert len(lines) >= len(game.moves)
        assert all(line.endswith(".") for line in lines)


def test_VW12_narration_hides_the_cards_the_viewer_cannot_see() -> None:
    game = vw.Game(players=2, seed=3)
    draws = [(i, m) for i, m in enumerate(game.moves) if str(m).startswith("reveal objective")]
    record = game.record
    own = narrate_game(record, viewer=0)
    other = narrate_game(record, viewer=1)
    for _, move in draws[:2]:  # P0's cards
        card = move.outcome[0]
        assert any(card in line for line in own)
        assert not any(card in line for line in other)


def test_narration_tells_the_effects() -> None:
    game = _game(2, seed=1, moves=0)
    state = game.state
    move = game.legal_moves()[0]
    after = vw.apply(state, move)
    lines = narrate(state, move, after)
    assert lines[0] == sentence(state, move)
    assert lines[0].startswith(f"P{move.player} ")
