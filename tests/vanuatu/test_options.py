"""Options: the ruleset of a game, checked when it is made."""

from __future__ import annotations

import pytest

import vanuatu
from vanuatu import Action, Options
from vanuatu.moves import PlaceNeutral


@pytest.mark.parametrize("field", ["characters", "rising_waters", "paired_planning_together",
                                   "governor_onto_resolved", "sail_revisit",
                                   "fishing_lowers_price", "replenish_ignores_supply"])
def test_flags_must_be_booleans(field: str) -> None:
    with pytest.raises(vanuatu.OptionsError, match=f"{field}: must be True or False, not 'no'"):
        Options(players=3, **{field: "no"})  # type: ignore[arg-type]


@pytest.mark.parametrize("players", [0, 1, 6, "4", True])
def test_R1_1_player_count(players: object) -> None:
    with pytest.raises(vanuatu.OptionsError, match="players"):
        Options(players=players)  # type: ignore[arg-type]


def test_game_names_an_unknown_option() -> None:
    with pytest.raises(vanuatu.OptionsError, match="rising_water: not an option"):
        vanuatu.Game(players=3, rising_water=True)


def test_variant_words() -> None:
    assert Options(players=2, rising_waters=True).variant_words == ("two-player", "rising-waters")
    assert Options(players=3, characters=False).variant_words == ("no-characters",)
    assert Options(players=3).variant_words == ()


def test_R10_1_neutral_markers_in_any_order_are_one_move() -> None:
    a = PlaceNeutral(0, (Action.FISH, Action.SAIL, Action.FISH))
    assert a == PlaceNeutral(0, (Action.SAIL, Action.FISH, Action.FISH))
    assert str(a) == "P0 neutral sail fish fish"
    assert vanuatu.parse_move("P0 neutral fish sail fish") == a
