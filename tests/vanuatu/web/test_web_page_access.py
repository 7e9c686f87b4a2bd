"""The pages of ``vanuatu serve`` for everyone (WCAG 2.1 AA), in headless Chromium:
axe-core (through axe-playwright-python) finds no serious or critical fault on the
new-game page, the game page, the pass-the-device screen and the final scores, at
1280×800 and at 390×844; no text, in the page or in the board's picture as shown,
is under 12 CSS px; the places to click are big enough; after a move the focus is
on the new choices; the picture has a title and a description; the map that
scrolls sideways on a phone is reachable by keyboard."""

from __future__ import annotations

from typing import Any

import pytest
from served_browser import call, have_chromium, moves, wait_turn

pytest.importorskip("starlette")
pytest.importorskip("uvicorn")
sync_api = pytest.importorskip("playwright.sync_api")
axe_sync = pytest.importorskip("axe_playwright_python.sync_playwright")

pytestmark = pytest.mark.slow

SIZES = [(1280, 800), (390, 844)]

if not have_chromium():
    pytest.skip("no chromium to drive", allow_module_level=True)


def click_a_move(page: Any) -> None:
    before = moves(page)
    page.locator(".group:not([data-group^='free']) button.move").first.click()
    page.wait_for_function(f"Number(document.body.dataset.moves) > {before}", timeout=60_000)


def serious(page: Any) -> list[str]:
    """The serious and critical violations axe-core finds on the page."""
    results = axe_sync.Axe().run(page)
    found = []
    for v in results.response["violations"]:
        if v["impact"] in ("serious", "critical"):
            found.append(f"{v['id']} ({v['impact']}): " + "; ".join(
                n["target"][0] if isinstance(n["target"][0], str) else str(n["target"])
                for n in v["nodes"][:5]))
    return found


#: The smallest text shown, in CSS px: every text of the page that is rendered (its
#: computed font size), every text of an SVG picture as shown (its font size times the
#: picture's scale on the screen).
SMALLEST_TEXT = """() => {
  let smallest = 1000, where = "";
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  while (walker.nextNode()) {
    const t = walker.currentNode;
    const n = t.parentElement;
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


def smallest_text(page: Any) -> tuple[float, str]:
    size, where = page.evaluate(SMALLEST_TEXT)
    return float(size), str(where)


def too_small(page: Any, selector: str, least: float) -> list[str]:
    found: list[str] = page.evaluate("""([sel, least]) => {
      const bad = [];
      document.querySelectorAll(sel).forEach((n) => {
        const r = n.getBoundingClientRect();
        if (r.width === 0 || getComputedStyle(n).visibility === "hidden" ||
            n.closest("#board") && getComputedStyle(document.getElementById("board"))
              .visibility === "hidden") { return; }
        if (r.width < least || r.height < least) {
          bad.push(n.tagName + " " + (n.id || n.getAttribute("data-action") ||
                   n.textContent.trim().slice(0, 20)) + " " +
                   Math.round(r.width) + "x" + Math.round(r.height));
        }
      });
      return bad;
    }""", [selector, least])
    return found


def finished_game(base: str) -> str:
    """The page of a person's seat in a game played to its end through the API."""
    game = call(base, "/api/games", {"players": 2, "seats": ["human", "random"], "seed": 5})
    seat = game["seats"][0]
    gid, token = seat["url"].split("/play/")[1].split("?")[0], seat["token"]
    for _ in range(3000):
        state = call(base, f"/api/games/{gid}?token={token}&wait=10")
        if state["over"]:
            break
        if state["to_act"] == 0:
            call(base, f"/api/games/{gid}/moves",
                 {"token": token, "move": state["legal_moves"][0]["text"],
                  "expect": state["moves_played"]})
    assert state["over"]
    url: str = seat["url"]
    return url


@pytest.fixture(scope="module")
def pages(server: str) -> dict[str, str]:
    """The address of each page to check."""
    one = call(server, "/api/games", {"players": 3, "seats": ["human", "random", "random"],
                                      "seed": 7, "names": ["you", "random bot", "random bot"]})
    two = call(server, "/api/games", {"players": 3, "seats": ["human", "human", "random"],
                                      "seed": 8})
    tokens = ",".join(s["token"] for s in two["seats"])
    return {"new game": server + "/", "game": one["seats"][0]["url"],
            "pass the device": two["seats"][0]["url"] + "#seats=" + tokens,
            "final scores": finished_game(server)}


def open_page(browser: Any, url: str, kind: str, size: tuple[int, int]) -> Any:
    page = browser.new_page(viewport={"width": size[0], "height": size[1]})
    page.goto(url)
    if kind == "game":
        wait_turn(page)
    elif kind == "final scores":
        page.wait_for_function("document.body.dataset.turn === 'over'")
        page.wait_for_selector("#scores-box:not([hidden])")
    elif kind == "pass the device":
        for _ in range(20):
            page.wait_for_function("document.body.dataset.turn !== undefined")
            if page.locator("#pass").is_visible():
                break
            wait_turn(page)
            click_a_move(page)
            page.wait_for_timeout(300)
        assert page.locator("#pass").is_visible()
    page.wait_for_timeout(300)
    return page


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("kind", ["new game", "game", "pass the device", "final scores"])
def test_axe_finds_no_serious_fault(browser: Any, pages: dict[str, str], kind: str,
                                    size: tuple[int, int]) -> None:
    page = open_page(browser, pages[kind], kind, size)
    assert serious(page) == []
    page.close()


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("kind", ["new game", "game", "final scores"])
def test_no_text_is_under_12_css_px(browser: Any, pages: dict[str, str], kind: str,
                                    size: tuple[int, int]) -> None:
    page = open_page(browser, pages[kind], kind, size)
    size_px, where = smallest_text(page)
    assert size_px >= 12, (size_px, where)
    page.close()


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_places_to_click_are_big_enough(browser: Any, pages: dict[str, str],
                                            size: tuple[int, int]) -> None:
    page = open_page(browser, pages["game"], "game", size)
    least = 24 if size[0] > 700 else 44
    assert too_small(page, "button, a.button, select, input", least) == []
    assert too_small(page, "#board rect.target, #panels .row.target, #panels .chip.target",
                     least if size[0] > 700 else 44) == []
    page.close()


def test_after_a_move_the_focus_is_on_the_new_choices(browser: Any,
                                                      pages: dict[str, str]) -> None:
    page = open_page(browser, pages["game"], "game", SIZES[0])
    click_a_move(page)
    wait_turn(page)
    page.wait_for_function("document.activeElement.matches('button.move')")
    assert page.evaluate("document.activeElement.closest('#move-groups, #choices') !== null")
    page.close()


def test_the_picture_has_a_title_and_a_description(browser: Any,
                                                   pages: dict[str, str]) -> None:
    page = open_page(browser, pages["game"], "game", SIZES[0])
    title = page.evaluate("document.querySelector('#board svg > title').textContent")
    desc = page.evaluate("document.querySelector('#board svg > desc').textContent")
    assert title.startswith("Vanuatu board, round 1") and "archipelago" in desc
    page.close()


def test_the_map_scrolling_on_a_phone_is_reached_by_keyboard(browser: Any,
                                                             pages: dict[str, str]) -> None:
    page = open_page(browser, pages["game"], "game", SIZES[1])
    region = page.locator("#panel-archipelago")
    assert region.get_attribute("tabindex") == "0"
    assert region.get_attribute("aria-label")
    for _ in range(60):
        page.keyboard.press("Tab")
        if page.evaluate("document.activeElement.id") == "panel-archipelago":
            break
    assert page.evaluate("document.activeElement.id") == "panel-archipelago"
    before = region.evaluate("(n) => n.scrollLeft")
    page.keyboard.press("ArrowRight")
    page.wait_for_timeout(200)
    page.keyboard.press("ArrowLeft" if before > 0 else "ArrowRight")
    page.close()
