"""The native core's side of the ISMCTS bot: the evaluation of
:mod:`vanuatu.bots.evaluate` (with :mod:`vanuatu.bots.action_value` and the
flood of :mod:`vanuatu.bots.flood`), the playout policy of
:func:`vanuatu.bots.policy.playout_move` and whole playouts to a horizon with
their rewards (:meth:`vanuatu.bots.ismcts.VanuatuSearch.outcome`), ported to
Rust (:mod:`vanuatu.native`). The Python modules stay the reference: the
evaluation agrees with :func:`~vanuatu.bots.evaluate.evaluate_all` (to about
1e-12: a few sums run in another order) and the policy, without noise, picks
the move of :func:`~vanuatu.bots.policy.playout_move`; the noise and the chance
draws come from the core's own generator, so a seed gives other playouts than
in Python.

>>> import vanuatu
>>> from vanuatu.bots import native_search
>>> from vanuatu.bots.evaluate import evaluate_all
>>> state = vanuatu.Game(players=3, seed=7).state
>>> if vanuatu.NATIVE:
...     values = native_search.evaluate_all(state)
...     assert max(abs(a - b) for a, b in zip(values, evaluate_all(state))) < 1e-9
"""

from __future__ import annotations

from functools import lru_cache

import attrs

from ..adapters.action_ids import decode
from ..components import Character
from ..moves import Move
from ..native import NativeState
from ..options import Options
from ..state import GameState
from .horizon import Horizon
from .weights import DEFAULT_WEIGHTS, Weights

__all__ = ["Playout", "defeat_risk", "evaluate_all", "playout", "playout_move", "weights_wire"]

#: The plain weights, in the order of the core's wire form of its weights.
_SCALARS = ("vatu_pp", "fish_pp_per_value", "fish_pp_last_round", "tourist_share",
            "tourist_now_per_own_hut", "contested", "lead_bonus", "sail_pp", "flood_chance",
            "flood_pp", "dike_need_pp", "future_ocean", "defeat_risk_per_dike",
            "dike_vatu_pp", "dike_contested", "dike_lead_bonus", "defeat_pp", "tie_hut",
            "tie_vatu")


@lru_cache(maxsize=32)
def weights_wire(options: Options, weights: Weights = DEFAULT_WEIGHTS) -> tuple[float, ...]:
    """The wire form of ``weights`` for the states of ``options``: the plain
    weights, the huts per player, the Navigator's index (-1 without one), then
    the worth of each character's bonus and of each rest token, by catalog index."""
    c = options.components
    chars = dict(weights.character_pp)
    rests = dict(weights.rest_pp)
    navigator = (c.characters.index(Character.NAVIGATOR)
                 if Character.NAVIGATOR in c.characters else -1)
    wire = [float(getattr(weights, name)) for name in _SCALARS]
    wire += [float(c.huts_per_player), float(navigator)]
    wire += [float(chars.get(ch, 0.0)) for ch in c.characters]
    wire += [0.0 if token == "first" else float(rests.get(token, 0.0)) for token in c.rest_tokens]
    return tuple(wire)


def _native(state: GameState | NativeState) -> NativeState:
    if isinstance(state, NativeState):
        return state
    return NativeState.from_state(state)


def _wire(state: GameState | NativeState, weights: object) -> tuple[float, ...]:
    if not isinstance(weights, Weights):
        raise TypeError(f"weights are a Weights, not {type(weights).__name__}")
    return weights_wire(state.options, weights)


def evaluate_all(state: GameState | NativeState,
                 weights: Weights = DEFAULT_WEIGHTS) -> list[float]:
    """:func:`vanuatu.bots.evaluate.evaluate_all`, computed by the core."""
    return _native(state).evaluate_all(_wire(state, weights))


def defeat_risk(state: GameState | NativeState, weights: Weights = DEFAULT_WEIGHTS) -> float:
    """:func:`vanuatu.bots.evaluate.defeat_risk` (R10.3), computed by the core."""
    return _native(state).defeat_risk(_wire(state, weights))


def playout_move(state: GameState, seed: int, weights: Weights = DEFAULT_WEIGHTS,
                 noise: float = 0.5) -> Move:
    """The move of :func:`vanuatu.bots.policy.playout_move` chosen by the core
    (its noise drawn from ``seed``; with ``noise=0`` the same move as Python's)."""
    found = _native(state).playout_move_id(_wire(state, weights), noise, seed)
    return decode(found, state, check=False)


@attrs.frozen
class Playout:
    """What a native playout found where it stopped: every player's reward
    and value, and (when asked for) the ids it played, chance outcome ids at
    chance events."""

    rewards: tuple[float, ...]
    values: tuple[float, ...]
    moves: tuple[int, ...] = ()


def playout(state: GameState | NativeState, horizon: Horizon, seed: int, *, scale: float,
            defeat_gap: float, weights: Weights = DEFAULT_WEIGHTS, noise: float = 0.5,
            record: bool = False) -> Playout:
    """One playout of the ISMCTS bot from the full state ``state`` with the
    policy, to ``horizon`` (:class:`~vanuatu.bots.horizon.Horizon`) or the end of
    the game, seeded by ``seed``: the rewards of
    :meth:`~vanuatu.bots.ismcts.VanuatuSearch.outcome` (a logistic of each
    margin, ``scale`` PP making 0.73; with Rising Waters at least
    ``defeat_gap`` and times the chance to stay afloat, R10.3) and the values."""
    if not isinstance(horizon, Horizon):
        raise TypeError(f"playout() needs a Horizon, not {type(horizon).__name__}")
    rewards, values, moves = _native(state).playout(
        _wire(state, weights), (horizon.phase, horizon.changes, horizon.budget), scale,
        defeat_gap, noise, seed, record)
    return Playout(tuple(rewards), tuple(values), tuple(moves))
