"""A whole game of ``vanuatu serve`` in Portuguese and in Japanese in a real browser
(headless Chromium driven by Playwright), at 1280×800 and 390×844: the new-game page,
a 2-player game against ``easy`` made there and played on its seat's page through
every phase to the final scores (R8), the rules page and the guided first game; at
every step the rendered text, the board's picture with its hover texts included, holds
no English word of the UI (the moves' notation aside).

``WALK_SCREENSHOTS=folder`` keeps a screenshot of each page in each language at both
widths (Japanese shows boxes on a machine without a CJK font)."""

from __future__ import annotations

import os
import re
from typing import Any

import pytest
from served_browser import have_chromium
from served_play import play_whole_game, seat_state, shot, wait_turn

pytest.importorskip("starlette")
pytest.importorskip("uvicorn")
sync_api = pytest.importorskip("playwright.sync_api")

pytestmark = pytest.mark.slow

SHOTS = os.environ.get("WALK_SCREENSHOTS")
SIZES = [(1280, 800), (390, 844)]
LANGS = ["pt", "ja"]

#: English words of the pages and of the board's picture (labels and hover texts).
ENGLISH_UI = (
    # the pages
    "Players", "Number of players", "Seed", "Start the game", "Your moves", "Hint",
    "Undo my last move", "Why not", "What happened", "Replay page", "New game", "Loading",
    "Your turn", "Waiting for", "Learn to play", "Variants", "No characters",
    "Rising Waters", "Final scores", "free actions", "Holds", "huts left",
    "Pass the device", "Show my view", "Nothing to play now", "Record (text)",
    "guided first game", "The players in words", "bonus ready", "bonus used", "Now",
    "The game is over", "wins", "Total", "Rank",
    # the board's picture
    "Action board", "Demand tiles", "Fish price", "fish price", "Tourists waiting",
    "tourists waiting", "Rest tokens", "Huts left", "Fish tokens", "Markers", "Treasures",
    "Character", "Player", "Round", "phase", "public view", "your view", "Last move",
    "upcoming tiles", "revealed", "marker(s)", "cube on", "hut on", "boat on",
    "free hut slot", "sand drawing", "empty", "to act", "placed", "in hand", "face down",
    "wanted by", "delivered", "held by", "free to take", "resolved this round", "colour",
    "game over", "you", "person",
)
#: The words of :data:`ENGLISH_UI` that a language writes the same.
SAME = {"pt": {"Total"}, "ja": set()}

#: The rendered text of the page (innerText) and the words of the board's picture
#: (its text and its hover titles), without the moves' notation and the language
#: switch.
SHOWN_TEXT = """() => {
  const copy = document.body.cloneNode(true);
  copy.querySelectorAll(".notation, nav.languages, script, template, svg")
    .forEach((n) => n.remove());
  copy.style.position = "absolute";
  document.body.appendChild(copy);
  const text = copy.innerText;
  copy.remove();
  const pictures = [...document.querySelectorAll("svg")].map((s) => s.textContent);
  const titles = [...document.querySelectorAll("[title], [aria-label]")]
    .map((n) => (n.getAttribute("title") || "") + " " + (n.getAttribute("aria-label") || ""));
  return [text, ...pictures, ...titles].join("\\n");
}"""

if not have_chromium():
    pytest.skip("no chromium to drive", allow_module_level=True)


def english_words(text: str) -> list[str]:
    """The words of :data:`ENGLISH_UI` in ``text`` (whole words, case as written; the
    notation's lower-case move words are not among them)."""
    # the notation of the last move in the picture ("P1 plan sail,fish") stays as it is
    text = re.sub(r"\bP\d [a-z][-a-z0-9,. ]*", " ", text)
    return [w for w in ENGLISH_UI
            if re.search(rf"(?<![A-Za-z]){re.escape(w)}(?![A-Za-z])", text)]


def english_shown(page: Any) -> list[str]:
    lang = page.evaluate("document.documentElement.lang")
    return [w for w in english_words(page.evaluate(SHOWN_TEXT)) if w not in SAME[lang]]


def open_page(browser: Any, lang: str, size: tuple[int, int]) -> tuple[Any, Any]:
    context = browser.new_context(viewport={"width": size[0], "height": size[1]},
                                  extra_http_headers={"Accept-Language": "en-US"})
    return context, context.new_page()


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("lang", LANGS)
def test_a_whole_game_against_easy_speaks_the_language(
        browser: Any, server: str, lang: str, size: tuple[int, int]) -> None:
    width = size[0]
    context, page = open_page(browser, lang, size)
    # the new-game page, asked for with ?lang= (remembered for the pages after it)
    page.goto(server + f"/?lang={lang}")
    assert page.evaluate("document.documentElement.lang") == lang
    assert english_shown(page) == []
    shot(page, SHOTS, f"{lang}-{width}-new-game")
    page.select_option("#players", "2")
    page.select_option("#seat-1", "easy")
    page.fill("#seed", "8")
    page.click("#start")
    page.wait_for_selector("#links:not([hidden])")
    assert english_shown(page) == []
    url = page.locator("#seat-links a").first.get_attribute("href")
    state = seat_state(server, url)
    assert [s["kind"] for s in state["seats"]] == ["human", "easy"]
    # the game page, every phase, in the language remembered
    page.goto(url if url.startswith("http") else server + url)
    wait_turn(page)
    assert page.evaluate("document.documentElement.lang") == lang
    phases: set[str] = set()

    def look(page: Any) -> None:
        phase = seat_state(server, url)["phase"]
        found = english_shown(page)
        assert found == [], (phase, found)
        if phase not in phases:
            phases.add(phase)
            shot(page, SHOTS, f"{lang}-{width}-game-{phase}")
            shot(page, SHOTS, f"{lang}-{width}-game-{phase}-board", "#board")

    played = play_whole_game(page, 8, look=look)
    assert played > 40
    assert {"characters", "planning", "actions", "over"} <= phases
    assert page.evaluate("document.body.dataset.turn") == "over"
    assert page.locator("#scores-box").is_visible()
    assert english_shown(page) == []
    shot(page, SHOTS, f"{lang}-{width}-final-scores", "#scores-box")
    context.close()


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("lang", LANGS)
def test_the_rules_and_the_guided_game_speak_the_language(
        browser: Any, server: str, lang: str, size: tuple[int, int]) -> None:
    width = size[0]
    context, page = open_page(browser, lang, size)
    page.goto(server + f"/learn?lang={lang}")
    page.wait_for_selector("#learn-moves button, #learn-moves li, main")
    page.wait_for_timeout(500)
    assert page.evaluate("document.documentElement.lang") == lang
    assert english_shown(page) == []
    shot(page, SHOTS, f"{lang}-{width}-learn")
    page.goto(server + f"/static/vanuatu/rules.{lang}.html")
    assert page.evaluate("document.documentElement.lang") == lang
    assert english_shown(page) == []
    shot(page, SHOTS, f"{lang}-{width}-rules")
    context.close()
