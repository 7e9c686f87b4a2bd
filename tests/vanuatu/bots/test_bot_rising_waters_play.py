"""Bots under Rising Waters (R10.3): the flood outlook of vanuatu.bots.flood
and the worth of a dike to every player."""

from __future__ import annotations

import attrs
import pytest
from heuristic_play import heuristic_positions

import vanuatu
from vanuatu.bots import IsmctsBot, decide, make_bot
from vanuatu.bots.evaluate import defeat_risk, evaluate_all
from vanuatu.bots.flood import outlook
from vanuatu.bots.ismcts import RISING_WATERS_HORIZON
from vanuatu.bots.weights import DEFAULT_WEIGHTS
from vanuatu.moves import Build
from vanuatu.rules.board import space_name


def _dike_choice() -> tuple[vanuatu.GameState, list[Build]]:
    """A position where a Build may place a dike on an island worth saving."""
    options = vanuatu.Options(players=4, rising_waters=True)
    for state in heuristic_positions(options, range(1, 30)):
        builds = [m for m in vanuatu.legal_moves(state) if isinstance(m, Build)]
        out = outlook(state, 0.9, 0.3)
        at_risk = {space_name(state, i) for i in out.saved if out.need[i] > 0}
        dikes = [m for m in builds if m.dike is not None and m.dike[0] in at_risk]
        if dikes:
            return state, builds
    raise AssertionError("no position with a useful dike")


def test_R10_3_a_dike_on_an_island_worth_saving_lowers_the_dikes_needed() -> None:
    state, builds = _dike_choice()
    before = outlook(state, 0.9, 0.3)
    useful = [m for m in builds if m.dike is not None and m.dike[0] in
              {space_name(state, i) for i in before.saved if before.need[i] > 0}]
    after = outlook(vanuatu.apply(state, useful[0]), 0.9, 0.3)
    assert after.needed < before.needed
    assert defeat_risk(vanuatu.apply(state, useful[0])) < defeat_risk(state)


def test_R10_3_the_dike_is_worth_more_to_every_player_than_no_dike() -> None:
    state, builds = _dike_choice()
    before = outlook(state, 0.9, 0.3)
    saved = {space_name(state, i) for i in before.saved if before.need[i] > 0}
    best_dike = max(
        (evaluate_all(vanuatu.apply(state, m)) for m in builds
         if m.dike is not None and m.dike[0] in saved), key=lambda v: v[state.to_act])
    for m in builds:
        if m.dike is None:
            plain = evaluate_all(vanuatu.apply(state, m))
            assert all(d > p for d, p in zip(best_dike, plain, strict=True))


def test_R10_3_the_defeat_risk_is_a_chance_and_none_without_the_variant() -> None:
    state = vanuatu.Game(options=vanuatu.Options(players=3, rising_waters=True), seed=2).state
    assert 0.0 <= defeat_risk(state) <= 1.0
    assert defeat_risk(vanuatu.Game(players=3, seed=2).state) == 0.0


def test_R10_3_every_dike_needed_keeps_the_same_share_of_the_chance_to_stay_afloat() -> None:
    # the risk never reaches certainty while the game goes on, so that one
    # more dike is worth something to a search however many are needed
    options = vanuatu.Options(players=3, rising_waters=True)
    p = DEFAULT_WEIGHTS.defeat_risk_per_dike
    seen = set()
    for state in heuristic_positions(options, range(1, 4)):
        needed = outlook(state, 0.9, 0.3).needed
        afloat = 1.0 - defeat_risk(state)
        assert afloat == pytest.approx((1.0 - p) ** needed)
        assert afloat > 0.0
        seen.add(round(needed))
    assert max(seen) >= 3  # positions needing several dikes were met


def test_R10_3_a_missing_dike_that_always_drowns_makes_the_defeat_certain() -> None:
    options = vanuatu.Options(players=3, rising_waters=True)
    certain = attrs.evolve(DEFAULT_WEIGHTS, defeat_risk_per_dike=1.0)
    state = next(s for s in heuristic_positions(options, [1])
                 if outlook(s, 0.9, 0.3).needed > 0)
    assert defeat_risk(state, certain) == 1.0


def _planning(rising_waters: bool) -> vanuatu.GameState:
    """A planning decision (R4.3) with a few choices, with or without Rising Waters."""
    options = vanuatu.Options(players=3, rising_waters=rising_waters)
    for state in heuristic_positions(options, range(1, 10)):
        if state.phase == vanuatu.Phase.PLANNING and len(vanuatu.legal_moves(state)) > 4:
            return state
    raise AssertionError("no planning decision")


def _searched(spec: str, state: vanuatu.GameState) -> list[tuple[str, int]]:
    bot = make_bot(spec, seed=3)
    assert isinstance(bot, IsmctsBot)
    decide(bot, state, ())
    return [(str(move), visits) for move, visits, _ in bot.stats.children]


def test_R10_3_ismcts_playouts_go_through_the_actions_with_rising_waters() -> None:
    """By default a playout from planning goes one phase further with Rising
    Waters (RISING_WATERS_HORIZON): the search then sees the dikes built and
    the water rise; without the variant it stops at the end of planning."""
    assert RISING_WATERS_HORIZON == 1
    rising = _planning(True)
    default = _searched("ismcts:iterations=30", rising)
    assert default == _searched("ismcts:iterations=30,horizon=1", rising)
    assert default != _searched("ismcts:iterations=30,horizon=0", rising)
    plain = _planning(False)
    default = _searched("ismcts:iterations=30", plain)
    assert default == _searched("ismcts:iterations=30,horizon=0", plain)
    assert default != _searched("ismcts:iterations=30,horizon=1", plain)
