"""The checks of the native core against the Python rules (not a test module):
one state compared in every way the core covers, and the skip of the native
tests when the extension is not built (a failure under VANUATU_EXPECT_NATIVE=1)."""

from __future__ import annotations

import os

import pytest

import vanuatu
from vanuatu import GameState, action_ids, native
from vanuatu.moves import Move


def require_native() -> None:
    """Skip the calling test module unless the native core is loaded; with
    ``VANUATU_EXPECT_NATIVE=1`` (CI's native step) fail instead."""
    if native.NATIVE:
        return
    if os.environ.get("VANUATU_EXPECT_NATIVE") == "1":
        raise RuntimeError("VANUATU_EXPECT_NATIVE=1, but the native core (vanuatu_native) "
                           "did not load")
    pytest.skip("the native core is not built (pip install ./native)", allow_module_level=True)


def played_id(state: GameState, move: Move) -> int:
    """The id of ``move`` in ``state``: its outcome id at a chance event."""
    if state.is_chance:
        return action_ids.encode_chance(move, state.options)  # type: ignore[arg-type]
    return action_ids.encode(move, state.options)


def check_state(state: GameState, move: Move | None, after: GameState | None) -> bool:
    """Compare the native twin of ``state`` with the Python rules: conversion
    back, final totals (R8), and where the core covers the position the legal
    ids or chance outcome ids and the state after ``move``. ``True`` when the
    position was covered."""
    core = native.NativeState.from_state(state)
    assert core.to_state() == state
    assert core.final_totals() == vanuatu.final_scores(state).totals
    assert core.is_over() == state.is_over
    try:
        if state.is_chance:
            assert core.chance_outcome_ids() == action_ids.chance_outcome_ids(state)
        else:
            assert core.legal_action_ids() == action_ids.legal_action_ids(state)
    except native.NotCoveredError:
        return False
    if move is not None and after is not None:
        assert core.apply(played_id(state, move)).to_state() == after
    return True
