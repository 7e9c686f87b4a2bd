"""The ISMCTS bot: a search from what its player sees, among the moves the heuristic bot
values best.

Each sample or iteration fills in the hidden cards at random
(:func:`~vapor_willie.bots.determinize.determinize`), so the bot never looks at another
player's objective cards; another player's ``keep`` is one node whatever card it keeps.
Only the ``width`` moves the heuristic bot values best are searched at the root.

By default (``method=paired``, :func:`tabletop.paired.paired`) those moves are compared
on shared samples: each sample deals the hidden cards once and draws the bag's cubes
from one stream, and every candidate is played in it and played out with the one-move
greedy policy to the end of the turn ``horizon`` turns after the current one (by
default a full round: every other player answers with the greedy policy before the
bot's next turn); the budget is spent in stages, the worse half of the candidates
dropped after each (``halving``); the heuristic's ranking, weighted by ``lead``, breaks
what the samples cannot tell apart. With ``method=tree`` the moves are searched with
UCT (:func:`tabletop.search.search`), the heuristic's ranking leading while a move has
few visits (a progressive bias). Either way the position reached is valued with
:func:`~vapor_willie.bots.evaluate.evaluate_all` (a logistic of the margin over the best
other player; a finished game is won or lost, :func:`outcome_rewards`), and playouts
make no offer (VW8.3: the others are not searched making offers either).

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

from tabletop.paired import paired
from tabletop.search import SearchResult, search

from ..moves import Keep, Move, Pass
from ..rules.engine import apply_unchecked, legal_moves
from ..state import GameState
from .determinize import determinize
from .evaluate import evaluate_all, rewards
from .interface import PlayerView
from .lookahead import draw, greedy_move, move_values

__all__ = ["DEFAULT_ITERATIONS", "IsmctsBot", "outcome_rewards"]

#: Iterations per decision when no budget is given.
DEFAULT_ITERATIONS = 60


def _turn(state: GameState) -> int:
    """A number that grows by one with every turn (setup is turn -1)."""
    if state.current < 0:
        return -1
    n = state.num_players
    return state.round * n + (state.current - state.first_player) % n


def outcome_rewards(state: GameState, scale: float) -> list[float]:
    """Every player's reward at the end of an iteration: in a finished game 1 for a
    winner (shared by the winners, VW11.6) and 0 for the others, so that the search
    ends the game at The End when that wins it and not when it loses (VW10.1), as the
    heuristic does; while the game goes on, the logistic of the margin of
    :func:`~vapor_willie.bots.evaluate.rewards`.

    >>> import vapor_willie as vw
    >>> [round(r, 2) for r in outcome_rewards(vw.Game(players=2, seed=3).state, 3.0)]
    [0.5, 0.5]
    """
    values = evaluate_all(state)
    if not state.is_over:
        return rewards(values, scale)
    best = max(values)
    winners = [v >= best for v in values]
    return [1.0 / sum(winners) if w else 0.0 for w in winners]


class _Game:
    """The :class:`~tabletop.search.SearchGame` of one decision."""

    def __init__(self, view: PlayerView, horizon: int, scale: float, rivalry: float,
                 epsilon: float, depth: int = 1) -> None:
        self.view = view
        self.players = view.state.num_players
        self.me = view.player
        self.last_turn = _turn(view.state) + horizon
        self.scale = scale
        self.rivalry = rivalry
        self.epsilon = epsilon
        self.depth = depth

    def determinize(self, rng: random.Random) -> GameState:
        return determinize(self.view.observation, rng)

    def to_act(self, state: GameState) -> int:
        return state.to_act

    def moves(self, state: GameState) -> Sequence[Move]:
        step = state.step
        if step is not None and step.kind == "offer" and step.target != self.me:
            return (Pass(step.target),)  # the others are not searched making offers
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
        step = state.step
        if step is not None and step.kind == "offer":
            return Pass(step.target)  # a playout makes no offer (VW8.3)
        moves = legal_moves(state)
        if len(moves) == 1 or rng.random() < self.epsilon:
            return moves[rng.randrange(len(moves))]
        return greedy_move(state, moves, rng, self.rivalry, depth=self.depth)

    def rewards(self, state: GameState) -> Sequence[float]:
        return outcome_rewards(state, self.scale)


class IsmctsBot:
    """A search from the player's view. ``iterations`` and ``seconds`` are the budget
    of a decision (whichever ends first; with ``method="paired"`` the iterations are
    playouts, shared out among the candidates); ``horizon`` the extra turns an
    iteration looks at (1: to the end of the next player's turn; ``None``, the default:
    a full round, one turn fewer than the players), ``depth`` the own moves the playout
    policy looks at (1; 2 is the heuristic's, and far slower), ``exploration`` the UCT
    constant,
    ``scale`` the margin in points that makes a reward of 0.73, ``widening`` the
    progressive widening of deeper nodes (``others`` that of the other players' nodes,
    ``0`` for the greedy policy's move alone; ``widening`` by default); ``playout`` the
    most moves of a playout (``None``: to the horizon) and ``epsilon`` its share of
    random moves. Only the ``width`` moves the heuristic bot values best (two own moves
    deep, an offer once answered, after ``replies`` moves of the others) are searched at
    the root, that value less the best one's, over ``scale`` and times ``prior``, being
    the progressive bias of each (``0`` for none). ``method`` is ``"paired"`` (the
    default: the candidates played out on shared samples, :func:`tabletop.paired.paired`,
    in stages that drop the worse half when ``halving``, the bias times ``lead``
    breaking near ties) or ``"tree"`` (UCT, :func:`tabletop.search.search`)."""

    name = "ismcts"

    def __init__(self, seed: int | str | None = None,
                 iterations: int | None = DEFAULT_ITERATIONS, seconds: float | None = None,
                 horizon: int | None = None, exploration: float = 0.7, scale: float = 3.0,
                 widening: float = 1.0, rivalry: float = 0.3, epsilon: float = 0.0,
                 width: int = 4, replies: int = 0, playout: int | None = None,
                 prior: float = 1.0, others: float | None = None,
                 method: str = "paired", lead: float = 0.1, depth: int = 1,
                 halving: int = 1) -> None:
        if method not in ("tree", "paired"):
            raise ValueError(f"method must be tree or paired, not {method!r}")
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
        self.playout = playout
        self.prior = prior
        self.others = others
        self.method = method
        self.lead = lead
        self.depth = depth
        self.halving = bool(halving)
        #: What the last search did (``None`` before the first, or when one move was legal).
        self.last: SearchResult[Move] | None = None

    def candidates(self, view: PlayerView) -> tuple[tuple[Move, ...], list[float]]:
        """The root moves of a search of ``view`` (at most ``width`` of its legal moves,
        in their order) and the heuristic's value of each, as :meth:`choose` ranks them
        on one deal of the hidden cards."""
        moves = view.legal_moves
        sample = determinize(view.observation, self._rng)
        values = move_values(sample, moves, self._rng, self.rivalry, depth=2,
                             replies=self.replies, answers=True)
        kept = sorted(sorted(range(len(moves)), key=lambda i: -values[i])[:self.width])
        return tuple(moves[i] for i in kept), [values[i] for i in kept]

    def choose(self, view: PlayerView) -> Move:
        """The move the search values best: the best of the paired comparison, or the
        most visited at the root of the tree."""
        start = time.perf_counter()  # a time budget counts the ranking below
        moves = view.legal_moves
        if not moves:
            raise ValueError(f"no legal move to choose for P{view.player}")
        if len(moves) == 1:
            self.last = None
            return moves[0]
        iterations = self.iterations
        if iterations is None and self.seconds is None:
            iterations = DEFAULT_ITERATIONS
        bias = None
        if len(moves) > self.width or self.prior:
            # search only the moves the heuristic values best, two own moves deep, once
            # the others have answered them (an offer is worth what its answer makes it)
            moves, values = self.candidates(view)
            if self.prior:
                top = max(values)
                bias = [self.prior * (v - top) / self.scale for v in values]
        horizon = view.state.num_players - 1 if self.horizon is None else self.horizon
        game = _Game(view, horizon, self.scale, self.rivalry, self.epsilon, self.depth)
        if self.method == "paired":
            samples = None if iterations is None else max(1, iterations // len(moves))
            self.last = paired(game, view.player, moves, self._rng, samples=samples,
                               seconds=self.seconds, start=start, playout=self.playout,
                               bias=None if bias is None else [b * self.lead for b in bias],
                               halving=self.halving)
            return self.last.move
        self.last = search(game, view.player, moves, self._rng, iterations=iterations,
                           seconds=self.seconds, exploration=self.exploration,
                           widening=self.widening, start=start, playout=self.playout,
                           bias=bias, others=self.others)
        return self.last.move
