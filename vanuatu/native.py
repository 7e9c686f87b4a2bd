"""The optional native core (Rust): a second implementation of the rules' hot
loop, checked move by move against the Python rules, which stay the reference.
Install it with ``pip install ./native``; :data:`vanuatu.NATIVE` says whether it
is loaded (without it, :meth:`NativeState.from_state` raises :class:`NativeUnavailable`).
Moves cross the boundary as the ids of :mod:`vanuatu.adapters.action_ids`, chance
outcomes as its outcome ids; a call that needs a rule not ported yet (see
:data:`COVERAGE`) raises :class:`NotCoveredError` naming it, never a wrong answer.

>>> import vanuatu
>>> from vanuatu import action_ids, native
>>> state = vanuatu.new_game(vanuatu.Options(players=3))
>>> if native.NATIVE:
...     core = native.NativeState.from_state(state)
...     assert core.to_state() == state
...     assert core.chance_outcome_ids() == action_ids.chance_outcome_ids(state)
"""

from __future__ import annotations

import importlib
from collections.abc import Sequence
from functools import lru_cache
from typing import Any

import attrs

from .errors import ActionIdError, IllegalMove, VanuatuError
from .native_wire import from_wire as _from_wire
from .native_wire import state_wire as _state_wire
from .native_wire import tables_wire as _tables_wire
from .options import Options
from .state import GameState

__all__ = ["COVERAGE", "NATIVE", "NativeState", "NativeUnavailable", "NotCoveredError",
           "random_games", "random_walk", "random_walks"]

#: The version of the wire forms this face writes (``WIRE_VERSION`` of the core).
_WIRE_VERSION = 2

try:
    _core: Any = importlib.import_module("vanuatu_native")
except ImportError:
    _core = None
#: Why the core is not used, when it is installed but of another version.
_STALE = ""
if _core is not None and getattr(_core, "WIRE_VERSION", 0) != _WIRE_VERSION:
    _STALE = (f"the installed native core reads wire version "
              f"{getattr(_core, 'WIRE_VERSION', 0)}, this vanuatu writes {_WIRE_VERSION}: ")
    _core = None

#: ``True`` when the native extension module ``vanuatu_native`` is loaded.
NATIVE: bool = _core is not None

#: What the native core covers: whole games of every variant (2 to 5 players,
#: with or without characters, Rising Waters) under every ruling of
#: :class:`~vanuatu.Options` (``native_wire.RULINGS``), the defaults and their
#: alternatives. What remains refused with :class:`NotCoveredError` are
#: positions play never reaches (a player to act in Phase V...).
COVERAGE: tuple[str, ...] = (
    "state conversion", "final scores R8", "setup R2", "preparation R3.1-R3.7 R10.3",
    "neutral markers and offer R10.1", "characters R3.8", "planning R4.2 R4.3",
    "actions R5.1-R5.8 R6", "Governor R5.6", "Preacher R5.5", "floods and dikes R10.3",
    "rest phase R5.9", "end of round R3.1-R3.3", "end of game R8",
    "free actions R7.1 R7.2",
    "rulings paired_planning_together governor_onto_resolved sail_revisit "
    "fishing_lowers_price replenish_ignores_supply",
)


class NotCoveredError(VanuatuError, NotImplementedError):
    """A position or rule the native core does not cover yet (the Python rules do)."""


class NativeUnavailable(VanuatuError, RuntimeError):
    """The native extension is not installed (``pip install ./native``)."""


def _need_core() -> Any:
    if _core is None:
        raise NativeUnavailable(f"{_STALE or 'the native core is not installed: '}"
                                "pip install ./native (needs a Rust toolchain)")
    return _core


def _translate(error: Exception, what: object) -> Exception:
    """The Python exception of an error the core raised."""
    core = _need_core()
    message = str(error)
    if isinstance(error, core.NotCovered):
        return NotCoveredError(message)
    if isinstance(error, core.Illegal):
        return IllegalMove(what, None, message)
    if isinstance(error, core.BadId):
        return ActionIdError(message)
    return ValueError(message)


def _call(what: object, method: Any, *args: object) -> Any:
    core = _need_core()
    errors = (core.NotCovered, core.Illegal, core.BadId, core.Malformed)
    try:
        return method(*args)
    except errors as error:
        raise _translate(error, what) from None


@lru_cache(maxsize=16)
def _tables(options: Options) -> Any:
    """The core's tables of ``options`` (built once per options)."""
    return _call(options, _need_core().CoreTables, _tables_wire(options))


def _check_id(value: object, what: str) -> int:
    if isinstance(value, bool) or not hasattr(value, "__index__"):
        raise TypeError(f"a {what} is an int, not {value!r:.40}")
    number = int(value.__index__())
    if not -(2**62) < number < 2**62:
        raise ActionIdError(f"{what} of {number.bit_length()} bits is out of range")
    return number


def _check_player(value: object, players: int, verb: str) -> int:
    """``value`` as a player index of a game of ``players`` (as the Python rules'
    check: a :class:`TypeError` or :class:`ValueError` otherwise)."""
    if isinstance(value, bool) or not isinstance(value, int):
        raise TypeError(f"{verb}(): a player is an int index (0 for P0), not {value!r:.60}")
    if not 0 <= value < players:
        shown = f"P{value}" if -(10**6) < value < 10**6 else "of a number that large"
        raise ValueError(f"{verb}(): no player {shown} in a {players}-player game")
    return value


@lru_cache(maxsize=16)
def _weights(options: Options, wire: tuple[float, ...]) -> Any:
    """The core's weights of the evaluation from their wire form (built once)."""
    return _call(options, _need_core().CoreWeights, _tables(options), list(wire))


def _number(value: object, what: str) -> float:
    if isinstance(value, bool) or not isinstance(value, int | float):
        raise TypeError(f"a {what} is a number, not {value!r:.40}")
    return float(value)


@attrs.frozen(eq=False)
class NativeState:
    """A game state held by the native core (made by :meth:`from_state`)."""

    options: Options
    _core: Any = attrs.field(repr=False)

    @classmethod
    def from_state(cls, state: GameState) -> NativeState:
        """The native twin of ``state``, which :meth:`to_state` gives back exactly."""
        if not isinstance(state, GameState):
            raise TypeError(f"NativeState.from_state() needs a GameState, not "
                            f"{type(state).__name__}")
        options = state.options
        try:
            wire = _state_wire(state)
        except (KeyError, ValueError, TypeError) as error:
            raise ValueError(f"not a state of these options: {error!r:.80}") from None
        try:
            core = _call(state, _need_core().Core, _tables(options), wire)
        except OverflowError:
            raise ValueError("a number of the state is too large for the native core") from None
        return cls(options, core)

    def to_state(self) -> GameState:
        """The :class:`~vanuatu.GameState` equal to this one."""
        return _from_wire(self.options, self._core.to_wire())

    def legal_action_ids(self, player: int | None = None, *,
                         in_move_order: bool = False) -> list[int]:
        """As :func:`vanuatu.action_ids.legal_action_ids` (empty at a chance event);
        with ``in_move_order``, in the order of :func:`vanuatu.legal_moves` instead
        of ascending (``benchmarks/golden.py --core native`` replays its games so).
        With ``player`` given and not to act, that player's free actions (R7),
        ascending."""
        if player is not None and player != self.to_act():
            return list(_call(self, self._core.free_action_ids,
                              _check_player(player, self.options.players, "legal_action_ids")))
        if in_move_order:
            return list(_call(self, self._core.legal_action_ids_in_move_order))
        return list(_call(self, self._core.legal_action_ids))

    def chance_outcome_ids(self) -> list[tuple[int, float]]:
        """As :func:`vanuatu.action_ids.chance_outcome_ids`."""
        return list(_call(self, self._core.chance_outcome_ids))

    def apply(self, action_id: int, player: int | None = None) -> NativeState:
        """The state after ``action_id`` (an outcome id at a chance event);
        :class:`~vanuatu.IllegalMove` unless it is legal now. With ``player``
        given and not to act, ``action_id`` is a free action (R7) of that player,
        made out of turn (:meth:`legal_action_ids` of ``player`` lists them)."""
        if player is not None and player != self.to_act():
            number = _check_id(action_id, "action id")
            who = _check_player(player, self.options.players, "apply")
            return NativeState(self.options, _call(number, self._core.apply_free, number, who))
        number = _check_id(action_id, "chance outcome id" if self.is_chance() else "action id")
        return NativeState(self.options, _call(number, self._core.apply, number))

    def size_in_bytes(self) -> int:
        """The bytes the core holds for this state (its structure and buffers,
        not the tables it shares with every state of its options)."""
        return int(self._core.size_in_bytes())

    def is_chance(self) -> bool:
        """Whether a chance event is pending."""
        return bool(self._core.is_chance())

    def is_over(self) -> bool:
        """Whether the game has ended."""
        return bool(self._core.is_over())

    def final_totals(self) -> tuple[int, ...]:
        """Each player's R8 total, as ``vanuatu.final_scores(state).totals``."""
        return tuple(self._core.final_totals())

    # -- the search of the ISMCTS bot (vanuatu.bots.native_search) ---------

    def to_act(self) -> int:
        """The player to act, ``-1`` at a chance event, ``-2`` once the game is over."""
        return int(self._core.to_act())

    def phase(self) -> int:
        """The phase, as :class:`~vanuatu.Phase`."""
        return int(self._core.phase())

    def player_ids(self) -> list[int]:
        """The ids of :func:`vanuatu.bots.policy.player_moves` (no free actions but
        where only they are legal), in the order of :func:`vanuatu.legal_moves`."""
        return list(_call(self, self._core.player_ids))

    def play(self, action_id: int) -> NativeState:
        """The state after ``action_id`` *without* checking that it is legal now
        (as :func:`vanuatu.apply_unchecked`: for an id just listed)."""
        number = _check_id(action_id, "action id")
        return NativeState(self.options, _call(number, self._core.play, number))

    def chance_step(self, seed: int) -> NativeState:
        """The state after the pending chance event, drawn by its probability with ``seed``."""
        return NativeState(self.options, _call(self, self._core.chance_step, _seed(seed)))

    def evaluate_all(self, weights: Sequence[float]) -> list[float]:
        """Every player's value by the weights' wire form
        (``vanuatu.bots.native_search.weights_wire``)."""
        return list(_call(self, self._core.evaluate_all, self._weights(weights)))

    def defeat_risk(self, weights: Sequence[float]) -> float:
        """The chance that the flood defeats every player (R10.3)."""
        return float(_call(self, self._core.defeat_risk, self._weights(weights)))

    def playout_move_id(self, weights: Sequence[float], noise: float, seed: int) -> int:
        """The id of the playout policy's move with ``noise``, drawn with ``seed``."""
        return int(_call(self, self._core.playout_move, self._weights(weights),
                         _number(noise, "noise"), _seed(seed)))

    def playout(self, weights: Sequence[float], horizon: tuple[int, int, int], scale: float,
                defeat_gap: float, noise: float, seed: int, record: bool = False
                ) -> tuple[list[float], list[float], list[int]]:
        """One playout to ``horizon`` ``(phase, changes, budget)``: the rewards and
        the values where it stops, and with ``record`` the ids it played."""
        if (not isinstance(horizon, tuple) or len(horizon) != 3
                or any(isinstance(v, bool) or not isinstance(v, int) for v in horizon)):
            raise TypeError(f"a horizon is three ints, not {horizon!r:.60}")
        if not all(-(2**31) < v < 2**31 for v in horizon):
            raise ValueError(f"a horizon's {horizon} is out of range")
        found = _call(self, self._core.playout, self._weights(weights), horizon,
                      _number(scale, "scale"), _number(defeat_gap, "defeat gap"),
                      _number(noise, "noise"), _seed(seed), bool(record))
        rewards, values, moves = found
        return list(rewards), list(values), list(moves)

    def _weights(self, weights: Sequence[float]) -> Any:
        if type(weights) is tuple:  # the search's own wire form, made once
            return _weights(self.options, weights)
        try:
            wire = tuple(float(v) for v in weights)
        except (TypeError, ValueError):
            raise TypeError(f"weights are a list of numbers, not {weights!r:.40}") from None
        return _weights(self.options, wire)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, NativeState):
            return NotImplemented
        return self.options == other.options and bool(self._core == other._core)

    def __hash__(self) -> int:
        return hash(self._core)


def random_games(state: GameState | NativeState, count: int, seed: int) -> list[tuple[int, ...]]:
    """The final totals of ``count`` random games played natively from ``state``
    (chance outcomes by their probabilities, moves uniformly), seeded by ``seed``."""
    native = state if isinstance(state, NativeState) else NativeState.from_state(state)
    found = _call(state, native._core.random_games, *_counts("random_games", count), _seed(seed))
    return [tuple(totals) for totals in found]


def _counts(verb: str, *values: object) -> list[int]:
    counts = [_check_id(v, "count") for v in values]
    if any(k < 0 for k in counts):
        raise ValueError(f"{verb}(): counts must be 0 or more, not {counts}")
    return counts


def random_walk(state: GameState | NativeState, moves: int, seed: int) -> tuple[NativeState, int]:
    """Up to ``moves`` random moves played natively from ``state`` (as
    :func:`random_games`), stopping at the end of the game or before a position
    the core does not cover: the state reached and the number of moves made."""
    native = state if isinstance(state, NativeState) else NativeState.from_state(state)
    core, made = native._core.random_walk(*_counts("random_walk", moves), _seed(seed))
    return NativeState(native.options, core), int(made)


def random_walks(state: GameState | NativeState, count: int, moves: int, seed: int) -> int:
    """``count`` random walks of :func:`random_walk` from ``state`` in one native
    call (walk ``k`` seeded from ``seed`` and ``k``): the moves made in all."""
    native = state if isinstance(state, NativeState) else NativeState.from_state(state)
    return int(native._core.random_walks(*_counts("random_walks", count, moves), _seed(seed)))


def _seed(seed: object) -> int:
    return _check_id(seed, "seed") % 2**64
