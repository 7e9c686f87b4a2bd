"""``vanuatu serve`` in Portuguese and Japanese in a real browser (headless Chromium
driven by Playwright), at 1280×800 and 390×844: the new-game page and a game page
asked for with ``Accept-Language: pt-BR`` or ``ja`` and with ``?lang=``, their
``<html lang>``, the language switch (the current language marked; a plain link that
works without JavaScript too, and is remembered), no English word of the UI in the
rendered text, and axe-core finding no serious or critical fault."""

from __future__ import annotations

import json
import re
import urllib.request
from typing import Any

import pytest
from served_browser import have_chromium

pytest.importorskip("starlette")
pytest.importorskip("uvicorn")
sync_api = pytest.importorskip("playwright.sync_api")
axe_sync = pytest.importorskip("axe_playwright_python.sync_playwright")

pytestmark = pytest.mark.slow

SIZES = [(1280, 800), (390, 844)]
#: How each language is asked for: the browser's header, or ?lang= (the header another).
ASKED = [("pt", {"Accept-Language": "pt-BR,pt;q=0.9"}, ""),
         ("ja", {"Accept-Language": "ja"}, ""),
         ("pt", {"Accept-Language": "ja"}, "lang=pt"),
         ("ja", {"Accept-Language": "en-US"}, "lang=ja")]
#: English words of the pages' own UI (the words of the library that do not take a
#: language yet, narration, move descriptions, rule and card texts and the board's
#: picture, are left out of the text read: see VISIBLE_TEXT).
ENGLISH_UI = ("Players", "Number of players", "Seed", "Start the game", "Your moves",
              "Hint", "Undo my last move", "Why not", "What happened", "Replay page",
              "New game", "Loading", "Your turn", "Waiting for", "Learn to play",
              "Variants", "No characters", "Rising Waters", "Final scores", "free actions",
              "Holds", "huts left", "Pass the device", "Show my view", "Nothing to play now",
              "Record (text)", "person (a link)", "guided first game", "round",
              "phase", "The players in words", "in hand", "bonus ready")

#: The rendered text of the page (innerText: what is shown), without the regions whose
#: words come from the library (the board and its panels, the story of the game, move
#: descriptions, rules' and characters' texts) and without the language switch.
VISIBLE_TEXT = """() => {
  const copy = document.body.cloneNode(true);
  copy.querySelectorAll("#board, #panels, #log, .move .words, .rule-text, details.card, " +
                        "nav.languages, script, template").forEach((n) => n.remove());
  copy.style.position = "absolute";
  document.body.appendChild(copy);
  const text = copy.innerText;
  copy.remove();
  return text;
}"""

if not have_chromium():
    pytest.skip("no chromium to drive", allow_module_level=True)


@pytest.fixture(scope="module")
def game_url(server: str) -> str:
    body = json.dumps({"players": 3, "seats": ["human", "random", "random"], "seed": 7})
    request = urllib.request.Request(server + "/api/games", data=body.encode(),
                                     headers={"Content-Type": "application/json"})
    with urllib.request.urlopen(request) as r:
        url: str = json.load(r)["seats"][0]["url"]
        return url


def english_words(text: str) -> list[str]:
    return [w for w in ENGLISH_UI if re.search(rf"(?<![A-Za-z]){re.escape(w)}(?![a-z])", text)]


def serious(page: Any) -> list[str]:
    results = axe_sync.Axe().run(page)
    return [f"{v['id']} ({v['impact']})" for v in results.response["violations"]
            if v["impact"] in ("serious", "critical")]


def with_query(url: str, query: str) -> str:
    return url + ("&" if "?" in url else "?") + query if query else url


def open_page(browser: Any, url: str, headers: dict[str, str], size: tuple[int, int],
              game: bool) -> tuple[Any, Any]:
    context = browser.new_context(viewport={"width": size[0], "height": size[1]},
                                  extra_http_headers=headers)
    page = context.new_page()
    page.goto(url)
    if game:
        page.wait_for_function("document.body.dataset.turn === 'yours' || "
                               "document.body.dataset.turn === 'wait'", timeout=60_000)
        page.wait_for_selector("#move-groups .group, #move-groups p")
    page.wait_for_timeout(200)
    return context, page


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize(("lang", "headers", "query"), ASKED,
                         ids=lambda v: v if isinstance(v, str) else "")
@pytest.mark.parametrize("kind", ["new game", "game"])
def test_the_page_speaks_the_language_asked_for(
        browser: Any, server: str, game_url: str, kind: str, lang: str,
        headers: dict[str, str], query: str, size: tuple[int, int]) -> None:
    url = with_query(server + "/" if kind == "new game" else game_url, query)
    context, page = open_page(browser, url, headers, size, kind == "game")
    assert page.evaluate("document.documentElement.lang") == lang
    switch = page.locator("nav.languages a")
    assert switch.count() == 3
    assert page.locator("nav.languages a[aria-current='true']").get_attribute(
        "hreflang") == lang
    assert switch.first.is_visible()
    text = page.evaluate(VISIBLE_TEXT)
    assert english_words(text) == [], text[:400]
    assert serious(page) == []
    context.close()


@pytest.mark.parametrize("script", [True, False], ids=["with JavaScript", "without"])
def test_the_switch_is_a_link_and_the_choice_is_remembered(
        browser: Any, server: str, game_url: str, script: bool) -> None:
    context = browser.new_context(viewport={"width": 390, "height": 844},
                                  extra_http_headers={"Accept-Language": "en-US"},
                                  java_script_enabled=script)
    page = context.new_page()
    page.goto(server + "/")
    assert page.locator("html").get_attribute("lang") == "en"
    page.locator("nav.languages a[hreflang='ja']").click()
    page.wait_for_load_state()
    assert page.locator("html").get_attribute("lang") == "ja"
    page.goto(server + "/")  # remembered: no ?lang= now
    assert page.locator("html").get_attribute("lang") == "ja"
    page.goto(game_url)
    assert page.locator("html").get_attribute("lang") == "ja"
    page.locator("nav.languages a[hreflang='pt']").click()  # the seat's page stays
    page.wait_for_load_state()
    assert page.locator("html").get_attribute("lang") == "pt"
    assert "/play/" in page.url and "token=" in page.url
    page.goto(server + "/learn")
    assert page.locator("html").get_attribute("lang") == "pt"
    context.close()
