"""What both games' servers document of a seat's bot spec, checked against what they
accept: each spec the OpenAPI document's ``POST /api/games`` schema refuses is a 400,
each it admits a 201."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

import pytest


def new_game_validator(client: Any) -> Any:
    """A JSON Schema validator of ``POST /api/games``'s body, from the served document."""
    jsonschema_rs = pytest.importorskip("jsonschema_rs")
    schema = client.get("/api/openapi.json").json()["paths"]["/api/games"]["post"][
        "requestBody"]["content"]["application/json"]["schema"]
    return jsonschema_rs.Draft202012Validator(schema)


def check_specs(client: Any, refused: Iterable[str], accepted: Iterable[str]) -> Any:
    """Each of ``refused`` is refused by the schema and by the server (400), each of
    ``accepted`` admitted by both (201), as the second seat of a two-player game; the
    validator, for more checks."""
    validator = new_game_validator(client)
    for spec in refused:
        body = {"players": 2, "seats": ["human", spec]}
        assert not validator.is_valid(body), spec
        assert client.post("/api/games", json=body).status_code == 400, spec
    for spec in accepted:
        body = {"players": 2, "seats": ["human", spec]}
        assert validator.is_valid(body), spec
        assert client.post("/api/games", json=body).status_code == 201, spec
    return validator
