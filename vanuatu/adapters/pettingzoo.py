"""PettingZoo environment (extra ``pettingzoo``: ``pip install 'vanuatu[pettingzoo]'``).

:func:`env` makes an AEC environment (agents ``player_0`` ...) in the style of
PettingZoo's classic games::

    from vanuatu.pettingzoo import env

    e = env(players=4, seed=None)
    e.reset(seed=42)
    for agent in e.agent_iter():
        observation, reward, termination, truncation, info = e.last()
        if termination or truncation:
            action = None
        else:
            action = e.action_space(agent).sample(observation["action_mask"])
        e.step(action)

Each observation is a dict: ``"observation"``, the numbers of
:func:`vanuatu.features.features` (what the agent sees, R9), and
``"action_mask"``, one ``int8`` per action id of :mod:`vanuatu.action_ids` (all
zeros for an agent that is not to act). Chance events are resolved inside the
environment from its generator, seeded by ``reset(seed=...)``. Rewards come at
the end of the game: each player's final PP (``utility="points"``; in a Rising
Waters defeat every player gets -100) or ``utility="rank"`` (+1 for first place
down to -1 for last; -1 for all in a defeat).

The player to act may also make their free actions (R7) on their turn; there
are no moves out of turn. An illegal action ends the game with reward -1 for
its agent, as in PettingZoo's classic games (PettingZoo's
``TerminateIllegalWrapper``); :class:`RawEnv` raises
:class:`~vanuatu.IllegalMove` naming the rule instead.
"""

from __future__ import annotations

import random
from typing import Any, ClassVar

import numpy as np
from gymnasium import spaces
from pettingzoo import AECEnv
from pettingzoo.utils import wrappers

from tabletop.one_line import shown

from ..moves import CHANCE
from ..options import Options
from ..playout import sample_chance
from ..position import to_position
from ..rules.engine import apply_unchecked, new_game
from ..rules.scoring import final_scores
from ..state import GameState
from .action_ids import decode, legal_action_ids, num_distinct_actions
from .features import feature_size, features

__all__ = ["DEFEAT_POINTS", "RawEnv", "env", "raw_env"]

#: Every player's reward in a Rising Waters defeat (R10.3) with ``utility="points"``.
DEFEAT_POINTS = -100.0
#: Bound of the observation numbers (PP, Vatus, counts...).
_HIGH = 10_000.0


def env(**kwargs: Any) -> AECEnv:
    """The environment with PettingZoo's usual wrappers (see :class:`RawEnv` for
    the arguments)."""
    e: AECEnv = RawEnv(**kwargs)
    e = wrappers.TerminateIllegalWrapper(e, illegal_reward=-1)
    e = wrappers.AssertOutOfBoundsWrapper(e)
    return wrappers.OrderEnforcingWrapper(e)


class RawEnv(AECEnv):  # type: ignore[misc]
    """Vanuatu as a PettingZoo AEC environment.

    Arguments: ``players`` (2-5), ``characters``, ``rising_waters`` (or a whole
    ``options=Options(...)``), ``utility`` (``"points"`` or ``"rank"``) and
    ``render_mode`` (``"ansi"``: :meth:`render` returns the position string).
    """

    metadata: ClassVar[dict[str, Any]] = {
        "name": "vanuatu_v0", "render_modes": ["ansi"], "is_parallelizable": False,
    }

    def __init__(self, players: int = 4, characters: bool = True, rising_waters: bool = False,
                 *, options: Options | None = None, utility: str = "points",
                 render_mode: str | None = None) -> None:
        super().__init__()
        if options is None:
            options = Options(players=players, characters=characters,
                              rising_waters=rising_waters)
        if utility not in ("points", "rank"):
            raise ValueError(f"utility is 'points' or 'rank', not {utility!r}")
        if render_mode not in (None, "ansi"):
            raise ValueError(f"render_mode is None or 'ansi', not {render_mode!r}")
        self.options = options
        self.utility = utility
        self.render_mode = render_mode
        self.possible_agents = [f"player_{i}" for i in range(options.players)]
        self.agents = self.possible_agents[:]
        n = num_distinct_actions(options)
        self.action_spaces = {a: spaces.Discrete(n) for a in self.possible_agents}
        self.observation_spaces = {
            a: spaces.Dict({
                "observation": spaces.Box(0.0, _HIGH, (feature_size(options),), np.float32),
                "action_mask": spaces.Box(0, 1, (n,), np.int8),
            })
            for a in self.possible_agents
        }
        self._initial = new_game(options)
        self._rng = random.Random()
        self.game_state: GameState = self._initial
        self._legal: tuple[GameState | None, list[int]] = (None, [])
        self.agent_selection = self.possible_agents[0]
        self.rewards = dict.fromkeys(self.agents, 0.0)
        self._cumulative_rewards = dict.fromkeys(self.agents, 0.0)
        self.terminations = dict.fromkeys(self.agents, False)
        self.truncations = dict.fromkeys(self.agents, False)
        self.infos: dict[str, dict[str, Any]] = {a: {} for a in self.agents}

    def observation_space(self, agent: str) -> spaces.Space[Any]:
        """The space of ``agent``'s observations (features and action mask)."""
        return self.observation_spaces[self.possible_agents[self._index(agent)]]

    def action_space(self, agent: str) -> spaces.Space[Any]:
        """The action ids of ``agent``'s game."""
        return self.action_spaces[self.possible_agents[self._index(agent)]]

    def _index(self, agent: object) -> int:
        """The player of ``agent``; a :class:`ValueError` naming the agents if none."""
        if agent not in self.possible_agents:
            raise ValueError(f"no agent {shown(agent)} (agents: "
                             f"{', '.join(self.possible_agents)})")
        return self.possible_agents.index(agent)

    def reset(self, seed: int | None = None, options: dict[str, Any] | None = None) -> None:
        """A new game; ``seed`` seeds the generator of the chance events."""
        if seed is not None:
            self._rng = random.Random(seed)
        self.game_state = self._resolve_chance(self._initial)
        self.agents = self.possible_agents[:]
        self.rewards = dict.fromkeys(self.agents, 0.0)
        self._cumulative_rewards = dict.fromkeys(self.agents, 0.0)
        self.terminations = dict.fromkeys(self.agents, False)
        self.truncations = dict.fromkeys(self.agents, False)
        self.infos = {a: {} for a in self.agents}
        self.agent_selection = self.possible_agents[self.game_state.to_act]

    def _resolve_chance(self, state: GameState) -> GameState:
        while state.to_act == CHANCE:
            state = apply_unchecked(state, sample_chance(state, self._rng))
        return state

    def observe(self, agent: str) -> dict[str, np.ndarray]:
        """What ``agent`` sees (R9) as features, with the mask of its legal action ids."""
        i = self._index(agent)
        mask = np.zeros(num_distinct_actions(self.options), np.int8)
        if self.game_state.to_act == i:
            mask[self._legal_ids()] = 1
        return {"observation": np.asarray(features(self.game_state, i), np.float32),
                "action_mask": mask}

    def step(self, action: int | None) -> None:
        """Play the action id ``action`` for the agent to act (an id of an illegal
        move raises :class:`~vanuatu.IllegalMove`)."""
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        if action is None:
            raise ValueError(f"{agent} is to act: step() needs an action id, not None")
        action = int(action)
        # a listed id needs no second check; any other raises IllegalMove naming the rule
        move = decode(action, self.game_state, check=action not in self._legal_ids())
        self.game_state = self._resolve_chance(apply_unchecked(self.game_state, move))
        self._cumulative_rewards[agent] = 0.0
        if self.game_state.is_over:
            self.rewards = dict(zip(self.agents, self._returns(), strict=True))
            self.terminations = dict.fromkeys(self.agents, True)
        else:
            self.rewards = dict.fromkeys(self.agents, 0.0)
            self.agent_selection = self.possible_agents[self.game_state.to_act]
        self._accumulate_rewards()

    def _legal_ids(self) -> list[int]:
        """The legal ids of the player to act, computed once per state."""
        if self._legal[0] is not self.game_state:
            self._legal = (self.game_state, legal_action_ids(self.game_state))
        return self._legal[1]

    def _returns(self) -> list[float]:
        s = self.game_state
        n = s.num_players
        points = self.utility == "points"
        if s.defeat:
            return [DEFEAT_POINTS if points else -1.0] * n
        scores = final_scores(s)
        if points:
            return [float(t) for t in scores.totals]
        return [1.0 - 2.0 * (line.rank - 1) / (n - 1) for line in scores.lines]

    def render(self) -> str | None:
        """With ``render_mode="ansi"``, the position string of the game."""
        if self.render_mode is None:
            return None
        return to_position(self.game_state)

    def close(self) -> None:
        """Nothing to release."""


#: PettingZoo's usual name of the unwrapped environment class.
raw_env = RawEnv
