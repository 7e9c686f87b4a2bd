"""Paired comparison of a few moves: flat Monte Carlo in which every move is played out
on the same deals of the hidden information and the same chance draws, a search
without a tree for a small budget among a few good candidates (those a heuristic ranks
best, say). It speaks the :class:`~tabletop.search.SearchGame` protocol of
:func:`tabletop.search.search` and returns its :class:`~tabletop.search.SearchResult`;
:func:`tabletop.search.search` itself is not changed by it.

With ``halving`` the budget is spent in stages (sequential halving): after each stage
the worse half of the moves still compared is dropped, so that the samples go to the
moves that are close.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Hashable, Sequence
from typing import Any, TypeVar

from .search import PlaysOut, SearchGame, SearchResult, play_out

__all__ = ["paired"]

M = TypeVar("M", bound=Hashable)

#: Mixed into a sample's seed to seed the playout policy's own generator (its ties).
_POLICY = 0x5DEECE66D


def paired(game: SearchGame[Any, M], me: int, root_moves: Sequence[M], rng: random.Random,
           *, samples: int | None = None, seconds: float | None = None,
           start: float | None = None, playout: int | None = None,
           bias: Sequence[float] | None = None, halving: bool = False) -> SearchResult[M]:
    """Flat Monte Carlo with paired samples, a search without a tree: each sample deals
    one determinization and one stream of chance draws, and every one of
    ``root_moves`` is played in it and played out with the game's policy up to its
    horizon (``playout`` bounds the player moves, as in :func:`search`), so that the
    moves are compared on the same cards and draws and what tells them apart is the
    move itself rather than the luck of the deal. The move chosen has the highest mean
    reward of ``me`` plus its ``bias`` (``0`` for each by default); equal scores keep
    the order of ``root_moves``. The budget is ``samples`` samples or ``seconds``
    seconds (whichever ends first; at least one sample; the seconds count from
    ``start`` when given), a sample costing one playout per root move.

    >>> import random
    >>> class Nim:  # take 1 or 2 from a pile of 4; taking the last one wins
    ...     players = 2
    ...     def determinize(self, rng): return (4, 0)
    ...     def to_act(self, s): return -2 if s[0] == 0 else s[1]
    ...     def moves(self, s): return [k for k in (1, 2) if k <= s[0]]
    ...     def play(self, s, m): return (s[0] - m, 1 - s[1])
    ...     def chance(self, s, rng): raise AssertionError
    ...     def key(self, m, actor): return m
    ...     def stop(self, s, depth): return False
    ...     def playout_move(self, s, rng): return 1 if s[0] % 3 == 1 else min(2, s[0])
    ...     def rewards(self, s): return [1.0 if s[1] == 1 else 0.0, 1.0 if s[1] == 0 else 0.0]
    >>> result = paired(Nim(), 0, [1, 2], random.Random(1), samples=3)
    >>> result.move, [(m, n, r) for m, n, r in result.children]
    (1, [(1, 3, 1.0), (2, 3, 0.0)])
    """
    if not root_moves:
        raise ValueError("paired(): no move to choose from")
    if samples is None and seconds is None:
        raise ValueError("paired(): give samples or seconds")
    if bias is not None and len(bias) != len(root_moves):
        raise ValueError(f"paired(): {len(bias)} biases for {len(root_moves)} root moves")
    if playout is not None and playout < 0:
        raise ValueError(f"paired(): playout must be 0 or more, not {playout}")
    plays_out = game.playout if isinstance(game, PlaysOut) else None
    count = len(root_moves)
    totals = [0.0] * count
    visits = [0] * count
    shift = [0.0] * count if bias is None else list(bias)

    def ranked(moves: list[int]) -> list[int]:
        return sorted(moves, key=lambda i: (-(totals[i] / max(1, visits[i]) + shift[i]), i))

    rounds = max(1, math.ceil(math.log2(count))) if halving and samples is not None else 1
    budget = None if samples is None else samples * count
    alive = list(range(count))
    now = time.perf_counter()
    start = now if start is None else start
    deadline = None if seconds is None else start + seconds
    done = 0
    slowest = 0.0
    for stage in range(rounds):
        quota = samples if budget is None or rounds == 1 else max(
            1, budget // (rounds * len(alive)))
        taken = 0
        while True:
            if quota is not None and taken >= quota:
                break
            if deadline is not None and done and now + 0.5 * slowest >= deadline:
                break
            seed = rng.getrandbits(64)
            for i in alive:
                deal = random.Random(seed)  # the same cards and draws for every move
                policy = random.Random(seed ^ _POLICY)
                state = game.play(game.determinize(deal), root_moves[i])
                totals[i] += _played_out(game, state, me, deal, policy, playout, plays_out)
                visits[i] += 1
            done += 1
            taken += 1
            then, now = now, time.perf_counter()
            slowest = max(slowest, now - then)
        if stage < rounds - 1:
            alive = ranked(alive)[:(len(alive) + 1) // 2]
    elapsed = time.perf_counter() - start
    order = ranked(alive) + ranked([i for i in range(count) if i not in alive])
    children = tuple((root_moves[i], visits[i], totals[i] / max(1, visits[i])) for i in order)
    return SearchResult(root_moves[order[0]], sum(visits), elapsed, children)


def _played_out(game: SearchGame[Any, M], state: Any, me: int, deal: random.Random,
                policy: random.Random, playout: int | None, plays_out: Any) -> float:
    """``me``'s reward after playing ``state`` out, one move after the root: chance
    drawn from ``deal``, the policy's ties from ``policy``."""
    if plays_out is not None:
        return float(plays_out(state, 1, deal)[0][me])
    return float(game.rewards(play_out(game, state, 1, deal, policy, playout))[me])
