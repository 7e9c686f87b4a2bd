"""What a program importing games from elsewhere needs: reveals that restate
an outcome applied by itself, every refused move of a record at once, and a
replay of a record whose later line is broken."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

import vanuatu
from vanuatu import IllegalMove, Record, validate_text
from vanuatu.cli import main
from vanuatu.moves import ChanceMove, Move
from vanuatu.rules.engine import apply_with_forced


def game_with_forced_reveals() -> tuple[vanuatu.Options, list[Move], tuple[ChanceMove, ...]]:
    """The moves of a random game up to a move after which the engine applied
    chance outcomes by itself, and those outcomes."""
    options = vanuatu.Options(players=3)
    state = vanuatu.new_game(options)
    rng = random.Random(0)
    moves: list[Move] = []
    while True:
        if state.is_chance:
            move = vanuatu.sample_chance(state, rng)
        else:
            move = rng.choice(vanuatu.legal_moves(state))
        state, forced = apply_with_forced(state, move)
        moves.append(move)
        if forced:
            return options, moves, forced


FORCED = game_with_forced_reveals()


def test_a_reveal_restating_an_outcome_applied_by_itself_is_accepted() -> None:
    options, moves, forced = FORCED
    record = Record(options, moves=(*moves, *forced))
    text = record.to_text()
    assert [str(m) for m in forced] == ["reveal tile A1", "reveal tile B2"]
    report = validate_text(text)
    assert report.valid and report.moves_applied == len(moves) + len(forced)
    game = vanuatu.Game.from_record(record)
    assert game.moves == tuple(moves)  # the restatements are not moves of the game
    assert game.record.to_text().count("reveal tile A1") == 0
    states = list(record.states())
    assert states[-1] == states[-3] == game.state
    # the first one alone, too, and through Game.play
    game = vanuatu.Game(options=options, auto_chance=False)
    for move in moves:
        game.play(move)
    before = game.state
    game.play(str(forced[0]))
    assert game.state == before and game.moves == tuple(moves)
    assert validate_text(Record(options, moves=(*moves, forced[0])).to_text()).valid


def test_a_reveal_contradicting_an_outcome_applied_by_itself_names_the_rule() -> None:
    options, moves, _ = FORCED
    wrong = ChanceMove("tile", "C1")
    report = validate_text(Record(options, moves=(*moves, wrong)).to_json())
    assert (report.valid, report.index, report.rule) == (False, len(moves), "R2")
    assert report.reason == ("no tile is to be revealed: the tile event had one possible "
                             "outcome, applied by itself (reveal tile A1)")
    game = vanuatu.Game(options=options, auto_chance=False)
    for move in moves:
        game.play(move)
    with pytest.raises(IllegalMove, match=r"R2 no tile is to be revealed"):
        game.play(wrong)
    with pytest.raises(IllegalMove, match=r"applied by itself \(reveal tile A1\)"):
        vanuatu.Game.from_record(Record(options, moves=(*moves, wrong)))


def test_a_second_restatement_of_the_same_outcome_is_refused() -> None:
    options, moves, forced = FORCED
    report = validate_text(Record(options, moves=(*moves, forced[0], forced[0])).to_text())
    assert (report.valid, report.index, report.rule) == (False, len(moves) + 1, "R2")


OPENING = Path(__file__).resolve().parents[3] / "examples" / "records" / "opening-4p.vnt"


def with_bad_moves(lines: dict[int, str], insert: bool = False) -> str:
    """The opening record with some move lines replaced (or, with ``insert``,
    lines inserted before them), by move index."""
    record = Record.load(OPENING)
    moves = [str(m) for m in record.moves]
    for index, text in sorted(lines.items(), reverse=True):
        moves[index: index + (0 if insert else 1)] = [text]
    head = record.to_text().split("\n\n")[0]
    return head + "\n\n" + "\n".join(moves) + "\n"


def broken_record(folder: Path) -> tuple[Path, int]:
    """``folder/broken.vnt``: the opening record whose move 16 is the unreadable
    ``P2 plna fish``, and the number of that line."""
    path = folder / "broken.vnt"
    text = with_bad_moves({15: "P2 plna fish"})
    path.write_text(text, "utf-8")
    return path, text.splitlines().index("P2 plna fish") + 1


def test_keep_going_reports_every_refused_move_and_applies_what_it_can() -> None:
    text = with_bad_moves({10: "P0 plna fish", 14: "P9 take vendor"}, insert=True)
    first = validate_text(text)
    assert (first.index, first.refusals) == (10, ())
    report = validate_text(text, keep_going=True)
    assert not report.valid
    assert [r.index for r in report.refusals] == [10, 15]
    assert [r.applied for r in report.refusals] == [False, False]
    assert (report.index, report.moves_applied, report.total_moves) == (10, 10, 22)
    assert report.to_dict()["refusals"][1]["move_number"] == 16
    assert "(and 1 more refused move)" in report.summary()


def test_keep_going_applies_a_refused_move_as_if_legal() -> None:
    record = Record.load(OPENING)
    index = next(i for i, m in enumerate(record.moves) if " take " in str(m))
    first, second = str(record.moves[index]).split(), str(record.moves[index + 1]).split()
    # the next player, in turn, takes the character just taken
    text = with_bad_moves({index + 1: f"{second[0]} take {first[2]}"}, insert=True)
    report = validate_text(text, keep_going=True)
    assert report.refusals[0].index == index + 1
    assert report.refusals[0].applied
    assert report.details()[0].endswith("(applied as if legal)")
    assert vanuatu.validate(Record.load(OPENING), keep_going=True).refusals == ()


def test_validate_all_on_the_command_line(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    path = tmp_path / "two.vnt"
    text = with_bad_moves({10: "P0 plna fish", 14: "P9 take vendor"}, insert=True)
    path.write_text(text, "utf-8")
    assert main(["validate", "--all", str(path)]) == 1
    out = capsys.readouterr().out.splitlines()
    assert len(out) == 3
    assert out[0].startswith(f"{path}: illegal at move 11 (line ")
    assert out[2].startswith(f"{path}:   move 16 (line ") and "(not applied" in out[2]
    assert main(["validate", "--all", "--json", str(path)]) == 1
    data = json.loads(capsys.readouterr().out)
    assert [r["move_number"] for r in data[0]["refusals"]] == [11, 16]


def test_replay_shows_a_move_before_a_broken_line_and_warns(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    path, line = broken_record(tmp_path)
    assert main(["replay", str(path), "--to", "10"]) == 0
    out, err = capsys.readouterr()
    assert out.startswith(f"{path}: after move 10 of 20: ")
    assert err == (f"vanuatu: warning: {path}: line {line}: 'P2 plna fish': unknown move word "
                   f"'plna' (the moves from there on cannot be replayed)\n")
    # a position after the broken line, or the whole record, is refused naming it
    for args in (["--to", "16"], []):
        assert main(["replay", str(path), *args]) == 2
        _, err = capsys.readouterr()
        assert err.startswith(f"vanuatu: error: {path}: line {line}: 'P2 plna fish'")
    # a line the reader refuses (a header among the moves) is named the same way
    path.write_text(with_bad_moves({}) + "Event: late\n", "utf-8")
    assert main(["replay", str(path), "--to", "3"]) == 0
    assert "the header 'Event' comes after the first move" in capsys.readouterr().err


def test_convert_refuses_a_record_with_a_broken_line_and_names_it(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    path, line = broken_record(tmp_path)
    assert main(["convert", str(path), "--to", "json"]) == 2
    out, err = capsys.readouterr()
    assert out == ""
    assert err.startswith(f"vanuatu: error: {path}: line {line}: 'P2 plna fish'")


def test_keep_going_never_applies_a_move_the_position_does_not_take() -> None:
    # player moves while setup's chance events are pending: refused, never applied
    text = "Players: 3\n" + "P0 fish\n" * 50 + "P1 sell 1 2\n"
    report = validate_text(text, keep_going=True)
    assert len(report.refusals) == 51
    assert not any(r.applied for r in report.refusals)
    assert (report.moves_applied, report.complete) == (0, False)
