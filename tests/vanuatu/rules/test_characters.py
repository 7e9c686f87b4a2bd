"""Phase II, character selection (R3.8) and the life of a bonus (R3.9)."""

from __future__ import annotations

import attrs
from positions import acting, base, end_round, legal, set_player, set_space

import vanuatu
from vanuatu import Action, Phase
from vanuatu.moves import Build, Fish, Sail, TakeCharacter


def _held(players: int = 3) -> vanuatu.GameState:
    s = base(players=players)
    s = set_player(s, 0, character="navigator", bonus_ready=False)
    s = set_player(s, 1, character="fisherman", bonus_ready=False)
    s = set_player(s, 2, character="vendor", bonus_ready=False)
    return attrs.evolve(s, phase=Phase.CHARACTERS, step=0, to_act=0)


def test_R3_8_players_take_characters_in_turn_order() -> None:
    s = base(players=3, first=1)
    assert s.phase == Phase.CHARACTERS and s.to_act == 1
    s = vanuatu.apply(s, TakeCharacter(1, "builder"))
    assert s.to_act == 2 and s.players[1].character == "builder"
    v = vanuatu.explain(s, TakeCharacter(0, "artist"))
    assert v is not None and "P2" in v.reason
    s = vanuatu.apply(s, TakeCharacter(2, "artist"))
    s = vanuatu.apply(s, TakeCharacter(0, "guide"))
    assert s.phase == Phase.PLANNING and s.to_act == 1


def test_R3_8_character_held_last_round_cannot_be_taken() -> None:
    s = _held()
    v = vanuatu.explain(s, TakeCharacter(0, "navigator"))
    assert v is not None and v.rule == "R3.8" and "last round" in v.reason
    assert TakeCharacter(0, "navigator") not in vanuatu.legal_moves(s)


def test_R3_8_character_held_by_a_later_player_is_not_available() -> None:
    s = _held()
    v = vanuatu.explain(s, TakeCharacter(0, "vendor"))
    assert v is not None and v.rule == "R3.8" and "another player" in v.reason
    assert len([m for m in vanuatu.legal_moves(s) if isinstance(m, TakeCharacter)]) == 8


def test_R3_8_character_returned_earlier_may_be_taken_by_a_later_player() -> None:
    s = vanuatu.apply(_held(), TakeCharacter(0, "diver"))
    assert legal(s, TakeCharacter(1, "navigator"))
    s = vanuatu.apply(s, TakeCharacter(1, "navigator"))
    assert s.players[1].character == "navigator" and s.players[0].character == "diver"
    # fisherman (returned by P1) is available to P2 now
    assert legal(s, TakeCharacter(2, "fisherman"))


def test_R3_8_unknown_character_refused() -> None:
    v = vanuatu.explain(_held(), TakeCharacter(0, "pirate"))
    assert v is not None and v.rule == "R1.8"


def test_R3_9_taking_a_character_readies_its_bonus() -> None:
    s = vanuatu.apply(_held(), TakeCharacter(0, "diver"))
    assert s.players[0].bonus_ready


def test_R3_9_bonus_used_once_per_round() -> None:
    s = acting({0: {Action.SAIL: 1, Action.FISH: 1}}, players=3)
    s = set_player(s, 0, character="navigator", vatus=0)
    s = vanuatu.apply(s, Sail(0, "1,1", 1, bonus=True))
    assert not s.players[0].bonus_ready and s.players[0].vatus == 0


def test_R3_9_bonus_expires_at_the_end_of_the_round() -> None:
    s = acting({}, players=3)
    s = set_player(s, 1, character="builder")
    s = set_space(s, "0,0", huts=())
    s = end_round(s)
    assert s.round == 2
    assert s.players[1].character == "builder" and not s.players[1].bonus_ready
    v = vanuatu.explain(
        set_player(attrs.evolve(s, phase=Phase.ACTIONS, to_act=1), 1,
                   markers={Action.BUILD: 1}),
        Build(1, "0,0", bonus=True))
    assert v is not None and v.rule == "R1.8"


def test_R3_9_bonus_not_usable_by_other_character() -> None:
    s = acting({0: {Action.FISH: 1}}, players=3)
    s = set_player(s, 0, character="diver", boat="0,1")
    v = vanuatu.explain(s, Fish(0, bonus=True))
    assert v is not None and v.rule == "R1.8"
    assert legal(s, Fish(0))
