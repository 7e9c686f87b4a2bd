"""The page of ``vanuatu view`` in a real browser: headless Chromium loads it
at a move, runs its script, and the DOM and a screenshot are checked.
Skipped when ``chromium`` is not installed (CI installs it)."""

from __future__ import annotations

import re
import shutil
import struct
import subprocess
import tempfile
import zlib
from pathlib import Path

import pytest

import vanuatu
from vanuatu import Record
from vanuatu.cli import main

ROOT = Path(__file__).resolve().parents[3]
COMPLETE = ROOT / "examples" / "records" / "complete-3p.vnt"
CHROMIUM = shutil.which("chromium")

pytestmark = [pytest.mark.slow,  # a real browser: left out of the quick loop
              pytest.mark.skipif(CHROMIUM is None, reason="chromium is not installed")]


def chromium(url: str, *extra: str) -> str:
    assert CHROMIUM is not None
    with tempfile.TemporaryDirectory() as profile:
        done = subprocess.run(
            [CHROMIUM, "--headless", "--no-sandbox", "--disable-gpu",
             "--disable-background-networking", "--disable-component-update", "--disable-sync",
             "--no-first-run", f"--user-data-dir={profile}", *extra, url],
            capture_output=True, text=True, timeout=120, check=False)
    assert done.returncode == 0, done.stderr[-2000:]
    return done.stdout


def png_rows(path: Path) -> tuple[int, int, bytes]:
    """Width, height and the decompressed (still filtered) pixel rows of a PNG."""
    data = path.read_bytes()
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    pos, idat, width, height = 8, b"", 0, 0
    while pos < len(data):
        length, kind = struct.unpack(">I4s", data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + length]
        if kind == b"IHDR":
            width, height = struct.unpack(">II", body[:8])
        elif kind == b"IDAT":
            idat += body
        pos += 12 + length
    return width, height, zlib.decompress(idat)


@pytest.fixture(scope="module")
def page(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("view") / "game.html"
    assert main(["view", str(COMPLETE), "--out", str(out)]) == 0
    return out


def test_page_opens_at_the_move_of_its_address(page: Path) -> None:
    record = Record.load(COMPLETE)
    dom = chromium(page.as_uri() + "#move=30", "--dump-dom")
    state = vanuatu.Game.from_record(record, 30).state
    assert 'id="board" aria-live="polite" data-move="30"' in dom
    assert f"Move 30: {record.moves[29]}</h2>" in dom
    # the board drawn is the position after move 30
    board = dom.split('id="board"', 1)[1].split("</section>", 1)[0]
    assert f"Round {state.round} of 8 · {state.phase.word} phase" in board
    assert board.count('class="space"') == 16
    # the move list marks move 30, and its narration is shown
    assert re.search(r'<li[^>]*class="[^"]*here[^"]*"[^>]*data-move="30"', dom) or \
        re.search(r'<li[^>]*data-move="30"[^>]*class="[^"]*here', dom)
    assert '<ul id="said"><li>' in dom


def test_page_without_an_address_opens_before_the_first_move(page: Path) -> None:
    dom = chromium(page.as_uri(), "--dump-dom")
    assert 'data-move="0"' in dom and "Before the first move" in dom
    assert 'id="scores-box" class="shown"' not in dom


def test_the_last_position_shows_the_final_scores(page: Path) -> None:
    record = Record.load(COMPLETE)
    dom = chromium(page.as_uri() + "#move=100000", "--dump-dom")
    assert f'data-move="{len(record.moves)}"' in dom
    assert 'id="scores-box" class="shown"' in dom
    winner = vanuatu.Game.from_record(record).final_scores().winners[0]
    assert "Round 8 of 8 · game over" in dom and f"P{winner} wins." in dom


CONTROLS = """<script>
(function () {
  var out = [];
  function here() { out.push(document.getElementById("board").dataset.move); }
  function key(name) { document.dispatchEvent(new KeyboardEvent("keydown", {key: name})); }
  key("ArrowRight"); here();
  document.getElementById("next").click(); here();
  document.getElementById("prev").click(); here();
  key("ArrowLeft"); here();
  key("End"); here();
  document.getElementById("next").click(); here();
  key("Home"); here();
  document.getElementById("prev").click(); here();
  var slider = document.getElementById("slider");
  slider.value = "42"; slider.dispatchEvent(new Event("input")); here();
  document.querySelector('#moves li[data-move="7"]').click(); here();
  document.getElementById("last").click(); here();
  document.getElementById("first").click(); here();
  out.push(location.hash);
  var done = document.createElement("p");
  done.id = "control-test";
  done.textContent = out.join(" ");
  document.body.appendChild(done);
})();
</script>"""


def test_buttons_keys_slider_and_move_list_step_through_the_game(
    page: Path, tmp_path: Path
) -> None:
    last = len(Record.load(COMPLETE).moves)
    driven = tmp_path / "driven.html"
    driven.write_text(page.read_text().replace("</body>", CONTROLS + "</body>"))
    dom = chromium(driven.as_uri() + "#move=30", "--dump-dom")
    found = re.search(r'<p id="control-test">([^<]*)</p>', dom)
    assert found, dom[-500:]
    assert found.group(1).split() == [
        "31", "32", "31", "30", str(last), str(last), "0", "0", "42", "7", str(last), "0",
        "#move=0"]


def test_screenshot_at_1280_by_800_is_not_blank(page: Path, tmp_path: Path) -> None:
    shot = tmp_path / "shot.png"
    chromium(page.as_uri() + "#move=120", f"--screenshot={shot}", "--window-size=1280,800")
    width, height, rows = png_rows(shot)
    assert (width, height) == (1280, 800)
    # a blank page filters to almost nothing but zeros; a board has many colours
    assert len(set(rows)) > 100
    assert sum(1 for b in rows if b) > len(rows) // 50


def test_a_record_with_an_illegal_move_shows_its_legal_part_and_the_refusal(
    tmp_path: Path,
) -> None:
    lines = COMPLETE.read_text().splitlines()
    first_move = next(i for i, ln in enumerate(lines) if ln.startswith("reveal first"))
    bad = tmp_path / "bad.vnt"
    bad.write_text("\n".join([*lines[:first_move + 3], "P0 fly away", *lines[first_move + 3:]]))
    out = tmp_path / "bad.html"
    assert main(["view", str(bad), "--out", str(out)]) == 1
    dom = chromium(out.as_uri() + "#move=999", "--dump-dom")
    assert 'id="refusal"' in dom and "unknown move word" in dom
    assert 'id="scores-box" class="shown"' not in dom
    legal = Record.from_text("\n".join(lines[:first_move + 3]))
    assert f'data-move="{len(legal.moves)}"' in dom


STICKY = """<script>
window.addEventListener("load", function () {
  var box = document.getElementById("scores-box");
  var name = document.querySelector("#scores tbody th");
  var before = name.getBoundingClientRect().left;
  box.scrollLeft = 1000;
  var after = name.getBoundingClientRect().left;
  var done = document.createElement("p");
  done.id = "sticky-test";
  done.textContent = [box.scrollWidth > box.clientWidth, box.scrollLeft > 0,
                      Math.round(after - before)].join(" ");
  document.body.appendChild(done);
});
</script>"""


def test_at_phone_width_the_final_scores_keep_the_player_column_in_view(
    page: Path, tmp_path: Path
) -> None:
    # the table is wider than a phone: it scrolls sideways and the names stay
    driven = tmp_path / "sticky.html"
    driven.write_text(page.read_text().replace("</body>", STICKY + "</body>"))
    dom = chromium(driven.as_uri() + "#move=100000", "--window-size=390,844",
                   "--virtual-time-budget=2000", "--dump-dom")
    found = re.search(r'<p id="sticky-test">([^<]*)</p>', dom)
    assert found, dom[-500:]
    assert found.group(1) == "true true 0"
