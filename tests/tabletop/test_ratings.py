"""Ratings from a match's rankings (tabletop.ratings) and their place in the arena's
summary (tabletop.stats, tabletop.arena)."""

from __future__ import annotations

import attrs
import pytest

from tabletop import ratings
from tabletop.arena import bot_table
from tabletop.stats import BotSummary, Interval, summarize_bots

openskill = pytest.importorskip("openskill")


@attrs.frozen
class Game:
    """One game's result by seat, as the arena gives it."""

    seats: tuple[str, ...]
    ranks: tuple[int, ...]
    scores: tuple[int, ...] = ()
    wins: tuple[float, ...] = ()
    failures: tuple[tuple[int, str], ...] = ()
    seconds: tuple[float, ...] = ()
    decisions: tuple[int, ...] = ()

    def __attrs_post_init__(self) -> None:
        n = len(self.seats)
        if not self.scores:
            object.__setattr__(self, "scores", tuple(10 - r for r in self.ranks))
            object.__setattr__(self, "wins", tuple(1.0 if r == 1 else 0.0 for r in self.ranks))
            object.__setattr__(self, "seconds", (0.0,) * n)
            object.__setattr__(self, "decisions", (1,) * n)


def _seats_swapped(games: int) -> list[Game]:
    """``ace`` always first, ``dud`` always last, seats alternating."""
    return [Game(("ace", "dud"), (1, 2)) if g % 2 == 0 else Game(("dud", "ace"), (2, 1))
            for g in range(games)]


def test_a_bot_that_always_wins_rates_above_one_that_always_loses() -> None:
    rated = ratings.rate_results(_seats_swapped(20))
    assert list(rated) == ["ace", "dud"]
    assert rated["ace"].low > rated["dud"].high
    assert rated["ace"].mean + rated["dud"].mean == pytest.approx(2 * ratings.MU)


def test_every_interval_contains_its_mean_and_narrows_with_games() -> None:
    few, many = ratings.rate_results(_seats_swapped(4)), ratings.rate_results(_seats_swapped(40))
    for rated in (few, many):
        for r in rated.values():
            assert r.low < r.mean < r.high
            assert r.high - r.mean == pytest.approx(r.mean - r.low)
    assert many["ace"].high - many["ace"].low < few["ace"].high - few["ace"].low


def test_before_any_game_a_bot_has_the_starting_rating() -> None:
    rated = ratings.rate([[("solo", 1), ("solo", 2)]])  # one bot alone: no information
    assert rated["solo"] == ratings.Rating(ratings.MU, ratings.SIGMA)
    assert rated["solo"].low == pytest.approx(ratings.MU - ratings.Z * ratings.SIGMA)


def test_ties_keep_equal_bots_equal() -> None:
    rated = ratings.rate([[("a", 1), ("b", 1)]] * 10)
    assert rated["a"] == rated["b"]
    assert rated["a"].mean == pytest.approx(ratings.MU)
    assert rated["a"].high - rated["a"].low < 2 * ratings.Z * ratings.SIGMA


def test_a_bot_in_several_seats_counts_once_with_its_mean_rank() -> None:
    # three-player games: "best" first, the two seats of "rest" second and third
    rated = ratings.rate([[("best", 1), ("rest", 2), ("rest", 3)]] * 10)
    assert rated["best"].mean > ratings.MU > rated["rest"].mean
    one_seat = ratings.rate([[("best", 1), ("rest", 2.5)]] * 10)
    assert rated == one_seat


def test_three_bots_in_order() -> None:
    games = [[("top", 1), ("mid", 2), ("low", 3)], [("mid", 1), ("low", 2), ("top", 3)],
             [("top", 1), ("low", 2), ("mid", 3)]] * 5
    rated = ratings.rate(games)
    assert rated["top"].mean > rated["mid"].mean > rated["low"].mean


def test_without_openskill_a_rating_is_refused_clearly(monkeypatch: pytest.MonkeyPatch) -> None:
    import sys

    monkeypatch.setitem(sys.modules, "openskill.models", None)
    with pytest.raises(ratings.RatingsUnavailable, match=r"openskill.*vanuatu\[ratings\]"):
        ratings.rate([[("a", 1), ("b", 2)]])
    monkeypatch.setattr(ratings, "available", lambda: False)
    summary = summarize_bots(_seats_swapped(2))
    assert [b.rating for b in summary] == [None, None]
    assert summary[0].to_json()["rating"] is None
    assert "rating" not in bot_table(summary)[0]


def test_the_summary_of_a_match_carries_the_ratings() -> None:
    games = _seats_swapped(10)
    summary = summarize_bots(games)
    rated = ratings.rate_results(games)
    assert [b.rating for b in summary] == [rated["ace"], rated["dud"]]
    data = summary[0].to_json()
    assert data["rating"] == rated["ace"].mean
    assert data["rating_ci"] == [rated["ace"].low, rated["ace"].high]
    assert summarize_bots(games, rated=False)[0].rating is None
    table = bot_table(summary)
    assert table[0].split()[-1] == "rating"
    assert f"{rated['ace'].mean:.1f} [{rated['ace'].low:.1f}, {rated['ace'].high:.1f}]" in table[1]


def test_the_json_of_a_bot_keeps_every_field_and_adds_the_rating() -> None:
    interval = Interval(0.5, 0.0, 1.0)
    unrated = BotSummary("x", 1, 1.0, interval, interval, interval, 0, 0, 0.0).to_json()
    assert {"name", "games", "wins", "win_rate", "win_rate_ci", "mean_score", "mean_score_ci",
            "mean_rank", "mean_rank_ci", "failures", "decisions", "ms_per_decision",
            "rating", "rating_ci"} == set(unrated)
    assert unrated["rating"] is None and unrated["rating_ci"] is None


@pytest.mark.parametrize(("game", "bots"), [
    ("vanuatu", ["--players", "2", "--bots", "heuristic,random"]),
    ("vapor_willie", ["--players", "2", "--bots", "heuristic:depth=1,random"]),
])
def test_both_arenas_rate_the_bots_in_json_and_table(
        game: str, bots: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    import importlib
    import json

    main = importlib.import_module(f"{game}.cli").main
    assert main(["arena", *bots, "--games", "4", "--seed", "2", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    first, second = data["bots"]
    assert first["wins"] > second["wins"]
    for bot in data["bots"]:
        low, high = bot["rating_ci"]
        assert low < bot["rating"] < high
    assert first["rating"] > ratings.MU > second["rating"]
    assert main(["arena", *bots, "--games", "4", "--seed", "2"]) == 0
    lines = capsys.readouterr().out.splitlines()
    header = next(line for line in lines if line.startswith("bot "))
    assert header.split()[-1] == "rating"
    assert f"{first['rating']:.1f} [" in lines[lines.index(header) + 1]


def test_an_anchor_keeps_its_rating_and_rates_the_others_on_its_scale() -> None:
    """A bot of ``anchors`` keeps the rating another match gave it: a newcomer that
    beats it every time ends above it, on that match's scale."""
    known = {"old": ratings.Rating(40.0, 2.0)}
    games = [[("new", 1), ("old", 2)]] * 10
    after = ratings.rate(games, anchors=known)
    fresh = ratings.rate(games)
    assert after["old"] == known["old"]
    assert after["new"].mu > 40.0 > fresh["new"].mu  # beating a strong bot is worth more
    assert ratings.rate_results([Game(("new", "old"), (1, 2))] * 10, anchors=known) == after
    assert ratings.rate(games, anchors={}) == fresh
