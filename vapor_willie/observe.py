"""What one player may see (VW12).

>>> import vapor_willie as vw
>>> game = vw.Game(players=3, seed=2)
>>> while game.state.current < 0:  # setup: keep the first card, take the first character
...     game.play(game.legal_moves()[0])
>>> view = vw.observe(game.state, 0)
>>> view.state.players[1].objectives
('hidden',)
>>> view.state.players[0].objectives == game.state.players[0].objectives
True
"""

from __future__ import annotations

import attrs

from tabletop.one_line import shown

from .state import GameState

__all__ = ["HIDDEN", "Observation", "observe"]

#: What stands for a card the observer may not see.
HIDDEN = "hidden"


@attrs.frozen
class Observation:
    """A player's view: ``state`` with the other players' unfulfilled objective cards and
    drawn cards, and the objective pile, replaced by :data:`HIDDEN`."""

    player: int
    state: GameState


def _hide(cards: tuple[str, ...]) -> tuple[str, ...]:
    return (HIDDEN,) * len(cards)


def observe(state: GameState, player: int) -> Observation:
    """The :class:`Observation` of ``player``."""
    if not isinstance(state, GameState):
        raise TypeError(f"observe() needs a GameState, not {type(state).__name__}")
    if isinstance(player, bool) or not isinstance(player, int) or not (
        0 <= player < state.num_players
    ):
        raise ValueError(f"observe(): no player {shown(player)} in a {state.num_players}-player "
                         "game")
    players = tuple(
        p if i == player else attrs.evolve(
            p, objectives=_hide(p.objectives),
            hand=p.hand if state.hand_is_cubes(p) else _hide(p.hand))
        for i, p in enumerate(state.players)
    )
    return Observation(player, attrs.evolve(
        state, players=players, objective_pile=_hide(state.objective_pile),
        undealt=_hide(state.undealt)))
