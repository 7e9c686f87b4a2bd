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
to -1 for last, tied players alike; -1 for everyone in a defeat).

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

from ..moves import CHANCE, Move
from ..options import Options
from ..position import to_position
from ..rules.engine import new_game
from ..rules.scoring import final_scores
from .action_ids import (
    action_table,
    chance_outcome_ids,
    decode,
    decode_chance,
    legal_action_ids,
    num_chance_outcomes,
    num_distinct_actions,
)
from .features import feature_size, features
from .infostate import History

__all__ = ["GAME_TYPE", "VanuatuGame", "VanuatuObserver", "VanuatuState", "resampler"]

_T = TypeVar("_T")

_RULINGS = ("paired_planning_together", "governor_onto_resolved", "sail_revisit",
            "fishing_lowers_price", "replenish_ignores_supply")
_PARAMS: dict[str, Any] = {
    "players": 4,
    "characters": True,
    "rising_waters": False,
    "utility": "points",
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
            raise ValueError(f"python_vanuatu: utility is 'points' or 'rank', not {p['utility']!r}")
        self.options = Options(players=int(p["players"]), characters=bool(p["characters"]),
                               rising_waters=bool(p["rising_waters"]),
                               **{name: bool(p[name]) for name in _RULINGS})  # type: ignore[arg-type]
        self.utility = str(p["utility"])
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
        self._history = _Shared(history or History.start(game.initial_state))
        self._legal: list[int] | None = None

    @property
    def history(self) -> History:
        """The :class:`~vanuatu.infostate.History` of this state."""
        return self._history.value

    @property
    def vanuatu_state(self) -> Any:
        """The :class:`~vanuatu.GameState`."""
        return self._history.value.state

    def current_player(self) -> int:
        """The player to act, or OpenSpiel's chance or terminal player id."""
        s = self._history.value.state
        if s.is_over:
            return int(pyspiel.PlayerId.TERMINAL)
        if s.to_act == CHANCE:
            return int(pyspiel.PlayerId.CHANCE)
        return int(s.to_act)

    def _legal_ids(self) -> list[int]:
        if self._legal is None:
            self._legal = legal_action_ids(self._history.value.state)
        return self._legal

    def _legal_actions(self, player: int) -> list[int]:
        if player != self._history.value.state.to_act:
            return []
        return list(self._legal_ids())

    def chance_outcomes(self) -> list[tuple[int, float]]:
        """At a chance node, ``(outcome id, probability)`` of every outcome."""
        return chance_outcome_ids(self._history.value.state)

    def _apply_action(self, action: int) -> None:
        s = self._history.value.state
        move: Move
        if s.to_act == CHANCE:
            move = decode_chance(action, s)
        elif action in self._legal_ids():
            move = decode(action, s, check=False)
        else:
            move = decode(action, s)  # raises the error naming the rule
        self._history = _Shared(self._history.value.play(move))
        self._legal = None

    def _action_to_string(self, player: int, action: int) -> str:
        table = action_table(self._rules.value.options)
        if player == CHANCE:
            return str(table.chance[action])
        return str(decode(action, self._history.value.state, player, check=False))

    def is_terminal(self) -> bool:
        """Whether the game is over."""
        return bool(self._history.value.state.is_over)

    def returns(self) -> list[float]:
        """Each player's return: 0 before the end; then by rank (from 1 to -1) or
        the final PP (``utility=points``); every player the lowest on a defeat (R10.3)."""
        s = self._history.value.state
        n = s.num_players
        if not s.is_over:
            return [0.0] * n
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
        return to_position(self._history.value.state)


def resampler(state: VanuatuState, player: int, sampler: Any = None) -> VanuatuState:
    """A resampled copy of ``state`` for ``player`` (the callback of
    ``ISMCTSBot.set_resampler``); ``sampler()`` draws in [0, 1) (default: OpenSpiel's
    uniform sampler)."""
    draw = sampler if sampler is not None else pyspiel.UniformProbabilitySampler(0.0, 1.0)
    new = state.clone()
    new._history = _Shared(state.history.resample(player, draw))
    new._legal = None
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
        self._filled: tuple[History, int] | None = None

    def set_from(self, state: VanuatuState, player: int) -> None:
        """Fill :attr:`tensor` with what ``player`` sees of ``state``."""
        key = (state.history, player)
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
