"""``vapor-willie serve`` and ``vapor-willie view`` in English, Portuguese and Japanese:
the pages say their own words in the request's language (asked for by ``?lang=``, by
the cookie of the switch, by ``Accept-Language``), every page has the language switch,
the game page loads the words of its language (``texts.pt.js``...), the files made per
language are those the catalogs make now, the picture speaks the language without
changing a place to click, and the rules and rulings page exists in each language."""

from __future__ import annotations

import html as html_lib
import re
import warnings
from collections.abc import Iterator
from pathlib import Path

import pytest
from english_scan import catalog_words, english_words

pytest.importorskip("starlette")
pytest.importorskip("httpx")

with warnings.catch_warnings():  # its note about a newer httpx
    warnings.simplefilter("ignore")
    from starlette.testclient import TestClient

import vapor_willie as vw
from tabletop.translation import LANGUAGES
from tabletop.web.texts import stale_files, static_name
from vapor_willie.options import RULINGS
from vapor_willie.svg import board
from vapor_willie.viewer import page as view_page
from vapor_willie.web.app import create_app
from vapor_willie.web.pages import MADE_FILES, options_html, texts_script
from vapor_willie.web.rules import RULES, rules_html, rules_page
from vapor_willie.web.words import CATALOG

STATIC = Path(__file__).resolve().parents[3] / "vapor_willie" / "web" / "static"
LOCALE = Path(__file__).resolve().parents[3] / "vapor_willie" / "locale"
COMPILED = all((LOCALE / lang / "LC_MESSAGES" / "vapor_willie.mo").exists()
               for lang in LANGUAGES[1:])
pytestmark = pytest.mark.skipif(not COMPILED, reason="catalogs not compiled "
                                "(python _build/catalogs.py compile)")
OTHERS = ["pt", "ja"]
HEADERS = {"pt": "pt-BR,pt;q=0.9", "ja": "ja-JP,ja;q=0.8"}


@pytest.fixture
def client(tmp_path: Path) -> Iterator[TestClient]:
    with TestClient(create_app(tmp_path, bot_workers=1)) as c:
        yield c


def visible_text(page: str) -> str:
    """The text of a page as read, without its scripts, the language switch, the story of
    the game, the moves (their notation and descriptions) and the notation of the
    rulings (``<code>``)."""
    page = re.sub(r"<(script|style|template|code)\b.*?</\1>", " ", page, flags=re.S)
    page = re.sub(r'<nav class="languages".*?</nav>', " ", page, flags=re.S)
    page = re.sub(r'placeholder="[^"]*"', " ", page)
    return html_lib.unescape(re.sub(r"<[^>]+>", " ", page))


def svg_text(svg: str) -> str:
    """The words of the picture: its texts, titles and labels."""
    svg = re.sub(r"<style>.*?</style>", " ", svg, flags=re.S)
    words = re.findall(r">([^<>]+)<", svg) + re.findall(r'aria-label="([^"]*)"', svg)
    return " ".join(words)


def new_game(client: TestClient, **body: object) -> tuple[str, str]:
    r = client.post("/api/games", json={"players": 3, "seats": ["human", "random", "random"],
                                        "seed": 4, **body})
    assert r.status_code == 201, r.text
    return r.json()["id"], r.json()["seats"][0]["token"]


def a_game_at_its_end() -> vw.Game:
    game = vw.Game(seed=3, options=vw.Options(players=2, max_rounds=2), names=("Ana", "Bia"))
    while not game.state.is_over:
        game.play(game.legal_moves()[0])
    return game


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_files_made_per_language_are_those_of_the_catalogs_now(lang: str) -> None:
    assert stale_files(STATIC, MADE_FILES) == [], "python -m vapor_willie.web.pages"
    texts = (STATIC / static_name("texts.js", lang)).read_text(encoding="utf-8")
    assert texts == texts_script(lang)
    assert f'"rules": "{rules_page(lang)}"' in texts
    rules = (STATIC / static_name("rules.html", lang)).read_text(encoding="utf-8")
    assert rules == rules_html(lang) and f'<html lang="{lang}">' in rules


@pytest.mark.parametrize("lang", OTHERS)
@pytest.mark.parametrize("how", ["query", "cookie", "header"])
def test_the_pages_speak_the_language_asked_for(client: TestClient, lang: str,
                                                how: str) -> None:
    gid, token = new_game(client)
    ask: dict[str, dict[str, str]] = {
        "query": {"params": {"lang": lang}}, "cookie": {},
        "header": {"headers": {"Accept-Language": HEADERS[lang]}}}
    if how == "cookie":
        client.cookies.set("lang", lang)
    home = client.get("/", **ask[how])  # type: ignore[arg-type]
    play = client.get(f"/play/{gid}", params={"token": token, **ask[how].get("params", {})},
                      headers=ask[how].get("headers"))
    for r in (home, play):
        assert r.status_code == 200 and r.headers["content-language"] == lang
        assert f'<html lang="{lang}">' in r.text
        assert catalog_words(visible_text(r.text), lang) == []
    assert CATALOG.gettext("Rulings", lang) in home.text
    files = re.findall(r'src="(/static/[^"?]+)', play.text)
    assert f"/static/vapor-willie/texts.{lang}.js" in files
    assert "/static/vapor-willie/texts.js" not in files
    state = client.get(f"/api/games/{gid}", params={"token": token, "svg": "1",
                                                     "lang": lang}).json()
    assert catalog_words(svg_text(state["svg"]), lang) == []


def test_in_english_the_same_check_finds_the_english_words(client: TestClient) -> None:
    home = client.get("/", params={"lang": "en"}).text
    found = catalog_words(visible_text(home), "pt")
    assert "Seed" in found and len(set(found)) >= 5, found
    assert catalog_words(svg_text(board(vw.Game(players=2, seed=1).state)), "ja")


@pytest.mark.parametrize("lang", OTHERS)
def test_every_page_has_the_language_switch(client: TestClient, lang: str) -> None:
    gid, token = new_game(client, players=2, seats=["human", "random"], max_rounds=1,
                          names=["Ana", "Bia"])
    pages = [client.get("/", params={"lang": lang}).text,
             client.get(f"/play/{gid}", params={"token": token, "lang": lang}).text,
             client.get(f"/play/{gid}", params={"token": "wrong", "lang": lang}).text,
             client.get(f"/games/{gid}/replay", params={"token": token, "lang": lang}).text,
             client.get(rules_page(lang)).text]
    for page in pages:
        switch = re.search(r'<nav class="languages"[^>]*>(.*?)</nav>', page, flags=re.S)
        assert switch is not None
        assert re.findall(r'hreflang="(\w+)"', switch.group(1)) == list(LANGUAGES)
        assert re.search(rf'hreflang="{lang}" lang="{lang}" aria-current="true"',
                         switch.group(1))
        assert catalog_words(visible_text(page), lang) == [], visible_text(page)[:300]


@pytest.mark.parametrize("lang", OTHERS)
def test_the_picture_speaks_the_language_and_its_places_stay(lang: str) -> None:
    game = a_game_at_its_end()
    for state in (game.states[0], game.states[len(game.states) // 2], game.state):
        english, other = str(board(state, 0)), str(board(state, 0, lang))
        assert f'lang="{lang}"' in other
        assert catalog_words(svg_text(other), lang) == []
        for attribute in ("data-point", "data-island", "data-port", "data-player", "class"):
            pattern = rf'{attribute}="([^"]*)"'
            assert re.findall(pattern, english) == re.findall(pattern, other)
        assert re.findall(r"<(/?\w+)", english) == re.findall(r"<(/?\w+)", other)


@pytest.mark.parametrize("lang", OTHERS)
def test_the_viewer_page_and_the_replay_speak_the_language(lang: str) -> None:
    game = a_game_at_its_end()
    for page in (view_page(game.record, lang=lang), view_page(game.record, 1, lang=lang),
                 view_page(game.record, public=True, lang=lang)):
        assert f'<html lang="{lang}">' in page
        head = page.split('<script', 1)[0]
        assert catalog_words(visible_text(head), lang) == [], visible_text(head)[:300]
        assert CATALOG.gettext("Score if the game ended here", "en") not in page
    with pytest.raises(ValueError, match="language tag"):
        view_page(game.record, lang="pt BR")


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_rules_and_rulings_page_has_every_rule_and_ruling(lang: str) -> None:
    page = rules_html(lang)
    for rule, _title, _text in RULES:
        assert f'id="rule-{rule.lower()}"' in page
    for word, values in RULINGS.values():
        assert f'id="ruling-{word}"' in page and f"<code>{word}</code>" in page
        assert page.count(f"<li>{values[0]}") == 0 or lang == "en"
    assert page.count(f"<b>({CATALOG.gettext('the default', lang)})</b>") == len(RULINGS)
    assert rules_page(lang) in options_html(lang)
    if lang != "en":
        assert catalog_words(visible_text(page), lang) == []


#: Bodies of ``POST /api/games`` refused for each of the reasons the API gives.
REFUSED_BODIES = ([1], {"players": 9}, {"players": 2, "x": 1}, {"players": 2, "seats": ["human"]},
                  {"players": 2, "seats": ["human", "nobody"]},
                  {"players": 2, "seats": ["human", "ismcts:width=0"]},
                  {"players": 2, "seats": ["human", "ismcts:nothing=1"]},
                  {"players": 2, "rulings": "x"}, {"players": 2, "rulings": ["rato=some"]},
                  {"players": 2, "max_rounds": -1}, {"players": 2, "seed": -1})
#: The values of the rulings, written as they are.
RULING_WORDS_ALLOWED = tuple(value for _, values in RULINGS.values() for value in values)
#: English words of the refusals of a new game.
REFUSAL_WORDS = frozenset("""
expected whole number from not field fields seat kind kinds spec such body must list
most strings unknown parameter parameters limit ruling one
""".split())


@pytest.mark.parametrize("lang", ["pt", "ja"])
def test_the_refusals_of_a_new_game_speak_the_language(client: TestClient, lang: str) -> None:
    for body in REFUSED_BODIES:
        r = client.post("/api/games", params={"lang": lang}, json=body)
        assert r.status_code == 400, body
        said = r.json()["error"]
        assert english_words(said, REFUSAL_WORDS, *RULING_WORDS_ALLOWED) == set(), said



def test_the_replay_page_names_the_default_seats_in_the_readers_words() -> None:
    """A seat named by default ("you", "heuristic bot") is named on the replay page in
    the reader's language, as on the game's page (:func:`tabletop.web.seats.shown_names`);
    a name a player gave stays as given."""
    import vapor_willie as vw
    from vapor_willie.web.replay import seat_page

    game = vw.Game(players=3, seed=1, names=("you", "heuristic bot", "Bia"))
    page = seat_page(game, 0, "pt")
    assert "P0 você, P1 bot heuristic, P2 Bia" in page and "P0 you" not in page
