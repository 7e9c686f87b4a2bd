"""Shared test set-up.

The support modules of ``tests/support`` are importable by name: ``positions``
builds the positions the rules tests start from, ``invariants`` holds what the
property tests share, ``random_play`` plays the random games (over the list of
variants). They are plain modules of functions rather than fixtures because
most tests build several positions with arguments
(``acting({0: {Action.FISH: 2}}, first=2)``); a fixture would only wrap them.
The record tests share whole games and the example records through the
fixtures below (no test module imports another).
"""

from __future__ import annotations

import random
import sys
from collections.abc import Callable, Iterator
from functools import cache
from pathlib import Path
from typing import Any

import pytest

import vanuatu

sys.path.insert(0, str(Path(__file__).resolve().parent / "support"))

import random_play

#: The example records shipped with the project.
RECORDS = Path(__file__).resolve().parent.parent / "examples" / "records"


@pytest.fixture
def rng() -> random.Random:
    """A generator with a fixed seed, so a failing test fails again the same way."""
    return random.Random(20261130)


@cache
def _random_game(players: int, seed: int, **option_fields: bool) -> vanuatu.Game:
    options = vanuatu.Options(players=players, **option_fields)
    _, moves = random_play.random_game(options, seed)
    return vanuatu.Game.from_record(vanuatu.Record(options, moves=tuple(moves)))


@pytest.fixture(scope="session")
def random_game() -> Callable[..., vanuatu.Game]:
    """``random_game(players, seed, **option_fields)``: a whole random game
    (:func:`random_play.random_game`) as a :class:`vanuatu.Game`, cached for
    the session: tests only read it."""
    return _random_game


@pytest.fixture(scope="session")
def example_records() -> Path:
    """The folder of the example records (``opening-4p.vnt``, ``complete-3p.vnt``)."""
    return RECORDS


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    """A headless Chromium (Playwright), one per test module of the browser tests
    (``served_browser.launched``; such a module skips itself without Chromium)."""
    from served_browser import launched

    with launched() as launched_browser:
        yield launched_browser
