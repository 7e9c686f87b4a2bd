"""Building the next state: ``attrs.evolve`` of the state and a player, for
the hot paths of the rules (the fields not changed are shared, never copied)."""

from __future__ import annotations

from collections.abc import Callable

from tabletop.replace import replacer

from ..state import GameState, PlayerState

__all__ = ["replace_player", "replace_state"]

#: ``attrs.evolve`` of a :class:`~vapor_willie.GameState`.
replace_state: Callable[..., GameState] = replacer(GameState)
#: ``attrs.evolve`` of a :class:`~vapor_willie.PlayerState`.
replace_player: Callable[..., PlayerState] = replacer(PlayerState)
