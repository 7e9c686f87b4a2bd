"""Money: Vatu payments, and Vatu and PP gains with the conversion of R1.1c
(every full 10 Vatus become 5 PP at once). Each movement is reported
(:class:`~vanuatu.rules.reports.MoneyMoved`) when someone records the rules."""

from __future__ import annotations

from ..components import Components
from ..state import PlayerState
from .evolve import replace_player
from .reports import MoneyMoved, open_record

__all__ = ["converted", "gain", "pay"]


def gain(player: PlayerState, c: Components, vatus: int = 0, pp: int = 0, *,
         who: int = -1, rule: str = "") -> PlayerState:
    """``player`` after gaining Vatus and PP (negative: given up), with the
    conversion of R1.1c: every full 10 Vatus are exchanged at once for 5 PP.
    The rules name the player's number ``who`` and the ``rule`` that gains, for
    the report (:class:`~vanuatu.rules.reports.MoneyMoved`)."""
    v, converted_pp = converted(player.vatus + vatus, c)
    record = open_record()
    if record is not None:
        record.append(MoneyMoved(who, rule, 0, vatus, pp, player.vatus + vatus - v,
                                 converted_pp))
    return replace_player(player, vatus=v, pp=player.pp + pp + converted_pp)


def pay(player: PlayerState, vatus: int, *, who: int, rule: str) -> PlayerState:
    """``player`` (player number ``who``) after paying ``vatus`` by ``rule``."""
    record = open_record()
    if record is not None:
        record.append(MoneyMoved(who, rule, paid=vatus))
    return replace_player(player, vatus=player.vatus - vatus)


def converted(vatus: int, c: Components) -> tuple[int, int]:
    """``(vatus left, PP gained)`` after the R1.1c conversion of a Vatu total."""
    if vatus >= c.conversion_vatus:
        return vatus % c.conversion_vatus, (vatus // c.conversion_vatus) * c.conversion_pp
    return vatus, 0
