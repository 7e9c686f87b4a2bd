"""What the move descriptions read in the state: the mover, their character,
their boat, a space, and where a bought cube would go (R6.6). Each reader
copes with a move that is not legal in the state (a space off the board, a
boat nowhere), so that a description never fails on a well-formed move."""

from __future__ import annotations

from ..components import GOODS
from ..state import GameState, PlayerState, SpaceState

__all__ = ["boat_space", "character_of", "exports", "mover", "space_at"]


def mover(state: GameState, player: int) -> PlayerState:
    """The player making a move; a :class:`ValueError` if the state has no such seat."""
    if not isinstance(player, int) or not 0 <= player < state.num_players:
        raise ValueError(f"describe_move(): the move is of P{player}, but the players of "
                         f"this {state.num_players}-player game are P0 to "
                         f"P{state.num_players - 1}")
    return state.players[player]


def character_of(state: GameState, player: int) -> str:
    """The character ``player`` holds (``""`` for none)."""
    return str(mover(state, player).character or "")


def boat_space(state: GameState, player: int) -> str:
    """The name of the space of ``player``'s boat (``"?"`` before it is placed)."""
    boat = mover(state, player).boat
    spaces = state.options.components.spaces
    return spaces[boat] if 0 <= boat < len(spaces) else "?"


def space_at(state: GameState, name: str) -> SpaceState:
    """What lies on the space named ``name`` (an empty space off the board)."""
    i = state.options.components.space_index.get(name)
    return SpaceState() if i is None else state.spaces[i]


def exports(state: GameState, good: str, cubes: int) -> list[tuple[int | None, int]]:
    """Where ``cubes`` cubes of ``good`` bought one after the other would go
    (R6.6): for each, the demand tile (the topmost displayed one with an open
    slot for the good; ``None``: lost) and the PP it scores (its export value,
    with the completion bonus when it fills the tile's last slot)."""
    c = state.options.components
    if good not in GOODS:
        return [(None, 0)] * cubes
    g = GOODS.index(good)
    display = [(tile, list(filled)) for tile, filled in state.demand_display]
    out: list[tuple[int | None, int]] = []
    for _ in range(cubes):
        for tile, filled in display:
            wants = c.demand_goods.get(tile, ())
            if wants.count(g) > filled.count(g):
                filled.append(g)
                bonus = c.export_completion_bonus if len(filled) >= len(wants) else 0
                out.append((tile, c.goods_export[g] + bonus))
                break
        else:
            out.append((None, 0))
    return out
