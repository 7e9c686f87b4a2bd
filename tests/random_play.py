"""Random games over every player count and variant, for the adapter tests."""

from __future__ import annotations

import random

import vanuatu
from vanuatu import GameState, Options

#: Every player count and variant (R10): two players, without characters, Rising Waters;
#: and the alternatives of the rulings.
VARIANTS = [
    Options(players=2),
    Options(players=3),
    Options(players=4),
    Options(players=5),
    Options(players=3, characters=False),
    Options(players=5, characters=False),
    Options(players=2, rising_waters=True),
    Options(players=4, rising_waters=True),
    Options(players=3, characters=False, rising_waters=True),
    # every ruling at its alternative
    Options(players=4, paired_planning_together=False, governor_onto_resolved=False,
            sail_revisit=False, fishing_lowers_price=True, replenish_ignores_supply=False),
]



def variant_id(options: Options) -> str:
    """A test id: ``"4p"``, ``"2p-two-player-rising-waters"``, ``"4p-rulings"``..."""
    words = list(options.variant_words)
    if not options.paired_planning_together:
        words.append("rulings")
    return "-".join([f"{options.players}p", *words])


def random_states(options: Options, seed: int) -> list[GameState]:
    """Every state of a random game (chance drawn with its probabilities)."""
    rng = random.Random(seed)
    state = vanuatu.new_game(options)
    states = [state]
    while not state.is_over:
        if state.is_chance:
            move = vanuatu.sample_chance(state, rng)
        else:
            move = rng.choice(vanuatu.legal_moves(state))
        state = vanuatu.apply_unchecked(state, move)
        states.append(state)
    return states
