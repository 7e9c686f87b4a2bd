"""The text notation of moves: parse_move and str(move) are inverse."""

from __future__ import annotations

import pytest
from random_play import random_game

import vanuatu
from vanuatu import Action, NotationError, Options, parse_move
from vanuatu.moves import (
    Beg,
    Build,
    Buy,
    ChanceMove,
    Draw,
    Explore,
    Fish,
    Govern,
    PlaceTile,
    Plan,
    Rest,
    Retrieve,
    Sail,
    Sell,
    SellTreasure,
    TakeCharacter,
    Transport,
)

EXAMPLES = {
    "reveal start start-blank start-fish start-wreck":
        ChanceMove("start", ("start-blank", "start-fish", "start-wreck")),
    "reveal tile A2": ChanceMove("tile", "A2"),
    "reveal demand 7": ChanceMove("demand", 7),
    "reveal tourist 3": ChanceMove("tourist", 3),
    "reveal first P2": ChanceMove("first", 2),
    "P2 place A2 2,0": PlaceTile(2, "A2", "2,0"),
    "P1 take navigator": TakeCharacter(1, "navigator"),
    "P0 plan fish sell": Plan(0, (Action.FISH, Action.SELL)),
    "P0 plan rest": Plan(0, (Action.REST,)),
    "P0 sail 2,1 2 +bonus": Sail(0, "2,1", 2, True),
    "P0 sail -1,0 1": Sail(0, "-1,0", 1),
    "P0 build 1,2": Build(0, "1,2"),
    "P0 explore": Explore(0),
    "P0 fish +bonus": Fish(0, True),
    "P0 sell 1 2": Sell(0, (1, 2)),
    "P0 buy 1,2 beef": Buy(0, "1,2", "beef"),
    "P0 draw 1,2": Draw(0, "1,2"),
    "P0 transport 1,2": Transport(0, "1,2"),
    "P0 rest vatu": Rest(0, "vatu"),
    "P0 retrieve build": Retrieve(0, Action.BUILD),
    "P0 govern fish explore": Govern(0, Action.FISH, Action.EXPLORE),
    "P0 sell-treasure 2": SellTreasure(0, 2),
    "P0 beg 3": Beg(0, 3),
}


@pytest.mark.parametrize("text", sorted(EXAMPLES))
def test_notation_examples_parse_and_print(text: str) -> None:
    move = EXAMPLES[text]
    assert parse_move(text) == move
    assert str(move) == text


def test_notation_is_normalised() -> None:
    assert parse_move("  p0  PLAN  sell FISH ") == Plan(0, (Action.FISH, Action.SELL))
    assert str(parse_move("P0 sell 2 1")) == "P0 sell 1 2"
    assert parse_move("P3 sail 02,1 1") == Sail(3, "2,1", 1)
    assert parse_move("P1 buy 0,0 BEEF") == Buy(1, "0,0", "beef")


@pytest.mark.parametrize("players", [3, 4, 5])
def test_notation_round_trips_every_legal_move_of_a_game(players: int) -> None:
    for s in random_game(Options(players=players), 40 + players)[0][::3]:
        for m in vanuatu.legal_moves(s):
            assert parse_move(str(m)) == m, str(m)


@pytest.mark.parametrize(
    ("text", "needle"),
    [
        ("", "empty"),
        ("P0", "move word must follow"),
        ("P9x fish", "not a player"),
        ("X0 fish", "not a player"),
        ("P0 plan fihs", "unknown action 'fihs'"),
        ("P0 plan fish sell rest", "plan ACTION"),
        ("P0 sail 2,1", "sail SPACE STEPS"),
        ("P0 sail 21 2", "not a space"),
        ("P0 sail 2,1 two", "steps must be a number"),
        ("P0 retrieve +bonus", "+bonus is only for action moves"),
        ("P0 dance", "unknown move word 'dance'"),
        ("reveal", "reveal EVENT OUTCOME"),
        ("reveal comet 3", "unknown chance event"),
        ("reveal demand x", "demand tile must be a number"),
        ("reveal start a b", "reveal start TILE TILE TILE"),
        ("P0 sell", "sell VALUE"),
        ("P0 beg lots", "amount of PP must be a number"),
        ("P0 " + "fish " * 60, "at most"),
    ],
)
def test_notation_errors_name_the_problem(text: str, needle: str) -> None:
    with pytest.raises(NotationError) as info:
        parse_move(text)
    assert needle in str(info.value)


def test_notation_non_string_refused() -> None:
    with pytest.raises(TypeError, match="needs a string"):
        parse_move(42)  # type: ignore[arg-type]


@pytest.mark.parametrize("text", ["reveal demand ٦", "P٠ fish", "P0 sail 2,1 ２", "P0 sail ２,1 1"])
def test_notation_digits_are_ascii(text: str) -> None:
    with pytest.raises(NotationError):
        parse_move(text)


def test_notation_large_numbers_are_out_of_range() -> None:
    with pytest.raises(NotationError, match="steps 999999 is out of range"):
        parse_move("P0 sail 2,1 999999")


def test_notation_game_play_accepts_text() -> None:
    g = vanuatu.Game(players=3, seed=1)
    text = str(g.legal_moves()[0])
    g.play(text)
    assert str(g.moves[-1]) == text
