"""``vapor-willie view``: a record as one offline web page, and that page in a browser."""

from __future__ import annotations

import json
import os
import re
from pathlib import Path

import pytest
from vw_panels import check_phone_panels

import vapor_willie as vw
from vapor_willie.cli import main
from vapor_willie.viewer import page


def _record(tmp_path: Path) -> Path:
    path = tmp_path / "g.vwr"
    assert main(["play", "--players", "3", "--seed", "2", "--bots", "heuristic",
                 "--max-rounds", "4", "--out", str(path)]) == 0
    return path


def _data(html: str) -> dict[str, object]:
    m = re.search(r'<script id="game-data" type="application/json">(.*?)</script>', html, re.S)
    assert m
    data: dict[str, object] = json.loads(m.group(1))
    return data


def test_view_writes_one_offline_page_with_every_position(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    record = _record(tmp_path)
    out = tmp_path / "g.html"
    assert main(["view", str(record), "--out", str(out)]) == 0
    html = out.read_text()
    assert html.startswith("<!DOCTYPE html>")
    assert " src=" not in html and "<link" not in html and "http://" not in html.replace(
        "http://www.w3.org/2000/svg", "")
    data = _data(html)
    positions, shown = data["positions"], data["moves"]
    assert isinstance(positions, list) and isinstance(shown, list)
    moves = vw.Record.read(record).moves
    assert len(positions) == len(moves) + 1
    assert [m["text"] for m in shown] == [str(m) for m in moves]
    assert all(m["said"] for m in shown)
    assert {m["group"] for m in shown} >= {"Setup", "Round 1"}
    assert "Final score" in html and '<table id="scores">' in html


def test_view_as_a_player_and_bad_arguments(tmp_path: Path,
                                            capsys: pytest.CaptureFixture[str]) -> None:
    record = _record(tmp_path)
    out = tmp_path / "p1.html"
    assert main(["view", str(record), "--out", str(out), "--player", "P1"]) == 0
    assert "as P1 saw it" in out.read_text()
    assert main(["view", str(record), "--out", str(out), "--player", "P9"]) == 2
    assert "is not a seat" in capsys.readouterr().err
    assert main(["view", str(record), "--out", "/nonexistent/x.html"]) == 2
    assert main(["view", str(tmp_path / "missing.vwr"), "--out", str(out)]) == 2


def test_an_illegal_move_is_shown_with_its_refusal(tmp_path: Path) -> None:
    game = vw.Game(players=2, seed=1)
    bad = tmp_path / "bad.vwr"
    bad.write_text(game.record.to_text() + "P1 rata 5\n")
    out = tmp_path / "bad.html"
    assert main(["view", str(bad), "--out", str(out)]) == 1
    html = out.read_text()
    assert "is illegal: VW" in html
    assert len(_data(html)["positions"]) == len(game.moves) + 1  # type: ignore[arg-type]
    assert 'id="refusal"' in html


def test_the_page_escapes_names() -> None:
    game = vw.Game(players=2, seed=1, names=("</script><b>x", "y"))
    html = page(game.record)
    assert "</script><b>" not in html


CHROMIUM = "/usr/bin/chromium"
ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
        "--disable-component-update", "--disable-sync", "--no-first-run"]


@pytest.mark.slow
@pytest.mark.skipif(not os.path.exists(CHROMIUM), reason="no Chromium")
@pytest.mark.parametrize(("width", "height"), [(1280, 800), (390, 844)])
def test_the_page_steps_through_the_game_in_a_browser(tmp_path: Path, width: int,
                                                      height: int) -> None:
    sync_api = pytest.importorskip("playwright.sync_api")
    record = _record(tmp_path)
    out = tmp_path / "g.html"
    assert main(["view", str(record), "--out", str(out)]) == 0
    n = len(vw.Record.read(record).moves)
    with sync_api.sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        try:
            pg = browser.new_page(viewport={"width": width, "height": height})
            errors: list[str] = []
            pg.on("pageerror", lambda e: errors.append(str(e)))
            pg.goto(out.as_uri() + "#move=5")
            assert pg.inner_text("#counter") == f"5 / {n}"
            pg.keyboard.press("ArrowRight")
            assert pg.inner_text("#counter") == f"6 / {n}"
            pg.keyboard.press("End")
            assert pg.inner_text("#counter") == f"{n} / {n}"
            assert pg.is_visible("#scores") and "Final score" in pg.inner_text("#scores-box")
            pg.click("#first")
            assert pg.inner_text("#counter") == f"0 / {n}"
            assert not pg.is_visible("#scores")
            pg.click('#moves li[data-move="3"]')
            assert pg.inner_text("#counter") == f"3 / {n}"
            assert pg.locator("#moves li.round").first.inner_text() == "Setup"
            assert pg.locator("#board svg .boat").count() == 1
            if width > 700:
                box = pg.locator("#board").bounding_box()
                assert box is not None and box["width"] <= width
            else:
                check_phone_panels(pg, width)
            pg.screenshot(path=str(tmp_path / f"view-{width}.png"))
            assert errors == []
        finally:
            browser.close()
