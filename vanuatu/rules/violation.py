"""Why a move is refused: :class:`Violation` (a move, the rule it breaks and a
reason), and :class:`Impossibility`, the rule and reason that make an action
impossible (or one way of performing it unavailable) before any move names it.

``Grounds``, the name of :class:`Impossibility` in release 0.2.0, still
imports from here, with a :class:`DeprecationWarning`.
"""

from __future__ import annotations

import warnings

import attrs

from ..errors import IllegalMove
from ..moves import Move

__all__ = ["Impossibility", "Violation"]


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
class Impossibility:
    """The rule and reason that make an action impossible (or a way of performing
    it unavailable) for a player now; :meth:`against` names the refused move."""

    rule: str
    reason: str

    def against(self, move: Move) -> Violation:
        """The :class:`Violation` of ``move`` for this impossibility."""
        return Violation(move, self.rule, self.reason)


def _deprecated_name(name: str) -> object:
    """The names of release 0.2.0 that moved, with a :class:`DeprecationWarning`
    (the module's ``__getattr__``)."""
    if name == "Grounds":
        warnings.warn(
            "vanuatu.rules.violation.Grounds is now Impossibility", DeprecationWarning,
            stacklevel=2,
        )
        return Impossibility
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


# Set through globals(): a compiled (mypyc) module that defines ``__getattr__``
# by name crashes when it is imported; a function stored under it works in both builds.
globals()["__getattr__"] = _deprecated_name
