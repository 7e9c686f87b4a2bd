"""Shared helpers of the benchmarks: seeded random games over the pure rules."""

from __future__ import annotations

import random
import sys
from collections.abc import Callable, Iterator
from pathlib import Path

# Benchmark the checkout these scripts live in, installed or not.
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import vanuatu
from vanuatu import GameState, Move, Options, OptionsError


def player_counts(counts: tuple[int, ...] = (2, 3, 4, 5)) -> list[int]:
    """The player counts among ``counts`` that :class:`vanuatu.Options` accepts."""
    ok = []
    for n in counts:
        try:
            Options(players=n)
        except OptionsError:
            continue
        ok.append(n)
    return ok


def clear_caches() -> None:
    """Empty every ``functools`` cache of the library, so a measurement starts cold."""
    for name, module in list(sys.modules.items()):
        if name == "vanuatu" or name.startswith("vanuatu."):
            for value in list(vars(module).values()):
                clear = getattr(value, "cache_clear", None)
                if callable(clear):
                    clear()


def random_game(
    players: int,
    seed: int,
    on_decision: Callable[[GameState, list[Move], Move], None] | None = None,
) -> Iterator[tuple[GameState, Move]]:
    """Play one game from ``seed``: a uniformly random legal move at every
    decision, chance events drawn from the same seeded generator.

    The same as :func:`vanuatu.random_playout` (the same moves from the same
    seed), with the legal-move list of each decision shown to ``on_decision``.

    Yields ``(state before, move)`` for every move; ``on_decision`` sees the
    legal-move list of every player decision.
    """
    rng = random.Random(seed)
    state = vanuatu.new_game(Options(players=players))
    while not state.is_over:
        if state.is_chance:
            move = vanuatu.sample_chance(state, rng)
        else:
            moves = vanuatu.legal_moves(state)
            move = rng.choice(moves)
            if on_decision is not None:
                on_decision(state, moves, move)
        yield state, move
        state = vanuatu.apply(state, move)
    yield state, None  # type: ignore[misc]
