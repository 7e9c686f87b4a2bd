"""``vapor-willie serve`` in Portuguese and Japanese in a real browser (headless Chromium
driven by Playwright): a whole game against a bot played by clicking, in pt-BR and in
ja, at 1280×800 and 390×844, meets no English word of the UI, from the new-game page
to the score, the rules and rulings page and the replay; an offer made and answered in
the page's words (VW8.3); the language switch on every page.

What is read: the rendered text of the page (``innerText``), the labels (``aria-label``)
and the picture's words (its texts and titles), the story of the game, the moves'
descriptions and their headings, the answers of the hint and of "why not", and what
each move says on the replay page. What is left out, with the reason:

- on the replay page, the move list and the move shown (``#moves``, their round
  headings kept, and ``#move-title``): each move's notation;
- the notation of a move (``.notation``, a button's ``title`` and ``data-move``) and of
  a ruling (``<code>islands</code>`` on the rules page): it never changes with the
  language;
- the bots of the seat lists (``.seat select``): a bot spec (``heuristic``) is a name;
- the language switch itself (``nav.languages``): each language by its own name.

Screenshots of each game page go to ``/tmp/vw-lang-web/``."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from english_scan import catalog_words
from served_browser import call, have_chromium, moves, served, to_the_offer, wait_turn

pytest.importorskip("starlette")
pytest.importorskip("uvicorn")
sync_api = pytest.importorskip("playwright.sync_api")

pytestmark = pytest.mark.slow

SIZES = [(1280, 800), (390, 844)]
LANGS = {"pt": "pt-BR,pt;q=0.9", "ja": "ja"}
SHOTS = Path(os.environ.get("VW_SHOTS", "/tmp/vw-lang-web"))

#: The words of the page a player reads (see the module's docstring for what is left
#: out, and why).
READ = """() => {
  const copy = document.body.cloneNode(true);
  copy.querySelectorAll("#move-title, #moves li:not(.round), .notation, code, " +
                        ".seat select, nav.languages, script, template, " +
                        "style").forEach((n) => n.remove());
  copy.style.position = "absolute";
  document.body.appendChild(copy);
  const words = [copy.innerText];
  copy.querySelectorAll("[aria-label]").forEach((n) => {
    words.push(n.getAttribute("aria-label"));
  });
  copy.querySelectorAll("svg text, svg title").forEach((n) => words.push(n.textContent));
  copy.remove();
  return words.join("\\n");
}"""

if not have_chromium():
    pytest.skip("no chromium to drive", allow_module_level=True)


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    with served(tmp_path_factory.mktemp("games"), "vapor_willie", "--bot-workers", "1",
                "--ruling", "cash-back=closed") as base:
        yield base


def english(page: Any, lang: str) -> list[str]:
    return catalog_words(page.evaluate(READ), lang)


def switch_is_there(page: Any, lang: str) -> None:
    links = page.locator("nav.languages a")
    assert links.count() == 3
    assert page.locator("nav.languages a[aria-current='true']").get_attribute(
        "hreflang") == lang


def click_a_move(page: Any, board: str) -> None:
    before = moves(page)
    target = page.locator(f"{board} .target")
    if target.count():
        target.first.click()
        if page.locator("#choices").is_visible():
            page.locator("#choice-list button").first.click()
    else:
        passing = page.locator("#move-groups .group button.move[data-move$=' pass']")
        buttons = page.locator("#move-groups .group button.move")
        (passing if passing.count() else buttons).first.click()
    page.wait_for_function(f"Number(document.body.dataset.moves) > {before}", timeout=60_000)


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("lang", list(LANGS))
def test_a_whole_game_in_the_language_meets_no_english_word(
        server: str, browser: Any, lang: str, size: tuple[int, int]) -> None:
    context = browser.new_context(viewport={"width": size[0], "height": size[1]},
                                  extra_http_headers={"Accept-Language": LANGS[lang]})
    page = context.new_page()
    found: dict[str, set[str]] = {}

    def scan(where: str) -> None:
        for word in english(page, lang):
            found.setdefault(word, set()).add(where)

    page.goto(server + "/")
    assert page.evaluate("document.documentElement.lang") == lang
    switch_is_there(page, lang)
    scan("new game")
    game = call(server, "/api/games", {"players": 2, "seats": ["human", "random"],
                                       "seed": 5, "max_rounds": 4,
                                       "names": ["Ana", "Bia"]})
    page.goto(game["seats"][0]["url"])
    assert page.evaluate("document.documentElement.lang") == lang
    switch_is_there(page, lang)
    board = "#panels" if size[0] < 700 else "#board"
    shot = False
    for turn in range(400):
        if wait_turn(page) == "over":
            break
        if turn % 5 == 0:
            scan(f"turn {turn}")
        if not shot and turn >= 8 and page.locator(f"{board} .target").count():
            SHOTS.mkdir(parents=True, exist_ok=True)
            page.screenshot(path=str(SHOTS / f"game-{lang}-{size[0]}.png"), full_page=True)
            shot = True
        click_a_move(page, board)
    assert page.evaluate("document.body.dataset.turn") == "over"
    assert page.locator("#scores-box").is_visible()
    scan("the end")
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SHOTS / f"over-{lang}-{size[0]}.png"), full_page=True)
    if size[0] < 700:  # the phone layout keeps its text and its targets large enough
        smallest = page.evaluate("""() => {
          let least = 1000;
          document.querySelectorAll("#panels .row, #side h2, #top h1").forEach((n) => {
            least = Math.min(least, parseFloat(getComputedStyle(n).fontSize));
          });
          return least;
        }""")
        assert smallest >= 12
    rules = page.locator("#rules-link")
    assert rules.count() == 1
    page.goto(server + rules.get_attribute("href"))
    assert page.evaluate("document.documentElement.lang") == lang
    switch_is_there(page, lang)
    scan("rules")
    page.go_back()
    replay = page.locator("#replay").get_attribute("href")
    page.goto(server + replay)
    assert page.evaluate("document.documentElement.lang") == lang
    switch_is_there(page, lang)
    scan("replay")
    assert found == {}, found
    context.close()


@pytest.mark.parametrize("lang", list(LANGS))
def test_vw8_3_an_offer_in_the_language(server: str, browser: Any, lang: str) -> None:
    game = call(server, "/api/games", {"players": 2, "seats": ["human", "human"], "seed": 2,
                                       "names": ["Ana", "Bia"]})
    maker = to_the_offer(server, game)
    context = browser.new_context(viewport={"width": 390, "height": 844},
                                  extra_http_headers={"Accept-Language": LANGS[lang]})
    page = context.new_page()
    tokens = ",".join(s["token"] for s in game["seats"])
    page.goto(game["seats"][maker]["url"] + "#seats=" + tokens)
    page.wait_for_selector("#deal-form", timeout=60_000)
    page.wait_for_selector("#log li", timeout=60_000)
    page.wait_for_timeout(1000)  # the page has drawn the state of its events
    assert english(page, lang) == []
    page.fill("#deal-form input[data-side=give][data-cube=silvos]", "1")
    assert page.locator("#deal-send").get_attribute("data-move").endswith("1s for nothing")
    assert catalog_words(page.locator("#deal-send").inner_text(), lang) == []
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.locator("#deal-form").screenshot(path=str(SHOTS / f"offer-{lang}-390.png"))
    before = moves(page)
    page.locator("#deal-send").click()
    page.wait_for_function(f"Number(document.body.dataset.moves) > {before}", timeout=60_000)
    page.locator("#pass-ready").click()  # the other person answers
    page.wait_for_function("document.body.dataset.turn === 'yours'", timeout=60_000)
    made = page.locator("#offer-made").inner_text()
    assert catalog_words(made, lang) == [] and "1" in made
    assert english(page, lang) == []
    page.locator("#deal-form").screenshot(path=str(SHOTS / f"answer-{lang}-390.png"))
    context.close()
