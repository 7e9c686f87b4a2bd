"""Fit the heuristic bot's weights (``vanuatu/bots/weights.py``) by
coordinate search, with the arena as the score. Run by hand (never part of the
test suite); it prints the best weights found, to copy into ``weights.py``.

    python benchmarks/tune_weights.py                          # a short run
    python benchmarks/tune_weights.py --players 4 --rising-waters --games 40 \\
        --fields dike_need_pp future_ocean --rounds 2

A run with a budget that finishes (the defaults and 16 candidates, 40
three-player games each, then 120 games to confirm: 800 games of heuristic
bots, 3 minutes 16 seconds of processor time, 26 minutes of a shared two-core
machine under ``nice -n 10``)::

    python benchmarks/tune_weights.py --players 3 --games 40 --margin 0.08 \\
        --rounds 1 --confirm 120 --fields vatu_pp fish_pp_per_value \\
        fish_pp_last_round tourist_share tourist_now_per_own_hut contested \\
        lead_bonus sail_pp

Its result won 41% of three-player games against the defaults but drowned
Rising Waters tables far more often, so it is not the default (the docs page
on bots has the figures): tune with ``--rising-waters`` as well before
adopting weights.

A candidate is a :class:`~vanuatu.bots.weights.Weights`; it is scored by an
arena match (:func:`vanuatu.bots.arena.run_arena`, seats rotated) of one
heuristic bot with the candidate weights against heuristic bots with the
current best ones: its win rate, less ``--defeat-cost`` times the share of
games every player lost to the flood (R10.3), so that a table that drowns
scores badly for everyone. Every match uses the same seed, so candidates are
compared on the same deals.

Coordinate search: for each field in turn, try it times each of ``--steps``
(by default 0.5 and 1.5); keep a change whose score beats a fair share (1 /
players) by ``--margin``: it then plays better than the current best; repeat
for ``--rounds``. The search is noisy with few
games: ``--confirm GAMES`` plays the best found against the defaults on
another seed, and only a result that beats them there is worth adopting.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

import attrs

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import vanuatu
from vanuatu.bots import BOTS, BotMaker, HeuristicBot
from vanuatu.bots.arena import Summary, game_specs, run_arena
from vanuatu.bots.weights import DEFAULT_WEIGHTS, Weights

NUMERIC = [f.name for f in attrs.fields(Weights) if f.type in (float, "float")]


def match(candidate: Weights, best: Weights, options: vanuatu.Options, games: int,
          seed: int) -> Summary:
    """An arena match of one heuristic bot with ``candidate`` weights against
    heuristic bots with ``best`` ones, seats rotated."""
    BOTS["tune-candidate"] = BotMaker(
        "tune-candidate", lambda s: HeuristicBot(s, weights=candidate))
    BOTS["tune-best"] = BotMaker("tune-best", lambda s: HeuristicBot(s, weights=best))
    try:
        seats = ["tune-candidate"] + ["tune-best"] * (options.players - 1)
        return run_arena(game_specs(seats, games, seed, options))
    finally:
        del BOTS["tune-candidate"], BOTS["tune-best"]


def score(candidate: Weights, best: Weights, options: vanuatu.Options, games: int,
          seed: int, defeat_cost: float) -> float:
    """The candidate's win rate against the best weights, less the defeats."""
    summary = match(candidate, best, options, games, seed)
    mine = next(b for b in summary.bots if b.name == "tune-candidate")
    return mine.win_rate.mean - defeat_cost * summary.defeats / summary.games


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--players", type=int, default=3)
    parser.add_argument("--rising-waters", action="store_true")
    parser.add_argument("--no-characters", action="store_true")
    parser.add_argument("--games", type=int, default=12, help="games per candidate (12)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--rounds", type=int, default=1)
    parser.add_argument("--fields", nargs="*", default=None,
                        help=f"weights to tune (default all numeric: {', '.join(NUMERIC)})")
    parser.add_argument("--steps", type=float, nargs="*", default=[0.5, 1.5])
    parser.add_argument("--margin", type=float, default=0.02)
    parser.add_argument("--defeat-cost", type=float, default=1.0)
    parser.add_argument("--confirm", type=int, default=0, metavar="GAMES",
                        help="then play the best against the defaults in a match of "
                             "GAMES games on another seed (--seed + 1000)")
    args = parser.parse_args()
    options = vanuatu.Options(players=args.players, rising_waters=args.rising_waters,
                              characters=not args.no_characters)
    fields = args.fields or NUMERIC
    unknown = [f for f in fields if f not in NUMERIC]
    if unknown:
        parser.error(f"not numeric weights: {', '.join(unknown)}")
    best = DEFAULT_WEIGHTS
    fair = 1.0 / args.players
    base = score(best, best, options, args.games, args.seed, args.defeat_cost)
    print(f"defaults against themselves: {base:.3f} (a fair share is {fair:.3f})")
    for r in range(args.rounds):
        for name in fields:
            current = getattr(best, name)
            for step in args.steps:
                value = current * step
                candidate = attrs.evolve(best, **{name: value})
                s = score(candidate, best, options, args.games, args.seed, args.defeat_cost)
                print(f"round {r + 1}: {name} {current:g} -> {value:g}: {s:.3f}", flush=True)
                if s > fair + args.margin:  # it beats the best weights
                    best = candidate
                    print(f"  kept {name} = {value:g}")
                    break
    changed = {f.name: getattr(best, f.name) for f in attrs.fields(Weights)
               if getattr(best, f.name) != getattr(DEFAULT_WEIGHTS, f.name)}
    print("best weights (changes from the defaults):", changed or "none")
    if args.confirm and changed:
        summary = match(best, DEFAULT_WEIGHTS, options, args.confirm, args.seed + 1000)
        for b in summary.bots:
            lo, hi = b.win_rate.low, b.win_rate.high
            print(f"confirm, {args.confirm} games, seed {args.seed + 1000}: {b.name} won "
                  f"{b.wins:g} of {b.games} seats ({b.win_rate.mean:.1%}, 95% "
                  f"[{lo:.1%}, {hi:.1%}]), mean score {b.score.mean:.1f}")
        print(f"  drowned: {summary.defeats} of {summary.games}; a fair share is {fair:.1%}")


if __name__ == "__main__":
    main()
