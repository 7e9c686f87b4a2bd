"""The import graph of ``tabletop``, the modules both games share: they import
nothing of either game (a game plugs in through protocols and callbacks), and both
games' bots, terminal play and viewer pages import them."""

from __future__ import annotations

import pytest

import vanuatu

if vanuatu.COMPILED:
    pytest.skip("the import graph is read from the source tree, not the compiled build",
                allow_module_level=True)

from import_graph import GRAPH


def test_tabletop_imports_no_module_of_either_game() -> None:
    shared = {name for name in GRAPH if name.startswith("tabletop")}
    assert len(shared) >= 7
    for name in shared:
        outside = {m for m in GRAPH[name] if not m.startswith("tabletop")}
        assert outside == set(), (name, outside)


def test_both_games_use_the_search_the_terminal_loop_and_the_page() -> None:
    for user, shared in [
        ("vanuatu.bots.ismcts", "tabletop.search"),
        ("vapor_willie.bots.ismcts", "tabletop.search"),
        ("vanuatu.cli.human", "tabletop.terminal"),
        ("vapor_willie.cli.human", "tabletop.terminal"),
        ("vanuatu.viewer.html", "tabletop.page"),
        ("vapor_willie.viewer", "tabletop.page"),
        ("vanuatu.bots.arena", "tabletop.pools"),
        ("vapor_willie.bots.arena", "tabletop.pools"),
    ]:
        assert shared in GRAPH[user], (user, shared)


def _modules_loaded_by(statement: str) -> list[str]:
    import json
    import subprocess
    import sys

    code = f"import sys; {statement}; import json; print(json.dumps(sorted(sys.modules)))"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True)
    return list(json.loads(out.stdout.strip().splitlines()[-1]))


def test_import_vapor_willie_loads_no_vanuatu_module() -> None:
    loaded = _modules_loaded_by("import vapor_willie, vapor_willie.cli, vapor_willie.bots")
    assert "vapor_willie" in loaded and "tabletop" in loaded
    assert [name for name in loaded if name.split(".")[0] == "vanuatu"] == []


def test_import_tabletop_loads_neither_game() -> None:
    loaded = _modules_loaded_by(
        "import tabletop, tabletop.search, tabletop.stats, tabletop.arena, tabletop.specs, "
        "tabletop.pools, tabletop.terminal, tabletop.page")
    assert [name for name in loaded
            if name.split(".")[0] in ("vanuatu", "vapor_willie")] == []
