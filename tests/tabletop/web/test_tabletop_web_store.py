"""The store of :mod:`tabletop.web` (no web framework needed), written once for any
game, keeping a tiny game of its own (``count_game``: players add 1 or 2 to a total,
chance adds 0 or 1 after an even total). Nothing here imports either real game."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from count_game import COUNT, Add, Count

from tabletop.web.game import WebGame
from tabletop.web.store import GIVE_UP_AFTER, GameStore, StoreError, state_json


def test_the_fake_game_is_a_web_game() -> None:
    rules: WebGame[Count, Add] = COUNT  # mypy --strict checks it has every member
    assert rules.slug == "count"


def test_the_store_keeps_a_game_as_two_files_and_finds_it_again(tmp_path: Path) -> None:
    store = GameStore(COUNT, tmp_path)
    served = store.create({"players": 2, "seed": 3})
    assert (tmp_path / f"{served.id}.count").exists()
    seats = json.loads((tmp_path / f"{served.id}.seats.json").read_text())
    assert seats["format"] == "count-served-game 1"
    assert [s["kind"] for s in seats["seats"]] == ["human", "human"]
    with served.lock:
        served.play(Add(0, 2))  # the total is even: chance adds 0 or 1
    assert served.moves_played == 2 and served.game.moves[1].player == -1
    again = GameStore(COUNT, tmp_path)
    assert again.get(served.id).game.moves == served.game.moves
    assert again.get(served.id).seats == served.seats


def test_chance_is_drawn_from_the_game_s_key_so_an_undone_move_meets_it_again(
        tmp_path: Path) -> None:
    store = GameStore(COUNT, tmp_path)
    served = store.create({"players": 2})
    with served.lock:
        served.play(Add(0, 2))
        drawn = served.game.moves[1]
        assert served.undo_for(served.seats[0]) == 2
        served.play(Add(0, 2))
    assert served.game.moves[1] == drawn


def test_an_illegal_move_is_refused_with_the_game_s_rule_and_nothing_changes(
        tmp_path: Path) -> None:
    served = GameStore(COUNT, tmp_path).create({"players": 2})
    text = served.record_path.read_text()
    with served.lock, pytest.raises(StoreError) as caught:
        served.play(Add(0, 3))
    assert caught.value.status == 422 and caught.value.rule == "C2"
    assert served.record_path.read_text() == text and served.moves_played == 0


def test_names_are_the_given_ones_or_said_by_seat_kind(tmp_path: Path) -> None:
    store = GameStore(COUNT, tmp_path)
    assert store.create({"players": 2, "seats": ["human", "first"]}).game.names == (
        "you", "first bot")
    assert store.create({"players": 2}).game.names == ("person", "person")
    assert store.create({"players": 2, "names": ["Ana", "Ben"]}).game.names == ("Ana", "Ben")
    with pytest.raises(StoreError, match="names"):
        store.create({"players": 2, "names": ["Ana"]})
    with pytest.raises(StoreError, match="JSON object"):
        store.create([2])


def test_the_bots_play_until_a_person_is_to_act(tmp_path: Path) -> None:
    store = GameStore(COUNT, tmp_path)
    served = store.create({"players": 2, "seats": ["first", "first"]})
    made = store.run_bots(served.id)
    assert served.over and made == sum(m.player >= 0 for m in served.game.moves)
    body = state_json(served, 0)
    assert body["over"] and body["scores"]["winners"] and "legal_moves" not in body


def test_a_game_that_cannot_be_read_again_is_left_out_and_named(tmp_path: Path) -> None:
    store = GameStore(COUNT, tmp_path)
    good = store.create({"players": 2})
    bad = store.create({"players": 3})
    (tmp_path / f"{bad.id}.count").write_text("not a record")
    (tmp_path / f"{good.id}.count.x1.tmp").write_text("half a rec")
    again = GameStore(COUNT, tmp_path)
    assert not list(tmp_path.glob("*.tmp"))  # a write cut short is thrown away
    assert again.get(good.id).id == good.id
    with pytest.raises(StoreError) as caught:
        again.get(bad.id)
    assert set(again.games) == {good.id} and bad.id in again.unreadable
    assert caught.value.status == 404


def test_a_seat_asking_again_about_the_same_position_is_answered_from_what_was_kept(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from tabletop.web.server import Server

    server = Server(COUNT, tmp_path)
    served = server.store.create({"players": 2})
    asked: list[int] = []
    legal_moves = COUNT.legal_moves

    def counted(game: Count, player: int) -> list[dict[str, object]]:
        asked.append(player)
        return legal_moves(game, player)

    monkeypatch.setattr(COUNT, "legal_moves", counted)
    first = server.snapshot(served, 0, False)
    first["changed"] = True  # a caller's change to its answer is its own
    again = server.snapshot(served, 0, False)
    assert asked == [0] and "changed" not in again
    assert again == server.snapshot(served, 0, False) and asked == [0]
    assert server.snapshot(served, 1, False)["player"] == 1 and asked == [0, 1]
    with served.lock:
        served.play(Add(0, 1))
    after = server.snapshot(served, 0, False)
    assert asked == [0, 1, 0] and after["moves_played"] == 1 != again["moves_played"]
    server.snapshot(served, 1, False)  # the answers about the old position went
    assert asked == [0, 1, 0, 1]


def test_what_is_made_of_a_position_is_made_once_and_dropped_at_the_next_change(
        tmp_path: Path) -> None:
    from tabletop.web.server import Server

    served = Server(COUNT, tmp_path).store.create({"players": 2})
    made: list[str] = []

    def make(what: str) -> str:
        made.append(what)
        return what

    with served.lock:
        for _ in range(2):
            assert served.made("state", 0, "en", lambda: make("state")) == "state"
            assert served.made("svg", 0, "en", lambda: make("svg")) == "svg"
            assert served.made("state", 0, "pt", lambda: make("pt")) == "pt"
        assert made == ["state", "svg", "pt"]
        served.play(Add(0, 1))
        served.made("svg", 0, "en", lambda: make("svg"))
        served.made("state", 0, "en", lambda: make("state"))
    assert made == ["state", "svg", "pt", "svg", "state"]


def test_a_client_keeping_most_places_in_use_gives_one_up_to_another(tmp_path: Path) -> None:
    """Every place in memory in use (``--max-games``), nothing idle: a game another
    client starts or comes back to takes the place of the least recently used game of
    the client holding the most, which stays on disk; that client itself is refused."""
    from tabletop.web.limits import Limits

    clock = [0.0]
    store: GameStore[Count, Add] = GameStore(COUNT, tmp_path, limits=Limits(max_games=4),
                                             clock=lambda: clock[0])
    mine = store.create({"players": 2}, client="me")
    theirs = []
    for _ in range(3):
        clock[0] += 1
        theirs.append(store.create({"players": 2}, client="hog"))
    clock[0] += GIVE_UP_AFTER
    store.evict_idle()
    del store.games[mine.id], store._used[mine.id]  # mine left memory while I was away
    store.create({"players": 2}, client="hog")  # the place it left is taken
    for served in theirs:
        store.get(served.id, client="hog")
    with pytest.raises(StoreError):
        store.get(mine.id, client="me")  # the hog's games were all asked for just now
    clock[0] += GIVE_UP_AFTER
    back = store.get(mine.id, client="me")  # the hog's oldest game gives up its place
    assert back.client == "me" and theirs[0].id not in store.games
    assert len(store.games) == 4 and theirs[1].id in store.games
    with pytest.raises(StoreError) as refused:
        store.create({"players": 2}, client="hog")  # then holding 3 of 4: refused itself
    assert refused.value.status == 429
    with pytest.raises(StoreError):
        store.get(theirs[0].id, client="hog")  # nor may it take its old game back
    clock[0] += GIVE_UP_AFTER
    store.create({"players": 2}, client="me")
    assert sorted(g.client for g in store.games.values()) == ["hog", "hog", "me", "me"]
    with pytest.raises(StoreError):  # tied with the hog: the one asking is refused
        store.create({"players": 2}, client="me")
