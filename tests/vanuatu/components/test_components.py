"""The component catalog is data a caller can replace (R1); unsound sets are refused."""

from __future__ import annotations

import attrs
import pytest

import vanuatu
from vanuatu.components import DEFAULT_COMPONENTS, TileSpec


def test_R1_3_default_components_are_sound() -> None:
    assert DEFAULT_COMPONENTS.problems() == []


def test_R1_3_ruling_F1_other_reading_plays() -> None:
    other = DEFAULT_COMPONENTS.replace_tile(TileSpec("F1", "ocean", "F", fish=3, treasure=1))
    game = vanuatu.Game(options=vanuatu.Options(players=3, components=other), seed=3)
    while not game.is_over():
        game.play(game.legal_moves()[-1])
    assert game.state.round == 8


@pytest.mark.parametrize(
    ("changes", "message"),
    [
        ({"boat_start_tile": "A1"}, "boat_start_tile 'A1' is not a start ocean tile"),
        ({"start_island": "B1"}, "start_island 'B1' is not an island tile"),
        ({"start_spaces": ("1,0", "0,1", "9,9")}, "start space '9,9' is not a board space"),
        ({"stack_letters": ("A", "Z")}, "stack letter 'Z' has no tile"),
        ({"demand_tiles": ((1, ("kava", "gold", "beef")),) * 3}, "demand tile 1 has goods"),
        ({"tourist_tiles": (1, 2, 3)}, "R1.6 needs 8 tourist tiles"),
        ({"conversion_vatus": 0}, "conversion_vatus must be at least 1"),
        ({"rounds": -5}, "rounds must be at least 1"),
        ({"start_vatus": -5}, "start_vatus must not be negative"),
        ({"plan_passes": (2, 2)}, r"plan_passes \(2, 2\) must place the 5 markers"),
        ({"fish_price_track": ()}, "fish_price_track needs at least one price"),
        ({"characters": ("navigator", "diver", "vendor")}, "3 players need at least 4 characters"),
    ],
)
def test_unsound_component_sets_are_refused(changes: dict[str, object], message: str) -> None:
    broken = attrs.evolve(DEFAULT_COMPONENTS, **changes)  # type: ignore[arg-type]
    with pytest.raises(vanuatu.OptionsError, match=message):
        vanuatu.Options(players=3, components=broken)


def _after_first_demand(tile: int) -> vanuatu.GameState:
    """Setup played by hand up to the first demand tile revealed."""
    game = vanuatu.Game(players=3, seed=1, auto_chance=False)
    for move in ("reveal start start-blank start-fish start-wreck", "reveal tile A2",
                 "reveal tile B2", f"reveal demand {tile}"):
        game.play(move)
    return game.state


def test_R2_3_setup_chance_refusals_cite_setup_rules() -> None:
    v = vanuatu.explain(_after_first_demand(3), vanuatu.parse_move("reveal demand 3"))
    assert v is not None and v.rule == "R2.3"


def test_R2_3_a_demand_tile_revealed_twice_is_named() -> None:
    state = _after_first_demand(7)
    v = vanuatu.explain(state, vanuatu.parse_move("reveal demand 7"))
    assert v is not None and v.rule == "R2.3" and "demand 7 was already revealed" in v.reason
    v = vanuatu.explain(state, vanuatu.parse_move("reveal demand 11"))
    assert v is not None and "possible now: 1, 2, 3" in v.reason
