"""Support for the property tests (not a test module): a broad move space,
the invariants every state keeps, and the hypothesis settings."""

from __future__ import annotations

from itertools import combinations_with_replacement, permutations

from hypothesis import HealthCheck, settings

import vanuatu
from vanuatu import ACTIONS, CHARACTERS, GOODS, GameState, Phase
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


