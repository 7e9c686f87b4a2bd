"""Records: text and JSON round-trip, and validation names the first illegal move."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import vapor_willie as vw


def _played(players: int = 3, seed: int = 1) -> vw.Game:
    game = vw.Game(players=players, seed=seed, names=("Ana", "", "Cy")[:players])
    bot = vw.RandomBot(seed)
    while not game.is_over():
        game.play(bot.choose(game.state))
    return game


def test_text_and_json_round_trip(tmp_path: Path) -> None:
    record = _played().record
    assert vw.Record.loads(record.to_text()) == record
    assert vw.Record.loads(record.to_json()) == record
    for name in ("g.vwr", "g.json"):
        record.dump(tmp_path / name)
        assert vw.Record.read(tmp_path / name) == record
    report = vw.validate(record)
    assert report.ok and report.complete and report.moves == len(record.moves)


def test_a_record_with_other_components_carries_them(tmp_path: Path) -> None:
    raw = json.loads(vw.components.DATA_PATH.read_text())
    raw["cubes"][0]["count"] = 10
    comps = vw.components_from_dict(raw)
    game = vw.Game(options=vw.Options(players=2, components=comps), seed=3)
    again = vw.Record.loads(game.record.to_text())
    assert again.options.components == comps and again == game.record
    assert vw.Record.loads(game.record.to_json()) == game.record


def test_validate_names_the_first_illegal_move_with_its_line_and_rule() -> None:
    lines = _played(2, 4).record.to_text().splitlines()
    first = next(i for i, line in enumerate(lines) if re.match(r"P\d+ ", line))
    lines.insert(first, "P1 dock PA")
    report = vw.validate_text("\n".join(lines) + "\n")
    assert not report.ok and report.line == first + 1 and report.rule is not None
    assert report.move == "P1 dock PA" and str(report).startswith(f"line {first + 1}:")


@pytest.mark.parametrize(("text", "message"), [
    ("", "no 'Players:' header"),
    ("Players: 3\nColour: red\n", "line 2: unknown header 'Colour'"),
    ("Players: 3\nP0 fly\n", "line 2: 'P0 fly': unknown move word"),
    ("Players: x\n", "line 1: Players: expected a whole number"),
    ("Players: 3\nRiver: Z\n", "river: no river face 'Z'"),
    ("Format: other 1\nPlayers: 3\n", "not a vapor-willie-record"),
    ("{", "not JSON"),
    ('{"format": "vapor-willie-record", "version": 1, "players": 2, "moves": [3]}',
     "moves[0]: expected a move as text"),
])
def test_broken_records_name_the_place(text: str, message: str) -> None:
    with pytest.raises(vw.RecordError, match=None) as e:
        vw.Record.loads(text)
    assert message in str(e.value)


def test_unreadable_file(tmp_path: Path) -> None:
    with pytest.raises(vw.RecordError, match="cannot read the file"):
        vw.Record.read(tmp_path / "missing.vwr")


def test_game_undo_rewinds_the_draws() -> None:
    game = vw.Game(players=2, seed=9)
    bot = vw.RandomBot(2)
    for _ in range(30):
        game.play(bot.choose(game.state))
    moves = game.moves
    move = game.undo()
    game.play(move)
    assert game.moves == moves


@settings(max_examples=6, deadline=None)
@given(st.sampled_from([2, 3, 4]), st.integers(min_value=0, max_value=2**32 - 1))
def test_random_records_round_trip_and_validate(players: int, seed: int) -> None:
    game = vw.Game(options=vw.Options(players=players, max_rounds=5), seed=seed)
    bot = vw.RandomBot(seed)
    while not game.is_over():
        game.play(bot.choose(game.state))
    record = game.record
    for text in (record.to_text(), record.to_json()):
        again = vw.Record.loads(text)
        assert again == record
        report = vw.validate(again)
        assert report.ok and report.complete and report.state == game.state


def test_a_game_logged_at_a_table_replays_move_by_move() -> None:
    game = _played(2, 8)
    table = vw.Game(options=game.options, auto_chance=False)
    for move in game.moves:
        table.play(str(move))
    assert table.state == game.state and table.is_over()


def test_notation_errors() -> None:
    for text in ("", "P0", "reveal dice 3", "P0 move", "P0 move 1 +rata", "X0 end",
                 "P0 offer P1 hay to duck", "P0 drift hay 1 gold", "reveal first O3"):
        with pytest.raises(vw.NotationError):
            vw.parse_move(text)
