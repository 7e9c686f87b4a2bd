"""Bots (vanuatu.bots): the interface, hidden information (R9), determinism,
legal moves only, bot specs."""

from __future__ import annotations

import random

import attrs
import pytest
from positions import acting, set_player

import vanuatu
from vanuatu import Action, Options
from vanuatu.bots import (
    BOTS,
    HIDDEN_TOKEN,
    BotError,
    Budget,
    HeuristicBot,
    IsmctsBot,
    RandomBot,
    decide,
    make_bot,
    public_history,
    split_specs,
    view_for,
)
from vanuatu.bots.determinize import determinize
from vanuatu.bots.evaluate import evaluate_all
from vanuatu.moves import ChanceMove, Rest

SPECS = ("random", "heuristic", "ismcts:iterations=8")


def _play(specs: list[str], seed: int, options: Options) -> vanuatu.Game:
    """A whole game between ``specs``; every move goes through the checked ``Game.play``."""
    bots = [make_bot(s, seed + i) for i, s in enumerate(specs)]
    game = vanuatu.Game(options=options, seed=seed)
    while not game.is_over():
        game.play(decide(bots[game.state.to_act], game.state, game.moves))
    return game


# -- R9: hidden information ------------------------------------------------------

def _rested(token: str) -> tuple[vanuatu.GameState, list[vanuatu.Move]]:
    """P0 has taken the rest token ``token``; P1 is to act with Draw and Build."""
    s = acting({0: {Action.REST: 1}, 1: {Action.DRAW: 1, Action.BUILD: 1},
                2: {Action.REST: 1}}, players=3)
    s = set_player(s, 1, vatus=5)
    move = Rest(0, token)
    return vanuatu.apply(s, move), [move]


def test_R9_bots_choose_identically_when_only_hidden_information_differs() -> None:
    a, history_a = _rested("first")
    b, history_b = _rested("vatu")
    assert a != b and a.to_act == b.to_act == 1
    assert view_for(a, 1, history_a) == view_for(b, 1, history_b)
    for spec in SPECS:
        for seed in range(3):
            assert decide(make_bot(spec, seed), a, history_a) == decide(
                make_bot(spec, seed), b, history_b), spec


def test_R9_the_history_masks_other_players_rest_tokens_until_phase_V() -> None:
    history = [Rest(0, "first"), Rest(1, "both")]
    assert public_history(history, 1) == (Rest(0, HIDDEN_TOKEN), Rest(1, "both"))
    revealed = [*history, ChanceMove("tourist", 2)]  # the next round's first draw
    assert public_history(revealed, 1) == tuple(revealed)


def test_R9_a_view_holds_the_observation_and_the_players_legal_moves() -> None:
    s, history = _rested("first")
    view = view_for(s, 1, history, Budget(iterations=5))
    assert view.observation == vanuatu.observe(s, 1)
    assert view.legal_moves == tuple(vanuatu.legal_moves(s, 1))
    assert view.budget.iterations == 5 and view.state is view.observation.state
    assert view.state.players[0].rest_token != "first"


def test_R9_determinizations_agree_with_the_observation() -> None:
    s, _ = _rested("first")
    obs = vanuatu.observe(s, 1)
    seen = set()
    for seed in range(30):
        d = determinize(obs, random.Random(seed))
        token = d.players[0].rest_token
        assert token in vanuatu.DEFAULT_COMPONENTS.rest_tokens
        assert sorted((token, *d.rest_available)) == sorted(s.options.components.rest_tokens)
        assert attrs.evolve(d, players=s.players, rest_available=s.rest_available) == s
        seen.add(token)
    assert len(seen) > 1  # the sample does not follow the real token


def test_R9_determinizations_accept_an_observation_with_none_for_hidden_tokens() -> None:
    # an observation may show another player's hidden token as None (rest_held says who)
    s, _ = _rested("first")
    obs = vanuatu.observe(s, 1)
    players = tuple(attrs.evolve(p, rest_token=None) if i != 1 else p
                    for i, p in enumerate(obs.state.players))
    blank = attrs.evolve(obs, state=attrs.evolve(obs.state, players=players))
    d = determinize(blank, random.Random(3))
    assert d.players[0].rest_token in s.options.components.rest_tokens
    assert d.players[2].rest_token is None and len(d.rest_available) == 3


# -- determinism, legal moves ----------------------------------------------------------

@pytest.mark.slow
@pytest.mark.parametrize("spec", SPECS)
def test_seeded_bots_are_deterministic(spec: str) -> None:
    game = vanuatu.Game(players=4, seed=3)
    for _ in range(40):
        if game.is_over():
            break
        moves = {decide(make_bot(spec, 11), game.state, game.moves) for _ in range(2)}
        assert len(moves) == 1
        game.play(moves.pop())


@pytest.mark.parametrize(
    ("players", "flags"),
    [(2, {}), (3, {"characters": False}), (4, {}), (5, {}), (4, {"rising_waters": True})],
)
def test_heuristic_and_random_bots_play_whole_games_with_legal_moves(
    players: int, flags: dict[str, bool]
) -> None:
    specs = ["heuristic", "random", "heuristic", "random", "heuristic"][:players]
    game = _play(specs, players, Options(players=players, **flags))  # type: ignore[arg-type]
    assert vanuatu.validate(game.record).complete


@pytest.mark.slow
@pytest.mark.parametrize("players", [2, 5])
def test_ismcts_plays_a_whole_game_with_legal_moves(players: int) -> None:
    specs = ["ismcts:iterations=4,width=3", *["heuristic"] * (players - 1)]
    game = _play(specs, 1, Options(players=players))
    assert vanuatu.validate(game.record).complete


def test_ismcts_respects_its_budget_and_a_views_budget() -> None:
    game = vanuatu.Game(players=3, seed=4)
    while len(vanuatu.legal_moves(game.state)) < 2:
        game.play(vanuatu.legal_moves(game.state)[0])
    bot = IsmctsBot(seed=1, iterations=7)
    decide(bot, game.state, game.moves)
    assert bot.stats.iterations == 7
    decide(bot, game.state, game.moves, Budget(iterations=3))
    assert bot.stats.iterations == 3
    decide(bot, game.state, game.moves, Budget(seconds=0.01))
    assert bot.stats.iterations >= 1 and bot.stats.seconds < 5
    assert sum(v for _, v, _ in bot.stats.children) == bot.stats.iterations


def test_the_old_random_bot_api_still_works() -> None:
    game = vanuatu.Game(players=3, seed=7)
    a, b = RandomBot(seed=1), RandomBot(seed=1)
    for _ in range(30):
        move = a.choose(game.state)
        assert move == b.choose(view_for(game.state, game.state.to_act))
        game.play(move)


def test_decide_refuses_a_chance_event_and_an_illegal_choice() -> None:
    state = vanuatu.new_game(Options(players=3))
    with pytest.raises(BotError, match="chance"):
        decide(RandomBot(1), state)

    class Cheat:
        name = "cheat"

        def choose(self, view: vanuatu.bots.PlayerView) -> vanuatu.Move:
            return Rest(view.player, "first")

    game = vanuatu.Game(players=3, seed=1)
    with pytest.raises(BotError, match=r"bot 'cheat' returned an illegal move .*R\d"):
        decide(Cheat(), game.state)


# -- evaluation ------------------------------------------------------------------

def test_R8_a_finished_game_is_worth_its_final_scores() -> None:
    game = _play(["random"] * 3, 2, Options(players=3))
    values = evaluate_all(game.state)
    assert [round(v) for v in values] == list(vanuatu.final_scores(game.state).totals)


def test_the_heuristic_prefers_a_drawing_to_taking_markers_back() -> None:
    # R6.7: a drawing scores 3 PP; P0's boat is next to the start island
    s = acting({0: {Action.DRAW: 1, Action.SAIL: 1}}, players=3)
    choice = decide(HeuristicBot(seed=1), s)
    assert choice.action == Action.DRAW  # type: ignore[union-attr]


# -- specs -----------------------------------------------------------------------

def test_every_built_in_bot_is_listed() -> None:
    assert {"random", "heuristic", "ismcts"} <= set(BOTS) and vanuatu.BOTS is BOTS
    assert isinstance(BOTS["heuristic"](3), HeuristicBot)
    assert make_bot("ismcts:iterations=50,seconds=0.5", 1).name == "ismcts"


@pytest.mark.parametrize(
    ("spec", "message"),
    [
        ("alpha", "unknown bot 'alpha' (bots: heuristic, ismcts, random"),
        ("ismcts:iterations=-1", "bot 'ismcts': iterations must be a whole number from 1, "
                                 "not '-1' (parameters: iterations=N, seconds=X"),
        ("ismcts:foo=1", "bot 'ismcts': unknown parameter 'foo' (parameters: iterations=N"),
        ("ismcts:iterations=1.5", "iterations must be a whole number"),
        ("ismcts:seconds=0", "seconds must be a number above 0"),
        ("ismcts:iterations", "parameter 'iterations' is not key=value"),
        ("heuristic:rivalry=abc", "bot 'heuristic': rivalry must be a number from 0"),
        ("random:x=1", "random takes no parameters"),
        ("", "no bot name"),
    ],
)
def test_bad_specs_are_refused_in_one_line(spec: str, message: str) -> None:
    with pytest.raises(BotError) as info:
        make_bot(spec, 1)
    assert message in str(info.value) and "\n" not in str(info.value)


def test_bad_budgets_are_refused() -> None:
    for bad in ({"iterations": 0}, {"iterations": True}, {"seconds": -1.0}, {"seconds": "1"}):
        with pytest.raises(BotError, match="Budget"):
            Budget(**bad)  # type: ignore[arg-type]


def test_a_list_of_specs_keeps_parameters_with_their_bot() -> None:
    assert split_specs("ismcts:iterations=200,seconds=1,heuristic,random") == [
        "ismcts:iterations=200,seconds=1", "heuristic", "random"]
