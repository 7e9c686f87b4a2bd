"""The seeded generator of the boardgamers.space engine, reproduced.

That engine draws every chance event from its seed: draw number ``k`` hashes
the text ``"SEED:k"`` with SHA-256, reads the first four bytes as a big-endian
unsigned integer and takes it modulo the number of outcomes. A shuffle walks
the list from its end, swapping each place ``i`` with a place drawn among
``0..i`` (a Fisher-Yates shuffle).

>>> g = EngineRandom("vanuatu")
>>> g.below(6) in range(6), g.draws
(True, 1)
>>> sorted(g.shuffle(["a", "b", "c"]))
['a', 'b', 'c']
"""

from __future__ import annotations

import hashlib
from collections.abc import Sequence
from typing import TypeVar

__all__ = ["EngineRandom"]

T = TypeVar("T")


class EngineRandom:
    """The engine's generator for ``seed``, at its ``draws``-th draw."""

    __slots__ = ("draws", "seed")

    def __init__(self, seed: str, draws: int = 0) -> None:
        self.seed = seed
        self.draws = draws

    def below(self, n: int) -> int:
        """The next draw among ``0 .. n - 1``."""
        digest = hashlib.sha256(f"{self.seed}:{self.draws}".encode()).digest()
        self.draws += 1
        return int.from_bytes(digest[:4], "big") % n

    def shuffle(self, items: Sequence[T]) -> list[T]:
        """A shuffled copy of ``items``, as the engine shuffles."""
        out = list(items)
        for i in range(len(out) - 1, 0, -1):
            j = self.below(i + 1)
            out[i], out[j] = out[j], out[i]
        return out
