"""Validation: replay a record up to the first move the rules refuse, and
report which move, where, and which rule."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

import vanuatu
from vanuatu import Record, RecordError, ValidationReport, validate_text
from vanuatu.cli import main

RECORDS = Path(__file__).resolve().parents[3] / "examples" / "records"
OPENING = RECORDS / "opening-4p.vnt"
COMPLETE = RECORDS / "complete-3p.vnt"


def altered(path: Path, old: str, new: str) -> tuple[str, int]:
    """The text of ``path`` with the one line whose move is ``old`` changed to
    ``new``; and that line's number."""
    lines = path.read_text(encoding="utf-8").split("\n")
    found = [i for i, line in enumerate(lines) if line.split("#")[0].strip() == old]
    assert len(found) == 1, f"{old!r} is on {len(found)} lines"
    lines[found[0]] = new + "   # altered"
    return "\n".join(lines), found[0] + 1


def test_the_example_records_are_valid() -> None:
    opening = vanuatu.validate(OPENING)
    assert opening == ValidationReport(valid=True, moves_applied=20, total_moves=20,
                                       complete=False)
    assert opening.summary() == "ok (20 moves, incomplete)"
    complete = vanuatu.validate(COMPLETE)
    assert complete.valid and complete.complete
    assert complete.moves_applied == complete.total_moves == len(Record.load(COMPLETE).moves)
    replayed = vanuatu.Game.from_record(Record.load(COMPLETE))
    assert complete.final_scores == vanuatu.final_scores(replayed.state)
    assert complete.summary() == f"ok ({complete.moves_applied} moves, complete)"


def test_the_command_line_deals_the_setup_of_the_complete_record(tmp_path: Path) -> None:
    """The record was played by ``vanuatu play --players 3 --seed 3`` before a
    seed fixed the chance of the whole game when it is made
    (:mod:`vanuatu.chance_order`): the command deals the same setup, and the
    record made before still validates."""
    game = Record.load(COMPLETE)
    assert game.options == vanuatu.Options(players=3)
    seed = game.headers.tag("Seed")
    assert seed == "3"
    out = tmp_path / "played.vnt"
    assert main(["play", "--players", "3", "--seed", seed, "--out", str(out)]) == 0
    setup = next(i for i, m in enumerate(game.moves) if m.player != vanuatu.CHANCE)
    assert Record.load(out).moves[:setup] == game.moves[:setup]
    assert vanuatu.validate(game).valid


@pytest.mark.parametrize(
    ("path", "old", "new", "index", "rule"),
    [
        # a plan to an unplannable action: no fish token to sell (R4.3)
        (OPENING, "P0 plan buy transport", "P0 plan sell sell", 14, "R4.3"),
        # a move by the wrong player (R3)
        (OPENING, "P3 take governor", "P0 take governor", 9, "R3"),
        (OPENING, "P1 plan sail sail", "P2 plan sail sail", 19, "R3"),
        # a character the player to act cannot take (R3.8)
        (OPENING, "P0 take preacher", "P0 take diver", 10, "R3.8"),
        # a chance outcome that is not possible: C is not the top letter of the stack (R2.2)
        (OPENING, "reveal tile A2", "reveal tile C1", 1, "R2.2"),
        (COMPLETE, "P1 take vendor", "P1 take buyer", 120, "R3.8"),
        (COMPLETE, "P2 sail 1,1 1", "P0 sail 1,1 1", 133, "R3"),
        (COMPLETE, "P2 place A1 1,2", "P2 place A1 4,2", 116, "R3.6"),
    ],
)
def test_an_altered_move_fails_at_exactly_that_move(
    tmp_path: Path, path: Path, old: str, new: str, index: int, rule: str
) -> None:
    text, line = altered(path, old, new)
    original = Record.from_text(path.read_text(encoding="utf-8"))
    assert original.moves[index] == vanuatu.parse_move(old)
    copy = tmp_path / path.name
    copy.write_text(text, encoding="utf-8")
    report = vanuatu.validate(copy)
    assert not report.valid
    assert (report.index, report.line, report.text, report.rule) == (index, line, new, rule)
    assert report.moves_applied == index
    assert report.reason
    assert report.summary() == (
        f"illegal at move {index + 1} (line {line}): {new}: {rule} {report.reason}"
    )
    # the reason is the one explain gives in the position before the move
    state = vanuatu.Game.from_record(Record.from_text(text), to=index).state
    violation = vanuatu.explain(state, vanuatu.parse_move(new))
    assert violation is not None
    assert (violation.rule, violation.reason) == (rule, report.reason)


def test_a_move_that_does_not_parse_is_reported_with_its_line() -> None:
    text, line = altered(OPENING, "P3 plan sail explore", "P3 plan sail explroe")
    report = validate_text(text)
    assert not report.valid
    assert (report.index, report.line, report.rule) == (17, line, None)
    assert report.reason == (
        "'P3 plan sail explroe': unknown action 'explroe' (one of sail, build, explore, fish, "
        "sell, buy, draw, transport, rest)"
    )
    assert report.summary().startswith(f"illegal at move 18 (line {line}): P3 plan sail explroe: '")


def test_a_json_record_is_reported_by_move_index_without_a_line() -> None:
    record = Record.load(OPENING)
    data = json.loads(record.to_json())
    data["moves"][9]["move"] = "P0 take governor"
    data["moves"][9]["actor"] = "P0"
    report = validate_text(json.dumps(data))
    assert (report.index, report.line, report.rule) == (9, None, "R3")
    assert report.summary().startswith("illegal at move 10: P0 take governor: R3 ")


def test_a_wrong_actor_is_reported_at_its_move() -> None:
    data = json.loads(Record.load(OPENING).to_json())
    data["moves"][12]["actor"] = "chance"
    report = validate_text(json.dumps(data))
    assert (report.index, report.rule) == (12, None)
    assert report.reason == (
        "actor 'chance' does not match the move 'P2 plan build transport', made by P2"
    )


def test_a_move_after_the_end_breaks_r8() -> None:
    text = COMPLETE.read_text(encoding="utf-8") + "P0 fish\n"
    report = validate_text(text)
    total = report.total_moves
    assert not report.valid
    assert (report.index, report.rule, report.moves_applied) == (total - 1, "R8", total - 1)
    assert report.complete
    assert report.final_scores is not None
    assert report.line == len(text.splitlines())


def test_every_kind_of_source_is_accepted() -> None:
    record = Record.load(OPENING)
    text = OPENING.read_text(encoding="utf-8")
    expected = vanuatu.validate(OPENING)
    assert vanuatu.validate(str(OPENING)) == expected
    assert validate_text(text) == expected
    assert validate_text(text.encode("utf-8")) == expected
    assert validate_text(record.to_json()).moves_applied == 20
    assert vanuatu.validate(record).moves_applied == 20
    from vanuatu.records import read_json

    assert vanuatu.validate(read_json(record.to_json())).moves_applied == 20


def test_a_string_is_a_path_not_record_text() -> None:
    text = OPENING.read_text(encoding="utf-8")
    with pytest.raises(RecordError, match=r"a str is a path: use validate_text\(\)"):
        vanuatu.validate(text)
    with pytest.raises(RecordError, match=r"a str is a path"):
        vanuatu.validate(Record.load(OPENING).to_json())
    with pytest.raises(RecordError, match=r"use validate_text\(\)"):
        vanuatu.validate(text.encode("utf-8"))  # type: ignore[arg-type]


def test_a_record_object_is_validated_without_lines() -> None:
    record = Record.load(OPENING)
    moves = list(record.moves)
    moves[14] = vanuatu.parse_move("P0 plan sell sell")
    report = vanuatu.validate(Record(record.options, record.headers, tuple(moves)))
    assert (report.index, report.line, report.rule) == (14, None, "R4.3")


def test_a_record_is_validated_from_its_move_objects(monkeypatch: pytest.MonkeyPatch) -> None:
    record = Record.load(OPENING)

    def no_parsing(text: str) -> None:
        raise AssertionError(f"validate(Record) parsed {text!r}")

    monkeypatch.setattr("vanuatu.records.source.parse_move", no_parsing)
    assert vanuatu.validate(record).moves_applied == 20


def test_text_among_a_records_moves_is_refused() -> None:
    record = Record.load(OPENING)
    with pytest.raises(RecordError, match=r"moves\[3\]: 'P0 fish' is text, not a move"):
        Record(record.options, record.headers, (*record.moves[:3], "P0 fish"))  # type: ignore[arg-type]


def test_a_missing_file_named_as_a_string_is_reported_as_missing() -> None:
    with pytest.raises(RecordError, match=r"gaem\.vnt: cannot read the file"):
        vanuatu.validate("gaem.vnt")


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("{not json", "not valid JSON"),
        ("Players: 9\n", "R1.1"),
        ('{"format": "vanuatu-record", "version": 3}', "unknown version 3"),
        (b"\xff\xff", "not UTF-8"),
        ("reveal tile A2\n", "'Players: N' is missing"),
        ('{"format": "vanuatu-record", "version": 1, "options": {"players": 3}, "moves": [], '
         '"headers": {"names": ["Ana"]}}', "headers.names: 1 names for a 3-player game"),
    ],
)
def test_unreadable_input_raises_a_record_error(text: str | bytes, message: str) -> None:
    with pytest.raises(RecordError, match=message):
        validate_text(text)


def test_the_report_as_json() -> None:
    text, line = altered(OPENING, "P0 plan buy transport", "P0 plan sell sell")
    data = validate_text(text).to_dict()
    assert json.loads(json.dumps(data)) == data
    assert data["valid"] is False
    assert data["illegal"]["index"] == 14
    assert data["illegal"]["move_number"] == 15
    assert data["illegal"]["line"] == line
    assert data["illegal"]["rule"] == "R4.3"
    assert "final_scores" not in data
    done = vanuatu.validate(COMPLETE).to_dict()
    scores = done["final_scores"]
    assert done["complete"] is True
    assert [p["player"] for p in scores["players"]] == [0, 1, 2]
    assert {"fish", "first_player", "vatus", "treasures", "huts", "total", "rank"} <= set(
        scores["players"][0]
    )
    assert sorted(p for place in scores["ranking"] for p in place) == [0, 1, 2]


def test_the_folder_validator_reports_every_kind_of_record(tmp_path: Path) -> None:
    import os
    import subprocess
    import sys

    root = RECORDS.parent.parent
    (tmp_path / "sub").mkdir()
    (tmp_path / "good.vnt").write_text(OPENING.read_text(encoding="utf-8"), encoding="utf-8")
    text, line = altered(OPENING, "P3 take governor", "P0 take governor")
    (tmp_path / "sub" / "bad.txt").write_text(text, encoding="utf-8")
    (tmp_path / "junk.json").write_bytes(b"\x00\xff")
    (tmp_path / "notes.md").write_text("not a record", encoding="utf-8")
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(root), env.get("PYTHONPATH")]))
    done = subprocess.run(
        [sys.executable, str(root / "examples" / "validate_folder.py"), str(tmp_path)],
        capture_output=True, text=True, env=env, timeout=120,
    )
    assert done.returncode == 2
    lines = done.stdout.splitlines()
    assert lines[0] == "good.vnt: ok (20 moves, incomplete)"
    assert lines[1].startswith("junk.json: cannot read: ")
    assert lines[2].startswith(f"{Path('sub') / 'bad.txt'}: illegal at move 10 (line {line}): "
                               "P0 take governor: R3 ")
    assert lines[3] == "3 records: 1 valid (0 complete), 1 illegal, 1 unreadable"
