"""Phase I, round preparation (R3.1-R3.7), and tile placement (R3.6)."""

from __future__ import annotations

from ..components import GOODS
from ..moves import PlaceTile
from ..state import GameState, SpaceState
from .evolve import replace_space, replace_state
from .reports import price_set
from .supply import cube_supply
from .violation import Violation
from .waters import submerged


def discard_filled_demand(state: GameState) -> GameState:
    """R3.3: discard every completely filled demand tile; the rest move up."""
    c = state.options.components
    keep = []
    discards = list(state.demand_discards)
    for tile, filled in state.demand_display:
        if len(filled) == len(c.demand_goods[tile]):
            discards.append(tile)
        else:
            keep.append((tile, filled))
    return replace_state(state, demand_display=tuple(keep), demand_discards=tuple(discards))


def replenish(state: GameState) -> GameState:
    """R3.4: refill every island holding no cube with its printed goods (not a
    submerged one, R10.3); R3.5 price 3."""
    c = state.options.components
    spaces = list(state.spaces)
    supply = list(cube_supply(state))
    for i, tile in enumerate(state.board):
        if tile is None:
            continue
        spec = c.tile(tile)
        if spec.is_island and sum(spaces[i].cubes) == 0 and not submerged(state, spaces[i]):
            want = spec.goods_counts
            if not state.options.replenish_ignores_supply:
                want = (min(want[0], supply[0]), min(want[1], supply[1]), min(want[2], supply[2]))
                for g in range(len(GOODS)):
                    supply[g] -= want[g]
            spaces[i] = replace_space(spaces[i], cubes=want)
    price = price_set(state.fish_price, c.fish_price_track[0], "R3.5")
    return replace_state(state, spaces=tuple(spaces), fish_price=price)


def _placed_neighbours(state: GameState, i: int) -> int:
    """How many tiles lie next to space ``i``."""
    board = state.board
    return sum(1 for j in state.options.components.neighbours[i] if board[j] is not None)


def _strict_ok(state: GameState, tile: str, i: int) -> bool:
    c = state.options.components
    board = state.board
    nbs = c.neighbours[i]
    if _placed_neighbours(state, i) < 2:
        return False
    touches_island = any(board[j] is not None and c.tile(board[j]).is_island for j in nbs)  # type: ignore[arg-type]
    if c.tile(tile).is_island:
        return not touches_island
    return touches_island


def _relaxed_spaces(state: GameState) -> list[int]:
    empty = [i for i, t in enumerate(state.board) if t is None]
    for need in (2, 1, 0):
        found = [i for i in empty if _placed_neighbours(state, i) >= need]
        if found:
            return found
    return []


def placement_spaces(state: GameState, tile: str) -> tuple[list[int], bool]:
    """Spaces where ``tile`` may go now and whether the strict rule applies (R3.6)."""
    board = state.board
    strict = [i for i, t in enumerate(board) if t is None and _strict_ok(state, tile, i)]
    if strict:
        return strict, True
    return _relaxed_spaces(state), False


def placement_moves(state: GameState) -> list[PlaceTile]:
    """Every legal tile placement of the First Player (R3.6)."""
    p = state.first_player
    name = state.options.components.spaces
    options = {t: placement_spaces(state, t) for t in dict.fromkeys(state.upcoming)}
    strict_tiles = [t for t, (_, s) in options.items() if s]
    movable = strict_tiles if (strict_tiles and len(options) > 1) else list(options)
    return [PlaceTile(p, t, name[i]) for t in movable for i in options[t][0]]


def refuse_placement(state: GameState, move: PlaceTile) -> Violation | None:
    c = state.options.components
    if move.tile not in state.upcoming:
        shown = ", ".join(state.upcoming)
        return Violation(
            move, "R3.6", f"tile {move.tile} is not on the Volcano (upcoming: {shown})"
        )
    i = c.space_index.get(move.space)
    if i is None:
        return Violation(move, "R1.2", f"no space {move.space!r} on the board")
    if state.board[i] is not None:
        return Violation(move, "R3.6", f"space {move.space} already holds tile {state.board[i]}")
    if move not in placement_moves(state):
        spaces, strict = placement_spaces(state, move.tile)
        if strict and i not in spaces and any(
            state.board[j] is not None for j in c.neighbours[i]
        ):
            if _placed_neighbours(state, i) < 2:
                return Violation(
                    move, "R3.6", f"space {move.space} is not adjacent to at least two placed tiles"
                )
            if c.tile(move.tile).is_island:
                return Violation(
                    move, "R3.6", f"island {move.tile} may not touch another island at {move.space}"
                )
            return Violation(
                move, "R3.6", f"ocean tile {move.tile} must touch an island, {move.space} does not"
            )
        if i not in spaces:
            return Violation(
                move, "R3.6", f"space {move.space} is not adjacent to at least two placed tiles"
            )
        return Violation(
            move, "R3.6", "the other tile can be placed by the rules and must be placed first"
        )
    return None


def apply_placement(state: GameState, move: PlaceTile) -> GameState:
    c = state.options.components
    i = c.space_index[move.space]
    spec = c.tile(move.tile)
    board = state.board[:i] + (move.tile,) + state.board[i + 1 :]
    space = SpaceState(fish=spec.fish, treasure=spec.treasure, cubes=spec.goods_counts)
    spaces = state.spaces[:i] + (space,) + state.spaces[i + 1 :]
    up = list(state.upcoming)
    up.remove(move.tile)
    return replace_state(state, board=board, spaces=spaces, upcoming=tuple(up))
