"""The board picture (``vapor_willie.svg.board``): every part drawn, the cards a player
may not see face down (VW12), an :class:`~tabletop.svg.SvgDocument` as Vanuatu's."""

from __future__ import annotations

import xml.etree.ElementTree as ET

import pytest
from vapor_willie_play import random_game as _game

import tabletop.svg
import vanuatu
import vanuatu.svg
from vapor_willie.svg import SvgDocument, board

SVG = "{http://www.w3.org/2000/svg}"


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


def test_the_board_is_an_svg_document_of_the_same_type_as_vanuatus() -> None:
    picture = board(_game(2, moves=10).state, player=1)
    assert type(picture) is tabletop.svg.SvgDocument is SvgDocument is vanuatu.svg.SvgDocument
    assert isinstance(picture, str) and picture._repr_svg_() == picture
    assert ET.fromstring(picture).tag == f"{SVG}svg"
    theirs = vanuatu.svg.board(vanuatu.Game(players=2, seed=1).state)
    assert type(theirs) is type(picture)


def test_text_on_a_dark_ground_is_light() -> None:
    """The end point's number and mark, and a face-down card's words, are white
    (class ``light``, which the picture's style sets after the text classes), so
    that they stay readable on the dark end point and the blue back of a card."""
    game = _game(3, seed=3)
    svg = board(game.state, player=0)
    style = ET.fromstring(svg).find(f"{SVG}style")
    assert style is not None and style.text is not None
    assert style.text.index(".light{fill:#fff}") > style.text.index(".tiny{")
    root = ET.fromstring(svg)
    end = [g for g in root.iter(f"{SVG}g") if g.get("data-point") == "E"]
    assert end, "the river has its end point E"
    assert all("light" in (t.get("class") or "") for t in end[0].iter(f"{SVG}text"))
    down = [g for g in root.iter(f"{SVG}g") if g.get("class") == "card down"]
    assert down, "P0 does not see the others' objectives (VW12)"
    assert all("light" in (t.get("class") or "") for g in down for t in g.iter(f"{SVG}text"))
    up = [g for g in root.iter(f"{SVG}g") if g.get("class") == "card up"]
    assert all("light" not in (t.get("class") or "") for g in up for t in g.iter(f"{SVG}text"))
