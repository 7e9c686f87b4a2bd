"""Hostile input to the Vapor Willie readers and data loader (the families of
``benchmarks/hostile.py``, adapted and made smaller): only clear one-line errors with
a line number, never a traceback, never the input echoed at length."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest

import vapor_willie as vw
from vapor_willie.cli import main
from vapor_willie.components import DATA_PATH

HEAD = "Players: 2\n"
SIZE = 200_000


def _fill(head: str, line: str, tail: str = "") -> str:
    return head + line * ((SIZE - len(head) - len(tail)) // len(line)) + tail


def _data(**change: object) -> dict[str, object]:
    raw: dict[str, object] = json.loads(DATA_PATH.read_text(encoding="utf-8"))
    for path, value in change.items():
        target: object = raw
        keys = path.split("__")
        for k in keys[:-1]:
            target = target[int(k)] if isinstance(target, list) else target[k]  # type: ignore[index]
        last = keys[-1]
        if isinstance(target, list):
            target[int(last)] = value
        else:
            assert isinstance(target, dict)
            target[last] = value
    return raw


def _game_text() -> str:
    game = vw.Game(players=2, seed=3)
    bot = vw.RandomBot(3)
    for _ in range(60):
        game.play(bot.choose(game.state))
    return game.record.to_text()


RECORDS: dict[str, Callable[[], str]] = {
    "MaxRounds of 5,000 digits": lambda: HEAD + "MaxRounds: " + "9" * 5000 + "\n",
    "Players: superscript two": lambda: "Players: \u00b2\n",
    "Players: Arabic-Indic digit": lambda: "Players: \u0663\n",
    "Components: nested 100,000 deep": lambda: HEAD + "Components: " + "[" * 100_000
    + "]" * 100_000 + "\n",
    "Components: nested 40 deep": lambda: HEAD + "Components: " + "[" * 40 + "]" * 40 + "\n",
    "Components: a list where a point is expected": lambda: HEAD + "Components: "
    + json.dumps(_data(river_faces__0__links__0=[["x"], "S"])) + "\n",
    "Components: characters holding null": lambda: HEAD + "Components: "
    + json.dumps(_data(characters=["rato", "rata", "captain", None])) + "\n",
    "Components: silvo track max 10^9": lambda: HEAD + "Components: "
    + json.dumps(_data(silvo_track__max=10**9)) + "\n",
    "Components: a misspelled key": lambda: HEAD + "Components: "
    + json.dumps(_data(cubes__0__cuont=3)) + "\n",
    "JSON nested 100,000 deep": lambda: "[" * 100_000 + "]" * 100_000,
    "JSON objects nested 100,000 deep": lambda: '{"a":' * 100_000 + "1" + "}" * 100_000,
    "JSON: a number of 10,000 digits": lambda: '{"format": "vapor-willie-record", '
    '"version": ' + "9" * 10_000 + "}",
    "JSON: an unknown field": lambda: json.dumps({"format": "vapor-willie-record",
                                                  "version": 1, "players": 2, "colour": 1}),
    "JSON: one long move": lambda: json.dumps({"format": "vapor-willie-record", "version": 1,
                                               "players": 2, "moves": ["P" * SIZE]}),
    "one long move line": lambda: _fill(HEAD, "P"),
    "one long word in a move": lambda: HEAD + "P0 move " + "x" * SIZE + "\n",
    "one long header value": lambda: _fill(HEAD + "Format: ", "x"),
    "many moves that do not parse": lambda: _fill(HEAD, "P0 fihs\n"),
    "many illegal moves": lambda: _fill(HEAD, "P0 end\n"),
    "a seat name out of the game": lambda: HEAD + "P7: Ana\n",
    "a seat name after a whole game": lambda: _game_text().replace("Players: 2\n",
                                                                   "Players: 2\nP3: Bo\n"),
    "a whole game, then many reveals": lambda: _fill(_game_text(), "reveal cube hay\n"),
    "control characters": lambda: HEAD + "P0 move \x1b[2J\x00\n",
}


@pytest.mark.parametrize("name", list(RECORDS))
def test_hostile_records_get_one_short_line_with_a_line_number(
        name: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "input.vwr"
    path.write_text(RECORDS[name](), encoding="utf-8")
    status = main(["validate", str(path)])
    out, err = capsys.readouterr()
    text = out + err
    assert status in (1, 2), text[:300]
    assert len(text) < 400 and text.count("\n") == 1, text[:400]
    assert "Traceback" not in text and "line " in text
    assert "\x1b" not in text and "\x00" not in text


@pytest.mark.parametrize("name", [n for n in RECORDS if "Components" in n])
def test_hostile_data_files_are_refused_by_play(
        name: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    value = RECORDS[name]().split("Components: ", 1)[1]
    path = tmp_path / "data.json"
    path.write_text(value, encoding="utf-8")
    assert main(["play", "--players", "2", "--seed", "1", "--data", str(path)]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and len(err) < 400 and ": line " in err


def test_a_misspelled_key_is_refused_by_name() -> None:
    with pytest.raises(vw.DataError, match=r"cubes\[0\]\.cuont: unknown key"):
        vw.components_from_dict(_data(cubes__0__cuont=3))


def test_VW1_1_more_players_than_characters_is_refused() -> None:
    with pytest.raises(vw.DataError, match=r"players\.max.*VW1\.1"):
        vw.components_from_dict(_data(players={"min": 2, "max": 5}))


def test_the_data_file_error_names_its_line(tmp_path: Path) -> None:
    path = tmp_path / "data.json"
    path.write_text(json.dumps(_data(silvo_track__max=10**9), indent=1), encoding="utf-8")
    text = path.read_text(encoding="utf-8").splitlines()
    with pytest.raises(vw.DataError) as e:
        vw.load_components(path)
    line = int(str(e.value).split("line ", 1)[1].split(":", 1)[0])
    assert '"max": 1000000000' in text[line - 1]


def test_json_record_moves_carry_their_lines() -> None:
    game = vw.Game(players=2, seed=5)
    bot = vw.RandomBot(5)
    for _ in range(20):
        game.play(bot.choose(game.state))
    text = game.record.to_json().replace('"P', '"Q', 1)
    with pytest.raises(vw.RecordError) as e:
        vw.Record.parse(text)
    line = int(str(e.value).split("line ", 1)[1].split(":", 1)[0])
    assert '"Q' in text.splitlines()[line - 1]
    record = vw.Record.parse(game.record.to_json())
    lines = game.record.to_json().splitlines()
    assert all(str(m) in lines[n - 1] for m, n in zip(record.moves, record.lines, strict=True))


def test_replay_names_chance_as_chance(tmp_path: Path,
                                       capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "g.vwr"
    path.write_text("Players: 2\n", encoding="utf-8")
    assert main(["replay", str(path)]) == 0
    out = capsys.readouterr().out
    assert "to act: chance" in out and "to act: -1" not in out


def test_a_closed_pipe_is_quiet(tmp_path: Path) -> None:
    code = ("import sys; from vapor_willie.cli import main; "
            "sys.exit(main(['play', '--players', '2', '--seed', '1']))")
    done = subprocess.run(f"{sys.executable} -c \"{code}\" | head -c 10", shell=True,
                          capture_output=True, text=True, check=False,
                          env={"PYTHONPATH": str(Path(vw.__file__).parent.parent),
                               "PATH": "/usr/bin:/bin"})
    assert done.stderr == "" and len(done.stdout) == 10


def test_a_header_given_twice_is_refused_with_both_lines() -> None:
    with pytest.raises(vw.RecordError, match=r"line 3: River: given twice \(line 2\)"):
        vw.Record.parse("Players: 2\nRiver: A\nRiver: B\n")
    with pytest.raises(vw.RecordError, match="line 3: P0: given twice"):
        vw.Record.parse("Players: 2\nP0: Ana\nP0: Bo\n")


def test_validation_stops_reading_at_the_first_refused_move() -> None:
    text = "Players: 2\nP0 end\n" + "P0 fihs\n" * 1000
    report = vw.validate_text(text)
    assert not report.valid and report.line == 2 and report.total_moves == 1001
    with pytest.raises(vw.RecordError, match="line 3"):
        vw.Record.parse(text)


@pytest.mark.parametrize("ident", ["2s", "nothing", "FOR"])
def test_cube_ids_that_read_as_offer_words_are_refused(ident: str) -> None:
    with pytest.raises(vw.DataError, match=r"cubes\[0\]\.id: .* reads as a word of an offer"):
        vw.components_from_dict(_data(cubes__0__id=ident))


def test_validate_text_reads_bytes_and_names_anything_else() -> None:
    text = vw.Game(players=2, seed=4).record.to_text()
    assert vw.validate_text(text.encode()) == vw.validate_text(text)
    for value in (None, 5, ["Players: 2"]):
        with pytest.raises(TypeError, match=r"^validate_text\(\) needs a str or bytes"):
            vw.validate_text(value)  # type: ignore[arg-type]
    with pytest.raises(vw.RecordError, match="line 1: not UTF-8 text"):
        vw.validate_text(b"\xff\xfe")


def test_apply_unchecked_names_a_state_that_is_none() -> None:
    with pytest.raises(TypeError, match=r"apply_unchecked\(\) needs a GameState"):
        vw.apply_unchecked(None, None)  # type: ignore[arg-type]


def test_a_long_ruling_value_is_quoted_cut_with_an_ellipsis() -> None:
    with pytest.raises(vw.OptionsError, match=r"'x{29}…' is not one of"):
        vw.Options(players=3, cash_back="x" * 60)


@pytest.mark.parametrize("form", ["text", "json"])
def test_a_ruling_given_twice_in_a_record_is_refused_as_on_the_command_line(form: str) -> None:
    """A record names the readings it was played with (rules.rst, "Readings that are
    options"): a ruling given twice with two values is not read as its last one."""
    if form == "text":
        source = ("Format: vapor-willie-record 2\nPlayers: 2\n"
                  "Rulings: islands=enter rato=any islands=anchor\n")
        expected = "line 3: ruling islands: given twice (enter, anchor)"
    else:
        source = ('{"format": "vapor-willie-record", "version": 2, "players": 2, '
                  '"rulings": {"islands": "enter", "islands": "anchor"}, "moves": []}')
        expected = "the key 'islands' is given twice"
    with pytest.raises(vw.RecordError, match=re.escape(expected)):
        vw.Record.loads(source)
    same = "Format: vapor-willie-record 2\nPlayers: 2\nRulings: islands=enter islands=enter\n"
    assert vw.Record.loads(same).options.island_cubes == "enter"


def test_a_header_after_the_moves_is_named_as_one() -> None:
    """Two records in one file, read as one: the second one's header is named, as
    Vanuatu names it, not read as a move."""
    one = vw.Game(players=2, seed=3)
    for _ in range(6):
        one.play(one.legal_moves()[0])
    text = one.record.to_text()
    lines = len(text.splitlines())
    with pytest.raises(vw.RecordError, match=re.escape(
            f"line {lines + 1}: the header 'Format' comes after the first move (headers "
            "come first)")):
        vw.Record.parse(text + text)
    assert vw.Record.parse(text + "reveal objective O4\n").moves[-1] == vw.parse_move(
        "reveal objective O4")
