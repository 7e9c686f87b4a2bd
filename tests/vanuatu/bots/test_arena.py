"""The arena (vanuatu.bots.arena and ``vanuatu arena``)."""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

import attrs
import pytest

import vanuatu
from vanuatu import Options
from vanuatu.bots import BOTS, BotMaker, PlayerView
from vanuatu.bots.arena import GameResult, game_specs, play_game, process_map, run_arena
from vanuatu.cli import main


def _outcome(result: GameResult) -> GameResult:
    """A result without its timings (which vary from run to run)."""
    return attrs.evolve(result, seconds=(), decisions=())


def test_seats_rotate_and_every_bot_plays_every_seat() -> None:
    specs = game_specs(["heuristic", "random", "random"], 3, 1, Options(players=3))
    assert [s.seats for s in specs] == [
        ("heuristic", "random", "random"),
        ("random", "random", "heuristic"),
        ("random", "heuristic", "random"),
    ]
    assert len({s.seed for s in specs}) == 3


def test_a_game_is_a_pure_function_of_its_spec() -> None:
    spec = game_specs(["heuristic", "random"], 1, 5, Options(players=2))[0]
    assert _outcome(play_game(spec)) == _outcome(play_game(spec))


@pytest.mark.slow
def test_worker_processes_give_the_same_results_in_the_same_order() -> None:
    specs = game_specs(["heuristic", "random", "random"], 4, 2, Options(players=3))
    alone = run_arena(specs)
    with process_map(2) as pmap:
        pooled = run_arena(specs, pmap)
    assert [_outcome(r) for r in alone.results] == [_outcome(r) for r in pooled.results]
    assert [b.wins for b in alone.bots] == [b.wins for b in pooled.bots]


def test_a_match_gives_the_same_games_for_the_same_seed() -> None:
    # pinned: the seeds of the games and bots, and the games they give, do not change
    # (the games as the chance order of each seed deals them, R9)
    specs = game_specs(["heuristic", "random", "random"], 3, 1, Options(players=3))
    assert [s.seed for s in specs] == [15509337466046442939, 7393691052756407679,
                                       13279079870377248520]
    results = run_arena(specs).results
    assert [(r.scores, r.ranks, r.moves) for r in results] == [
        ((39, 15, 15), (1, 3, 2), 212),
        ((16, 13, 71), (2, 3, 1), 209),
        ((9, 69, 12), (3, 1, 2), 214),
    ]
    assert specs[0].record_path is None
    assert game_specs(["random"] * 2, 2, 1, Options(players=2), "out")[1].record_path == (
        os.path.join("out", "game-0002.vnt"))


def test_wins_share_first_place_and_sum_to_the_games() -> None:
    summary = run_arena(game_specs(["random"] * 3, 6, 3, Options(players=3)))
    (bot,) = summary.bots
    assert bot.games == 18 and bot.wins == pytest.approx(6)
    for r in summary.results:
        assert sum(r.wins) == pytest.approx(1)
        assert sorted(r.ranks)[0] == 1


class _Failing:
    """Raises on its 3rd decision, or (``illegal``) plays a move that is not legal."""

    name = "failing"

    def __init__(self, illegal: bool) -> None:
        self.illegal = illegal
        self.calls = 0

    def choose(self, view: PlayerView) -> vanuatu.Move:
        self.calls += 1
        if self.calls < 3:
            return view.legal_moves[0]
        if self.illegal:
            return vanuatu.moves.Rest(view.player, "first")
        raise RuntimeError("out of ideas")


@pytest.fixture
def failing_bot(monkeypatch: pytest.MonkeyPatch) -> None:
    def make(seed: int, **params: Any) -> _Failing:
        return _Failing(bool(params.get("illegal")))

    monkeypatch.setitem(BOTS, "failing", BotMaker(
        "failing", make, (vanuatu.bots.Parameter("illegal", int, 0, "play an illegal move"),)))


@pytest.mark.usefixtures("failing_bot")
@pytest.mark.parametrize(("spec", "reason"), [
    ("failing", "RuntimeError: out of ideas"),
    ("failing:illegal=1", "bot 'failing' returned an illegal move P"),
])
def test_a_bot_that_fails_loses_the_game_and_the_match_goes_on(
    spec: str, reason: str, tmp_path: Path
) -> None:
    summary = run_arena(game_specs([spec, "random", "random"], 2, 1, Options(players=3),
                                   str(tmp_path)))
    assert len(summary.results) == 2
    for r in summary.results:
        seat = r.seats.index(spec)
        assert [s for s, _ in r.failures] == [seat]
        assert r.failures[0][1].startswith(reason)
        assert r.ranks[seat] == 3 and r.wins[seat] == 0 and sum(r.wins) == pytest.approx(1)
        assert r.record is not None
        report = vanuatu.validate(r.record)  # the moves up to the failure, all legal
        assert report.valid and not report.complete
        assert f"Forfeit: P{seat}" in Path(r.record).read_text()
    failing = next(b for b in summary.bots if b.name == spec)
    assert failing.failures == 2 and failing.wins == 0


def test_cli_arena_json(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    status = main(["arena", "--players", "3", "--bots", "heuristic,random,random", "--games",
                   "3", "--seed", "1", "--json", "--records", str(tmp_path)])
    assert status == 0
    data = json.loads(capsys.readouterr().out)
    assert data["games"] == 3 and data["players"] == 3
    assert [b["name"] for b in data["bots"]] == ["heuristic", "random"]
    for b in data["bots"]:
        assert {"name", "games", "wins", "mean_score", "mean_rank", "win_rate_ci",
                "mean_score_ci", "mean_rank_ci"} <= set(b)
        low, high = b["mean_score_ci"]
        assert low <= b["mean_score"] <= high
    assert sum(b["wins"] for b in data["bots"]) == pytest.approx(3)
    records = sorted(tmp_path.iterdir())
    assert [p.name for p in records] == ["game-0001.vnt", "game-0002.vnt", "game-0003.vnt"]
    for path in records:
        report = vanuatu.validate(path)
        assert report.valid and report.complete


def test_cli_arena_table(capsys: pytest.CaptureFixture[str]) -> None:
    status = main(["arena", "--players", "4", "--bots", "heuristic,random,random,random",
                   "--games", "2", "--rising-waters", "--no-characters"])
    out = capsys.readouterr().out
    assert status == 0
    assert "heuristic" in out and "mean score" in out and "Rising Waters" in out


@pytest.mark.parametrize(("argv", "message"), [
    (["--bots", "heuristic,random"], "--bots: 2 bots for 3 players"),
    (["--bots", "ismcts:iterations=-1,random,random"],
     "--bots: bot 'ismcts': iterations must be a whole number from 1"),
    (["--bots", "ismcts:foo=1,random,random"], "unknown parameter 'foo' (parameters:"),
    (["--bots", "alpha,random,random"], "unknown bot 'alpha'"),
    (["--bots", "random,random,random", "--games", "0"], "--games"),
    (["--bots", "random,random,random", "--records", "/nonexistent/x"], "--records"),
])
def test_cli_arena_refuses_bad_command_lines(
    capsys: pytest.CaptureFixture[str], argv: list[str], message: str
) -> None:
    status = main(["arena", "--players", "3", *argv])
    err = capsys.readouterr().err
    assert status == 2 and message in err and err.count("\n") == 1


def test_cli_play_accepts_the_new_bots(capsys: pytest.CaptureFixture[str]) -> None:
    status = main(["play", "--players", "3", "--seed", "1",
                   "--bots", "ismcts:iterations=3,width=2,heuristic,random"])
    assert status == 0 and "Winner" in capsys.readouterr().out


def test_one_bot_spec_plays_every_seat(capsys: pytest.CaptureFixture[str]) -> None:
    """``--bots random`` names the bot of every seat, as in ``vanuatu play``."""
    assert main(["arena", "--players", "3", "--bots", "random", "--games", "2", "--seed", "1",
                 "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert [(bot["name"], bot["games"]) for bot in report["bots"]] == [("random", 6)]
