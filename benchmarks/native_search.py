"""The ISMCTS bot with its playouts in Python against the same bot with its
playouts in the native core (``ismcts:core=python`` and ``core=native``), at
the same settings, by hand (never part of the test suite; needs ``pip install
./native``):

    nice -n 15 python benchmarks/native_search.py                  # 3 and 4 players
    nice -n 15 python benchmarks/native_search.py --players 4 --rising-waters
    nice -n 15 python benchmarks/native_search.py --iterations 50 --positions 3

The positions are the decisions of a seeded game among heuristic bots where the
player to act has more than one move (character selection, planning, actions),
``--positions`` of each phase; each is searched by both bots with the same
iterations and seed. The figure is ISMCTS iterations per processor second of
this process (``time.process_time``), by phase and in all; the native column
also says how much of its time the native playouts took (the rest is the tree,
the determinizations and the moves of the tree, in Python).
"""

from __future__ import annotations

import argparse
import time
from collections.abc import Callable
from typing import Any

import vanuatu
from vanuatu import GameState, Options, Phase, native
from vanuatu.bots import IsmctsBot, make_bot, view_for
from vanuatu.bots import ismcts_native as ismcts_native_module

PHASES = (Phase.CHARACTERS, Phase.PLANNING, Phase.ACTIONS)


def positions(options: Options, per_phase: int, seed: int) -> list[tuple[GameState, list[Any]]]:
    """``per_phase`` decisions of each phase of :data:`PHASES` of a seeded game
    among heuristic bots (with the moves before each), games after games until found."""
    found: dict[Phase, list[tuple[GameState, list[Any]]]] = {p: [] for p in PHASES}
    while any(len(v) < per_phase for v in found.values()):
        game = vanuatu.Game(options=options, seed=seed)
        bots = [make_bot("heuristic", seed + i) for i in range(options.players)]
        step = 0
        while not game.is_over():
            state = game.state
            view = view_for(state, state.to_act, game.moves)
            mine = found.get(state.phase)
            if (mine is not None and len(mine) < per_phase and step % 3 == 0
                    and len(view.legal_moves) > 2):
                mine.append((state, list(game.moves)))
            game.play(bots[state.to_act].choose(view))
            step += 1
        seed += 1
    return [item for phase in PHASES for item in found[phase]]


def _timed_playouts() -> Callable[[], float]:
    """Count the processor time of the native playouts; the reader of the total."""
    spent = [0.0]
    search = ismcts_native_module.NativeVanuatuSearch
    original = search.playout

    def timed(*args: Any, **kwargs: Any) -> Any:
        started = time.process_time()
        try:
            return original(*args, **kwargs)
        finally:
            spent[0] += time.process_time() - started

    search.playout = timed  # type: ignore[method-assign]
    return lambda: spent[0]


def measure(options: Options, core: str, found: list[tuple[GameState, list[Any]]],
            iterations: int) -> dict[Phase | None, tuple[int, float]]:
    """``(iterations, processor seconds)`` by phase and in all (key ``None``)."""
    out: dict[Phase | None, tuple[int, float]] = {}
    for k, (state, history) in enumerate(found):
        bot = make_bot(f"ismcts:iterations={iterations},core={core}", seed=k)
        assert isinstance(bot, IsmctsBot)
        view = view_for(state, state.to_act, history)
        started = time.process_time()
        bot.choose(view)
        spent = time.process_time() - started
        for key in (state.phase, None):
            done, seconds = out.get(key, (0, 0.0))
            out[key] = (done + bot.stats.iterations, seconds + spent)
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--players", type=int, nargs="+", default=[3, 4])
    parser.add_argument("--iterations", type=int, default=100)
    parser.add_argument("--positions", type=int, default=3, help="decisions per phase")
    parser.add_argument("--rising-waters", action="store_true")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    if not native.NATIVE:
        raise SystemExit("the native core is not installed: pip install ./native")
    playout_seconds = _timed_playouts()
    print(f"ISMCTS iterations per processor second, {args.iterations} iterations a decision, "
          f"{args.positions} decisions a phase" + (", Rising Waters" if args.rising_waters
                                                  else ""))
    print(f"{'players':>7}  {'phase':<10} {'python':>8} {'native':>8} {'ratio':>6}"
          f"  {'native playouts':>15}")
    for players in args.players:
        options = Options(players=players, rising_waters=args.rising_waters)
        found = positions(options, args.positions, args.seed)
        pure = measure(options, "python", found, args.iterations)
        before = playout_seconds()
        fast = measure(options, "native", found, args.iterations)
        share = (playout_seconds() - before) / max(fast[None][1], 1e-9)
        for key in (*PHASES, None):
            p_rate = pure[key][0] / max(pure[key][1], 1e-9)
            n_rate = fast[key][0] / max(fast[key][1], 1e-9)
            name = "all" if key is None else key.name.lower()
            tail = f"  {share:>14.0%}" if key is None else ""
            print(f"{players:>7}  {name:<10} {p_rate:>8.0f} {n_rate:>8.0f} "
                  f"{n_rate / p_rate:>5.1f}x{tail}")


if __name__ == "__main__":
    main()
