"""Records that start from a position: the header ``Position`` (like FEN in PGN)."""

from __future__ import annotations

import random

import attrs
import pytest

import vanuatu
from vanuatu import Headers, Record, RecordError, to_position, validate, validate_text


def _puzzle(moves: int = 5) -> vanuatu.Game:
    source = vanuatu.Game(players=3, seed=21)
    bot = random.Random(1)
    for _ in range(40):
        source.play(bot.choice(source.legal_moves()))
    game = vanuatu.Game.from_position(to_position(source.state), seed=4,
                                      headers=Headers(event="Puzzle 1"))
    for _ in range(moves):
        game.play(bot.choice(game.legal_moves()))
    return game


def test_a_record_from_a_position_round_trips_in_both_forms() -> None:
    game = _puzzle()
    record = game.record
    assert record.headers.position == to_position(game.states[0])
    text = record.to_text()
    assert "\nPosition: v1 " in text
    for again in (Record.parse(text), Record.parse(record.to_json())):
        assert again == record
        assert list(again.states())[-1] == game.state
        assert vanuatu.Game.from_record(again).state == game.state
    report = validate(record)
    assert report.valid and report.moves_applied == len(record.moves)
    assert validate_text(text).valid


def test_an_illegal_move_after_a_position_is_reported_with_its_rule() -> None:
    game = _puzzle(0)
    other = (game.state.to_act + 1) % 3
    text = game.record.to_text() + f"P{other} retrieve fish\n"
    report = validate_text(text)
    assert not report.valid
    assert report.rule == "R3" and report.line == len(text.splitlines())


def test_a_bad_position_header_names_the_line_and_the_field() -> None:
    text = _puzzle(0).record.to_text()
    lines = text.splitlines()
    n = next(i for i, line in enumerate(lines, 1) if line.startswith("Position:"))
    words = lines[n - 1].split(" ")
    bad = list(words)
    bad[3] = "1.lunch.0"  # the clock, field 3 of the position
    lines[n - 1] = " ".join(bad)
    with pytest.raises(RecordError, match=rf"line {n}: Position: position field 3 \(clock\)"):
        Record.parse("\n".join(lines))
    bad = list(words)
    bad[2] = "4"  # the position's options disagree with 'Players: 3'
    lines[n - 1] = " ".join(bad)
    with pytest.raises(RecordError, match=rf"line {n}: Position: .*field 2 \(options\)"):
        Record.parse("\n".join(lines))


def test_the_position_header_is_checked_against_the_options() -> None:
    position = to_position(vanuatu.Game(players=3, seed=2).state)
    with pytest.raises(RecordError, match=r"headers\.position"):
        Record(vanuatu.Options(players=4), Headers(position=position), ())
    with pytest.raises(RecordError, match=r"headers\.position"):
        Headers(position=position + "\n")
    with pytest.raises(RecordError, match="reserved"):
        Headers(tags=(("Position", "x"),))
    record = Record(vanuatu.Options(players=3), Headers(position=position), ())
    assert next(record.states()) == vanuatu.from_position(position)
    assert attrs.evolve(record.headers, position="").position == ""


def test_cli_validates_and_replays_a_record_from_a_position(tmp_path: object) -> None:
    from pathlib import Path

    from vanuatu.cli import main

    path = Path(str(tmp_path)) / "puzzle.vnt"
    path.write_text(_puzzle().record.to_text(), encoding="utf-8")
    assert main(["validate", str(path)]) == 0
    assert main(["replay", str(path)]) == 0
    assert main(["replay", str(path), "--narrate"]) == 0
    assert main(["view", str(path), "--out", str(path.with_suffix(".html"))]) == 0


def test_the_story_and_the_page_of_a_record_start_at_its_position() -> None:
    from vanuatu.cli.story import story_lines
    from vanuatu.viewer.html import position_data

    record = _puzzle().record
    start = next(record.states(0))
    assert start == vanuatu.from_position(record.headers.position)
    assert start.round > 1
    lines = list(story_lines(record.options, record.moves, start))
    assert lines[0] == f"Round {start.round}"
    assert len([line for line in lines if line.lstrip()[:1].isdigit()]) == len(record.moves)
    data = position_data(record)
    assert data["moves"][0]["round"] == start.round
    assert len(data["positions"]) == len(record.moves) + 1


def test_characters_read_back_as_the_enum() -> None:
    state = _puzzle().state
    again = vanuatu.from_position(to_position(state))
    held = [pl.character for pl in again.players if pl.character is not None]
    assert held and all(isinstance(c, vanuatu.Character) for c in held)
    assert held == [pl.character for pl in state.players if pl.character is not None]
