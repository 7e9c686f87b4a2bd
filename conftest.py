"""Leave the adapters out of the doctest run when their framework is not installed."""

from __future__ import annotations

import importlib.util

_ADAPTERS = {"vanuatu/openspiel.py": "pyspiel", "vanuatu/pettingzoo.py": "pettingzoo"}
collect_ignore = [path for path, module in _ADAPTERS.items()
                  if importlib.util.find_spec(module) is None]
