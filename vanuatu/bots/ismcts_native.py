"""The ISMCTS bot's search on native states (``ismcts:core=native``).

:class:`NativeVanuatuSearch` is the :class:`~tabletop.search.SearchGame` of
:class:`~vanuatu.bots.ismcts.VanuatuSearch` whose states are held by the native
core (:class:`~vanuatu.native.NativeState`): each determinization is drawn in
Python (:func:`~vanuatu.bots.determinize.determinize`, R9) and converted once,
then the moves of the tree, the chance events and every playout -- the policy
of :func:`~vanuatu.bots.policy.playout_move` to the phase horizon, the
evaluation and the rewards of :meth:`~vanuatu.bots.ismcts.VanuatuSearch.outcome`,
one native call each (:class:`tabletop.search.PlaysOut`) -- run in the core
(:mod:`vanuatu.bots.native_search`). The tree itself, its keys (another
player's Rest hides its token) and its UCT stay in :mod:`tabletop.search`. The
policy is the same but its noise and the chance draws come from the core's own
generator (seeded from the bot's), so a seed does not give the playouts of
``core=python``.
"""

from __future__ import annotations

import random
from collections.abc import Hashable, Sequence

import attrs

from ..adapters.action_ids import action_table, encode
from ..moves import Move
from ..native import NativeState
from ..state import GameState
from .determinize import determinize
from .horizon import Horizon, stop_phase, tree_key
from .interface import PlayerView
from .native_search import weights_wire
from .weights import Weights

__all__ = ["NOISE", "NativeVanuatuSearch"]

#: The noise of the playout policy (as :func:`~vanuatu.bots.policy.playout_move`'s).
NOISE = 0.5


class NativeVanuatuSearch:
    """:class:`~vanuatu.bots.ismcts.VanuatuSearch` on native states (see the
    module): a :class:`~tabletop.search.SearchGame`, :class:`~tabletop.search.Valued`
    and :class:`~tabletop.search.PlaysOut`; ``defeat_gap`` is the reward of the
    worst place afloat with Rising Waters (R10.3)."""

    def __init__(self, view: PlayerView, horizon: int, scale: float, weights: Weights,
                 defeat_gap: float) -> None:
        state = view.observation.state
        options = state.options
        self.view = view
        self.players = options.players
        self.me = view.player
        self.scale = scale
        self.weights = weights
        self.defeat_gap = defeat_gap
        self.budget = stop_phase(state.phase) + horizon
        self._horizon = Horizon(state.phase, self.budget)
        self._options = options
        self._wire = weights_wire(options, weights)
        self._table = action_table(options).moves
        self._states: dict[GameState, NativeState] = {}
        self._legal: dict[NativeState, list[Move]] = {}
        self._moves: dict[tuple[int, int], Move] = {}
        self._ids: dict[Move, int] = {}

    def determinize(self, rng: random.Random) -> NativeState:
        """The other players' rest tokens drawn (R9), as a native state; the
        horizon starts afresh."""
        state = determinize(self.view.observation, rng)
        self._horizon = Horizon(state.phase, self.budget)
        found = self._states.get(state)
        if found is None:
            found = self._states[state] = NativeState.from_state(state)
        return found

    def _move(self, action_id: int, actor: int) -> Move:
        move = self._moves.get((action_id, actor))
        if move is None:
            move = attrs.evolve(self._table[action_id], player=actor)  # type: ignore[arg-type]
            self._moves[(action_id, actor)] = move
            self._ids[move] = action_id
        return move

    def to_act(self, state: NativeState) -> int:
        """The player to act, ``-1`` for chance, ``-2`` once the game is over."""
        return state.to_act()

    def moves(self, state: NativeState) -> Sequence[Move]:
        """The moves searched (:func:`~vanuatu.bots.policy.player_moves`: no free
        actions), kept for the states met again."""
        legal = self._legal.get(state)
        if legal is None:
            actor = state.to_act()
            legal = self._legal[state] = [self._move(i, actor) for i in state.player_ids()]
        return legal

    def play(self, state: NativeState, move: Move) -> NativeState:
        """The state after a listed move."""
        action_id = self._ids.get(move)
        if action_id is None:
            action_id = self._ids[move] = encode(move, self._options)
        return state.play(action_id)

    def chance(self, state: NativeState, rng: random.Random) -> NativeState:
        """The state after the pending chance event, drawn with its probability."""
        return state.chance_step(rng.getrandbits(62))

    def key(self, move: Move, actor: int) -> Hashable:
        """Another player's Rest hides its token (R9)."""
        return tree_key(move, actor, self.me)

    def stop(self, state: NativeState, depth: int) -> bool:
        """Whether this iteration has gone through its phases."""
        return self._horizon.reached(state.phase())

    def playout_move(self, state: NativeState, rng: random.Random) -> Move:
        """The playout policy's move, chosen by the core."""
        found = state.playout_move_id(self._wire, NOISE, rng.getrandbits(62))
        return self._move(found, state.to_act())

    def playout(self, state: NativeState, depth: int, rng: random.Random
                ) -> tuple[Sequence[float], Sequence[float]]:
        """The rewards and values at the end of a native playout from ``state``."""
        h = self._horizon
        rewards, values, _ = state.playout(self._wire, (h.phase, h.changes, h.budget),
                                           self.scale, self.defeat_gap, NOISE,
                                           rng.getrandbits(62))
        return rewards, values

    def rewards(self, state: NativeState) -> Sequence[float]:
        """Every player's reward (see :meth:`outcome`)."""
        return self.outcome(state)[0]

    def outcome(self, state: NativeState) -> tuple[Sequence[float], Sequence[float]]:
        """:meth:`~vanuatu.bots.ismcts.VanuatuSearch.outcome`, computed by the core."""
        rewards, values, _ = state.playout(self._wire, (0, 0, 0), self.scale,
                                           self.defeat_gap, NOISE, 0)
        return rewards, values
