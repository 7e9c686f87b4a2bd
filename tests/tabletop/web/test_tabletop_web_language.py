"""The language of each request to :mod:`tabletop.web` (a tiny game of its own,
``count_game``): ``?lang=`` on any page or API path, the switch of every page remembered
in a cookie, ``Accept-Language``, English where a language is not known; the answer's
``Content-Language`` and ``Vary``; refusals in the language; ``lang`` in the OpenAPI
description. Nothing here imports either real game."""

from __future__ import annotations

import re
import warnings
from collections.abc import Iterator
from pathlib import Path

import pytest
from count_game import COUNT

pytest.importorskip("starlette")
pytest.importorskip("httpx")

with warnings.catch_warnings():  # its note about a newer httpx
    warnings.simplefilter("ignore")
    from starlette.testclient import TestClient

from tabletop.translation import LANGUAGES
from tabletop.web.app import create_app
from tabletop.web.language import WORDS, chosen, switch_links
from tabletop.web.words import SCRIPT_WORDS, script_words

#: Whether the compiled catalogs are there (they are built with the package).
COMPILED = all((Path(WORDS.localedir) / lang / "LC_MESSAGES" / "tabletop.mo").exists()
               for lang in LANGUAGES[1:])
needs_catalogs = pytest.mark.skipif(not COMPILED, reason="catalogs not compiled "
                                    "(python _build/catalogs.py compile)")


@pytest.fixture
def client(tmp_path: Path) -> Iterator[TestClient]:
    with TestClient(create_app(COUNT, tmp_path)) as c:
        yield c


def _game(client: TestClient) -> tuple[str, str]:
    r = client.post("/api/games", json={"players": 2})
    assert r.status_code == 201, r.text
    seat = r.json()["seats"][0]
    return r.json()["id"], seat["token"]


@pytest.mark.parametrize(("query", "cookie", "accept", "lang"), [
    ("ja", "pt", "pt-BR", "ja"), (None, "pt", "ja", "pt"), (None, None, "pt-BR,en;q=0.5", "pt"),
    (None, "de", "ja-JP", "ja"), (None, None, "de-CH, fr;q=0.9", "en"), ("de", None, "ja", "en"),
    (None, None, None, "en")])
def test_the_query_comes_first_then_the_cookie_then_the_header(
        query: str | None, cookie: str | None, accept: str | None, lang: str) -> None:
    assert chosen(query, cookie, accept)[0] == lang


def test_a_page_answers_in_the_header_s_language_with_content_language_and_vary(
        client: TestClient) -> None:
    for header, lang in (("pt-BR,pt;q=0.9", "pt"), ("ja", "ja"), ("de", "en"), ("", "en")):
        r = client.get("/", headers={"Accept-Language": header})
        assert r.status_code == 200
        assert f'<html lang="{lang}">' in r.text
        assert r.headers["content-language"] == lang
        assert "Accept-Language" in r.headers["vary"] and "Cookie" in r.headers["vary"]
        assert "set-cookie" not in r.headers  # only a choice made on the page is kept


def test_the_switch_of_a_page_is_a_plain_link_that_is_remembered(tmp_path: Path) -> None:
    with TestClient(create_app(COUNT, tmp_path)) as client:
        gid, token = _game(client)
        page = client.get(f"/play/{gid}", params={"token": token}).text
        links = re.findall(r'<a href="\?([^"]+)" hreflang="(\w+)"', page)
        assert [lang for _, lang in links] == list(LANGUAGES)
        query = next(q for q, lang in links if lang == "pt")
        assert f"token={token}" in query.replace("&amp;", "&")  # the seat's page stays
        r = client.get(f"/play/{gid}?{query.replace('&amp;', '&')}",
                       headers={"Accept-Language": "ja"})
        assert '<html lang="pt">' in r.text and r.headers["content-language"] == "pt"
        assert "lang=pt" in r.headers["set-cookie"] and "Path=/" in r.headers["set-cookie"]
        # remembered: the next page, and the API, without ?lang= and whatever the header
        again = client.get("/", headers={"Accept-Language": "ja"})
        assert '<html lang="pt">' in again.text
        api = client.get(f"/api/games/{gid}", params={"token": "wrong"},
                         headers={"Accept-Language": "ja"})
        assert api.headers["content-language"] == "pt"


def test_the_current_language_is_marked_in_the_switch() -> None:
    nav = switch_links("ja", {})
    assert nav.count("<a ") == 3 and nav.count('aria-current="true"') == 1
    assert re.search(r'hreflang="ja" lang="ja" aria-current="true">日本語<', nav)


@needs_catalogs
def test_an_api_refusal_follows_the_language_its_fields_do_not(client: TestClient) -> None:
    gid, _ = _game(client)
    english = client.get(f"/api/games/{gid}", params={"token": "nope"})
    portuguese = client.get(f"/api/games/{gid}", params={"token": "nope", "lang": "pt-BR"})
    japanese = client.get(f"/api/games/{gid}", params={"token": "nope"},
                          headers={"Accept-Language": "ja"})
    assert english.status_code == portuguese.status_code == japanese.status_code == 403
    assert english.json() == {"error": "no seat of this game has that token"}
    assert set(portuguese.json()) == set(japanese.json()) == {"error"}
    assert portuguese.json()["error"] == WORDS.gettext("no seat of this game has that token",
                                                       "pt") != english.json()["error"]
    assert japanese.headers["content-language"] == "ja"
    assert "この" in japanese.json()["error"]
    missing = client.get("/api/games/0123456789", params={"lang": "ja"})
    assert missing.status_code == 404 and "'0123456789'" in missing.json()["error"]


def test_a_lang_that_is_no_language_tag_is_a_400_on_the_api_and_left_aside_on_a_page(
        client: TestClient) -> None:
    r = client.get("/api/openapi.json", params={"lang": "pt BR"})
    assert r.status_code == 400 and "not a language tag" in r.json()["error"]
    page = client.get("/", params={"lang": "pt BR"}, headers={"Accept-Language": "ja"})
    assert page.status_code == 200 and '<html lang="ja">' in page.text
    assert "set-cookie" not in page.headers


@needs_catalogs
def test_the_page_words_of_the_scripts_are_in_the_page_s_language(client: TestClient) -> None:
    for lang in LANGUAGES:
        page = client.get("/", params={"lang": lang}).text
        found = re.search(r'<script id="page-words" type="application/json">(.*?)</script>',
                          page)
        assert found is not None
        words = script_words(lang)
        assert set(SCRIPT_WORDS) <= set(words)
        assert words["yourTurn"] in found.group(1)
    assert script_words("pt")["yourTurn"] != script_words("en")["yourTurn"]
    assert script_words("ja")["yourTurn"] != script_words("en")["yourTurn"]


def test_the_openapi_description_documents_lang_and_the_language_headers(
        client: TestClient) -> None:
    schema = client.get("/api/openapi.json").json()
    for path, operations in schema["paths"].items():
        for method, operation in operations.items():
            names = [p["name"] for p in operation["parameters"]]
            assert "lang" in names, (path, method)
            assert "400" in operation["responses"], (path, method)
            for status, answer in operation["responses"].items():
                assert {"Content-Language", "Vary"} <= set(answer["headers"]), (path, status)
    lang = next(p for p in schema["paths"]["/api/games"]["post"]["parameters"]
                if p["name"] == "lang")
    assert lang["in"] == "query" and "Accept-Language" in lang["description"]


@pytest.mark.parametrize(("names", "lang", "shown"), [
    (("you", "easy bot", "Ana"), "pt", ("você", "bot easy", "Ana")),
    (("você", "bot hard"), "ja", ("あなた", "ボット hard")),
    (("人間", "人間", "ボット easy"), "en", ("person", "person", "easy bot")),
    (("pessoa", "You"), "ja", ("人間", "あなた")),
    (("bot", "botanist", "Ana bot"), "pt", ("bot", "botanist", "bot Ana")),
])
def test_a_default_seat_name_is_shown_in_the_reader_s_language(
        names: tuple[str, ...], lang: str, shown: tuple[str, ...]) -> None:
    from tabletop.web.store import shown_names
    assert shown_names(names, lang) == shown
