"""What the rules report as they change the state: what the states before and
after a move do not show by themselves. The narration of a move
(:mod:`vanuatu.narration`) reads these reports beside the difference of the
two states, so that it never computes a rule a second time.

* :class:`MoneyMoved`: Vatus paid or gained and PP gained by one player, and
  what the conversion of R1.1c turned into PP (:mod:`vanuatu.rules.money`);
* :class:`PriceSet`: the fish price moved (R6.5, R3.5);
* :class:`CubeLost`: no demand tile needed an exported cube (R6.6).

Nothing is kept unless a caller asks for the reports of a call
(:func:`recorded`): otherwise a rule pays one look-up of the open record.

>>> import vanuatu
>>> state = vanuatu.Game(players=3, seed=1).state
>>> move = vanuatu.legal_moves(state)[0]
>>> after, reports = recorded(lambda: vanuatu.apply(state, move))
>>> str(move), reports, after == vanuatu.apply(state, move)
('P2 take navigator', [], True)
"""

from __future__ import annotations

from collections.abc import Callable
from contextvars import ContextVar
from typing import TypeVar

import attrs

__all__ = [
    "CubeLost",
    "MoneyMoved",
    "PriceSet",
    "Report",
    "cube_lost",
    "open_record",
    "price_set",
    "recorded",
]


@attrs.frozen
class MoneyMoved:
    """Money of one player moved by a rule: Vatus paid, Vatus and PP gained
    (negative PP: given up), and the Vatus the conversion of R1.1c turned into
    PP at once."""

    player: int
    rule: str
    paid: int = 0
    vatus: int = 0
    pp: int = 0
    converted_vatus: int = 0
    converted_pp: int = 0


@attrs.frozen
class PriceSet:
    """The fish price moved from ``before`` to ``after`` (R6.5 after a sale, R3.5)."""

    before: int
    after: int
    rule: str


@attrs.frozen
class CubeLost:
    """R6.6: a cube of ``good`` bought (or the Buyer's second one) that no
    displayed demand tile needed."""

    player: int
    good: int


Report = MoneyMoved | PriceSet | CubeLost

#: The reports of the call being recorded, or ``None``.
_OPEN: ContextVar[list[Report] | None] = ContextVar("vanuatu_rule_reports", default=None)

_T = TypeVar("_T")


def open_record() -> list[Report] | None:
    """Where a rule appends what it reports now, or ``None`` when nobody records."""
    return _OPEN.get()


def price_set(before: int, after: int, rule: str) -> int:
    """The fish price ``after``, reported if it moved from ``before`` by ``rule``."""
    record = _OPEN.get()
    if record is not None and after != before:
        record.append(PriceSet(before, after, rule))
    return after


def cube_lost(player: int, good: int) -> None:
    """Report that no demand tile needed a cube of ``good`` that ``player`` exported."""
    record = _OPEN.get()
    if record is not None:
        record.append(CubeLost(player, good))


def recorded(call: Callable[[], _T]) -> tuple[_T, list[Report]]:
    """What ``call()`` returns, and what the rules reported during it, in order."""
    reports: list[Report] = []
    token = _OPEN.set(reports)
    try:
        return call(), reports
    finally:
        _OPEN.reset(token)
