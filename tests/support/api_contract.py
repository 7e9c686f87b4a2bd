"""The OpenAPI contract check shared by both games' servers: schemathesis runs every
check against an application in this process (ASGI, no network), each path with a
bounded number of examples, then the stateful phase along the document's links from a
created game to its paths.

A schema-valid body may still be no move of the game's notation (400) or a move the
rules refuse in the game's state (422): the schema cannot know the state. A seat's bot
spec of the schema is one the bot registry accepts (its own parameters, in range), but
a spec asking more than the cap's seconds is refused (400). An event stream does not
end: each is read up to its first event, which is checked against the schema of an
event.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

#: The schemathesis configuration of the project's root, which ``st run`` reads there too.
CONFIG = (Path(__file__).resolve().parents[2] / "schemathesis.toml").read_text(encoding="utf-8")


def contract_schema(create_app: Callable[..., Any], folder: Path) -> Any:
    """The schemathesis schema of the application ``create_app(folder, limits)`` makes,
    with limits no example can reach."""
    import schemathesis

    from tabletop.web.limits import Limits

    app = create_app(folder, Limits(max_games=10_000, new_games_per_minute=10_000))
    config = schemathesis.config.SchemathesisConfig.from_str(CONFIG)
    return schemathesis.openapi.from_asgi("/api/openapi.json", app, config=config)


def contract_tests(create_app: Callable[..., Any],
                   name: str) -> tuple[Callable[..., None], Callable[..., None]]:
    """The two contract tests of a game's server: every path with its examples (an event
    stream read up to its first event), and a created game along the document's links."""
    import tempfile

    from hypothesis import HealthCheck, settings

    folder = tempfile.TemporaryDirectory(prefix=f"{name}-schemathesis-")
    schema = contract_schema(create_app, Path(folder.name))
    quick = settings(max_examples=15, deadline=None, derandomize=True,
                     suppress_health_check=list(HealthCheck))

    @schema.parametrize()  # type: ignore[misc]
    @quick
    def test_every_path_keeps_the_contract(case: Any) -> None:
        case.call_and_validate()

    def test_a_created_game_keeps_the_contract_along_its_links(tmp_path: Path) -> None:
        machine = contract_schema(create_app, tmp_path).as_state_machine()
        machine.run(settings=settings(quick, stateful_step_count=6))

    test_every_path_keeps_the_contract.folder = folder  # type: ignore[attr-defined]
    return (test_every_path_keeps_the_contract,
            test_a_created_game_keeps_the_contract_along_its_links)
