"""Malformed input across the boundary of the native core is a Python
exception naming what is wrong, never a crash."""

from __future__ import annotations

import attrs
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from native_check import require_native
from random_play import random_game

import vanuatu
from vanuatu import ActionIdError, IllegalMove, Options, native


def test_importing_vanuatu_never_needs_the_native_core() -> None:
    assert isinstance(vanuatu.NATIVE, bool)
    assert vanuatu.NATIVE == native.NATIVE


def test_without_the_core_from_state_says_how_to_install_it() -> None:
    if native.NATIVE:
        pytest.skip("the native core is loaded")
    with pytest.raises(native.NativeUnavailable, match=r"pip install \./native"):
        native.NativeState.from_state(vanuatu.new_game(Options(players=3)))


class TestWithTheCore:
    @pytest.fixture(autouse=True)
    def _core(self) -> None:
        require_native()

    def test_an_object_that_is_not_a_state_is_a_type_error(self) -> None:
        with pytest.raises(TypeError, match="needs a GameState"):
            native.NativeState.from_state("3p")  # type: ignore[arg-type]

    def test_a_state_of_another_game_is_a_type_error(self) -> None:
        import vapor_willie

        other = vapor_willie.Game(seed=1).state if hasattr(vapor_willie, "Game") else object()
        with pytest.raises(TypeError):
            native.NativeState.from_state(other)  # type: ignore[arg-type]

    def test_an_id_out_of_range_is_an_action_id_error(self) -> None:
        core = native.NativeState.from_state(vanuatu.new_game(Options(players=3)))
        for bad in (-1, 10**6, 2**70):
            with pytest.raises(ActionIdError, match="out of range"):
                core.apply(bad)

    def test_an_id_that_is_not_an_int_is_a_type_error(self) -> None:
        core = native.NativeState.from_state(vanuatu.new_game(Options(players=3)))
        for bad in ("3", 1.0, True, None):
            with pytest.raises(TypeError, match="is an int"):
                core.apply(bad)  # type: ignore[arg-type]

    def test_r2_an_outcome_that_is_not_possible_is_an_illegal_move(self) -> None:
        state = vanuatu.new_game(Options(players=3))
        core = native.NativeState.from_state(state)
        possible = {i for i, _ in core.chance_outcome_ids()}
        other = next(i for i in range(100) if i not in possible)
        with pytest.raises(IllegalMove, match="not a possible outcome"):
            core.apply(other)

    def test_r3_8_an_illegal_move_is_an_illegal_move(self) -> None:
        game = vanuatu.Game(players=3, seed=1)
        core = native.NativeState.from_state(game.state)
        legal = set(core.legal_action_ids())
        other = next(i for i in range(500) if i not in legal)
        with pytest.raises(IllegalMove, match="not a legal move"):
            core.apply(other)

    def test_r8_no_move_after_the_end(self) -> None:
        state = attrs.evolve(vanuatu.new_game(Options(players=3)), phase=vanuatu.Phase.OVER,
                             to_act=vanuatu.NOBODY)
        core = native.NativeState.from_state(state)
        assert core.is_over() and core.legal_action_ids() == []
        with pytest.raises(IllegalMove, match="R8"):
            core.apply(0)

    def test_a_state_with_impossible_values_is_a_value_error(self) -> None:
        state = vanuatu.new_game(Options(players=3))
        for bad in (attrs.evolve(state, board=("nowhere",) * len(state.board)),
                    attrs.evolve(state, round=2**80),
                    attrs.evolve(state, to_act=7)):
            with pytest.raises(ValueError):
                native.NativeState.from_state(bad)

    def test_r4_3_the_rulings_alternatives_are_covered(self) -> None:
        options = Options(players=4, paired_planning_together=False, fishing_lowers_price=True,
                          sail_revisit=False, governor_onto_resolved=False,
                          replenish_ignores_supply=False)
        game = vanuatu.Game(options=options, seed=1)
        while game.state.phase != vanuatu.Phase.PLANNING:
            game.play(vanuatu.legal_moves(game.state)[0])
        core = native.NativeState.from_state(game.state)
        assert core.legal_action_ids() == vanuatu.action_ids.legal_action_ids(game.state)

    def test_r5_the_actions_phase_is_covered(self) -> None:
        game = vanuatu.Game(players=3, seed=1)
        while game.state.phase != vanuatu.Phase.ACTIONS:
            game.play(vanuatu.legal_moves(game.state)[0])
        core = native.NativeState.from_state(game.state)
        assert core.legal_action_ids() == vanuatu.action_ids.legal_action_ids(game.state)

    def test_r6_a_player_to_act_without_a_boat_is_a_value_error(self) -> None:
        game = vanuatu.Game(players=3, seed=1)
        while game.state.phase != vanuatu.Phase.ACTIONS:
            game.play(vanuatu.legal_moves(game.state)[0])
        state = game.state
        p = state.to_act
        players = list(state.players)
        players[p] = attrs.evolve(players[p], boat=-1)
        core = native.NativeState.from_state(attrs.evolve(state, players=tuple(players)))
        with pytest.raises(ValueError, match="without a boat"):
            core.legal_action_ids()

    def test_token_values_too_large_for_the_core_are_a_value_error(self) -> None:
        state = vanuatu.new_game(Options(players=3))
        players = (attrs.evolve(state.players[0], fish=(10**6,)), *state.players[1:])
        with pytest.raises(ValueError):
            native.NativeState.from_state(attrs.evolve(state, players=players))


#: The errors a wire form the core reads may end in: each a Python exception.
_CORE_ERRORS = ("NotCovered", "Illegal", "BadId", "Malformed")


@settings(max_examples=150, deadline=None)
@given(st.integers(0, 10**6), st.floats(0, 1),
       st.lists(st.tuples(st.floats(0, 1), st.integers(-70, 70)), min_size=1, max_size=4))
def test_a_corrupted_wire_form_is_an_exception_never_a_crash(
        seed: int, where: float, changes: list[tuple[float, int]]) -> None:
    """Every integer of a state's wire form changed at random: the core reads it
    or refuses it, and every verb on what it read raises one of its own errors
    at most (a panic would be ``pyo3_runtime.PanicException``)."""
    require_native()
    options = Options(players=(2, 3, 4, 5)[seed % 4], rising_waters=seed % 3 == 0)
    states, _ = random_game(options, seed)
    state = states[int(where * (len(states) - 1))]
    wire = native._state_wire(state)
    for at, value in changes:
        wire[int(at * (len(wire) - 1))] = value
    core_module = native._core
    errors = tuple(getattr(core_module, name) for name in _CORE_ERRORS)
    try:
        core = core_module.Core(native._tables(options), wire)
    except errors:
        return
    for verb in (core.legal_action_ids, core.chance_outcome_ids, core.final_totals,
                 core.to_wire, lambda: core.random_walk(200, seed)):
        try:
            verb()
        except errors:
            pass
    try:
        ids = core.legal_action_ids() or [i for i, _ in core.chance_outcome_ids()]
    except errors:
        return
    for i in ids[:5]:
        try:
            core.apply(i)
        except errors:
            pass


def test_a_core_of_another_wire_version_is_not_used(monkeypatch: pytest.MonkeyPatch) -> None:
    """An extension built from an older checkout is left alone, and from_state
    says why and how to reinstall it."""
    import importlib.util
    import sys
    import types

    stale = types.ModuleType("vanuatu_native")
    stale.WIRE_VERSION = 1  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, "vanuatu_native", stale)
    spec = importlib.util.spec_from_file_location("vanuatu._native_copy", native.__file__)
    assert spec is not None and spec.loader is not None
    copy = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(copy)
    assert copy.NATIVE is False
    with pytest.raises(copy.NativeUnavailable, match=r"wire version 1.*pip install \./native"):
        copy.NativeState.from_state(vanuatu.new_game(Options(players=3)))
