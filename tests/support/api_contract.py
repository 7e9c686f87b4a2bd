"""The OpenAPI contract check shared by both games' servers: schemathesis runs every
check against an application in this process (ASGI, no network), each path with a
bounded number of examples, then the stateful phase along the document's links from a
created game to its paths.

A schema-valid body may still be no move of the game's notation (400) or a move the
rules refuse in the game's state (422): the schema cannot know the state. A seat's bot
spec has the form of a spec, but its parameters are the bot registry's to check (400
naming the parameter).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

CONFIG = """
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


def contract_schema(create_app: Callable[..., Any], folder: Path) -> Any:
    """The schemathesis schema of the application ``create_app(folder, limits)`` makes,
    with limits no example can reach."""
    import schemathesis

    from tabletop.web.limits import Limits

    app = create_app(folder, Limits(max_games=10_000, new_games_per_minute=10_000))
    config = schemathesis.config.SchemathesisConfig.from_str(CONFIG)
    return schemathesis.openapi.from_asgi("/api/openapi.json", app, config=config)
