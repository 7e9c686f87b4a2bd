"""A newcomer on ``vanuatu serve`` in a real browser (headless Chromium driven by
Playwright): the levels for people with their ratings on the new-game page and a
seat taken by level; the phase being played and the action board explained beside
the board, each rule id opening to its text (R4.1); and a whole game against
``easy`` to its final scores (R8), every move chosen by its words
(:func:`vanuatu.describe_move`) as the page shows them.

``NEWCOMER_SCREENSHOTS=folder`` keeps screenshots at 1280x800 and 390x844."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

import pytest
from served_browser import have_chromium
from served_play import moves, new_game, play_whole_game, seat_state, wait_turn

from vanuatu import Phase
from vanuatu.bots import levels
from vanuatu.reference import action_text, phase_text
from vanuatu.reference.board import ACTION_TEXTS

pytest.importorskip("starlette")
pytest.importorskip("uvicorn")
sync_api = pytest.importorskip("playwright.sync_api")

pytestmark = pytest.mark.slow

SHOTS = os.environ.get("NEWCOMER_SCREENSHOTS")
SIZES = [(1280, 800), (390, 844)]

if not have_chromium():
    pytest.skip("no chromium to drive", allow_module_level=True)


def shot(page: Any, name: str, selector: str | None = None) -> None:
    if SHOTS:
        if selector:
            page.locator(selector).scroll_into_view_if_needed()
        page.screenshot(path=str(Path(SHOTS) / f"{name}.png"))


@pytest.mark.parametrize("width,height", SIZES)
def test_the_new_game_page_offers_the_levels_with_their_ratings(
        server: str, browser: Any, width: int, height: int) -> None:
    page = browser.new_page(viewport={"width": width, "height": height})
    page.goto(server + "/")
    items = page.locator("#levels li")
    assert items.count() == len(levels()) == 4
    for k, level in enumerate(levels()):
        item = items.nth(k)
        assert item.get_attribute("data-level") == level.name
        words = item.inner_text()
        assert words.startswith(f"{level.name}: {level.summary}")
        assert (f"rating {level.rating:.1f} [{level.rating_low:.1f}, "
                f"{level.rating_high:.1f}]") in words
    # every seat's list offers the levels first, easy the bot a seat starts with
    offered = page.locator("#seat-1 option").evaluate_all("os => os.map(o => o.value)")
    assert offered[:5] == ["human", "easy", "medium", "hard", "expert"]
    assert page.locator("#seat-1").input_value() == "easy"
    assert page.evaluate("document.documentElement.scrollWidth") <= width
    shot(page, f"{width}-new-game-levels", "#levels")
    # a game against a level, seats chosen on the page
    page.select_option("#players", "3")
    page.select_option("#seat-1", "expert")
    page.select_option("#seat-2", "medium")
    page.fill("#seed", "12")
    page.click("#start")
    page.wait_for_selector("#links:not([hidden])")
    url = page.locator("#seat-links a").first.get_attribute("href")
    state = seat_state(server, url)
    assert [s["kind"] for s in state["seats"]] == ["human", "expert", "medium"]
    assert state["names"][1:] == ["expert bot", "medium bot"]
    page.close()


def phase_shown(page: Any) -> str:
    key: str = page.evaluate("document.getElementById('phase-help').dataset.phase")
    return key


@pytest.mark.parametrize("width,height", SIZES)
def test_the_phase_and_the_action_board_are_explained_beside_the_board(
        server: str, browser: Any, width: int, height: int) -> None:
    game = new_game(server, players=3, seats=["human", "easy", "easy"], seed=21)
    page = browser.new_page(viewport={"width": width, "height": height})
    page.goto(game["seats"][0]["url"])
    seen = set()
    for _ in range(60):
        wait_turn(page)
        state = seat_state(server, game["seats"][0]["url"])
        phase = next(p for p in Phase if p.word == state["phase"])
        entry = phase_text(phase)
        page.wait_for_function(
            f"document.getElementById('phase-help').dataset.phase === '{entry.id}'")
        assert page.locator("#phase-title").inner_text() == f"Now: {entry.title}"
        assert page.locator("#phase-now .phase-text").inner_text() == entry.text
        # each rule the phase rests on opens to its text, linked to the reference
        for rule_id in entry.see:
            assert page.locator(f"#phase-now details.rule[data-rule='{rule_id}']").count() == 1
        if entry.id not in seen:
            shot(page, f"{width}-phase-{entry.id}", "#phase-help")
        seen.add(entry.id)
        if {"characters", "planning"} <= seen:
            break
        before = moves(page)
        page.locator(".group:not([data-group^='free']) button.move").first.click()
        page.wait_for_function(f"Number(document.body.dataset.moves) > {before}",
                               timeout=60_000)
    assert {"characters", "planning"} <= seen
    # the planning phase: what a player does, R4.3 opened to its text
    rule = page.locator("#phase-now details.rule[data-rule='R4.3']")
    rule.locator("summary").click()
    assert "R4.3" in rule.locator(".rule-text").inner_text()
    href = rule.locator("a").get_attribute("href")
    assert href == "/static/vanuatu/rules.html#rule-r4-3"
    rules_page = page.request.get(server + href.split("#")[0]).text()
    assert 'id="rule-r4-3"' in rules_page and 'id="phase-planning"' in rules_page
    # the action board, row by row in board order, each with its text and rules
    page.click("#board-help summary")
    rows = page.locator("#board-help dt")
    assert rows.count() == 9
    assert rows.all_inner_texts() == [action_text(a).title for a in ACTION_TEXTS]
    for key in ACTION_TEXTS:
        entry = action_text(key)
        row = page.locator(f"#board-help dd[data-action='{key}']")
        assert row.locator("p").first.inner_text() == entry.text
        for rule_id in entry.see:
            assert row.locator(f"details.rule[data-rule='{rule_id}']").count() == 1
        assert row.locator("a[href$='#action-" + key + "']").count() == 1
        assert 'id="action-' + key + '"' in rules_page
    # the picture's action rows say the same when hovered
    sail = page.locator("#board rect[data-action='sail'] > title")
    assert sail.count() == 1
    assert sail.text_content() == f"Sail: {action_text('sail').text}"
    # the explanations stay readable: at least 12 px, nothing wider than the page
    small = page.evaluate("""() => [...document.querySelectorAll('#phase-help *')]
        .filter(e => e.offsetParent !== null
                && [...e.childNodes].some(c => c.nodeType === 3 && c.textContent.trim()))
        .filter(e => parseFloat(getComputedStyle(e).fontSize) < 12)
        .map(e => e.tagName + ': ' + e.textContent.slice(0, 30))""")
    assert small == []
    assert page.evaluate("document.documentElement.scrollWidth") <= width
    shot(page, f"{width}-action-board", "#board-help")
    page.close()


def test_a_whole_game_against_easy_by_the_moves_in_words(server: str, browser: Any) -> None:
    """Each move chosen among the words the page shows (the notation only beside
    them), clicked by those words, to the final scores."""
    game = new_game(server, players=2, seats=["human", "easy"], seed=8)
    page = browser.new_page(viewport={"width": 1280, "height": 800})
    page.goto(game["seats"][0]["url"])
    played = play_whole_game(page, 8)
    assert page.evaluate("document.body.dataset.turn") == "over"
    assert played > 40
    assert page.locator("#scores-box").is_visible()
    assert page.locator("#scores tr:first-child th").count() == 3
    status = page.locator("#status").inner_text()
    assert "wins" in status or "win (tied)" in status
    shot(page, "1280-final-scores", "#scores-box")
    state = seat_state(server, game["seats"][0]["url"])
    assert state["over"] and state["seats"][1]["kind"] == "easy"
    page.close()
