"""Play many random games of Vapor Willie and report every error, with games per second.

    python benchmarks/vapor_willie_random_games.py               # 1,000 games for 2, 3, 4
    python benchmarks/vapor_willie_random_games.py --games 100 --players 3

Every player decision picks a uniformly random legal move; draws are made with their
probabilities from a generator seeded with the game number. An *error* is any of: an
exception from the rules, a position where the player to act has no legal move, a legal
move that :func:`vapor_willie.explain` refuses, a game that does not end within
``--max-moves``, a cube count other than 20, or final scores that do not add up. The
exit status is 1 when there is any error.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
import traceback
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import vapor_willie as vw


def play_checked(players: int, seed: int, max_moves: int) -> tuple[int, str, str | None]:
    """One random game: ``(moves, how it ended, error or None)``."""
    rng = random.Random(seed)
    state = vw.new_game(vw.Options(players=players))
    moves = 0
    try:
        while not state.is_over:
            if moves >= max_moves:
                return moves, "", f"no end after {max_moves} moves"
            if state.is_chance:
                outs = vw.chance_outcomes(state)
                move: vw.Move = rng.choices([m for m, _ in outs], [p for _, p in outs])[0]
            else:
                legal = vw.legal_moves(state)
                if not legal:
                    return moves, "", f"P{state.to_act} has no legal move"
                move = rng.choice(legal)
                v = vw.explain(state, move)
                if v is not None:
                    return moves, "", f"legal move refused: {v}"
            state = vw.apply_unchecked(state, move)
            moves += 1
            if state.cube_count() != 20:
                return moves, "", f"{state.cube_count()} cubes after {move}"
        for line in vw.final_scores(state).lines:
            if line.total != sum(points for _, points in line.items):
                return moves, state.ended, "a score does not add up"
    except Exception:  # every exception is an error to report
        return moves, "", traceback.format_exc(limit=3)
    return moves, state.ended, None


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=1000, help="games per player count")
    parser.add_argument("--players", type=int, nargs="+", default=[2, 3, 4])
    parser.add_argument("--max-moves", type=int, default=20_000)
    args = parser.parse_args()
    errors = 0
    for players in args.players:
        start = time.process_time()
        total_moves = 0
        ends: Counter[str] = Counter()
        for seed in range(args.games):
            moves, ended, error = play_checked(players, seed, args.max_moves)
            total_moves += moves
            ends[ended] += 1
            if error is not None:
                errors += 1
                print(f"{players} players, game {seed}: {error}")
        spent = max(time.process_time() - start, 1e-9)
        how = ", ".join(f"{n} {why or 'error'}" for why, n in sorted(ends.items()))
        print(f"{players} players: {args.games} games, {errors} errors so far, "
              f"{args.games / spent:.1f} games/s, {total_moves / spent:.0f} moves/s, "
              f"{total_moves / args.games:.0f} moves/game; ended by: {how}")
    return 1 if errors else 0


if __name__ == "__main__":
    raise SystemExit(main())
