"""The same names for the same jobs as :mod:`vanuatu`: ``Record.parse/load``,
``legal_moves(state, player)``, ``Game.from_record``, ``Game.states``, the validation
report, the ``records`` and ``components`` packages and ``convert``."""

from __future__ import annotations

import json
from pathlib import Path

import attrs
import pytest

import vanuatu
import vapor_willie as vw
from vapor_willie.cli import main


def _played(seed: int = 2, moves: int = 40) -> vw.Game:
    game = vw.Game(players=3, seed=seed)
    bot = vw.RandomBot(seed)
    for _ in range(moves):
        if game.is_over():
            break
        game.play(bot.choose(game.state))
    return game


def test_record_parse_and_load_with_the_former_names(tmp_path: Path) -> None:
    record = _played().record
    assert vw.Record.parse(record.to_text()) == record == vw.Record.loads(record.to_json())
    path = tmp_path / "g.json"
    record.dump(path)
    assert vw.Record.load(path) == record == vw.Record.read(path)
    assert vw.records.Record is vw.Record


def test_legal_moves_of_a_given_player() -> None:
    state = _played().state
    actor = state.to_act
    assert vw.legal_moves(state, actor) == vw.legal_moves(state)
    other = (actor + 1) % state.num_players
    assert vw.legal_moves(state, other) == []
    with pytest.raises(ValueError, match=r"VW1\.1"):
        vw.legal_moves(state, 7)
    fresh = vw.new_game(vw.Options(players=2))
    assert vw.legal_moves(fresh, vw.CHANCE) == vw.legal_moves(fresh)


def test_game_from_record_and_states() -> None:
    game = _played()
    again = vw.Game.from_record(game.record)
    assert again.state == game.state and again.states == game.states
    assert len(game.states) == len(game.moves) + 1
    partial = vw.Game.from_record(game.record, to=5)
    assert partial.state == game.states[5]
    with pytest.raises(vw.RecordError, match="between 0 and"):
        vw.Game.from_record(game.record, to=10_000)


def test_the_validation_report_has_the_shape_of_vanuatus() -> None:
    ours = {f.name for f in attrs.fields(vw.ValidationReport)}
    theirs = {f.name for f in attrs.fields(vanuatu.ValidationReport)}
    assert theirs <= ours
    record = _played().record
    report = vw.validate(record)
    assert report.valid and report.ok and report.moves_applied == report.total_moves
    assert report.summary().startswith("ok (")
    bad = attrs.evolve(record, moves=record.moves[:3] + (vw.parse_move("P0 end"),)
                       + record.moves[3:], lines=())
    report = vw.validate(bad)
    assert not report.valid and report.index == 3 and report.moves_applied == 3
    assert report.summary().startswith("illegal at move 4")
    assert set(report.to_dict()) == {"valid", "moves_applied", "total_moves", "complete",
                                     "illegal"}
    assert report.to_dict()["illegal"]["move_number"] == 4
    every = vw.validate(bad, keep_going=True)
    assert len(every.refusals) >= 1 and every.details()


def test_validate_takes_a_path(tmp_path: Path) -> None:
    for name in ("g.vwr", "g.json"):
        path = tmp_path / name
        _played().record.dump(path)
        assert vw.validate(path).valid and vw.validate(str(path)).valid
    (tmp_path / "bad.json").write_text('{"format": 1}', encoding="utf-8")
    with pytest.raises(vw.RecordError, match=r"^\S*bad.json: line 1: "):
        vw.validate(tmp_path / "bad.json")


def test_convert_text_to_json_and_back(tmp_path: Path,
                                       capsys: pytest.CaptureFixture[str]) -> None:
    text, js = tmp_path / "g.vwr", tmp_path / "g.json"
    record = _played().record
    record.dump(text)
    assert main(["convert", str(text), "--to", "json", "--out", str(js)]) == 0
    assert capsys.readouterr().out == f"{text} -> {js} (json)\n"  # as vanuatu convert says
    assert vw.Record.load(js) == record
    assert main(["convert", str(js), "--to", "text"]) == 0
    assert vw.Record.parse(capsys.readouterr().out) == record
    assert main(["validate", "--json", str(js)]) == 0
    assert json.loads(capsys.readouterr().out)[0]["valid"] is True
    assert main(["convert", str(tmp_path / "none.vwr"), "--to", "json"]) == 2


def test_record_from_text_from_json_and_bytes() -> None:
    record = _played().record
    assert vw.Record.from_text(record.to_text()) == record == vw.Record.from_json(
        record.to_json())
    assert vw.Record.parse(record.to_text().encode()) == record
    with pytest.raises(vw.RecordError, match="line 2: not UTF-8"):
        vw.Record.parse(b"Players: 2\n\xff\n")
    with pytest.raises(vw.RecordError):
        vw.Record.from_json(record.to_text())
    with pytest.raises(TypeError, match="str or bytes"):
        vw.Record.parse(3)  # type: ignore[arg-type]
