"""The narration of moves (``vapor_willie.narration``): every move of random games is
told, the cards a viewer may not see are not named (VW12), and the words of a move are
chosen by its class (subclasses included), never by the name of the class."""

from __future__ import annotations

import typing

import attrs
import pytest
from vapor_willie_play import random_game as _game

import vapor_willie as vw
from vapor_willie import moves as m
from vapor_willie.narration import narrate, narrate_game, sentence
from vapor_willie.narration.words import WORDS, describe


def test_every_move_of_games_is_narrated() -> None:
    for seed in range(3):
        game = _game(3, seed=seed, moves=400)
        lines = narrate_game(game.record)
        assert len(lines) >= len(game.moves)
        assert all(line.endswith(".") for line in lines)


def test_VW12_narration_hides_the_cards_the_viewer_cannot_see() -> None:
    game = vw.Game(players=2, seed=3)
    draws = [(i, m) for i, m in enumerate(game.moves) if str(m).startswith("reveal objective")]
    record = game.record
    own = narrate_game(record, viewer=0)
    other = narrate_game(record, viewer=1)
    for _, move in draws[:2]:  # P0's cards
        card = move.outcome[0]
        assert any(card in line for line in own)
        assert not any(card in line for line in other)


def test_narration_tells_the_effects() -> None:
    game = _game(2, seed=1, moves=0)
    state = game.state
    move = game.legal_moves()[0]
    after = vw.apply(state, move)
    lines = narrate(state, move, after)
    assert lines[0] == sentence(state, move)
    assert lines[0].startswith(f"P{move.player} ")


#: A move of each class a player plays, and the sentence an onlooker reads.
SENTENCES = [
    (m.MoveBoat(0, "5", via="parrot"), "P0 moves the boat to 5 (with the parrot)."),
    (m.Anchor(1, "I2"), "P1 anchors at island I2."),
    (m.Dock(0, "PA", via="captain"), "P0 docks at port PA (with the captain)."),
    (m.Extend(2, "9"), "P2 joins their extension board to mouth 9."),
    (m.TakeObjective(0), "P0 takes an objective card."),
    (m.EndTurn(1), "P1 ends their turn."),
    (m.Cash(0, "cow", "5"), "P0 sets a cow adrift on 5 for silvos."),
    (m.Fulfil(0, "O3"), "P0 fulfils objective O3."),
    (m.UseRato(0), "P0 uses the Rato: two cubes from the bag."),
    (m.UseRata(0, "12"), "P0 uses the Rata to sail to 12."),
    (m.Drift(0, "hay", "5"), "P0 sets a hay adrift on 5."),
    (m.Keep(0, "O3"), "P0 keeps objective card O3."),
    (m.ReturnCube(0, "hay"), "P0 returns a hay to the bag."),
    (m.TakeCharacter(0, "rata"), "P0 takes the rata."),
    (m.Pass(0), "P0 passes."),
    (m.Choose(0, "silvos"), "P0 chooses 2 silvos."),
    (m.Choose(0, "move"), "P0 chooses an extra move of the boat."),
    (m.Answer(1, True), "P1 accepts."),
    (m.Answer(1, False), "P1 declines."),
    (m.Offer(0, 1, "hay,2s", "duck"), "P0 offers P1 hay, 2 silvos for duck."),
    (m.Offer(0, 1, "nothing", "1s"), "P0 offers P1 nothing for 1 silvo."),
    (m.Counter(1, "2s", "hay"), "P1 counters with 2 silvos for hay."),
    (m.Exchange(0, 1, "hay", "duck"), "P0 exchanges their hay for the duck of P1."),
]


@pytest.mark.parametrize(("move", "text"), SENTENCES, ids=lambda x: str(x)[:20])
def test_each_kind_of_move_has_its_sentence(move: vw.Move, text: str) -> None:
    assert describe(move, None) == text
    assert vw.parse_move(str(move)) == move  # the example is a move of the notation


def test_every_kind_of_player_move_is_in_one_table_of_sentences() -> None:
    kinds = set(typing.get_args(vw.Move)) - {m.ChanceMove}
    assert {type(move) for move, _ in SENTENCES} == kinds
    assert set(WORDS) == kinds - {m.Offer, m.Counter, m.Exchange}


def test_VW12_the_card_kept_is_named_to_its_owner_only() -> None:
    keep = m.Keep(0, "O3")
    assert describe(keep, 0) == describe(keep, None) == "P0 keeps objective card O3."
    assert describe(keep, 1) == "P0 keeps one of the objective cards drawn."


def test_the_words_follow_the_class_of_the_move_not_its_name() -> None:
    @attrs.frozen
    class Keep(m.MoveBoat):  # the name of another move, the class of a boat move
        pass

    @attrs.frozen
    class Kept(m.Keep):  # a subclass reads as its parent
        pass

    assert describe(Keep(0, "5"), 1) == "P0 moves the boat to 5."
    assert describe(Kept(0, "O3"), 1) == "P0 keeps one of the objective cards drawn."
