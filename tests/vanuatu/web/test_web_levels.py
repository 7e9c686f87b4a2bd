"""What a newcomer is shown without a browser: the levels for people with their
ratings on the new-game page, first in every seat's list, each served within the
server's cap; the phases and the action board in ``texts.js`` for the game page."""

from __future__ import annotations

import json
import re
import warnings
from collections.abc import Iterator
from pathlib import Path

import pytest

pytest.importorskip("starlette")
pytest.importorskip("httpx")
with warnings.catch_warnings():  # its note about a newer httpx
    warnings.simplefilter("ignore", DeprecationWarning)
    from starlette.testclient import TestClient

from vanuatu.bots import levels
from vanuatu.reference import action_text, phase_text
from vanuatu.reference.board import ACTION_TEXTS, PHASE_TEXTS
from vanuatu.web.levels import levels_html
from vanuatu.web.pages import GAME_WORDS, PAGE
from vanuatu.web.plugin import VANUATU

STATIC = Path(__file__).resolve().parents[3] / "vanuatu" / "web" / "static"


@pytest.fixture
def client(tmp_path: Path) -> Iterator[TestClient]:
    from vanuatu.web.app import create_app

    with TestClient(create_app(tmp_path)) as c:
        yield c


def test_the_new_game_page_lists_each_level_with_its_rating(client: TestClient) -> None:
    page = client.get("/").text
    found = re.findall(r'<li data-level="([a-z]+)"><b>\1</b>: (.*?) <span class="rating">'
                       r"rating ([\d.]+) \[([\d.]+), ([\d.]+)\]</span></li>", page)
    assert [(f[0], f[1]) for f in found] == [
        (level.name, level.summary.replace("'", "&#x27;")) for level in levels()]
    assert [tuple(map(float, f[2:])) for f in found] == [
        (round(level.rating, 1), round(level.rating_low, 1), round(level.rating_high, 1))
        for level in levels()]


def test_the_seats_offer_the_levels_first() -> None:
    assert list(PAGE.bots[:4]) == ["easy", "medium", "hard", "expert"]
    assert len(set(PAGE.bots)) == len(PAGE.bots)


def test_a_game_with_a_seat_of_each_level_is_made(client: TestClient) -> None:
    r = client.post("/api/games", json={"players": 5, "seed": 3, "seats": [
        "human", "easy", "medium", "hard", "expert"]})
    assert r.status_code == 201
    seat = r.json()["seats"][0]
    state = client.get(f"/api/games/{r.json()['id']}?token={seat['token']}").json()
    assert [s["kind"] for s in state["seats"]] == ["human", "easy", "medium", "hard", "expert"]


def test_a_level_that_searches_is_given_the_cap() -> None:
    """hard and expert search: the server gives them its cap (a 5 s decision at
    most), expert its own 4 s when the cap is longer; easy and medium do not."""
    assert VANUATU.bot_budget("easy") == 0 and VANUATU.bot_budget("medium") == 0
    assert VANUATU.bot_budget("hard") is None and VANUATU.bot_budget("expert") is None


def test_a_served_expert_decision_keeps_to_a_short_cap() -> None:
    from vanuatu import Game

    game = Game(players=5, seed=2)
    move = VANUATU.decide(game.record.to_text(), "expert", 1, 0.2)
    assert move in game.legal_moves()


def test_the_levels_html_is_in_the_language_asked_for() -> None:
    assert levels_html("pt").count("<li ") == 4  # no catalog yet: the English text


def test_texts_js_holds_the_phases_the_action_board_and_their_words() -> None:
    text = (STATIC / "texts.js").read_text(encoding="utf-8")
    data = json.loads(text[text.index("{"):text.rindex("}") + 1])
    assert data["action_order"] == list(ACTION_TEXTS)
    for key in ACTION_TEXTS:
        entry = action_text(key)
        assert data["actions"][key] == {"title": entry.title, "text": entry.text,
                                        "see": list(entry.see),
                                        "url": f"/static/vanuatu/rules.html#{entry.anchor}"}
    for key in PHASE_TEXTS:
        assert data["phases"][key]["text"] == phase_text(key).text
    assert data["words"] == GAME_WORDS
