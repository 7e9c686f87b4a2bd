"""Play one seeded game with random legal moves and print the final scores.

    python examples/play_random_game.py --players 4 --seed 7
"""

from __future__ import annotations

import argparse
import random

import vanuatu


def play_random_game(players: int, seed: int) -> vanuatu.Game:
    """A finished game in which every player picks a random legal move."""
    game = vanuatu.Game(players=players, seed=seed)
    rng = random.Random(seed)
    while not game.is_over():
        game.play(rng.choice(game.legal_moves()))
    return game


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--seed", type=int, default=7)
    args = parser.parse_args()
    try:
        game = play_random_game(args.players, args.seed)
    except vanuatu.VanuatuError as e:  # 9 players, say (R1.1): one line, status 2
        parser.error(str(e))
    scores = game.final_scores()
    print(f"{len(game.moves)} moves, round {game.state.round}")
    for line in scores.lines:
        print(
            f"P{line.player}: {line.total:3d} PP (place {line.rank}; in play {line.pp_in_play}, "
            f"huts {line.huts}, treasures {line.treasures}, vatus {line.vatus}, "
            f"first player {line.first_player}, fish {line.fish})"
        )
    print("winners:", " ".join(f"P{p}" for p in scores.winners))


if __name__ == "__main__":
    main()
