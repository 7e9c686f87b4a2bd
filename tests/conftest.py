"""Shared test set-up.

The support modules beside the tests are importable by name: ``positions``
builds the positions the rules tests start from, ``invariants`` holds what the
property tests share. They are plain modules of functions rather than
fixtures because most tests build several positions with arguments
(``acting({0: {Action.FISH: 2}}, first=2)``); a fixture would only wrap them.
"""

from __future__ import annotations

import random
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))


@pytest.fixture
def rng() -> random.Random:
    """A generator with a fixed seed, so a failing test fails again the same way."""
    return random.Random(20261130)
