"""The ISMCTS bot: information-set Monte Carlo tree search.

This is single-observer ISMCTS (Cowling, Powley and Whitehouse, *Information
Set Monte Carlo Tree Search*, IEEE TCIAIG 2012). One tree is grown for the
bot's information set; its nodes are sequences of player moves. Each
iteration:

1. **Determinizes**: samples the hidden rest tokens of the other players
   consistently with the observation (:func:`~vanuatu.bots.determinize.determinize`).
   The piles hold no hidden order in a state: chance events are drawn from
   :func:`~vanuatu.chance_outcomes` with their probabilities whenever they come.
2. **Selects** with UCT among the children whose moves are legal in this
   determinization, counting for each child how often it was available
   (the availability counts of ISMCTS replace the parent's visit count).
   Another player's Rest move is one node whatever its token (R9: the token is
   hidden from the bot), and the token is drawn when it is played.
3. **Expands** one untried legal move: at the root any of the ``width`` moves
   the heuristic likes best, deeper down the playout policy's move first and
   others as the node's visits grow (progressive widening).
4. **Plays out** with the fast heuristic policy
   (:func:`~vanuatu.bots.policy.playout_move`) up to the horizon: the end of
   the current phase (of planning when the search starts at character
   selection or tile placement), plus ``horizon`` more phases: by default
   one more with Rising Waters (:data:`RISING_WATERS_HORIZON`), so that the
   playouts from planning go through the actions, where the dikes are built,
   and see the water rise (R10.3); none otherwise.
5. **Evaluates** every player with :func:`~vanuatu.bots.evaluate.evaluate_all`
   and turns each into a reward in [0, 1]: a logistic of the player's margin
   over the best other player (``scale`` PP), an estimate of the chance to win;
   with Rising Waters raised to at least :data:`DEFEAT_GAP` and times the
   chance that the flood does not defeat every player
   (:func:`~vanuatu.bots.evaluate.defeat_risk`, R10.3), so that a defeat is
   worse than any place.
6. **Backs up max^n**: every node keeps the reward of the player who made its
   move, so each player is assumed to pursue their own score.

Why max^n and not paranoid: Vanuatu is a race for points among 2 to 5
players, not a coalition game. Paranoid search assumes every opponent plays to
minimize the bot's score, which with three or four opponents makes it
passive (it avoids contested majorities that opponents would rarely all
contest); max^n models opponents as what they are, players after their own
points, which is also how the heuristic and the other bots play.

Steps 2, 3 and 6 are the game-independent search of
:func:`tabletop.search.search`, which Vapor Willie's ISMCTS bot uses too;
this module plugs Vanuatu into it (:class:`VanuatuSearch`: the determinization,
the rest-token keys, the phase horizon, the playout policy and the rewards).

With ``core="native"`` (``ismcts:core=native``, the default when
:data:`vanuatu.NATIVE`) steps 4 and 5 run in the native core, one call per
playout (:mod:`vanuatu.bots.ismcts_native`); the tree stays here.

The move played is the most visited child of the root. Free actions (R7) are
not searched. The search pauses the garbage collector (it allocates many
short-lived states) and uses :func:`vanuatu.apply_unchecked` for listed moves.

>>> import vanuatu
>>> from vanuatu.bots import Budget, decide, make_bot
>>> game = vanuatu.Game(players=3, seed=7)
>>> bot = make_bot("ismcts:iterations=20", seed=1)
>>> decide(bot, game.state, game.moves) in game.legal_moves()
True
"""

from __future__ import annotations

import gc
import random
import time
from collections.abc import Hashable, Sequence
from typing import Any

import attrs

from tabletop.search import SearchResult, margin_rewards, search

from ..errors import BotError
from ..moves import FREE_MOVE_TYPES, Move
from ..native import NATIVE
from ..playout import sample_chance
from ..rules.engine import apply_unchecked
from ..state import GameState
from ..translation import N_
from .analysis import Analysis, Candidate
from .determinize import determinize
from .evaluate import defeat_risk, evaluate_all
from .heuristic import move_scores
from .horizon import Horizon, stop_phase, tree_key
from .interface import MAX_ITERATIONS, MAX_SECONDS, Budget, PlayerView
from .policy import player_moves, playout_move
from .registry import BotMaker, Parameter, register
from .weights import DEFAULT_WEIGHTS, Weights

__all__ = ["BUDGET_AIM", "CORES", "DEFAULT_ITERATIONS", "DEFEAT_GAP", "PARAMETERS",
           "RISING_WATERS_HORIZON", "IsmctsBot", "SearchStats", "VanuatuSearch"]

#: Iterations per decision when neither the bot nor the view sets a budget.
DEFAULT_ITERATIONS = 200
#: The share of a budget in seconds that the search aims at: the rest is kept
#: for the last iteration and for the time the process waits for a core.
BUDGET_AIM = 0.9
#: With Rising Waters (R10.3), the reward of the worst place when the table
#: stays afloat: a defeat of everyone (reward 0) is worse than any place.
DEFEAT_GAP = 0.25
#: The extra phases a playout goes through with Rising Waters when the bot's
#: ``horizon`` is not set (none without Rising Waters): playouts from planning
#: (R4.3) then reach the actions, where dikes are built and the water rises
#: (R10.3), and the search sees what a missing dike costs.
RISING_WATERS_HORIZON = 1
#: Where the playouts run: ``"native"`` (the native core, :mod:`vanuatu.native`)
#: or ``"python"``.
CORES = ("native", "python")


@attrs.define
class SearchStats:
    """What the last search did: iterations, seconds, and the root's children
    as ``(move, visits, mean reward)``."""

    iterations: int = 0
    seconds: float = 0.0
    children: tuple[tuple[Move, int, float], ...] = ()

    @property
    def per_second(self) -> float:
        """Iterations per second."""
        return self.iterations / self.seconds if self.seconds > 0 else 0.0


class IsmctsBot:
    """Single-observer ISMCTS with UCT, heuristic playouts and max^n backup.

    ``iterations`` and ``seconds`` are its default budget (a view's
    :class:`~vanuatu.bots.Budget` overrides them); ``exploration`` is the UCT
    constant, ``horizon`` the extra phases a playout goes through (``None``:
    :data:`RISING_WATERS_HORIZON` with Rising Waters, else 0), ``scale``
    the PP margin that makes a reward of 0.73; only the ``width`` moves the
    heuristic likes best are searched at the root; deeper nodes widen
    progressively (``1 + widening * sqrt(visits)`` children, the playout
    policy's move first), so that with a small budget the other players are
    modelled by the policy rather than by random moves. ``core`` is where the
    playouts run, one of :data:`CORES` (``None``: ``"native"`` when
    :data:`vanuatu.NATIVE`, else ``"python"``).
    """

    name = "ismcts"

    def __init__(
        self,
        seed: int | str | None = None,
        iterations: int | None = DEFAULT_ITERATIONS,
        seconds: float | None = None,
        exploration: float = 0.7,
        horizon: int | None = None,
        scale: float = 5.0,
        width: int = 8,
        widening: float = 1.0,
        weights: Weights = DEFAULT_WEIGHTS,
        core: str | None = None,
    ) -> None:
        Budget(iterations, seconds)  # within the bounds of a budget (BotError otherwise)
        given: dict[str, object] = {"exploration": exploration, "horizon": horizon,
                                    "scale": scale, "width": width, "widening": widening,
                                    "core": core}
        for parameter in PARAMETERS:
            value = given.get(parameter.name)
            if value is not None:
                try:
                    parameter.check(value)
                except ValueError as e:
                    raise BotError(f"IsmctsBot: {e}") from None
        if core is None:
            core = "native" if NATIVE else "python"
        if core == "native" and not NATIVE:
            raise BotError("IsmctsBot: core=native needs the native core, which is not "
                           "loaded (pip install ./native); core=python runs without it")
        self.core = core
        self._rng = random.Random(seed)
        self.iterations = iterations
        self.seconds = seconds
        self.exploration = exploration
        self.horizon = horizon
        self.scale = scale
        self.width = width
        self.widening = widening
        self.weights = weights
        #: Statistics of the last search.
        self.stats = SearchStats()
        self._last: SearchResult[Move] | None = None

    def choose(self, view: PlayerView) -> Move:
        """The most visited root move after the search."""
        start = time.perf_counter()  # a time budget counts the pruning below
        moves = [m for m in view.legal_moves if not isinstance(m, FREE_MOVE_TYPES)]
        if not moves:
            if not view.legal_moves:
                raise ValueError(f"no legal move to choose for P{view.player}")
            moves = list(view.legal_moves)
        if len(moves) == 1:
            self.stats = SearchStats()
            self._last = None
            return moves[0]
        if len(moves) > self.width:
            # progressive pruning: search the heuristic's best few moves only
            sample = determinize(view.observation, self._rng)
            scores = move_scores(sample, view.player, moves, self.weights)
            ranked = sorted(range(len(moves)), key=lambda i: -scores[i])
            moves = [moves[i] for i in sorted(ranked[:self.width])]
        iterations, seconds = self.iterations, self.seconds
        if view.budget.iterations is not None or view.budget.seconds is not None:
            iterations, seconds = view.budget.iterations, view.budget.seconds
        if iterations is None and seconds is None:
            iterations = DEFAULT_ITERATIONS
        enabled = gc.isenabled()
        gc.disable()
        try:
            return self._search(view, moves, iterations, seconds, start)
        finally:
            if enabled:
                gc.enable()

    def analyse(self, view: PlayerView) -> Analysis:
        """Search as :meth:`choose` does and rank the root moves it searched
        as it does (most visited first): each with its visits, its mean reward
        and the player's mean evaluation (expected final PP) at the end of the
        playouts through it. A forced move is the only candidate, unsearched."""
        move = self.choose(view)
        last = self._last
        if last is None or not last.children:
            pp = evaluate_all(apply_unchecked(determinize(view.observation, self._rng), move),
                              self.weights)[view.player]
            return Analysis(view.player, self.name, (Candidate(move, 0.5, pp, 0),))
        candidates = tuple(Candidate(m, reward, pp, visits) for (m, visits, reward), pp
                           in zip(last.children, last.values, strict=True))
        return Analysis(view.player, self.name, candidates, self.stats.iterations)

    def _search(self, view: PlayerView, moves: list[Move], iterations: int | None,
                seconds: float | None, start: float | None = None) -> Move:
        horizon = self.horizon
        if horizon is None:
            horizon = RISING_WATERS_HORIZON if view.observation.state.options.rising_waters else 0
        game: Any
        if self.core == "native":
            from .ismcts_native import NativeVanuatuSearch
            game = NativeVanuatuSearch(view, horizon, self.scale, self.weights, DEFEAT_GAP)
        else:
            game = VanuatuSearch(view, horizon, self.scale, self.weights)
        # aim a little short of the budget: a process that waits for a core
        # between two iterations would otherwise end past it
        aim = None if seconds is None else BUDGET_AIM * seconds
        result: SearchResult[Move] = search(
            game, view.player, moves, self._rng, iterations=iterations, seconds=aim,
            exploration=self.exploration, widening=self.widening, start=start)
        self._last = result
        self.stats = SearchStats(result.iterations, result.seconds, result.children)
        return result.move


class VanuatuSearch:
    """Vanuatu as the :class:`~tabletop.search.SearchGame` of one decision
    of ``view``'s player (and :class:`~tabletop.search.Valued`: the value
    of a player is their evaluation, the expected final PP)."""

    def __init__(self, view: PlayerView, horizon: int, scale: float,
                 weights: Weights) -> None:
        self.view = view
        self.players = view.observation.state.options.players
        self.me = view.player
        self.scale = scale
        self.weights = weights
        self.budget = stop_phase(view.observation.state.phase) + horizon
        self._horizon = Horizon(view.observation.state.phase, self.budget)
        self._legal: dict[GameState, list[Move]] = {}

    def determinize(self, rng: random.Random) -> GameState:
        """The other players' rest tokens drawn (R9); the horizon starts afresh."""
        state = determinize(self.view.observation, rng)
        self._horizon = Horizon(state.phase, self.budget)
        return state

    def to_act(self, state: GameState) -> int:
        """The player to act, ``-1`` for chance, ``-2`` once the game is over."""
        return state.to_act

    def moves(self, state: GameState) -> Sequence[Move]:
        """The moves searched: :func:`~vanuatu.bots.policy.player_moves` (no free
        actions), kept for the states met again."""
        legal = self._legal.get(state)
        if legal is None:
            legal = self._legal[state] = player_moves(state)
        return legal

    def play(self, state: GameState, move: Move) -> GameState:
        """The state after a listed move."""
        return apply_unchecked(state, move)

    def chance(self, state: GameState, rng: random.Random) -> GameState:
        """The state after the pending chance event, drawn with its probability."""
        return apply_unchecked(state, sample_chance(state, rng))

    def key(self, move: Move, actor: int) -> Hashable:
        """Another player's Rest hides its token (R9)."""
        return tree_key(move, actor, self.me)

    def stop(self, state: GameState, depth: int) -> bool:
        """Whether this iteration has gone through its phases."""
        return self._horizon.reached(state.phase)

    def playout_move(self, state: GameState, rng: random.Random) -> Move:
        """The fast heuristic policy's move."""
        return playout_move(state, rng, self.weights)

    def rewards(self, state: GameState) -> Sequence[float]:
        """Every player's reward (see :meth:`outcome`)."""
        return self.outcome(state)[0]

    def outcome(self, state: GameState) -> tuple[Sequence[float], Sequence[float]]:
        """Every player's reward, a logistic of their margin over the best other
        player (with Rising Waters raised to at least :data:`DEFEAT_GAP` and times
        the chance that the flood spares the players, R10.3), and every player's
        evaluation."""
        values = evaluate_all(state, self.weights)
        rewards = margin_rewards(values, self.scale)
        if state.options.rising_waters:
            # R10.3: a defeat is a loss for everyone, worse than any place
            afloat = 1.0 - defeat_risk(state, self.weights)
            rewards = [afloat * (DEFEAT_GAP + (1.0 - DEFEAT_GAP) * r) for r in rewards]
        return rewards, values


def _make(seed: int, **params: Any) -> IsmctsBot:
    if "seconds" in params and "iterations" not in params:
        params["iterations"] = None  # a time budget alone
    return IsmctsBot(seed, **params)


#: The parameters of an ``ismcts`` spec, with their bounds (the constructor
#: checks the same bounds).
PARAMETERS = (
    Parameter("iterations", int, 1, N_("iterations per decision (200)"),
              maximum=MAX_ITERATIONS),
    Parameter("seconds", float, 0.0, N_("seconds per decision (none)"), above=True,
              maximum=MAX_SECONDS),
    Parameter("exploration", float, 0.0, N_("UCT exploration constant (0.7)")),
    Parameter("horizon", int, 0, N_("extra phases each playout goes through (1 with "
                                 "Rising Waters, else 0)")),
    Parameter("scale", float, 0.0, N_("PP margin of a reward of 0.73 (5)"), above=True),
    Parameter("width", int, 1, N_("moves searched at the root, the heuristic's best (8)")),
    Parameter("widening", float, 0.0, N_("children of a deeper node: 1 + widening * "
                                      "sqrt(visits) (1)")),
    Parameter("core", str, 0, N_("where the playouts run: native (the default when the "
                              "native core is loaded) or python"), choices=CORES),
)

register(BotMaker(
    "ismcts",
    _make,
    PARAMETERS,
    "information-set Monte Carlo tree search with heuristic playouts",
))
