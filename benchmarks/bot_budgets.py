"""Whether ``ismcts:seconds=S`` keeps to its time budget, run by hand (never
part of the test suite).

    python benchmarks/bot_budgets.py                       # S = 0.2, 4 players, 2 games
    python benchmarks/bot_budgets.py --seconds 0.05 --players 2 --games 4 --rising-waters

Plays seeded games in which seat 0 is ``ismcts:seconds=S`` and the other seats
are heuristic bots, and times every decision of the ISMCTS bot in
:func:`vanuatu.bots.decide` (its view is built inside, as in the arena) by the
wall clock (``time.perf_counter``, what a budget in seconds promises) and by
the processor time of this process (``time.process_time``, which other work on
the machine disturbs less). It reports the decisions, their mean, 99th
percentile and maximum, and how many ran over S + 10%. Decisions with one
legal move (no search) are left out.
"""

from __future__ import annotations

import argparse
import json
import math
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import vanuatu
from vanuatu.bots import decide, make_bot
from vanuatu.bots.policy import player_moves


def percentile(values: list[float], q: float) -> float:
    """The ``q``-th percentile (nearest rank) of ``values``."""
    ordered = sorted(values)
    k = max(0, math.ceil(q / 100 * len(ordered)) - 1)
    return ordered[k]


def measure(seconds: float, players: int, games: int, rising_waters: bool,
            characters: bool, seed: int) -> dict[str, object]:
    wall: list[float] = []
    cpu: list[float] = []
    for g in range(games):
        options = vanuatu.Options(players=players, rising_waters=rising_waters,
                                  characters=characters)
        bots = [make_bot(f"ismcts:seconds={seconds}", seed + g)] + [
            make_bot("heuristic", seed + 10 * g + i) for i in range(1, players)]
        game = vanuatu.Game(options=options, seed=seed + g)
        while not game.is_over():
            state = game.state
            if state.to_act < 0:
                game.play_chance()
                continue
            seat = (state.to_act - g) % players  # seat 0 moves round the table
            bot = bots[seat]
            searched = seat == 0 and len(player_moves(state)) > 1
            w, c = time.perf_counter(), time.process_time()
            move = decide(bot, state, game.moves)
            if searched:
                wall.append(time.perf_counter() - w)
                cpu.append(time.process_time() - c)
            game.play(move)
    limit = 1.1 * seconds
    return {
        "seconds": seconds, "players": players, "games": games,
        "rising_waters": rising_waters, "characters": characters, "decisions": len(wall),
        "wall": {"mean": sum(wall) / len(wall), "p99": percentile(wall, 99), "max": max(wall),
                 "over": sum(t > limit for t in wall)},
        "cpu": {"mean": sum(cpu) / len(cpu), "p99": percentile(cpu, 99), "max": max(cpu),
                "over": sum(t > limit for t in cpu)},
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seconds", type=float, default=0.2)
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--games", type=int, default=2)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--rising-waters", action="store_true")
    parser.add_argument("--no-characters", action="store_true")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    result = measure(args.seconds, args.players, args.games, args.rising_waters,
                     not args.no_characters, args.seed)
    if args.json:
        print(json.dumps(result, indent=2))
        return
    print(f"ismcts:seconds={args.seconds} against heuristic bots, {args.players} players, "
          f"{args.games} games: {result['decisions']} searched decisions "
          f"(budget + 10% = {1.1 * args.seconds:.3f} s)")
    for clock in ("wall", "cpu"):
        r = result[clock]
        assert isinstance(r, dict)
        print(f"  {clock:<4} mean {r['mean']:.3f} s  p99 {r['p99']:.3f} s  "
              f"max {r['max']:.3f} s  over budget + 10%: {r['over']}")


if __name__ == "__main__":
    main()
