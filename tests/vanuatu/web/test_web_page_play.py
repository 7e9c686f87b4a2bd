"""The game page of ``vanuatu serve`` played as a person plays it, in headless
Chromium: a click after window resizes sends one move, the story numbers moves
of any width, the page comes back after a restart of the server and says why a
click failed meanwhile, the words of the seat's view, a plan listed once, the
icon, the moves in words, the rule ids and the characters with their texts."""

from __future__ import annotations

import os
import shutil
import socket
import subprocess
import sys
import time
import urllib.request
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from served_browser import call, moves, new_game, wait_turn

pytest.importorskip("starlette")
pytest.importorskip("uvicorn")
sync_api = pytest.importorskip("playwright.sync_api")

import vanuatu  # noqa: E402

pytestmark = pytest.mark.slow

ROOT = Path(__file__).resolve().parents[3]
CHROMIUM = shutil.which("chromium") or "/usr/bin/chromium"
ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
        "--disable-component-update", "--disable-sync", "--no-first-run"]

if not os.path.exists(CHROMIUM):
    pytest.skip("no chromium to drive", allow_module_level=True)


class Served:
    """A ``vanuatu serve`` process on one port and one folder, which can be
    stopped and started again (the games come back from the folder)."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        with socket.socket() as s:
            s.bind(("127.0.0.1", 0))
            self.port = s.getsockname()[1]
        self.base = f"http://127.0.0.1:{self.port}"
        self.proc: subprocess.Popen[bytes] | None = None

    def start(self) -> None:
        self.proc = subprocess.Popen(
            [sys.executable, "-m", "vanuatu", "serve", "--port", str(self.port),
             "--games", str(self.folder)],
            env=dict(os.environ, PYTHONPATH=str(ROOT)),
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        for _ in range(300):
            try:
                urllib.request.urlopen(self.base + "/", timeout=2).read()
                return
            except OSError:
                time.sleep(0.1)
        raise RuntimeError("vanuatu serve did not start")

    def stop(self) -> None:
        if self.proc is not None:
            self.proc.kill()
            self.proc.wait(timeout=30)
            self.proc = None


@pytest.fixture
def served(tmp_path: Path) -> Iterator[Served]:
    s = Served(tmp_path)
    s.start()
    try:
        yield s
    finally:
        s.stop()


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    with sync_api.sync_playwright() as p:
        b = p.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        yield b
        b.close()


def click_a_move(page: Any) -> None:
    before = moves(page)
    page.locator(".group:not([data-group^='free']) button.move").first.click()
    page.wait_for_function(f"Number(document.body.dataset.moves) > {before}", timeout=60_000)


def three_seats(base: str, seed: int = 7) -> tuple[str, str]:
    """A game of a person (P0, named "you") and two random bots: the page and token."""
    game = new_game(base, players=3, seats=["human", "random", "random"], seed=seed,
                    names=["you", "random bot", "random bot"])
    seat = game["seats"][0]
    return seat["url"], seat["token"]


def test_a_click_after_resizes_sends_one_move(served: Served, browser: Any) -> None:
    url, _ = three_seats(served.base)
    page = browser.new_page(viewport={"width": 1280, "height": 800})
    sent: list[str] = []
    page.on("request", lambda r: sent.append(r.url) if r.method == "POST" and
            r.url.endswith("/moves") else None)
    page.goto(url)
    wait_turn(page)
    for width in (1000, 1280, 1100, 1280, 1200, 1280):
        page.set_viewport_size({"width": width, "height": 800})
        page.wait_for_timeout(300)  # past the page's wait after a resize
    target = page.locator("#board .target[aria-label$=': 1 move']").first
    before = moves(page)
    target.click()
    page.wait_for_function(f"Number(document.body.dataset.moves) > {before}")
    page.wait_for_timeout(1000)
    assert len(sent) == 1
    assert page.locator("#move-error").inner_text() == ""
    page.close()


def test_move_numbers_of_three_digits_are_shown_whole(served: Served, browser: Any) -> None:
    url, token = three_seats(served.base, seed=3)
    game = url.split("/play/")[1].split("?")[0]
    for _ in range(400):
        state = call(served.base, f"/api/games/{game}?token={token}&wait=10")
        if state["moves_played"] >= 105 or state["over"]:
            break
        if state["to_act"] == 0:
            call(served.base, f"/api/games/{game}/moves",
                 {"token": token, "move": state["legal_moves"][0]["text"],
                  "expect": state["moves_played"]})
    assert state["moves_played"] >= 100
    page = browser.new_page(viewport={"width": 1280, "height": 800})
    page.goto(url)
    page.wait_for_function("document.querySelectorAll('#log li').length >= 100")
    shown = page.evaluate("""() => [...document.querySelectorAll('#log li')].map((li) => {
      const n = li.querySelector('.n');
      const log = document.getElementById('log').getBoundingClientRect();
      const r = n ? n.getBoundingClientRect() : null;
      return [li.value, n ? n.textContent : null, r !== null && r.left >= log.left &&
              n.scrollWidth <= Math.ceil(r.width)];
    })""")
    assert [v for v, _, _ in shown if v >= 100]
    for value, number, whole in shown:
        assert number == f"{value}." and whole, (value, number)
    page.close()


def test_the_page_comes_back_after_a_restart_and_a_failed_click_says_why(
        served: Served, browser: Any) -> None:
    url, _ = three_seats(served.base)
    page = browser.new_page(viewport={"width": 1280, "height": 800})
    streams: list[str] = []
    page.on("request", lambda r: streams.append(r.url) if "/events" in r.url else None)
    page.goto(url)
    wait_turn(page)
    served.stop()
    page.wait_for_function(
        "!document.getElementById('connection').hidden && "
        "document.getElementById('connection').textContent.includes('reconnecting')")
    page.locator(".group button.move").first.click()
    page.wait_for_function("document.getElementById('move-error').textContent.length > 0")
    assert "not sent" in page.locator("#move-error").inner_text()
    assert "could not be reached" in page.locator("#move-error").inner_text()
    served.start()
    page.wait_for_function("document.getElementById('connection').hidden", timeout=60_000)
    assert len(streams) >= 2
    wait_turn(page)
    click_a_move(page)
    page.close()


def test_the_view_the_plans_and_the_icon(served: Served, browser: Any) -> None:
    url, _ = three_seats(served.base)
    page = browser.new_page(viewport={"width": 1280, "height": 800})
    missing: list[str] = []
    page.on("response", lambda r: missing.append(r.url) if r.status == 404 else None)
    page.goto(url)
    wait_turn(page)
    words = page.locator("#board svg").inner_html()
    assert "you's" not in words and "P0: your view" in words
    icon = page.locator("link[rel=icon]").get_attribute("href")
    assert icon is not None and page.request.get(served.base + icon).status == 200
    # the planning phase: the sail row offers each plan with sail once (R4.1)
    for _ in range(20):
        if wait_turn(page) == "over" or "planning" in page.locator("#status").inner_text():
            break
        click_a_move(page)
    page.locator("#board rect[data-action=sail].target").click()
    listed = page.locator("#choice-list button.move").evaluate_all(
        "(bs) => bs.map((b) => b.dataset.move)")
    assert len(listed) == len(set(listed)) and "P0 plan sail sail" in listed
    assert missing == []
    page.close()


def test_moves_in_words_rules_and_characters(served: Served, browser: Any) -> None:
    url, token = three_seats(served.base)
    page = browser.new_page(viewport={"width": 1280, "height": 800})
    page.goto(url)
    wait_turn(page)
    game = url.split("/play/")[1].split("?")[0]
    state = call(served.base, f"/api/games/{game}?token={token}")
    first = state["legal_moves"][0]
    button = page.locator(f"button.move[data-move='{first['text']}']").first
    assert button.locator(".words").inner_text() == first["description"]
    assert button.locator(".notation").inner_text() == first["text"].split(" ", 1)[1]
    # a rule named by an answer opens to its text, with a link to the reference
    page.fill("#why-move", "sail 2,1 2")
    page.click("#why-form button")
    page.wait_for_function("document.querySelector('#tool-answer details.rule')")
    rule = page.locator("#tool-answer details.rule").first
    rule_id = rule.get_attribute("data-rule")
    assert rule_id is not None
    rule.locator("summary").click()
    text = vanuatu.rule_text(rule_id)
    assert text.text in rule.locator(".rule-text").inner_text()
    href = rule.locator("a").get_attribute("href")
    # the rules for players that the server itself serves
    assert href == f"/static/vanuatu/rules.html#{text.anchor}"
    # a character shown with what its ability does (vanuatu.character_card)
    click_a_move(page)
    wait_turn(page)
    page.wait_for_function("document.querySelector('#player-table details.card')")
    card = page.locator("#player-table details.card").first
    card.locator("summary").click()
    held = [p["character"] for p in call(served.base, f"/api/games/{game}?token={token}")
            ["view"]["players"] if p["character"]]
    texts = [vanuatu.character_card(c).text for c in held]
    assert any(t in card.inner_text() for t in texts)
    page.close()


def test_the_variants_of_the_new_game_page_open_to_their_rules(served: Served,
                                                               browser: Any) -> None:
    page = browser.new_page(viewport={"width": 390, "height": 844})
    page.goto(served.base + "/")
    for rule_id in ("R10.2", "R10.3"):
        rule = page.locator(f"#new-game details.rule[data-rule='{rule_id}']")
        rule.locator("summary").click()
        assert vanuatu.rule_text(rule_id).text in rule.locator(".rule-text").inner_text()
    # the check box is still ticked through its words
    page.locator("label:has-text('Rising Waters')").click()
    assert page.locator("input[value=rising-waters]").is_checked()
    page.close()
