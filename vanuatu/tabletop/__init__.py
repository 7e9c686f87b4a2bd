"""The former home of :mod:`tabletop`, kept importable for one release.

The game-neutral layer both games share is now the top-level package :mod:`tabletop`,
which imports neither game. ``import vanuatu.tabletop`` (and ``vanuatu.tabletop.search``,
``.stats``, ``.arena``, ``.specs``, ``.terminal``, ``.page``) still works and gives the
same module objects, with a :class:`DeprecationWarning`; it will be removed in the next
release.
"""

from __future__ import annotations

import importlib
import sys
import warnings

import tabletop
from tabletop import *  # noqa: F403  (the same names as the new package)

#: The submodules of 0.2.0, each the very module of :mod:`tabletop`.
SUBMODULES = ("arena", "page", "search", "specs", "stats", "terminal")

warnings.warn(
    "vanuatu.tabletop has moved to the top-level package tabletop; "
    "import tabletop (or tabletop.search, tabletop.stats, ...) instead",
    DeprecationWarning,
    stacklevel=2,
)

for _name in SUBMODULES:
    _module = importlib.import_module(f"tabletop.{_name}")
    sys.modules[f"{__name__}.{_name}"] = _module
    globals()[_name] = _module

__all__ = list(tabletop.__all__)
