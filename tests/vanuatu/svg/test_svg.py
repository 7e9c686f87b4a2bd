"""Pictures of positions (vanuatu.svg): everything public drawn, nothing hidden (R9)."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from collections.abc import Callable

import attrs
import pytest
from positions import acting, set_player, set_space
from random_play import VARIANTS, variant_id

import vanuatu
from vanuatu import Action, Options, svg
from vanuatu.moves import Rest

NS = "{http://www.w3.org/2000/svg}"
#: The variants drawn: one of each player count, two players, Rising Waters and
#: no characters among them.
DRAWN = [options for options in VARIANTS if variant_id(options) in
         ("2p-two-player", "3p", "4p-rising-waters", "5p-no-characters")]


def game_of(random_game: Callable[..., vanuatu.Game], options: Options, seed: int) -> vanuatu.Game:
    """The session's random game of ``options`` and ``seed``."""
    return random_game(options.players, seed, characters=options.characters,
                       rising_waters=options.rising_waters)


def titles(picture: str) -> list[str]:
    root = ET.fromstring(picture)
    return [t.text or "" for t in root.iter(f"{NS}title")]


def texts(picture: str) -> list[str]:
    root = ET.fromstring(picture)
    return [t.text or "" for t in root.iter(f"{NS}text")]


@pytest.mark.parametrize("options", DRAWN, ids=variant_id)
def test_every_position_of_a_game_is_a_well_formed_picture_of_16_spaces(
    options: Options, random_game: Callable[..., vanuatu.Game]
) -> None:
    game = game_of(random_game, options, 2)
    n = game.options.players
    for k in range(0, len(game.moves), 23):
        state = game.states[k + 1]
        picture = svg.board(state, last_move=game.moves[k])
        root = ET.fromstring(picture)
        assert root.tag == f"{NS}svg"
        spaces = [g for g in root.iter(f"{NS}g") if g.get("class") == "space"]
        assert len(spaces) == 16
        rows = [g for g in root.iter(f"{NS}g") if g.get("class") == "player"]
        assert [g.get("data-player") for g in rows] == [str(p) for p in range(n)]
        said = "defeat: three islands submerged (R10.3)" if state.defeat else (
            f"{state.phase.word} phase")
        assert f"Round {state.round} of 8 · {said}" in "".join(texts(picture))
        for p in range(n):
            assert f"P{p}'s boat on {state.space_name(state.players[p].boat)}" in titles(
                picture)


def test_R9_the_public_view_keeps_every_rest_token_face_down() -> None:
    state = acting({0: {Action.REST: 1}, 1: {Action.REST: 1}}, players=3)
    state = vanuatu.apply(state, Rest(0, "first"))
    assert state.players[0].rest_token == "first"
    public = svg.board(state)
    assert "P0 holds a rest token, face down (R9)" in titles(public)
    assert "first" not in " ".join(texts(public))
    own = svg.board(state, player=0)
    assert "P0's rest token: first" in titles(own)
    other = svg.board(state, player=1)
    assert "P0 holds a rest token, face down (R9)" in titles(other)
    assert "first" not in " ".join(texts(other)).replace("First Player", "")
    shown = svg.board(state, reveal=True)
    assert "P0's rest token: first" in titles(shown)


def test_R9_the_last_move_of_a_rest_stays_face_down_for_the_others() -> None:
    before = acting({0: {Action.REST: 1}, 1: {Action.REST: 1}}, players=3)
    state = vanuatu.apply(before, Rest(0, "vatu"))
    assert "Last move: P0 rest (token face down)" in texts(
        svg.board(state, last_move=Rest(0, "vatu"), player=1))
    assert "Last move: P0 rest vatu" in texts(
        svg.board(state, last_move=Rest(0, "vatu"), player=0))


def test_pieces_have_titles_and_colours_are_backed_by_numbers() -> None:
    state = acting({0: {Action.FISH: 2}, 1: {Action.FISH: 1}}, players=3)
    state = set_space(state, "0,0", huts=(0, 2), drawings=1, tourists=3)
    state = set_player(state, 1, fish=(1, 2), treasures=(3,), character="buyer",
                       bonus_ready=False)
    picture = svg.board(state, last_move=vanuatu.moves.Fish(0))
    names = titles(picture)
    assert "P0's hut on 0,0" in names and "P2's hut on 0,0" in names
    assert "free hut slot on 0,0" in names
    assert "sand drawing on 0,0" in names
    assert "3 tourist(s) of 5 on 0,0" in names
    assert "P0: 2 marker(s) on fish" in names and "P1: 1 marker(s) on fish" in names
    assert any(t.startswith("fish marker 1 of 2 on 0,1") for t in names)
    assert any(t.startswith("treasure marker 1 of 2 on 1,1") for t in names)
    words = texts(picture)
    assert "P0×2" in words and "buyer (bonus used)" in words and "1 2" in words
    # the spaces of the last move are outlined, its action space marked
    assert picture.count('class="last-move"') == 1


def test_R10_1_neutral_stacks_and_R10_3_water_and_dikes_are_drawn() -> None:
    game = vanuatu.Game(players=2, seed=3)
    while game.state.phase != vanuatu.Phase.CHARACTERS:
        game.play(game.legal_moves()[0])
    picture = svg.board(game.state)
    assert any(t.startswith("neutral: ") for t in titles(picture))
    water = vanuatu.Game(players=3, seed=1, rising_waters=True).state
    water = set_space(water, "0,0", water=2, dikes=(water.options.components.space_index["1,0"],))
    names = titles(svg.board(water))
    assert "dike between 0,0 and 1,0 (R10.3)" in names
    assert "2 water marker(s) of 5 (R10.3)" in names
    sunk = set_space(water, "0,0", water=5)
    assert "space 0,0: island start-island, submerged (R10.3)" in titles(svg.board(sunk))


def test_demand_tiles_show_their_fills() -> None:
    state = vanuatu.Game(players=3, seed=1).state
    tile, _ = state.demand_display[0]
    goods = state.options.components.demand_goods[tile]
    state = attrs.evolve(state, demand_display=((tile, (goods[0],)), *state.demand_display[1:]))
    names = titles(svg.board(state))
    good = vanuatu.GOODS[goods[0]]
    assert f"{good} delivered to demand tile #{tile}" in names


def test_the_picture_has_the_size_asked_and_shows_in_jupyter() -> None:
    game = vanuatu.Game(players=4, seed=1)
    picture = svg.board(game.state, size=500)
    root = ET.fromstring(picture)
    assert root.get("width") == "500"
    assert isinstance(picture, str) and picture._repr_svg_() == picture
    assert game._repr_svg_().startswith("<svg")
    assert "width" not in ET.fromstring(svg.board(game.state, size=None)).attrib


def test_bad_arguments_are_refused_clearly() -> None:
    state = vanuatu.Game(players=3, seed=1).state
    with pytest.raises(TypeError, match="board"):
        svg.board("not a state")  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="not both"):
        svg.board(state, player=0, reveal=True)
    with pytest.raises(ValueError, match="no player P7"):
        svg.board(state, player=7)


@pytest.mark.parametrize("options", DRAWN[:3], ids=variant_id)
def test_R9_no_view_names_another_players_rest_token(
    options: Options, random_game: Callable[..., vanuatu.Game]
) -> None:
    game = game_of(random_game, options, 5)
    held = [s for s in game.states if any(p.rest_token for p in s.players)][::9]
    assert held
    for state in held:
        for viewer in range(state.num_players):
            names = titles(svg.board(state, player=viewer))
            for p, pl in enumerate(state.players):
                if pl.rest_token is None:
                    continue
                shown = f"P{p}'s rest token: {pl.rest_token}"
                hidden = f"P{p} holds a rest token, face down (R9)"
                assert (shown in names) == (p == viewer)
                assert (hidden in names) == (p != viewer)
            rests = [t for t in texts(svg.board(state, player=viewer))
                     if t.startswith("Rest tokens")]
            if state.rest_available and not vanuatu.observe(state, viewer).state.rest_available:
                assert all("face down" in t for t in rests)


def test_R6_3_R6_4_the_last_fish_or_explore_outlines_the_boat_space() -> None:
    from vanuatu.moves import Explore, Fish, Sell
    from vanuatu.svg.panels import last_move_spaces

    state = vanuatu.new_game(Options(players=3))
    boat = state.space_name(state.players[1].boat)
    assert last_move_spaces(state, Fish(1)) == {boat}
    assert last_move_spaces(state, Explore(1)) == {boat}
    assert last_move_spaces(state, Sell(1, (1,))) == frozenset()
    assert last_move_spaces(state, None) == frozenset()
