"""R2 Setup: the state before the first chance event."""

from __future__ import annotations

from ..moves import CHANCE
from ..options import Options
from ..state import NO_BOAT, NO_FIRST_PLAYER, NO_GOVERNED, GameState, Phase, PlayerState, SpaceState


def initial_state(options: Options) -> GameState:
    """The position before setup's chance events (R2): the start island with one
    cube of each good (R2.6), each player with 3 Vatus, 0 PP, 8 huts (R2.7).

    The start ocean tiles, the tile stack, demand tiles, the tourist tile and
    the First Player are then revealed by chance moves.
    """
    c = options.components
    n = len(c.spaces)
    board: list[str | None] = [None] * n
    spaces = [SpaceState()] * n
    island = c.space_index[c.start_island_space]
    board[island] = c.start_island
    spaces[island] = SpaceState(cubes=(1, 1, 1))
    player = PlayerState(vatus=c.start_vatus, pp=c.start_pp, boat=NO_BOAT,
                         huts_left=c.huts_per_player)
    removed = c.removed_tourist_tile(options.players)
    pile = list(c.tourist_tiles)
    if removed is not None and removed in pile:
        pile.remove(removed)
    return GameState(
        options=options,
        round=1,
        phase=Phase.SETUP,
        step=0,
        to_act=CHANCE,
        first_player=NO_FIRST_PLAYER,
        players=(player,) * options.players,
        board=tuple(board),
        spaces=tuple(spaces),
        demand_pile=tuple(sorted(t for t, _ in c.demand_tiles)),
        tourist_pile=tuple(sorted(pile)),
        fish_price=c.fish_price_track[0],
        rest_available=c.rest_tokens,
        governed=(NO_GOVERNED,) * options.players,
    )
