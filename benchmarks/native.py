"""The native core against the pure Python rules, side by side in one run (by
hand, never part of the test suite; needs ``pip install ./native``).

    nice -n 15 python benchmarks/native.py            # the table
    nice -n 15 python benchmarks/native.py --quick    # fewer repetitions
    nice -n 15 python benchmarks/native.py --compiled /tmp/compiled/bin/python

``--compiled PYTHON`` adds the compiled build (mypyc, ``VANUATU_COMPILE=1 pip
install .`` into another virtual environment): the pure-rules measurements run
again in that interpreter, in a subprocess (``--pure-only``, which prints them
as JSON), and the table gets a column for it and its ratios.

The core plays whole games (:data:`vanuatu.native.COVERAGE`):

* **batch**: random whole games per second played inside one native call
  (:func:`vanuatu.native.random_games`) against the same random games through
  :func:`vanuatu.legal_moves` and :func:`vanuatu.apply_unchecked`;
* **per move from Python**: one listing of the legal ids (or chance outcome ids)
  and one apply, called from Python on every position of seeded random games,
  native (:class:`~vanuatu.native.NativeState`) against pure
  (:mod:`vanuatu.action_ids` and :func:`vanuatu.apply_unchecked`);
* **conversion**: :meth:`~vanuatu.native.NativeState.from_state` and
  :meth:`~vanuatu.native.NativeState.to_state` of one position;
* **final scores** (R8): :meth:`~vanuatu.native.NativeState.final_totals`
  against :func:`vanuatu.final_scores`;
* **memory** of one position: the bytes the core holds
  (:meth:`~vanuatu.native.NativeState.size_in_bytes`) and the length of its wire
  form, against the bytes ``tracemalloc`` counts for a Python
  :class:`~vanuatu.GameState` unpickled whole (nothing shared with other states).

Times are the processor time of the process that measures (``time.process_time``).
"""

from __future__ import annotations

import argparse
import json
import pickle
import random
import statistics
import subprocess
import sys
import time
import tracemalloc
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests" / "support"))
from random_play import random_game

import vanuatu
from vanuatu import GameState, Options, action_ids, native


def _rate(work: Callable[[], int], repeat: int) -> float:
    """Units of ``work`` per processor second, the best of ``repeat`` runs."""
    best = 0.0
    for _ in range(repeat):
        started = time.process_time()
        units = work()
        spent = max(time.process_time() - started, 1e-9)
        best = max(best, units / spent)
    return best


def _pure_game(state: GameState, rng: random.Random) -> int:
    """One random game from ``state`` through the pure rules: its move count."""
    made = 0
    while not state.is_over:
        if state.is_chance:
            move = vanuatu.sample_chance(state, rng)
        else:
            move = rng.choice(vanuatu.legal_moves(state))
        state = vanuatu.apply_unchecked(state, move)
        made += 1
    return made


def _positions(players: int, games: int) -> list[GameState]:
    out: list[GameState] = []
    for seed in range(games):
        states, _ = random_game(Options(players=players), seed)
        out += [s for s in states if not s.is_over]
    return out


def _step_pure(state: GameState) -> None:
    if state.is_chance:
        found = action_ids.chance_outcome_ids(state)
        vanuatu.apply_unchecked(state, action_ids.decode_chance(found[0][0], state, check=False))
    else:
        ids = action_ids.legal_action_ids(state)
        vanuatu.apply_unchecked(state, action_ids.decode(ids[0], state, check=False))


def _step_native(core: native.NativeState) -> None:
    if core.is_chance():
        core.apply(core.chance_outcome_ids()[0][0])
    else:
        core.apply(core.legal_action_ids()[0])


def _batch_pure(players: int, games: int, repeat: int) -> float:
    """Whole random games per second through the pure rules."""
    start = vanuatu.new_game(Options(players=players))
    rng = random.Random(players)
    pure_games = max(1, games // 50)

    def pure() -> int:
        for _ in range(pure_games):
            _pure_game(start, rng)
        return pure_games

    return _rate(pure, max(1, repeat // 2))


def _batch_native(players: int, games: int, repeat: int) -> float:
    """Whole random games per second inside :func:`vanuatu.native.random_games`."""
    core = native.NativeState.from_state(vanuatu.new_game(Options(players=players)))
    seeds = iter(range(10**6))
    return _rate(lambda: len(native.random_games(core, games, next(seeds))), repeat)


def _per_move_pure(players: int, games: int, repeat: int) -> float:
    states = _positions(players, games)

    def pure_steps() -> int:
        for s in states:
            _step_pure(s)
        return len(states)

    return _rate(pure_steps, repeat)


def _per_move_native(players: int, games: int, repeat: int) -> float:
    cores = [native.NativeState.from_state(s) for s in _positions(players, games)]

    def native_steps() -> int:
        for c in cores:
            _step_native(c)
        return len(cores)

    return _rate(native_steps, repeat)


def _scores_pure(repeat: int) -> float:
    states = _positions(4, 2)

    def scores() -> int:
        for s in states:
            vanuatu.final_scores(s)
        return len(states)

    return _rate(scores, repeat)


def _scores_native(repeat: int) -> float:
    cores = [native.NativeState.from_state(s) for s in _positions(4, 2)]

    def scores() -> int:
        for c in cores:
            c.final_totals()
        return len(cores)

    return _rate(scores, repeat)


#: The rows measured in both builds of the rules and in the core, in order.
ROWS = [
    *(f"batch: random whole games/s, {p}p" for p in (3, 4, 5)),
    *(f"per move from Python: legal + apply, {p}p" for p in (3, 4)),
    "final scores R8, 4p",
]


def _rates(quick: bool, batch: Callable[[int, int, int], float],
           per_move: Callable[[int, int, int], float],
           scores: Callable[[int], float]) -> dict[str, float]:
    """The rate of every row of :data:`ROWS`, measured by ``batch`` (whole random
    games), ``per_move`` (moves one at a time) and ``scores``."""
    repeat = 2 if quick else 5
    games, moves = (50, 2) if quick else (200, 5)
    rates = [batch(p, games, repeat) for p in (3, 4, 5)]
    rates += [per_move(p, moves, repeat) for p in (3, 4)]
    rates.append(scores(repeat))
    return dict(zip(ROWS, rates, strict=True))


def _pure_rates(quick: bool) -> dict[str, float]:
    """The pure-rules rate of every row of :data:`ROWS` in this interpreter."""
    return _rates(quick, _batch_pure, _per_move_pure, _scores_pure)


def _native_rates(quick: bool) -> dict[str, float]:
    """The native rate of every row of :data:`ROWS`."""
    return _rates(quick, _batch_native, _per_move_native, _scores_native)


def _compiled_rates(python: str, quick: bool) -> dict[str, float]:
    """:func:`_pure_rates` measured by ``python``, where the compiled build is installed."""
    command = [python, str(Path(__file__).resolve()), "--pure-only"]
    if quick:
        command.append("--quick")
    try:
        done = subprocess.run(command, capture_output=True, text=True, check=False)
    except OSError as error:
        raise SystemExit(f"--compiled {python}: cannot run it ({error})") from None
    if done.returncode != 0:
        raise SystemExit(f"--compiled {python} failed:\n{done.stderr.strip()}")
    found = json.loads(done.stdout)
    if not found["compiled"]:
        raise SystemExit(f"--compiled {python}: its vanuatu is not the compiled build "
                         "(VANUATU_COMPILE=1 pip install .)")
    rates: dict[str, float] = found["rates"]
    return rates


def _python_bytes(state: GameState) -> int:
    """The bytes ``tracemalloc`` counts for ``state`` unpickled whole."""
    blob = pickle.dumps(state)
    tracemalloc.start()
    try:
        before = tracemalloc.get_traced_memory()[0]
        copy = pickle.loads(blob)
        after = tracemalloc.get_traced_memory()[0]
    finally:
        tracemalloc.stop()
    del copy
    return after - before


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="fewer repetitions")
    parser.add_argument("--compiled", metavar="PYTHON",
                        help="the interpreter of a virtual environment with the compiled "
                             "build installed: adds its column")
    parser.add_argument("--pure-only", action="store_true",
                        help="only the pure-rules measurements, as JSON (for --compiled)")
    args = parser.parse_args(argv)
    if args.pure_only:
        print(json.dumps({"compiled": vanuatu.COMPILED, "rates": _pure_rates(args.quick)}))
        return 0
    if not native.NATIVE:
        print("the native core is not installed: pip install ./native", file=sys.stderr)
        return 2
    repeat = 2 if args.quick else 5
    print(f"vanuatu {vanuatu.__version__}, compiled={vanuatu.COMPILED}, native={native.NATIVE}"
          + (f", compiled build: {args.compiled}" if args.compiled else ""))
    pure = _pure_rates(args.quick)
    compiled = _compiled_rates(args.compiled, args.quick) if args.compiled else None
    fast = _native_rates(args.quick)
    print(f"{'measure':46} {'pure':>10} {'compiled':>10} {'native':>10} "
          f"{'comp/pure':>9} {'nat/pure':>9} {'nat/comp':>9}")
    for name in ROWS:
        if compiled is None:
            middle, ratios = f"{'-':>10}", f"{'-':>9} {fast[name] / pure[name]:>8.1f}x {'-':>9}"
        else:
            c = compiled[name]
            middle = f"{c:>10.1f}"
            ratios = (f"{c / pure[name]:>8.1f}x {fast[name] / pure[name]:>8.1f}x "
                      f"{fast[name] / c:>8.1f}x")
        print(f"{name:46} {pure[name]:>10.1f} {middle} {fast[name]:>10.1f} {ratios}")
    states = _positions(4, 2)
    cores = [native.NativeState.from_state(s) for s in states]

    def convert_in() -> int:
        for s in states:
            native.NativeState.from_state(s)
        return len(states)

    def convert_out() -> int:
        for c in cores:
            c.to_state()
        return len(cores)

    print(f"{'conversion from_state, 4p (native only, /s)':46} {'':>21} "
          f"{_rate(convert_in, repeat):>10.0f}")
    print(f"{'conversion to_state, 4p (native only, /s)':46} {'':>21} "
          f"{_rate(convert_out, repeat):>10.0f}")
    sample = states[:: max(1, len(states) // 40)]
    pure_bytes = statistics.median(_python_bytes(s) for s in sample)
    native_bytes = statistics.median(native.NativeState.from_state(s).size_in_bytes()
                                     for s in sample)
    wire = statistics.median(len(native._state_wire(s)) for s in sample)
    print(f"{'memory of one position, 4p (median bytes)':46} {pure_bytes:>10.0f} {'':>10} "
          f"{native_bytes:>10.0f} {'':>9} {pure_bytes / native_bytes:>8.1f}x smaller")
    print(f"{'wire form of one position, 4p (median ints)':46} {'':>21} {wire:>10.0f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
