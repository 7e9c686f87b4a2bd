"""What a record's text may hold: a byte order mark is skipped, a name is one line of
text that the text form writes back unchanged, a JSON key is given once, and the
numbers are written in ASCII digits."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

import vapor_willie as vw
from vapor_willie.cli import main
from vapor_willie.records.seat_names import check_name


def _record() -> vw.Record:
    game = vw.Game(players=2, seed=4)
    while not game.is_over() and len(game.moves) < 30:
        game.play(vw.legal_moves(game.state)[0])
    return vw.Record(game.record.options, game.record.moves, ("Ana", "Bia"))


def test_a_byte_order_mark_before_a_record_is_skipped(tmp_path: Path) -> None:
    record = _record()
    for suffix, text in ((".vwr", record.to_text()), (".json", record.to_json())):
        path = tmp_path / f"bom{suffix}"
        path.write_bytes(b"\xef\xbb\xbf" + text.encode())
        assert vw.Record.load(path) == record
        assert vw.Record.loads("\ufeff" + text) == record
        assert main(["validate", str(path)]) == 0


@pytest.mark.parametrize(("name", "problem"), [
    ("Ana\nPlayers: 4", "line breaks or control characters"),
    ("Ana\u2028Players: 4", "line breaks or control characters"),
    ("\x1b[2Jevil", "line breaks or control characters"),
    ("Ana#1", "'#'"),
    (" Ana", "blanks"),
    ("\ud800", "lone surrogate"),
    ("x" * 201, "at most 200 characters"),
])
def test_a_name_the_text_form_cannot_write_back_is_refused(name: str, problem: str) -> None:
    data = json.loads(_record().to_json())
    data["names"] = [name, "Bia"]
    with pytest.raises(vw.RecordError, match="names\\[0\\]: a name") as caught:
        vw.Record.loads(json.dumps(data))
    assert problem in str(caught.value)
    with pytest.raises(vw.RecordError, match=problem.replace("(", "\\(")):
        vw.Record(_record().options, (), (name, "Bia"))
    with pytest.raises(vw.RecordError):
        vw.Game(players=2, names=(name, "Bia"))


def test_a_name_with_a_control_character_in_a_text_record_is_refused() -> None:
    text = _record().to_text().replace("P0: Ana", "P0: \x1b]0;title\x07Ana")
    with pytest.raises(vw.RecordError, match="line 5: P0: a name may not contain"):
        vw.Record.loads(text)


@given(st.text(max_size=30))
def test_every_name_accepted_is_written_and_read_back_unchanged(name: str) -> None:
    try:
        check_name("names[0]", name)
    except vw.RecordError:
        return
    record = vw.Record(_record().options, (), (name or "x", "Bia"))
    assert vw.Record.loads(record.to_text()) == record
    assert vw.Record.loads(record.to_json()) == record


def test_a_json_key_given_twice_is_refused() -> None:
    text = _record().to_json().rstrip().removesuffix("}") + ', "players": 3}'
    with pytest.raises(vw.RecordError, match="the key 'players' is given twice"):
        vw.Record.loads(text)


@pytest.mark.parametrize("version", [2.0, True, "2"])
def test_a_json_version_that_is_not_a_whole_number_is_refused(version: object) -> None:
    data = json.loads(_record().to_json())
    data["version"] = version
    with pytest.raises(vw.RecordError, match="version"):
        vw.Record.loads(json.dumps(data))


def test_the_other_game_s_json_record_is_named_by_its_format() -> None:
    text = json.dumps({"format": "vanuatu-record", "version": 1, "headers": {}})
    with pytest.raises(vw.RecordError, match="not a vapor-willie-record 2 record: "
                                             "'vanuatu-record'"):
        vw.Record.loads(text)


@pytest.mark.parametrize("text", ["Players: \uff12\n", "Players: 2\nP\u0660: Ana\n"])
def test_numbers_are_written_in_ascii_digits(text: str) -> None:
    with pytest.raises(vw.RecordError):
        vw.Record.loads(text)


def test_vw10_3_a_round_limit_past_what_a_record_holds_is_refused() -> None:
    with pytest.raises(vw.OptionsError, match="max_rounds: at most 999999"):
        vw.Options(players=2, max_rounds=1_000_000)
    record = vw.Record(vw.Options(players=2, max_rounds=999_999))
    assert vw.Record.loads(record.to_text()) == record
    assert main(["play", "--players", "2", "--max-rounds", "1000000"]) == 2


@pytest.mark.parametrize("command", [["replay"], ["convert", "--to", "text"],
                                     ["view", "--out", "page.html"], ["analyse"]])
def test_standard_input_is_named_as_read_by_validate_only(
        command: list[str], capsys: pytest.CaptureFixture[str], tmp_path: Path,
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    assert main([*command, "-"]) == 2
    assert "'-' (standard input) is read by validate only" in capsys.readouterr().err


def test_a_ruling_of_a_json_record_is_named_as_it_is_written() -> None:
    data = json.loads(_record().to_json())
    data["rulings"] = {"islands": "maybe"}
    with pytest.raises(vw.RecordError, match="rulings: ruling islands: 'maybe' is not one "
                                             "of anchor, enter"):
        vw.Record.loads(json.dumps(data))


def test_standard_input_is_read_once_only(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["validate", "-", "-"]) == 2
    assert "'-' (standard input) can be given once only" in capsys.readouterr().err
