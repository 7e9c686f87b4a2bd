"""``vapor-willie view --public`` and ``--title``: the page as a spectator sees the game
(VW12: no objective card is named until it is fulfilled, the card kept is not named)."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

import vapor_willie as vw
from vapor_willie.cli import main
from vapor_willie.cli.spectator import public_label, public_state, view_page

ROOT = Path(__file__).resolve().parents[3]


def _record(tmp_path: Path) -> Path:
    out = tmp_path / "g.vwr"
    assert main(["play", "--players", "2", "--seed", "4", "--bots", "heuristic",
                 "--out", str(out)]) == 0
    return out


def _cards(text: str) -> set[str]:
    return set(re.findall(r"\bO\d+\b", text))


def test_public_page_names_only_the_fulfilled_cards(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = _record(tmp_path)
    record = vw.Record.read(path)
    fulfilled = {m.card for m in record.moves if isinstance(m, vw.moves.Fulfil)}
    assert fulfilled  # the game has a card fulfilled (VW9.1)
    page = tmp_path / "p.html"
    capsys.readouterr()
    assert main(["view", str(path), "--out", str(page), "--public"]) == 0
    assert capsys.readouterr().out == f"Wrote {page} ({len(record.moves)} moves).\n"
    text = page.read_text()
    assert _cards(text) == fulfilled
    assert "as a spectator saw it" in text
    every = tmp_path / "a.html"
    assert main(["view", str(path), "--out", str(every)]) == 0
    assert _cards(every.read_text()) > fulfilled


def test_public_state_hides_every_unfulfilled_card() -> None:
    game = vw.Game(players=3, seed=2)
    while game.state.current < 0:
        game.play(game.legal_moves()[0])
    assert all(p.objectives for p in game.state.players)
    seen = public_state(game.state)
    for p, q in zip(game.state.players, seen.players, strict=True):
        assert q.objectives == ("hidden",) * len(p.objectives)
        assert q.fulfilled == p.fulfilled and q.silvos == p.silvos
    assert set(seen.objective_pile) <= {"hidden"}


def test_the_keep_move_is_named_only_to_its_player() -> None:  # VW2.4, VW12
    game = vw.Game(players=2, seed=1)
    while game.state.current < 0:
        game.play(game.legal_moves()[0])
    keep = next(m for m in game.moves if isinstance(m, vw.moves.Keep))
    assert public_label(keep, None) == f"P{keep.player} keep"
    assert public_label(keep, keep.player) == str(keep)
    assert public_label(keep, 1 - keep.player) == f"P{keep.player} keep"
    with pytest.raises(ValueError, match="not both"):
        view_page(game.record, player=0, public=True)


def test_title_names_the_page(tmp_path: Path) -> None:
    path = _record(tmp_path)
    page = tmp_path / "t.html"
    assert main(["view", str(path), "--out", str(page), "--title", "Club <night>"]) == 0
    assert "<title>Club &lt;night&gt;</title>" in page.read_text()
    plain = tmp_path / "d.html"
    assert main(["view", str(path), "--out", str(plain), "--public"]) == 0
    assert "<title>Vapor Willie</title>" in plain.read_text()


def _run(*args: str) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    return subprocess.run([sys.executable, "-m", "vapor_willie", *args], capture_output=True,
                          text=True, env=env, timeout=120, check=False)


def test_public_view_bad_input_is_one_line_with_status_2(tmp_path: Path) -> None:
    missing = _run("view", str(tmp_path / "none.vwr"), "--out", str(tmp_path / "x.html"),
                   "--public")
    assert missing.returncode == 2 and len(missing.stderr.splitlines()) == 1
    assert "none.vwr" in missing.stderr
    path = _record(tmp_path)
    both = _run("view", str(path), "--out", str(tmp_path / "x.html"), "--public",
                "--player", "P0")
    assert both.returncode == 2
    assert both.stderr == "vapor-willie: error: --player and --public: give one of them\n"
    assert not (tmp_path / "x.html").exists()


def test_public_view_of_an_illegal_record_exits_1(tmp_path: Path) -> None:
    path = _record(tmp_path)
    bad = tmp_path / "bad.vwr"
    bad.write_text(path.read_text() + "P0 dock PZ\n")
    got = _run("view", str(bad), "--out", str(tmp_path / "b.html"), "--public")
    assert got.returncode == 1 and "VW10" in got.stderr
    assert 'id="refusal"' in (tmp_path / "b.html").read_text()
    n = len(vw.Record.read(path).moves)  # the page stops before the move refused
    assert got.stdout == (f"Wrote {tmp_path / 'b.html'} ({n} of {n + 1} moves: the page "
                          f"stops before move {n + 1}).\n")


def test_view_writes_the_file_with_the_suffix_html_by_default(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = _record(tmp_path)
    capsys.readouterr()
    assert main(["view", str(path)]) == 0  # as vanuatu view: FILE with the suffix .html
    page = path.with_suffix(".html")
    assert page.exists() and "<html" in page.read_text(encoding="utf-8")
    assert capsys.readouterr().out.startswith(f"Wrote {page} (")
