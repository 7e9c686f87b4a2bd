"""The ``vanuatu`` command line, run in-process through ``main``."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

import vanuatu
from vanuatu import Record
from vanuatu.cli import BROKEN_PIPE, derive_seed, main
from vanuatu.rules.scoring import FinalScores, ScoreLine
from vanuatu.text.display import DEFEAT_NOTE, SCORE_NOTE, describe_scores

ROOT = Path(__file__).resolve().parents[3]
RECORDS = ROOT / "examples" / "records"
OPENING = RECORDS / "opening-4p.vnt"
COMPLETE = RECORDS / "complete-3p.vnt"


def run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    status = main(list(args))
    out, err = capsys.readouterr()
    return status, out, err


def one_line_error(err: str) -> str:
    assert err.endswith("\n")
    assert err.count("\n") == 1, err
    assert "Traceback" not in err
    return err.strip()


# -- play -----------------------------------------------------------------------


def test_play_writes_a_valid_complete_record_and_prints_the_scores(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    out_file = tmp_path / "game.vnt"
    status, out, err = run(capsys, "play", "--players", "3", "--seed", "1", "--out", str(out_file))
    assert (status, err) == (0, "")
    lines = out.splitlines()
    assert lines[0].startswith("Game over after ")
    assert "Treasures (R8.4)" in lines[1] and lines[1].rstrip().endswith("Total  Rank")
    assert [ln.split()[0] for ln in lines[2:5]] == ["P0", "P1", "P2"]
    assert lines[5:8] == SCORE_NOTE.splitlines()
    assert "Fish PP (R8.1)" in lines[1]
    assert lines[8].startswith("Winner: P")
    assert lines[9] == f"Record written to {out_file}"
    record = Record.load(out_file)
    report = vanuatu.validate(out_file)
    assert report.valid and report.complete
    assert out_file.read_text(encoding="utf-8") == record.to_text()
    # the table's totals are the record's final scores
    totals = [int(ln.split()[-2]) for ln in lines[2:5]]
    assert report.final_scores is not None
    assert tuple(totals) == report.final_scores.totals


def test_play_is_deterministic_for_a_seed(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    for name in ("a.vnt", "b.vnt"):
        assert run(capsys, "play", "--players", "4", "--seed", "5", "--out",
                   str(tmp_path / name))[0] == 0
    first = (tmp_path / "a.vnt").read_text(encoding="utf-8")
    assert first == (tmp_path / "b.vnt").read_text(encoding="utf-8")
    run(capsys, "play", "--players", "4", "--seed", "6", "--out", str(tmp_path / "c.vnt"))
    assert (tmp_path / "c.vnt").read_text(encoding="utf-8") != first


def test_play_writes_json_for_a_json_file(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    out_file = tmp_path / "game.json"
    status, _, _ = run(capsys, "play", "--players", "5", "--seed", "2", "--bots",
                       "random,random,random,random,random", "--no-characters",
                       "--out", str(out_file))
    assert status == 0
    data = json.loads(out_file.read_text(encoding="utf-8"))
    assert data["options"] == {"players": 5, "characters": False, "rising_waters": False}
    assert data["headers"]["tags"]["Seed"] == "2"
    assert not any(" take " in m["move"] for m in data["moves"])
    assert vanuatu.validate(out_file).complete


@pytest.mark.parametrize("seed", ["1", "4"])
def test_play_two_players_with_rising_waters(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, seed: str
) -> None:
    out_file = tmp_path / "waters.vnt"
    status, out, _ = run(capsys, "play", "--players", "2", "--rising-waters", "--seed", seed,
                         "--out", str(out_file))
    assert status == 0
    record = vanuatu.Record.load(out_file)
    assert record.options.two_player and record.options.rising_waters
    report = vanuatu.validate(out_file)
    assert report.valid and report.complete
    final = vanuatu.Game.from_record(record).state
    if final.defeat:
        assert "nobody (defeat, R10.3)" in out
    assert any(str(m).startswith("roll ") for m in record.moves) or final.round < 2


def test_play_refuses_an_impossible_variant(capsys: pytest.CaptureFixture[str]) -> None:
    status, _, err = run(capsys, "play", "--players", "2", "--no-characters")
    assert status == 2 and "R10.2" in err


def test_play_without_a_file_prints_the_scores_only(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = run(capsys, "play", "--players", "3", "--seed", "3")
    assert status == 0
    assert "Record written" not in out
    assert "(seed 3)" in out.splitlines()[0]


def test_bots_and_chance_have_separate_seeds() -> None:
    seeds = {derive_seed(1, "chance"), *(derive_seed(1, f"bot {i}") for i in range(5))}
    assert len(seeds) == 6
    assert derive_seed(1, "chance") != derive_seed(2, "chance")


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["play", "--players", "7"], "players: R1.1 the base game is for 3 to 5 players"),
        (["play", "--players", "3", "--bots", "random,random"], "--bots: 2 bots for 3 players"),
        (["play", "--players", "3", "--bots", "alpha"], "--bots: unknown bot 'alpha'"),
        (["play", "--players", "3", "--seed", "-4"], "expected a number from 0"),
        (["play"], "the following arguments are required: --players"),
        (["dance"], "invalid choice: 'dance'"),
        ([], "the following arguments are required: COMMAND"),
    ],
)
def test_bad_command_lines_exit_2_with_one_line(
    capsys: pytest.CaptureFixture[str], args: list[str], message: str
) -> None:
    status, _, err = run(capsys, *args)
    assert status == 2
    assert message in one_line_error(err)
    assert err.startswith("vanuatu: error: ")


def test_play_to_a_folder_that_does_not_exist(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    status, out, err = run(capsys, "play", "--players", "3", "--seed", "1", "--out",
                           str(tmp_path / "no" / "such" / "game.vnt"))
    assert (status, out) == (2, "")  # refused before the game is played
    assert "No such file or directory" in one_line_error(err)
    assert f"{tmp_path / 'no' / 'such' / 'game.vnt'}: cannot write the file" in err


def test_play_checks_the_output_before_playing(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    (tmp_path / "file").write_text("x", encoding="utf-8")
    for out_file, message in [
        ("", "--out: expected a file name, not an empty one"),
        (str(tmp_path), f"{tmp_path}: cannot write the file: it is a folder"),
        (str(tmp_path / "file" / "g.vnt"), "cannot write the file: "
                                           f"'{tmp_path / 'file'}' is not a folder"),
    ]:
        status, out, err = run(capsys, "play", "--players", "3", "--seed", "1", "--out", out_file)
        assert (status, out) == (2, "")
        assert message in one_line_error(err)


def test_the_help_of_play_says_how_seeds_are_used(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = run(capsys, "play", "--help")
    assert status == 0
    text = " ".join(out.split())
    assert "exactly as vanuatu.Game(seed=...) draws them" in text
    assert "What a seed fixes" in text
    assert "exit status: 0 success; 1 a record holds an illegal move; 2" in text


def _scores(defeat: bool) -> FinalScores:
    lines = tuple(
        ScoreLine(player=p, pp_in_play=10 + p, fish=5, first_player=0, vatus=1, treasures=0,
                  huts=4, water=-3, total=17 + p, huts_on_board=2, vatus_left=3, rank=3 - p)
        for p in range(3)
    )
    return FinalScores(lines, defeat=defeat)


def test_the_score_table_has_no_ranks_after_a_defeat() -> None:
    table = describe_scores(_scores(defeat=True), water=True).splitlines()
    assert table[0].split()[-2:] == ["(R10.3)", "Total"]
    assert [row.split()[-1] for row in table[1:4]] == ["17", "18", "19"]
    assert table[-1] == DEFEAT_NOTE
    assert "every player loses" in DEFEAT_NOTE and "R10.3" in DEFEAT_NOTE
    won = describe_scores(_scores(defeat=False), water=True).splitlines()
    assert won[0].split()[-2:] == ["Total", "Rank"]
    assert [row.split()[-1] for row in won[1:4]] == ["3", "2", "1"]
    assert won[4:] == SCORE_NOTE.splitlines()


# -- validate -------------------------------------------------------------------


def test_validate_prints_one_line_per_file(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, err = run(capsys, "validate", str(OPENING), str(COMPLETE))
    assert (status, err) == (0, "")
    n = len(Record.load(COMPLETE).moves)
    assert out.splitlines() == [
        f"{OPENING}: ok (20 moves, incomplete)",
        f"{COMPLETE}: ok ({n} moves, complete)",
    ]


def _illegal_copy(tmp_path: Path) -> Path:
    text = OPENING.read_text(encoding="utf-8").replace("P0 plan buy transport",
                                                       "P0 plan sell sell")
    path = tmp_path / "illegal.vnt"
    path.write_text(text, encoding="utf-8")
    return path


def test_validate_exits_1_on_an_illegal_move(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    path = _illegal_copy(tmp_path)
    status, out, _ = run(capsys, "validate", str(OPENING), str(path))
    assert status == 1
    line = out.splitlines()[1]
    assert line.startswith(f"{path}: illegal at move 15 (line 32): P0 plan sell sell: R4.3 ")


def test_validate_exits_2_when_a_file_cannot_be_read(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    junk = tmp_path / "junk.json"
    junk.write_bytes(b'{"format": "vanuatu-record", "version": 9}')
    status, out, _ = run(capsys, "validate", str(_illegal_copy(tmp_path)), str(junk),
                         str(tmp_path / "missing.vnt"))
    assert status == 2
    lines = out.splitlines()
    assert lines[1] == f"{junk}: cannot read: version: unknown version 9 (this library reads " \
                       "version 1)"
    assert lines[2].startswith(f"{tmp_path / 'missing.vnt'}: cannot read the file")


def test_validate_json_output(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    junk = tmp_path / "junk.vnt"
    junk.write_text("Table: 2\n", encoding="utf-8")
    status, out, _ = run(capsys, "validate", "--json", str(COMPLETE), str(_illegal_copy(tmp_path)),
                         str(junk))
    assert status == 2
    data = json.loads(out)
    assert [d["file"] for d in data] == [str(COMPLETE), str(tmp_path / "illegal.vnt"), str(junk)]
    assert data[0]["valid"] and data[0]["complete"] and "final_scores" in data[0]
    assert data[1]["illegal"]["rule"] == "R4.3" and data[1]["illegal"]["line"] == 32
    assert "'Players: N' is missing" in data[2]["error"]


# -- replay ---------------------------------------------------------------------


def test_replay_shows_the_position_after_n_moves(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, err = run(capsys, "replay", str(OPENING), "--to", "12")
    assert (status, err) == (0, "")
    lines = out.splitlines()
    assert lines[0] == f"{OPENING}: after move 12 of 20: P1 take vendor"
    assert lines[1] == "Round 1 of 8 · planning phase · P2 to act · First Player P2"
    assert "    0,0  start-island (island) · cubes: kava 1 copra 1 beef 1" in lines
    assert any(ln.startswith("  P1 (Ben): Vatus 3 · PP 0") and "character vendor" in ln
               for ln in lines)
    assert "  top     #5: kava beef beef · filled: nothing" in lines
    # the pool is the characters no player holds (R3.8)
    state = vanuatu.Game.from_record(Record.load(OPENING), 12).state
    held = {pl.character for pl in state.players}
    pool = [ch for ch in state.options.components.characters if ch not in held]
    assert "Characters in the pool: " + " ".join(pool) in lines


def test_replay_to_the_end_shows_the_scores(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = run(capsys, "replay", str(COMPLETE))
    assert status == 0
    assert "Round 8 of 8 · over phase · game over" in out
    assert "Final scores (R8):" in out
    assert "Total  Rank" in out
    # every island's huts (by owner), drawings and tourists, and every boat, are shown
    state = vanuatu.Game.from_record(Record.load(COMPLETE)).state
    lines = out.splitlines()
    for i, space in enumerate(state.spaces):
        name = state.space_name(i)
        (line,) = [ln for ln in lines if ln.startswith(f"  {name:>5}  ")]
        if space.huts:
            assert "huts: " + " ".join(f"P{p}" for p in space.huts) in line
        if space.tourists:
            assert f"tourists: {space.tourists}" in line
        boats = [f"P{p}" for p, pl in enumerate(state.players) if pl.boat == i]
        assert ("boats: " in line) == bool(boats)
    assert any("huts: " in ln for ln in lines)


def test_replay_before_the_first_move(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = run(capsys, "replay", str(OPENING), "--to", "0")
    assert status == 0
    assert out.splitlines()[0] == f"{OPENING}: before the first move (of 20)"
    assert "chance to reveal" in out


def test_replay_refuses_a_count_beyond_the_record(capsys: pytest.CaptureFixture[str]) -> None:
    status, _, err = run(capsys, "replay", str(OPENING), "--to", "21")
    assert status == 2
    assert "--to: the record has 20 moves" in one_line_error(err)


def test_replay_stops_at_an_illegal_move(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    path = _illegal_copy(tmp_path)
    assert run(capsys, "replay", str(path), "--to", "14")[0] == 0
    assert run(capsys, "replay", str(path), "--to", "15")[0] == 1
    status, out, err = run(capsys, "replay", str(path))
    assert (status, out) == (1, "")
    assert "illegal at move 15 (line 32): P0 plan sell sell: R4.3" in one_line_error(err)


# -- convert --------------------------------------------------------------------


def test_convert_both_ways(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    status, out, _ = run(capsys, "convert", str(OPENING), "--to", "json")
    assert status == 0
    record = Record.load(OPENING)
    assert out == record.to_json()
    json_file = tmp_path / "opening.json"
    status, out, _ = run(capsys, "convert", str(OPENING), "--to", "json", "--out", str(json_file))
    assert status == 0 and str(json_file) in out
    text_file = tmp_path / "opening.txt"
    run(capsys, "convert", str(json_file), "--to", "text", "--out", str(text_file))
    assert Record.load(text_file) == record == Record.load(json_file)
    assert json_file.read_text(encoding="utf-8").startswith("{")
    assert text_file.read_text(encoding="utf-8") == record.to_text()


def test_convert_refuses_a_broken_record(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    path = tmp_path / "broken.vnt"
    path.write_text("Players: 3\nP1 fly away\n", encoding="utf-8")
    status, _, err = run(capsys, "convert", str(path), "--to", "json")
    assert status == 2
    assert "line 2: 'P1 fly away': unknown move word 'fly'" in one_line_error(err)


def test_convert_checks_the_output_first(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    status, out, err = run(capsys, "convert", str(OPENING), "--to", "json", "--out",
                           str(tmp_path / "none" / "x.json"))
    assert (status, out) == (2, "")
    assert f"{tmp_path / 'none' / 'x.json'}: cannot write the file" in one_line_error(err)
    status, _, err = run(capsys, "convert", str(OPENING), "--to", "json", "--out", "")
    assert status == 2 and "--out: expected a file name" in one_line_error(err)


def test_validate_shortens_a_huge_bad_line(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    path = tmp_path / "huge.vnt"
    path.write_text("Players: 3\nP1 " + "x" * 1_000_000 + "\n", encoding="utf-8")
    status, out, _ = run(capsys, "validate", str(path))
    assert status == 1
    assert len(out) < 500
    assert "x…" in out


# -- help, version, python -m ---------------------------------------------------


def test_help_and_version(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = run(capsys, "--help")
    assert status == 0
    for command in ("play", "validate", "replay", "convert"):
        assert command in out
    assert "exit status: 0 success" in " ".join(out.split())
    status, out, _ = run(capsys, "replay", "--help")
    assert "after the first N moves of the record (chance events count" in " ".join(out.split())
    status, out, _ = run(capsys, "--version")
    assert (status, out.strip()) == (0, f"vanuatu {vanuatu.__version__}")


@pytest.mark.parametrize("command", [["replay", str(COMPLETE)],
                                     ["convert", str(COMPLETE), "--to", "json"]])
def test_a_closed_output_pipe_stops_quietly(tmp_path: Path, command: list[str]) -> None:
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(ROOT), env.get("PYTHONPATH")]))
    read_end, write_end = os.pipe()
    os.close(read_end)  # the reader is gone before the first line is written
    try:
        done = subprocess.run([sys.executable, "-m", "vanuatu", *command], stdout=write_end,
                              stderr=subprocess.PIPE, text=True, env=env, cwd=tmp_path,
                              timeout=120)
    finally:
        os.close(write_end)
    assert (done.returncode, done.stderr) == (BROKEN_PIPE, "")


def test_python_dash_m_vanuatu(tmp_path: Path) -> None:
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(ROOT), env.get("PYTHONPATH")]))
    done = subprocess.run(
        [sys.executable, "-m", "vanuatu", "validate", str(OPENING), str(tmp_path / "none.vnt")],
        capture_output=True, text=True, env=env, cwd=tmp_path, timeout=120,
    )
    assert done.returncode == 2
    assert done.stderr == ""
    assert done.stdout.splitlines()[0] == f"{OPENING}: ok (20 moves, incomplete)"
