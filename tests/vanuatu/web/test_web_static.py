"""The style sheets and scripts of ``vanuatu serve`` are files of package data
(``tabletop/web/static``, ``vanuatu/web/static``), served with their media type and
kept by the browser as long as their URL names their content's hash."""

from __future__ import annotations

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

from vanuatu.web.app import create_app

ROOT = Path(__file__).resolve().parents[3]
FOLDERS = {"tabletop": ROOT / "tabletop" / "web" / "static",
           "vanuatu": ROOT / "vanuatu" / "web" / "static"}
TYPES = {".js": "text/javascript; charset=utf-8", ".css": "text/css; charset=utf-8",
         ".svg": "image/svg+xml"}


@pytest.fixture
def client(tmp_path: Path) -> Iterator[TestClient]:
    with TestClient(create_app(tmp_path)) as c:
        yield c


def _files(html: str) -> list[str]:
    return re.findall(r'(?:href|src)="(/static/[^"#]+)"', html)  # files, not links to a part


def _game_page(client: TestClient) -> str:
    r = client.post("/api/games", json={"players": 3, "seed": 7})
    url = r.json()["seats"][0]["url"]
    return client.get(url).text


def test_the_pages_load_the_files_in_their_order(client: TestClient) -> None:
    names = [u.split("?")[0] for u in _files(_game_page(client))]
    assert names == ["/static/tabletop/serve.css", "/static/vanuatu/game.css",
                     "/static/vanuatu/panels.css", "/static/vanuatu/favicon.svg",
                     "/static/vanuatu/panels.js", "/static/vanuatu/texts.js",
                     "/static/vanuatu/game.js", "/static/tabletop/game.js"]
    home = [u.split("?")[0] for u in _files(client.get("/").text)]
    assert home[-1] == "/static/tabletop/new.js" and "/static/tabletop/game.js" not in home


def test_every_file_is_served_as_it_is_on_disk_with_its_type_and_cache(
        client: TestClient) -> None:
    urls = set(_files(_game_page(client)) + _files(client.get("/").text))
    assert len(urls) == 9
    for url in urls:
        path = url.split("?")[0].removeprefix("/static/")
        owner, name = path.split("/")
        r = client.get(url)
        assert r.status_code == 200, url
        assert r.text == (FOLDERS[owner] / name).read_text(encoding="utf-8")
        assert r.headers["content-type"] == TYPES[Path(name).suffix]
        assert r.headers["cache-control"] == "public, max-age=31536000, immutable"
        assert client.get(url, headers={"If-None-Match": r.headers["etag"]}).status_code == 304


def test_an_old_hash_is_not_kept_and_an_unknown_file_is_404(client: TestClient) -> None:
    r = client.get("/static/tabletop/game.js?v=0000")
    assert r.status_code == 200 and r.headers["cache-control"] == "no-cache"
    assert client.get("/static/tabletop/nothing.js").status_code == 404
    assert client.get("/static/vanuatu/../app.py").status_code == 404


def test_every_page_links_its_icon_which_is_served(client: TestClient) -> None:
    pages = [_game_page(client), client.get("/").text, client.get("/play/nothing").text]
    for html in pages:
        found = re.findall(r'<link rel="icon" type="image/svg\+xml" href="([^"]+)">', html)
        assert len(found) == 1 and found[0].startswith("/static/vanuatu/favicon.svg?v=")
        r = client.get(found[0])
        assert r.status_code == 200 and r.text.startswith("<svg")


def test_texts_js_is_the_reference_texts_of_now() -> None:
    from vanuatu.web.pages import texts_script

    written = (FOLDERS["vanuatu"] / "texts.js").read_text(encoding="utf-8")
    assert written == texts_script(), "run python -m vanuatu.web.pages to write it again"
    assert '"R3.8": {' in written and "/static/vanuatu/rules.html#rule-r3-8" in written


def test_the_rules_page_is_the_reference_of_now_and_every_rule_link_finds_its_text(
        client: TestClient) -> None:
    from vanuatu.web.pages import rules_html

    written = (FOLDERS["vanuatu"] / "rules.html").read_text(encoding="utf-8")
    assert written == rules_html(), "run python -m vanuatu.web.pages to write it again"
    r = client.get("/static/vanuatu/rules.html")
    assert r.status_code == 200 and r.headers["content-type"] == "text/html; charset=utf-8"
    anchors = set(re.findall(r'id="([^"]+)"', r.text))
    links = re.findall(r'rules\.html#([a-z0-9-]+)', written + client.get("/").text
                       + (FOLDERS["vanuatu"] / "texts.js").read_text(encoding="utf-8"))
    assert len(links) >= 90 and set(links) <= anchors
    assert {"rule-r3-8", "rule-r12-1", "action-sail", "character-navigator"} <= anchors


def test_no_page_script_or_style_is_a_python_string() -> None:
    for top in ("tabletop", "vanuatu", "vapor_willie"):
        for path in (ROOT / top).rglob("*.py"):
            text = path.read_text(encoding="utf-8")
            for mark in ('"use strict"', "document.getElementById", "box-sizing:"):
                assert mark not in text, (path, mark)


def test_a_page_without_an_icon_finds_the_games_at_favicon_ico(client: TestClient) -> None:
    """A browser asks for ``/favicon.ico`` by itself on a page that names no icon (the
    replay pages, written to work offline too): the game's icon, not a 404."""
    r = client.get("/favicon.ico")
    assert r.status_code == 200 and r.headers["content-type"].startswith("image/svg+xml")
    assert r.text == client.get("/static/vanuatu/favicon.svg").text
