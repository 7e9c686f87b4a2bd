"""Random games per second through each adapter, against the native API.

    python benchmarks/adapters.py                 # 20 games each, 4 players
    python benchmarks/adapters.py --games 50 --players 2 3 4 5

Every way plays the same kind of game: at each player decision a uniformly
random legal move, at each chance event an outcome drawn with its probability.

* ``native``: ``vanuatu.legal_moves`` / ``chance_outcomes`` / ``apply_unchecked``;
* ``action ids``: the same through :mod:`vanuatu.action_ids` (``legal_action_ids``,
  ``decode``, ``chance_outcome_ids``), what any adapter pays at least;
* ``openspiel``: ``pyspiel.load_game("python_vanuatu(...,core=python)")``,
  ``legal_actions``, ``chance_outcomes``, ``apply_action``;
* ``openspiel+obs``: the same, reading the observation tensor of the player to
  act at every decision (what a learning agent does);
* ``os native`` and ``os native+obs``: the same two with ``core=native`` (the
  adapter's state on the native core, :mod:`vanuatu.native`; skipped without it);
* ``pettingzoo``: ``vanuatu.pettingzoo.env``'s ``agent_iter`` / ``last`` / ``step``
  (every ``last`` builds the observation and the action mask).

Figures are CPU seconds of the process (``time.process_time``). A framework
that is not installed is skipped.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import vanuatu
import vanuatu.native
from vanuatu import Options, action_ids


def native(options: Options, seed: int) -> int:
    rng = random.Random(seed)
    state = vanuatu.new_game(options)
    moves = 0
    while not state.is_over:
        if state.is_chance:
            move = vanuatu.sample_chance(state, rng)
        else:
            move = rng.choice(vanuatu.legal_moves(state))
        state = vanuatu.apply_unchecked(state, move)
        moves += 1
    return moves


def with_ids(options: Options, seed: int) -> int:
    rng = random.Random(seed)
    state = vanuatu.new_game(options)
    moves = 0
    while not state.is_over:
        if state.is_chance:
            outs = action_ids.chance_outcome_ids(state)
            i = rng.choices([i for i, _ in outs], weights=[w for _, w in outs])[0]
            move: vanuatu.Move = action_ids.decode_chance(i, state, check=False)
        else:
            i = rng.choice(action_ids.legal_action_ids(state))
            move = action_ids.decode(i, state, check=False)
        state = vanuatu.apply_unchecked(state, move)
        moves += 1
    return moves


def openspiel(options: Options, seed: int, observe: bool = False, core: str = "python") -> int:
    import pyspiel

    import vanuatu.openspiel  # registers the game

    if core == "native" and not vanuatu.native.NATIVE:
        raise ImportError("the native core")
    game = pyspiel.load_game("python_vanuatu", {
        "players": options.players, "characters": options.characters,
        "rising_waters": options.rising_waters, "core": core})
    rng = random.Random(seed)
    state = game.new_initial_state()
    moves = 0
    while not state.is_terminal():
        if state.is_chance_node():
            outs = state.chance_outcomes()
            action = rng.choices([a for a, _ in outs], weights=[w for _, w in outs])[0]
        else:
            if observe:
                state.observation_tensor(state.current_player())
            action = rng.choice(state.legal_actions())
        state.apply_action(action)
        moves += 1
    return moves


def pettingzoo(options: Options, seed: int) -> int:
    import numpy as np

    from vanuatu.adapters.pettingzoo import env

    e = env(options=options)
    e.reset(seed=seed)
    rng = random.Random(seed)
    moves = 0
    for _agent in e.agent_iter():
        obs, _, term, trunc, _ = e.last()
        action = None if term or trunc else int(rng.choice(np.flatnonzero(obs["action_mask"])))
        e.step(action)
        moves += 1
    return moves


WAYS: dict[str, Callable[[Options, int], int]] = {
    "native": native,
    "action ids": with_ids,
    "openspiel": openspiel,
    "openspiel+obs": lambda o, s: openspiel(o, s, observe=True),
    "os native": lambda o, s: openspiel(o, s, core="native"),
    "os native+obs": lambda o, s: openspiel(o, s, observe=True, core="native"),
    "pettingzoo": pettingzoo,
}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=20, help="games per way and player count")
    parser.add_argument("--players", type=int, nargs="+", default=[4])
    parser.add_argument("--rising-waters", action="store_true")
    args = parser.parse_args()
    print(f"{'players':>7}  {'way':<14} {'games/s':>8} {'moves/s':>9} {'vs native':>9}")
    for n in args.players:
        options = Options(players=n, rising_waters=args.rising_waters)
        base = None
        for name, way in WAYS.items():
            try:
                way(options, 0)  # warm the caches and the imports
            except ImportError:
                print(f"{n:>7}  {name:<14} {'(framework not installed)':>28}")
                continue
            start = time.process_time()
            moves = sum(way(options, seed) for seed in range(1, args.games + 1))
            spent = time.process_time() - start
            rate = args.games / spent
            base = rate if base is None else base
            print(f"{n:>7}  {name:<14} {rate:8.1f} {moves / spent:9.0f} {rate / base:8.2f}x")


if __name__ == "__main__":
    main()
