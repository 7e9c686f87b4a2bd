"""The heuristic bot: the move whose result :func:`~vanuatu.bots.evaluate.evaluate`
likes best, one move ahead.

It samples the hidden rest tokens once (:func:`~vanuatu.bots.determinize.determinize`),
applies each legal move and scores the result for its player: its own expected
final PP minus :attr:`HeuristicBot.rivalry` times the best opponent's, so that
taking a majority away from the leader counts too. Chance is not rolled: a
position waiting for a draw is evaluated as it stands (the evaluation counts
the tourist tiles still to come by their expectation). Ties go to the first
best move in a seeded shuffle, so a seeded bot is deterministic.

>>> import vanuatu
>>> from vanuatu.bots import decide, make_bot
>>> game = vanuatu.Game(players=3, seed=7)
>>> bot = make_bot("heuristic", seed=1)
>>> decide(bot, game.state, game.moves) in game.legal_moves()
True
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from ..components import ACTIONS
from ..moves import Move, PlaceNeutral, Plan
from ..rules.engine import apply_unchecked
from ..state import GameState, Phase
from ..translation import N_
from .analysis import Analysis, ranked
from .determinize import determinize
from .evaluate import Context, evaluate_all
from .interface import PlayerView
from .registry import BotMaker, Parameter, register
from .weights import DEFAULT_WEIGHTS, Weights

__all__ = ["HeuristicBot", "best_move", "move_scores", "score"]


def score(values: Sequence[float], player: int, rivalry: float) -> float:
    """``player``'s value minus ``rivalry`` times the best other player's."""
    best_other = max((v for q, v in enumerate(values) if q != player), default=0.0)
    return values[player] - rivalry * best_other


def move_scores(
    state: GameState,
    player: int,
    moves: Sequence[Move],
    weights: Weights = DEFAULT_WEIGHTS,
    rivalry: float = 0.3,
) -> list[float]:
    """The :func:`score` of each of ``moves`` one move ahead in the full state ``state``."""
    if state.phase == Phase.PLANNING:
        plans = _plan_scores(state, player, moves, weights, rivalry)
        if plans is not None:
            return plans
    if state.phase == Phase.NEUTRAL and all(isinstance(m, PlaceNeutral) for m in moves):
        return _neutral_scores(state, player, moves, weights, rivalry)
    return [score(evaluate_all(apply_unchecked(state, m), weights), player, rivalry)
            for m in moves]


def best_move(
    state: GameState,
    player: int,
    moves: Sequence[Move],
    rng: random.Random,
    weights: Weights = DEFAULT_WEIGHTS,
    rivalry: float = 0.3,
) -> Move:
    """The move of ``moves`` that scores best one move ahead in the full state
    ``state``; ties go to the first in a shuffle drawn from ``rng``."""
    if len(moves) == 1:
        return moves[0]
    order = list(range(len(moves)))
    rng.shuffle(order)
    scores = move_scores(state, player, moves, weights, rivalry)
    return moves[max(order, key=lambda i: scores[i])]


def _plan_scores(
    state: GameState, player: int, moves: Sequence[Move], weights: Weights, rivalry: float
) -> list[float] | None:
    """Scores of planning moves without applying them: a plan changes only
    markers, so only the planned-action terms of the evaluation move."""
    if not all(isinstance(m, Plan) for m in moves):
        return None
    ctx = Context(state, weights)
    n = state.num_players
    base = [ctx.value(q) for q in range(n)]
    mine = state.players[player].markers
    planned_now = [ctx.planned(q) for q in range(n)]
    holders = {a: ctx.holder(a) for a in range(len(mine))}
    out = []
    for m in moves:
        assert isinstance(m, Plan)
        values = list(base)
        values[player] += ctx.plan_gain(player, m.actions)
        if rivalry:
            # another player's planned actions change only where they lose a majority
            losers = {holders[a] for a in m.actions} - {player, -1}
            if losers:
                markers = list(mine)
                for a in m.actions:
                    markers[a] += 1
                new = tuple(markers)
                for q in losers:
                    values[q] += ctx.planned_against(q, player, new) - planned_now[q]
        out.append(score(values, player, rivalry))
    return out


def _neutral_scores(
    state: GameState, player: int, moves: Sequence[Move], weights: Weights, rivalry: float
) -> list[float]:
    """Scores of neutral placements (R10.1) without applying them: a neutral
    marker is worth what the action is worth to the opponent, less what it is
    worth to the player, halved for a second marker on the same space."""
    ctx = Context(state, weights)
    other = 1 - player
    gap = [ctx.action_value(other, a, False, False) - ctx.action_value(player, a, False, False)
           for a in ACTIONS]
    out = []
    for m in moves:
        assert isinstance(m, PlaceNeutral)
        seen: set[int] = set()
        total = 0.0
        for a in m.actions:
            total += gap[a] * (0.5 if a in seen else 1.0)
            seen.add(a)
        out.append(total)
    return out


class HeuristicBot:
    """Greedy one move ahead on the documented evaluation; ``seed`` makes it
    deterministic. ``rivalry`` weighs the best opponent's value against its own."""

    name = "heuristic"

    def __init__(self, seed: int | str | None = None, rivalry: float = 0.3,
                 weights: Weights = DEFAULT_WEIGHTS) -> None:
        self._rng = random.Random(seed)
        self.rivalry = rivalry
        self.weights = weights

    def choose(self, view: PlayerView) -> Move:
        """The legal move that looks best one move ahead."""
        moves = view.legal_moves
        if not moves:
            raise ValueError(f"no legal move to choose for P{view.player}")
        if len(moves) == 1:
            return moves[0]
        state = determinize(view.observation, self._rng)
        return best_move(state, view.player, moves, self._rng, self.weights, self.rivalry)

    def analyse(self, view: PlayerView) -> Analysis:
        """Every legal move ranked as :meth:`choose` ranks them (the same
        random draws: a bot seeded alike chooses the first), with its score
        and the player's expected final PP after it."""
        moves = view.legal_moves
        if not moves:
            raise ValueError(f"no legal move to choose for P{view.player}")
        state = determinize(view.observation, self._rng)
        order = list(range(len(moves)))
        if len(moves) > 1:
            self._rng.shuffle(order)
        scores = move_scores(state, view.player, moves, self.weights, self.rivalry)
        pps = [evaluate_all(apply_unchecked(state, m), self.weights)[view.player]
               for m in moves]
        return Analysis(view.player, self.name, ranked(moves, order, scores, pps))


register(BotMaker(
    "heuristic",
    lambda seed, **params: HeuristicBot(seed, **params),
    (Parameter("rivalry", float, 0.0, N_("weight of the best opponent's value (0.3)")),),
    "greedy one move ahead on the evaluation of vanuatu.bots.evaluate",
))
