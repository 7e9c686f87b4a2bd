"""Small helpers shared by the rule modules: changing one player, moving cubes,
silvos, and whether cubes fit on a boat card (VW1.5)."""

from __future__ import annotations

import functools

from ..options import Options
from ..state import GameState, PlayerState, Step
from .evolve import replace_player, replace_state

__all__ = [
    "Refusal",
    "add_cube",
    "cube_index",
    "fits",
    "gain_silvos",
    "lot_held",
    "pop",
    "prepend",
    "set_player",
    "to_bag",
]

#: ``(rule id, reason)`` of a refused move.
Refusal = tuple[str, str]


def cube_index(options: Options, cube: str) -> int:
    """The index of cube type ``cube`` (``-1`` if there is no such type)."""
    ids = options.components.cube_ids
    return ids.index(cube) if cube in ids else -1


def add_cube(counts: tuple[int, ...], index: int, n: int = 1) -> tuple[int, ...]:
    """``counts`` with ``n`` more cubes of type ``index``."""
    return counts[:index] + (counts[index] + n,) + counts[index + 1:]


def set_player(state: GameState, p: int, player: PlayerState) -> GameState:
    """``state`` with seat ``p`` replaced."""
    return replace_state(state, players=state.players[:p] + (player,) + state.players[p + 1:])


def to_bag(state: GameState, cube: str) -> GameState:
    """``state`` with one more ``cube`` in the bag."""
    return replace_state(state, bag=add_cube(state.bag, cube_index(state.options, cube)))


def gain_silvos(state: GameState, p: int, n: int) -> GameState:
    """``state`` where P``p`` gains (or spends, ``n < 0``) silvos; the marker stops at the
    end of the track (VW6.1 ruling)."""
    pl = state.players[p]
    top = state.options.components.track_max
    return set_player(state, p, replace_player(pl, silvos=max(0, min(top, pl.silvos + n))))


@functools.lru_cache(maxsize=65536)
def _fits(holds: tuple[int, ...], counts: tuple[int, ...]) -> bool:
    doubles = sum(1 for h in holds if h == 2)
    singles = len(holds) - doubles
    pairs = sum(c // 2 for c in counts)
    k = min(doubles, pairs)
    return sum(counts) - 2 * k <= singles + doubles - k


def fits(options: Options, counts: tuple[int, ...]) -> bool:
    """Whether cubes (counts by type) fit on the boat card face in use (VW1.5): a hold
    of size 2 takes two cubes of one type."""
    return _fits(options.components.boat(options.boat).holds, counts)


def lot_held(state: GameState, p: int, lot: str) -> bool:
    """Whether P``p`` holds ``lot``: a cube type, or ``"1s"``..``"3s"`` silvos (VW8.3)."""
    if lot in ("1s", "2s", "3s"):
        return state.players[p].silvos >= int(lot[0])
    i = cube_index(state.options, lot)
    return i >= 0 and state.players[p].cubes[i] > 0


def pop(state: GameState) -> GameState:
    """``state`` without its pending head step."""
    return replace_state(state, queue=state.queue[1:])


def prepend(state: GameState, *steps: Step) -> GameState:
    """``state`` with ``steps`` before the other pending steps."""
    return replace_state(state, queue=steps + state.queue)
