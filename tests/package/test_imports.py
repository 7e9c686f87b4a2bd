"""The import graph of the packages: no module imports itself back through
others (no cycle), and no module imports another module's private (``_name``)
names.

Every module under ``vanuatu/`` and ``vapor_willie/`` is parsed (nothing is
imported), and every import statement is an edge, wherever it is: a
function-level import counts, and so does a type-only one under
``if TYPE_CHECKING:`` (a type two modules need lives below both). Importing
``a.b.c`` from outside ``a.b`` also runs ``a/b/__init__.py``, so it is an edge
to the package too (a top package, the facade, is left out: every module is in
it).
"""

from __future__ import annotations

import pytest
from import_graph import GRAPH, MODULES, cycles, imports


def test_the_graph_is_read() -> None:
    assert "vanuatu.rules.engine" in GRAPH["vanuatu.game"]
    assert "vanuatu.errors" in GRAPH["vanuatu.records.record"]
    assert "vanuatu.records" in GRAPH["vanuatu.cli.validate"]
    assert any(name.startswith("vapor_willie.") for name in GRAPH)


def test_no_import_cycle() -> None:
    found = cycles(GRAPH)
    assert not found, "import cycles: " + "; ".join(" -> ".join(c) for c in found)


@pytest.mark.parametrize("name", sorted(MODULES))
def test_no_private_name_of_another_module_is_imported(name: str) -> None:
    assert imports(name)[1] == []


def test_the_checks_catch_a_cycle_and_a_private_import() -> None:
    assert cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c", "a"]]
    assert cycles({"a": {"b"}, "b": set()}) == []
    source = (
        "from typing import TYPE_CHECKING\n"
        "from ..errors import _hidden\n"
        "from .. import errors\n"
        "if TYPE_CHECKING:\n"
        "    from ..game import Game\n"
        "def f():\n"
        "    from ..rules import engine\n"
        "    return errors._x, engine\n"
    )
    edges, private = imports("vanuatu.records.record", source)
    assert {"vanuatu.game", "vanuatu.errors", "vanuatu.rules.engine", "vanuatu.rules"} <= edges
    assert private == [
        "line 2: from vanuatu.errors import _hidden",
        "line 8: errors._x",
    ]
