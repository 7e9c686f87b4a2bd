"""Building the next state: replace one player or one space and share the rest
(never a deep copy)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from tabletop.replace import replacer

from ..state import GameState, PlayerState, SpaceState

__all__ = [
    "clear_shared",
    "players_with",
    "replace_player",
    "replace_space",
    "replace_state",
    "shared_counts",
    "with_player",
    "with_space",
]

#: ``attrs.evolve`` of a :class:`~vanuatu.GameState`, for the hot paths of the rules.
replace_state: Callable[..., GameState] = replacer(GameState)
#: ``attrs.evolve`` of a :class:`~vanuatu.PlayerState`, for the hot paths of the rules.
replace_player: Callable[..., PlayerState] = replacer(PlayerState)
#: ``attrs.evolve`` of a :class:`~vanuatu.SpaceState`, for the hot paths of the rules.
replace_space: Callable[..., SpaceState] = replacer(SpaceState)


def players_with(state: GameState, index: int, player: PlayerState) -> tuple[PlayerState, ...]:
    """The players of ``state`` with player ``index`` replaced by ``player``."""
    return state.players[:index] + (player,) + state.players[index + 1 :]


def with_player(state: GameState, index: int, player: PlayerState, **changes: Any) -> GameState:
    """``state`` with player ``index`` replaced by ``player`` (and other fields changed)."""
    return replace_state(state, players=players_with(state, index, player), **changes)


def with_space(state: GameState, index: int, space: SpaceState, **changes: Any) -> GameState:
    """``state`` with space ``index`` replaced by ``space`` (and other fields changed)."""
    spaces = state.spaces[:index] + (space,) + state.spaces[index + 1 :]
    return replace_state(state, spaces=spaces, **changes)


#: One tuple per distinct value of the small count tuples (markers per action
#: space), shared by every state holding that value.
_SHARED: dict[tuple[int, ...], tuple[int, ...]] = {}
#: A bound on :data:`_SHARED`; marker counts take a few hundred values in a game.
MAX_SHARED = 4096


def shared_counts(counts: tuple[int, ...]) -> tuple[int, ...]:
    """``counts``, or an equal tuple already held by another state.

    A tuple of nine counts takes about 130 bytes; sharing the one tuple of each
    value saves that much in most states a search holds (every Plan and every
    turn gives a player a new markers tuple). Values are immutable, so sharing
    changes nothing else.
    """
    shared = _SHARED.get(counts)
    if shared is not None:
        return shared
    if len(_SHARED) < MAX_SHARED:
        _SHARED[counts] = counts
    return counts


def clear_shared() -> None:
    """Forget the shared tuples (states holding them keep them)."""
    _SHARED.clear()
