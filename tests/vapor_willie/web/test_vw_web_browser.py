"""``vapor-willie serve`` in a real browser (headless Chromium driven by Playwright): a
whole game against bots played by clicking at 1280x800 and at 390x844, an offer made and
answered in the page between two people on one device (VW8.3), the phone layout (the
river map scrolled to the boat, text of at least 12 CSS px, places to click of 44 px),
and axe-core finding no serious or critical fault."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from served_browser import (
    have_chromium,
    moves,
    new_game,
    served,
    to_the_offer,
    wait_turn,
)
from vw_panels import check_phone_panels

pytest.importorskip("starlette")
pytest.importorskip("uvicorn")
sync_api = pytest.importorskip("playwright.sync_api")

pytestmark = pytest.mark.slow

SIZES = [(1280, 800), (390, 844)]

if not have_chromium():
    pytest.skip("no chromium to drive", allow_module_level=True)


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    # every game gets the same secret key, so that its draws follow its seed alone and
    # each run meets the same deals (a random key per game made each run another game)
    with served(tmp_path_factory.mktemp("games"), "vapor_willie", "--bot-workers", "1",
                "--ruling", "cash-back=closed") as base:
        yield base


def click_a_move(page: Any, board: str) -> bool:
    """Play one move by clicking: a target on the picture when there is one (and a
    choice among its moves), else a button of the grouped list; whether it was on the
    picture."""
    before = moves(page)
    target = page.locator(f"{board} .target")
    on_picture = bool(target.count())
    if on_picture:
        target.first.click()
        if page.locator("#choices").is_visible():
            page.locator("#choice-list button").first.click()
    else:
        buttons = page.locator("#move-groups .group button.move")
        # an offer step: pass (the deals are the other test's)
        passing = page.locator("#move-groups .group button.move[data-move$=' pass']")
        (passing if passing.count() else buttons).first.click()
    page.wait_for_function(f"Number(document.body.dataset.moves) > {before}", timeout=60_000)
    return on_picture


def serious(page: Any) -> list[str]:
    """The serious and critical violations axe-core finds on the page."""
    axe_sync = pytest.importorskip("axe_playwright_python.sync_playwright")
    results = axe_sync.Axe().run(page)
    return [f"{v['id']} ({v['impact']}): {v['nodes'][0]['target']}"
            for v in results.response["violations"] if v["impact"] in ("serious", "critical")]


SMALLEST_TEXT = """() => {
  let smallest = 1000, where = "";
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  while (walker.nextNode()) {
    const t = walker.currentNode, n = t.parentElement;
    if (!t.textContent.trim() || !n || n.closest("script, style, title, desc")) { continue; }
    if (!n.getClientRects().length || getComputedStyle(n).visibility === "hidden") {
      continue;
    }
    const r = n.getBoundingClientRect();
    if (r.right < 0 || r.bottom < 0 || r.width === 0) { continue; }
    let px = parseFloat(getComputedStyle(n).fontSize);
    const svg = n.closest("svg");
    if (svg) { px = px * svg.getScreenCTM().a; }
    if (px < smallest) { smallest = px; where = t.textContent.trim().slice(0, 30); }
  }
  return [smallest, where];
}"""

SMALLEST_TARGET = """() => {
  let smallest = 1000, where = "";
  document.querySelectorAll("#panels .target, #side button, #deal-form input").forEach(n => {
    const r = n.getBoundingClientRect();
    if (!r.width) { return; }
    const side = Math.min(r.width, r.height);
    if (side < smallest) { smallest = side; where = n.getAttribute("aria-label") ||
                           n.textContent.trim().slice(0, 30); }
  });
  return [smallest, where];
}"""


@pytest.mark.parametrize(("width", "height"), SIZES)
def test_a_whole_game_against_bots_by_clicking(server: str, browser: Any, width: int,
                                               height: int) -> None:
    game = new_game(server, players=3, seats=["human", "heuristic", "random"], seed=4,
                    max_rounds=3)
    page = browser.new_page(viewport={"width": width, "height": height})
    page.goto(game["seats"][0]["url"])
    board = "#panels" if width < 700 else "#board"
    on_picture = checked = 0
    for _ in range(500):
        if wait_turn(page) == "over":
            break
        if width < 700 and not checked and page.locator("#panels .target").count():
            smallest, where = page.evaluate(SMALLEST_TEXT)
            assert smallest >= 12, f"text of {smallest} px: {where!r}"
            side, where = page.evaluate(SMALLEST_TARGET)
            assert side >= 44, f"a place to click of {side} px: {where!r}"
            assert not serious(page)
            checked = 1
        if width < 700 and page.locator("#panel-river g.boat").count():
            # the river map scrolls sideways with the boat in view, after every move too
            boat = page.evaluate("""() => {
              const s = document.getElementById('panel-river').getBoundingClientRect();
              const b = document.querySelector('#panel-river g.boat').getBoundingClientRect();
              return [b.left >= s.left - 1 && b.right <= s.right + 1,
                      document.getElementById('panel-river').scrollWidth > s.width];
            }""")
            assert boat == [True, True]
        on_picture += click_a_move(page, board)
    assert page.evaluate("document.body.dataset.turn") == "over"
    assert page.locator("#scores-box").is_visible()
    assert page.locator("#scores tr:first-child th").count() == 4  # a column per player
    assert "win" in page.locator("#status").inner_text()
    assert on_picture > 3
    assert checked or width >= 700  # the phone layout was measured
    assert page.locator("#log li").count() > 30
    assert not serious(page)
    text = page.request.get(server + page.locator("#dl-text").get_attribute("href")).text()
    assert "Rulings: cash-back=closed" in text and "MaxRounds: 3" in text
    replay = page.request.get(server + page.locator("#replay").get_attribute("href"))
    assert replay.ok and "Final score" in replay.text()
    page.close()


@pytest.mark.parametrize(("width", "height"), SIZES)
def test_vw8_3_an_offer_made_and_answered_in_the_page(server: str, browser: Any, width: int,
                                                      height: int) -> None:
    game = new_game(server, players=2, seats=["human", "human"], seed=2)
    maker = to_the_offer(server, game)
    page = browser.new_page(viewport={"width": width, "height": height})
    tokens = ",".join(s["token"] for s in game["seats"])
    page.goto(game["seats"][maker]["url"] + "#seats=" + tokens)
    page.wait_for_selector("#deal-form", timeout=60_000)
    assert int(page.evaluate("document.body.dataset.seat")) == maker
    assert not serious(page)
    # an offer the other player cannot honour is refused where it is seen (VW8.3 a)
    page.fill("#deal-form input[data-side=get][data-cube=cow]", "1")
    page.locator("#deal-send").evaluate("b => b.scrollIntoView({block: 'start'})")
    page.locator("#deal-send").click()
    page.wait_for_function("document.getElementById('move-error').textContent.length > 0",
                           timeout=60_000)
    assert "VW8.3" in page.locator("#move-error").inner_text()
    box = page.locator("#move-error").bounding_box()
    assert box is not None and -1 <= box["y"] and box["y"] + box["height"] <= height + 1
    page.fill("#deal-form input[data-side=get][data-cube=cow]", "0")
    page.fill("#deal-form input[data-side=give][data-cube=silvos]", "1")
    assert page.locator("#deal-send").inner_text().endswith("1s for nothing")
    before = moves(page)
    page.locator("#deal-send").click()
    page.wait_for_function(f"Number(document.body.dataset.moves) > {before}", timeout=60_000)
    page.locator("#pass-ready").click()  # the other person answers
    page.wait_for_function("document.body.dataset.turn === 'yours'", timeout=60_000)
    assert int(page.evaluate("document.body.dataset.seat")) == 1 - maker
    assert "offers 1s for nothing" in page.locator("#offer-made").inner_text()
    assert not serious(page)
    before = moves(page)
    page.locator("#move-groups button.move[data-move$=' accept']").click()
    page.wait_for_function(f"Number(document.body.dataset.moves) > {before}", timeout=60_000)
    page.wait_for_function("document.getElementById('log').innerText.includes('accepts')",
                           timeout=60_000)  # told in the story of the game
    page.close()


def test_a_seats_replay_page_is_stacked_on_a_phone(server: str, browser: Any) -> None:
    """The replay page of a served game is the page of ``vapor-willie view``: on a phone
    its board is shown as panels one above the other, with text of 12 CSS px or more."""
    game = new_game(server, players=2, seats=["human", "heuristic"], seed=3)
    page = browser.new_page(viewport={"width": 390, "height": 844})
    page.goto(game["seats"][0]["url"])
    wait_turn(page)
    replay = page.locator("#replay").get_attribute("href")
    page.goto(server + replay + "#move=4")
    page.wait_for_selector("#panels .panel")
    check_phone_panels(page, 390)
    page.close()
