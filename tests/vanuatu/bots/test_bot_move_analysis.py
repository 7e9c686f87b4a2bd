"""Bot analysis: ranked candidate moves with values (vanuatu.bots.analysis),
the ``hint`` of ``vanuatu play --human`` and the ``vanuatu analyse`` command."""

from __future__ import annotations

import io
import json
import sys
from pathlib import Path

import pytest

import vanuatu
from vanuatu.bots import Analysis, BotError, analyse, make_bot, view_for
from vanuatu.cli import main

EXAMPLE = Path(__file__).resolve().parents[3] / "examples" / "records" / "complete-3p.vnt"


def _views(options: vanuatu.Options, seed: int, count: int) -> list[vanuatu.bots.PlayerView]:
    """The views of the player to act in the first ``count`` decisions of a game
    between heuristic bots."""
    game = vanuatu.Game(options=options, seed=seed)
    bot = make_bot("heuristic", seed=seed)
    views = []
    while not game.is_over() and len(views) < count:
        if game.state.to_act < 0:
            game.play_chance()
            continue
        view = view_for(game.state, game.state.to_act, game.moves)
        views.append(view)
        game.play(bot.choose(view))
    return views


VARIANTS = [
    vanuatu.Options(players=2),
    vanuatu.Options(players=3, characters=False),
    vanuatu.Options(players=4, rising_waters=True),
]


@pytest.mark.parametrize("options", VARIANTS, ids=["2p", "3p-no-characters", "4p-rw"])
@pytest.mark.parametrize("spec", ["heuristic", "ismcts:iterations=25"])
def test_the_analysis_ranks_the_chosen_move_first(options: vanuatu.Options, spec: str) -> None:
    for k, view in enumerate(_views(options, seed=3, count=30)[::3]):
        analysis = analyse(make_bot(spec, seed=k), view)
        chosen = make_bot(spec, seed=k).choose(view)
        assert analysis.best == chosen
        assert all(c.move in view.legal_moves for c in analysis)
        assert len({c.move for c in analysis}) == len(analysis)


def test_the_heuristic_ranks_every_legal_move_by_its_value() -> None:
    view = _views(vanuatu.Options(players=3), seed=5, count=12)[-1]
    analysis = analyse(make_bot("heuristic", seed=1), view)
    assert isinstance(analysis, Analysis) and analysis.player == view.player
    assert {c.move for c in analysis} == set(view.legal_moves)
    assert len(analysis) == len(view.legal_moves)
    values = [c.value for c in analysis]
    assert values == sorted(values, reverse=True)
    assert all(c.visits is None for c in analysis)


def test_ismcts_gives_visit_counts_most_visited_first() -> None:
    view = _views(vanuatu.Options(players=3), seed=5, count=12)[-1]
    analysis = analyse(make_bot("ismcts:iterations=60", seed=2), view)
    visits = [c.visits for c in analysis]
    assert all(v is not None and v > 0 for v in visits)
    assert visits == sorted(visits, reverse=True)  # type: ignore[type-var]
    assert sum(visits) == analysis.iterations == 60  # type: ignore[arg-type]
    assert all(0.0 <= c.value <= 1.0 for c in analysis)


def test_a_bot_without_analysis_is_refused_by_name() -> None:
    view = _views(vanuatu.Options(players=3), seed=5, count=1)[0]
    with pytest.raises(BotError, match="bot 'random' gives no analysis"):
        analyse(make_bot("random", seed=1), view)


def test_hint_shows_the_three_best_moves_with_their_values(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setattr(sys, "stdin", io.StringIO("hint\nquit\n"))
    assert main(["play", "--players", "3", "--human", "P0", "--seed", "2"]) == 0
    out = capsys.readouterr().out
    assert "A bot would play: P0 take " in out
    ranked = [line for line in out.splitlines() if line.startswith(("  1. ", "  2. ", "  3. "))]
    assert len(ranked) == 3 and all("expected" in line and "PP" in line for line in ranked)


def test_analyse_command_checks_every_move_of_a_record(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert main(["analyse", str(EXAMPLE), "--to", "30", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    rows = data["moves"]
    record = vanuatu.Record.load(EXAMPLE)
    players = [i + 1 for i, m in enumerate(record.moves[:30]) if m.player >= 0]
    assert [r["number"] for r in rows] == players
    for r in rows:
        assert r["played"] == str(record.moves[r["number"] - 1])
        if r["best"] == r["played"]:
            assert r["loss"] == 0
    assert main(["analyse", str(EXAMPLE), "--to", "30"]) == 0
    text = capsys.readouterr().out
    assert "moves analysed by heuristic" in text and "moves as the bot chose" in text


def test_analyse_command_one_position(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["analyse", str(EXAMPLE), "--at", "12", "--top", "4",
                 "--bot", "ismcts:iterations=30"]) == 0
    out = capsys.readouterr().out
    assert "P0 to act" in out and "  4. " in out and "visits" in out


def test_analyse_command_refuses_what_it_cannot_do(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["analyse", str(EXAMPLE), "--at", "9999"]) == 2
    assert "--at: the record has 216 moves" in capsys.readouterr().err
    assert main(["analyse", str(EXAMPLE), "--at", "0", "--bot", "random"]) == 2
    assert "gives no analysis" in capsys.readouterr().err
    assert main(["analyse", str(EXAMPLE), "--at", "0"]) == 2
    assert "no player is to act" in capsys.readouterr().err
