"""Component sets read from input (R1): every field is checked, so a set that
passes :meth:`~vanuatu.Components.problems` plays random games to the end
without an exception, any other is refused with ``OptionsError``, and no work
grows with a number read from input."""

from __future__ import annotations

import random

import attrs
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import vanuatu
from vanuatu import Character, Options, OptionsError
from vanuatu.components import DEFAULT_COMPONENTS, REST_TOKENS, EndScoring, TileSpec
from vanuatu.components.checks import MAX_SAIL_STEPS

C = DEFAULT_COMPONENTS
small = st.integers(-2, 6)
INT_FIELDS = {
    "rounds": st.integers(-1, 9), "conversion_vatus": st.integers(-1, 12),
    "conversion_pp": small, "start_vatus": st.integers(-1, 12), "start_pp": small,
    "huts_per_player": st.integers(-1, 9), "markers_per_player": st.integers(0, 6),
    "build_cost": small, "builder_cost": small, "draw_pp": small, "artist_pp": small,
    "guide_pp_per_drawing": small, "sail_max_steps": st.sampled_from([-1, 0, 1, 3, 6, 7, 10**7]),
    "beggar_max": st.integers(-1, 5), "demand_display_size": st.integers(0, 5),
    "submerged_at": st.integers(-1, 6), "defeat_at": st.integers(-1, 4), "dikes": small,
    "dike_cost": small, "export_completion_bonus": small,
}
TUPLE_FIELDS = {
    "plan_passes": st.lists(st.integers(0, 3), min_size=0, max_size=5).map(tuple),
    "fish_price_track": st.lists(st.integers(0, 4), min_size=0, max_size=4).map(tuple),
    "goods_price": st.tuples(small, small, small),
    "goods_export": st.tuples(small, small, small),
    "cube_supply": st.tuples(small, small, small),
    "tourist_tiles": st.lists(st.integers(-1, 5), min_size=5, max_size=10).map(tuple),
    "characters": st.lists(st.sampled_from([*Character, "pirate"]), min_size=0,
                           max_size=12).map(tuple),
    "rest_tokens": st.lists(st.sampled_from([*REST_TOKENS, "Nap"]), max_size=5).map(tuple),
    "stack_letters": st.lists(st.sampled_from("ABCDEFZ"), min_size=0, max_size=7).map(tuple),
    "spaces": st.integers(4, 16).map(lambda k: C.spaces[:k]),
    "demand_tiles": st.lists(st.sampled_from(C.demand_tiles), max_size=6).map(tuple),
    "tourist_removed": st.lists(st.tuples(st.integers(2, 5), st.integers(-1, 5)),
                                max_size=4).map(tuple),
    "start_ocean_tiles": st.permutations(("start-fish", "start-wreck", "start-blank", "C1")).map(
        lambda t: tuple(t[:3])),
    "die_rounds": st.lists(st.integers(0, 9), max_size=5).map(tuple),
    "end_scoring": st.builds(EndScoring, small, small, st.integers(-1, 4), small, small),
    "tiles": st.tuples(st.integers(0, len(C.tiles) - 1),
                       st.sampled_from(["island", "ocean", "lava"]), st.integers(-1, 4)).map(
        lambda t: tuple(attrs.evolve(x, kind=t[1], fish=t[2]) if i == t[0] else x
                        for i, x in enumerate(C.tiles))),
}
FIELDS = {**INT_FIELDS, **TUPLE_FIELDS}


@st.composite
def component_sets(draw: st.DrawFn) -> vanuatu.Components:
    names = draw(st.lists(st.sampled_from(sorted(FIELDS)), min_size=1, max_size=4, unique=True))
    return attrs.evolve(C, **{n: draw(FIELDS[n]) for n in names})


@pytest.mark.slow
@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(components=component_sets(), players=st.integers(2, 5), rising=st.booleans(),
       seed=st.integers(0, 2**16))
def test_R1_a_component_set_is_refused_or_plays_to_the_end(
    components: vanuatu.Components, players: int, rising: bool, seed: int
) -> None:
    found = components.problems()  # never raises
    try:
        options = Options(players=players, components=components, rising_waters=rising)
    except OptionsError as error:
        assert str(error)
        return
    assert found == []
    start = vanuatu.new_game(options)
    final, _ = list(vanuatu.random_playout(start, random.Random(seed), max_moves=20_000))[-1]
    assert final.is_over
    vanuatu.final_scores(final)


def test_R8_3_no_vatus_per_pp_of_zero() -> None:
    broken = attrs.evolve(C, end_scoring=EndScoring(vatus_per_pp=0))
    assert "end_scoring.vatus_per_pp must be at least 1 (R8.3), not 0" in broken.problems()
    with pytest.raises(OptionsError, match="vatus_per_pp"):
        Options(players=3, components=broken)


@pytest.mark.parametrize("steps", [MAX_SAIL_STEPS + 1, 10**6, 10**7])
def test_R6_1_a_sail_longer_than_the_board_allows_is_refused(steps: int) -> None:
    broken = attrs.evolve(C, sail_max_steps=steps)
    with pytest.raises(OptionsError, match="sail_max_steps must be at most 6"):
        Options(players=3, components=broken)


@pytest.mark.parametrize(
    ("changes", "message"),
    [
        ({"plan_passes": (3, 2)}, "one or two a pass"),
        ({"beggar_max": 4}, r"beggar_max must be 3 \(R7.2\), not 4"),
        ({"beggar_max": 1}, r"beggar_max must be 3 \(R7.2\), not 1"),
        ({"spaces": C.spaces[:12]}, "do not fit on the 12 spaces"),
        ({"rest_tokens": ("first", "Vatu")}, "rest token 'Vatu' is not a lower-case word"),
        ({"characters": (*C.characters, "pirate")}, "character 'pirate' is not one of"),
        ({"tiles": (*C.tiles[:-1], TileSpec("F2", "lava", "F"))}, "not island or ocean"),
        ({"tourist_tiles": (0, 1, 1, 2, 2, 2, 3, 3, 1000)}, "tourist tile values must be 0 to 999"),
        ({"spaces": ("0,0", "1,0", "01,1")}, "'01,1' is not a space name"),
        ({"end_scoring": EndScoring(hut_pp_per_tourist=-1)}, "hut_pp_per_tourist must not"),
        ({"tourist_tiles": (1,) * 100_000, "rounds": 10**6}, "at most 99 entries, not 100000"),
        ({"start_spaces": C.spaces[4:10], "start_island_space": "-1,0",
          "start_ocean_tiles": ("start-fish", "start-wreck", "start-blank", "B1", "B2", "C1")},
         "1 to 5 start ocean tiles, not 6"),
    ],
)
def test_R1_every_field_is_checked(changes: dict[str, object], message: str) -> None:
    broken = attrs.evolve(C, **changes)  # type: ignore[arg-type]
    with pytest.raises(OptionsError, match=message):
        Options(players=4, components=broken)
