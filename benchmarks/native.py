"""The native core against the pure Python rules, side by side in one run (by
hand, never part of the test suite; needs ``pip install ./native``).

    nice -n 15 python benchmarks/native.py            # the table
    nice -n 15 python benchmarks/native.py --quick    # fewer repetitions

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

Times are the processor time of this process (``time.process_time``).
"""

from __future__ import annotations

import argparse
import pickle
import random
import statistics
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


def _batch(players: int, games: int, repeat: int) -> tuple[float, float]:
    """Whole random games per second, pure and native."""
    start = vanuatu.new_game(Options(players=players))
    core = native.NativeState.from_state(start)
    rng = random.Random(players)
    pure_games = max(1, games // 50)

    def pure() -> int:
        for _ in range(pure_games):
            _pure_game(start, rng)
        return pure_games

    seeds = iter(range(10**6))
    fast = _rate(lambda: len(native.random_games(core, games, next(seeds))), repeat)
    return _rate(pure, max(1, repeat // 2)), fast


def _per_move(players: int, games: int, repeat: int) -> tuple[float, float]:
    states = _positions(players, games)
    cores = [native.NativeState.from_state(s) for s in states]

    def pure_steps() -> int:
        for s in states:
            _step_pure(s)
        return len(states)

    def native_steps() -> int:
        for c in cores:
            _step_native(c)
        return len(cores)

    return _rate(pure_steps, repeat), _rate(native_steps, repeat)


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
    args = parser.parse_args(argv)
    if not native.NATIVE:
        print("the native core is not installed: pip install ./native", file=sys.stderr)
        return 2
    repeat = 2 if args.quick else 5
    print(f"vanuatu {vanuatu.__version__}, compiled={vanuatu.COMPILED}, native={native.NATIVE}")
    print(f"{'measure':52} {'pure':>12} {'native':>12} {'ratio':>7}")

    def row(name: str, pure: float, fast: float, unit: str) -> None:
        print(f"{name:52} {pure:>10.1f}{unit} {fast:>10.1f}{unit} {fast / pure:>6.1f}x")

    for players in (3, 4, 5):
        pure, fast = _batch(players, 50 if args.quick else 200, repeat)
        row(f"batch: random whole games/s, {players}p", pure, fast, "/s")
    for players in (3, 4):
        pure, fast = _per_move(players, 2 if args.quick else 5, repeat)
        row(f"per move from Python: legal + apply, {players}p", pure, fast, "/s")
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

    print(f"{'conversion from_state, 4p (native only)':52} {'':>12} "
          f"{_rate(convert_in, repeat):>10.0f}/s")
    print(f"{'conversion to_state, 4p (native only)':52} {'':>12} "
          f"{_rate(convert_out, repeat):>10.0f}/s")

    def scores_pure() -> int:
        for s in states:
            vanuatu.final_scores(s)
        return len(states)

    def scores_native() -> int:
        for c in cores:
            c.final_totals()
        return len(cores)

    row("final scores R8, 4p", _rate(scores_pure, repeat), _rate(scores_native, repeat), "/s")
    sample = states[:: max(1, len(states) // 40)]
    pure_bytes = statistics.median(_python_bytes(s) for s in sample)
    native_bytes = statistics.median(native.NativeState.from_state(s).size_in_bytes()
                                     for s in sample)
    wire = statistics.median(len(native._state_wire(s)) for s in sample)
    print(f"{'memory of one position, 4p (median bytes)':52} {pure_bytes:>10.0f} B "
          f"{native_bytes:>10.0f} B {pure_bytes / native_bytes:>6.1f}x smaller")
    print(f"{'wire form of one position, 4p (median integers)':52} {'':>12} {wire:>10.0f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
