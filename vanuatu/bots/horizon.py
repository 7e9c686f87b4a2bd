"""Where one iteration of the ISMCTS bot (:mod:`vanuatu.bots.ismcts`) stops:
after a number of changes of phase, counted on every state the iteration
reaches, so that a playout from planning (R4.3) goes through the actions
(R5), and with more phases through the flood (R10.3); and how its tree keys
the moves (another player's Rest hides its token, R9).

>>> import vanuatu
>>> state = vanuatu.Game(players=3, seed=7).state
>>> h = Horizon(state.phase, stop_phase(state.phase))
>>> h.reached(state.phase), h.budget
(False, 2)
"""

from __future__ import annotations

from ..moves import Move, Rest
from ..state import Phase
from .interface import HIDDEN_TOKEN

__all__ = ["Horizon", "stop_phase", "tree_key"]


def stop_phase(phase: Phase) -> int:
    """How many phase changes a playout from ``phase`` goes through by default:
    two from preparation, neutral markers and characters (to the end of
    planning), else one (to the end of the current phase)."""
    return 2 if phase in (Phase.PREPARATION, Phase.NEUTRAL, Phase.CHARACTERS) else 1


class Horizon:
    """Where one iteration stops: after ``budget`` changes of phase, counted
    from ``phase`` (``changes`` of them seen so far)."""

    __slots__ = ("budget", "changes", "phase")

    def __init__(self, phase: int, budget: int) -> None:
        self.budget = budget
        self.changes = 0
        self.phase = int(phase)

    def reached(self, phase: int) -> bool:
        """Count a change of phase at a state of ``phase``; whether the budget is spent."""
        if phase == self.phase:
            return False
        self.phase = int(phase)
        self.changes += 1
        return self.changes >= self.budget


def tree_key(move: Move, actor: int, me: int) -> Move:
    """The tree key of ``actor``'s ``move`` in ``me``'s search: another
    player's Rest hides its token (R9)."""
    if actor != me and isinstance(move, Rest):
        return Rest(actor, HIDDEN_TOKEN)
    return move
