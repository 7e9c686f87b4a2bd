"""R10.3 Rising Waters: the die, the flood, submerged islands, dikes."""

from __future__ import annotations

import attrs

from ..state import NOBODY, GameState, Phase, SpaceState
from .common import info

#: Rounds at whose start the die is rolled (R10.3).
DIE_ROUNDS = (2, 4, 6, 8)
#: Water markers that submerge an island, and submerged islands that end the game.
SUBMERGED_AT = 5
DEFEAT_AT = 3
#: Dikes in the box and the price of one (R10.3).
DIKES = 20
DIKE_COST = 1


def submerged(space: SpaceState) -> bool:
    return space.water >= SUBMERGED_AT


def submerged_islands(state: GameState) -> int:
    """How many islands the water has submerged so far."""
    return sum(1 for sp in state.spaces if submerged(sp))


def dikes_left(state: GameState) -> int:
    return DIKES - sum(len(sp.dikes) for sp in state.spaces)


def dike_sides(state: GameState, island: int) -> tuple[int, ...]:
    """Ocean neighbours of ``island`` on whose side a dike may still be built."""
    sp = state.spaces[island]
    if submerged(sp):
        return ()
    return tuple(j for j in info(state).ocean_nb[island] if j not in sp.dikes)


def after_performed_action(state: GameState) -> GameState:
    """Count down to the flood after a performed action; flood when it reaches 0."""
    if state.flood_in is None:
        return state
    left = state.flood_in - 1
    if left > 0:
        return attrs.evolve(state, flood_in=left)
    return flood(attrs.evolve(state, flood_in=None))


def flood(state: GameState) -> GameState:
    """The water rises (R10.3): each island not yet submerged gets one water marker
    per side touching an ocean tile without a dike (at most 5). Islands reaching 5
    are submerged and lose their cubes, tourists, drawings and huts; at three
    submerged islands the game ends in the defeat of every player."""
    b = info(state)
    spaces = list(state.spaces)
    for i in b.islands:
        sp = spaces[i]
        if submerged(sp):
            continue
        rise = sum(1 for j in b.ocean_nb[i] if j not in sp.dikes)
        water = min(SUBMERGED_AT, sp.water + rise)
        if water >= SUBMERGED_AT:
            sp = SpaceState(water=water, dikes=sp.dikes)
        else:
            sp = attrs.evolve(sp, water=water)
        spaces[i] = sp
    state = attrs.evolve(state, spaces=tuple(spaces))
    if submerged_islands(state) >= DEFEAT_AT:
        return attrs.evolve(state, defeat=True, phase=Phase.OVER, to_act=NOBODY)
    return state
