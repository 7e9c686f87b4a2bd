"""``vanuatu serve`` in a real browser (headless Chromium driven by Playwright):
a whole game against two bots played by clicking only, a hot-seat game of two
people on one device, undo, a reload in the middle, and the phone layout of the
game page and of the ``vanuatu view`` page."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from served_browser import call, have_chromium, moves, new_game, wait_turn

pytest.importorskip("starlette")
pytest.importorskip("uvicorn")
sync_api = pytest.importorskip("playwright.sync_api")

pytestmark = pytest.mark.slow


if not have_chromium():
    pytest.skip("no chromium to drive", allow_module_level=True)


def click_a_move(page: Any, board: str = "#board") -> None:
    """Play one move by clicking: a target on the board when there is one (and a
    choice among its moves), else a button of the grouped list."""
    before = moves(page)
    target = page.locator(f"{board} .target")
    if target.count():
        target.first.click()
        if page.locator("#choices").is_visible():
            page.locator("#choice-list button").first.click()
    else:
        buttons = page.locator(".group:not([data-group^='free']) button.move")
        buttons.first.click()
    page.wait_for_function(f"Number(document.body.dataset.moves) > {before}", timeout=60_000)


def test_a_whole_game_against_two_bots_by_clicking(server: str, browser: Any) -> None:
    game = new_game(server, players=3, seats=["human", "heuristic", "heuristic"], seed=5)
    page = browser.new_page(viewport={"width": 1280, "height": 800})
    page.goto(game["seats"][0]["url"])
    on_board = 0
    for _ in range(400):
        if wait_turn(page) == "over":
            break
        on_board += bool(page.locator("#board svg .target").count())
        click_a_move(page)
    assert page.evaluate("document.body.dataset.turn") == "over"
    assert page.locator("#scores-box").is_visible()
    # the score pad: a column per player, a row per item of R8
    assert page.locator("#scores tr:first-child th").count() == 4
    assert "wins" in page.locator("#status").inner_text() or "win (tied)" in \
        page.locator("#status").inner_text()
    assert on_board > 10
    assert page.locator("#log li").count() > 50
    # the record and the replay page of the finished game
    text = page.request.get(server + page.locator("#dl-text").get_attribute("href")).text()
    assert text.startswith("# Vanuatu")
    replay = page.request.get(server + page.locator("#replay").get_attribute("href"))
    assert replay.ok and "Final scores" in replay.text()
    page.close()


def test_hot_seat_two_people_play_a_whole_game(server: str, browser: Any) -> None:
    """Two people on one device: the new-game page's "Play here", a "pass the
    device" screen whenever the other seat is to act, every move by a click,
    to the final scores."""
    page = browser.new_page(viewport={"width": 1280, "height": 800})
    page.goto(server + "/")
    page.select_option("#players", "2")
    page.select_option("#seat-1", "human")
    page.fill("#name-0", "Ana")
    page.fill("#name-1", "Ben")
    page.fill("#seed", "4")
    page.click("#start")
    page.click("#play-here")
    page.wait_for_function("document.body.dataset.moves !== undefined")
    seats_seen = set()
    passes = 0
    played = 0
    for _ in range(600):
        turn = wait_turn_or_pass(page)
        if turn == "pass":
            passes += 1
            # the screen names the next player and hides the board of the last one
            assert page.locator("#pass-title").inner_text() in (
                "Pass the device to P0 (Ana)", "Pass the device to P1 (Ben)")
            page.click("#pass-ready")
            page.wait_for_function("document.getElementById('pass').hidden")
            continue
        if turn == "over":
            break
        seats_seen.add(page.evaluate("document.body.dataset.seat"))
        click_a_move(page)
        played += 1
    assert page.evaluate("document.body.dataset.turn") == "over"
    assert seats_seen == {"0", "1"}
    assert passes >= 16  # at least a pass each way in each of the 8 rounds
    assert played > 50
    assert page.locator("#scores-box").is_visible()
    assert page.locator("#scores tr:first-child th").count() == 3
    page.close()


def wait_turn_or_pass(page: Any) -> str:
    page.wait_for_function(
        "document.body.dataset.turn === 'yours' || document.body.dataset.turn === 'over' || "
        "!document.getElementById('pass').hidden", timeout=60_000)
    if page.locator("#pass").is_visible():
        return "pass"
    turn: str = page.evaluate("document.body.dataset.turn")
    return turn


def test_undo_and_a_reload_in_the_middle(server: str, browser: Any) -> None:
    game = new_game(server, players=3, seats=["human", "heuristic", "heuristic"], seed=9)
    page = browser.new_page(viewport={"width": 1280, "height": 800})
    page.goto(game["seats"][0]["url"])
    for _ in range(3):
        wait_turn(page)
        click_a_move(page)
    wait_turn(page)
    before = moves(page)
    click_a_move(page)
    wait_turn(page)
    assert moves(page) > before
    page.click("#undo")
    page.wait_for_function(f"Number(document.body.dataset.moves) === {before}")
    assert "Taken back" in page.locator("#tool-answer").inner_text()
    # a reload shows the same game, its story, and play goes on
    log = page.locator("#log li").count()
    page.reload()
    wait_turn(page)
    assert moves(page) == before
    page.wait_for_function(f"document.querySelectorAll('#log li').length >= {log}")
    click_a_move(page)
    page.close()


def _too_small(page: Any, selector: str) -> list[str]:
    found: list[str] = page.evaluate("""(sel) => {
      const bad = [];
      document.querySelectorAll(sel).forEach((n) => {
        const r = n.getBoundingClientRect();
        if (r.width === 0 || getComputedStyle(n).visibility === "hidden") { return; }
        if (r.width < 40 || r.height < 40) {
          bad.push(n.tagName + " " + (n.id || n.textContent.trim().slice(0, 20)) + " " +
                   Math.round(r.width) + "x" + Math.round(r.height));
        }
      });
      return bad;
    }""", selector)
    return found


def _small_text(page: Any) -> list[str]:
    found: list[str] = page.evaluate("""() => {
      const bad = [];
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      while (walker.nextNode()) {
        const t = walker.currentNode;
        const n = t.parentElement;
        if (!t.textContent.trim() || !n || n.closest("#board, script, style, title")) {
          continue;
        }
        if (!n.getClientRects().length) { continue; }
        if (n.closest("svg")) {
          const svg = n.closest("svg");
          const size = parseFloat(n.getAttribute("font-size") || "16");
          const scale = svg.getScreenCTM().a;
          if (size * scale < 11.9) { bad.push("svg " + t.textContent.trim().slice(0, 20) +
                                              " " + (size * scale).toFixed(1)); }
          continue;
        }
        const px = parseFloat(getComputedStyle(n).fontSize);
        if (px < 12) { bad.push(t.textContent.trim().slice(0, 20) + " " + px); }
      }
      return bad;
    }""")
    return found


def _stacked(page: Any, selectors: list[str]) -> list[float]:
    tops: list[float] = page.evaluate("""(sels) => sels.map((s) => {
      const n = document.querySelector(s);
      return n ? n.getBoundingClientRect().top + window.scrollY : -1;
    })""", selectors)
    return tops


def test_phone_layout_of_the_game_page(server: str, browser: Any) -> None:
    game = new_game(server, players=3, seats=["human", "heuristic", "heuristic"], seed=2)
    page = browser.new_page(viewport={"width": 390, "height": 844})
    page.goto(game["seats"][0]["url"])
    for _ in range(3):
        wait_turn(page)
        click_a_move(page, board="#panels")
    wait_turn(page)
    tops = _stacked(page, ["#panel-archipelago", "#panel-action-board", "#panel-demand",
                           "#player-table"])
    assert all(t >= 0 for t in tops) and tops == sorted(tops)
    assert page.evaluate("document.documentElement.scrollWidth") <= 390
    assert _small_text(page) == []
    assert _too_small(page, "button, a.button, select, input, nav.languages a") == []
    # the sticky header leaves most of the screen to the game: three short rows
    assert page.evaluate("document.getElementById('top').getBoundingClientRect().height") < 150
    # the spaces where a move is played are big enough to tap, and so are the
    # rows of the action board where one is
    assert _too_small(page, "#panels g.target") == []
    assert _too_small(page, "#panels .target") == []
    # the map, wider than the phone, shows the seat's boat
    boat_seen = page.evaluate("""() => {
      const panel = document.getElementById("panel-archipelago");
      const title = [...panel.querySelectorAll("title")].find(
        (t) => t.textContent.startsWith("P0's boat"));
      const r = title.parentNode.getBoundingClientRect();
      const p = panel.getBoundingClientRect();
      return r.left >= p.left && r.right <= p.right;
    }""")
    assert boat_seen
    page.goto(server + "/")
    assert _small_text(page) == []
    # a check box is tapped through its label, which is as big as a button
    assert _too_small(page, "button, select, input:not([type=checkbox]), fieldset label") == []
    page.close()


def test_phone_layout_of_the_view_page(browser: Any, tmp_path: Path) -> None:
    import vanuatu
    from vanuatu.viewer.html import page as view_page

    game = vanuatu.Game(players=4, seed=3)
    for _ in range(60):
        game.play(game.legal_moves()[0])
    path = tmp_path / "game.html"
    path.write_text(view_page(game.record), encoding="utf-8")
    page = browser.new_page(viewport={"width": 390, "height": 844})
    page.goto(path.as_uri() + "#move=40")
    page.wait_for_selector("#panel-players")
    tops = _stacked(page, ["#panel-archipelago", "#panel-action-board", "#panel-demand",
                           "#panel-players"])
    assert all(t >= 0 for t in tops) and tops == sorted(tops)
    assert page.evaluate("document.documentElement.scrollWidth") <= 390
    assert _small_text(page) == []
    assert _too_small(page, "#controls button, #moves li:not(.round)") == []
    page.close()


def _play_until(base: str, game: dict[str, Any], found: Any, limit: int = 600) -> Any:
    """Play the hint of every seat through the API (all seats are human, so no
    server bot moves in between and the game is the same on every run) until
    ``found(state)`` holds for a state where seat 0 is to act."""
    gid = game["id"]
    tokens = {s["player"]: s["token"] for s in game["seats"]}
    for _ in range(limit):
        state = call(base, f"/api/games/{gid}?token={tokens[0]}")
        assert not state["over"], "the game ended before the state looked for"
        if state["to_act"] == 0 and found(state):
            return state
        token = tokens[state["to_act"]]
        hint = call(base, f"/api/games/{gid}/hint?token={token}")
        call(base, f"/api/games/{gid}/moves",
             {"token": token, "move": hint["move"], "expect": state["moves_played"]})
    raise AssertionError("the state looked for never came")


@pytest.mark.parametrize("width", [1280, 390])
def test_R3_8_a_character_offered_is_taken_by_a_click_on_its_name(
        server: str, browser: Any, width: int) -> None:
    game = new_game(server, players=3, seats=["human"] * 3, seed=11)
    state = _play_until(server, game, lambda s: s["phase"] == "characters")
    offered = {c for m in state["legal_moves"] for c in m["characters"]}
    assert offered
    page = browser.new_page(viewport={"width": width, "height": 844})
    page.goto(game["seats"][0]["url"])
    wait_turn(page)
    where = "#board" if width > 700 else "#panels"
    names = page.locator(f"{where} [data-character].target")
    assert names.count() == len(offered)
    if width < 700:
        assert _too_small(page, "#panels [data-character].target") == []
    name = names.first.get_attribute("data-character")
    before = moves(page)
    names.first.click()
    page.wait_for_function(f"Number(document.body.dataset.moves) > {before}")
    record = page.request.get(server + page.locator("#dl-text").get_attribute("href")).text()
    assert f"P0 take {name}" in record
    page.close()


@pytest.mark.parametrize("width", [1280, 390])
def test_R6_6_a_good_wanted_by_a_demand_tile_lists_the_moves_that_buy_it(
        server: str, browser: Any, width: int) -> None:
    game = new_game(server, players=3, seats=["human"] * 3, seed=7)
    state = _play_until(server, game, lambda s: any(
        m["goods"] for m in s.get("legal_moves", [])))
    goods = {g for m in state["legal_moves"] for g in m["goods"]}
    page = browser.new_page(viewport={"width": width, "height": 844})
    page.goto(game["seats"][0]["url"])
    wait_turn(page)
    where = "#board" if width > 700 else "#panels"
    wanted = page.locator(f"{where} [data-good].target")
    assert wanted.count() >= 1
    assert {wanted.nth(i).get_attribute("data-good") for i in range(wanted.count())} <= goods
    if width < 700:
        assert _too_small(page, "#panels [data-good].target") == []
    good = wanted.first.get_attribute("data-good")
    expected = [m["text"] for m in state["legal_moves"] if good in m["goods"]]
    before = moves(page)
    wanted.first.click()
    if len(expected) == 1:
        page.wait_for_function(f"Number(document.body.dataset.moves) > {before}")
    else:
        assert page.locator("#choices").is_visible()
        shown = page.locator("#choice-list button").evaluate_all(
            "(bs) => bs.map((b) => b.dataset.move)")
        assert sorted(shown) == sorted(expected)
    page.close()
