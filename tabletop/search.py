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

A game may also give each player a *value* (its expected final score, say) beside the
reward, through :class:`Valued`: each root child then keeps the mean value of the
iterations through it (:attr:`SearchResult.values`), what a hint or an analysis shows.
A game may also play its playouts itself, through :class:`PlaysOut` (a faster
implementation of the same policy, say): the search then hands it the state after the
expansion instead of playing :meth:`SearchGame.playout_move` move by move.
A time budget stops before an iteration that would likely end past it (the next one is
assumed to take half as long as the slowest so far), and may count time spent before
the search (``start``).

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
from typing import Any, Generic, Protocol, TypeVar, runtime_checkable

import attrs

__all__ = ["PlaysOut", "SearchGame", "SearchResult", "Valued", "margin_rewards", "play_out",
           "search"]

S = TypeVar("S")
M = TypeVar("M", bound=Hashable)
S_in = TypeVar("S_in", contravariant=True)


class SearchGame(Protocol[S, M]):
    """What the search needs of a game, as seen by one player.

    ``to_act`` is a player number, or a negative number: below ``-1`` the game is over,
    ``-1`` a chance event is pending (:meth:`chance` draws and plays it).
    """

    players: int

    def determinize(self, rng: random.Random) -> S:
        """A full state consistent with what the searcher sees; called once at the start
        of every iteration."""
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
        root (the horizon). It is asked of every state an iteration reaches that is not
        over, in order, chance states included (before their event is drawn), so a game
        may count what it has seen since the last :meth:`determinize` (changes of
        phase, say)."""
        ...

    def playout_move(self, state: S, rng: random.Random) -> M:
        """The playout policy's move."""
        ...

    def rewards(self, state: S) -> Sequence[float]:
        """Every player's reward in [0, 1] at the end of an iteration."""
        ...


@runtime_checkable
class Valued(Protocol[S_in]):
    """A :class:`SearchGame` whose end of an iteration gives each player a value beside
    the reward; :func:`search` then calls :meth:`outcome` instead of
    :meth:`SearchGame.rewards`."""

    def outcome(self, state: S_in) -> tuple[Sequence[float], Sequence[float]]:
        """Every player's reward in [0, 1] and every player's value."""
        ...


@runtime_checkable
class PlaysOut(Protocol[S_in]):
    """A :class:`SearchGame` that plays its playouts itself: :func:`search` calls
    :meth:`playout` after an expansion instead of asking :meth:`SearchGame.stop` and
    :meth:`SearchGame.playout_move` move by move."""

    def playout(self, state: S_in, depth: int, rng: random.Random
                ) -> tuple[Sequence[float], Sequence[float]]:
        """Play out from ``state`` (``depth`` player moves after the root) to the
        horizon, as :meth:`SearchGame.stop` and :meth:`SearchGame.playout_move`
        would: every player's reward in [0, 1] there and every player's value (any
        numbers for a game that is not :class:`Valued`)."""
        ...


class _Node:
    __slots__ = ("avail", "children", "mover", "total", "value", "visits")

    def __init__(self, mover: int) -> None:
        self.mover = mover
        self.visits = 0
        self.avail = 0
        self.total = 0.0
        self.value = 0.0
        self.children: dict[Hashable, _Node] = {}


@attrs.frozen
class SearchResult(Generic[M]):
    """The move chosen, the iterations and seconds spent, the root's children as
    ``(move, visits, mean reward)``, most visited first, and (for a :class:`Valued`
    game) each child's mean value, in the same order."""

    move: M
    iterations: int
    seconds: float
    children: tuple[tuple[M, int, float], ...]
    values: tuple[float, ...] = ()


def search(game: SearchGame[Any, M], me: int, root_moves: Sequence[M], rng: random.Random,
           *, iterations: int | None = None, seconds: float | None = None,
           exploration: float = 0.7, widening: float = 1.0,
           start: float | None = None, playout: int | None = None,
           bias: Sequence[float] | None = None,
           others: float | None = None) -> SearchResult[M]:
    """Search from the searcher ``me``'s information set, whose legal moves are
    ``root_moves``, for ``iterations`` iterations or ``seconds`` seconds (whichever
    ends first; at least one iteration; the seconds count from ``start``, a
    :func:`time.perf_counter` reading, when given). Deeper nodes widen progressively:
    ``1 + widening * sqrt(visits)`` children, the playout policy's move first.

    ``playout`` bounds the player moves of a playout (``0``: the position reached by
    the expansion is valued at once, after its chance events; ``None``, the default:
    up to the horizon). ``bias`` gives each of ``root_moves`` a progressive bias, a
    reward added to its UCT value and divided by one more than its visits, so that a
    prior ranking leads while a child has few visits (its root children are also
    expanded in the order of their bias, highest first). ``others`` is the widening of
    the nodes where another player than ``me`` is to move (``0``: only the playout
    policy's move, a model of the others; ``None``, the default: ``widening``)."""
    if not root_moves:
        raise ValueError("search(): no move to choose from")
    if iterations is None and seconds is None:
        raise ValueError("search(): give iterations or seconds")
    if bias is not None and len(bias) != len(root_moves):
        raise ValueError(f"search(): {len(bias)} biases for {len(root_moves)} root moves")
    if playout is not None and playout < 0:
        raise ValueError(f"search(): playout must be 0 or more, not {playout}")
    by_key: dict[Hashable, M] = {game.key(m, me): m for m in root_moves}
    biases: dict[Hashable, float] | None = None
    if bias is not None:
        biases = {}
        for m, b in zip(root_moves, bias, strict=True):
            k = game.key(m, me)
            biases[k] = max(b, biases.get(k, b))
    root = _Node(-1)
    outcome = game.outcome if isinstance(game, Valued) else None
    plays_out = game.playout if isinstance(game, PlaysOut) else None
    now = time.perf_counter()
    start = now if start is None else start
    deadline = None if seconds is None else start + seconds
    done = 0
    slowest = 0.0  # the longest iteration so far: the next one may take as long
    while True:
        if iterations is not None and done >= iterations:
            break
        if deadline is not None and done and now + 0.5 * slowest >= deadline:
            break  # the next iteration would likely end past the deadline
        _iterate(game, game.determinize(rng), root, me, root_moves, rng, exploration,
                 widening, outcome, playout, biases, others, plays_out)
        done += 1
        then, now = now, time.perf_counter()
        slowest = max(slowest, now - then)
    elapsed = time.perf_counter() - start
    ranked = [(by_key[k], n) for k, n in sorted(
        root.children.items(), key=lambda kv: (-kv[1].visits, -kv[1].total)) if k in by_key]
    children = tuple((m, n.visits, n.total / n.visits if n.visits else 0.0)
                     for m, n in ranked)
    values = () if outcome is None else tuple(
        n.value / n.visits if n.visits else 0.0 for _, n in ranked)
    move = children[0][0] if children else root_moves[0]
    return SearchResult(move, done, elapsed, children, values)


def _iterate(game: SearchGame[Any, M], state: Any, root: _Node, me: int,
             root_moves: Sequence[M], rng: random.Random, c: float, widening: float,
             outcome: Any, playout: int | None = None,
             biases: dict[Hashable, float] | None = None,
             others: float | None = None, plays_out: Any = None) -> None:
    node = root
    path = [root]
    depth = 0
    expanded = False
    while True:
        actor = game.to_act(state)
        if actor < -1:
            break
        if game.stop(state, depth):
            break
        if actor == -1:
            state = game.chance(state, rng)
            continue
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
        wide = widening if others is None or actor == me else others
        if untried and (node is root or len(present) < 1 + int(wide * math.sqrt(node.visits))):
            k = untried[rng.randrange(len(untried))]
            if node is root and biases is not None:
                k = max(untried, key=lambda u: biases.get(u, 0.0))
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
        prior = biases if node is root else None
        for k in present:
            child = children[k]
            ucb = child.total / child.visits + c * math.sqrt(math.log(child.avail) / child.visits)
            if prior is not None:
                ucb += prior.get(k, 0.0) / (1 + child.visits)
            if ucb > best:
                best, best_key = ucb, k
        if best_key is None:
            break
        node = children[best_key]
        path.append(node)
        group = groups[best_key]
        state = game.play(state, group[0] if len(group) == 1 else group[rng.randrange(len(group))])
        depth += 1
    found = None
    if expanded and plays_out is not None:
        found = plays_out(state, depth, rng)
    elif expanded:
        state = play_out(game, state, depth, rng, rng, playout)
    root.visits += 1
    if found is None and outcome is not None:
        found = outcome(state)
    if found is None:
        rewards = game.rewards(state)
        for n in path[1:]:
            n.visits += 1
            n.total += rewards[n.mover]
    else:
        rewards, values = found
        for n in path[1:]:
            n.visits += 1
            n.total += rewards[n.mover]
            n.value += values[n.mover]


def play_out(game: SearchGame[Any, M], state: Any, depth: int, deal: random.Random,
             policy: random.Random, playout: int | None = None) -> Any:
    """``state`` played on by ``game``'s playout policy (its ties drawn from
    ``policy``) and chance (drawn from ``deal``) until ``game.stop`` at the
    depth reached (``depth`` now), the end, or ``playout`` moves: the state
    reached."""
    played = 0
    while True:
        actor = game.to_act(state)
        if actor < -1 or game.stop(state, depth):
            return state
        if actor == -1:
            state = game.chance(state, deal)
            continue
        if playout is not None and played >= playout:
            return state
        state = game.play(state, game.playout_move(state, policy))
        depth += 1
        played += 1


def margin_rewards(values: Sequence[float], scale: float) -> list[float]:
    """Each player's value turned into a reward in [0, 1]: a logistic of its margin
    over the best other player, ``scale`` units of value making a reward of 0.73.

    >>> [round(r, 2) for r in margin_rewards([10.0, 7.0], 3.0)]
    [0.73, 0.27]
    """
    out = []
    for q, v in enumerate(values):
        other = max((w for i, w in enumerate(values) if i != q), default=0.0)
        margin = (v - other) / scale
        out.append(1.0 / (1.0 + math.exp(-max(-30.0, min(30.0, margin)))))
    return out
