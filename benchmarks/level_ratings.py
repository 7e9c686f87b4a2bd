"""Rate the bots of an arena match's records on the scale of the levels' rating run.

``vanuatu arena --records DIR`` writes each game's record; this script ranks each
game as the arena does (total, then huts on the board, then Vatus left; a defeat
ranks everyone last) and rates the bots with :func:`tabletop.ratings.rate`, the
levels named by ``--anchor`` keeping their rating in :data:`vanuatu.bots.LEVELS`
(measured by :data:`vanuatu.bots.levels.RATED_WITH`): a level measured again
against one already rated gets a rating on the scale of the others.

    vanuatu arena --players 2 --bots expert,hard --games 60 --seed 1 --jobs 1 \\
        --json --records DIR
    python benchmarks/level_ratings.py DIR --anchor hard
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from tabletop.ratings import Rating, Z, rate
from tabletop.stats import shared_first
from vanuatu.bots import LEVELS
from vanuatu.records import Record
from vanuatu.rules.scoring import final_scores


def ranked(path: Path) -> tuple[list[tuple[str, float]], tuple[float, ...]]:
    """The ``(bot, rank)`` of each seat of a finished game's record, and its wins."""
    record = Record.load(path)
    state = list(record.states())[-1]
    scores = final_scores(state)
    n = len(scores.lines)
    names = record.headers.names
    if scores.defeat:
        ranks: tuple[int, ...] = tuple([n] * n)
        wins: tuple[float, ...] = tuple([0.0] * n)
    else:
        keys = {ln.player: (ln.total, ln.huts_on_board, ln.vatus_left) for ln in scores.lines}
        ranks, wins = shared_first([keys[p] for p in range(n)], ())
    return [(names[p], float(ranks[p])) for p in range(n)], wins


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("records", type=Path, help="the folder of the match's records")
    parser.add_argument("--anchor", nargs="*", default=[],
                        help="levels that keep their rating in vanuatu.bots.LEVELS")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    args = parser.parse_args(argv)
    known = {level.name: level for level in LEVELS}
    unknown = [name for name in args.anchor if name not in known]
    if unknown:
        parser.error(f"--anchor: no level {', '.join(unknown)} (levels: {', '.join(known)})")
    anchors = {name: Rating(known[name].rating,
                          (known[name].rating_high - known[name].rating_low) / (2 * Z))
             for name in args.anchor}
    games, wins, played = [], {}, {}
    for path in sorted(args.records.glob("*.vnt")):
        seats, shares = ranked(path)
        games.append(seats)
        for (bot, _), share in zip(seats, shares, strict=True):
            wins[bot] = wins.get(bot, 0.0) + share
            played[bot] = played.get(bot, 0) + 1
    if not games:
        parser.error(f"no records (*.vnt) in {args.records}")
    ratings = rate(games, anchors)
    rows = [{"name": bot, "games": played[bot], "wins": wins[bot], "rating": r.mu,
             "rating_ci": [r.low, r.high], "anchor": bot in anchors}
            for bot, r in ratings.items()]
    if args.json:
        print(json.dumps({"records": len(games), "anchors": args.anchor, "bots": rows}))
    else:
        print(f"{len(games)} games; kept at their LEVELS rating: "
              f"{', '.join(args.anchor) or 'none'}")
        for row in rows:
            low, high = row["rating_ci"]
            print(f"{row['name']:<12} games {row['games']:>4}  wins {row['wins']:>6.1f}  "
                  f"rating {row['rating']:.1f} [{low:.1f}, {high:.1f}]")
    return 0


if __name__ == "__main__":
    sys.exit(main())
