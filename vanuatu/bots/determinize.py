"""Sampling a full state consistent with an observation (R9).

A state never holds the order of the piles (their next draws are chance
events), so the only hidden thing a bot must guess is which rest token each
other player keeps, and therefore which tokens are still available. A
*determinization* fills those in at random, consistently with what the player
has seen: their own token, who holds one (``rest_held``) and, when they are the
one choosing a token, the available ones.

>>> import random, vanuatu
>>> game = vanuatu.Game(players=3, seed=7)
>>> obs = vanuatu.observe(game.state, game.state.to_act)
>>> determinize(obs, random.Random(1)) == game.state
True
"""

from __future__ import annotations

import random

from ..observe import Observation
from ..rules.evolve import replace_player, replace_state
from ..state import GameState

__all__ = ["determinize", "hidden_tokens"]


def hidden_tokens(observation: Observation) -> tuple[tuple[int, ...], tuple[str, ...], bool]:
    """What the observer does not know: the other players who hold a rest token,
    the tokens that may be theirs (or still available), and whether the
    available tokens are seen (then the pool holds exactly the holders' tokens)."""
    state = observation.state
    me = observation.player
    holders = tuple(q for q, held in enumerate(observation.rest_held) if held and q != me)
    if not holders:
        return (), (), True
    own = state.players[me].rest_token
    pool = [t for t in state.options.components.rest_tokens if t != own]
    seen = len(state.rest_available) == observation.rest_available_count
    if seen:
        for t in state.rest_available:
            pool.remove(t)
    return holders, tuple(pool), seen


def determinize(observation: Observation, rng: random.Random) -> GameState:
    """A full :class:`~vanuatu.GameState` consistent with ``observation``: the
    other players' hidden rest tokens drawn at random (uniformly among the
    consistent assignments), the available tokens the rest. Everything else is
    the observed state."""
    state = observation.state
    holders, pool, seen = hidden_tokens(observation)
    if not holders:
        if len(state.rest_available) == observation.rest_available_count:
            return state
        # nobody else holds a token: the available ones are all but the observer's
        own = state.players[observation.player].rest_token
        left = tuple(t for t in state.options.components.rest_tokens if t != own)
        return replace_state(state, rest_available=left)
    drawn = list(pool)
    rng.shuffle(drawn)
    players = list(state.players)
    for q, token in zip(holders, drawn, strict=False):
        players[q] = replace_player(players[q], rest_token=token)
    if seen:
        available = state.rest_available
    else:
        rest = drawn[len(holders):]
        available = tuple(t for t in state.options.components.rest_tokens if t in rest)
    return replace_state(state, players=tuple(players), rest_available=available)
