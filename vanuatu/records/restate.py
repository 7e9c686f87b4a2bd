"""Reveals that restate a chance outcome applied by itself.

A chance event with one possible outcome (the last tile of a letter, the last
demand tile) is applied by the engine right after the move that brings it,
without a move of its own, and a record leaves it out. A game converted from
another program may still write it. Such a ``reveal`` is accepted and changes
nothing when it restates the outcome just applied; one that contradicts it is
refused, naming the rule. :meth:`vanuatu.Game.play`, :func:`vanuatu.validate`
and :meth:`vanuatu.Game.from_record` all follow this.

>>> from vanuatu.moves import ChanceMove
>>> forced = (ChanceMove("tile", "A1"), ChanceMove("tile", "B2"))
>>> restated(forced, ChanceMove("tile", "A1")), restated(forced, ChanceMove("tile", "B2"))
(1, 2)
>>> print(contradiction(forced, ChanceMove("tile", "C3")))
reveal tile C3: R2 no tile is to be revealed: the tile event had one possible outcome, \
applied by itself (reveal tile A1)
"""

from __future__ import annotations

from collections.abc import Sequence

from ..errors import IllegalMove
from ..moves import ChanceMove, Move

__all__ = ["contradiction", "restated"]


def restated(forced: Sequence[ChanceMove], move: Move) -> int:
    """How many of the outcomes ``forced`` (applied by themselves, in order)
    ``move`` uses up by restating one of them: its position from 1, or 0 when
    it restates none."""
    if isinstance(move, ChanceMove):
        for i, outcome in enumerate(forced):
            if outcome == move:
                return i + 1
    return 0


def contradiction(forced: Sequence[ChanceMove], move: Move) -> IllegalMove | None:
    """The refusal of a chance ``move`` that reveals an event of ``forced``
    (outcomes applied by themselves) with another outcome, or ``None``."""
    if not isinstance(move, ChanceMove):
        return None
    for outcome in forced:
        if outcome.event == move.event:
            return IllegalMove(
                move,
                "R2",
                f"no {move.event} is to be revealed: the {move.event} event had one possible "
                f"outcome, applied by itself ({outcome})",
            )
    return None
