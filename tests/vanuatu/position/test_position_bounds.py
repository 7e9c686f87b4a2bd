"""The bounds a position string must keep to be read (vanuatu.position.checks and
vanuatu.position.timeline): each test takes a state of a random game, changes one
thing the rules forbid, and expects :class:`vanuatu.PositionError` naming the
field and the rule."""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import Any

import attrs
import pytest
from random_play import random_game

import vanuatu
from vanuatu import GameState, Options, PositionError
from vanuatu.state import Phase, SpaceState


@functools.cache
def _states(players: int, rising: bool = False, characters: bool = True) -> list[GameState]:
    options = Options(players=players, rising_waters=rising, characters=characters)
    return random_game(options, 3)[0]


def _at(phase: Phase, round_: int = 1, players: int = 3, **variant: Any) -> GameState:
    return next(s for s in _states(players, **variant)
                if s.phase == phase and s.round == round_ and not s.is_chance)


def _refused(state: GameState, field: str, rule: str) -> str:
    text = vanuatu.to_position(state)
    with pytest.raises(PositionError) as info:
        vanuatu.from_position(text)
    message = str(info.value)
    assert f"({field})" in message and rule in message, message
    return message


def _player(state: GameState, p: int, **changes: Any) -> GameState:
    players = list(state.players)
    players[p] = attrs.evolve(players[p], **changes)
    return attrs.evolve(state, players=tuple(players))


def _space(state: GameState, name: str, change: Callable[[SpaceState], SpaceState]) -> GameState:
    i = state.options.components.space_index[name]
    spaces = list(state.spaces)
    spaces[i] = change(spaces[i])
    return attrs.evolve(state, spaces=tuple(spaces))


def _island(state: GameState) -> str:
    """A placed island other than the start island, if any, else the start island."""
    c = state.options.components
    islands = [c.spaces[i] for i, t in enumerate(state.board)
               if t is not None and c.tile(t).is_island]
    return islands[-1]


def _ocean(state: GameState) -> str:
    c = state.options.components
    return next(c.spaces[i] for i, t in enumerate(state.board)
                if t is not None and not c.tile(t).is_island)


def test_unchanged_states_read_back() -> None:
    """The states the tests below change read back as they are."""
    for state in (_at(Phase.PLANNING), _at(Phase.ACTIONS, 4, players=4, rising=True),
                  _at(Phase.PLANNING, 2, players=2), _at(Phase.PREPARATION, 3)):
        assert vanuatu.from_position(vanuatu.to_position(state)) == state


# -- the board ----------------------------------------------------------------------


def test_R1_2_an_empty_space_holds_nothing() -> None:
    state = _at(Phase.PLANNING)
    c = state.options.components
    empty = next(c.spaces[i] for i, t in enumerate(state.board) if t is None)
    _refused(_space(state, empty, lambda sp: attrs.evolve(sp, drawings=1)), "board", "R1.2")


def test_R1_3_cubes_within_the_goods_the_island_prints() -> None:
    state = _at(Phase.PLANNING)
    _refused(_space(state, "0,0", lambda sp: attrs.evolve(sp, cubes=(2, 1, 1))), "board", "R1.3")


def test_R1_3_an_ocean_tile_holds_no_cube_nor_hut() -> None:
    state = _at(Phase.PLANNING)
    _refused(_space(state, _ocean(state), lambda sp: attrs.evolve(sp, cubes=(1, 0, 0))),
             "board", "R1.3")


def test_R6_2_huts_within_the_island_slots() -> None:
    state = _at(Phase.PLANNING)
    state = _player(state, 0, huts_left=4)
    _refused(_space(state, "0,0", lambda sp: attrs.evolve(sp, huts=(0, 0, 0, 0))), "board",
             "R6.2")


def test_R6_7_drawings_within_the_island_room() -> None:
    state = _at(Phase.PLANNING)
    _refused(_space(state, "0,0", lambda sp: attrs.evolve(sp, drawings=2)), "board", "R6.7")


def test_R6_8_tourists_within_the_island_room() -> None:
    state = _at(Phase.PLANNING)
    _refused(_space(state, "0,0", lambda sp: attrs.evolve(sp, tourists=6)), "board", "R6.8")


def test_R10_3_a_submerged_island_loses_its_pieces() -> None:
    state = _at(Phase.ACTIONS, 4, players=4, rising=True)
    island = _island(state)
    _refused(_space(state, island, lambda sp: attrs.evolve(sp, water=5, drawings=1,
                                                           cubes=(0, 0, 0), huts=())),
             "board", "R10.3")


def test_R10_3_dikes_face_ocean_tiles() -> None:
    state = _at(Phase.ACTIONS, 1, players=4, rising=True)
    c = state.options.components
    start = c.space_index["0,0"]
    not_ocean = next(j for j in c.neighbours[start]
                     if state.board[j] is None or c.tile(state.board[j] or "").is_island)
    _refused(_space(state, "0,0", lambda sp: attrs.evolve(sp, dikes=(not_ocean,))), "board",
             "R10.3")


def test_R10_3_no_water_before_the_first_flood() -> None:
    state = _at(Phase.PLANNING, 1, players=4, rising=True)
    _refused(_space(state, "0,0", lambda sp: attrs.evolve(sp, water=1)), "board", "R10.3")


def test_R10_3_three_submerged_islands_are_a_defeat() -> None:
    state = _at(Phase.ACTIONS, 4, players=4, rising=True)
    assert not state.defeat
    _refused(attrs.evolve(state, defeat=True, phase=Phase.OVER, to_act=vanuatu.state.NOBODY),
             "defeat", "R10.3")


# -- the players --------------------------------------------------------------------


def test_R1_1c_vatus_below_ten() -> None:
    _refused(_player(_at(Phase.PLANNING), 1, vatus=10), "players", "R1.1c")


def test_R2_7_boats_on_the_board_after_setup() -> None:
    _refused(_player(_at(Phase.PLANNING), 1, boat=-1), "players", "R2.7")


def test_R10_1_two_boats_share_only_the_start_tile() -> None:
    state = next(s for s in _states(2) if s.phase == Phase.PLANNING
                 and len({pl.boat for pl in s.players}) == 2)
    c = state.options.components
    p = next(p for p, pl in enumerate(state.players)
             if state.board[pl.boat] != c.boat_start_tile)
    together = _player(state, 1 - p, boat=state.players[p].boat)
    _refused(together, "players", "R10.1")
    start = c.space_index[next(s for s in c.start_spaces
                               if state.board[c.space_index[s]] == c.boat_start_tile)]
    both = _player(_player(state, 0, boat=start), 1, boat=start)
    assert vanuatu.from_position(vanuatu.to_position(both)) == both


def test_R1_9_every_hut_is_left_or_built() -> None:
    state = _at(Phase.PLANNING)
    _refused(_player(state, 2, huts_left=state.players[2].huts_left - 1), "players", "R1.9")


def test_R6_4_fish_tokens_the_tiles_have_given() -> None:
    state = _at(Phase.CHARACTERS)
    _refused(_player(state, 0, fish=(2,)), "players", "R6.4")


def test_R6_3_treasure_tokens_the_tiles_have_given() -> None:
    state = _at(Phase.CHARACTERS)
    _refused(_player(state, 0, treasures=(1,)), "players", "R6.3")


def test_R4_2_markers_placed_pass_by_pass() -> None:
    state = _at(Phase.PLANNING)
    p = state.to_act
    pl = state.players[p]
    markers = (pl.markers[0] + 1, *pl.markers[1:])
    _refused(_player(state, p, markers=markers, in_hand=pl.in_hand - 1), "players", "R4.2")


def test_R4_2_no_marker_in_hand_in_phase_iv() -> None:
    state = _at(Phase.ACTIONS)
    p = state.to_act
    markers = list(state.players[p].markers)
    markers[markers.index(max(markers))] -= 1
    _refused(_player(state, p, markers=tuple(markers), in_hand=1), "players", "R4.2")


def test_R4_2_every_marker_in_hand_before_phase_iii() -> None:
    state = _at(Phase.CHARACTERS)
    _refused(_player(state, 0, in_hand=3, markers=(2,) + (0,) * 8), "players", "R4.2")


# -- characters ---------------------------------------------------------------------


def test_R3_8_one_character_one_player() -> None:
    state = _at(Phase.PLANNING)
    _refused(_player(state, 0, character=state.players[1].character), "players", "R3.8")


def test_R3_8_characters_kept_from_round_1_on() -> None:
    state = _at(Phase.PREPARATION, 3)
    _refused(_player(state, 0, character=None), "players", "R3.8")


def test_R3_9_a_bonus_is_ready_only_in_the_round_taken() -> None:
    state = _at(Phase.PREPARATION, 3)
    _refused(_player(state, 0, bonus_ready=True), "players", "R3.9")


def test_R10_2_no_character_without_characters() -> None:
    state = _at(Phase.PLANNING, characters=False)
    _refused(_player(state, 0, character="vendor"), "players", "R10.2")


def test_R10_1_the_character_taken_is_offered() -> None:
    state = _at(Phase.PLANNING, 2, players=2)
    other = next(ch for ch in vanuatu.components.Character
                 if ch not in state.offered and ch not in {p.character for p in state.players})
    _refused(_player(state, 0, character=other), "players", "R10.1")


def test_R10_1_characters_are_set_aside_each_round() -> None:
    state = _at(Phase.NEUTRAL, 3, players=2)
    _refused(_player(state, 0, character="vendor"), "players", "R10.1")


def test_R10_1_five_characters_not_offered_before() -> None:
    state = _at(Phase.PLANNING, 2, players=2)
    again = (state.offered_before[0], *state.offered[1:])
    _refused(attrs.evolve(state, offered=again), "offered", "R10.1")
    _refused(attrs.evolve(state, offered=state.offered[:4]), "offered", "R10.1")


def test_R10_1_offers_only_to_two_players() -> None:
    state = _at(Phase.PLANNING)
    _refused(attrs.evolve(state, offered=("vendor",)), "offered", "R10.1")
    state = _at(Phase.PLANNING, 1, players=2)
    before = next(ch for ch in vanuatu.components.Character if ch not in state.offered)
    _refused(attrs.evolve(state, offered_before=(before,)), "offered-before", "R10.1")


def test_R10_1_neutral_markers_step_by_step() -> None:
    state = _at(Phase.CHARACTERS, 2, players=2)
    _refused(attrs.evolve(state, neutral=(4,) + (0,) * 8), "neutral", "R10.1")
    _refused(attrs.evolve(_at(Phase.PLANNING), neutral=(1,) + (0,) * 8), "neutral", "R10.1")


# -- the clock and what it implies --------------------------------------------------


def test_R2_2_tiles_revealed_are_on_the_board_or_the_volcano() -> None:
    state = _at(Phase.PLANNING, 3)
    _refused(attrs.evolve(state, tiles_revealed=state.tiles_revealed - 1), "tiles-revealed",
             "R2.2")


def test_R2_2_the_stack_shows_its_letters_in_order() -> None:
    state = _at(Phase.PLANNING, 1)
    c = state.options.components
    wrong = next(t.id for t in c.tiles if t.letter == "D")
    _refused(attrs.evolve(state, upcoming=(state.upcoming[0], wrong)), "tiles-revealed", "R2.2")


def test_R3_6_the_tiles_placed_by_the_round() -> None:
    state = _at(Phase.PLANNING, 3)
    _refused(attrs.evolve(state, round=4), "tiles-revealed", "R3.6")


def test_R2_1_the_start_tiles_on_the_start_spaces() -> None:
    state = _at(Phase.PLANNING)
    c = state.options.components
    boats = {pl.boat for pl in state.players}
    i = next(c.space_index[s] for s in c.start_spaces if c.space_index[s] not in boats)
    lost = attrs.evolve(state, board=state.board[:i] + (None,) + state.board[i + 1:],
                        spaces=state.spaces[:i] + (SpaceState(),) + state.spaces[i + 1:])
    _refused(lost, "tiles-revealed", "R2.1")


def test_R1_6_tourist_tiles_of_the_player_count() -> None:
    state = _at(Phase.PLANNING)  # three players: the 4 is in the box
    _refused(attrs.evolve(state, tourist_pile=(*state.tourist_pile[1:], 4)), "tourist-pile",
             "R1.6")


def test_R3_2_one_tourist_tile_a_round() -> None:
    state = _at(Phase.PLANNING, 3)
    _refused(attrs.evolve(state, tourist_pile=state.tourist_pile[1:]), "tourist-pile", "R3.2")


def test_R3_2_the_tourists_wait_until_phase_iv() -> None:
    state = next(s for s in _states(3) if s.phase == Phase.PLANNING and s.tourists_waiting)
    _refused(attrs.evolve(state, tourists_waiting=state.tourists_waiting - 1),
             "tourists-waiting", "R3.2")


def test_R3_3_every_demand_tile_is_somewhere() -> None:
    state = _at(Phase.PLANNING)
    _refused(attrs.evolve(state, demand_pile=state.demand_pile[1:]), "demand-display", "R3.3")


def test_R3_3_the_display_is_full_after_the_draw() -> None:
    state = _at(Phase.PLANNING)
    tile, _ = state.demand_display[-1]
    _refused(attrs.evolve(state, demand_display=state.demand_display[:-1],
                          demand_pile=(*state.demand_pile, tile)), "demand-display", "R3.3")


def test_R3_3_a_filled_demand_tile_is_discarded_in_phase_i() -> None:
    state = _at(Phase.PLANNING)
    c = state.options.components
    tile, _ = state.demand_display[0]
    full = ((tile, c.demand_goods[tile]), *state.demand_display[1:])
    _refused(attrs.evolve(state, demand_display=full), "demand-display", "R3.3")


def test_R3_5_the_fish_price_is_back_at_3() -> None:
    _refused(attrs.evolve(_at(Phase.PLANNING), fish_price=2), "fish-price", "R3.5")


def test_R5_3_spaces_are_resolved_only_in_phase_iv() -> None:
    _refused(attrs.evolve(_at(Phase.PLANNING), resolved=1), "resolved", "R5.3")


def test_R5_6_only_the_governor_moves_a_stack() -> None:
    state = _at(Phase.ACTIONS)
    p = next(p for p, pl in enumerate(state.players) if pl.character != "governor")
    governed = tuple(2 if q == p else g for q, g in enumerate(state.governed))
    _refused(attrs.evolve(state, governed=governed), "governed", "R5.6")
    _refused(attrs.evolve(_at(Phase.PLANNING), governed=(1, -1, -1)), "governed", "R5.6")


def test_R10_3_the_die_only_in_its_rounds() -> None:
    state = _at(Phase.PLANNING, 3, players=4, rising=True)
    _refused(attrs.evolve(state, flood_in=3), "flood", "R10.3")


def test_R10_3_the_die_shows_1_to_6_and_waits_for_phase_iv() -> None:
    state = _at(Phase.PLANNING, 2, players=4, rising=True)
    _refused(attrs.evolve(state, flood_in=9), "flood", "R10.3")
    _refused(attrs.evolve(state, flood_in=None), "flood", "R10.3")


# -- strings that are not positions ---------------------------------------------------

GOOD = vanuatu.to_position(vanuatu.Game(players=3, seed=1).state)
WORDS = GOOD.split(" ")


def test_whitespace_around_a_position_is_ignored_and_inside_refused() -> None:
    state = vanuatu.from_position(GOOD)
    for text in (" " + GOOD, GOOD + "\n", GOOD + "\r\n", "\t" + GOOD + "  "):
        assert vanuatu.from_position(text) == state
        assert vanuatu.Game.from_position(text).state == state
    with pytest.raises(PositionError, match="single spaces"):
        vanuatu.from_position(GOOD.replace(" ", "  ", 1))
    with pytest.raises(PositionError, match="printable ASCII"):
        vanuatu.from_position("\u00a0" + GOOD)
    with pytest.raises(PositionError, match="printable ASCII"):
        vanuatu.from_position(GOOD + "\x00")


@pytest.mark.parametrize("tag", ["v2", "V1", "v0", "", "v1v1", "FEN"])
def test_a_wrong_version_tag_is_named(tag: str) -> None:
    with pytest.raises(PositionError, match=r"field 1 \(version\): expected 'v1'"):
        vanuatu.from_position(" ".join([tag, *WORDS[1:]]))


@pytest.mark.parametrize("k", [1, 4, 6, 23])
def test_a_duplicated_field_is_refused(k: int) -> None:
    with pytest.raises(PositionError, match="24 fields separated by single spaces, not 25"):
        vanuatu.from_position(" ".join([*WORDS[:k + 1], WORDS[k], *WORDS[k + 1:]]))
    with pytest.raises(PositionError, match="not 48"):
        vanuatu.from_position(GOOD + " " + GOOD)


@pytest.mark.parametrize("junk", [
    "x" * 1_000_000, "v1 " + "a " * 500_000, GOOD + " " + "/" * 1_000_000,
    " ".join([*WORDS[:6], "/".join(["0"] * 500_000), *WORDS[7:]]),
])
def test_a_megabyte_of_junk_is_refused_before_it_is_read(junk: str) -> None:
    with pytest.raises(PositionError, match="at most 10,000 characters"):
        vanuatu.from_position(junk)
    with pytest.raises(PositionError, match="at most 10,000 characters"):
        vanuatu.Game.from_position(junk)
