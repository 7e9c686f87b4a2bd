"""R1 component data and R2 setup."""

from __future__ import annotations

import pytest
from positions import base, index, legal, set_player

import vanuatu
from vanuatu import Action, Phase
from vanuatu.components import DEFAULT_COMPONENTS, LINKED_ACTION, TileSpec
from vanuatu.moves import ChanceMove, Sail
from vanuatu.rules.money import gain

C = DEFAULT_COMPONENTS


def _setup(players: int = 4, seed: int = 3) -> vanuatu.Game:
    return vanuatu.Game(players=players, seed=seed, auto_chance=False)


# -- R1 -----------------------------------------------------------------------


@pytest.mark.parametrize("players", [3, 4, 5])
def test_R1_1_players_start_with_3_vatus_and_0_pp(players: int) -> None:
    s = vanuatu.Game(players=players, seed=1).state
    assert s.num_players == players
    assert all(p.vatus == 3 and p.pp == 0 for p in s.players)


def test_R1_1_player_count_outside_3_to_5_is_refused() -> None:
    with pytest.raises(vanuatu.OptionsError, match=r"R1\.1"):
        vanuatu.Options(players=6)
    with pytest.raises(vanuatu.OptionsError, match=r"R1\.1"):
        vanuatu.Options(players=1)


def test_R1_1_no_debt_sail_cannot_cost_more_than_held() -> None:
    from positions import acting

    s = acting({0: {Action.SAIL: 1}})
    s = set_player(s, 0, vatus=1)
    assert legal(s, Sail(0, "1,1", 1))
    v = vanuatu.explain(s, Sail(0, "0,1", 2))
    assert v is not None and v.rule == "R1.1"


def test_R1_1c_conversion_every_full_10_vatus_gives_5_pp() -> None:
    p = base().players[0]
    assert (gain(p, C, vatus=7).vatus, gain(p, C, vatus=7).pp) == (0, 5)
    g = gain(p, C, vatus=26)  # 29 -> 2 x 10
    assert (g.vatus, g.pp) == (9, 10)
    g = gain(p, C, vatus=6)
    assert (g.vatus, g.pp) == (9, 0)


def test_R1_2_adjacency_table() -> None:
    table = {
        "-1,0": "0,0 0,1 -1,1",
        "0,0": "1,0 1,1 0,1 -1,0",
        "1,0": "2,0 2,1 1,1 0,0",
        "2,0": "3,1 2,1 1,0",
        "-1,1": "0,1 0,2 -1,2 -1,0",
        "0,1": "1,1 1,2 0,2 -1,1 -1,0 0,0",
        "1,1": "2,1 2,2 1,2 0,1 0,0 1,0",
        "2,1": "3,1 3,2 2,2 1,1 1,0 2,0",
        "3,1": "4,2 3,2 2,1 2,0",
        "-1,2": "0,2 -1,1",
        "0,2": "1,2 1,3 -1,2 -1,1 0,1",
        "1,2": "2,2 1,3 0,2 0,1 1,1",
        "2,2": "3,2 1,2 1,1 2,1",
        "3,2": "4,2 2,2 2,1 3,1",
        "4,2": "3,2 3,1",
        "1,3": "0,2 1,2",
    }
    assert len(C.spaces) == 16
    for space, nbs in table.items():
        got = {C.spaces[j] for j in C.neighbours[C.space_index[space]]}
        assert got == set(nbs.split()), space


def test_R1_2_a_space_without_tile_cannot_be_entered() -> None:
    from positions import acting, with_tiles

    s = acting({0: {Action.SAIL: 1}})
    # 2,1 is empty: sailing there is refused
    v = vanuatu.explain(s, Sail(0, "2,1", 1))
    assert v is not None
    s = with_tiles(s, {"2,1": "C1"})
    assert legal(s, Sail(0, "2,1", 1))


def test_R1_3_tile_data() -> None:
    rows = {
        "start-island": ("island", 0, 0, 3, 1, 5, ("kava", "copra", "beef")),
        "start-fish": ("ocean", 2, 0, 0, 0, 0, ()),
        "start-wreck": ("ocean", 1, 2, 0, 0, 0, ()),
        "start-blank": ("ocean", 0, 0, 0, 0, 0, ()),
        "A1": ("island", 0, 0, 3, 2, 4, ("kava", "beef")),
        "A2": ("island", 0, 0, 3, 2, 4, ("kava", "copra")),
        "B1": ("ocean", 1, 3, 0, 0, 0, ()),
        "B2": ("ocean", 3, 0, 0, 0, 0, ()),
        "C1": ("ocean", 0, 0, 0, 0, 0, ()),
        "C2": ("ocean", 1, 2, 0, 0, 0, ()),
        "D1": ("island", 0, 0, 2, 3, 3, ("kava", "kava")),
        "D2": ("island", 0, 0, 3, 1, 4, ("kava", "copra")),
        "E1": ("ocean", 0, 0, 0, 0, 0, ()),
        "E2": ("ocean", 2, 0, 0, 0, 0, ()),
        "F1": ("ocean", 1, 3, 0, 0, 0, ()),
        "F2": ("ocean", 3, 0, 0, 0, 0, ()),
    }
    for tid, row in rows.items():
        t = C.tile(tid)
        assert (t.kind, t.fish, t.treasure, t.huts, t.drawings, t.tourists,
                tuple(sorted(t.goods))) == (*row[:6], tuple(sorted(row[6]))), tid


def test_R1_3_F1_ruling_is_replaceable_data() -> None:
    other = C.replace_tile(TileSpec("F1", "ocean", "F", fish=3, treasure=1))
    assert (other.tile("F1").fish, other.tile("F1").treasure) == (3, 1)
    g = vanuatu.Game(options=vanuatu.Options(players=3, components=other), seed=2)
    assert g.state.options.components.tile("F1").fish == 3


def test_R1_4_goods_prices_exports_and_supply() -> None:
    assert C.goods_price == (1, 2, 3)
    assert C.goods_export == (1, 3, 5)
    assert C.cube_supply == (10, 8, 6)
    assert vanuatu.GOODS == ("kava", "copra", "beef")


def test_R1_5_demand_tiles() -> None:
    goods = dict(C.demand_tiles)
    assert len(goods) == 10
    assert sorted(goods[1]) == sorted(("beef", "copra", "kava"))
    assert sorted(goods[9]) == ["kava"] * 3
    assert sorted(goods[3]) == ["beef", "beef", "copra"]
    assert all(len(g) == 3 for g in goods.values())


@pytest.mark.parametrize(("players", "removed"), [(3, 4), (4, 2), (5, 0)])
def test_R1_6_one_tourist_tile_removed(players: int, removed: int) -> None:
    s = vanuatu.new_game(vanuatu.Options(players=players))
    full = list(C.tourist_tiles)
    assert sorted(full) == [0, 1, 1, 2, 2, 2, 3, 3, 4]
    full.remove(removed)
    assert sorted(s.tourist_pile) == full
    assert len(s.tourist_pile) == 8


def test_R1_7_four_rest_tokens() -> None:
    assert set(C.rest_tokens) == {"first", "vatu", "point", "both"}


def test_R1_8_eleven_characters_and_linked_actions() -> None:
    assert len(vanuatu.CHARACTERS) == 11
    assert LINKED_ACTION == {
        "navigator": Action.SAIL, "fisherman": Action.FISH, "vendor": Action.SELL,
        "diver": Action.EXPLORE, "builder": Action.BUILD, "buyer": Action.BUY,
        "artist": Action.DRAW, "guide": Action.TRANSPORT,
    }
    assert {"beggar", "preacher", "governor"} <= set(vanuatu.CHARACTERS)


def test_R1_9_player_pieces_price_track_and_rounds() -> None:
    assert C.huts_per_player == 8
    assert C.markers_per_player == 5
    assert C.fish_price_track == (3, 2, 1)
    assert C.rounds == 8
    s = vanuatu.Game(players=3, seed=4).state
    assert all(p.huts_left == 8 and p.in_hand == 5 for p in s.players)


# -- R2 -----------------------------------------------------------------------


def test_R2_1_start_tiles_are_a_chance_event_on_the_three_start_spaces() -> None:
    g = _setup()
    outs = vanuatu.chance_outcomes(g.state)
    assert len(outs) == 6
    assert sum(w for _, w in outs) == pytest.approx(1)
    assert g.state.tile_at("0,0") == "start-island"
    g.play("reveal start start-wreck start-blank start-fish")
    s = g.state
    assert (s.tile_at("1,0"), s.tile_at("0,1"), s.tile_at("1,1")) == (
        "start-wreck", "start-blank", "start-fish")
    assert (s.space("1,0").fish, s.space("1,0").treasure) == (1, 2)
    assert s.space("1,1").fish == 2
    # R2.7: every boat on start-blank's space
    assert all(p.boat == index(s, "0,1") for p in s.players)


def test_R2_1_impossible_start_outcome_refused() -> None:
    g = _setup()
    v = vanuatu.explain(g.state, ChanceMove("start", ("start-fish", "start-fish", "start-blank")))
    assert v is not None and v.rule == "R2.1"


def test_R2_2_stack_reveals_letters_in_order() -> None:
    g = _setup()
    g.play_chance()
    outs = vanuatu.chance_outcomes(g.state)
    assert {str(m) for m, _ in outs} == {"reveal tile A1", "reveal tile A2"}
    assert [w for _, w in outs] == [0.5, 0.5]
    v = vanuatu.explain(g.state, ChanceMove("tile", "B1"))
    assert v is not None and v.rule == "R2.2"
    g.play("reveal tile A2")
    assert {str(m) for m, _ in vanuatu.chance_outcomes(g.state)} == {
        "reveal tile B1", "reveal tile B2"}
    g.play("reveal tile B1")
    assert g.state.upcoming == ("A2", "B1")


def test_R2_2_whole_game_places_A_to_F_twice_and_the_second_of_each_letter_is_forced() -> None:
    g = vanuatu.Game(players=3, seed=11)
    while not g.is_over():
        g.play(g.legal_moves()[0])
    letters = [C.tile(str(m.outcome)).letter for m in g.moves if isinstance(m, ChanceMove)
               and m.event == "tile"]
    # only the first tile of each letter is a real chance move; the other is forced
    assert letters == list("ABCDEF")
    s = g.state
    assert all(t is not None for t in s.board)


def test_R2_3_three_demand_tiles_revealed() -> None:
    g = _setup()
    for _ in range(3):
        g.play_chance()
    outs = vanuatu.chance_outcomes(g.state)
    assert len(outs) == 10 and outs[0][1] == pytest.approx(0.1)
    g.play("reveal demand 7")
    g.play("reveal demand 2")
    v = vanuatu.explain(g.state, ChanceMove("demand", 7))
    assert v is not None
    g.play("reveal demand 9")
    assert g.state.demand_display == ((7, ()), (2, ()), (9, ()))
    assert 7 not in g.state.demand_pile and len(g.state.demand_pile) == 7


def test_R2_4_tourist_tile_revealed_sets_waiting_tourists() -> None:
    g = _setup(players=4)
    for _ in range(6):
        g.play_chance()
    assert vanuatu.chance_outcomes(g.state)[0][0].event == "tourist"
    probs = dict((m.outcome, w) for m, w in vanuatu.chance_outcomes(g.state))
    assert probs[2] == pytest.approx(2 / 8) and probs[3] == pytest.approx(2 / 8)
    g.play("reveal tourist 3")
    assert g.state.tourists_waiting == 3 and g.state.tourist_tile == 3
    assert len(g.state.tourist_pile) == 7


def test_R2_5_rest_tokens_and_characters_available() -> None:
    s = vanuatu.Game(players=5, seed=1).state
    assert set(s.rest_available) == {"first", "vatu", "point", "both"}
    assert {m.character for m in vanuatu.legal_moves(s) if hasattr(m, "character")} == set(
        vanuatu.CHARACTERS)


def test_R2_6_price_round_and_start_island_cubes() -> None:
    s = vanuatu.Game(players=4, seed=5).state
    assert s.fish_price == 3 and s.round == 1
    assert s.space("0,0").cubes == (1, 1, 1)


def test_R2_7_players_pieces() -> None:
    s = vanuatu.Game(players=4, seed=5).state
    blank = next(i for i, t in enumerate(s.board) if t == "start-blank")
    for p in s.players:
        assert (p.vatus, p.pp, p.huts_left, p.in_hand, p.boat) == (3, 0, 8, 5, blank)


def test_R2_8_first_player_is_a_chance_event() -> None:
    g = _setup(players=5)
    for _ in range(7):
        g.play_chance()
    outs = vanuatu.chance_outcomes(g.state)
    assert [str(m) for m, _ in outs] == [f"reveal first P{i}" for i in range(5)]
    g.play("reveal first P3")
    s = g.state
    assert s.first_player == 3 and s.phase == Phase.CHARACTERS and s.to_act == 3
    assert s.turn_order() == (3, 4, 0, 1, 2)


def test_R2_chance_event_while_player_to_act_is_refused() -> None:
    s = vanuatu.Game(players=3, seed=1).state
    v = vanuatu.explain(s, ChanceMove("first", 0))
    assert v is not None and v.rule == "R2"
