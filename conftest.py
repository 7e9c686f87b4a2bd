"""Leave the adapters out of the doctest run when their framework is not installed
(each adapter and the module of its documented path)."""

from __future__ import annotations

import importlib.util

_ADAPTERS = {"openspiel": "pyspiel", "pettingzoo": "pettingzoo"}
collect_ignore = [
    path
    for name, module in _ADAPTERS.items()
    if importlib.util.find_spec(module) is None
    for path in (f"vanuatu/adapters/{name}.py", f"vanuatu/{name}.py")
]
