"""``vanuatu serve`` and ``vanuatu view`` in English, Portuguese and Japanese: the pages
say their own words in the request's language (none of the English words of the UI
in pt and ja), load the texts and rules reference of that language (files made the same
way as the English ones), give move descriptions in it, and never change a field or a
move's text with it."""

from __future__ import annotations

import html as html_lib
import re
import warnings
from collections.abc import Iterator
from pathlib import Path

import pytest

pytest.importorskip("starlette")
pytest.importorskip("httpx")

with warnings.catch_warnings():  # its note about a newer httpx
    warnings.simplefilter("ignore")
    from starlette.testclient import TestClient

import vanuatu
from tabletop.translation import LANGUAGES
from vanuatu.describe import describe_move
from vanuatu.records import Record
from vanuatu.rules.engine import legal_moves
from vanuatu.translation import LOCALEDIR
from vanuatu.web.app import create_app
from vanuatu.web.pages import rules_html, static_name, texts_script

STATIC = Path(__file__).resolve().parents[3] / "vanuatu" / "web" / "static"
COMPILED = all((LOCALEDIR / lang / "LC_MESSAGES" / "vanuatu.mo").exists()
               for lang in LANGUAGES[1:])
needs_catalogs = pytest.mark.skipif(not COMPILED, reason="catalogs not compiled "
                                    "(python _build/catalogs.py compile)")

#: English words of the pages' own UI, none of which a page in pt or ja shows (the
#: words of the library that do not take a language yet, narration and the board's
#: picture, are not among them).
ENGLISH_UI = ("Players", "Number of players", "Seed", "Start the game", "Your moves",
              "Hint", "Undo my last move", "Why not", "What happened", "Replay page",
              "New game", "Loading", "Your turn", "Waiting for", "Learn to play",
              "Variants", "No characters", "Rising Waters", "Final scores", "free actions",
              "Holds", "huts left", "Pass the device", "Show my view", "Close",
              "Nothing to play now", "Record (text)", "Start a new game", "person (a link)",
              "guided first game", "The board", "Moves here")


def english_words(text: str) -> list[str]:
    """The words of :data:`ENGLISH_UI` in ``text``."""
    return [w for w in ENGLISH_UI if re.search(rf"(?<![A-Za-z]){re.escape(w)}(?![a-z])", text)]


@pytest.fixture
def client(tmp_path: Path) -> Iterator[TestClient]:
    with TestClient(create_app(tmp_path)) as c:
        yield c


def _visible_text(page: str) -> str:
    """The text of a page as read without its scripts, styles and rules' texts."""
    page = re.sub(r"<(script|style|template)\b.*?</\1>", " ", page, flags=re.S)
    page = re.sub(r'<span class="rule-text">.*?</span>', " ", page, flags=re.S)
    page = re.sub(r'<nav class="languages".*?</nav>', " ", page, flags=re.S)
    return html_lib.unescape(re.sub(r"<[^>]+>", " ", page))


def _seat_page(client: TestClient, lang: str) -> tuple[str, str, str]:
    r = client.post("/api/games", json={"players": 3, "seats": ["human", "random", "random"],
                                        "seed": 4})
    assert r.status_code == 201, r.text
    seat = r.json()["seats"][0]
    return r.json()["id"], seat["token"], client.get(
        f"/play/{r.json()['id']}", params={"token": seat["token"], "lang": lang}).text


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_texts_and_the_rules_reference_of_each_language_are_those_of_now(
        lang: str) -> None:
    texts = (STATIC / static_name("texts.js", lang)).read_text(encoding="utf-8")
    rules = (STATIC / static_name("rules.html", lang)).read_text(encoding="utf-8")
    assert texts == texts_script(lang), "run python -m vanuatu.web.pages to write it again"
    assert rules == rules_html(lang), "run python -m vanuatu.web.pages to write it again"
    assert f'<html lang="{lang}">' in rules
    assert f"/static/vanuatu/{static_name('rules.html', lang)}#rule-r3-8" in texts


@pytest.mark.parametrize("lang", ["pt", "ja"])
def test_a_game_page_loads_the_texts_of_its_language(client: TestClient, lang: str) -> None:
    _, _, page = _seat_page(client, lang)
    assert f'<html lang="{lang}">' in page
    files = re.findall(r'src="(/static/[^"?]+)', page)
    assert f"/static/vanuatu/texts.{lang}.js" in files
    assert "/static/vanuatu/texts.js" not in files
    r = client.get(f"/static/vanuatu/texts.{lang}.js")
    assert r.status_code == 200 and r.text == texts_script(lang)
    assert client.get(f"/static/vanuatu/rules.{lang}.html").status_code == 200


@needs_catalogs
@pytest.mark.parametrize("lang", ["pt", "ja"])
def test_the_pages_own_words_are_in_the_language(client: TestClient, lang: str) -> None:
    _, _, game = _seat_page(client, lang)
    new = client.get("/", headers={"Accept-Language": {"pt": "pt-BR", "ja": "ja-JP"}[lang]}).text
    learn = client.get("/learn", params={"lang": lang}).text
    for page in (new, game, learn):
        assert f'<html lang="{lang}">' in page
        assert english_words(_visible_text(page)) == []
    english = client.get("/", params={"lang": "en"}).text
    assert {"Players", "Seed", "Variants", "Learn to play"} <= set(
        english_words(_visible_text(english)))


def test_move_descriptions_follow_the_language_and_the_move_texts_do_not(
        client: TestClient) -> None:
    r = client.post("/api/games", json={"players": 2, "seats": ["human", "human"], "seed": 4})
    gid = r.json()["id"]
    seat = next(s for s in r.json()["seats"] if "legal_moves" in client.get(
        f"/api/games/{gid}", params={"token": s["token"]}).json())
    token, player = seat["token"], seat["player"]
    answers = {lang: client.get(f"/api/games/{gid}", params={"token": token, "lang": lang})
               for lang in LANGUAGES}
    for lang, r in answers.items():
        assert r.headers["content-language"] == lang
    english = answers["en"].json()
    game = vanuatu.Game.from_record(Record.from_text(
        client.get(f"/api/games/{gid}/record", params={"token": token}).text))
    by_text = {str(m): m for m in legal_moves(game.state, player)}
    for lang, r in answers.items():
        state = r.json()
        said = ("legal_moves", "version", "shown_names")
        assert {k: v for k, v in state.items() if k not in said} == {
            k: v for k, v in english.items() if k not in said}
        # the seats' default names as the game stored them, and in the reader's language
        assert state["names"] == english["names"] == ["person", "person"]
        assert state["shown_names"] == [{"en": "person", "pt": "pessoa", "ja": "人間"}[lang]] * 2
        assert [m["text"] for m in state["legal_moves"]] == [
            m["text"] for m in english["legal_moves"]]
        for m in state["legal_moves"]:
            assert m["description"] == describe_move(by_text[m["text"]], game.state, lang)


@needs_catalogs
def test_a_refusal_of_vanuatu_follows_the_language(client: TestClient) -> None:
    gid, token, _ = _seat_page(client, "en")
    for lang in ("pt", "ja"):
        r = client.post(f"/api/games/{gid}/moves", params={"lang": lang},
                        json={"token": token, "move": "fish", "id": 3})
        assert r.status_code == 400
        assert "'move'" in r.json()["error"] and "give the move" not in r.json()["error"]


@needs_catalogs
@pytest.mark.parametrize("lang", ["pt", "ja"])
def test_the_view_page_speaks_the_language(lang: str) -> None:
    from vanuatu.viewer.html import page

    game = vanuatu.Game(players=3, seed=2)
    shown = page(game.record, lang=lang)
    assert f'<html lang="{lang}">' in shown
    data = re.search(r'<script id="game-data" type="application/json">(.*?)</script>', shown)
    assert data is not None and f'"lang":"{lang}"' in data.group(1)
    assert english_words(_visible_text(shown)) == []
    assert "Vanuatu game" in _visible_text(page(game.record))


@needs_catalogs
def test_the_narration_the_reasons_and_the_refusals_of_moves_follow_the_language(
        client: TestClient) -> None:
    r = client.post("/api/games", json={"players": 3, "seats": ["human"] * 3, "seed": 4})
    gid, tokens = r.json()["id"], {s["player"]: s["token"] for s in r.json()["seats"]}
    state = client.get(f"/api/games/{gid}", params={"token": tokens[0]}).json()
    player = state["to_act"]
    token = tokens[player]
    illegal = f"P{player} plan fish sell"  # a Plan move in the characters phase (R3.8)
    said: dict[str, dict[str, str]] = {}
    for lang in ("en", "pt", "ja"):
        why = client.post(f"/api/games/{gid}/why", params={"lang": lang},
                          json={"token": token, "move": illegal}).json()
        refused = client.post(f"/api/games/{gid}/moves", params={"lang": lang},
                              json={"token": token, "move": illegal})
        unreadable = client.post(f"/api/games/{gid}/moves", params={"lang": lang},
                                 json={"token": token, "move": "plan fish fish fish"})
        assert refused.status_code == 422 and unreadable.status_code == 400
        assert why["rule"] == refused.json()["rule"] == "R3.8"
        assert refused.json()["error"].startswith(f"{illegal}: R3.8 ")
        assert unreadable.json()["error"].startswith("move: ")
        said[lang] = {"why": why["reason"], "refused": refused.json()["error"],
                      "unreadable": unreadable.json()["error"]}
    legal = state if player == 0 else client.get(
        f"/api/games/{gid}", params={"token": token}).json()
    move = legal["legal_moves"][0]["text"]
    assert client.post(f"/api/games/{gid}/moves",
                       json={"token": token, "move": move}).status_code == 200
    for lang in ("en", "pt", "ja"):
        told = client.get(f"/api/games/{gid}/log",
                          params={"token": token, "lang": lang}).json()["moves"][-1]
        assert told["text"] == move  # the move's text never changes
        said[lang]["log"] = " ".join(told["said"])
    for lang in ("pt", "ja"):
        for what, text in said[lang].items():
            assert text != said["en"][what], (lang, what, text)
            assert english_words(text) == [], (lang, what, text)


@needs_catalogs
@pytest.mark.parametrize(("lang", "said"), [
    ("en", "the body is not JSON: Expecting value: line 1 column 10 (char 9)"),
    ("pt", "o corpo não é JSON: esperava-se um valor (linha 1, coluna 10)"),
    ("ja", "本文がJSONではありません：値が必要です（1行10列）")])
def test_a_body_that_is_not_json_is_refused_in_the_language(
        client: TestClient, lang: str, said: str) -> None:
    r = client.post("/api/games", params={"lang": lang}, content=b'{"seed": }',
                    headers={"Content-Type": "application/json"})
    assert r.status_code == 400
    assert r.json()["error"] == said


@needs_catalogs
@pytest.mark.parametrize("lang", ["pt", "ja"])
def test_a_bad_bot_spec_of_a_new_game_is_refused_in_the_language(client: TestClient,
                                                                 lang: str) -> None:
    english = frozenset("must be one of not whole number from parameters unknown parameter "
                        "takes".split())
    for spec in ("ismcts:core=x", "ismcts:width=0", "ismcts:nothing=1"):
        r = client.post("/api/games", params={"lang": lang},
                        json={"players": 3, "seats": ["human", spec, "random"], "seed": 1})
        assert r.status_code == 400
        said = r.json()["error"]
        assert said.startswith("seats: ") and "'ismcts'" in said
        assert not set(re.findall(r"[A-Za-z]+", re.sub(r"\(?\w+=[\w|]+", " ", said))) & english, \
            said
