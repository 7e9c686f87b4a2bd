"""Money: Vatu gains with the conversion of R1.1c (every full 10 Vatus become
5 PP at once)."""

from __future__ import annotations

from ..components import Components
from ..state import PlayerState
from .evolve import replace_player

__all__ = ["converted", "gain"]


def gain(player: PlayerState, c: Components, vatus: int = 0, pp: int = 0) -> PlayerState:
    """``player`` after gaining Vatus and PP, with the conversion of R1.1c:
    every full 10 Vatus are exchanged at once for 5 PP."""
    v, converted_pp = converted(player.vatus + vatus, c)
    return replace_player(player, vatus=v, pp=player.pp + pp + converted_pp)


def converted(vatus: int, c: Components) -> tuple[int, int]:
    """``(vatus left, PP gained)`` after the R1.1c conversion of a Vatu total."""
    if vatus >= c.conversion_vatus:
        return vatus % c.conversion_vatus, (vatus // c.conversion_vatus) * c.conversion_pp
    return vatus, 0
