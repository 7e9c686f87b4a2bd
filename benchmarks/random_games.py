"""Play many random games and report every error, with games per second.

    python benchmarks/random_games.py                  # 1,000 games each for 3, 4, 5 players
    python benchmarks/random_games.py --games 200 --players 2 3
    python benchmarks/random_games.py --jobs 2         # spread the games over processes
    python benchmarks/random_games.py --players 2 3 4 5 --variant rising-waters

``--variant`` plays a variation of R10 (``no-characters``, ``rising-waters``);
two players always play the official two-player rules (R10.1).

Every player decision picks a uniformly random legal move; chance events are
drawn with their probabilities from the game's seeded generator (seed = game
number). An *error* is any of: an exception from the rules, a position where
the player to act has no legal move, a legal move that :func:`vanuatu.explain`
refuses, a game that does not end within ``--max-moves``, or final scores that
cannot be computed. The exit status is 1 when there is any error.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
import traceback
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from _play import player_counts

import vanuatu
from vanuatu import Options

VARIANTS = ("base", "no-characters", "rising-waters")


def options_for(players: int, variant: str) -> Options:
    """The :class:`~vanuatu.Options` of a player count and a variant name."""
    return Options(players=players, characters=variant != "no-characters",
                   rising_waters=variant == "rising-waters")


def play_checked(
    players: int, seed: int, max_moves: int, variant: str = "base"
) -> tuple[int, str | None]:
    """One random game; ``(moves applied, error or None)``."""
    rng = random.Random(seed)
    moves = 0
    try:
        state = vanuatu.new_game(options_for(players, variant))
        while not state.is_over:
            if moves >= max_moves:
                return moves, f"no end after {max_moves} moves"
            if state.is_chance:
                move = vanuatu.sample_chance(state, rng)
            else:
                legal = vanuatu.legal_moves(state)
                if not legal:
                    return moves, f"P{state.to_act} has no legal move in {state.phase.word}"
                move = rng.choice(legal)
                violation = vanuatu.explain(state, move)
                if violation is not None:
                    return moves, f"legal move refused by explain: {violation}"
            state = vanuatu.apply(state, move)
            moves += 1
        vanuatu.final_scores(state)
    except Exception:
        return moves, traceback.format_exc(limit=-3).strip().replace("\n", " | ")
    return moves, None


def _batch(args: tuple[int, int, int, int, str]) -> tuple[int, float, list[tuple[int, str]]]:
    players, first, last, max_moves, variant = args
    start = time.process_time()
    moves = 0
    errors = []
    for seed in range(first, last):
        m, err = play_checked(players, seed, max_moves, variant)
        moves += m
        if err is not None:
            errors.append((seed, err))
    return moves, time.process_time() - start, errors


def run(
    players: int, games: int, jobs: int, max_moves: int, variant: str = "base"
) -> dict[str, object]:
    chunks = max(1, jobs * 4)
    bounds = [(games * i // chunks, games * (i + 1) // chunks) for i in range(chunks)]
    work = [(players, a, b, max_moves, variant) for a, b in bounds if b > a]
    wall = time.perf_counter()
    if jobs > 1:
        with ProcessPoolExecutor(jobs) as pool:
            results = list(pool.map(_batch, work))
    else:
        results = [_batch(w) for w in work]
    wall = time.perf_counter() - wall
    moves = sum(r[0] for r in results)
    cpu = sum(r[1] for r in results)
    errors = [e for r in results for e in r[2]]
    return {"players": players, "games": games, "moves": moves, "cpu_s": cpu, "wall_s": wall,
            "games_per_cpu_s": games / cpu, "errors": errors}


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description="Random games with error reporting.")
    ap.add_argument("--games", type=int, default=1000, help="games per player count")
    ap.add_argument("--players", type=int, nargs="*", default=[3, 4, 5])
    ap.add_argument("--jobs", type=int, default=1, help="worker processes")
    ap.add_argument("--max-moves", type=int, default=5000)
    ap.add_argument("--variant", choices=VARIANTS, default="base",
                    help="a variation of R10 (two players always use R10.1)")
    args = ap.parse_args(argv)
    counts = [n for n in args.players if n in player_counts((n,))]
    if args.variant == "no-characters":
        counts = [n for n in counts if n >= 3]  # R10.2 is for 3 to 5 players
    print(f"variant: {args.variant}")
    print(f"{'players':>7} {'games':>6} {'errors':>6} {'games/s':>8} {'moves/s':>8} "
          f"{'moves/game':>10}  (per CPU second of one process)")
    failed = False
    for n in counts:
        r = run(n, args.games, args.jobs, args.max_moves, args.variant)
        errors = r["errors"]
        assert isinstance(errors, list)
        cpu = float(r["cpu_s"])  # type: ignore[arg-type]
        moves = int(r["moves"])  # type: ignore[call-overload]
        print(f"{n:>7} {args.games:>6} {len(errors):>6} {args.games / cpu:>8.2f} "
              f"{moves / cpu:>8.0f} {moves / args.games:>10.1f}", flush=True)
        for seed, err in errors[:10]:
            print(f"        seed {seed}: {err}")
        failed = failed or bool(errors)
    return 1 if failed else 0


if __name__ == "__main__":
    raise SystemExit(main())
