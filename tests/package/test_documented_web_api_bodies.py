"""The JSON API of ``vanuatu serve`` called exactly as ``docs/web.rst`` names it,
with the bodies a hostile client sends: the contract's fields, the position
of the seat's own view (R9), and a 400 (never a 500 or a hint about Python's
limits) for a body that is JSON nobody could mean."""

from __future__ import annotations

import warnings
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("starlette")
pytest.importorskip("httpx")

with warnings.catch_warnings():  # its note about a newer httpx
    warnings.simplefilter("ignore")
    from starlette.testclient import TestClient

import vanuatu
from vanuatu.web.app import create_app


@pytest.fixture
def client(tmp_path: Path) -> Iterator[TestClient]:
    with TestClient(create_app(tmp_path), raise_server_exceptions=False) as c:
        yield c


def _game(client: TestClient) -> tuple[str, str]:
    r = client.post("/api/games", json={"players": 3, "seats": ["human", "heuristic",
                                                                "heuristic"],
                                        "variants": [], "seed": 7})
    assert r.status_code == 201, r.text
    body: dict[str, Any] = r.json()
    assert [seat["player"] for seat in body["seats"]] == [0]
    return body["id"], body["seats"][0]["token"]


def test_the_state_follows_the_documented_contract(client: TestClient) -> None:
    game, token = _game(client)
    r = client.get(f"/api/games/{game}", params={"token": token})
    assert r.status_code == 200
    state = r.json()
    for field in ("moves_played", "to_act", "over", "position", "view"):
        assert field in state, field
    public = vanuatu.from_position(state["position"])
    assert isinstance(public, vanuatu.GameState)
    assert isinstance(state["view"], dict)
    record = client.get(f"/api/games/{game}/record", params={"token": token})
    assert record.status_code == 200 and record.text.startswith("# Vanuatu")
    as_json = client.get(f"/api/games/{game}/record", params={"token": token,
                                                               "format": "json"})
    assert as_json.status_code == 200 and as_json.json()["format"] == "vanuatu-record"


# A body nested too deeply or with a number of thousands of digits is a 400
# naming it, never a 500 or Python's digit-limit hint.
@pytest.mark.parametrize("path", ["/api/games", "/api/games/{game}/moves"])
def test_deeply_nested_json_is_400(client: TestClient, path: str) -> None:
    game, _ = _game(client)
    r = client.post(path.format(game=game), content=b"[" * 10_000,
                    headers={"content-type": "application/json"})
    assert r.status_code == 400, r.text


def test_a_number_of_thousands_of_digits_is_400_without_pythons_hint(
    client: TestClient
) -> None:
    game, token = _game(client)
    body = '{"token": "' + token + '", "id": ' + "9" * 5000 + ', "expect": 0}'
    r = client.post(f"/api/games/{game}/moves", content=body.encode(),
                    headers={"content-type": "application/json"})
    assert r.status_code == 400
    assert "set_int_max_str_digits" not in r.text


@pytest.mark.parametrize("since", ["²", "9" * 5000], ids=["superscript", "5000-digits"])
def test_a_log_since_that_is_not_a_count_is_400(client: TestClient, since: str) -> None:
    game, token = _game(client)
    r = client.get(f"/api/games/{game}/log", params={"token": token, "since": since})
    assert r.status_code == 400
