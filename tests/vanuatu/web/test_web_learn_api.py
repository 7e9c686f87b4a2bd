"""The "Learn to play" page of ``vanuatu serve`` and its API (``/api/learn``): the
lesson of :mod:`vanuatu.learn` played through HTTP to its end (R8)."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest

pytest.importorskip("starlette")
pytest.importorskip("httpx")

import warnings

with warnings.catch_warnings():
    warnings.simplefilter("ignore")  # its note about a newer httpx
    from starlette.testclient import TestClient

from vanuatu.web.app import create_app


@pytest.fixture
def client(tmp_path: Path) -> Iterator[TestClient]:
    with TestClient(create_app(tmp_path)) as c:
        yield c


def test_the_new_game_page_links_to_learn_to_play(client: TestClient) -> None:
    assert 'href="/learn">Learn to play</a>' in client.get("/").text


def test_the_page_loads_its_own_script_and_style(client: TestClient) -> None:
    page = client.get("/learn")
    assert page.status_code == 200 and "Learn to play Vanuatu" in page.text
    for name in ("learn.js", "learn.css"):
        url = re.search(rf'"(/static/vanuatu/{name}\?v=\w+)"', page.text)
        assert url is not None, name
        served = client.get(url.group(1))
        assert served.status_code == 200 and served.headers["ETag"]


def test_R8_the_lesson_is_played_through_the_api_to_the_final_scores(
        client: TestClient) -> None:
    step = client.post("/api/learn").json()
    assert step["step"] == 0 and step["kind"] == "character" and "<title>" in step["svg"]
    kinds = set()
    while not step["over"]:
        kinds.add(step["kind"])
        lesson = [m for m in step["moves"] if m["lesson"]]
        assert len(lesson) == 1 and lesson[0]["text"] == step["move"]
        answer = client.post(f"/api/learn/{step['step']}/moves",
                             json={"move": step["move"]}).json()
        assert answer["accepted"] is True
        step = answer["next"]
    assert step["kind"] == "scoring" and step["step"] == step["count"] - 1
    assert "R8" in step["why"] and step["moves"] == [] and len(step["scores"]) == 3
    assert kinds == {"character", "plan", "perform", "retrieve", "place"}


def test_R4_3_a_wrong_move_gets_its_explanation(client: TestClient) -> None:
    answer = client.post("/api/learn/1/moves", json={"move": "plan fish sail"}).json()
    assert answer["accepted"] is False and "this lesson plans" in answer["explanation"]
    illegal = client.post("/api/learn/1/moves", json={"move": "fish"}).json()
    assert illegal["accepted"] is False and illegal["rule"] is not None
    unreadable = client.post("/api/learn/1/moves", json={"move": "dance"}).json()
    assert unreadable["accepted"] is False and unreadable["explanation"]


def test_bad_requests_are_named(client: TestClient) -> None:
    assert client.get("/api/learn/999").status_code == 404
    assert "step" in client.get("/api/learn/x").json()["error"]
    assert client.post("/api/learn/0/moves", json=[1]).status_code == 400
    assert client.post("/api/learn?lang=not%20a%20language").status_code == 400


def test_a_move_that_is_no_move_is_explained_in_the_learners_language(
        client: TestClient) -> None:
    from vanuatu.describe.refusals import refusal_reason

    for lang in ("pt", "ja"):
        answer = client.post("/api/learn/1/moves", params={"lang": lang},
                             json={"move": "dance"}).json()
        english = "'P0 dance': unknown move word 'dance'"
        assert answer["explanation"] == refusal_reason(english, lang) != english


def test_a_post_from_another_site_is_refused_on_every_path_of_the_lesson(
        client: TestClient) -> None:
    foreign = {"Origin": "http://evil.example"}
    for path, body in (("/api/learn", None), ("/api/learn/0/moves", {"move": "fish"})):
        r = client.post(path, json=body, headers=foreign)
        assert r.status_code == 403 and "Origin" in r.json()["error"], path
    document = client.get("/api/openapi.json").json()["paths"]
    assert all("403" in document[p]["post"]["responses"]
               for p in ("/api/learn", "/api/learn/{step}/moves"))
    assert client.post("/api/learn", headers={"Origin": "http://testserver"}).status_code == 200
