"""The games of a match between more bots than seats (:class:`vapor_willie.bots.arena.Pool`),
seated as ``vanuatu arena`` seats them: every table of ``players`` of the bots in turn,
each for ``players`` games with its seats rotated."""

from __future__ import annotations

import itertools

import pytest

import vanuatu
import vapor_willie as vw
from vanuatu.bots.arena import game_specs as vanuatu_specs
from vapor_willie.bots import BotError
from vapor_willie.bots.arena import MAX_POOL, Pool, game_specs, run_arena


def test_the_tables_of_a_pool_take_turns_with_their_seats_rotated() -> None:
    bots = ["random", "heuristic:depth=1", "ismcts:iterations=5", "heuristic"]
    specs = game_specs(bots, 24, 3, vw.Options(players=3))
    assert isinstance(specs, Pool) and len(specs) == 24
    tables = list(itertools.combinations(bots, 3))
    for g, spec in enumerate(specs):
        table = tables[(g // 3) % len(tables)]
        assert spec.index == g and sorted(spec.seats) == sorted(table)
        assert spec.seats == table[g % 3:] + table[:g % 3]
    # the seeds are those of a match of one bot per seat
    match = game_specs(bots[:3], 24, 3, vw.Options(players=3))
    assert [s.seed for s in specs] == [s.seed for s in match]


def test_a_pool_seats_the_bots_as_vanuatu_arena_does() -> None:
    bots = ["random", "heuristic", "ismcts"]
    ours = game_specs(bots, 6, 1, vw.Options(players=2))
    theirs = vanuatu_specs(bots, 6, 1, vanuatu.Options(players=2))
    assert [s.seats for s in ours] == [s.seats for s in theirs]


def test_a_pool_match_sums_up_every_bot() -> None:
    bots = ["random", "heuristic:depth=1", "heuristic:rivalry=0"]
    summary = run_arena(game_specs(bots, 3, 1, vw.Options(players=2, max_rounds=10)))
    assert {b.name for b in summary.bots} == set(bots)
    assert sum(b.games for b in summary.bots) == 6


def test_a_pool_holds_at_most_max_pool_bots() -> None:
    with pytest.raises(BotError, match=f"at most {MAX_POOL}"):
        game_specs(["random"] * (MAX_POOL + 1), 2, 1, vw.Options(players=2))
    with pytest.raises(BotError):
        game_specs(["random"] * 3, -1, 1, vw.Options(players=2))
