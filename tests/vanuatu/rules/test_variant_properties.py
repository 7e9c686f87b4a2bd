"""The random-play properties of the base game, under every variant (R10).

Two players (R10.1), without characters (R10.2), Rising Waters (R10.3), and
Rising Waters with two players: legal moves, explanations and application agree
over a move space that includes the variants' own moves, no state is mutated,
pieces are conserved, and a Rising Waters game may end early in defeat.
"""

from __future__ import annotations

import random
from itertools import combinations_with_replacement

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from invariants import RULE_ID, check_invariants, legal_union, move_space
from random_play import OTHER_VARIANTS as VARIANTS
from random_play import random_game

import vanuatu
from vanuatu import ACTIONS, CHARACTERS, GameState, Options, Phase
from vanuatu.components import DEFAULT_COMPONENTS
from vanuatu.moves import Build, ChanceMove, Move, PlaceNeutral, Plan


def _id(o: Options) -> str:
    return f"{o.players}p-{'-'.join(o.variant_words)}"


def variant_move_space(state: GameState, rng: random.Random) -> list[Move]:
    """The base move space plus neutral markers, dikes, character draws and the die."""
    moves = move_space(state)
    c = DEFAULT_COMPONENTS
    for p in range(state.num_players):
        for k in (2, 3):
            combos = combinations_with_replacement(ACTIONS, k)
            moves.extend(PlaceNeutral(p, combo) for combo in combos)
        for i, name in enumerate(c.spaces):
            for j in c.neighbours[i]:
                side = (name, c.spaces[j])
                for isl in (None, name, rng.choice(c.spaces)):
                    moves.extend(Build(p, isl, b, side) for b in (False, True))
    moves.extend(ChanceMove("die", v) for v in range(0, 8))
    for _ in range(10):
        moves.append(ChanceMove("characters", tuple(sorted(rng.sample(CHARACTERS, 5)))))
    moves.extend(o for o, _ in vanuatu.chance_outcomes(state))
    return moves


@pytest.mark.slow
@pytest.mark.parametrize("options", VARIANTS, ids=_id)
def test_R10_random_games_keep_every_invariant(options: Options) -> None:
    @settings(max_examples=6, deadline=None, suppress_health_check=[HealthCheck.too_slow])
    @given(seed=st.integers(0, 2**32 - 1))
    def run(seed: int) -> None:
        states, moves = random_game(options, seed, checked=True)
        last = states[-1]
        assert last.phase == Phase.OVER
        if last.defeat:
            # R10.3: three submerged islands end the game at once, everyone loses
            assert options.rising_waters
            assert sum(1 for sp in last.spaces if sp.water >= 5) >= 3
            assert vanuatu.final_scores(last).winners == ()
        else:
            assert last.round == 8 and vanuatu.final_scores(last).winners
        planned: dict[tuple[int, int], int] = {}
        for s, m in zip(states[:-1], moves, strict=True):
            check_invariants(s)
            assert vanuatu.parse_move(str(m)) == m, str(m)
            if isinstance(m, Plan):
                planned[(s.round, m.player)] = planned.get((s.round, m.player), 0) + len(m.actions)
            if options.two_player and s.phase == Phase.CHARACTERS and not s.is_chance:
                # R10.1: only the five characters offered this round
                assert len(s.offered) == 5
                assert not set(s.offered) & set(s.offered_before)
            if not options.characters:
                assert all(p.character is None for p in s.players)  # R10.2
        if not last.defeat:
            assert set(planned.values()) == {5}  # R4.2: five markers a round
        for ln in vanuatu.final_scores(last).lines:
            assert ln.total == (ln.pp_in_play + ln.fish + ln.first_player + ln.vatus
                                + ln.treasures + ln.huts + ln.water)
            if not options.rising_waters:
                assert ln.water == 0

    run()


@pytest.mark.slow
@pytest.mark.parametrize("options", VARIANTS, ids=_id)
def test_R10_explain_agrees_with_legal_moves_over_the_move_space(options: Options) -> None:
    rng = random.Random(options.players)
    states, _ = random_game(options, options.players * 7 + options.rising_waters, checked=True)
    for s in [*rng.sample(states[:-1], 5), states[-1]]:
        listed = legal_union(s)
        for m in listed:
            assert vanuatu.explain(s, m) is None, str(m)
        illegal = []
        for m in variant_move_space(s, rng):
            ok = vanuatu.explain(s, m) is None
            assert ok == (m in listed), (str(m), s.phase, vanuatu.explain(s, m))
            if not ok:
                illegal.append(m)
        for m in rng.sample(illegal, min(10, len(illegal))):
            with pytest.raises(vanuatu.IllegalMove, match=RULE_ID):
                vanuatu.apply(s, m)
