"""tabletop.arena: the loop of a match and of the turns of a game, whatever the game,
over a fake tiny game (a race to a total), and both games' arenas built on it."""

from __future__ import annotations

import random
from functools import partial

import attrs
import pytest

from tabletop.arena import (
    MAX_GAMES,
    GameSpec,
    Match,
    Summary,
    Turns,
    match,
    play_turns,
    process_map,
    run_match,
    seat_bots,
)
from tabletop.stats import derive_seed, shared_first


class RaceError(ValueError):
    """The fake game's own error."""


@attrs.define
class Race:
    """Seats take turns adding 1 or 2 to a total until it reaches ``goal``; each seat
    scores what it added."""

    seats: int
    goal: int = 10
    added: list[int] = attrs.field(factory=list)
    turn: int = 0

    def to_act(self) -> int | None:
        return None if sum(self.added) >= self.goal else self.turn % self.seats

    def moves(self) -> int:
        return self.turn

    def view(self, seat: int) -> int:
        return sum(self.added)

    def check(self, seat: int, view: int, move: int) -> None:
        if move not in (1, 2):
            raise RaceError(f"bot of P{seat} added {move}, not 1 or 2\nsecond line")

    def play(self, move: int) -> None:
        self.added.append(move)
        self.turn += 1


@attrs.define
class Adder:
    """Adds ``step`` (or a random 1 or 2), raises from its ``fail_at``-th move."""

    seed: int
    step: int = 0
    fail_at: int = 0
    calls: int = 0

    def choose(self, view: int) -> int:
        self.calls += 1
        if self.fail_at and self.calls >= self.fail_at:
            raise RuntimeError("out of ideas")
        return self.step or random.Random(self.seed + view).choice((1, 2))


def _bot(spec: str, seed: int) -> Adder:
    name, _, value = spec.partition("=")
    return Adder(seed, **({name: int(value)} if value else {}))


@attrs.frozen
class RaceSpec(GameSpec[int]):
    suffix = ".race"


@attrs.frozen
class RaceResult:
    index: int
    seats: tuple[str, ...]
    scores: tuple[int, ...]
    ranks: tuple[int, ...]
    wins: tuple[float, ...]
    failures: tuple[tuple[int, str], ...] = ()
    seconds: tuple[float, ...] = ()
    decisions: tuple[int, ...] = ()


def play_race(spec: RaceSpec) -> RaceResult:
    """How one game of the fake game is played and scored."""
    bots = seat_bots(_bot, spec.seats, "race", spec.seed)
    race = Race(len(spec.seats), spec.options)
    turns = play_turns(race, bots, RaceError, max_moves=50)
    scores = tuple(sum(race.added[p::len(spec.seats)]) for p in range(len(spec.seats)))
    ranks, wins = shared_first(scores, [p for p, _ in turns.failures])
    return RaceResult(spec.index, spec.seats, scores, ranks, wins, turns.failures,
                      turns.seconds, turns.decisions)


def _races(bots: list[str], games: int, seed: int = 1, records: str | None = None
           ) -> Match[RaceSpec]:
    return match(bots, games, seed, len(bots), "race",
                 partial(RaceSpec, options=10, records=records), RaceError)


def test_the_seats_rotate_and_each_game_has_its_seed() -> None:
    games = _races(["a", "b", "c"], 4, seed=5)
    assert [g.seats for g in games] == [("a", "b", "c"), ("b", "c", "a"), ("c", "a", "b"),
                                        ("a", "b", "c")]
    assert [g.seed for g in games] == [derive_seed("race", 5, f"game {g}") for g in range(4)]
    assert len(games) == 4 and games[-1] == games[3] and list(games[1:3]) == list(games)[1:3]
    with pytest.raises(IndexError):
        games[4]


def test_a_match_refuses_a_wrong_number_of_bots_or_games() -> None:
    with pytest.raises(RaceError, match="2 bots for 3 players"):
        match(["a", "b"], 1, 1, 3, "race", partial(RaceSpec, options=10), RaceError)
    for games in (-1, MAX_GAMES + 1, True, 2.5):
        with pytest.raises(RaceError, match="games: expected a whole number from 0"):
            _races(["a", "b"], games)  # type: ignore[arg-type]
    assert len(_races(["a", "b"], MAX_GAMES)) == MAX_GAMES  # made only when asked for


def test_the_record_path_has_the_games_suffix() -> None:
    assert _races(["a", "b"], 2, records="out")[1].record_path == "out/game-0002.race"
    assert _races(["a", "b"], 1)[0].record_path is None


def test_the_turns_are_timed_and_counted_by_seat() -> None:
    race = Race(2, goal=7)
    turns = play_turns(race, [Adder(1, step=2), Adder(2, step=1)], RaceError, 50)
    assert race.added == [2, 1, 2, 1, 2] and turns.failures == ()
    assert turns.decisions == (3, 2) and len(turns.seconds) == 2
    assert all(s >= 0 for s in turns.seconds)


@pytest.mark.parametrize(("bots", "failure"), [
    ([Adder(1, step=3), Adder(2)], (0, "bot of P0 added 3, not 1 or 2")),
    ([Adder(1, step=1), Adder(2, fail_at=2)], (1, "RuntimeError: out of ideas")),
])
def test_a_failing_bot_stops_the_game_with_one_line_of_reason(
    bots: list[Adder], failure: tuple[int, str]
) -> None:
    turns = play_turns(Race(2), bots, RaceError, 50)
    assert turns.failures == (failure,)


def test_a_game_that_runs_too_long_is_lost_by_the_bot_to_act() -> None:
    race = Race(2, goal=1000)
    turns = play_turns(race, [Adder(1, step=1), Adder(2, step=1)], RaceError, max_moves=5)
    assert turns == Turns(((0, "the game did not end within 5 moves"),), turns.seconds,
                          (3, 3))
    assert race.moves() == 6


def test_the_results_come_in_the_order_of_the_games_whatever_the_map() -> None:
    games = _races(["a", "step=2", "fail_at=3"], 6, seed=2)
    seen: list[int] = []

    def backwards(fn: object, items: object) -> list[RaceResult]:
        return [play_race(s) for s in reversed(list(games))]

    results = run_match(play_race, games, backwards, lambda r: seen.append(r.index))
    assert [r.index for r in results] == list(range(6)) and seen == [5, 4, 3, 2, 1, 0]
    assert [attrs.evolve(r, seconds=()) for r in results] == [
        attrs.evolve(r, seconds=()) for r in run_match(play_race, games)]
    with process_map(2) as pmap:
        pooled = run_match(play_race, games, pmap)
    assert [r.scores for r in pooled] == [r.scores for r in results]


def test_the_summary_counts_each_bot_over_its_seats() -> None:
    summary = Summary.of(run_match(play_race, _races(["a", "step=2", "fail_at=1"], 6)))
    assert summary.games == 6 and [r.index for r in summary.results] == list(range(6))
    assert [b.name for b in summary.bots] == ["a", "step=2", "fail_at=1"]
    assert [b.games for b in summary.bots] == [6, 6, 6]
    failing = summary.bots[2]
    assert failing.failures == 6 and failing.wins == 0
    assert sum(b.wins for b in summary.bots) == pytest.approx(6)
    assert Summary.of(reversed(summary.results)) == summary


def test_both_games_play_their_matches_with_this_loop() -> None:
    import vanuatu

    if vanuatu.COMPILED:
        pytest.skip("the import graph is read from the source tree, not the compiled build")
    from import_graph import GRAPH

    for user in ("vanuatu.bots.arena", "vapor_willie.bots.arena"):
        assert "tabletop.arena" in GRAPH[user], user
    for user in ("vanuatu.bots.registry", "vapor_willie.bots.registry"):
        assert "tabletop.registry" in GRAPH[user], user
