"""Fixtures shared by the test modules (no test module imports another)."""

from __future__ import annotations

from collections.abc import Callable
from functools import cache
from pathlib import Path

import pytest

import vanuatu
from vanuatu.bots import RandomBot

#: The example records shipped with the project.
RECORDS = Path(__file__).resolve().parent.parent / "examples" / "records"


@cache
def _random_game(players: int, seed: int, **option_fields: bool) -> vanuatu.Game:
    game = vanuatu.Game(players=players, seed=seed, **option_fields)
    bot = RandomBot(seed)
    while not game.is_over():
        game.play(bot.choose(game.state))
    return game


@pytest.fixture(scope="session")
def random_game() -> Callable[..., vanuatu.Game]:
    """``random_game(players, seed, **option_fields)``: a whole game between
    random bots (cached for the session: tests only read it)."""
    return _random_game


@pytest.fixture(scope="session")
def example_records() -> Path:
    """The folder of the example records (``opening-4p.vnt``, ``complete-3p.vnt``)."""
    return RECORDS
