"""The ``description`` of each item of ``legal_moves`` in a seat's state: the move
in words of :func:`vanuatu.describe_move`, added beside the fields there were
(which keep their names and values), documented and in the OpenAPI description."""

from __future__ import annotations

import random
import warnings
from collections.abc import Iterator
from pathlib import Path

import pytest

pytest.importorskip("starlette")
pytest.importorskip("httpx")
with warnings.catch_warnings():  # its note about a newer httpx
    warnings.simplefilter("ignore", DeprecationWarning)
    from starlette.testclient import TestClient

import vanuatu
from vanuatu.web.pages import STATE_SCHEMA
from vanuatu.web.views import move_json

ROOT = Path(__file__).resolve().parents[3]
FIELDS = {"text", "id", "group", "free", "spaces", "actions", "characters", "goods"}


@pytest.fixture
def client(tmp_path: Path) -> Iterator[TestClient]:
    from vanuatu.web.app import create_app

    with TestClient(create_app(tmp_path)) as c:
        yield c


def test_each_legal_move_of_a_seat_has_its_words(client: TestClient) -> None:
    r = client.post("/api/games", json={"players": 3, "seats": ["human"] * 3, "seed": 7})
    seats = r.json()["seats"]
    state = client.get(seats[0]["url"].replace("/play/", "/api/games/")).json()
    seat = next(s for s in seats if s["player"] == state["to_act"])
    state = client.get(seat["url"].replace("/play/", "/api/games/")).json()
    assert state["legal_moves"]
    game = vanuatu.Game.from_record(vanuatu.Game(players=3, seed=7).record)
    for item in state["legal_moves"]:
        assert set(item) == FIELDS | {"description"}
        move = vanuatu.parse_move(item["text"])
        assert item["description"] == vanuatu.describe_move(move, game.state)


def test_the_other_fields_are_as_they_were() -> None:
    rng = random.Random(3)
    game = vanuatu.Game(players=4, seed=3)
    for _ in range(120):
        state = game.state
        if state.is_over:
            break
        if state.to_act < 0:
            game.play(vanuatu.sample_chance(state, rng))
            continue
        legal = vanuatu.legal_moves(state, state.to_act)
        for move in legal:
            item = move_json(move, state)
            assert item["text"] == str(move)
            assert item["description"] == vanuatu.describe_move(move, state)
            assert set(item) - {"description"} == FIELDS
        game.play(rng.choice(legal))


def test_the_field_is_documented() -> None:
    assert STATE_SCHEMA["legal_moves"]["items"]["properties"]["description"] == {
        "type": "string"}
    assert '"description": "Take the Navigator' in (ROOT / "docs" / "web.rst").read_text()
