"""Records under hostile input: characters that cannot be part of a move,
escape codes in messages, both forms giving the same verdict."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import vanuatu
from vanuatu import NotationError, Record, RecordError, parse_move, validate_text
from vanuatu.cli import main
from vanuatu.records import printable


@pytest.fixture(scope="module")
def opening(example_records: Path) -> dict[str, Any]:
    data: dict[str, Any] = json.loads(Record.load(example_records / "opening-4p.vnt").to_json())
    return data


@pytest.mark.parametrize("text", ["P1 rest vatu#", "P0 take x\x7f", "P0 take x\x1b[2J",
                                  "P0 take vendor\u202e", "P0 fish # comment",
                                  "reveal tile A2;", "P0 take vendör"])
def test_a_move_with_a_character_that_cannot_be_in_a_move_does_not_parse(text: str) -> None:
    with pytest.raises(NotationError, match="cannot be part of a move"):
        parse_move(text)


def test_blanks_between_words_and_around_a_move_are_still_read() -> None:
    assert str(parse_move("  P0\tsell 1  2\t")) == "P0 sell 1 2"


def json_record(data: dict[str, Any], index: int, move: str) -> str:
    moves = [dict(m) for m in data["moves"]]
    moves[index]["move"] = move
    return json.dumps({**data, "moves": moves})


@pytest.mark.parametrize("move", ["reveal tile A2#", "reveal tile A2\x7f"])
def test_json_and_its_text_conversion_give_the_same_verdict(
    opening: dict[str, Any], move: str
) -> None:
    index = next(i for i, m in enumerate(opening["moves"]) if m["move"] == "reveal tile A2")
    text = json_record(opening, index, move)
    report = validate_text(text)
    assert (report.valid, report.index, report.rule) == (False, index, None)
    assert "cannot be part of a move" in (report.reason or "")
    with pytest.raises(RecordError, match=rf"moves\[{index}\]: .* cannot be part of a move"):
        Record.from_json(text).to_text()


def test_the_report_escapes_what_it_quotes(opening: dict[str, Any]) -> None:
    report = validate_text(json_record(opening, 5, "P0 take \x1b[2J"))
    summary = report.summary()
    assert "\x1b" not in summary and "\\x1b[2J" in summary
    assert summary.isprintable()


def test_printable_escapes_every_character_a_terminal_would_obey() -> None:
    assert printable("a\x1b[31mb\x9b\u202e\n\tc") == "a\\x1b[31mb\\x9b\\u202e\\n\\tc"
    assert printable("Caro Ñandú") == "Caro Ñandú"
    assert printable("x" * 100 + "\x00", 10) == "x" * 9 + "…"


_ALPHABET = st.sampled_from(
    list("#;:{}[]\"'\\ \t\r\n\x00\x07\x1b\x7f\x85\x9b\u00a0\u2028\u202e\ufeffé,+-_.Pp0123")
)


@settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(index=st.integers(0, 19), where=st.integers(0, 40), junk=st.text(_ALPHABET, max_size=4),
       actor=st.sampled_from([None, "chance", "P0", "P1", "p1", "P9", ""]))
def test_validating_json_and_its_text_conversion_agree_or_the_conversion_is_refused(
    index: int, where: int, junk: str, actor: str | None
) -> None:
    data = json.loads(vanuatu.Record.from_text(OPENING_TEXT).to_json())
    move = data["moves"][index]["move"]
    data["moves"][index]["move"] = move[:where] + junk + move[where:]
    if actor is not None:
        data["moves"][index]["actor"] = actor
    json_text = json.dumps(data)
    try:
        by_json = validate_text(json_text)
    except RecordError:
        by_json = None
    try:
        converted = Record.from_json(json_text).to_text()
    except RecordError:
        return  # the conversion is refused (exit 2)
    assert by_json is not None
    by_text = validate_text(converted)
    assert (by_text.valid, by_text.index, by_text.rule, by_text.moves_applied) == (
        by_json.valid, by_json.index, by_json.rule, by_json.moves_applied
    )


OPENING_TEXT = (
    Path(__file__).resolve().parents[3] / "examples" / "records" / "opening-4p.vnt"
).read_text(encoding="utf-8")


# -- inputs that must not be slow: bounded work, lazy reading ----------------------


def test_a_bad_first_move_is_reported_without_reading_the_moves_after_it() -> None:
    from vanuatu.records import open_source

    lines = "Players: 3\n" + "P0 fish\n" * 30_000 + "Event: late\n\x01\n"
    stream = open_source(lines)
    report = vanuatu.records.check_source(stream).report
    assert (report.valid, report.index, report.line, report.rule) == (False, 0, 2, "R2")
    # the lines after the refused move are counted, not read (the misplaced header too)
    assert report.total_moves == 30_001
    # a reader asked for the whole record finds what is wrong further down
    with pytest.raises(RecordError, match=r"^line 20002: a record holds at most 20000 moves"):
        Record.parse(lines)


def test_a_bad_first_move_of_a_json_record_is_reported_first_too() -> None:
    moves = [{"actor": "P0", "move": "P0 fish"}] * 30_000 + [{"actor": 1}]
    text = json.dumps({"format": "vanuatu-record", "version": 1, "options": {"players": 3},
                       "moves": moves})
    report = validate_text(text)
    assert (report.index, report.rule, report.total_moves) == (0, "R2", 30_001)
    with pytest.raises(RecordError, match=r"moves\[20000\]: a record holds at most 20000"):
        Record.parse(text)
    with pytest.raises(RecordError, match=r"^moves\[1\]\.move: required field missing"):
        Record.parse(json.dumps({**json.loads(text), "moves": moves[:1] + moves[-1:]}))


def test_blank_lines_comments_and_control_characters_are_read_with_their_lines() -> None:
    text = "\n" * 5000 + "  # c\r\nPlayers: 3  # x\r\n\t\nreveal tile A2 # y\n"
    source = vanuatu.records.read_source(text)
    assert [(e.text, e.line) for e in source.entries] == [("reveal tile A2", 5004)]
    with pytest.raises(RecordError, match=r"^line 5004: control character U\+000D"):
        vanuatu.records.read_source(text.replace("A2 # y", "A2\r# y"))
    # a control character after a bad move: the bad move is reported first
    report = validate_text("Players: 3\nP0 fish\n\x07\n")
    assert (report.index, report.rule) == (0, "R2")


def test_free_tags_are_bounded() -> None:
    from vanuatu.records.headers import MAX_TAGS

    text = "Players: 3\n" + "".join(f"T{i}: x\n" for i in range(MAX_TAGS + 1))
    with pytest.raises(RecordError, match=rf"^line {MAX_TAGS + 2}: a record has at most "
                                          rf"{MAX_TAGS} free tags"):
        Record.parse(text)
    data = {"format": "vanuatu-record", "version": 1, "options": {"players": 3}, "moves": [],
            "headers": {"tags": {f"T{i}": "x" for i in range(MAX_TAGS + 1)}}}
    with pytest.raises(RecordError, match=rf"^headers.tags: at most {MAX_TAGS} free tags"):
        Record.parse(json.dumps(data))
    assert len(Record.parse(text.rsplit("T", 1)[0]).headers.tags) == MAX_TAGS


@given(st.text(st.sampled_from("abcdefgilmnoprstuvy"), min_size=1, max_size=14))
@settings(max_examples=300, deadline=None)
def test_the_near_miss_check_finds_what_difflib_finds(key: str) -> None:
    import difflib

    from vanuatu.records.headers import RESERVED_KEYS, near_miss

    if key in RESERVED_KEYS:
        return
    keys = sorted(RESERVED_KEYS)
    plural = [k for k in keys if key + "s" == k or key == k + "s"]
    close = difflib.get_close_matches(key, keys, n=1, cutoff=0.8)
    expected = (plural or close or [None])[0]
    assert near_miss(key) == (None if expected is None else expected.capitalize())


def test_many_unknown_json_fields_are_named_briefly() -> None:
    data = {"format": "vanuatu-record", "version": 1, "options": {"players": 3}, "moves": [],
            **{f"x{i}": 0 for i in range(1000)}}
    with pytest.raises(RecordError, match=r"^record: unknown field 'x0', 'x1', 'x10', 'x100', "
                                          r"'x101' and 995 more \(the fields are format"):
        Record.parse(json.dumps(data))


# -- foreign component sets: refused or played, never a traceback -------------------


def _int_paths(value: Any, path: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    if isinstance(value, bool):
        return []
    if isinstance(value, int):
        return [path]
    if isinstance(value, dict):
        return [p for k, v in value.items() for p in _int_paths(v, (*path, k))]
    if isinstance(value, list):
        return [p for i, v in enumerate(value) for p in _int_paths(v, (*path, i))]
    return []


COMPLETE_TEXT = (
    Path(__file__).resolve().parents[3] / "examples" / "records" / "complete-3p.vnt"
).read_text(encoding="utf-8")


def _components_data() -> Any:
    from vanuatu.records.strict import JSON_CONVERTER

    return json.loads(json.dumps(JSON_CONVERTER.unstructure(vanuatu.DEFAULT_COMPONENTS)))


INT_PATHS = _int_paths(_components_data())


def test_a_components_header_that_problems_refuses_is_a_record_error(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    data = _components_data()
    data["end_scoring"]["vatus_per_pp"] = 0
    assert any("vatus_per_pp" in p for p in _components(data).problems())
    text = COMPLETE_TEXT.replace("Players: 3\n", f"Players: 3\nComponents: {json.dumps(data)}\n")
    line = text.splitlines().index(f"Components: {json.dumps(data)}") + 1
    message = "end_scoring.vatus_per_pp must be at least 1"
    with pytest.raises(RecordError, match=rf"^line {line}: Components: {message}"):
        validate_text(text)
    document = json.loads(Record.parse(COMPLETE_TEXT).to_json())
    document["options"]["components"] = data
    with pytest.raises(RecordError, match=rf"^options: components: {message}"):
        validate_text(json.dumps(document))
    path = tmp_path / "zero.vnt"
    path.write_text(text, encoding="utf-8")
    for command in (["validate", str(path)], ["replay", str(path)],
                    ["convert", str(path), "--to", "json"]):
        assert main(command) == 2
        out, err = capsys.readouterr()
        assert message in out + err and "Traceback" not in out + err


def _components(data: Any) -> vanuatu.Components:
    from vanuatu.records.strict import JSON_CONVERTER

    components: vanuatu.Components = JSON_CONVERTER.structure(data, vanuatu.Components)
    return components


@pytest.mark.slow
@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(path=st.sampled_from(INT_PATHS), value=st.integers(-2, 40))
def test_a_component_set_changed_anywhere_is_refused_or_played_never_a_traceback(
    path: tuple[Any, ...], value: int
) -> None:
    data = _components_data()
    target = data
    for key in path[:-1]:
        target = target[key]
    target[path[-1]] = value
    header = f"Players: 3\nComponents: {json.dumps(data)}\n"
    text = COMPLETE_TEXT.replace("Players: 3\n", header)
    for read in (lambda: text, lambda: Record.parse(text).to_json()):
        try:
            report = validate_text(read())
        except RecordError:
            continue
        assert report.summary()


def test_r1_1_the_number_of_players_is_written_in_ascii_digits() -> None:
    with pytest.raises(RecordError, match="expected a number of players, not '３'"):
        Record.from_text("Players: ３\n")


def test_a_name_holding_a_lone_surrogate_is_refused_before_it_is_written() -> None:
    data = json.loads(vanuatu.Game(players=3, seed=1).record.to_json())
    data.setdefault("headers", {})["names"] = ["\ud800", "b", "c"]
    with pytest.raises(RecordError, match=r"headers.names\[0\]: not valid Unicode text"):
        Record.from_json(json.dumps(data))


@pytest.mark.parametrize("command", [["replay"], ["convert", "--to", "text"], ["view"],
                                     ["analyse"]])
def test_standard_input_is_named_as_read_by_validate_only(
        command: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    assert main([*command, "-"]) == 2
    assert "'-' (standard input) is read by validate only" in capsys.readouterr().err


@pytest.mark.parametrize("files", [["-", "-"], ["-", "game.vnt", "-"]])
def test_standard_input_is_read_once_only(files: list[str],
                                          capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["validate", *files]) == 2
    assert "'-' (standard input) can be given once only" in capsys.readouterr().err


def test_a_long_value_is_quoted_cut_with_an_ellipsis_never_as_a_shorter_one() -> None:
    with pytest.raises(RecordError) as refused:
        Record.from_text("Players: " + "7" * 30 + "\n")
    assert str(refused.value).endswith("not '" + "7" * 19 + "…'")
