"""How good a position is for each player: the VW11 score it would have now, plus what
is under way (objectives partly gathered, silvos to spend, a character in hand).

An objective card is worth more to a player than its stars (VW9.1, VW11.3): fulfilling
it takes back the point an unfulfilled card costs (VW11.5), the first one fulfilled opens
The End to its player (VW10.1), and the cubes it takes go back to the bag and leave room
on the boat card for others. Against that stand the points the cubes given up would
score (VW11.1). What fulfilling a card would bring (its *gain*, :func:`objective_gain`)
is counted in part while the card is under way, by how much of it the player holds and
how much of the rest can still be found (in the bag, on the islands, adrift), so that a
bot keeps a card it can fulfil, gathers its cubes, and fulfils it as soon as it can.

>>> import vapor_willie as vw
>>> game = vw.Game(players=2, seed=3)
>>> len(evaluate_all(game.state)) == 2
True
"""

from __future__ import annotations

from collections.abc import Sequence

import attrs

from tabletop.search import margin_rewards

from ..components import Components, ObjectiveCard
from ..rules.scoring import totals
from ..state import GameState, PlayerState

__all__ = ["evaluate_all", "objective_gain", "rewards"]

#: Weights of the parts of a position that are not points yet.
SILVO = 0.12
CHARACTER = 0.3
#: The share of an objective's gain counted while the card is under way.
PROGRESS = 0.7
#: The share of it counted for a card of which nothing is held yet (what makes a bot keep
#: the card it can most likely fulfil, VW2.4).
BASE = 0.2
#: What the first fulfilled objective is worth while the game goes on: The End is open to
#: its player (VW10.1).
OPEN = 1.5
#: What each cube given up for an objective is worth while the game goes on: the room
#: left on the boat card, and the cube back in the bag (VW9.1).
REFILL = 0.7


def objective_gain(components: Components, card: ObjectiveCard, first: bool) -> float:
    """What fulfilling ``card`` brings while the game goes on: its stars, the point an
    unfulfilled card costs, :data:`OPEN` for the ``first`` card fulfilled and
    :data:`REFILL` per cube, less what its cubes would score (VW11.1, one hay counted
    as half a point).

    >>> from vapor_willie.components import DEFAULT_COMPONENTS as c
    >>> round(objective_gain(c, c.objective("O4"), first=True), 2)  # 3 hay, 1 star
    4.1
    """
    values = {t.id: t.points / t.per for t in components.cubes}
    need = sum(n for _, n in card.items)
    cost = sum(n * values.get(cube, 0.0) for cube, n in card.items)
    return card.stars + 1 + (OPEN if first else 0.0) + REFILL * need - cost


@attrs.frozen
class _Card:
    """What the evaluation reads of an objective card: its cubes by index, how many,
    and its gain as a first card fulfilled and as a later one."""

    items: tuple[tuple[int, int], ...]
    need: int
    gain_first: float
    gain_later: float


_CARDS: dict[int, tuple[Components, dict[str, _Card], dict[str, int]]] = {}


def _cards(c: Components) -> tuple[dict[str, _Card], dict[str, int]]:
    """The cards of ``c`` as the evaluation reads them, and each cube type's index."""
    cached = _CARDS.get(id(c))
    if cached is not None and cached[0] is c:
        return cached[1], cached[2]
    index = {cube: i for i, cube in enumerate(c.cube_ids)}
    cards = {}
    for card in c.objective_cards:
        items = tuple((index[cube], n) for cube, n in card.items if cube in index)
        cards[card.id] = _Card(items, sum(n for _, n in card.items),
                               objective_gain(c, card, True), objective_gain(c, card, False))
    if len(_CARDS) > 64:
        _CARDS.clear()
    _CARDS[id(c)] = (c, cards, index)
    return cards, index


def _free(state: GameState, index: dict[str, int]) -> list[int]:
    """The cubes of each type no boat card holds: in the bag, on the islands, adrift
    (``index``: each cube type's place in the counts)."""
    free = list(state.bag)
    for cube in state.islands:
        if cube:
            free[index[cube]] += 1
    for _, cube in state.drifting:
        free[index[cube]] += 1
    return free


def _under_way(cards: dict[str, _Card], player: PlayerState, free: Sequence[int]) -> float:
    """The share of the gains of ``player``'s unfulfilled objective cards counted now."""
    v = 0.0
    for card_id in player.objectives:
        card = cards.get(card_id)
        if card is None or not card.need:
            continue  # a card the observer cannot see
        have = reach = 0
        for i, n in card.items:
            held = player.cubes[i]
            have += min(n, held)
            reach += min(n, held + free[i])
        gain = card.gain_later if player.fulfilled else card.gain_first
        share = BASE + (1 - BASE) * have / card.need
        v += PROGRESS * max(gain, 0.0) * share * reach / card.need
    return v


def evaluate_all(state: GameState) -> list[float]:
    """Every player's value: the score of the position (VW11), and, while the game goes
    on, a share of each unfulfilled objective's gain by how much of it the player holds
    and can still find, what the objectives fulfilled open (:data:`OPEN`,
    :data:`REFILL`), a little per silvo and for a character."""
    values = [float(total) for total in totals(state)]
    if state.is_over:
        return values
    cards, index = _cards(state.options.components)
    free = _free(state, index)
    for i, p in enumerate(state.players):
        v = values[i] + SILVO * p.silvos + (CHARACTER if p.character else 0.0)
        if p.fulfilled:
            v += OPEN + REFILL * sum(cards[card].need for card in p.fulfilled)
        values[i] = v + _under_way(cards, p, free)
    return values


def rewards(values: Sequence[float], scale: float = 3.0) -> list[float]:
    """Each player's value turned into a reward in [0, 1]: a logistic of the margin over
    the best other player (``scale`` points make a reward of 0.73)."""
    return margin_rewards(values, scale)
