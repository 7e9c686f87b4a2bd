"""The games of ``vanuatu serve`` on disk (no web framework needed)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

import vanuatu
from vanuatu.web.store import GameStore, StoreError


def test_a_new_game_is_a_record_and_a_seats_file(tmp_path: Path) -> None:
    store = GameStore(tmp_path)
    served = store.create({"players": 3, "seats": ["human", "random", "human"], "seed": 4})
    record = vanuatu.Record.load(tmp_path / f"{served.id}.vnt")
    assert vanuatu.validate(record).valid
    assert record.moves == served.game.record.moves
    assert vanuatu.Game(players=3, seed=4).record.moves == record.moves  # the same setup
    seats = json.loads((tmp_path / f"{served.id}.seats.json").read_text())
    assert [s["kind"] for s in seats["seats"]] == ["human", "random", "human"]
    assert seats["seats"][1]["token"] is None
    assert all(len(s["token"]) >= 20 for s in seats["seats"] if s["kind"] == "human")


def test_a_store_started_again_finds_the_same_games(tmp_path: Path) -> None:
    store = GameStore(tmp_path)
    served = store.create({"players": 2, "seats": ["human", "human"], "seed": 1})
    for _ in range(12):
        state = served.game.state
        move = next(m for m in vanuatu.legal_moves(state) if m.player == state.to_act)
        with served.lock:
            served.play(move, served.moves_played)
    (tmp_path / f"{served.id}.vnt.abc.tmp").write_text("half a rec")
    again = GameStore(tmp_path)
    assert again.games == {}  # loaded when asked for, not at the start
    assert again.get(served.id).game.state == served.game.state
    assert again.get(served.id).seats == served.seats
    assert not list(tmp_path.glob("*.tmp"))


def test_an_unreadable_game_is_left_out_and_named(tmp_path: Path) -> None:
    store = GameStore(tmp_path)
    good = store.create({"players": 3, "seed": 2})
    bad = store.create({"players": 3, "seed": 3})
    (tmp_path / f"{bad.id}.vnt").write_text("not a record")
    again = GameStore(tmp_path)
    assert again.get(good.id).id == good.id
    with pytest.raises(StoreError) as caught:
        again.get(bad.id)
    assert caught.value.status == 404 and "cannot be read" in str(caught.value)
    assert set(again.games) == {good.id}
    assert bad.id in again.unreadable


def test_a_move_played_again_after_undo_meets_the_same_chance(tmp_path: Path) -> None:
    store = GameStore(tmp_path)
    served = store.create({"players": 3, "seats": ["human", "human", "human"], "seed": 8})
    seats = {s.player: s for s in served.seats}
    # play until a move is followed by chance events
    for _ in range(300):
        state = served.game.state
        move = next(m for m in vanuatu.legal_moves(state) if m.player == state.to_act)
        before = served.moves_played
        with served.lock:
            served.play(move)
        if served.moves_played > before + 1:
            break
    after = served.game.state
    with served.lock:
        served.undo_for(seats[move.player])
        assert served.moves_played == before
        served.play(move)
    assert served.game.state == after


def test_R3_an_illegal_move_is_refused_with_its_rule_and_nothing_changes(
        tmp_path: Path) -> None:
    store = GameStore(tmp_path)
    served = store.create({"players": 3, "seats": ["human"] * 3, "seed": 5})
    text = (tmp_path / f"{served.id}.vnt").read_text()
    state = served.game.state
    with served.lock, pytest.raises(StoreError) as caught:
        served.play(vanuatu.parse_move(f"P{state.to_act} fish"))
    assert caught.value.status == 422 and caught.value.rule
    assert served.game.state == state
    assert (tmp_path / f"{served.id}.vnt").read_text() == text
