"""Positions and games for the Vapor Willie tests (river face A of the default data).

Face A: S-1-2-3-4-5-6-7-8-E, with 1-9-10-11-5, 3-9, 6-12-13-14-E and 7-13. Kinds:
2, 7, 12 bag; 3, 8, 9 whistle; 4, 11 face; 6, 14 restock. Islands I1@1, I2@4/5,
I3@10, I4@8, I5@13; ports PA@3, PB@10, PC@12; mouths 2, 5, 9, 13.
"""

from __future__ import annotations

from typing import Any

import attrs

import vapor_willie as vw
from vapor_willie.state import GameState, PlayerState

CUBES = ("hay", "barrel", "fruit", "duck", "goat", "cow")


def counts(**kw: int) -> tuple[int, ...]:
    """Cube counts by type: ``counts(hay=2, cow=1)``."""
    return tuple(kw.get(t, 0) for t in CUBES)


def base(players: int = 3, **options: Any) -> GameState:
    """P0 to act in round 1, boat on S, nobody holds a character or a cube, each player
    holds one objective (O1, O2, O3...), islands hay/barrel/fruit/duck/hay."""
    opts = vw.Options(players=players, **options)
    state = vw.new_game(opts)
    islands = ("hay", "barrel", "fruit", "duck", "hay")
    bag = counts(hay=6, barrel=3, fruit=3, duck=1, goat=1, cow=1)
    return attrs.evolve(
        state, queue=(), islands=islands, bag=bag, current=0, first_player=0, round=1,
        players=tuple(PlayerState(cubes=counts(), silvos=3, objectives=(f"O{i + 1}",))
                      for i in range(players)),
        objective_pile=tuple(f"O{players + i + 1}" for i in range(players)),
        undealt=tuple(f"O{2 * players + i + 1}" for i in range(8 - 2 * players)),
    )


def random_game(players: int = 3, seed: int = 1, moves: int = 120) -> vw.Game:
    """A game of ``players`` random bots (seeded with ``seed``) after at most ``moves``
    moves of theirs (fewer when the game ends first)."""
    game = vw.Game(players=players, seed=seed)
    bot = vw.RandomBot(seed=seed)
    for _ in range(moves):
        if game.is_over():
            break
        game.play(bot.choose(game.state))
    return game


def player(state: GameState, p: int, **kw: Any) -> GameState:
    """``state`` with fields of player ``p`` changed (``cubes=counts(...)``)."""
    pl = attrs.evolve(state.players[p], **kw)
    return attrs.evolve(state, players=state.players[:p] + (pl,) + state.players[p + 1:])


def play(state: GameState, *moves: str) -> GameState:
    """Apply moves given in notation."""
    for text in moves:
        state = vw.apply(state, vw.parse_move(text))
    return state


def rule(state: GameState, move: str) -> str | None:
    """The rule id refusing ``move``, or ``None`` when it is legal (checking that
    ``legal_moves`` agrees)."""
    m = vw.parse_move(move)
    v = vw.explain(state, m)
    assert (v is None) == (m in vw.legal_moves(state)), (move, v)
    return None if v is None else v.rule
