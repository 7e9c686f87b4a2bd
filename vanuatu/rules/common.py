"""Small helpers shared by the rule modules: money with the Vatu conversion,
replacing one player or one space, turn order."""

from __future__ import annotations

from collections.abc import Callable
from operator import attrgetter
from typing import Any, TypeVar

import attrs

from ..components import Components
from ..state import GameState, PlayerState, SpaceState
from .board import BoardInfo, board_info

Refusal = tuple[str, str]
"""Why a move is refused: ``(rule id, reason)``."""

_T = TypeVar("_T")


def _replacer(cls: type[_T]) -> Callable[..., _T]:
    """``attrs.evolve`` for one frozen class, about three times faster: the
    field values are read at once and passed positionally to the constructor
    (which still runs any validator)."""
    fields = attrs.fields(cls)  # type: ignore[arg-type]
    if len(fields) < 2 or any(f.kw_only or not f.init or f.alias != f.name for f in fields):
        return attrs.evolve
    values_of = attrgetter(*(f.name for f in fields))
    position = {f.name: i for i, f in enumerate(fields)}

    def replace(inst: _T, **changes: Any) -> _T:
        values = list(values_of(inst))
        for name, value in changes.items():
            values[position[name]] = value
        return cls(*values)

    return replace


#: ``attrs.evolve`` of a state, player or space, for the hot paths of the rules.
replace_state: Callable[..., GameState] = _replacer(GameState)
replace_player: Callable[..., PlayerState] = _replacer(PlayerState)
replace_space: Callable[..., SpaceState] = _replacer(SpaceState)


def check_state(state: object, verb: str) -> None:
    """Raise a clear :class:`TypeError` unless ``state`` is a :class:`GameState`."""
    if not isinstance(state, GameState):
        raise TypeError(f"{verb}() needs a GameState, not {type(state).__name__} {state!r:.60}")


def check_player(state: GameState, player: object, verb: str) -> int:
    """``player`` as a player index of ``state``; a clear :class:`TypeError` or
    :class:`ValueError` otherwise."""
    if isinstance(player, bool) or not isinstance(player, int):
        raise TypeError(f"{verb}(): a player is an int index (0 for P0), not {player!r:.60}")
    if not 0 <= player < len(state.players):
        raise ValueError(f"{verb}(): no player P{player} in a {len(state.players)}-player game")
    return player


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


def with_player(state: GameState, index: int, player: PlayerState, **changes: Any) -> GameState:
    players = state.players[:index] + (player,) + state.players[index + 1 :]
    return replace_state(state, players=players, **changes)


def with_space(state: GameState, index: int, space: SpaceState, **changes: Any) -> GameState:
    spaces = state.spaces[:index] + (space,) + state.spaces[index + 1 :]
    return replace_state(state, spaces=spaces, **changes)


def info(state: GameState) -> BoardInfo:
    """Adjacency facts of the board of ``state`` (submerged islands left out, R10.3)."""
    if state.options.rising_waters:
        mask = 0
        for i, sp in enumerate(state.spaces):
            if sp.water >= state.options.components.submerged_at:
                mask |= 1 << i
        return board_info(state.board, state.options.components, mask)
    return board_info(state.board, state.options.components)


def island_room(state: GameState, i: int) -> tuple[bool, bool, bool]:
    """Whether the island on space ``i`` has room for a hut, a drawing and a
    tourist (R6.2, R6.7, R6.8); all ``False`` for an ocean tile or an empty space."""
    tile = state.board[i]
    if tile is None:
        return (False, False, False)
    spec = state.options.components.tile(tile)
    if not spec.is_island:
        return (False, False, False)
    sp = state.spaces[i]
    return (len(sp.huts) < spec.huts, sp.drawings < spec.drawings, sp.tourists < spec.tourists)


def order(state: GameState) -> tuple[int, ...]:
    """Turn order: the First Player, then ascending indices, wrapping (R3)."""
    return state.turn_order()


def seat(state: GameState, player: int) -> int:
    """Position of ``player`` in turn order (0 for the First Player)."""
    return (player - state.first_player) % len(state.players)


def name(state: GameState, space: int) -> str:
    return state.options.components.spaces[space]


def cube_supply(state: GameState) -> tuple[int, int, int]:
    """Cubes left in the general supply: the total minus those on islands and
    on displayed demand tiles (R1.4)."""
    on = [0, 0, 0]
    for sp in state.spaces:
        for g in range(3):
            on[g] += sp.cubes[g]
    for _tile, filled in state.demand_display:
        for g in filled:
            on[g] += 1
    total = state.options.components.cube_supply
    return (max(0, total[0] - on[0]), max(0, total[1] - on[1]), max(0, total[2] - on[2]))
