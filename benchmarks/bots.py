"""Speed of the built-in bots, run by hand (never part of the test suite).

    python benchmarks/bots.py                  # heuristic and ISMCTS, 4 players
    python benchmarks/bots.py --players 2 --games 4 --iterations 200

Plays seeded games in which every seat is a heuristic bot, except that seat 0
is the ISMCTS bot in the second part, and reports in CPU time of this process
(``time.process_time``, which other work on the machine disturbs less than the
wall clock):

* the heuristic bot's milliseconds per decision, per phase and overall
  (``choose`` only, not the building of its view);
* the ISMCTS bot's iterations per second and milliseconds per decision (over
  the decisions it searched: those with more than one move).
"""

from __future__ import annotations

import argparse
import sys
import time
from collections import defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import vanuatu
from vanuatu.bots import IsmctsBot, make_bot, view_for


def heuristic(players: int, games: int) -> None:
    times: dict[str, list[float]] = defaultdict(list)
    for g in range(games):
        bots = [make_bot("heuristic", 10 * g + i) for i in range(players)]
        game = vanuatu.Game(players=players, seed=g)
        while not game.is_over():
            state = game.state
            view = view_for(state, state.to_act, game.moves)
            start = time.process_time()
            move = bots[state.to_act].choose(view)
            times[state.phase.word].append(time.process_time() - start)
            game.play(move)
    every = [t for ts in times.values() for t in ts]
    print(f"heuristic, {players} players, {games} games: "
          f"{1000 * sum(every) / len(every):.3f} ms per decision over {len(every)}")
    for phase, ts in times.items():
        print(f"  {phase:<12} {1000 * sum(ts) / len(ts):.3f} ms ({len(ts)} decisions)")


def ismcts(players: int, games: int, iterations: int) -> None:
    done = 0
    cpu = 0.0
    searched = 0
    for g in range(games):
        bot = make_bot(f"ismcts:iterations={iterations}", g)
        assert isinstance(bot, IsmctsBot)
        others = [make_bot("heuristic", 10 * g + i) for i in range(players)]
        game = vanuatu.Game(players=players, seed=g)
        while not game.is_over():
            state = game.state
            view = view_for(state, state.to_act, game.moves)
            if state.to_act == 0:
                start = time.process_time()
                move = bot.choose(view)
                if bot.stats.iterations:
                    cpu += time.process_time() - start
                    done += bot.stats.iterations
                    searched += 1
            else:
                move = others[state.to_act].choose(view)
            game.play(move)
    print(f"ismcts:iterations={iterations}, {players} players, {games} games: "
          f"{done / cpu:.0f} iterations per second, {1000 * cpu / searched:.0f} ms per "
          f"searched decision ({searched} decisions)")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--games", type=int, default=4)
    parser.add_argument("--iterations", type=int, default=100)
    args = parser.parse_args()
    heuristic(args.players, args.games)
    ismcts(args.players, max(1, args.games // 2), args.iterations)


if __name__ == "__main__":
    main()
