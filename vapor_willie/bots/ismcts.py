"""The ISMCTS bot: information-set Monte Carlo tree search
(:func:`tabletop.search.search`) from what its player sees.

Each iteration fills in the hidden cards at random
(:func:`~vapor_willie.bots.determinize.determinize`), so the bot never looks at another
player's objective cards; another player's ``keep`` is one node whatever card it keeps.
Iterations stop at the end of the turn ``horizon`` turns after the current one, and
value the position with :func:`~vapor_willie.bots.evaluate.evaluate_all` (a logistic
of the margin over the best other player); playouts follow the one-move greedy policy
(with a random move one time in twenty).

>>> import vapor_willie as vw
>>> from vapor_willie.bots import decide, make_bot
>>> game = vw.Game(players=3, seed=7)
>>> decide(make_bot("ismcts:iterations=20", seed=1), game.state) in game.legal_moves()
True
"""

from __future__ import annotations

import random
import time
from collections.abc import Hashable, Sequence

from tabletop.search import SearchResult, search

from ..moves import Keep, Move
from ..rules.engine import apply_unchecked, legal_moves
from ..state import GameState
from .determinize import determinize
from .evaluate import evaluate_all, rewards
from .interface import PlayerView
from .lookahead import draw, greedy_move, move_values

__all__ = ["DEFAULT_ITERATIONS", "IsmctsBot"]

#: Iterations per decision when no budget is given.
DEFAULT_ITERATIONS = 100


def _turn(state: GameState) -> int:
    """A number that grows by one with every turn (setup is turn -1)."""
    if state.current < 0:
        return -1
    n = state.num_players
    return state.round * n + (state.current - state.first_player) % n


class _Game:
    """The :class:`~tabletop.search.SearchGame` of one decision."""

    def __init__(self, view: PlayerView, horizon: int, scale: float, rivalry: float,
                 epsilon: float) -> None:
        self.view = view
        self.players = view.state.num_players
        self.me = view.player
        self.last_turn = _turn(view.state) + horizon
        self.scale = scale
        self.rivalry = rivalry
        self.epsilon = epsilon

    def determinize(self, rng: random.Random) -> GameState:
        return determinize(self.view.observation, rng)

    def to_act(self, state: GameState) -> int:
        return state.to_act

    def moves(self, state: GameState) -> Sequence[Move]:
        return legal_moves(state)

    def play(self, state: GameState, move: Move) -> GameState:
        return apply_unchecked(state, move)

    def chance(self, state: GameState, rng: random.Random) -> GameState:
        return draw(state, rng)

    def key(self, move: Move, actor: int) -> Hashable:
        if actor != self.me and isinstance(move, Keep):
            return ("keep", actor)  # the card kept is hidden from the searcher
        return move

    def stop(self, state: GameState, depth: int) -> bool:
        return depth > 0 and _turn(state) > self.last_turn

    def playout_move(self, state: GameState, rng: random.Random) -> Move:
        moves = legal_moves(state)
        if len(moves) == 1 or rng.random() < self.epsilon:
            return moves[rng.randrange(len(moves))]
        return greedy_move(state, moves, rng, self.rivalry, depth=1)

    def rewards(self, state: GameState) -> Sequence[float]:
        return rewards(evaluate_all(state), self.scale)


class IsmctsBot:
    """ISMCTS from the player's view. ``iterations`` and ``seconds`` are the budget of
    a decision (whichever ends first); ``horizon`` the extra turns an iteration looks
    at, ``exploration`` the UCT constant, ``scale`` the margin in points that makes a
    reward of 0.73, ``widening`` the progressive widening of deeper nodes; only the
    ``width`` moves the heuristic bot values best (two own moves deep) are searched at
    the root."""

    name = "ismcts"

    def __init__(self, seed: int | str | None = None,
                 iterations: int | None = DEFAULT_ITERATIONS, seconds: float | None = None,
                 horizon: int = 0, exploration: float = 0.7, scale: float = 3.0,
                 widening: float = 1.0, rivalry: float = 0.3, epsilon: float = 0.05,
                 width: int = 4, replies: int = 4) -> None:
        self._rng = random.Random(seed)
        self.iterations = iterations
        self.seconds = seconds
        self.horizon = horizon
        self.exploration = exploration
        self.scale = scale
        self.widening = widening
        self.rivalry = rivalry
        self.epsilon = epsilon
        self.width = width
        self.replies = replies
        #: What the last search did (``None`` before the first, or when one move was legal).
        self.last: SearchResult[Move] | None = None

    def choose(self, view: PlayerView) -> Move:
        """The most visited move at the root after the search."""
        start = time.perf_counter()  # a time budget counts the pruning below
        moves = view.legal_moves
        if not moves:
            raise ValueError(f"no legal move to choose for P{view.player}")
        if len(moves) == 1:
            self.last = None
            return moves[0]
        iterations = self.iterations
        if iterations is None and self.seconds is None:
            iterations = DEFAULT_ITERATIONS
        if len(moves) > self.width:
            # search only the moves the heuristic values best, two own moves deep, once
            # the others have answered them (an offer is worth what its answer makes it)
            sample = determinize(view.observation, self._rng)
            values = move_values(sample, moves, self._rng, self.rivalry, depth=2,
                                 replies=self.replies)
            best = sorted(range(len(moves)), key=lambda i: -values[i])[:self.width]
            moves = tuple(moves[i] for i in sorted(best))
        game = _Game(view, self.horizon, self.scale, self.rivalry, self.epsilon)
        self.last = search(game, view.player, moves, self._rng, iterations=iterations,
                           seconds=self.seconds, exploration=self.exploration,
                           widening=self.widening, start=start)
        return self.last.move
