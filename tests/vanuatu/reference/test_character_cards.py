"""The character cards (vanuatu.character_card): every character of the game,
what its bonus does, when, and the action it improves."""

from __future__ import annotations

import pytest

import vanuatu
from vanuatu import CHARACTERS, Action, Character, character_card
from vanuatu.components import LINKED_ACTION
from vanuatu.reference import UnknownEntryError


@pytest.mark.parametrize("name", CHARACTERS)
def test_every_character_has_a_card(name: str) -> None:
    card = character_card(name)
    assert card.name == name and card.title == name.capitalize()
    assert card.action == LINKED_ACTION.get(name)
    assert card.when.endswith(".") and card.text.endswith(".")
    assert "R1.8" in card.see and set(card.see) <= set(vanuatu.RULE_IDS)
    assert card.anchor == f"character-{name}" and card.url == f"learn.html#character-{name}"


def test_a_card_says_when_its_bonus_works() -> None:
    assert character_card("navigator").when == "Phase IV, when you perform Sail."
    assert character_card(Character.ARTIST).action is Action.DRAW
    assert "no majority" in character_card("preacher").when
    assert "another player's turn" in character_card("beggar").when
    assert character_card("governor").action is None


@pytest.mark.parametrize("name", ["navigator", "fisherman", "vendor", "diver", "builder",
                                  "buyer", "artist", "guide"])
def test_a_linked_card_cites_its_action_rule(name: str) -> None:
    card = character_card(name)
    assert card.action is not None
    assert vanuatu.action_text(card.action).see[0] in card.see


def test_the_cards_say_the_bonuses() -> None:
    assert "1 Vatu instead of 3" in character_card("builder").text
    assert "5 PP instead of 3" in character_card("artist").text
    assert "2 PP for each sand drawing" in character_card("guide").text
    assert "1, 2 or 3 PP" in character_card("beggar").text


@pytest.mark.parametrize("bad", ["wizard", "Navigator", "", 3, None])
def test_an_unknown_character_is_refused_naming_it(bad: object) -> None:
    with pytest.raises(UnknownEntryError, match="no character") as caught:
        character_card(bad)  # type: ignore[arg-type]
    assert repr(bad) in str(caught.value) and "navigator" in str(caught.value)
    assert isinstance(caught.value, KeyError)
