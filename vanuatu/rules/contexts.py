"""The former name of :mod:`vanuatu.rules.planning_player`, kept importable for
one release with a :class:`DeprecationWarning`."""

from __future__ import annotations

import warnings

from .planning_player import MAX_NODES, Context, Node, Spot

__all__ = ["MAX_NODES", "Context", "Node", "Spot"]

warnings.warn(
    "vanuatu.rules.contexts is now vanuatu.rules.planning_player",
    DeprecationWarning,
    stacklevel=2,
)
