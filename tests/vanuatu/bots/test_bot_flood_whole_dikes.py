"""Rising Waters (R10.3): the next flood raises an island by one for each open
side, so the dikes needed to survive it are whole ones; and a sale's Vatus
count for the dikes still needed."""

from __future__ import annotations

from collections.abc import Iterator

import vanuatu
from vanuatu.bots import decide, make_bot
from vanuatu.bots.action_value import dike_vatus
from vanuatu.bots.flood import outlook
from vanuatu.bots.outlook import Outlook
from vanuatu.bots.weights import DEFAULT_WEIGHTS
from vanuatu.rules.board import adjacency


def _states(players: int, seed: int) -> Iterator[vanuatu.GameState]:
    game = vanuatu.Game(options=vanuatu.Options(players=players, rising_waters=True),
                        seed=seed)
    bot = make_bot("heuristic", seed=seed)
    while not game.is_over():
        state = game.state
        yield state
        if state.to_act < 0:
            game.play_chance()
        else:
            game.play(decide(bot, state, game.moves))


def test_R10_3_an_island_the_next_flood_submerges_needs_whole_dikes() -> None:
    c = vanuatu.Options(players=3, rising_waters=True).components
    seen = 0
    for state in _states(3, 5):
        if state.round >= c.rounds and state.flood_in is None:
            continue  # no flood to come
        board = adjacency(state)
        out = outlook(state, 0.9, 0.3)
        for i in out.saved:
            sp = state.spaces[i]
            open_sides = sum(1 for j in board.ocean_nb[i] if j not in sp.dikes)
            whole = sp.water + open_sides - (c.submerged_at - 1)
            if whole > 0:
                seen += 1
                assert out.need[i] >= whole
    assert seen > 0


def test_R10_3_a_sale_counts_its_vatus_for_the_dikes_still_needed() -> None:
    for state in _states(3, 5):
        ctx = Outlook(state, DEFAULT_WEIGHTS)
        if state.phase != vanuatu.Phase.PLANNING or ctx.flood.needed < 1:
            continue
        poor = [p for p, pl in enumerate(state.players) if pl.vatus == 0]
        if poor:
            assert dike_vatus(ctx, poor[0], 0, 3) >= DEFAULT_WEIGHTS.dike_vatu_pp
            assert dike_vatus(ctx, poor[0], 0, 0) == 0.0
            return
    raise AssertionError("no planning position with a poor player and dikes needed")


def test_R10_3_no_vatus_for_dikes_without_the_variant() -> None:
    state = vanuatu.Game(players=3, seed=5).state
    assert dike_vatus(Outlook(state, DEFAULT_WEIGHTS), 0, 0, 3) == 0.0
