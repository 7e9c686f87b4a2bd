"""See a game: its story in words, as one player saw it, and a picture.

Plays the first moves of a seeded game with random moves, tells each as
``--player`` saw it (another player's rest token stays face down, R9), and
writes the position after them as an SVG picture of that player's view.

    python examples/see_a_game.py --players 3 --seed 4 --moves 40 --svg position.svg
"""

from __future__ import annotations

import argparse
import random

import vanuatu
from vanuatu import svg


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, default=3)
    parser.add_argument("--seed", type=int, default=4)
    parser.add_argument("--player", type=int, default=0, help="whose view (0 for P0)")
    parser.add_argument("--moves", type=int, default=40, help="moves to tell")
    parser.add_argument("--svg", help="write the position after them to this file")
    args = parser.parse_args()

    game = vanuatu.Game(players=args.players, seed=args.seed)
    rng = random.Random(args.seed)
    while len(game.moves) < args.moves and not game.is_over():
        game.play(rng.choice(game.legal_moves()))
    told = min(args.moves, len(game.moves))  # chance may have added a few more
    for before, move in zip(game.states[:told], game.moves[:told], strict=True):
        said = vanuatu.events(before, move, player=args.player)
        who = "chance" if move.player < 0 else f"P{move.player}"
        print(f"{who}: " + " ".join(event.sentence for event in said))
    if args.svg:
        picture = svg.board(game.states[told], player=args.player,
                            last_move=game.moves[told - 1] if told else None)
        with open(args.svg, "w", encoding="utf-8") as f:
            f.write(picture)
        print(f"picture of P{args.player}'s view written to {args.svg}")


if __name__ == "__main__":
    main()
