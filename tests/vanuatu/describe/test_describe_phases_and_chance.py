"""The words of tile placement (R3.6), neutral markers (R10.1), characters
(R3.8), planning (R4.2) and the chance events (R2, R3, R10.1, R10.3), each
in a position where the move is legal."""

from __future__ import annotations

import random

import pytest
from positions import base, legal, planning

import vanuatu
from vanuatu import Action, ChanceEvent, ChanceMove, GameState, Options, describe_move
from vanuatu.components import CHARACTERS
from vanuatu.moves import Move, PlaceNeutral, PlaceTile, Plan, TakeCharacter

A = Action


def said(state: GameState, move: Move) -> str:
    """The description of a move that must be legal in ``state``."""
    assert legal(state, move), str(move)
    return describe_move(move, state)


def waiting_for(options: Options, wanted: object, seed: int = 3) -> GameState:
    """The first position of a random game where ``wanted`` (a chance event or a
    move class) is what comes next."""
    rng = random.Random(seed)
    s = vanuatu.new_game(options)
    while not s.is_over:
        if s.pending_chance == wanted or (
                not s.is_chance and isinstance(wanted, type)
                and any(isinstance(m, wanted) for m in vanuatu.legal_moves(s))):
            return s
        moves = vanuatu.legal_moves(s)
        s = vanuatu.apply(s, vanuatu.sample_chance(s, rng) if s.is_chance else rng.choice(moves))
    raise AssertionError(f"no position waits for {wanted}")


def test_R3_6_place_an_upcoming_tile() -> None:
    s = waiting_for(Options(players=3), PlaceTile)
    for m in vanuatu.legal_moves(s):
        assert isinstance(m, PlaceTile)
        kind = "island" if s.options.components.tile(m.tile).is_island else "ocean"
        assert said(s, m) == f"Place the {kind} tile {m.tile} on {m.space}"


def test_R10_1_place_the_neutral_markers() -> None:
    s = waiting_for(Options(players=2), PlaceNeutral)
    first = s.to_act
    assert said(s, PlaceNeutral(first, (A.FISH, A.FISH))) == "Place 2 neutral markers: 2 on Fish"
    s = vanuatu.apply(s, PlaceNeutral(first, (A.FISH, A.SAIL)))
    assert said(s, PlaceNeutral(1 - first, (A.BUY, A.SAIL, A.BUY))) == (
        "Place 3 neutral markers: 1 on Sail and 2 on Buy")


def test_R3_8_take_a_character_says_its_bonus() -> None:
    s = base(players=4)
    texts = {ch: said(s, TakeCharacter(0, ch)) for ch in CHARACTERS}
    assert texts["navigator"] == "Take the Navigator: once this round, sail 1 to 3 spaces for free"
    assert texts["builder"] == (
        "Take the Builder: once this round, build a hut for 1 Vatu instead of 3")
    assert texts["governor"] == (
        "Take the Governor: once this round, move all your markers from one action space to "
        "another instead of acting")
    for ch, text in texts.items():
        assert text.startswith(f"Take the {ch.capitalize()}: "), text
    assert len(set(texts.values())) == len(CHARACTERS)


def test_R4_2_plan_names_the_action_spaces() -> None:
    s = planning(players=4)
    assert said(s, Plan(0, (A.FISH, A.SAIL))) == "Plan: Sail and Fish"
    assert said(s, Plan(0, (A.REST, A.REST))) == "Plan: 2 markers on Rest"
    last = planning(players=4, step=2 * 4)  # the third pass places one marker (R4.2)
    assert said(last, Plan(0, (A.REST,))) == "Plan: Rest"


def test_R2_1_the_start_tiles() -> None:
    s = vanuatu.new_game(Options(players=3))
    move = ChanceMove(ChanceEvent.START, ("start-fish", "start-blank", "start-wreck"))
    assert said(s, move) == (
        "The start tiles are placed: start-fish on 1,0, start-blank on 0,1 and start-wreck "
        "on 1,1")


def test_R3_7_a_tile_is_revealed() -> None:
    s = waiting_for(Options(players=3), ChanceEvent.TILE)
    tiles = {str(m.outcome): said(s, m) for m in vanuatu.legal_moves(s)}
    assert tiles["A2"] == "A tile is revealed: A2, an island"
    s = vanuatu.apply(s, ChanceMove(ChanceEvent.TILE, "A2"))
    s = waiting_for_from(s, ChanceEvent.TILE)
    assert said(s, ChanceMove(ChanceEvent.TILE, "B1")) == "A tile is revealed: B1, an ocean tile"


def waiting_for_from(s: GameState, event: ChanceEvent) -> GameState:
    while s.pending_chance != event:
        s = vanuatu.apply(s, vanuatu.legal_moves(s)[0])
    return s


def test_R3_3_a_demand_tile_is_revealed() -> None:
    s = waiting_for(Options(players=3), ChanceEvent.DEMAND)
    assert said(s, ChanceMove(ChanceEvent.DEMAND, 7)) == (
        "A demand tile is revealed: #7, wanting kava, kava and beef")


@pytest.mark.parametrize(("value", "words"), [
    (1, "A tourist tile is revealed: 1 tourist waits this round"),
    (3, "A tourist tile is revealed: 3 tourists wait this round"),
    (0, "A tourist tile is revealed: 0 tourists wait this round"),
])
def test_R3_2_a_tourist_tile_is_revealed(value: int, words: str) -> None:
    s = waiting_for(Options(players=4), ChanceEvent.TOURIST)  # R1.6: a 2 is removed
    assert said(s, ChanceMove(ChanceEvent.TOURIST, value)) == words


def test_R2_8_the_first_player_is_chosen() -> None:
    s = waiting_for(Options(players=3), ChanceEvent.FIRST)
    assert said(s, ChanceMove(ChanceEvent.FIRST, 2)) == "P2 is chosen as First Player"


def test_R10_1_the_characters_offered_with_two_players() -> None:
    s = waiting_for(Options(players=2), ChanceEvent.CHARACTERS)
    offer = ChanceMove(ChanceEvent.CHARACTERS, ("guide", "artist", "diver", "beggar", "vendor"))
    assert said(s, offer) == (
        "The characters offered this round: Vendor, Diver, Artist, Guide and Beggar")


def test_R10_3_the_die_of_rising_waters() -> None:
    s = waiting_for(Options(players=3, rising_waters=True, characters=False), ChanceEvent.DIE)
    assert said(s, ChanceMove(ChanceEvent.DIE, 4)) == (
        "The die shows 4: the water rises after 4 performed actions")
    assert said(s, ChanceMove(ChanceEvent.DIE, 1)) == (
        "The die shows 1: the water rises after 1 performed action")
