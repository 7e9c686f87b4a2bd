"""The OpenAPI document of each game's server on the shared web layer (``vanuatu
serve``, ``vapor-willie serve``) is the contract: schemathesis runs every check against
the application in this process (ASGI, no network), each path with a bounded number of
examples, then the stateful phase along the document's links from a created game to its
paths (:mod:`api_contract`)."""

from __future__ import annotations

import pytest

pytest.importorskip("starlette")
pytest.importorskip("schemathesis")

from api_contract import contract_tests

import tabletop.web.app
from vanuatu.web.app import create_app as vanuatu_app
from vapor_willie.web.app import create_app as vapor_willie_app

pytestmark = pytest.mark.slow


@pytest.fixture(autouse=True)
def short_waits(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(tabletop.web.app, "MAX_WAIT", 0.05)


test_every_path_of_vanuatu_keeps_the_contract, test_a_vanuatu_game_along_its_links = (
    contract_tests(vanuatu_app, "vanuatu"))
test_every_path_of_vapor_willie_keeps_the_contract, test_a_vapor_willie_game_along_its_links = (
    contract_tests(vapor_willie_app, "vapor-willie"))
