"""Shared helpers of the benchmarks: seeded random games over the pure rules."""

from __future__ import annotations

import contextlib
import gc
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
    """Empty every cache of the library, so a measurement starts cold."""
    clear = getattr(vanuatu, "clear_caches", None)
    if clear is not None:
        clear()
        return
    # an older checkout measured with these scripts: every ``functools`` cache
    for name, module in list(sys.modules.items()):
        if name == "vanuatu" or name.startswith("vanuatu."):
            for value in list(vars(module).values()):
                clear = getattr(value, "cache_clear", None)
                if callable(clear):
                    clear()


@contextlib.contextmanager
def search_mode() -> Iterator[None]:
    """:func:`vanuatu.search_mode`, or its equivalent for an older checkout."""
    mode = getattr(vanuatu, "search_mode", None)
    if mode is not None:
        with mode():
            yield
        return
    gc.disable()
    gc.freeze()
    try:
        yield
    finally:
        gc.unfreeze()
        gc.enable()


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
