"""Invariants over random legal play with 3, 4 and 5 players (hypothesis)."""

from __future__ import annotations

import random
from itertools import combinations_with_replacement, pairwise, permutations

import attrs
import pytest
from helpers import acting
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import vanuatu
from vanuatu import ACTIONS, CHARACTERS, GOODS, Action, GameState, Phase
from vanuatu.components import DEFAULT_COMPONENTS
from vanuatu.moves import (
    Beg,
    Build,
    Buy,
    ChanceMove,
    Draw,
    Explore,
    Fish,
    Govern,
    Move,
    PlaceTile,
    Plan,
    Rest,
    Retrieve,
    Sail,
    Sell,
    SellTreasure,
    TakeCharacter,
    Transport,
)
from vanuatu.rules.acting import majority_holder
from vanuatu.rules.common import gain

C = DEFAULT_COMPONENTS
SPACES = C.spaces
TILES = tuple(t.id for t in C.tiles)
RULE_ID = r"R\d+(\.\d+)?"
GAINS = (Sell, SellTreasure, Transport, Draw, Fish, Explore)
SETTINGS = settings(max_examples=12, deadline=None,
                    suppress_health_check=[HealthCheck.too_slow])


def move_space(state: GameState) -> list[Move]:
    """Every move of a broad move space (legal or not) for every player."""
    moves: list[Move] = []
    for p in range(state.num_players):
        for k in (1, 2):
            moves.extend(Plan(p, c) for c in combinations_with_replacement(ACTIONS, k))
        for b in (False, True):
            moves.extend(Sail(p, d, k, b) for d in SPACES for k in range(0, 5))
            moves.extend(Build(p, i, b) for i in SPACES)
            moves.extend(Buy(p, i, g, b) for i in SPACES for g in (*GOODS, "gold"))
            moves.extend(Draw(p, i, b) for i in SPACES)
            moves.extend(Transport(p, i, b) for i in SPACES)
            moves.extend((Explore(p, b), Fish(p, b)))
            for n in (1, 2, 3):
                moves.extend(Sell(p, f, b) for f in combinations_with_replacement((1, 2, 3), n))
            moves.extend(Rest(p, t, b) for t in (*C.rest_tokens, "nap"))
        moves.extend(Retrieve(p, a) for a in ACTIONS)
        moves.extend(Govern(p, a, t) for a in ACTIONS for t in ACTIONS)
        moves.extend(TakeCharacter(p, ch) for ch in (*CHARACTERS, "pirate"))
        moves.extend(PlaceTile(p, t, sp) for t in TILES for sp in SPACES)
        moves.extend(SellTreasure(p, v) for v in range(5))
        moves.extend(Beg(p, v) for v in range(5))
    moves.extend(ChanceMove("start", o) for o in permutations(C.start_ocean_tiles))
    moves.extend(ChanceMove("tile", t) for t in TILES)
    moves.extend(ChanceMove("demand", d) for d in range(0, 12))
    moves.extend(ChanceMove("tourist", v) for v in range(0, 6))
    moves.extend(ChanceMove("first", p) for p in range(6))
    return moves


def legal_union(state: GameState) -> set[Move]:
    out = set(vanuatu.legal_moves(state))
    for q in range(-1, state.num_players):
        out.update(vanuatu.legal_moves(state, player=q))
    return out


def check_invariants(state: GameState) -> None:
    n = state.num_players
    c = state.options.components
    for p, pl in enumerate(state.players):
        # R1.1c: Vatus are 0..9 between moves
        assert 0 <= pl.vatus <= 9, (p, pl.vatus)
        assert pl.pp >= 0
        huts = sum(sp.huts.count(p) for sp in state.spaces)
        if state.options.rising_waters:  # huts on a submerged island are lost (R10.3)
            assert huts + pl.huts_left <= c.huts_per_player
        else:
            assert huts + pl.huts_left == c.huts_per_player
        assert all(m >= 0 for m in pl.markers) and pl.in_hand >= 0
        assert pl.markers_on_board + pl.in_hand <= c.markers_per_player
        if state.phase == Phase.PLANNING:
            assert pl.markers_on_board + pl.in_hand == c.markers_per_player
        assert all(v >= 1 for v in pl.fish + pl.treasures)
    for i, sp in enumerate(state.spaces):
        tile = state.board[i]
        assert all(k >= 0 for k in sp.cubes) and sp.fish >= 0 and sp.treasure >= 0
        if tile is None:
            assert sp == vanuatu.SpaceState()
            continue
        spec = c.tile(tile)
        assert sp.tourists <= spec.tourists and sp.drawings <= spec.drawings
        assert len(sp.huts) <= spec.huts
        assert sp.fish <= spec.fish and sp.treasure <= spec.treasure
        assert all(0 <= h < n for h in sp.huts)
    for pl in state.players:
        if pl.boat >= 0:
            tile = state.board[pl.boat]
            assert tile is not None and not c.tile(tile).is_island
    assert state.fish_price in c.fish_price_track
    assert 1 <= state.round <= c.rounds
    hash(state)


def _random_game(players: int, seed: int, **rulings: bool) -> tuple[list[GameState], list[Move]]:
    rng = random.Random(seed)
    s = vanuatu.new_game(vanuatu.Options(players=players, **rulings))
    states, moves = [s], []
    while not s.is_over:
        if s.is_chance:
            outs = vanuatu.chance_outcomes(s)
            assert sum(w for _, w in outs) == pytest.approx(1)
            m: Move = rng.choices([o for o, _ in outs], weights=[w for _, w in outs])[0]
        else:
            legal = vanuatu.legal_moves(s)
            assert legal, "a player to act always has a move"
            m = rng.choice(legal)
            # now and then a free action of another player
            if rng.random() < 0.05:
                q = rng.randrange(players)
                free = vanuatu.legal_moves(s, player=q) if q != s.to_act else []
                if free:
                    m = rng.choice(free)
        before = attrs.asdict(s, recurse=True)
        h = hash(s)
        nxt = vanuatu.apply(s, m)
        assert attrs.asdict(s, recurse=True) == before and hash(s) == h  # never mutated
        states.append(nxt)
        moves.append(m)
        s = nxt
    return states, moves


def _play_and_check(players: int, seed: int) -> None:
    states, moves = _random_game(players, seed)
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


@pytest.mark.parametrize("players", [3, 4, 5])
def test_R3_explain_agrees_with_legal_moves_over_the_move_space(players: int) -> None:
    @settings(max_examples=4, deadline=None, suppress_health_check=[HealthCheck.too_slow])
    @given(seed=st.integers(0, 2**32 - 1))
    def run(seed: int) -> None:
        rng = random.Random(seed)
        states, _ = _random_game(players, seed)
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
        states, _ = _random_game(players, seed, **rulings)
        assert states[-1].phase == Phase.OVER
        for s in [*rng.sample(states[:-1], 3), states[-1]]:
            check_invariants(s)
            _check_move_space(s, rng)
