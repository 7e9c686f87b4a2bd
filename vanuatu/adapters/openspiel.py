"""OpenSpiel adapter (extra ``openspiel``: ``pip install 'vanuatu[openspiel]'``).

Importing this module registers the game ``python_vanuatu`` with OpenSpiel::

    import pyspiel
    import vanuatu.openspiel  # registers python_vanuatu

    game = pyspiel.load_game("python_vanuatu(players=4,rising_waters=True)")

The game is sequential, with explicit stochastic chance (every chance event of
:func:`vanuatu.chance_outcomes`), imperfect information (R9: the rest tokens)
and general sum. Parameters: ``players`` (2-5), ``characters``,
``rising_waters``, the rulings of :class:`vanuatu.Options`, and ``utility``:
``"points"`` (default: each player's final PP; in a Rising Waters defeat every
player gets the game's minimum utility) or ``"rank"`` (+1 for first place down
to -1 for last, tied players alike; -1 for everyone in a defeat); and ``core``:
``"native"`` (the default when the native core is loaded, :mod:`vanuatu.native`)
or ``"python"`` (the default without it).

With ``core=native`` a state keeps a :class:`~vanuatu.native.NativeState` for
its legal actions, chance outcomes, moves, end and returns, and makes the
Python :class:`~vanuatu.GameState` only when something reads it (observations,
strings, the information state, resampling); the answers are those of
``core=python``, id for id (:mod:`vanuatu.adapters.openspiel_position`).

Actions are the ids of :mod:`vanuatu.action_ids`, chance outcomes the ids of
its chance table. The player to act may also make their free actions (R7) on
their turn; OpenSpiel has no moves out of turn, so a player's treasure sales
and begging happen on their own turns only.

Observations: a tensor (:func:`vanuatu.features.features`) and a string (the
public position string of :func:`vanuatu.to_position`); the information state
string is the player's perfect-recall view (:mod:`vanuatu.infostate`).
``state.resample_from_infostate(player, sampler)`` deals the hidden rest tokens
again; :func:`resampler` is the same as a callback for OpenSpiel's Python
``ISMCTSBot.set_resampler``.
"""

from __future__ import annotations

from typing import Any, Generic, TypeVar

import attrs
import numpy as np
import pyspiel  # type: ignore[import-not-found,import-untyped,unused-ignore]

from tabletop.one_line import shown

from ..moves import CHANCE
from ..native import NATIVE
from ..options import Options
from ..position import to_position
from ..rules.engine import new_game
from ..rules.scoring import final_scores
from .action_ids import (
    action_table,
    decode,
    decode_chance,
    num_chance_outcomes,
    num_distinct_actions,
)
from .features import feature_size, features
from .infostate import History
from .openspiel_position import Position, PurePosition, played, start

__all__ = ["GAME_TYPE", "VanuatuGame", "VanuatuObserver", "VanuatuState", "resampler"]

_T = TypeVar("_T")

_RULINGS = ("paired_planning_together", "governor_onto_resolved", "sail_revisit",
            "fishing_lowers_price", "replenish_ignores_supply")
_PARAMS: dict[str, Any] = {
    "players": 4,
    "characters": True,
    "rising_waters": False,
    "utility": "points",
    "core": "native" if NATIVE else "python",
    **{name: attrs.fields_dict(Options)[name].default for name in _RULINGS},
}
#: Bounds of the "points" utility (final PP).
MIN_POINTS = -100.0
MAX_POINTS = 400.0

GAME_TYPE = pyspiel.GameType(
    short_name="python_vanuatu",
    long_name="Python Vanuatu (Second Edition)",
    dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
    chance_mode=pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC,
    information=pyspiel.GameType.Information.IMPERFECT_INFORMATION,
    utility=pyspiel.GameType.Utility.GENERAL_SUM,
    reward_model=pyspiel.GameType.RewardModel.TERMINAL,
    max_num_players=5,
    min_num_players=2,
    provides_information_state_string=True,
    provides_information_state_tensor=False,
    provides_observation_string=True,
    provides_observation_tensor=True,
    parameter_specification=_PARAMS,
)


def max_game_length(options: Options) -> int:
    """An upper bound on the moves of a game, chance events included."""
    c = options.components
    n = options.players
    per_round = (
        2 + 2  # tile placements (R3.6), neutral markers (R10.1)
        + n + len(c.plan_passes) * n  # characters, planning passes
        + c.markers_per_player * n + 2  # action turns, a Governor move, a Beggar's exchange
        + 2 + c.demand_display_size + 3  # chance: tiles, demand, tourist, die, offer
    )
    treasures = sum(t.treasure for t in c.tiles)  # one sale a token at most (R7.1)
    setup = 1 + 2 + c.demand_display_size + 1 + 1
    return c.rounds * per_round + treasures + setup


class VanuatuGame(pyspiel.Game):  # type: ignore[misc]
    """The game ``python_vanuatu``; ``params`` as in :data:`GAME_TYPE`."""

    def __init__(self, params: dict[str, Any] | None = None) -> None:
        p = {**_PARAMS, **(params or {})}
        unknown = sorted(set(p) - set(_PARAMS))
        if unknown:
            raise ValueError(f"python_vanuatu: unknown parameter {unknown[0]!r} "
                             f"(parameters: {', '.join(_PARAMS)})")
        if p["utility"] not in ("points", "rank"):
            raise ValueError(f"python_vanuatu: utility is 'points' or 'rank', not "
                             f"{shown(p['utility'])}")
        if p["core"] not in ("native", "python"):
            raise ValueError(f"python_vanuatu: core is 'native' or 'python', not "
                             f"{shown(p['core'])}")
        if p["core"] == "native" and not NATIVE:
            raise ValueError("python_vanuatu: core=native needs the native core "
                             "(pip install ./native); core=python plays without it")
        # Options refuses a value of the wrong type (OptionsError naming the parameter)
        self.options = Options(players=p["players"], characters=p["characters"],
                               rising_waters=p["rising_waters"],
                               **{name: p[name] for name in _RULINGS})
        self.utility = str(p["utility"])
        #: ``"native"`` or ``"python"``: the core the states play on.
        self.core = str(p["core"])
        points = self.utility == "points"
        info = pyspiel.GameInfo(
            num_distinct_actions=num_distinct_actions(self.options),
            max_chance_outcomes=num_chance_outcomes(self.options),
            num_players=self.options.players,
            min_utility=MIN_POINTS if points else -1.0,
            max_utility=MAX_POINTS if points else 1.0,
            utility_sum=None,
            max_game_length=max_game_length(self.options),
        )
        super().__init__(GAME_TYPE, info, p)
        action_table(self.options)  # build the id tables now
        self.initial_state = new_game(self.options)
        self._start = _Shared(start(History.start(self.initial_state), self.core == "native"))

    def new_initial_state(self) -> VanuatuState:
        """The state before setup's chance events (R2)."""
        return VanuatuState(self)

    def make_py_observer(self, iig_obs_type: Any = None,
                         params: dict[str, Any] | None = None) -> VanuatuObserver:
        """An observer: tensor and string of a player's view (R9)."""
        return VanuatuObserver(self.options, iig_obs_type, params)


class _Shared(Generic[_T]):
    """A reference that ``copy.deepcopy`` (OpenSpiel's clone) does not copy:
    what it holds is immutable."""

    __slots__ = ("value",)

    def __init__(self, value: _T) -> None:
        self.value = value

    def __deepcopy__(self, memo: dict[int, object]) -> _Shared[_T]:
        return self


@attrs.frozen
class _Rules:
    options: Options
    utility: str


class VanuatuState(pyspiel.State):  # type: ignore[misc]
    """A state of ``python_vanuatu``: :attr:`history` holds the
    :class:`~vanuatu.GameState` (``history.state``) and the moves so far."""

    def __init__(self, game: VanuatuGame, history: History | None = None) -> None:
        super().__init__(game)
        self._rules = _Shared(_Rules(game.options, game.utility))
        self._position: _Shared[Position] = (
            game._start if history is None else _Shared(start(history, game.core == "native")))

    @property
    def core(self) -> str:
        """``"native"`` while the state plays on the native core, else ``"python"``."""
        return "python" if isinstance(self._position.value, PurePosition) else "native"

    @property
    def history(self) -> History:
        """The :class:`~vanuatu.infostate.History` of this state."""
        return self._position.value.history

    @property
    def vanuatu_state(self) -> Any:
        """The :class:`~vanuatu.GameState`."""
        return self._position.value.state

    def current_player(self) -> int:
        """The player to act, or OpenSpiel's chance or terminal player id."""
        position = self._position.value
        if position.is_over():
            return int(pyspiel.PlayerId.TERMINAL)
        to_act = position.to_act()
        if to_act == CHANCE:
            return int(pyspiel.PlayerId.CHANCE)
        return to_act

    def _legal_actions(self, player: int) -> list[int]:
        position = self._position.value
        if position.is_over() or player != position.to_act():
            return []
        return list(position.legal_ids())

    def chance_outcomes(self) -> list[tuple[int, float]]:
        """At a chance node, ``(outcome id, probability)`` of every outcome."""
        return self._position.value.chance_outcomes()

    def _apply_action(self, action: int) -> None:
        self._position = _Shared(played(self._position.value, action))

    def _action_to_string(self, player: int, action: int) -> str:
        if player == CHANCE:
            return str(decode_chance(action, self._position.value.state, check=False))
        return str(decode(action, self._position.value.state, player, check=False))

    def is_terminal(self) -> bool:
        """Whether the game is over."""
        return self._position.value.is_over()

    def returns(self) -> list[float]:
        """Each player's return: 0 before the end; then by rank (from 1 to -1) or
        the final PP (``utility=points``); every player the lowest on a defeat (R10.3)."""
        position = self._position.value
        if not position.is_over():
            return [0.0] * self._rules.value.options.players
        s = position.state
        n = s.num_players
        points = self._rules.value.utility == "points"
        if s.defeat:
            return [MIN_POINTS if points else -1.0] * n
        scores = final_scores(s)
        if points:
            return [float(t) for t in scores.totals]
        return [1.0 - 2.0 * (line.rank - 1) / (n - 1) for line in scores.lines]

    def resample_from_infostate(self, player_id: int, probability_sampler: Any) -> VanuatuState:
        """A state ``player_id`` cannot tell from this one, the other players'
        hidden rest tokens dealt again (R9); ``probability_sampler()`` draws in [0, 1)."""
        return resampler(self, player_id, probability_sampler)

    def __str__(self) -> str:
        return to_position(self._position.value.state)


def resampler(state: VanuatuState, player: int, sampler: Any = None) -> VanuatuState:
    """A resampled copy of ``state`` for ``player`` (the callback of
    ``ISMCTSBot.set_resampler``); ``sampler()`` draws in [0, 1) (default: OpenSpiel's
    uniform sampler)."""
    draw = sampler if sampler is not None else pyspiel.UniformProbabilitySampler(0.0, 1.0)
    new = state.clone()
    history = state.history.resample(player, draw)
    new._position = _Shared(start(history, state.core == "native"))
    return new  # type: ignore[no-any-return]


class VanuatuObserver:
    """The observer of OpenSpiel's Python games: :attr:`tensor` is
    :func:`vanuatu.features.features`, :meth:`string_from` the public position
    string (or the information state with perfect recall)."""

    def __init__(self, options: Options, iig_obs_type: Any, params: dict[str, Any] | None) -> None:
        if params:
            raise ValueError(f"python_vanuatu: observation parameters are not supported: {params}")
        if (iig_obs_type is not None
                and iig_obs_type.private_info == pyspiel.PrivateInfoType.NONE):
            raise ValueError("python_vanuatu: an observer of public information only is not "
                             "provided (the observer sees its player's own rest token, R9)")
        self.perfect_recall = bool(iig_obs_type is not None and iig_obs_type.perfect_recall)
        self.all_players = bool(iig_obs_type is not None and iig_obs_type.private_info
                                == pyspiel.PrivateInfoType.ALL_PLAYERS)
        self.tensor = np.zeros(feature_size(options), np.float32)
        self.dict = {"observation": self.tensor}
        self._filled: tuple[Position, int] | None = None

    def set_from(self, state: VanuatuState, player: int) -> None:
        """Fill :attr:`tensor` with what ``player`` sees of ``state``."""
        key = (state._position.value, player)
        if self._filled is not None and self._filled[0] is key[0] and self._filled[1] == player:
            return  # OpenSpiel often asks twice in a row
        self.tensor[:] = features(state.vanuatu_state, player)
        self._filled = key

    def string_from(self, state: VanuatuState, player: int) -> str:
        """The position ``player`` sees, or their information state (perfect recall)."""
        if self.perfect_recall:
            return state.history.information_state(player)
        if self.all_players:
            return to_position(state.vanuatu_state)
        return to_position(state.vanuatu_state, player)


pyspiel.register_game(GAME_TYPE, VanuatuGame)
