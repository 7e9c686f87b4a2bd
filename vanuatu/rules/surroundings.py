"""The former name of :mod:`vanuatu.rules.planning_table`, kept importable for
one release with a :class:`DeprecationWarning`."""

from __future__ import annotations

import warnings

from .planning_table import BoardSpot, Surroundings, clear_surroundings, surroundings

__all__ = ["BoardSpot", "Surroundings", "clear_surroundings", "surroundings"]

warnings.warn(
    "vanuatu.rules.surroundings is now vanuatu.rules.planning_table",
    DeprecationWarning,
    stacklevel=2,
)
