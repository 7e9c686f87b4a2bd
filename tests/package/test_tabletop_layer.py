"""The import graph of ``vanuatu.tabletop``, the modules both games share: they import
nothing of either game (a game plugs in through protocols and callbacks), and both
games' bots, terminal play and viewer pages import them."""

from __future__ import annotations

import pytest

import vanuatu

if vanuatu.COMPILED:
    pytest.skip("the import graph is read from the source tree, not the compiled build",
                allow_module_level=True)

from test_imports import GRAPH  # the graph of tests/package/test_imports.py


def test_tabletop_imports_no_module_of_either_game() -> None:
    shared = {name for name in GRAPH if name.startswith("vanuatu.tabletop")}
    assert len(shared) >= 7
    for name in shared:
        outside = {m for m in GRAPH[name] if not m.startswith("vanuatu.tabletop")}
        assert outside == set(), (name, outside)


def test_both_games_use_the_search_the_terminal_loop_and_the_page() -> None:
    for user, shared in [
        ("vanuatu.bots.ismcts", "vanuatu.tabletop.search"),
        ("vapor_willie.bots.ismcts", "vanuatu.tabletop.search"),
        ("vanuatu.cli.human", "vanuatu.tabletop.terminal"),
        ("vapor_willie.cli.human", "vanuatu.tabletop.terminal"),
        ("vanuatu.viewer.html", "vanuatu.tabletop.page"),
        ("vapor_willie.viewer", "vanuatu.tabletop.page"),
    ]:
        assert shared in GRAPH[user], (user, shared)
