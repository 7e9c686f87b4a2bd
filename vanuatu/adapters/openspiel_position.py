"""The game so far as a state of the OpenSpiel adapter holds it
(:mod:`vanuatu.adapters.openspiel`), on one of two cores.

* :class:`PurePosition`: the Python rules, a :class:`~vanuatu.infostate.History`
  (the state and the moves that led to it);
* :class:`NativePosition`: the native core (:mod:`vanuatu.native`) lists the
  legal actions and the chance outcomes, applies them and says when the game
  is over; the Python :class:`~vanuatu.GameState` is made from it only when
  something reads it (observations, strings, returns), and the
  :class:`~vanuatu.infostate.History` by replaying the ids played since the
  last one made only when a perfect-recall view or a resampling (R9) needs it.

Both answer alike, id for id (``tests/native/test_native_openspiel.py``). A
position is never changed: :meth:`play` gives the next one. A position the
native core does not cover (:class:`~vanuatu.native.NotCoveredError`) is
played on by the Python rules from there on.
"""

from __future__ import annotations

from typing import Any, TypeAlias

from ..moves import CHANCE, Move
from ..native import NativeState, NotCoveredError
from ..state import GameState
from .action_ids import chance_outcome_ids, decode, decode_chance, legal_action_ids
from .infostate import History

__all__ = ["NativePosition", "Position", "PurePosition", "played", "start"]


class PurePosition:
    """The game so far on the Python rules: a :class:`~vanuatu.infostate.History`."""

    __slots__ = ("_legal", "history")

    def __init__(self, history: History) -> None:
        self.history = history
        self._legal: list[int] | None = None

    @property
    def state(self) -> GameState:
        """The :class:`~vanuatu.GameState`."""
        return self.history.state

    def to_act(self) -> int:
        """The player to act, ``-1`` at a chance event (``CHANCE``)."""
        return int(self.history.state.to_act)

    def is_over(self) -> bool:
        """Whether the game has ended (R8)."""
        return bool(self.history.state.is_over)

    def legal_ids(self) -> list[int]:
        """The ids of the legal moves of the player to act, ascending (kept)."""
        if self._legal is None:
            self._legal = legal_action_ids(self.history.state)
        return self._legal

    def chance_outcomes(self) -> list[tuple[int, float]]:
        """``(outcome id, probability)`` of the pending chance event."""
        return chance_outcome_ids(self.history.state)

    def play(self, action: int) -> Position:
        """The position after ``action``: an error naming the rule unless legal now."""
        s = self.history.state
        move: Move
        if s.to_act == CHANCE:
            move = decode_chance(action, s)
        elif action in self.legal_ids():
            move = decode(action, s, check=False)
        else:
            move = decode(action, s)  # raises the error naming the rule
        return PurePosition(self.history.play(move))


class NativePosition:
    """The game so far on the native core: the core's state, the last
    :class:`~vanuatu.infostate.History` made and the ids played since."""

    __slots__ = ("_base", "_legal", "_pending", "_state", "core")

    def __init__(self, core: NativeState, base: History, pending: tuple[int, ...] = ()) -> None:
        self.core = core
        self._base = base
        self._pending = pending
        self._state: GameState | None = base.state if not pending else None
        self._legal: list[int] | None = None

    def __reduce__(self) -> tuple[Any, tuple[History, bool]]:
        # pickled as its history (the core's state is not picklable), made again
        return start, (self.history, True)

    @property
    def history(self) -> History:
        """The :class:`~vanuatu.infostate.History`, replayed from the ids played
        since the last one made (then kept)."""
        if self._pending:
            history = self._base
            for action in self._pending:
                s = history.state
                if s.to_act == CHANCE:
                    history = history.play(decode_chance(action, s))
                else:
                    history = history.play(decode(action, s, check=False))
            self._base, self._pending = history, ()
            self._state = history.state
        return self._base

    @property
    def state(self) -> GameState:
        """The :class:`~vanuatu.GameState`, converted from the core's (then kept)."""
        if self._state is None:
            self._state = self.core.to_state()
        return self._state

    def to_act(self) -> int:
        """The player to act, ``-1`` at a chance event (``CHANCE``)."""
        return self.core.to_act()

    def is_over(self) -> bool:
        """Whether the game has ended (R8)."""
        return self.core.is_over()

    def legal_ids(self) -> list[int]:
        """The ids of the legal moves of the player to act, ascending (kept)."""
        if self._legal is None:
            try:
                self._legal = self.core.legal_action_ids()
            except NotCoveredError:
                self._legal = legal_action_ids(self.state)
        return self._legal

    def chance_outcomes(self) -> list[tuple[int, float]]:
        """``(outcome id, probability)`` of the pending chance event."""
        try:
            return self.core.chance_outcome_ids()
        except NotCoveredError:
            return chance_outcome_ids(self.state)

    def play(self, action: int) -> Position:
        """The position after ``action``: an error naming the rule unless legal now."""
        if self.core.is_chance():
            if action not in [i for i, _ in self.chance_outcomes()]:
                decode_chance(action, self.state)  # raises the error naming the rule
            after = self.core.apply(action)
        elif action in self.legal_ids():
            after = self.core.play(action)
        else:
            decode(action, self.state)  # raises the error naming the rule
            after = self.core.apply(action)
        return NativePosition(after, self._base, (*self._pending, action))


#: The game so far, on either core.
Position: TypeAlias = PurePosition | NativePosition


def start(history: History, native: bool) -> Position:
    """The position of ``history``, on the native core when ``native`` and it
    covers the position, else on the Python rules."""
    if native:
        try:
            return NativePosition(NativeState.from_state(history.state), history)
        except NotCoveredError:
            pass
    return PurePosition(history)


def played(position: Position, action: int) -> Position:
    """:meth:`~NativePosition.play`, going on with the Python rules from a
    position the native core does not cover."""
    try:
        return position.play(action)
    except NotCoveredError:
        return PurePosition(position.history).play(action)
