"""R10.3 Rising Waters: the die, the flood, submerged islands, dikes."""

from __future__ import annotations

from ..state import NOBODY, GameState, Phase, SpaceState
from .board import BoardInfo, adjacency
from .evolve import replace_space, replace_state


def submerged(state: GameState, space: SpaceState) -> bool:
    """Whether the water has submerged the island on ``space``."""
    return space.water >= state.options.components.submerged_at


def submerged_islands(state: GameState) -> int:
    """How many islands the water has submerged so far."""
    at = state.options.components.submerged_at
    return sum(1 for sp in state.spaces if sp.water >= at)


def dikes_left(state: GameState) -> int:
    return state.options.components.dikes - sum(len(sp.dikes) for sp in state.spaces)


def dike_sides(state: GameState, island: int, b: BoardInfo | None = None) -> tuple[int, ...]:
    """Ocean neighbours of ``island`` on whose side a dike may still be built
    (``b``: the board facts of ``state``, when the caller has them)."""
    sp = state.spaces[island]
    if submerged(state, sp):
        return ()
    if b is None:
        b = adjacency(state)
    return tuple(j for j in b.ocean_nb[island] if j not in sp.dikes)


def after_performed_action(state: GameState) -> GameState:
    """Count down to the flood after a performed action; flood when it reaches 0."""
    if state.flood_in is None:
        return state
    left = state.flood_in - 1
    if left > 0:
        return replace_state(state, flood_in=left)
    return flood(replace_state(state, flood_in=None))


def flood(state: GameState) -> GameState:
    """The water rises (R10.3): each island not yet submerged gets one water marker
    per side touching an ocean tile without a dike (at most 5). Islands reaching 5
    are submerged and lose their cubes, tourists, drawings and huts; at three
    submerged islands the game ends in the defeat of every player."""
    b = adjacency(state)
    c = state.options.components
    spaces = list(state.spaces)
    for i in b.islands:  # the islands not yet submerged
        sp = spaces[i]
        rise = sum(1 for j in b.ocean_nb[i] if j not in sp.dikes)
        water = min(c.submerged_at, sp.water + rise)
        if water >= c.submerged_at:
            sp = SpaceState(water=water, dikes=sp.dikes)
        else:
            sp = replace_space(sp, water=water)
        spaces[i] = sp
    state = replace_state(state, spaces=tuple(spaces))
    if submerged_islands(state) >= c.defeat_at:
        return replace_state(state, defeat=True, phase=Phase.OVER, to_act=NOBODY)
    return state
