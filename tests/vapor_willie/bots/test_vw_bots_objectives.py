"""The heuristic bot plays for the objectives (VW9.1): it keeps a card it can fulfil,
gathers its cubes and fulfils it, and it ends the game at The End (VW10.1) when that
wins."""

from __future__ import annotations

import random

import attrs
import pytest
from vapor_willie_play import base, counts

import vapor_willie as vw
from vapor_willie.bots import HeuristicBot, decide
from vapor_willie.bots.lookahead import draw
from vapor_willie.moves import Fulfil, MoveBoat


def _game_fulfils(players: int, seed: int) -> int:
    game = vw.Game(options=vw.Options(players=players, max_rounds=30), seed=seed)
    bots = [HeuristicBot(seed=seed * 10 + p) for p in range(players)]
    while not game.is_over():
        game.play(decide(bots[game.state.to_act], game.state))
    return sum(1 for p in game.state.players if p.fulfilled)


@pytest.mark.parametrize("seed", [1, 3, 5])
def test_VW9_1_the_heuristic_fulfils_an_objective_in_fixed_seeds(seed: int) -> None:
    assert _game_fulfils(2, seed) >= 1


def _turn(state: vw.GameState, seed: int = 1) -> tuple[vw.GameState, list[vw.Move]]:
    """``state`` after P0's bot has played the rest of its turn (draws made at random),
    and the moves it played."""
    bot = HeuristicBot(seed=seed)
    played: list[vw.Move] = []
    rng = random.Random(seed)
    while not state.is_over and state.current == 0 and len(played) < 50:
        if state.is_chance:
            state = draw(state, rng)
            continue
        move = decide(bot, state)
        played.append(move)
        state = vw.apply(state, move)
    return state, played


def test_VW9_1_the_heuristic_fulfils_an_objective_it_holds() -> None:
    state = base(2)  # P0 holds O1: 2 hay and a fruit
    p0 = attrs.evolve(state.players[0], cubes=counts(hay=2, fruit=1))
    state = attrs.evolve(state, players=(p0, state.players[1]))
    after, played = _turn(state)
    assert Fulfil(0, "O1") in played and after.players[0].fulfilled == ("O1",)


def _at_the_door(lead: bool) -> vw.GameState:
    """P0 has fulfilled O1 and the boat is on 8, linked to The End; P0 leads or not."""
    state = base(2)
    p0 = attrs.evolve(state.players[0], objectives=(), fulfilled=("O1",),
                      extension_placed=True, silvos=5)
    p1 = attrs.evolve(state.players[1], extension_placed=True,
                      cubes=counts() if lead else counts(cow=1, goat=1, duck=2))
    return attrs.evolve(state, boat="8", players=(p0, p1))


def test_VW10_1_the_heuristic_ends_the_game_at_the_end_when_that_wins() -> None:
    after, played = _turn(_at_the_door(lead=True))
    assert after.ended == "the-end" and played[-1] == MoveBoat(0, "E")
    assert after.players[0].fulfilled and vw.final_scores(after).winners == (0,)


def test_VW10_1_the_heuristic_does_not_end_a_game_it_would_lose() -> None:
    after, played = _turn(_at_the_door(lead=False))
    assert MoveBoat(0, "E") not in played and after.ended != "the-end"


@pytest.mark.slow
@pytest.mark.parametrize("players", [2, 3, 4])
def test_VW9_1_the_heuristic_fulfils_an_objective_in_most_games(players: int) -> None:
    games = [_game_fulfils(players, seed) for seed in range(100, 120)]
    assert sum(1 for n in games if n) >= 16  # 80% of the games


@pytest.mark.parametrize("players", [2, 4])
def test_VW11_1_the_bots_totals_are_the_final_scores(players: int) -> None:
    from vapor_willie.rules.scoring import totals

    rng = random.Random(players)
    game = vw.Game(options=vw.Options(players=players, max_rounds=6), seed=players)
    while not game.is_over():
        state = game.state
        assert totals(state) == tuple(line.total for line in vw.final_scores(state).lines)
        game.play(rng.choice(game.legal_moves()))
    assert totals(game.state) == tuple(line.total for line in game.final_scores().lines)
