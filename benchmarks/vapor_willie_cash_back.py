"""Cashing and taking back (VW6.2) in games between Vapor Willie's heuristic bots,
under each ``cash-back`` ruling: the figures of the table in docs/vapor_willie/play.rst.

    python benchmarks/vapor_willie_cash_back.py                  # 10 games, seed 0
    python benchmarks/vapor_willie_cash_back.py --games 20 --seed 3

For each ruling (``allowed``, ``closed``) the match is what ``vapor-willie arena
--players 3 --bots heuristic --games 10 --seed 0 --ruling cash-back=RULING --records DIR``
plays (the arena's 30-round safety net); each record is then replayed, and a cash
(``cash``), or a cube turned into value by a port card's ``drift`` icon (a ``drift`` with
``silvos`` or ``moves``, VW8.2), is counted as taken back when its player's boat takes it
from its point before that player's turn ends (VW5.7). Printed per ruling: the cashes, those
taken back the same turn, the final silvos of every player (mean, median, how many at
8-10, by count), the mean score with its normal 95% interval, the endings, and the
processor seconds.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import vapor_willie as vw
from tabletop.stats import mean_interval
from vapor_willie.bots.arena import game_specs, run_arena
from vapor_willie.moves import Cash, Drift, EndTurn
from vapor_willie.rules.scoring import final_scores

RULINGS = ("allowed", "closed")


def cashes(record: vw.Record) -> tuple[int, int, list[int], list[int], str]:
    """The cashes of one game, those taken back the same turn, every player's final
    silvos and score, and how the game ended."""
    state = vw.Game.from_record(vw.Record(record.options)).state
    made = back = 0
    pending: list[tuple[int, str, str]] = []  # (player, point, cube) cashed this turn
    for move in record.moves:
        before = Counter(state.drifting)
        state = vw.apply(state, move)
        player = getattr(move, "player", None)
        if isinstance(move, Cash) or (isinstance(move, Drift) and move.gain):
            made += 1
            pending.append((move.player, move.point, move.cube))
        elif pending and player == pending[0][0]:
            # a cube cashed this turn is back when fewer of its kind drift on its point
            # than were cashed there (the cubes that drifted there before go first)
            after = Counter(state.drifting)
            waiting = Counter((point, cube) for _, point, cube in pending)
            for (point, cube), n in waiting.items():
                gone = min(n - after[(point, cube)], before[(point, cube)] - after[(point, cube)])
                for _ in range(gone if state.boat == point else 0):
                    pending.remove((player, point, cube))
                    back += 1
        if isinstance(move, EndTurn) or state.is_over:
            pending = []
    scores = final_scores(state)
    return (made, back, [p.silvos for p in state.players],
            [line.total for line in scores.lines], state.ended)


def measure(ruling: str, games: int, seed: int, folder: Path) -> str:
    """One line of figures for ``ruling``."""
    options = vw.Options(players=3, max_rounds=30, cash_back=ruling)
    run_arena(game_specs(["heuristic"] * 3, games, seed, options, str(folder)))
    made = back = 0
    silvos: list[int] = []
    scores: list[int] = []
    endings: Counter[str] = Counter()
    for path in sorted(folder.glob("*.vwr")):
        m, b, s, t, ended = cashes(vw.Record.load(path))
        made, back = made + m, back + b
        silvos += s
        scores += t
        endings[ended] += 1
    score = mean_interval(scores)
    top = sum(8 <= s <= 10 for s in silvos)
    counts = ", ".join(f"{k}: {n}" for k, n in sorted(Counter(silvos).items()))
    share = f" ({100 * back / made:.0f}%)" if made else ""
    return (f"cash-back={ruling}: {made} cashes, {back} taken back the same turn{share}; "
            f"final silvos ({len(silvos)} players) mean {statistics.mean(silvos):.1f}, "
            f"median {statistics.median(silvos):g}, {top} at 8-10, by count {counts}; "
            f"mean score {score.mean:.1f} [{score.low:.1f}, {score.high:.1f}]; endings "
            + ", ".join(f"{n} {k}" for k, n in sorted(endings.items())))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=10)
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args()
    for ruling in RULINGS:
        start = time.process_time()
        with tempfile.TemporaryDirectory() as folder:
            line = measure(ruling, args.games, args.seed, Path(folder))
        print(f"{line}; {time.process_time() - start:.0f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
