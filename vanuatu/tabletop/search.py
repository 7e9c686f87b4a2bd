"""Single-observer information-set Monte Carlo tree search (ISMCTS) over a small game
protocol, :class:`SearchGame`.

One tree is grown for the searching player's information set; its nodes are sequences
of player moves (keyed by :meth:`SearchGame.key`, which lets a game hide what the
searcher may not see of another player's move). Each iteration determinizes the
hidden information, selects with UCT among the children legal in that determinization
(the availability counts of ISMCTS replace the parent's visits), expands one untried
move, plays out with the game's policy up to its horizon, and backs up max^n: every
node keeps the reward of the player who made its move. The move played is the most
visited child of the root.

>>> import random
>>> class Nim:  # take 1 or 2 from a pile of 7; taking the last one wins
...     players = 2
...     def determinize(self, rng): return (7, 0)
...     def to_act(self, s): return -2 if s[0] == 0 else s[1]
...     def moves(self, s): return [k for k in (1, 2) if k <= s[0]]
...     def play(self, s, m): return (s[0] - m, 1 - s[1])
...     def chance(self, s, rng): raise AssertionError
...     def key(self, m, actor): return m
...     def stop(self, s, depth): return False
...     def playout_move(self, s, rng): return rng.choice(self.moves(s))
...     def rewards(self, s): return [1.0 if s[1] == 1 else 0.0, 1.0 if s[1] == 0 else 0.0]
>>> search(Nim(), 0, [1, 2], random.Random(1), iterations=2000).move
1
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Hashable, Sequence
from typing import Any, Generic, Protocol, TypeVar

import attrs

__all__ = ["SearchGame", "SearchResult", "search"]

S = TypeVar("S")
M = TypeVar("M", bound=Hashable)


class SearchGame(Protocol[S, M]):
    """What the search needs of a game, as seen by one player.

    ``to_act`` is a player number, or a negative number: below ``-1`` the game is over,
    ``-1`` a chance event is pending (:meth:`chance` draws and plays it).
    """

    players: int

    def determinize(self, rng: random.Random) -> S:
        """A full state consistent with what the searcher sees."""
        ...

    def to_act(self, state: S) -> int:
        """The player to move, ``-1`` for chance, below ``-1`` when the game is over."""
        ...

    def moves(self, state: S) -> Sequence[M]:
        """The legal moves of the player to act."""
        ...

    def play(self, state: S, move: M) -> S:
        """The state after a legal move."""
        ...

    def chance(self, state: S, rng: random.Random) -> S:
        """The state after a chance event drawn with its probability."""
        ...

    def key(self, move: M, actor: int) -> Hashable:
        """The tree key of ``actor``'s ``move`` (moves the searcher cannot tell apart
        share a key)."""
        ...

    def stop(self, state: S, depth: int) -> bool:
        """Whether an iteration stops at ``state``, ``depth`` player moves after the
        root (the horizon)."""
        ...

    def playout_move(self, state: S, rng: random.Random) -> M:
        """The playout policy's move."""
        ...

    def rewards(self, state: S) -> Sequence[float]:
        """Every player's reward in [0, 1] at the end of an iteration."""
        ...


class _Node:
    __slots__ = ("avail", "children", "mover", "total", "visits")

    def __init__(self, mover: int) -> None:
        self.mover = mover
        self.visits = 0
        self.avail = 0
        self.total = 0.0
        self.children: dict[Hashable, _Node] = {}


@attrs.frozen
class SearchResult(Generic[M]):
    """The move chosen, the iterations and seconds spent, and the root's children as
    ``(move, visits, mean reward)``, most visited first."""

    move: M
    iterations: int
    seconds: float
    children: tuple[tuple[M, int, float], ...]


def search(game: SearchGame[Any, M], me: int, root_moves: Sequence[M], rng: random.Random,
           *, iterations: int | None = None, seconds: float | None = None,
           exploration: float = 0.7, widening: float = 1.0) -> SearchResult[M]:
    """Search from the searcher ``me``'s information set, whose legal moves are
    ``root_moves``, for ``iterations`` iterations or ``seconds`` seconds (whichever
    ends first; at least one iteration). Deeper nodes widen progressively: ``1 +
    widening * sqrt(visits)`` children, the playout policy's move first."""
    if not root_moves:
        raise ValueError("search(): no move to choose from")
    if iterations is None and seconds is None:
        raise ValueError("search(): give iterations or seconds")
    by_key: dict[Hashable, M] = {game.key(m, me): m for m in root_moves}
    root = _Node(-1)
    start = time.perf_counter()
    deadline = None if seconds is None else start + seconds
    done = 0
    while True:
        if iterations is not None and done >= iterations:
            break
        if deadline is not None and done and time.perf_counter() >= deadline:
            break
        _iterate(game, game.determinize(rng), root, me, root_moves, rng, exploration,
                 widening)
        done += 1
    elapsed = time.perf_counter() - start
    ranked = sorted(root.children.items(), key=lambda kv: (-kv[1].visits, -kv[1].total))
    children = tuple((by_key[k], n.visits, n.total / n.visits if n.visits else 0.0)
                     for k, n in ranked if k in by_key)
    move = children[0][0] if children else root_moves[0]
    return SearchResult(move, done, elapsed, children)


def _iterate(game: SearchGame[Any, M], state: Any, root: _Node, me: int,
             root_moves: Sequence[M], rng: random.Random, c: float, widening: float) -> None:
    node = root
    path = [root]
    depth = 0
    expanded = False
    while True:
        actor = game.to_act(state)
        if actor < -1:
            break
        if actor == -1:
            state = game.chance(state, rng)
            continue
        if game.stop(state, depth):
            break
        legal = root_moves if node is root else game.moves(state)
        groups: dict[Hashable, list[M]] = {}
        for m in legal:
            groups.setdefault(game.key(m, actor), []).append(m)
        children = node.children
        untried = []
        present = []
        for k in groups:
            child = children.get(k)
            if child is None:
                untried.append(k)
            else:
                child.avail += 1
                present.append(k)
        if untried and (node is root or len(present) < 1 + int(widening * math.sqrt(node.visits))):
            k = untried[rng.randrange(len(untried))]
            if node is not root and not present:
                first = game.key(game.playout_move(state, rng), actor)
                if first in groups:
                    k = first
            child = _Node(actor)
            child.avail = 1
            children[k] = child
            path.append(child)
            group = groups[k]
            state = game.play(state, group[0] if len(group) == 1
                              else group[rng.randrange(len(group))])
            depth += 1
            expanded = True
            break
        best_key: Hashable = None
        best = float("-inf")
        for k in present:
            child = children[k]
            ucb = child.total / child.visits + c * math.sqrt(math.log(child.avail) / child.visits)
            if ucb > best:
                best, best_key = ucb, k
        if best_key is None:
            break
        node = children[best_key]
        path.append(node)
        group = groups[best_key]
        state = game.play(state, group[0] if len(group) == 1 else group[rng.randrange(len(group))])
        depth += 1
    if expanded:
        while True:
            actor = game.to_act(state)
            if actor < -1:
                break
            if actor == -1:
                state = game.chance(state, rng)
                continue
            if game.stop(state, depth):
                break
            state = game.play(state, game.playout_move(state, rng))
            depth += 1
    rewards = game.rewards(state)
    root.visits += 1
    for n in path[1:]:
        n.visits += 1
        n.total += rewards[n.mover]
