"""The OpenAPI document of ``vapor-willie serve`` is the contract: schemathesis runs every
check against the application in this process (ASGI, no network), each path with a
bounded number of examples, then the stateful phase along the document's links from
a created game to its paths (:mod:`api_contract`)."""

from __future__ import annotations

import tempfile
from pathlib import Path

import pytest

pytest.importorskip("starlette")
pytest.importorskip("schemathesis")

from api_contract import contract_schema
from hypothesis import HealthCheck, settings

import tabletop.web.app
from vapor_willie.web.app import create_app

pytestmark = pytest.mark.slow


@pytest.fixture(autouse=True)
def short_waits(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(tabletop.web.app, "MAX_WAIT", 0.05)


_FOLDER = tempfile.TemporaryDirectory(prefix="vapor-willie-schemathesis-")
schema = contract_schema(create_app, Path(_FOLDER.name))


@schema.exclude(path_regex="/events$").parametrize()
@settings(max_examples=15, deadline=None, derandomize=True,
          suppress_health_check=list(HealthCheck))
def test_every_path_keeps_the_contract(case: object) -> None:
    case.call_and_validate()  # type: ignore[attr-defined]


def test_a_created_game_keeps_the_contract_along_its_links(tmp_path: Path) -> None:
    machine = contract_schema(create_app, tmp_path).as_state_machine()
    machine.run(settings=settings(max_examples=15, stateful_step_count=6, deadline=None,
                                  derandomize=True, suppress_health_check=list(HealthCheck)))
