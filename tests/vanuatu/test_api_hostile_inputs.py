"""Hostile arguments at the public functions of :mod:`vanuatu`: a move naming no
island where one is needed, numbers too long for Python to write, a random
generator that is not one, and the OpenSpiel and PettingZoo adapters given what
they do not take. Each is refused with a clear error naming what is wrong, and
a refused move leaves the game as it was."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

import pytest

import vanuatu
from vanuatu.chance_order import ChanceOrder
from vanuatu.moves import Build, Buy, Draw, Fish, Sell, Transport

HUGE = 10**5000
LEAKS = ("set_int_max_str_digits", "Exceeds the limit")


@pytest.fixture(scope="module")
def actions_state() -> vanuatu.GameState:
    """A state of the actions phase (R5)."""
    game = vanuatu.Game(players=3, seed=1)
    rng = random.Random(0)
    while game.state.phase != vanuatu.Phase.ACTIONS:
        game.play(rng.choice(game.legal_moves()))
    return game.state


@pytest.mark.parametrize("make", [
    lambda p: Buy(p, None, "kava"),  # type: ignore[arg-type]
    lambda p: Draw(p, None),  # type: ignore[arg-type]
    lambda p: Transport(p, None),  # type: ignore[arg-type]
])
@pytest.mark.parametrize("verb", [vanuatu.explain, vanuatu.apply])
def test_an_island_move_without_an_island_is_a_type_error(
    actions_state: vanuatu.GameState, make: Callable[[int], Any],
    verb: Callable[[vanuatu.GameState, Any], object],
) -> None:
    move = make(actions_state.to_act)
    with pytest.raises(TypeError, match=r"the island of a \w+ move is a space name"):
        verb(actions_state, move)


def test_a_game_refusing_a_buy_without_an_island_is_unchanged(
    actions_state: vanuatu.GameState,
) -> None:
    game = vanuatu.Game.from_position(actions_state, seed=1)
    before, moves = game.state, list(game.moves)
    with pytest.raises(TypeError, match="island"):
        game.play(Buy(actions_state.to_act, None, "kava"))  # type: ignore[arg-type]
    assert game.state is before and list(game.moves) == moves


def test_a_build_may_still_name_no_island(actions_state: vanuatu.GameState) -> None:
    # a dike alone (R10.3) is a Build with island None: refused by the rules, not by type
    violation = vanuatu.explain(actions_state, Build(actions_state.to_act, None))
    assert violation is not None


@pytest.mark.parametrize("call", [
    lambda s: vanuatu.explain(s, Fish(HUGE)),
    lambda s: vanuatu.apply(s, Fish(HUGE)),
    lambda s: vanuatu.apply(s, Sell(s.to_act, (HUGE,))),
    lambda s: vanuatu.explain(s, HUGE),
    lambda s: vanuatu.legal_moves(HUGE),
    lambda s: vanuatu.final_scores(HUGE),
    lambda s: vanuatu.parse_move(HUGE),
    lambda s: vanuatu.new_game(HUGE),
    lambda s: vanuatu.Options(players=3, characters=HUGE),
])
def test_a_number_too_long_to_write_is_named_not_a_python_limit(
    actions_state: vanuatu.GameState, call: Callable[[vanuatu.GameState], object],
) -> None:
    with pytest.raises((TypeError, ValueError)) as caught:
        call(actions_state)
    assert not any(leak in str(caught.value) for leak in LEAKS), caught.value


def test_a_number_too_long_to_write_in_game_play_leaves_the_game_unchanged() -> None:
    game = vanuatu.Game(players=3, seed=1)
    before, moves = game.state, list(game.moves)
    with pytest.raises(TypeError, match="a number of about 5001 digits"):
        game.play(Fish(HUGE))
    assert game.state is before and list(game.moves) == moves


@pytest.mark.parametrize("rng", [None, "seed", 7])
def test_playouts_need_a_random_generator(rng: object) -> None:
    state = vanuatu.new_game(vanuatu.Options(players=3))
    with pytest.raises(TypeError, match=r"sample_chance\(\) needs a random.Random"):
        vanuatu.sample_chance(state, rng)  # type: ignore[arg-type]
    with pytest.raises(TypeError, match=r"random_playout\(\) needs a random.Random"):
        next(vanuatu.random_playout(state, rng))  # type: ignore[arg-type]


@pytest.mark.parametrize(("params", "named"), [
    ({"characters": "no"}, "characters"),
    ({"rising_waters": 1}, "rising_waters"),
    ({"characters": 10**30}, "characters"),
    ({"players": "3"}, "players"),
    ({"players": 3.7}, "players"),
    ({"sail_revisit": "false"}, "sail_revisit"),
])
def test_openspiel_parameters_of_the_wrong_type_are_refused(
    params: dict[str, object], named: str
) -> None:
    openspiel = pytest.importorskip("vanuatu.adapters.openspiel")
    with pytest.raises(vanuatu.OptionsError, match=named):
        openspiel.VanuatuGame({"core": "python", "players": 3, **params})


def test_openspiel_chance_action_string_of_an_unknown_id() -> None:
    openspiel = pytest.importorskip("vanuatu.adapters.openspiel")
    game = openspiel.VanuatuGame({"core": "python", "players": 3})
    state = game.new_initial_state()
    with pytest.raises(vanuatu.ActionIdError, match="chance outcome id"):
        state.action_to_string(-1, game.num_distinct_actions() + 10**6)


@pytest.mark.parametrize("agent", ["player_9", None, 0, HUGE], ids=["name", "None", "0", "huge"])
def test_pettingzoo_unknown_agents_are_named(agent: object) -> None:
    pettingzoo = pytest.importorskip("vanuatu.adapters.pettingzoo")
    env = pettingzoo.raw_env(players=3)
    env.reset(seed=1)
    for call in (env.action_space, env.observation_space, env.observe):
        with pytest.raises(ValueError, match=r"no agent .* \(agents: player_0, player_1, "
                                             r"player_2\)"):
            call(agent)


@pytest.mark.parametrize("make", [
    lambda: vanuatu.Game(players=3, seed=HUGE),
    lambda: ChanceOrder.from_seed(1, vanuatu.Options(players=3), key=-HUGE),
])
def test_a_seed_or_key_too_long_to_write_is_refused_naming_it(make: Callable[[], Any]) -> None:
    with pytest.raises(ValueError, match="at most 13000 bits") as refused:
        make()
    assert not any(leak in str(refused.value) for leak in LEAKS)
    assert vanuatu.Game(players=3, seed=10**3000).state is not None  # long, but writable


def test_the_rules_reference_names_a_number_too_long_to_write() -> None:
    from vanuatu.reference.board import action_text, phase_text
    from vanuatu.reference.cards import character_card
    from vanuatu.reference.texts import UnknownEntryError

    for look_up in (action_text, phase_text, character_card):
        with pytest.raises(UnknownEntryError, match="a number of about 5001 digits") as e:
            look_up(HUGE)  # type: ignore[arg-type]
        assert not any(leak in str(e.value) for leak in LEAKS)
