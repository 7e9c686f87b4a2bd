"""The refusals of :mod:`tabletop.web` in the request's language (the tiny game of
``count_game``): every sentence of a refusal comes from the catalog ``tabletop``, in
English, Portuguese and Japanese alike, and the answer names its language in
``Content-Language``, also where the ``lang`` asked for is no language tag. Nothing
here imports either real game."""

from __future__ import annotations

import re
import warnings
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from count_game import COUNT
from english_scan import catalog_words

pytest.importorskip("starlette")
pytest.importorskip("httpx")

with warnings.catch_warnings():  # its note about a newer httpx
    warnings.simplefilter("ignore")
    from starlette.testclient import TestClient

from tabletop.translation import LANGUAGES
from tabletop.web.app import create_app
from tabletop.web.language import WORDS
from tabletop.web.limits import Limits

COMPILED = all((Path(WORDS.localedir) / lang / "LC_MESSAGES" / "tabletop.mo").exists()
               for lang in LANGUAGES[1:])
pytestmark = pytest.mark.skipif(not COMPILED, reason="catalogs not compiled "
                                "(python _build/catalogs.py compile)")
#: Kana or kanji: a text in Japanese.
_JAPANESE = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff]")
_JSON = {"Content-Type": "application/json"}


@pytest.fixture
def client(tmp_path: Path) -> Iterator[TestClient]:
    with TestClient(create_app(COUNT, tmp_path)) as c:
        yield c


def _game(client: TestClient) -> tuple[str, str]:
    r = client.post("/api/games", json={"players": 2})
    assert r.status_code == 201, r.text
    return r.json()["id"], r.json()["seats"][0]["token"]


def _said(client: TestClient, lang: str, method: str, path: str,
          **request: Any) -> tuple[int, str, str]:
    """The status, the words and the ``Content-Language`` of the answer in ``lang``."""
    r = client.request(method, path, headers={"Accept-Language": lang,
                                              **request.pop("headers", {})}, **request)
    words = r.json()["error"] if path.startswith("/api/") else r.text
    return r.status_code, words, r.headers.get("content-language", "")


def _in_every_language(client: TestClient, method: str, path: str,
                       **request: Any) -> dict[str, str]:
    """The words of the same refusal in each language, checked to be in it."""
    said = {}
    for lang in LANGUAGES:
        status, words, header = _said(client, lang, method, path, **dict(request))
        assert 400 <= status < 500, (lang, status, words)
        assert header == lang, (path, lang)
        said[lang] = words
    for lang in LANGUAGES[1:]:
        assert said[lang] != said["en"], (path, lang, said[lang])
        words = re.sub(r"^[a-z_]+: ", "", said[lang])  # the field named stays as it is
        assert catalog_words(words, lang) == [], (path, lang, said[lang])
    assert _JAPANESE.search(said["ja"]), said["ja"]
    return said


@pytest.mark.parametrize(("method", "path", "request_", "english"), [
    ("POST", "/api/games/{gid}/moves", {"json": {"token": "{token}", "move": "add 1",
                                                 "expect": "x"}},
     "expect: expected the number of moves played (0 to 5000), not 'x'"),
    ("POST", "/api/games/{gid}/moves", {"json": [1, 2]},
     "the body must be a JSON object with token, move (or id) and expect"),
    ("POST", "/api/games/{gid}/undo", {"json": "token"},
     "the body must be a JSON object with token"),
    ("POST", "/api/games/{gid}/why", {"json": 3},
     "the body must be a JSON object with token and move"),
    ("POST", "/api/games", {"json": {"players": 2, "names": ["#", "Ana"]}},
     "names: expected one name per seat, each of 1 to 40 characters, none of them '#', a "
     "control or an invisible character, and no blank at either end"),
    ("POST", "/api/games", {"json": {"players": 2, "seats": ["human", "long:3600"]}},
     "seat 1: a served bot thinks at most 5 s a move (--bot-seconds), not 3600"),
    ("POST", "/api/games", {"content": b'{"players": "\xff"}', "headers": _JSON},
     "the body is not JSON: byte 14 is not UTF-8 text"),
    ("POST", "/api/games", {"content": b'{"seed": ' + b"7" * 200 + b"}", "headers": _JSON},
     "the body is not JSON: a number of 200 digits (at most 100): 77777777777777777777..."),
    ("POST", "/api/games", {"content": b'{"seed": ' + b"7" * 101 + b".5}",
                            "headers": _JSON},
     "the body is not JSON: a number of 103 characters (at most 100)"),
    ("POST", "/api/games", {"content": b'{"seed": 1e400}', "headers": _JSON},
     "the body is not JSON: 1e400 is out of the range of numbers read"),
    ("GET", "/api/openapi.json?lang=pt%20BR", {},
     "lang 'pt BR' is not a language tag such as 'en', 'pt' or 'ja'"),
    ("GET", "/api/openapi.json?lang=" + "x" * 70, {},
     "lang is 70 characters long; a language tag such as 'en', 'pt' or 'ja' has at most 64"),
])
def test_a_refusal_of_the_api_is_said_in_the_request_s_language(
        client: TestClient, method: str, path: str, request_: dict[str, Any],
        english: str) -> None:
    gid, token = _game(client)
    if "json" in request_ and isinstance(request_["json"], dict):
        request_ = {"json": {k: v.replace("{token}", token) if isinstance(v, str) else v
                             for k, v in request_["json"].items()}}
    said = _in_every_language(client, method, path.format(gid=gid), **request_)
    assert said["en"] == english


def test_the_400_of_a_lang_that_is_no_tag_speaks_the_language_chosen_otherwise(
        client: TestClient) -> None:
    r = client.get("/api/openapi.json", params={"lang": "pt BR"},
                   headers={"Accept-Language": "ja"})
    assert r.status_code == 400 and r.headers["content-language"] == "ja"
    assert "Accept-Language" in r.headers["vary"]
    assert "'pt BR'" in r.json()["error"] and _JAPANESE.search(r.json()["error"])
    client.cookies.set("lang", "pt")  # the language a page's switch remembered
    r = client.get("/api/openapi.json", params={"lang": "pt BR"})
    assert r.status_code == 400 and r.headers["content-language"] == "pt"


def test_too_many_new_games_is_said_in_the_request_s_language(tmp_path: Path) -> None:
    with TestClient(create_app(COUNT, tmp_path, Limits(new_games_per_minute=1))) as client:
        _game(client)
        said = _in_every_language(client, "POST", "/api/games", json={"players": 2})
    assert said["en"] == ("testclient: over 1 new games a minute (--new-games-per-minute): "
                          "ask again later")


@pytest.mark.parametrize(("method", "path", "english"), [
    ("GET", "/static/tabletop/nothing.js", "no such file"),
    ("GET", "/favicon.ico", "no icon"),
    ("GET", "/nothing", "/nothing: no such page"),
    ("POST", "/", "POST /: not a method of this path (methods: "),
])
def test_a_page_s_refusal_is_said_in_the_request_s_language(
        client: TestClient, method: str, path: str, english: str) -> None:
    said = {lang: _said(client, lang, method, path) for lang in LANGUAGES}
    assert said["en"][1].startswith(english)
    for lang in LANGUAGES[1:]:
        assert said[lang][0] == said["en"][0] and said[lang][1] != english, (path, lang)
    assert _JAPANESE.search(said["ja"][1])
