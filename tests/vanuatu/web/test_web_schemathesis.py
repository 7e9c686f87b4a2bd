"""The OpenAPI document of ``vanuatu serve`` is the contract: schemathesis runs every
check against the application in this process (ASGI, no network), each path with a
bounded number of examples, then the stateful phase along the document's links from
a created game to its paths."""

from __future__ import annotations

import tempfile
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("starlette")
schemathesis = pytest.importorskip("schemathesis")

from hypothesis import HealthCheck, settings  # noqa: E402

import tabletop.web.app  # noqa: E402
from tabletop.web.limits import Limits  # noqa: E402
from vanuatu.web.app import create_app  # noqa: E402

pytestmark = pytest.mark.slow

# a schema-valid move may be no move of the notation (400) or refused by the rules
# (422) in the game's state: the schema cannot know the state; a seat's bot spec
# (ismcts:iterations=50) has the form of a spec but its parameters are the bot
# registry's to check (400 naming the parameter)
_CONFIG = """
[checks]
enabled = true
[checks.positive_data_acceptance]
expected-statuses = ["2xx", "403", "404", "409", "429"]

[[operations]]
include-path-regex = "^/api/games$"
checks.positive_data_acceptance.expected-statuses = ["2xx", "400", "429"]

[[operations]]
include-path-regex = "/(moves|why|undo)$"
checks.positive_data_acceptance.expected-statuses = ["2xx", "400", "403", "404", "409",
                                                     "422", "429"]
"""


def _schema(folder: Path) -> Any:
    app = create_app(folder, Limits(max_games=10_000, new_games_per_minute=10_000))
    config = schemathesis.config.SchemathesisConfig.from_str(_CONFIG)
    return schemathesis.openapi.from_asgi("/api/openapi.json", app, config=config)


@pytest.fixture(autouse=True)
def short_waits(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(tabletop.web.app, "MAX_WAIT", 0.05)


_FOLDER = tempfile.TemporaryDirectory(prefix="vanuatu-schemathesis-")
schema = _schema(Path(_FOLDER.name))


@schema.exclude(path_regex="/events$").parametrize()
@settings(max_examples=15, deadline=None, derandomize=True,
          suppress_health_check=list(HealthCheck))
def test_every_path_keeps_the_contract(case: object) -> None:
    case.call_and_validate()  # type: ignore[attr-defined]


def test_a_created_game_keeps_the_contract_along_its_links(tmp_path: Path) -> None:
    machine = _schema(tmp_path).as_state_machine()  # type: ignore[attr-defined]
    machine.run(settings=settings(max_examples=15, stateful_step_count=6, deadline=None,
                                  derandomize=True, suppress_health_check=list(HealthCheck)))
