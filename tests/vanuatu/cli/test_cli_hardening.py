"""The command line under hostile or unusual input: output paths, the size
limit, standard input, compact JSON, seeds, escape codes, broken lines."""

from __future__ import annotations

import io
import json
from pathlib import Path

import pytest

import vanuatu
from vanuatu import Record
from vanuatu.cli import main
from vanuatu.moves import CHANCE
from vanuatu.records import MAX_RECORD_BYTES


def run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    status = main(list(args))
    out, err = capsys.readouterr()
    return status, out, err


def test_play_refuses_an_out_file_ending_in_a_slash_before_playing(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    target = f"{tmp_path}/x.vnt/"
    status, out, err = run(capsys, "play", "--players", "3", "--seed", "1", "--out", target)
    assert (status, out) == (2, "")  # nothing was played
    assert err == f"vanuatu: error: {target}: cannot write the file: a file name, not a folder, " \
                  "is needed\n"
    assert not (tmp_path / "x.vnt").exists()


def test_a_file_over_the_size_limit_says_its_size(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    path = tmp_path / "big.vnt"
    with open(path, "wb") as f:
        f.truncate(MAX_RECORD_BYTES + 1)
    message = f"{MAX_RECORD_BYTES + 1} bytes is more than the limit of {MAX_RECORD_BYTES} bytes"
    status, out, _ = run(capsys, "validate", str(path))
    assert status == 2
    assert out == f"{path}: cannot read: {message} for a record\n"
    assert "not a file name" not in out
    for command in (["replay", str(path)], ["convert", str(path), "--to", "json"]):
        status, _, err = run(capsys, *command)
        assert status == 2
        assert message in err and "not a file name" not in err


def test_validate_dash_reads_standard_input(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, example_records: Path
) -> None:
    data = (example_records / "opening-4p.vnt").read_bytes()
    monkeypatch.setattr("sys.stdin", io.TextIOWrapper(io.BytesIO(data)))
    status, out, _ = run(capsys, "validate", "-")
    assert (status, out) == (0, "-: ok (20 moves, incomplete)\n")


def test_validate_json_is_one_compact_line(
    capsys: pytest.CaptureFixture[str], example_records: Path
) -> None:
    files = [str(example_records / "complete-3p.vnt"), str(example_records / "opening-4p.vnt")]
    status, out, _ = run(capsys, "validate", "--json", *files)
    assert status == 0
    assert out.count("\n") == 1 and ", " not in out and ": " not in out
    reports = json.loads(out)
    assert [r["file"] for r in reports] == files
    assert reports[0]["final_scores"]["ranking"]


@pytest.mark.parametrize("players", [3, 4])
def test_play_deals_the_same_setup_as_a_game_with_the_same_seed(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, players: int
) -> None:
    out_file = tmp_path / "game.vnt"
    status, _, _ = run(capsys, "play", "--players", str(players), "--seed", "7",
                       "--out", str(out_file))
    assert status == 0
    played = Record.load(out_file).moves
    game = vanuatu.Game(players=players, seed=7)
    setup = game.moves
    assert all(m.player == CHANCE for m in setup)
    assert played[: len(setup)] == setup
    assert played[len(setup)].player != CHANCE


def test_escape_codes_in_a_record_never_reach_the_terminal(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, example_records: Path
) -> None:
    data = json.loads(Record.load(example_records / "opening-4p.vnt").to_json())
    data["moves"][3]["move"] = "reveal tile \x1b[2J\x9b\u202e"
    path = tmp_path / "escape.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    for command in (["validate", str(path)], ["validate", "--json", str(path)],
                    ["replay", str(path)], ["convert", str(path), "--to", "text"]):
        _, out, err = run(capsys, *command)
        for c in "\x1b\x9b\u202e":
            assert c not in out + err, command
    _, out, _ = run(capsys, "validate", str(path))
    assert "\\x1b[2J" in out


def test_convert_to_text_refuses_a_move_it_cannot_write_faithfully(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, example_records: Path
) -> None:
    data = json.loads(Record.load(example_records / "opening-4p.vnt").to_json())
    index = next(i for i, m in enumerate(data["moves"]) if m["actor"] != "chance")
    data["moves"][index]["move"] += "#"  # a comment in the text form: the verdict would change
    path = tmp_path / "hash.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    status, out, err = run(capsys, "convert", str(path), "--to", "text")
    assert (status, out) == (2, "")
    assert err.startswith(f"vanuatu: error: {path}: moves[{index}]: ")
    assert "'#' cannot be part of a move" in err
    status, out, _ = run(capsys, "validate", str(path))
    assert status == 1 and f"illegal at move {index + 1}:" in out


def test_validate_all_says_whether_a_lone_refused_move_was_applied(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, example_records: Path
) -> None:
    lines = (example_records / "complete-3p.vnt").read_text("utf-8").splitlines()
    takes = [i for i, line in enumerate(lines) if " take " in line]
    first, second = takes[0], takes[1]
    taken = lines[first].split()[-1]
    lines[second] = f"{lines[second].split()[0]} take {taken}"  # held already: R3.8
    path = tmp_path / "one.vnt"
    path.write_text("\n".join(lines) + "\n", "utf-8")
    status, out, _ = run(capsys, "validate", "--all", str(path))
    assert status == 1
    summary, detail = out.splitlines()
    assert summary.startswith(f"{path}: illegal at move ") and "R3.8" in summary
    assert detail.startswith(f"{path}:   move ") and detail.endswith("(applied as if legal)")
    status, out, _ = run(capsys, "validate", str(path))
    assert (status, out.splitlines()) == (1, [summary])
