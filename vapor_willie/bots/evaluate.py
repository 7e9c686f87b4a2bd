"""How good a position is for each player: the VW11 score it would have now, plus what
is under way (objectives partly gathered, silvos to spend, a character in hand).

>>> import vapor_willie as vw
>>> game = vw.Game(players=2, seed=3)
>>> len(evaluate_all(game.state)) == 2
True
"""

from __future__ import annotations

from collections.abc import Sequence

from tabletop.search import margin_rewards

from ..rules.scoring import final_scores
from ..state import GameState

__all__ = ["evaluate_all", "rewards"]

#: Weights of the parts of a position that are not points yet.
PROGRESS = 0.6
SILVO = 0.12
CHARACTER = 0.3


def evaluate_all(state: GameState) -> list[float]:
    """Every player's value: the score of the position (VW11), and, while the game goes
    on, a share of each unfulfilled objective's stars by how much of it the player holds,
    a little per silvo and for a character."""
    lines = final_scores(state).lines
    values = [float(line.total) for line in lines]
    if state.is_over:
        return values
    c = state.options.components
    index = {cube: i for i, cube in enumerate(c.cube_ids)}
    for i, p in enumerate(state.players):
        v = values[i] + SILVO * p.silvos + (CHARACTER if p.character else 0.0)
        for card_id in p.objectives:
            try:
                card = c.objective(card_id)
            except (KeyError, ValueError):
                continue  # a card the observer cannot see
            need = sum(n for _, n in card.items)
            have = sum(min(n, p.cubes[index[cube]]) for cube, n in card.items if cube in index)
            if need:
                v += PROGRESS * (card.stars + 1) * (have / need) ** 2
        values[i] = v
    return values


def rewards(values: Sequence[float], scale: float = 3.0) -> list[float]:
    """Each player's value turned into a reward in [0, 1]: a logistic of the margin over
    the best other player (``scale`` points make a reward of 0.73)."""
    return margin_rewards(values, scale)
