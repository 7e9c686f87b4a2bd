"""The games of a match between more bots than seats, in any game: tables of the bots
take turns (:class:`Pool`), and :func:`lineup` chooses between a pool and a
:class:`~tabletop.arena.Match` of one bot per seat.

With three bots for two seats, the tables are every two of them, in order, each for two
games in a row with its seats rotated:

>>> games = lineup(["a", "b", "c"], 6, 1, 2, "coins", lambda g, seats, seed: seats)
>>> list(games)
[('a', 'b'), ('b', 'a'), ('a', 'c'), ('c', 'a'), ('b', 'c'), ('c', 'b')]
>>> lineup(["a"] * 13, 6, 1, 2, "coins", lambda g, seats, seed: seats)
Traceback (most recent call last):
...
ValueError: 13 bots: a pool holds at most 12
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Sequence
from typing import TypeVar

import attrs

from .arena import MadeOnDemand, match
from .stats import derive_seed, rotate

__all__ = ["MAX_POOL", "Pool", "lineup"]

#: The most bots of a pool.
MAX_POOL = 12

_S = TypeVar("_S")


@attrs.frozen
class Pool(MadeOnDemand[_S]):
    """The games of a match between more ``bots`` than the ``players`` of a game: the
    tables of ``players`` of the bots (every combination, in order) take turns, each for
    ``players`` games in a row with its seats rotated (:func:`~tabletop.stats.rotate`),
    so that over ``players`` times the number of tables every bot has played every other
    at every seat. Game ``g``'s seed is derived from the match's ``seed`` within
    ``namespace``, as in a :class:`~tabletop.arena.Match`, and ``spec(g, seats, seed)``
    makes its spec."""

    bots: tuple[str, ...]
    games: int
    seed: int
    players: int
    namespace: str
    spec: Callable[[int, tuple[str, ...], int], _S]
    tables: tuple[tuple[str, ...], ...] = attrs.field(init=False)

    @tables.default
    def _tables(self) -> tuple[tuple[str, ...], ...]:
        return tuple(itertools.combinations(self.bots, self.players))

    def __len__(self) -> int:
        return self.games

    def make(self, g: int) -> _S:
        """The spec of game ``g``."""
        table = self.tables[(g // self.players) % len(self.tables)]
        return self.spec(g, rotate(table, g % self.players),
                         derive_seed(self.namespace, self.seed, f"game {g}"))


def lineup(bots: Sequence[str], games: int, seed: int, players: int, namespace: str,
           spec: Callable[[int, tuple[str, ...], int], _S],
           error: type[Exception] = ValueError) -> Sequence[_S]:
    """The games of a match between ``bots``: a :class:`~tabletop.arena.Match` with one
    bot per seat of ``players``, a :class:`Pool` with more (at most :data:`MAX_POOL`).
    Raises ``error`` (the game's) for fewer bots than seats, too many bots, or a number
    of ``games`` that is not a whole number from 0 to
    :data:`~tabletop.arena.MAX_GAMES`."""
    if len(bots) <= players:
        return match(bots, games, seed, players, namespace, spec, error)
    if len(bots) > MAX_POOL:
        raise error(f"{len(bots)} bots: a pool holds at most {MAX_POOL}")
    match(bots[:players], games, seed, players, namespace, spec, error)  # checks games
    return Pool(tuple(bots), games, seed, players, namespace, spec)
