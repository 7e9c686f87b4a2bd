"""``vanuatu view`` and vanuatu.viewer.html without a browser: what the page holds."""

from __future__ import annotations

import json
import random
import re
from pathlib import Path

import pytest

import vanuatu
from vanuatu import Record
from vanuatu.cli import main
from vanuatu.moves import Rest
from vanuatu.viewer.html import page, position_data

ROOT = Path(__file__).resolve().parents[3]
OPENING = ROOT / "examples" / "records" / "opening-4p.vnt"


def data_of(html: str) -> dict[str, object]:
    blob = html.split('<script id="game-data" type="application/json">', 1)[1]
    return json.loads(blob.split("</script>", 1)[0])  # type: ignore[no-any-return]


def short_game(seed: int, moves: int, **options: object) -> Record:
    game = vanuatu.Game(seed=seed, **options)  # type: ignore[arg-type]
    rng = random.Random(seed)
    while not game.is_over() and len(game.moves) < moves:
        game.play(rng.choice(game.legal_moves()))
    return game.record


@pytest.mark.parametrize("options", [{"players": 2}, {"players": 3, "characters": False},
                                     {"players": 4, "rising_waters": True}, {"players": 5}],
                         ids=lambda o: "-".join(map(str, o.values())))
def test_every_position_is_stored_once_per_piece(options: dict[str, object]) -> None:
    record = short_game(4, 70, **options)
    data = position_data(record)
    pieces, positions = data["pieces"], data["positions"]
    assert isinstance(pieces, list) and isinstance(positions, list)
    assert len(positions) == len(record.moves) + 1
    assert len(set(pieces)) == len(pieces)
    state = vanuatu.Game.from_record(record, 40).state
    board = "".join(pieces[i] for i in positions[40])
    assert board == vanuatu.svg.board(state, size=None, last_move=record.moves[39],
                                      names=record.headers.names, reveal=True)
    moves = data["moves"]
    assert isinstance(moves, list) and moves[39]["text"] == str(record.moves[39])
    assert moves[39]["said"]


def test_the_page_needs_no_network_and_has_its_controls() -> None:
    html = page(Record.load(OPENING))
    assert not re.search(r"""(src|href)\s*=\s*["']?(https?:|//)""", html)
    assert "<link" not in html and "@import" not in html
    for control in ('id="first"', 'id="prev"', 'id="next"', 'id="last"', 'id="slider"',
                    'id="moves"', 'id="said"', "ArrowRight", "ArrowLeft", "#move="):
        assert control in html
    assert "<title>Club night</title>" in html
    assert "</script>" not in html.split('type="application/json">', 1)[1].split("</script>")[0]


@pytest.mark.slow
def test_a_complete_game_has_the_score_table() -> None:
    record = short_game(1, 10_000, players=2)
    html = page(record)
    scores = data_of(html)["scores"]
    assert isinstance(scores, str) and "Total" in scores and "Rank" in scores
    table = html.split('<table id="scores">', 1)[1].split("</table>", 1)[0]
    final = vanuatu.final_scores(vanuatu.Game.from_record(record).state)
    for line in final.lines:
        assert f"<th>P{line.player}</th>" in table
        assert f"<td>{line.total}</td><td>{line.rank}</td>" in table
    assert '<table id="scores">' not in page(short_game(1, 30, players=3))


@pytest.mark.slow
def test_R9_public_pages_keep_rest_tokens_face_down() -> None:
    record = short_game(3, 120, players=3)
    rests = [m for m in record.moves if isinstance(m, Rest)]
    assert rests
    public = json.dumps(data_of(page(record, public=True))["moves"])
    assert all(str(m) not in public for m in rests)
    full = json.dumps(data_of(page(record))["moves"])
    assert all(str(m) in full for m in rests)


@pytest.mark.slow
def test_R9_a_players_page_shows_only_their_own_rest_tokens(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    record = short_game(3, 120, players=3)
    path = tmp_path / "game.vnt"
    record.dump(path)
    out = tmp_path / "p1.html"
    assert main(["view", str(path), "--player", "P1", "--out", str(out)]) == 0
    html = out.read_text()
    moves = json.dumps(data_of(html)["moves"])
    rests = [m for m in record.moves if isinstance(m, Rest)]
    assert any(m.player == 1 for m in rests) and any(m.player != 1 for m in rests)
    for m in rests:
        assert (str(m) in moves) == (m.player == 1)
    assert "as P1 saw it (R9)" in html
    assert main(["view", str(path), "--player", "P3"]) == 2
    assert "--player: 'P3' is not a seat of this 3-player game" in capsys.readouterr().err
    assert main(["view", str(path), "--player", "P0", "--public"]) == 2


def test_view_command_writes_the_page(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                      monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    copy = tmp_path / "opening.vnt"
    copy.write_text(OPENING.read_text())
    assert main(["view", str(copy)]) == 0
    assert (tmp_path / "opening.html").exists()
    assert "opening.html" in capsys.readouterr().out


def test_view_of_a_json_record_with_a_move_that_does_not_parse(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    record = Record.load(OPENING)
    data = json.loads(record.to_json())
    data["moves"].insert(12, {"actor": "P0", "move": "P0 dance"})
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps(data))
    out = tmp_path / "bad.html"
    assert main(["view", str(bad), "--out", str(out)]) == 1
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "illegal at move 13" in err
    shown = data_of(out.read_text())
    assert len(shown["positions"]) == 13  # type: ignore[arg-type]
    assert "P0 dance" in str(shown["refusal"])


def test_view_refuses_what_it_cannot_read(tmp_path: Path,
                                          capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["view", str(tmp_path / "missing.vnt")]) == 2
    err = capsys.readouterr().err
    assert err.startswith("vanuatu: error: ") and err.count("\n") == 1
    junk = tmp_path / "junk.vnt"
    junk.write_text("this is not a record\n")
    assert main(["view", str(junk), "--out", str(tmp_path / "j.html")]) == 2
    assert main(["view", str(OPENING), "--out", str(tmp_path / "no" / "x.html")]) == 2
    assert "does not exist" in capsys.readouterr().err
