"""The general supply (R1.4): the goods cubes that are on no island and on no
displayed demand tile."""

from __future__ import annotations

from ..components import GOODS
from ..state import GameState

__all__ = ["cube_supply"]


def cube_supply(state: GameState) -> tuple[int, int, int]:
    """Cubes left in the general supply: the total minus those on islands and
    on displayed demand tiles (R1.4)."""
    on = [0] * len(GOODS)
    for sp in state.spaces:
        for g, k in enumerate(sp.cubes):
            on[g] += k
    for _tile, filled in state.demand_display:
        for g in filled:
            on[g] += 1
    total = state.options.components.cube_supply
    return (max(0, total[0] - on[0]), max(0, total[1] - on[1]), max(0, total[2] - on[2]))
