"""What the browser tests of ``vanuatu serve`` share: a server of their own per
test module (``served_browser.served``, its records in a fresh folder). A module
that needs other server options defines its own ``server``."""

from __future__ import annotations

from collections.abc import Iterator

import pytest


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """The address of a ``vanuatu serve`` started for this module."""
    from served_browser import served

    with served(tmp_path_factory.mktemp("games")) as base:
        yield base
