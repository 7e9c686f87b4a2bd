"""The native core's side of the ISMCTS bot: the evaluation of
:mod:`vanuatu.bots.evaluate` (with :mod:`vanuatu.bots.action_value` and the
flood of :mod:`vanuatu.bots.flood`), the playout policy of
:func:`vanuatu.bots.policy.playout_move` and whole playouts to a horizon with
their rewards (:meth:`vanuatu.bots.ismcts.VanuatuSearch.outcome`), ported to
Rust. The Python modules stay the reference: the evaluation agrees with
:func:`~vanuatu.bots.evaluate.evaluate_all` (to about 1e-12: a few sums run in
another order) and the policy, without noise, picks the same move as
:func:`~vanuatu.bots.policy.playout_move`; the noise and the chance draws come
from the core's own generator, so a seed gives other playouts than in Python.

>>> import vanuatu
>>> from vanuatu import native_search
>>> from vanuatu.bots.evaluate import evaluate_all
>>> state = vanuatu.Game(players=3, seed=7).state
>>> if vanuatu.NATIVE:
...     values = native_search.evaluate_all(state)
...     assert max(abs(a - b) for a, b in zip(values, evaluate_all(state))) < 1e-9
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

import attrs

from .adapters.action_ids import decode
from .bots.weights import DEFAULT_WEIGHTS, Weights
from .components import Character
from .moves import Move
from .native import NativeState, _call, _need_core, _seed, _tables
from .options import Options
from .state import GameState

__all__ = ["Horizon", "Playout", "evaluate_all", "playout", "playout_move", "weights_wire"]

#: The plain weights, in the order of the core's wire form of its weights.
_SCALARS = ("vatu_pp", "fish_pp_per_value", "fish_pp_last_round", "tourist_share",
            "tourist_now_per_own_hut", "contested", "lead_bonus", "sail_pp", "flood_chance",
            "flood_pp", "dike_need_pp", "future_ocean", "defeat_risk_per_dike",
            "dike_vatu_pp", "dike_contested", "dike_lead_bonus", "defeat_pp", "tie_hut",
            "tie_vatu")


def weights_wire(options: Options, weights: Weights = DEFAULT_WEIGHTS) -> list[float]:
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
    return wire


@lru_cache(maxsize=16)
def _weights(options: Options, weights: Weights) -> Any:
    """The core's weights of ``options`` (built once per options and weights)."""
    return _call(weights, _need_core().CoreWeights, _tables(options),
                 weights_wire(options, weights))


def _native(state: GameState | NativeState) -> NativeState:
    if isinstance(state, NativeState):
        return state
    return NativeState.from_state(state)


def evaluate_all(state: GameState | NativeState,
                 weights: Weights = DEFAULT_WEIGHTS) -> list[float]:
    """:func:`vanuatu.bots.evaluate.evaluate_all`, computed by the core."""
    core = _native(state)
    return list(_call(state, core._core.evaluate_all, _weights(core.options, _need(weights))))


def defeat_risk(state: GameState | NativeState, weights: Weights = DEFAULT_WEIGHTS) -> float:
    """:func:`vanuatu.bots.evaluate.defeat_risk` (R10.3), computed by the core."""
    core = _native(state)
    return float(_call(state, core._core.defeat_risk, _weights(core.options, _need(weights))))


def playout_move(state: GameState, seed: int, weights: Weights = DEFAULT_WEIGHTS,
                 noise: float = 0.5) -> Move:
    """The move of :func:`vanuatu.bots.policy.playout_move` chosen by the core
    (its noise drawn from ``seed``; with ``noise=0`` the same move as Python's)."""
    core = _native(state)
    found = _call(state, core._core.playout_move, _weights(core.options, _need(weights)),
                  _noise(noise), _seed(seed))
    return decode(int(found), state)


@attrs.frozen
class Horizon:
    """Where a playout stops (``_Horizon`` of :mod:`vanuatu.bots.ismcts`): after
    ``budget`` changes of phase in all, ``changes`` of them already seen, the
    last at ``phase``."""

    phase: int
    changes: int
    budget: int


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
    policy, to ``horizon`` or the end of the game, seeded by ``seed``: the
    rewards of :meth:`~vanuatu.bots.ismcts.VanuatuSearch.outcome` (a logistic
    of each margin, ``scale`` PP making 0.73; with Rising Waters at least
    ``defeat_gap`` and times the chance to stay afloat, R10.3) and the values."""
    if not isinstance(horizon, Horizon):
        raise TypeError(f"playout() needs a Horizon, not {type(horizon).__name__}")
    core = _native(state)
    found = _call(state, core._core.playout, _weights(core.options, _need(weights)),
                  (_small(horizon.phase), _small(horizon.changes), _small(horizon.budget)),
                  float(scale), float(defeat_gap), _noise(noise), _seed(seed), bool(record))
    rewards, values, moves = found
    return Playout(tuple(rewards), tuple(values), tuple(moves))


def _need(weights: object) -> Weights:
    if not isinstance(weights, Weights):
        raise TypeError(f"weights are a Weights, not {type(weights).__name__}")
    return weights


def _noise(noise: object) -> float:
    if isinstance(noise, bool) or not isinstance(noise, int | float):
        raise TypeError(f"a noise is a number, not {noise!r:.40}")
    return float(noise)


def _small(value: object) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise TypeError(f"a horizon holds ints, not {value!r:.40}")
    if not -(2**31) < value < 2**31:
        raise ValueError(f"a horizon's {value} is out of range")
    return value
