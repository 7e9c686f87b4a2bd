"""Invariants over random legal play with 3, 4 and 5 players (hypothesis)."""

from __future__ import annotations

import random
from itertools import pairwise

import attrs
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from invariants import (
    GAINS,
    RULE_ID,
    SETTINGS,
    C,
    check_invariants,
    legal_union,
    move_space,
)
from positions import acting
from random_play import random_game

import vanuatu
from vanuatu import Action, GameState, Options, Phase
from vanuatu.moves import (
    Fish,
    Plan,
)
from vanuatu.rules.money import gain
from vanuatu.rules.turns import majority_holder


def _play_and_check(players: int, seed: int) -> None:
    states, moves = random_game(Options(players=players), seed, checked=True)
    last = states[-1]
    # R8: the game ends after round 8
    assert last.phase == Phase.OVER and last.round == 8
    planned: dict[tuple[int, int], int] = {}
    nxt_of = {id(a): b for a, b in pairwise(states)}
    for s, m in zip(states, moves, strict=False):
        check_invariants(s)
        # notation round trip (R: notation)
        assert vanuatu.parse_move(str(m)) == m, str(m)
        if isinstance(m, Plan):
            key = (s.round, m.player)
            planned[key] = planned.get(key, 0) + len(m.actions)
        if isinstance(m, GAINS):
            # R1.1c: a gain never loses value through the conversion
            before, after = s.players[m.player], nxt_of[id(s)].players[m.player]
            assert after.vatus + 2 * after.pp >= before.vatus + 2 * before.pp, str(m)
    check_invariants(last)
    # R4.2: each player places exactly 5 markers per round
    assert set(planned.values()) == {5}
    assert len(planned) == 8 * players
    # R8: the breakdown sums to the total
    for ln in vanuatu.final_scores(last).lines:
        assert ln.total == (ln.pp_in_play + ln.fish + ln.first_player + ln.vatus
                            + ln.treasures + ln.huts + ln.water)


@pytest.mark.slow
@pytest.mark.parametrize("players", [3, 4, 5])
def test_R1_R8_random_games_keep_every_invariant(players: int) -> None:
    @SETTINGS
    @given(seed=st.integers(0, 2**32 - 1))
    def run(seed: int) -> None:
        _play_and_check(players, seed)

    run()


def _check_move_space(state: GameState, rng: random.Random) -> None:
    listed = legal_union(state)
    space = move_space(state)
    for m in listed:
        assert vanuatu.explain(state, m) is None, str(m)
    illegal = []
    for m in space:
        ok = vanuatu.explain(state, m) is None
        assert ok == (m in listed), (str(m), state.phase, vanuatu.explain(state, m))
        if not ok:
            illegal.append(m)
    for m in rng.sample(illegal, min(15, len(illegal))):
        with pytest.raises(vanuatu.IllegalMove, match=RULE_ID) as info:
            vanuatu.apply(state, m)
        assert str(m) in str(info.value)
        assert info.value.rule is not None
    before = attrs.asdict(state, recurse=True)
    for m in listed:
        assert vanuatu.parse_move(str(m)) == m, str(m)
        check_invariants(vanuatu.apply(state, m))
    assert attrs.asdict(state, recurse=True) == before


@pytest.mark.slow
@pytest.mark.parametrize("players", [3, 4, 5])
def test_R3_explain_agrees_with_legal_moves_over_the_move_space(players: int) -> None:
    @settings(max_examples=4, deadline=None, suppress_health_check=[HealthCheck.too_slow])
    @given(seed=st.integers(0, 2**32 - 1))
    def run(seed: int) -> None:
        rng = random.Random(seed)
        states, _ = random_game(Options(players=players), seed, checked=True)
        for s in [*rng.sample(states[:-1], 6), states[-1]]:
            _check_move_space(s, rng)

    run()


@settings(max_examples=200, deadline=None)
@given(vatus=st.integers(0, 9), pp=st.integers(0, 200), gv=st.integers(0, 60),
       gp=st.integers(0, 20))
def test_R1_1c_conversion_never_loses_value(vatus: int, pp: int, gv: int, gp: int) -> None:
    pl = vanuatu.PlayerState(vatus=vatus, pp=pp, boat=0)
    after = gain(pl, C, vatus=gv, pp=gp)
    assert 0 <= after.vatus <= 9
    assert after.vatus + 2 * after.pp == vatus + 2 * pp + gv + 2 * gp
    # conversion happens only in whole 10s
    assert (after.pp - pp - gp) % 5 == 0
    assert after.vatus == (vatus + gv) % 10


def _reference_holder(markers: list[int], order: tuple[int, ...]) -> int | None:
    best = None
    for p in order:
        if markers[p] and (best is None or markers[p] > markers[best]):
            best = p
    return best


@pytest.mark.slow
@settings(max_examples=200, deadline=None)
@given(players=st.integers(3, 5), data=st.data())
def test_R5_1_majority_matches_reference(players: int, data: st.DataObject) -> None:
    first = data.draw(st.integers(0, players - 1))
    counts = data.draw(st.lists(st.integers(0, 5), min_size=players, max_size=players))
    marks = {p: {Action.FISH: k} for p, k in enumerate(counts)}
    s = acting(marks, players=players, first=first, keep=False)
    order = s.turn_order()
    assert majority_holder(s, Action.FISH) == _reference_holder(counts, order)
    holder = _reference_holder(counts, order)
    if holder is not None:
        # the holder's Fish is a legal choice when it is their turn (boat on fish)
        s2 = attrs.evolve(s, to_act=holder)
        s2 = attrs.evolve(s2, players=tuple(
            attrs.evolve(pl, boat=C.space_index["0,1"]) for pl in s2.players))
        assert vanuatu.explain(s2, Fish(holder)) is None
        for q in range(players):
            if q != holder and counts[q]:
                s3 = attrs.evolve(s2, to_act=q)
                v = vanuatu.explain(s3, Fish(q))
                assert v is not None and v.rule == "R5.1"


@pytest.mark.slow
@pytest.mark.parametrize(
    "rulings",
    [
        {"paired_planning_together": False},
        {"sail_revisit": False},
        {"governor_onto_resolved": False},
        {"fishing_lowers_price": True, "replenish_ignores_supply": False},
    ],
    ids=lambda r: "-".join(r),
)
def test_R4_3_R5_6_R6_1_ruling_alternatives_keep_explain_and_legal_moves_in_step(
    rulings: dict[str, bool],
) -> None:
    for players, seed in ((3, 1), (4, 2), (5, 3)):
        rng = random.Random(seed)
        states, _ = random_game(Options(players=players, **rulings), seed, checked=True)
        assert states[-1].phase == Phase.OVER
        for s in [*rng.sample(states[:-1], 3), states[-1]]:
            check_invariants(s)
            _check_move_space(s, rng)
