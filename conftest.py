"""Leave the modules of an optional extra out of the doctest run when the extra is
not installed: each adapter and the module of its documented path, and the modules of
the web application that import Starlette (extra ``web``)."""

from __future__ import annotations

import importlib.util

_ADAPTERS = {"openspiel": "pyspiel", "pettingzoo": "pettingzoo"}
_EXTRAS = {"vanuatu/web/app.py": "starlette", "tabletop/web/app.py": "starlette",
           "tabletop/web/page_handlers.py": "starlette", "tabletop/web/replays.py": "starlette",
           "tabletop/web/transport.py": "uvicorn",
           "vapor_willie/web/app.py": "starlette"}
collect_ignore = [
    path
    for name, module in _ADAPTERS.items()
    if importlib.util.find_spec(module) is None
    for path in (f"vanuatu/adapters/{name}.py", f"vanuatu/{name}.py")
] + [path for path, module in _EXTRAS.items() if importlib.util.find_spec(module) is None]
#: The old paths of moved modules: re-exports that warn when imported, with no doctest.
collect_ignore += [
    "vanuatu/tabletop/__init__.py",
    "vapor_willie/pieces.py",
    "vapor_willie/record.py",
    "vapor_willie/validate.py",
]
