"""How often :func:`vanuatu.apply` returns to a module it had left, measured
while it runs: the calls that receive the state (a
:class:`~vanuatu.GameState` argument) are followed in order, each run of calls
in one module of ``vanuatu`` is a *stay*, and a stay in a module met before in
the same ``apply`` is a *return*.

    python benchmarks/module_trips.py                  # 3 players, seed 0
    python benchmarks/module_trips.py --players 2 --rising-waters --seed 1

Prints, per kind of move, how many were applied and the most stays, modules
and returns of one ``apply``, and the move that made the most returns with
its route. Nothing is timed; the figures depend only on the code and the seed.
"""

from __future__ import annotations

import argparse
import random
import sys
from pathlib import Path
from types import FrameType
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import vanuatu
from vanuatu import GameState, Move, Options

PACKAGE = Path(vanuatu.__file__).resolve().parent


def kind(state: GameState, move: Move) -> str:
    """The kind of a move: its class, with the phase or the chance event."""
    if isinstance(move, vanuatu.ChanceMove):
        return f"chance {move.event}"
    return f"{type(move).__name__} ({state.phase.word})"


def route(state: GameState, move: Move) -> list[str]:
    """The modules of the calls that receive a state during ``apply(state, move)``,
    consecutive calls in one module counted once."""
    stays: list[str] = []

    def profile(frame: FrameType, event: str, arg: Any) -> None:
        if event != "call":
            return
        path = Path(frame.f_code.co_filename)
        if PACKAGE not in path.parents:
            return
        code = frame.f_code
        names = code.co_varnames[: code.co_argcount]
        if not any(isinstance(frame.f_locals.get(n), GameState) for n in names):
            return
        module = str(path.relative_to(PACKAGE))
        if not stays or stays[-1] != module:
            stays.append(module)

    sys.setprofile(profile)
    try:
        vanuatu.apply(state, move)
    finally:
        sys.setprofile(None)
    return stays


def returns(stays: list[str]) -> int:
    return len(stays) - len(set(stays))


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--players", type=int, default=3)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--rising-waters", action="store_true")
    args = ap.parse_args(argv)
    rng = random.Random(args.seed)
    state = vanuatu.new_game(Options(players=args.players, rising_waters=args.rising_waters))
    worst: dict[str, tuple[int, int, int, int, list[str], str]] = {}
    while not state.is_over:
        if state.is_chance:
            move = vanuatu.sample_chance(state, rng)
        else:
            move = rng.choice(vanuatu.legal_moves(state))
        stays = route(state, move)
        k = kind(state, move)
        r = returns(stays)
        n, most_stays, most_rooms, most_returns, top, top_move = worst.get(
            k, (0, 0, 0, -1, [], ""))
        if r > most_returns:
            most_returns, top, top_move = r, stays, str(move)
        worst[k] = (n + 1, max(most_stays, len(stays)), max(most_rooms, len(set(stays))),
                    most_returns, top, top_move)
        state = vanuatu.apply(state, move)
    print(f"{'move kind':32} {'moves':>6} {'stays':>6} {'modules':>8} {'returns':>8}")
    for k in sorted(worst):
        n, s, m, r, _, _ = worst[k]
        print(f"{k:32} {n:6} {s:6} {m:8} {r:8}")
    top = max(worst.values(), key=lambda w: w[3])
    print(f"\nmost returns: {top[3]}, by {top[5]!r}:\n  " + " > ".join(top[4]))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
