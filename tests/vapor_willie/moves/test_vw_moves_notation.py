"""The moves by family (``vapor_willie.moves.chance``, ``.actions``, ``.free``,
``.steps``, ``.negotiation``): each class writes its notation and reads it back, every
move word is read by its class, and every name is still in ``vapor_willie.moves``."""

from __future__ import annotations

import typing

import pytest

import vapor_willie as vw
from vapor_willie import moves
from vapor_willie.moves import actions, chance, free, negotiation, steps, words

FAMILIES = (chance, actions, free, steps, negotiation)

#: One move of each word of the notation, as written.
WRITTEN = [
    "reveal cube hay", "reveal objective O3", "reveal port C2", "reveal first P1",
    "P0 move 5 +parrot", "P0 anchor I2", "P0 dock PA +captain", "P0 extend 9",
    "P0 objective +captain", "P0 end", "P0 cash cow 5", "P0 fulfil O3", "P0 rato",
    "P0 rata 12", "P0 drift hay 5 moves", "P0 keep O3", "P0 return hay", "P0 take rata",
    "P0 pass", "P0 choose move", "P0 exchange P1 hay duck", "P1 accept", "P1 decline",
    "P0 offer P1 duck,hay,hay,2s for nothing", "P1 counter 2s for hay",
]


def test_every_name_of_a_family_is_in_vapor_willie_moves() -> None:
    names = [name for family in FAMILIES for name in family.__all__]
    assert len(names) == len(set(names))  # each class lives in one family
    for family in FAMILIES:
        for name in family.__all__:
            assert getattr(moves, name) is getattr(family, name), name
    assert set(names) | {"Bundle", "Move", "PLAYER_MOVES"} == set(moves.__all__)


def test_every_move_class_belongs_to_the_union_and_to_one_family() -> None:
    kinds = set(typing.get_args(moves.Move))
    assert len(kinds) == 21
    assert {cls.__module__ for cls in kinds} == {f.__name__ for f in FAMILIES}


@pytest.mark.parametrize("text", WRITTEN)
def test_a_move_reads_back_as_it_is_written(text: str) -> None:
    move = vw.parse_move(text)
    assert str(move) == text and vw.parse_move(str(move)) == move


def test_every_move_word_is_read_by_its_own_class() -> None:
    read = {text.split()[1]: type(vw.parse_move(text)) for text in WRITTEN
            if not text.startswith("reveal")}
    assert set(read) == set(moves.PLAYER_MOVES)
    for word, cls in read.items():
        assert getattr(cls, "WORD", word) == word


def test_the_shared_notation_shapes_report_what_they_expect() -> None:
    assert issubclass(moves.MoveBoat, words.ActionNotation)
    assert issubclass(moves.Cash, words.PlainNotation)
    assert words.via_word("parrot") == " +parrot" and words.via_word(None) == ""
    with pytest.raises(vw.NotationError, match=r"expected 'move POINT \[\+parrot\]'"):
        vw.parse_move("P0 move 5 6")
    with pytest.raises(vw.NotationError, match="expected 'cash CUBE POINT'"):
        vw.parse_move("P0 cash cow")
    with pytest.raises(vw.NotationError, match="unknown ability"):
        vw.parse_move("P0 anchor I2 +rata")
