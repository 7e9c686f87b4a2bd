""""Learn to play" in a real browser (headless Chromium driven by Playwright): the
guided first game played to its final scores (R8) by clicking the move each step asks
for, one wrong move explained, at desktop and at phone width."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

import pytest
from served_browser import have_chromium

pytest.importorskip("starlette")
pytest.importorskip("uvicorn")
sync_api = pytest.importorskip("playwright.sync_api")

pytestmark = pytest.mark.slow

SHOTS = os.environ.get("LEARN_SCREENSHOTS")  # a folder to keep screenshots in

if not have_chromium():
    pytest.skip("no chromium to drive", allow_module_level=True)


def shot(page: Any, name: str) -> None:
    if SHOTS:
        page.screenshot(path=str(Path(SHOTS) / f"{name}.png"), full_page=True)


def wait_step(page: Any, n: int) -> None:
    page.wait_for_function(f"document.body.dataset.step === '{n}'", timeout=60_000)


def check_sizes(page: Any) -> None:
    """Every text at least 12 px, every visible button at least 44 px high."""
    small = page.evaluate("""() => [...document.querySelectorAll('#step-box *')]
        .filter(e => e.offsetParent !== null && e.childNodes.length
                && [...e.childNodes].some(c => c.nodeType === 3 && c.textContent.trim()))
        .filter(e => parseFloat(getComputedStyle(e).fontSize) < 12)
        .map(e => e.tagName + ': ' + e.textContent.slice(0, 30))""")
    assert small == []
    low = page.evaluate("""() => [...document.querySelectorAll('#step-box button')]
        .filter(b => b.offsetParent !== null && b.getBoundingClientRect().height < 44)
        .map(b => b.textContent.slice(0, 30))""")
    assert low == []


@pytest.mark.parametrize("width,height", [(1280, 800), (390, 844)])
def test_the_guided_game_is_played_to_its_final_scores(server: str, browser: Any,
                                                       width: int, height: int) -> None:
    page = browser.new_page(viewport={"width": width, "height": height})
    page.goto(server + "/")
    page.click("#learn-link a")
    page.wait_for_url("**/learn")
    wait_step(page, 0)
    assert page.locator("#learn-board > svg > title").count() == 1
    assert page.locator("#step-intro").inner_text().count("R2") == 1
    if width < 700:  # the board cut into the panels of the game's pages, as they stack
        ids = page.eval_on_selector_all("#learn-panels .panel", "(ps) => ps.map(p => p.id)")
        assert "panel-archipelago" in ids and "panel-players" in ids
        assert not page.locator("#learn-board").is_visible()
    else:
        assert page.locator("#learn-board").is_visible()
        assert page.locator("#learn-panels .panel").count() == 0
    check_sizes(page)
    shot(page, f"{width}-step-0")
    scroll = page.evaluate("document.documentElement.scrollWidth")
    assert scroll <= width

    # a wrong move: a character the lesson does not take
    page.click("#other-moves summary")
    page.locator("#other-moves button").first.click()
    page.wait_for_function("document.getElementById('verdict').textContent.length > 0")
    assert "this lesson takes the Guide" in page.inner_text("#verdict")
    assert page.evaluate("document.body.dataset.step") == "0"
    shot(page, f"{width}-wrong-move")
    # an illegal move typed in
    page.fill("#try-move", "fish")
    page.click("#try-form button")
    page.wait_for_function("document.getElementById('verdict').textContent.includes('R3.8')")

    n = 0
    while page.evaluate("document.body.dataset.kind") != "scoring":
        page.click("button.lesson-move")
        n += 1
        wait_step(page, n)
        assert page.evaluate("document.activeElement.id") == "step-title"
        if n in (2, 8, 23):
            check_sizes(page)
            shot(page, f"{width}-step-{n}")
    assert "R8" in page.inner_text("#step-why")
    assert page.locator("#done").is_visible() and not page.locator("#try-form").is_visible()
    assert page.locator("#learn-scores tbody tr").count() == 3
    check_sizes(page)
    assert page.evaluate("document.documentElement.scrollWidth") <= width
    shot(page, f"{width}-scores")
    page.close()
