"""The former name of :mod:`vanuatu.rules.planning_positions`, kept importable
for one release with a :class:`DeprecationWarning`."""

from __future__ import annotations

import warnings

from .planning_positions import (
    BUILD,
    BUY,
    DRAW,
    EXPLORE,
    FISH,
    REST,
    SAIL,
    SELL,
    STEPPING_STONES,
    TRANSPORT,
    UNREACHABLE,
    Hypo,
    Position,
    initial,
)

__all__ = [
    "BUILD",
    "BUY",
    "DRAW",
    "EXPLORE",
    "FISH",
    "REST",
    "SAIL",
    "SELL",
    "STEPPING_STONES",
    "TRANSPORT",
    "UNREACHABLE",
    "Hypo",
    "Position",
    "initial",
]

warnings.warn(
    "vanuatu.rules.hypothetical is now vanuatu.rules.planning_positions",
    DeprecationWarning,
    stacklevel=2,
)
