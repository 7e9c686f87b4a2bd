"""Narration (vanuatu.events, apply_with_events): what each move did, in words."""

from __future__ import annotations

import random
from pathlib import Path

import attrs
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from positions import acting, set_player, set_space
from random_play import VARIANTS

import vanuatu
from vanuatu import Action, Options
from vanuatu.cli import main
from vanuatu.moves import Buy, Rest, Retrieve, Sail, Sell
from vanuatu.narration.player_events import (
    Converted,
    CubeExported,
    Gained,
    Paid,
    Played,
    RestRevealed,
)
from vanuatu.narration.table_events import (
    FinalResult,
    FishPriceChanged,
    GameOver,
    RoundEnded,
    ScoreItem,
)

ROOT = Path(__file__).resolve().parents[3]
COMPLETE = ROOT / "examples" / "records" / "complete-3p.vnt"


def test_R11_1_a_sale_gains_converts_and_lowers_the_price() -> None:
    state = acting({0: {Action.SELL: 1}}, players=3)
    state = set_player(state, 0, fish=(1, 2), vatus=3)
    state = set_space(state, "0,0", huts=(0,))
    after, said = vanuatu.apply_with_events(state, Sell(0, (1, 2)))
    assert after == vanuatu.apply(state, Sell(0, (1, 2)))
    kinds = [type(e) for e in said]
    assert kinds[0] is Played
    assert Gained(0, vatus=9, reason="for the fish") in said
    assert Converted(0, 10, 5) in said
    assert FishPriceChanged(3, 2) in said
    assert "P0 converts 10 Vatus into 5 PP (R1.1c)." in [e.sentence for e in said]


def test_R11_6_the_buyer_exports_two_cubes_and_completes_the_tile() -> None:
    state = acting({0: {Action.BUY: 1}}, players=3)
    state = set_player(state, 0, character="buyer", vatus=3)
    tile = next(t for t, goods in state.options.components.demand_tiles
                if list(goods).count("kava") >= 2)
    kava_twice = state.options.components.demand_goods[tile]
    filled = tuple(g for g in kava_twice if g != 0)
    state = set_space(state, "0,0", cubes=(1, 0, 0))
    state = attrs.evolve(state, demand_display=((tile, filled),) + state.demand_display[1:])
    said = vanuatu.events(state, Buy(0, "0,0", "kava", bonus=True))
    exported = [e for e in said if isinstance(e, CubeExported)]
    assert [e.completed for e in exported] == [False, True]
    assert Paid(0, 1, "for the cube") in said
    assert Gained(0, pp=4, reason="for the export") in said


def test_R6_1_a_sail_pays_and_the_navigator_sails_free() -> None:
    state = acting({0: {Action.SAIL: 1}}, players=3)
    said = vanuatu.events(state, Sail(0, "1,1", 1))
    assert [e.sentence for e in said][:2] == ["P0 sails 1 step to 1,1.", "P0 pays 1 Vatu to sail."]
    free = set_player(state, 0, character="navigator")
    said = vanuatu.events(free, Sail(0, "1,1", 1, bonus=True))
    assert not any(isinstance(e, Paid) for e in said)
    assert "using the navigator bonus" in said[0].sentence


def test_R9_a_rest_token_is_named_only_to_its_holder_until_phase_v() -> None:
    state = acting({0: {Action.REST: 1}, 1: {Action.REST: 1}}, players=3)
    move = Rest(0, "first")
    seen_by_p1 = vanuatu.events(state, move, player=1)
    assert all("first" not in e.sentence for e in seen_by_p1)
    assert seen_by_p1[0] == Played(0, "P0 rest (face down)",
                                   "P0 rests and keeps a token face down.")
    assert "'first'" in vanuatu.events(state, move, player=0)[0].sentence
    assert "'first'" in vanuatu.events(state, move)[0].sentence


def test_R5_9_the_round_ends_with_the_rest_tokens_revealed() -> None:
    state = acting({0: {Action.FISH: 1}}, players=3, keep=False)
    state = set_player(state, 1, rest_token="vatu")
    said = vanuatu.events(state, Retrieve(0, Action.FISH))
    assert RestRevealed(1, "vatu") in said
    assert Gained(1, vatus=1, reason="from the rest token") in said
    assert RoundEnded(1) in said


def test_the_end_of_the_game_scores_item_by_item() -> None:
    record = vanuatu.Record.load(COMPLETE)
    state = vanuatu.Game.from_record(record, len(record.moves) - 1).state
    said = vanuatu.events(state, record.moves[-1])
    assert GameOver(False) in said
    scores = vanuatu.final_scores(vanuatu.Game.from_record(record).state)
    assert said[-1] == FinalResult(scores.totals, scores.winners)
    items = [e for e in said if isinstance(e, ScoreItem)]
    for line in scores.lines:
        mine = sum(e.pp for e in items if e.player == line.player)
        assert line.pp_in_play + mine == line.total


def test_an_illegal_move_raises_and_tells_nothing() -> None:
    state = acting({0: {Action.SAIL: 1}}, players=3)
    with pytest.raises(vanuatu.IllegalMove):
        vanuatu.apply_with_events(state, Sail(1, "1,1", 1))


@pytest.mark.slow
@settings(max_examples=8, deadline=None)
@given(st.integers(0, 10_000), st.sampled_from(VARIANTS))
def test_money_events_add_up_to_the_change_of_every_player(
    seed: int, options: Options,
) -> None:
    """Paid, Gained and Converted of each move account exactly for each
    player's Vatus and PP after it (R1.1c), in every variant."""
    game = vanuatu.Game(seed=seed, options=options)
    rng = random.Random(seed)
    while not game.is_over():
        game.play(rng.choice(game.legal_moves()))
    states = game.states
    for k, move in enumerate(game.moves):
        before, after = states[k], states[k + 1]
        said = vanuatu.events(before, move)
        assert all(isinstance(e.sentence, str) and e.sentence for e in said)
        for p in range(before.num_players):
            vatus, pp = before.players[p].vatus, before.players[p].pp
            for e in said:
                if getattr(e, "player", None) != p:
                    continue
                if isinstance(e, Paid):
                    vatus -= e.vatus
                elif isinstance(e, Gained):
                    vatus, pp = vatus + e.vatus, pp + e.pp
                elif isinstance(e, Converted):
                    vatus, pp = vatus - e.vatus, pp + e.pp
            assert (vatus, pp) == (after.players[p].vatus, after.players[p].pp), (k, move)


def test_replay_narrate_tells_the_whole_game(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["replay", str(COMPLETE), "--narrate"]) == 0
    out = capsys.readouterr().out
    lines = out.splitlines()
    assert lines[0].startswith(f"{COMPLETE}: 3 players")
    assert "Round 8" in lines
    assert "The game is over; final scoring (R8)." in out
    assert lines[-1].strip().startswith("Final totals:")


def test_replay_narrate_stops_at_an_illegal_move(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    bad = tmp_path / "bad.vnt"
    bad.write_text(COMPLETE.read_text() + "P0 fish\n")
    assert main(["replay", str(bad), "--narrate"]) == 1
    captured = capsys.readouterr()
    assert "Final totals" in captured.out
    assert captured.err.count("\n") == 1
    assert "illegal at move 217 (line 226): P0 fish: R8 the game is over" in captured.err
    assert main(["replay", str(COMPLETE), "--narrate", "--to", "20"]) == 0
    assert capsys.readouterr().out.splitlines()[-1].startswith("         ")
    lines = COMPLETE.read_text().splitlines()
    at = next(i for i, line in enumerate(lines) if line.startswith("reveal first"))
    broken = tmp_path / "broken.vnt"
    broken.write_text("\n".join([*lines[:at + 1], "P9 dance", *lines[at + 1:]]) + "\n")
    assert main(["replay", str(broken), "--narrate", "--to", "5"]) == 0
    assert main(["replay", str(broken), "--narrate"]) == 1
    captured = capsys.readouterr()
    assert "(the story stops before it)" in captured.err and "P9 dance" in captured.err
    assert main(["replay", str(broken), "--narrate", "--to", "999"]) == 2
    assert "--to: the record has" in capsys.readouterr().err
