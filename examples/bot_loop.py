"""Drive the pure rules functions from a bot loop.

A bot sees only its :func:`vanuatu.observe` view of the position, asks
:func:`vanuatu.legal_moves` for its choices and looks one move ahead with
:func:`vanuatu.apply`. The loop itself plays chance events from
:func:`vanuatu.sample_chance` with a seeded generator.

    python examples/bot_loop.py --players 3 --seed 1
"""

from __future__ import annotations

import argparse
import random

import vanuatu
from vanuatu import GameState, Move, Options


def greedy_value(state: GameState, player: int) -> float:
    """How good ``state`` looks for ``player``, from what the player may see."""
    view = vanuatu.observe(state, player).state
    me = view.players[player]
    return me.pp + me.vatus / 2 + sum(me.fish) + sum(me.treasures)


def greedy_move(state: GameState, rng: random.Random) -> Move:
    """The legal move of the player to act that looks best one move ahead."""
    player = state.to_act
    moves = vanuatu.legal_moves(state)
    rng.shuffle(moves)  # break ties at random
    return max(moves, key=lambda m: greedy_value(vanuatu.apply(state, m), player))


def random_move(state: GameState, rng: random.Random) -> Move:
    return rng.choice(vanuatu.legal_moves(state))


def run(players: int, seed: int) -> vanuatu.FinalScores:
    """Play P0 greedily against random players; return the final scores."""
    rng = random.Random(seed)
    state = vanuatu.new_game(Options(players=players))
    while not state.is_over:
        if state.is_chance:
            move = vanuatu.sample_chance(state, rng)
        elif state.to_act == 0:
            move = greedy_move(state, rng)
        else:
            move = random_move(state, rng)
        state = vanuatu.apply(state, move)
    return vanuatu.final_scores(state)


def main() -> None:
    parser = argparse.ArgumentParser(description="Play a greedy P0 against random players.")
    parser.add_argument("--players", type=int, default=3)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    scores = run(args.players, args.seed)
    for line in scores.lines:
        who = "greedy" if line.player == 0 else "random"
        print(f"P{line.player} ({who}): {line.total} PP, place {line.rank}")


if __name__ == "__main__":
    main()
