"""Fit the heuristic bot's weights (``vanuatu/bots/weights.py``) by
coordinate search, with the arena as the score. Run by hand (never part of the
test suite); it prints the best weights found, to copy into ``weights.py``.

    python benchmarks/tune_weights.py                          # a short run
    python benchmarks/tune_weights.py --players 4 --rising-waters --games 40 \\
        --fields dike_need_pp future_ocean --rounds 2

The run whose result is the default, from the weights before it (``--set``),
keeping only changes whose Rising Waters tables stay afloat (``--flood-*``)::

    python benchmarks/tune_weights.py --players 3 --games 40 --margin 0.08 \\
        --rounds 1 --confirm 120 --set fish_pp_per_value=0.9 contested=0.6 \\
        lead_bonus=0.2 sail_pp=0.2 --fields vatu_pp fish_pp_per_value \\
        fish_pp_last_round tourist_share tourist_now_per_own_hut contested \\
        lead_bonus sail_pp --flood-tables 3 4 --flood-limit 2 4 --flood-seeds 1 2

and the check of the defaults against those weights on seeds not used by it::

    python benchmarks/tune_weights.py --players 3 --rounds 0 --seed 4001 \\
        --confirm 360 --against fish_pp_per_value=0.9 contested=0.6 \\
        lead_bonus=0.2 sail_pp=0.2

The docs page on bots has their figures.

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
for ``--rounds``. With ``--flood-tables``, a change is kept only if tables
of heuristic bots all with it drown at most ``--flood-limit`` of
``--flood-games`` Rising Waters games (R10.3) on each of ``--flood-seeds``.
The search is noisy with few games: ``--confirm GAMES`` plays the best found
against the start (or ``--against`` weights) on another seed, and only a
result that beats them there is worth adopting.
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


def drowned(weights: Weights, players: int, games: int, seed: int) -> int:
    """The games lost to the flood (R10.3) by a Rising Waters table of
    heuristic bots all with ``weights``."""
    BOTS["tune-table"] = BotMaker("tune-table", lambda s: HeuristicBot(s, weights=weights))
    try:
        options = vanuatu.Options(players=players, rising_waters=True)
        return run_arena(game_specs(["tune-table"] * players, games, seed, options)).defeats
    finally:
        del BOTS["tune-table"]


def tables(weights: Weights, counts: list[int], games: int,
           seeds: list[int]) -> dict[tuple[int, int], int]:
    """:func:`drowned` for each player count and seed."""
    return {(n, sd): drowned(weights, n, games, sd) for n in counts for sd in seeds}


def parse_set(items: list[str]) -> dict[str, float]:
    """``NAME=VALUE`` pairs of numeric weights."""
    changes: dict[str, float] = {}
    for item in items:
        name, sep, value = item.partition("=")
        if not sep or name not in NUMERIC:
            raise ValueError(f"--set and --against want NAME=VALUE with a numeric "
                             f"weight, got {item!r}")
        changes[name] = float(value)
    return changes


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
    parser.add_argument("--set", nargs="*", default=[], metavar="NAME=VALUE",
                        help="start from the defaults with these changes")
    parser.add_argument("--flood-tables", type=int, nargs="*", default=[],
                        metavar="PLAYERS",
                        help="keep a change only if Rising Waters tables of it (every "
                             "seat) with these player counts drown at most --flood-limit "
                             "of --flood-games games on each --flood-seeds")
    parser.add_argument("--flood-games", type=int, default=40)
    parser.add_argument("--flood-limit", type=int, nargs="*", default=[2],
                        help="games drowned allowed, one per --flood-tables count "
                             "(the last repeated)")
    parser.add_argument("--flood-seeds", type=int, nargs="*", default=[1])
    parser.add_argument("--confirm", type=int, default=0, metavar="GAMES",
                        help="then play the best against the start (or --against) in "
                             "a match of GAMES games on another seed (--seed + 1000)")
    parser.add_argument("--against", nargs="*", default=None, metavar="NAME=VALUE",
                        help="--confirm against the defaults with these changes")
    args = parser.parse_args()
    options = vanuatu.Options(players=args.players, rising_waters=args.rising_waters,
                              characters=not args.no_characters)
    fields = args.fields or NUMERIC
    unknown = [f for f in fields if f not in NUMERIC]
    if unknown:
        parser.error(f"not numeric weights: {', '.join(unknown)}")
    try:
        start = attrs.evolve(DEFAULT_WEIGHTS, **parse_set(args.set))
        against = (start if args.against is None
                   else attrs.evolve(DEFAULT_WEIGHTS, **parse_set(args.against)))
    except ValueError as e:
        parser.error(str(e))
    best = start

    def afloat(weights: Weights) -> bool:
        """Whether the tables of ``weights`` keep within --flood-limit."""
        if not args.flood_tables:
            return True
        counts = tables(weights, args.flood_tables, args.flood_games, args.flood_seeds)
        print(f"  drowned of {args.flood_games} (players, seed): {counts}", flush=True)
        limits = dict(zip(args.flood_tables, args.flood_limit + args.flood_limit[-1:]
                          * len(args.flood_tables), strict=False))
        return all(k <= limits[n] for (n, _), k in counts.items())

    fair = 1.0 / args.players
    base = score(best, best, options, args.games, args.seed, args.defeat_cost)
    print(f"the start against itself: {base:.3f} (a fair share is {fair:.3f})")
    for r in range(args.rounds):
        for name in fields:
            current = getattr(best, name)
            for step in args.steps:
                value = round(current * step, 6)
                candidate = attrs.evolve(best, **{name: value})
                s = score(candidate, best, options, args.games, args.seed, args.defeat_cost)
                print(f"round {r + 1}: {name} {current:g} -> {value:g}: {s:.3f}", flush=True)
                if s > fair + args.margin and afloat(candidate):  # it beats the best
                    best = candidate
                    print(f"  kept {name} = {value:g}")
                    break
    changed = {f.name: getattr(best, f.name) for f in attrs.fields(Weights)
               if getattr(best, f.name) != getattr(start, f.name)}
    print("best weights (changes from the start):", changed or "none")
    print("  which differ from the defaults in:", {
        f.name: getattr(best, f.name) for f in attrs.fields(Weights)
        if getattr(best, f.name) != getattr(DEFAULT_WEIGHTS, f.name)} or "none")
    if args.confirm and best != against:
        summary = match(best, against, options, args.confirm, args.seed + 1000)
        for b in summary.bots:
            lo, hi = b.win_rate.low, b.win_rate.high
            print(f"confirm, {args.confirm} games, seed {args.seed + 1000}: {b.name} won "
                  f"{b.wins:g} of {b.games} seats ({b.win_rate.mean:.1%}, 95% "
                  f"[{lo:.1%}, {hi:.1%}]), mean score {b.score.mean:.1f}")
        print(f"  drowned: {summary.defeats} of {summary.games}; a fair share is {fair:.1%}")
    if args.flood_tables and changed:
        counts = tables(best, args.flood_tables, args.flood_games, args.flood_seeds)
        print(f"Rising Waters tables of the best weights, drowned of {args.flood_games} "
              f"(players, seed): {counts}")


if __name__ == "__main__":
    main()
