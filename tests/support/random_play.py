"""The one random-game helper of the tests and the one list of the variants
they run under (not a test module)."""

from __future__ import annotations

import random

import attrs
import pytest

import vanuatu
from vanuatu import GameState, Options
from vanuatu.moves import Move

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
#: The variants of :data:`VARIANTS` other than the printed game for 3 to 5
#: players with its rulings (R10: two players, no characters, Rising Waters).
OTHER_VARIANTS = [options for options in VARIANTS if options.variant_words]



def variant_id(options: Options) -> str:
    """A test id: ``"4p"``, ``"2p-two-player-rising-waters"``, ``"4p-rulings"``..."""
    words = list(options.variant_words)
    if not options.paired_planning_together:
        words.append("rulings")
    return "-".join([f"{options.players}p", *words])


def random_game(options: Options, seed: int, *,
                checked: bool = False) -> tuple[list[GameState], list[Move]]:
    """Every state and move of a random game (chance drawn with its
    probabilities). ``checked`` also plays, now and then, a free action of a
    player who is not to act, applies each move with the legality check, and
    asserts that the chance outcomes add up to 1, that a player to act always
    has a move and that no state is ever changed."""
    rng = random.Random(seed)
    s = vanuatu.new_game(options)
    states, moves = [s], []
    while not s.is_over:
        if s.is_chance:
            if checked:
                assert sum(w for _, w in vanuatu.chance_outcomes(s)) == pytest.approx(1)
            m: Move = vanuatu.sample_chance(s, rng)
        else:
            legal = vanuatu.legal_moves(s)
            assert legal, "a player to act always has a move"
            m = rng.choice(legal)
            if checked and rng.random() < 0.05:
                q = rng.randrange(options.players)
                free = vanuatu.legal_moves(s, player=q) if q != s.to_act else []
                if free:
                    m = rng.choice(free)
        if checked:
            before = attrs.asdict(s, recurse=True)
            h = hash(s)
            nxt = vanuatu.apply(s, m)
            assert attrs.asdict(s, recurse=True) == before and hash(s) == h  # never mutated
        else:
            nxt = vanuatu.apply_unchecked(s, m)
        states.append(nxt)
        moves.append(m)
        s = nxt
    return states, moves
