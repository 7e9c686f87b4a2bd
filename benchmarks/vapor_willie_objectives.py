"""How often Vapor Willie's heuristic bots fulfil an objective (VW9.1), and how their
games end (VW10), in games between heuristic bots.

    python benchmarks/vapor_willie_objectives.py                 # 20 games for 2, 3, 4
    python benchmarks/vapor_willie_objectives.py --games 40 --players 4

Game ``k`` is dealt from seed ``k`` (from ``--seed``, 100 by default) and the bot of seat
``p`` is seeded ``10k + p``, as the slow test of ``tests/vapor_willie/bots`` plays them,
with the arena's 30-round safety net. One line per number of players: the games in which
some player fulfilled an objective, the seats (players of a game) that fulfilled one, the
games that ended at The End and whether their winner ended it, the endings, and the
processor seconds.
"""

from __future__ import annotations

import argparse
import sys
import time
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import vapor_willie as vw
from vapor_willie.bots import HeuristicBot, decide


def play(players: int, seed: int) -> vw.Game:
    """One game between heuristic bots."""
    game = vw.Game(options=vw.Options(players=players, max_rounds=30), seed=seed)
    bots = [HeuristicBot(seed=seed * 10 + p) for p in range(players)]
    while not game.is_over():
        game.play(decide(bots[game.state.to_act], game.state))
    return game


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--players", type=int, nargs="*", default=[2, 3, 4])
    parser.add_argument("--seed", type=int, default=100)
    args = parser.parse_args()
    for players in args.players:
        start = time.process_time()
        games = seats = by_winner = 0
        endings: Counter[str] = Counter()
        for k in range(args.seed, args.seed + args.games):
            game = play(players, k)
            state = game.state
            done = [bool(p.fulfilled) for p in state.players]
            games += any(done)
            seats += sum(done)
            endings[state.ended] += 1
            if state.ended == "the-end":
                ender = game.moves[-1].player
                by_winner += ender in vw.final_scores(state).winners
        n = args.games
        print(f"{players} players, {n} games: an objective fulfilled in {games} games "
              f"({100 * games / n:.0f}%), by {seats} of {players * n} seats "
              f"({100 * seats / (players * n):.0f}%); The End {endings['the-end']} "
              f"(ended by a winner {by_winner}), bag {endings['bag']}, rounds "
              f"{endings['rounds']}; {time.process_time() - start:.0f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
