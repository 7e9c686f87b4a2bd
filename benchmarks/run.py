"""Benchmarks of the rules core, run by hand (never part of the test suite).

    python benchmarks/run.py              # the full suite, a table
    python benchmarks/run.py --quick      # fewer games, for a quick look
    python benchmarks/run.py --json       # the same figures as JSON
    python benchmarks/run.py --games 50   # games per player count

Measures, with a fixed seed and a uniformly random legal move at every player
decision (chance events drawn with their probabilities from the same seeded
generator), over the pure functions :func:`vanuatu.legal_moves` and
:func:`vanuatu.apply`:

* random full games per second and moves per second, per player count;
* median and 99th percentile of one :func:`vanuatu.legal_moves` call per phase
  (tile placement, characters, planning, actions) and of one
  :func:`vanuatu.apply` call;
* planning-node expansion: list a planning position's moves, apply each, list
  each child's moves, from cold caches, on positions off the line of the game;
* complete game records validated per second;
* bytes retained by one mid-game state and by a whole game's list of states;
* 10^5 distinct states held at once (a search tree): memory, and the speed of
  collecting them with the garbage collector on and inside
  :func:`vanuatu.search_mode`;
* the ratio of the random games per second to the JavaScript engine's figures.

See ``benchmarks/README.md`` for what each figure means and the targets.
"""

from __future__ import annotations

import argparse
import gc
import json
import random
import statistics
import sys
import time
import tracemalloc
from collections.abc import Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))
from _play import clear_caches, player_counts, random_game, search_mode
from _size import deep_size

import vanuatu
from vanuatu import Move, Options, Phase

#: Throughputs are measured in CPU time of this process, so that other work on the
#: machine disturbs them less; single calls with the wall clock (finer grained).
#: Each section uses its own seeds, so no section profits from caches warmed by another.
SEED_GAMES = 0
SEED_CALLS = 100_000
SEED_RECORDS = 200_000
SEED_MEMORY = 300_000
SEED_EXPANSION = 400_000
SEED_HELD = 500_000

#: Random games per second of the JavaScript engine on the same machine class,
#: by player count (the only other Vanuatu engine).
JS_GAMES_PER_S = {2: 1.02, 3: 0.551, 4: 0.367, 5: 0.234}
#: The random games, each planning-node expansion and the validation of each set
#: of records are timed this many times, from emptied caches each time, and the
#: quickest counts: each takes a second or less, which other work on the machine
#: disturbs most.
REPEATS = 3
#: States held at once by the "held states" section.
HELD_STATES = 100_000

TIMED_PHASES = (Phase.PREPARATION, Phase.CHARACTERS, Phase.PLANNING, Phase.ACTIONS)
PHASE_LABEL = {
    Phase.PREPARATION: "tile placement",
    Phase.CHARACTERS: "characters",
    Phase.PLANNING: "planning",
    Phase.ACTIONS: "actions",
}


# -- random games -------------------------------------------------------------


def play_plain(players: int, seed: int) -> tuple[int, int]:
    """One random game, uninstrumented; ``(moves applied, player decisions)``."""
    rng = random.Random(seed)
    state = vanuatu.new_game(Options(players=players))
    legal_moves, apply = vanuatu.legal_moves, vanuatu.apply
    moves = decisions = 0
    while not state.is_over:
        if state.is_chance:
            move = vanuatu.sample_chance(state, rng)
        else:
            move = rng.choice(legal_moves(state))
            decisions += 1
        state = apply(state, move)
        moves += 1
    return moves, decisions


def bench_games(players: int, games: int) -> dict[str, Any]:
    elapsed = float("inf")
    for _ in range(REPEATS):
        clear_caches()
        moves = decisions = 0
        start = time.process_time()
        for seed in range(SEED_GAMES, SEED_GAMES + games):
            m, d = play_plain(players, seed)
            moves += m
            decisions += d
        elapsed = min(elapsed, time.process_time() - start)
    return {
        "players": players,
        "games": games,
        "seconds": elapsed,
        "games_per_s": games / elapsed,
        "moves_per_s": moves / elapsed,
        "decisions_per_s": decisions / elapsed,
        "moves_per_game": moves / games,
    }


# -- per-call timings ---------------------------------------------------------


def _stats(samples: list[float]) -> dict[str, float]:
    samples = sorted(samples)
    p99 = samples[min(len(samples) - 1, int(0.99 * len(samples)))]
    return {"calls": len(samples), "median_us": statistics.median(samples) * 1e6,
            "p99_us": p99 * 1e6}


def bench_calls(players: tuple[int, ...], games: int) -> dict[str, Any]:
    """Time every ``legal_moves`` and ``apply`` call of random games (cold caches:
    every state is new)."""
    clock = time.perf_counter
    legal: dict[Phase, list[float]] = {ph: [] for ph in TIMED_PHASES}
    applied: dict[Phase, list[float]] = {ph: [] for ph in TIMED_PHASES}
    applied_all: list[float] = []
    for n in players:
        for seed in range(SEED_CALLS, SEED_CALLS + games):
            rng = random.Random(seed)
            state = vanuatu.new_game(Options(players=n))
            while not state.is_over:
                if state.is_chance:
                    move = vanuatu.sample_chance(state, rng)
                else:
                    t = clock()
                    moves = vanuatu.legal_moves(state)
                    dt = clock() - t
                    if state.phase in legal:
                        legal[state.phase].append(dt)
                    move = rng.choice(moves)
                t = clock()
                after = vanuatu.apply(state, move)
                dt = clock() - t
                applied_all.append(dt)
                if state.phase in applied and not state.is_chance:
                    applied[state.phase].append(dt)
                state = after
    return {
        "legal_moves": {PHASE_LABEL[ph]: _stats(v) for ph, v in legal.items() if v},
        "apply": _stats(applied_all),
        "apply_by_phase": {PHASE_LABEL[ph]: _stats(v) for ph, v in applied.items() if v},
    }


# -- planning-node expansion ---------------------------------------------------


def bench_expansion(players: int, games: int) -> dict[str, Any]:
    """Expand planning nodes as a search does, each from cold caches.

    The nodes are every third planning decision of random games; the children
    are all their legal moves (the Plan moves and the free actions). One
    expansion lists the node's moves, applies each, and lists each child's
    moves; the caches are emptied before each node, so nothing is reused from
    the game's line or from another node. Each node is expanded three times
    and its quickest time counts.
    """
    nodes = []
    for seed in range(SEED_EXPANSION, SEED_EXPANSION + games):
        for state, move in random_game(players, seed):
            if move is not None and state.phase == Phase.PLANNING and not state.is_chance:
                nodes.append(state)
    nodes = nodes[::3]
    legal_moves, apply = vanuatu.legal_moves, vanuatu.apply
    times = []
    children = 0
    clock = time.process_time
    for node in nodes:
        quickest = float("inf")
        for _ in range(REPEATS):
            clear_caches()
            t = clock()
            moves = legal_moves(node)
            for move in moves:
                legal_moves(apply(node, move))
            quickest = min(quickest, clock() - t)
        times.append(quickest)
        children += len(moves)
    return {
        "players": players,
        "nodes": len(nodes),
        "children_per_node": children / len(nodes),
        "median_ms": statistics.median(times) * 1e3,
        "mean_ms": statistics.mean(times) * 1e3,
        "per_child_us": sum(times) / children * 1e6,
    }


# -- many states held ---------------------------------------------------------


def _collect_states(count: int) -> tuple[set[vanuatu.GameState], int]:
    """``count`` distinct states of random 3-player games, all held at once."""
    held: set[vanuatu.GameState] = set()
    seed = SEED_HELD
    while len(held) < count:
        for state, _ in random_game(3, seed):
            held.add(state)
            if len(held) >= count:
                break
        seed += 1
    return held, seed - SEED_HELD


def bench_held(count: int) -> dict[str, Any]:
    """Hold ``count`` distinct states: the memory they take (with the library's
    caches, then without), and the time to play the games that make them with
    the garbage collector on (its longest pause too) and in ``search_mode``."""
    out: dict[str, Any] = {"states": count}
    pauses: list[float] = []
    started = [0.0]

    def on_gc(phase: str, info: dict[str, int]) -> None:
        if phase == "start":
            started[0] = time.perf_counter()
        else:
            pauses.append(time.perf_counter() - started[0])

    gc.collect()
    clear_caches()
    gc.callbacks.append(on_gc)
    try:
        t = time.process_time()
        held, games = _collect_states(count)
        out["gc_on_seconds"] = time.process_time() - t
    finally:
        gc.callbacks.remove(on_gc)
    out["games"] = games
    out["gc_on_longest_pause_ms"] = max(pauses, default=0.0) * 1e3
    out["gc_on_collections"] = len(pauses)
    del held
    gc.collect()
    clear_caches()
    with search_mode():
        t = time.process_time()
        held, _ = _collect_states(count)
        out["search_mode_seconds"] = time.process_time() - t
        del held
    gc.collect()
    clear_caches()
    tracemalloc.start()
    try:
        with search_mode():
            before = tracemalloc.get_traced_memory()[0]
            held, _ = _collect_states(count)
            out["bytes_with_caches"] = tracemalloc.get_traced_memory()[0] - before
            clear_caches()
            out["bytes_without_caches"] = tracemalloc.get_traced_memory()[0] - before
            del held
    finally:
        tracemalloc.stop()
    return out


# -- validation ---------------------------------------------------------------


def _record_moves(players: int, seed: int) -> list[Move]:
    return [m for _, m in random_game(players, seed) if m is not None]


Validator = tuple[str, Callable[[Options, list[Move]], object], Callable[[object], None]]


def _validators() -> list[Validator]:
    """``(label, prepare, check)`` of each way to validate a record:
    :func:`vanuatu.validate` over the text form of the record when the library
    has it, and always a plain replay checking every move with ``explain``
    before applying it. ``prepare`` is not timed."""
    out: list[Validator] = []
    validate = getattr(vanuatu, "validate_text", None)
    validate = getattr(sys.modules.get("vanuatu.validate"), "validate_text", validate)
    record_type = getattr(vanuatu, "Record", None)
    if callable(validate) and record_type is not None:

        def to_text(options: Options, moves: list[Move]) -> object:
            return record_type(options=options, moves=tuple(moves)).to_text()

        def check(text: object) -> None:
            report = validate(text)
            if not (report.valid and report.complete):
                raise AssertionError(f"a random game's record does not validate: {report}")

        out.append(("vanuatu.validate(text of the record)", to_text, check))

    def keep(options: Options, moves: list[Move]) -> object:
        return options, moves

    def replay(record: object) -> None:
        assert isinstance(record, tuple)
        options: Options = record[0]
        moves: list[Move] = record[1]
        state = vanuatu.new_game(options)
        for move in moves:
            violation = vanuatu.explain(state, move)
            if violation is not None:
                raise AssertionError(str(violation))
            state = vanuatu.apply(state, move)
        vanuatu.final_scores(state)

    out.append(("replay: explain + apply of each move", keep, replay))
    return out


def bench_validation(players: tuple[int, ...], games: int) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for label, prepare, check in _validators():
        per: dict[int, Any] = {}
        for n in players:
            options = Options(players=n)
            moves = [_record_moves(n, SEED_RECORDS + s) for s in range(games)]
            records = [prepare(options, m) for m in moves]
            elapsed = float("inf")
            for _ in range(REPEATS):
                clear_caches()  # the records were just played: validate them cold
                start = time.process_time()
                for record in records:
                    check(record)
                elapsed = min(elapsed, time.process_time() - start)
            per[n] = {
                "records": games,
                "records_per_s": games / elapsed,
                "moves_per_s": sum(map(len, moves)) / elapsed,
            }
        out[label] = per
    return out


# -- memory -------------------------------------------------------------------


def bench_memory(players: int) -> dict[str, Any]:
    states = [s for s, _ in random_game(players, SEED_MEMORY)]
    mid = next(s for s in states[len(states) // 2 :] if s.phase == Phase.ACTIONS)
    shared = states[0].options
    one = deep_size(mid, exclude=shared)
    whole = deep_size(states, exclude=shared)
    return {
        "players": players,
        "states": len(states),
        "one_state_bytes": one,
        "all_states_bytes": whole,
        "all_states_over_moves_x_one": whole / (len(states) * one),
        "catalog_bytes_shared": deep_size(shared),
    }


# -- report -------------------------------------------------------------------


def run(games: int, quick: bool) -> dict[str, Any]:
    counts = tuple(player_counts())
    calls_games = max(2, games // 4)
    records = max(3, games // 2)
    clear_caches()
    games_figures = [bench_games(n, games) for n in counts]
    for g in games_figures:
        js = JS_GAMES_PER_S.get(g["players"])
        g["times_js_engine"] = None if js is None else g["games_per_s"] / js
    return {
        "python": sys.version.split()[0],
        "compiled": getattr(vanuatu, "COMPILED", False),
        "games": games_figures,
        "expansion": bench_expansion(3, max(3, games // 4)),
        "calls": bench_calls(tuple(n for n in counts if n >= 3), calls_games),
        "validation": bench_validation((3, 4), records),
        "memory": [bench_memory(n) for n in (3, 5)],
        "held": bench_held(HELD_STATES // 5 if quick else HELD_STATES),
        "settings": {"games_per_count": games, "call_games_per_count": calls_games,
                     "records_per_count": records, "quick": quick},
    }


def print_table(r: dict[str, Any]) -> None:
    build = "compiled (mypyc)" if r["compiled"] else "pure Python"
    print(f"vanuatu {vanuatu.__version__} on Python {r['python']}, one core (CPU time)")
    print(f"vanuatu.COMPILED = {r['compiled']} ({build})")
    print("\nRandom full games (uniformly random legal moves, seeded chance)")
    print(f"  {'players':>7} {'games':>6} {'games/s':>9} {'moves/s':>9} {'moves/game':>11} "
          f"{'x JS engine':>12}")
    for g in r["games"]:
        ratio = "" if g["times_js_engine"] is None else f"{g['times_js_engine']:.0f}"
        print(f"  {g['players']:>7} {g['games']:>6} {g['games_per_s']:>9.2f} "
              f"{g['moves_per_s']:>9.0f} {g['moves_per_game']:>11.1f} {ratio:>12}")
    e = r["expansion"]
    print(f"\nPlanning-node expansion, cold caches ({e['players']} players, {e['nodes']} nodes, "
          f"{e['children_per_node']:.1f} children each)")
    print(f"  per node: median {e['median_ms']:.2f} ms, mean {e['mean_ms']:.2f} ms; "
          f"per child {e['per_child_us']:.0f} µs")
    c = r["calls"]
    print("\nPer call, cold (every state new), 3-5 players")
    print(f"  {'call':<28} {'calls':>7} {'median µs':>10} {'p99 µs':>10}")
    for label, s in c["legal_moves"].items():
        print(f"  {'legal_moves ' + label:<28} {s['calls']:>7} {s['median_us']:>10.1f} "
              f"{s['p99_us']:>10.1f}")
    s = c["apply"]
    print(f"  {'apply (all moves)':<28} {s['calls']:>7} {s['median_us']:>10.1f} "
          f"{s['p99_us']:>10.1f}")
    for label, s in c["apply_by_phase"].items():
        print(f"  {'  apply ' + label:<28} {s['calls']:>7} {s['median_us']:>10.1f} "
              f"{s['p99_us']:>10.1f}")
    print("\nValidation of complete records (cold caches)")
    for label, per in r["validation"].items():
        for n, s in per.items():
            print(f"  {label:<38} {n} players: {s['records_per_s']:6.1f} records/s "
                  f"({s['moves_per_s']:.0f} moves/s, {s['records']} records)")
    print("\nMemory (deep size, shared objects once, component catalog excluded)")
    for m in r["memory"]:
        print(f"  {m['players']} players: one mid-game state {m['one_state_bytes']:,} B; "
              f"all {m['states']} states {m['all_states_bytes']:,} B "
              f"= {m['all_states_over_moves_x_one']:.3f} x (states x one state)")
    print(f"  (the shared catalog and options: {r['memory'][0]['catalog_bytes_shared']:,} B)")
    h = r["held"]
    print(f"\n{h['states']:,} distinct states held at once (3 players, {h['games']} games)")
    print(f"  memory (tracemalloc): {h['bytes_with_caches'] / 1e6:.1f} MB with the library's "
          f"caches, {h['bytes_without_caches'] / 1e6:.1f} MB without "
          f"({h['bytes_without_caches'] / h['states']:.0f} B per state)")
    print(f"  playing them, collector on: {h['gc_on_seconds']:.2f} s "
          f"({h['gc_on_collections']} collections, longest pause "
          f"{h['gc_on_longest_pause_ms']:.0f} ms); in vanuatu.search_mode(): "
          f"{h['search_mode_seconds']:.2f} s")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description="Benchmarks of the vanuatu rules core.")
    ap.add_argument("--quick", action="store_true", help="fewer games (a rough look)")
    ap.add_argument("--json", action="store_true", help="print JSON instead of a table")
    ap.add_argument("--games", type=int, default=None,
                    help="random games per player count (default 40, 8 with --quick)")
    args = ap.parse_args(argv)
    games = args.games if args.games is not None else (8 if args.quick else 40)
    result = run(games, args.quick)
    if args.json:
        print(json.dumps(result, indent=2))
    else:
        print_table(result)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
