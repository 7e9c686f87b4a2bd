"""Vapor Willie bots: legal choices from the player's view only (VW12), determinization,
specs, and the arena's statistics and JSON shape."""

from __future__ import annotations

import json
import random
from pathlib import Path

import attrs
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import vapor_willie as vw
from vanuatu.bots.arena import BotSummary as VanuatuBotSummary
from vanuatu.bots.arena import Interval
from vapor_willie.bots import (
    BotError,
    HeuristicBot,
    IsmctsBot,
    decide,
    determinize,
    make_bot,
    view_for,
)
from vapor_willie.bots.arena import game_specs, play_game, run_arena
from vapor_willie.cli import main


def _midgame(seed: int, moves: int = 40) -> vw.Game:
    game = vw.Game(players=3, seed=seed)
    bot = vw.RandomBot(seed=seed)
    for _ in range(moves):
        if game.is_over():
            break
        game.play(bot.choose(game.state))
    return game


@pytest.mark.parametrize("spec", ["random", "heuristic", "heuristic:depth=1",
                                  "ismcts:iterations=15", "ismcts:iterations=10,horizon=1"])
def test_every_bot_returns_a_legal_move(spec: str) -> None:
    game = vw.Game(players=3, seed=2)
    bot = make_bot(spec, seed=3)
    for _ in range(25):
        if game.is_over():
            break
        move = decide(bot, game.state)
        assert vw.explain(game.state, move) is None
        game.play(move)


@settings(max_examples=15, deadline=None)
@given(st.integers(0, 10_000), st.integers(0, 80))
def test_VW12_determinization_keeps_what_the_player_sees(seed: int, moves: int) -> None:
    state = _midgame(seed, moves).state
    for p in range(state.num_players):
        seen = vw.observe(state, p)
        full = determinize(seen, random.Random(seed))
        assert full.players[p] == state.players[p]
        assert vw.observe(full, p) == seen  # consistent with the observation
        cards = sorted([c for q in full.players for c in q.objectives + q.fulfilled]
                       + [c for q in full.players if not full.hand_is_cubes(q) for c in q.hand]
                       + list(full.objective_pile) + list(full.undealt))
        assert cards == sorted(o.id for o in state.options.components.objective_cards)


def test_VW12_the_bots_do_not_depend_on_hidden_cards() -> None:
    """Two positions that differ only in the cards P0 cannot see get the same choice."""
    game = _midgame(7, 30)
    while game.state.to_act != 0 or game.state.current < 0:
        game.play(vw.RandomBot(seed=1).choose(game.state))
    state = game.state
    hidden = [c for q in state.players[1:] for c in q.objectives] + list(state.objective_pile)
    swapped = list(reversed(hidden))
    if hidden == swapped:
        pytest.skip("nothing to swap")
    players = list(state.players)
    k = 0
    for i in range(1, len(players)):
        n = len(players[i].objectives)
        players[i] = attrs.evolve(players[i], objectives=tuple(sorted(swapped[k:k + n])))
        k += n
    other = attrs.evolve(state, players=tuple(players),
                         objective_pile=tuple(sorted(swapped[k:])))
    assert vw.observe(other, 0) == vw.observe(state, 0)
    for make in (lambda: HeuristicBot(seed=5), lambda: IsmctsBot(seed=5, iterations=30)):
        assert make().choose(view_for(state, 0)) == make().choose(view_for(other, 0))


def test_the_ismcts_bot_reports_its_search() -> None:
    game = _midgame(3, 20)
    bot = IsmctsBot(seed=1, iterations=40)
    while bot.last is None and not game.is_over():
        game.play(decide(bot, game.state))
    assert bot.last is not None
    # a paired comparison shares the 40 playouts out evenly among the candidates
    assert 40 - 2 * len(bot.last.children) <= bot.last.iterations <= 40
    assert sum(v for _, v, _ in bot.last.children) == bot.last.iterations


@pytest.mark.parametrize(("spec", "message"), [
    ("nobody", "unknown bot 'nobody'"),
    ("ismcts:iterations=0", "iterations must be a whole number from 1"),
    ("ismcts:iterations", "is not key=value"),
    ("heuristic:x=1", "unknown parameter 'x'"),
    ("", "no bot name"),
    ("ismcts:seconds=" + "9" * 5000, "seconds must be at most"),
])
def test_bad_specs_are_refused_in_one_line(spec: str, message: str) -> None:
    with pytest.raises(BotError, match=message) as e:
        make_bot(spec, seed=1)
    assert "\n" not in str(e.value) and len(str(e.value)) < 300


def test_decide_refuses_when_no_player_is_to_act() -> None:
    game = vw.Game(players=2, seed=1, auto_chance=False)
    with pytest.raises(BotError, match="chance"):
        decide(vw.RandomBot(seed=1), game.state)


def test_arena_games_are_reproducible_and_seats_rotate() -> None:
    options = vw.Options(players=2, max_rounds=30)
    specs = game_specs(["heuristic:depth=1", "random"], games=2, seed=4, options=options)
    assert [s.seats for s in specs] == [("heuristic:depth=1", "random"),
                                        ("random", "heuristic:depth=1")]
    one, two = play_game(specs[0]), play_game(specs[0])
    assert attrs.evolve(one, seconds=()) == attrs.evolve(two, seconds=())
    summary = run_arena(specs)
    assert [b.games for b in summary.bots] == [2, 2]
    assert sum(b.wins for b in summary.bots) == pytest.approx(2)


def test_arena_command_json_has_the_shape_of_vanuatu_arena(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["arena", "--bots", "heuristic:depth=1,random", "--games", "2", "--seed", "3",
                 "--json", "--records", str(tmp_path)]) == 0
    data = json.loads(capsys.readouterr().out)
    assert {"players", "games", "seed", "bots", "failures"} <= set(data)
    interval = Interval(0.5, 0.0, 1.0)
    fields = set(VanuatuBotSummary("x", 1, 1.0, interval, interval, interval, 0, 0, 0.0).to_json())
    for bot in data["bots"]:
        assert set(bot) == fields
        low, high = bot["win_rate_ci"]
        assert 0 <= low <= bot["win_rate"] <= high <= 1
    records = sorted(tmp_path.iterdir())
    assert len(records) == 2
    assert main(["validate", *map(str, records)]) == 0


def test_arena_command_table_and_errors(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["arena", "--bots", "random", "--players", "2", "--games", "2"]) == 0
    text = capsys.readouterr().out
    assert "win rate" in text and "95% intervals" in text and "Endings:" in text
    assert main(["arena", "--bots", "random,random", "--players", "3"]) == 2
    assert "--bots: 2 bots for 3 players" in capsys.readouterr().err
    assert main(["arena", "--bots", "heuristic:x=1,random"]) == 2
    assert "unknown parameter 'x'" in capsys.readouterr().err
    assert main(["arena", "--bots", "random,random", "--games", "0"]) == 2
    capsys.readouterr()
    assert main(["arena", "--bots", "random,random", "--records", "/nonexistent/dir"]) == 2
    assert "is not a folder" in capsys.readouterr().err
