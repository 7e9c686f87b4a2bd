"""What one player may see (R9)."""

from __future__ import annotations

import attrs

from .components import Action
from .moves import Rest
from .rules.checks import check_player, check_state
from .rules.turns import turn_moves
from .state import GameState, Phase

__all__ = ["Observation", "observe"]


@attrs.frozen
class Observation:
    """A player's view of a position (R9).

    ``state`` is the public part: the rest token of every other player is
    ``None`` (hidden, R9; ``rest_held`` tells which players hold one), and the
    available rest tokens are hidden (``()``) unless the observer is the one
    choosing among them (``rest_available_count`` says how many there are).
    """

    player: int
    state: GameState
    rest_held: tuple[bool, ...]
    rest_available_count: int


def observe(state: GameState, player: int) -> Observation:
    """The :class:`Observation` of ``player`` (R9).

    The piles (tile stack beyond the Volcano, tourist pile, demand pile) are
    never in a state at all: only what they may still contain, which is public.
    """
    check_state(state, "observe")
    check_player(state, player, "observe")
    players = tuple(
        p if (i == player or p.rest_token is None) else attrs.evolve(p, rest_token=None)
        for i, p in enumerate(state.players)
    )
    # R9: only a player who may take a rest token on this turn sees the available ones;
    # while nobody holds a token, all of them are available and that is public
    choosing = (state.phase == Phase.ACTIONS and state.to_act == player
                and state.players[player].markers[Action.REST] > 0
                and any(isinstance(m, Rest) for m in turn_moves(state)))
    choosing = choosing or all(p.rest_token is None for p in state.players)
    public = attrs.evolve(
        state,
        players=players,
        rest_available=state.rest_available if choosing else (),
    )
    return Observation(
        player=player,
        state=public,
        rest_held=tuple(p.rest_token is not None for p in state.players),
        rest_available_count=len(state.rest_available),
    )
