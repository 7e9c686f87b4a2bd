"""The speed helpers: which build is imported, the caches, the collector pause."""

from __future__ import annotations

import copy
import gc
import os
import pickle
import random
from pathlib import Path

import pytest

import vanuatu
from vanuatu import Options, Phase
from vanuatu.rules import feasibility
from vanuatu.rules.caches import IdentityCache, drop_oldest


def test_compiled_flag_says_which_build_is_imported() -> None:
    """``VANUATU_EXPECT_COMPILED`` is set by the CI step that tests the mypyc build
    (1) and may be set for the pure build (0); the flag must match the modules."""
    rule_module = Path(feasibility.__file__ or "")
    assert vanuatu.COMPILED == (rule_module.suffix != ".py")
    # the attrs data modules are never compiled
    assert Path(vanuatu.state.__file__ or "").suffix == ".py"
    expected = os.environ.get("VANUATU_EXPECT_COMPILED")
    if expected is not None:
        assert vanuatu.COMPILED == (expected == "1"), (vanuatu.__file__, rule_module)


def _planning_position() -> vanuatu.GameState:
    rng = random.Random(8)
    state = vanuatu.new_game(Options(players=3))
    while state.phase != Phase.PLANNING or state.is_chance:
        if state.is_chance:
            move = vanuatu.sample_chance(state, rng)
        else:
            move = rng.choice(vanuatu.legal_moves(state))
        state = vanuatu.apply(state, move)
    return state


def test_clear_caches_forgets_every_context_and_changes_no_answer() -> None:
    state = _planning_position()
    before = vanuatu.legal_moves(state)
    assert feasibility.context(state, state.to_act) is feasibility.context(state, state.to_act)
    kept = feasibility.context(state, state.to_act)
    vanuatu.clear_caches()
    assert feasibility.context(state, state.to_act) is not kept
    assert vanuatu.legal_moves(state) == before


def test_caches_hold_no_game_state() -> None:
    """A search that drops its states frees them: no cache keeps a state alive."""
    state = _planning_position()
    vanuatu.legal_moves(state)
    for move in vanuatu.legal_moves(state):
        vanuatu.legal_moves(vanuatu.apply(state, move))
    for ctx in list(feasibility.cached_contexts()):
        assert not any(isinstance(v, vanuatu.GameState) for v in gc.get_referents(ctx))
    assert not any(
        isinstance(part, vanuatu.GameState)
        for key in feasibility.cached_keys()
        for part in key
    )


def test_search_mode_pauses_the_collector_and_restores_it() -> None:
    assert gc.isenabled()
    with vanuatu.search_mode():
        assert not gc.isenabled()
        with vanuatu.search_mode():  # nested: only the outermost acts
            assert not gc.isenabled()
        assert not gc.isenabled()
        assert gc.get_freeze_count() > 0
        states = [_planning_position()]
    assert gc.isenabled()
    assert gc.get_freeze_count() == 0
    assert states[0].phase == Phase.PLANNING


def test_search_mode_restores_the_collector_after_an_error() -> None:
    with pytest.raises(ValueError), vanuatu.search_mode():
        raise ValueError("stop")
    assert gc.isenabled()
    assert gc.get_freeze_count() == 0


def test_search_mode_leaves_a_disabled_collector_disabled() -> None:
    gc.disable()
    try:
        with vanuatu.search_mode():
            pass
        assert not gc.isenabled()
    finally:
        gc.enable()


def test_states_share_equal_marker_tuples() -> None:
    """Two players with the same markers on the action spaces hold one tuple."""
    vanuatu.clear_caches()  # a table filled to its bound by earlier tests shares nothing new
    rng = random.Random(5)
    state = vanuatu.new_game(Options(players=4))
    seen: dict[tuple[int, ...], tuple[int, ...]] = {}
    shared = 0
    while not state.is_over and state.round < 3:
        for pl in state.players:
            first = seen.setdefault(pl.markers, pl.markers)
            if first is not pl.markers and pl.markers != (0,) * 9:
                raise AssertionError(f"markers {pl.markers} held twice")
            shared += first is pl.markers
        if state.is_chance:
            move = vanuatu.sample_chance(state, rng)
        else:
            move = rng.choice(vanuatu.legal_moves(state))
        state = vanuatu.apply(state, move)
    assert shared > 0


def test_a_cached_hash_is_a_plain_int_and_is_left_out_of_pickles() -> None:
    """States keep their hash as a plain int (half the size of attrs' wrapper);
    a pickled state forgets it, so a state loaded in another process (another
    string hash seed) computes its own."""
    state = _planning_position()
    h = hash(state)
    assert type(state._attrs_cached_hash) is int
    assert type(state.spaces[0]._attrs_cached_hash) is int
    loaded = pickle.loads(pickle.dumps(state))
    assert loaded._attrs_cached_hash is None
    assert loaded == state
    assert hash(loaded) == h
    assert copy.copy(state)._attrs_cached_hash is None
    assert len({state, loaded, copy.deepcopy(state)}) == 1


def test_an_identity_cache_answers_for_the_very_objects_only() -> None:
    """Equal objects that are distinct miss (the caller falls back on a cache by
    value); the oldest entry goes first; a kept entry holds its objects, so their
    identities are never reused while it is kept."""
    cache: IdentityCache[str] = IdentityCache(2)
    a, b = tuple(range(100)), tuple(range(100))
    assert a == b and a is not b
    assert cache.put((a,), (1,), "a") == "a"
    assert cache.get((a,), (1,)) == "a"
    assert cache.get((b,), (1,)) is None
    assert cache.get((a,), (2,)) is None
    cache.put((b,), (1,), "b")
    cache.put((b,), (2,), "b2")
    assert len(cache) == 2
    assert cache.get((a,), (1,)) is None  # the oldest went first
    assert cache.get((b,), (2,)) == "b2"
    cache.clear()
    assert len(cache) == 0


def test_dropping_the_oldest_entry_of_a_cache_never_fails() -> None:
    """Bounded caches drop their oldest entry; on an empty cache (another thread
    emptied it first) nothing happens."""
    entries = {"a": 1, "b": 2}
    drop_oldest(entries)
    assert entries == {"b": 2}
    drop_oldest(entries)
    drop_oldest(entries)
    assert entries == {}
