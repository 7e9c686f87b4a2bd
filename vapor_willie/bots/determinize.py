"""Filling in what a player cannot see (VW12): the other players' objective cards and
drawn cards, the objective pile and the cards never dealt.

>>> import random
>>> import vapor_willie as vw
>>> game = vw.Game(players=3, seed=7)
>>> seen = vw.observe(game.state, 0)
>>> full = determinize(seen, random.Random(1))
>>> "hidden" in full.objective_pile + full.undealt
False
>>> full.players[0] == game.state.players[0]
True
"""

from __future__ import annotations

import random

import attrs

from ..observe import HIDDEN, Observation
from ..state import GameState

__all__ = ["determinize"]


def determinize(observation: Observation, rng: random.Random) -> GameState:
    """A full state consistent with ``observation``: the objective cards the observer
    cannot place are dealt at random to the places they could be."""
    state = observation.state
    everything = [o.id for o in state.options.components.objective_cards]
    known: set[str] = set()
    for p in state.players:
        known.update(p.fulfilled)
        known.update(c for c in p.objectives if c != HIDDEN)
        if not state.hand_is_cubes(p):
            known.update(c for c in p.hand if c != HIDDEN)
    for pile in (state.objective_pile, state.undealt):
        known.update(c for c in pile if c != HIDDEN)
    pool = [c for c in everything if c not in known]
    rng.shuffle(pool)

    def fill(cards: tuple[str, ...]) -> tuple[str, ...]:
        return tuple(pool.pop() if c == HIDDEN and pool else c for c in cards)

    players = tuple(
        p if not (HIDDEN in p.objectives or HIDDEN in p.hand) else attrs.evolve(
            p, objectives=tuple(sorted(fill(p.objectives))), hand=fill(p.hand))
        for p in state.players)
    return attrs.evolve(state, players=players,
                        objective_pile=tuple(sorted(fill(state.objective_pile))),
                        undealt=tuple(sorted(fill(state.undealt))))
