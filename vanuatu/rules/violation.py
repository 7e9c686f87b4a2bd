"""Why a move is refused: :class:`Violation` (a move, the rule it breaks and a
reason), and :class:`Grounds`, the rule and reason that make an action
impossible before any move names it."""

from __future__ import annotations

import attrs

from ..errors import IllegalMove
from ..moves import Move

__all__ = ["Grounds", "Violation"]


@attrs.frozen
class Violation:
    """Why a move is illegal: the move, the rule id (``"R4.3"``) and a reason.

    ``str(violation)`` reads ``"<move>: <rule> <reason>"``.
    """

    move: Move
    rule: str
    reason: str

    def __str__(self) -> str:
        return f"{self.move}: {self.rule} {self.reason}"

    def error(self) -> IllegalMove:
        """The :class:`~vanuatu.IllegalMove` that :func:`vanuatu.apply` raises for it."""
        return IllegalMove(self.move, self.rule, self.reason)


@attrs.frozen
class Grounds:
    """The rule and reason that make an action impossible (or a way of performing
    it unavailable) for a player now; :meth:`against` names the refused move."""

    rule: str
    reason: str

    def against(self, move: Move) -> Violation:
        """The :class:`Violation` of ``move`` on these grounds."""
        return Violation(move, self.rule, self.reason)
