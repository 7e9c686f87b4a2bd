"""OpenSpiel's general-purpose searches as bots: ``openspiel-ismcts`` and
``openspiel-mcts`` (extra ``openspiel``).

They run OpenSpiel's own Python ``ISMCTSBot`` and ``MCTSBot``, with random
rollouts to the end of the game, on the game ``python_vanuatu`` of
:mod:`vanuatu.openspiel` (utility ``rank``: +1 for first place down to -1 for
last, -1 for everyone in a Rising Waters defeat, R10.3). Like every bot they
are given a :class:`~vanuatu.bots.PlayerView` (R9): the search starts from a
determinization of it (:func:`~vanuatu.bots.determinize.determinize`);
``ISMCTSBot`` deals the hidden rest tokens again in each simulation the same
way, ``MCTSBot`` searches that one sample as
if it saw the whole state.

OpenSpiel's searches count simulations, not seconds: ``seconds=S`` sets the
simulations of each decision from the rate measured over the bot's previous
decisions (a first decision runs a few to measure it), so a decision takes
about S. Without the extra, making these bots raises a
:class:`~vanuatu.BotError` that names it.
"""

from __future__ import annotations

import importlib
import random
import time
from typing import Any

from ..errors import BotError
from ..moves import Move
from ..observe import observe
from ..translation import N_
from .determinize import determinize
from .interface import PlayerView
from .registry import BotMaker, Parameter, register

__all__ = ["RULINGS", "OpenSpielBot", "available"]

#: The rulings of :class:`vanuatu.Options` that ``python_vanuatu`` takes as parameters.
RULINGS = ("paired_planning_together", "governor_onto_resolved", "sail_revisit",
           "fishing_lowers_price", "replenish_ignores_supply")


def _adapter() -> Any:
    """:mod:`vanuatu.adapters.openspiel`, imported when a bot first needs it (it
    needs OpenSpiel, and it imports the package this module is part of)."""
    return importlib.import_module("vanuatu.adapters.openspiel")


def available() -> bool:
    """Whether OpenSpiel (the extra ``openspiel``) can be imported."""
    try:
        import pyspiel  # type: ignore[import-not-found,import-untyped,unused-ignore]  # noqa: F401
    except ImportError:
        return False
    return True


class OpenSpielBot:
    """OpenSpiel's ``ISMCTSBot`` (``kind="ismcts"``) or ``MCTSBot``
    (``kind="mcts"``) with ``seconds`` per decision (or a fixed number of
    ``simulations``), UCT constant ``uct_c`` and ``rollouts`` random
    rollouts per evaluation."""

    def __init__(self, kind: str, seed: int | None = None, seconds: float | None = 0.2,
                 simulations: int | None = None, uct_c: float = 2.0,
                 rollouts: int = 1) -> None:
        if kind not in ("ismcts", "mcts"):
            raise BotError(f"OpenSpielBot: kind is 'ismcts' or 'mcts', not {kind!r}")
        if not available():
            raise BotError(f"bot 'openspiel-{kind}' needs OpenSpiel: "
                           "pip install 'vanuatu[openspiel]'")
        import numpy as np

        self.name = f"openspiel-{kind}"
        self.kind = kind
        self.seconds = seconds
        self.simulations = simulations
        self.uct_c = uct_c
        self.rollouts = rollouts
        self._rng = random.Random(seed)
        self._np = np.random.RandomState(self._rng.randrange(2**31))
        self._games: dict[Any, Any] = {}
        self._rate: float | None = None  # simulations per second measured so far

    def _game(self, view: PlayerView) -> Any:
        adapter = _adapter()
        options = view.state.options
        game = self._games.get(options)
        if game is None:
            params: dict[str, Any] = {
                "players": options.players, "characters": options.characters,
                "rising_waters": options.rising_waters, "utility": "rank",
            }
            for ruling in RULINGS:
                params[ruling] = getattr(options, ruling)
            game = self._games[options] = adapter.VanuatuGame(params)
        return game

    def _budget(self, view: PlayerView) -> int:
        seconds = view.budget.seconds if view.budget.seconds is not None else self.seconds
        iterations = view.budget.iterations
        if iterations is not None and view.budget.seconds is None:
            return iterations
        if seconds is None:
            return self.simulations or 100
        if self._rate is None:
            return 4
        return max(2, int(self._rate * seconds))  # OpenSpiel needs two to rank a move

    def choose(self, view: PlayerView) -> Move:
        """The move OpenSpiel's search picks from a determinization of ``view``."""
        from open_spiel.python.algorithms import (  # type: ignore[import-not-found,import-untyped,unused-ignore]
            ismcts,
            mcts,
        )

        adapter = _adapter()
        from ..adapters.action_ids import decode, legal_action_ids
        from ..adapters.infostate import History
        if len(view.legal_moves) == 1:
            return view.legal_moves[0]
        game = self._game(view)
        full = determinize(view.observation, self._rng)
        state = adapter.VanuatuState(game, History.start(full))
        sims = self._budget(view)
        evaluator = mcts.RandomRolloutEvaluator(self.rollouts, self._np)
        bot: Any
        if self.kind == "ismcts":
            bot = ismcts.ISMCTSBot(game, evaluator, self.uct_c, sims, random_state=self._np,
                                   allow_inconsistent_action_sets=False)
            rng = self._rng

            def resample(st: Any, player: int) -> Any:
                # the search's root starts the history: deal the hidden tokens again
                seen = observe(st.vanuatu_state, player)
                return adapter.VanuatuState(game, History.start(determinize(seen, rng)))

            bot.set_resampler(resample)
        else:
            bot = mcts.MCTSBot(game, self.uct_c, sims, evaluator, solve=False,
                               random_state=self._np)
        start = time.perf_counter()
        action = bot.step(state)
        elapsed = time.perf_counter() - start
        rate = sims / max(elapsed, 1e-6)
        self._rate = rate if self._rate is None else 0.5 * (self._rate + rate)
        if action not in legal_action_ids(full):
            raise BotError(f"{self.name}: OpenSpiel chose action {action}, not legal")
        move: Move = decode(action, full, check=False)
        return move


def _maker(kind: str) -> BotMaker:
    def make(seed: int, **params: Any) -> OpenSpielBot:
        if "simulations" in params and "seconds" not in params:
            params["seconds"] = None
        return OpenSpielBot(kind, seed, **params)

    return BotMaker(
        f"openspiel-{kind}", make,
        (
            Parameter("seconds", float, 0.0, N_("seconds per decision (0.2)"), above=True),
            Parameter("simulations", int, 1, N_("simulations per decision, without seconds")),
            Parameter("uct_c", float, 0.0, N_("UCT exploration constant (2)")),
            Parameter("rollouts", int, 1, N_("random rollouts per evaluation (1)")),
        ),
        f"OpenSpiel's {'ISMCTSBot' if kind == 'ismcts' else 'MCTSBot'} with random "
        "rollouts (extra 'openspiel')",
    )


register(_maker("ismcts"))
register(_maker("mcts"))
