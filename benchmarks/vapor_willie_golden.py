"""Behaviour digest of Vapor Willie's rules and bots, to check that an optimisation
changes nothing: plays seeded random games (every legal-move list, move, state and
the final scores) and seeded bot games (every choice of the heuristic and ISMCTS bots).

    python benchmarks/vapor_willie_golden.py            # write $TMPDIR/vapor-willie-golden.txt
    python benchmarks/vapor_willie_golden.py --check    # compare with it
    python benchmarks/vapor_willie_golden.py --games 5 --out /tmp/g.txt

Each line is one game: its kind (``random`` or the bot specs), player count, seed, move
count, and a SHA-256 over the game's legal-move lists (random games), moves, state
reprs, the :func:`vapor_willie.explain` verdict on each move and the final scores.
"""

from __future__ import annotations

import argparse
import hashlib
import random
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))
from golden import digest_fault, write_or_check

import vapor_willie as vw
from tabletop.whole_numbers import whole_number
from vapor_willie.bots import decide, make_bot

DEFAULT_OUT = Path(tempfile.gettempdir()) / "vapor-willie-golden.txt"
#: The script as its errors name it, and as they say to run it.
SCRIPT = "benchmarks/vapor_willie_golden.py"
#: The bot tables of the bot games: every decision of these bots is in the digest.
BOT_TABLES = (("heuristic", "heuristic", "heuristic"),
              ("ismcts:iterations=12", "heuristic", "heuristic", "heuristic"))


def game_digest(players: int, seed: int, bots: tuple[str, ...] | None = None) -> str:
    """The digest line of one game: random moves, or ``bots`` (one spec per seat)."""
    h = hashlib.sha256()
    rng = random.Random(seed)
    seats = None if bots is None else [make_bot(spec, seed=f"{seed}-{i}")
                                       for i, spec in enumerate(bots)]
    state = vw.new_game(vw.Options(players=players))
    count = 0
    while not state.is_over and count < 20_000:
        h.update(repr(state).encode())
        if state.is_chance:
            outs = vw.chance_outcomes(state)
            move: vw.Move = rng.choices([m for m, _ in outs], [p for _, p in outs])[0]
        elif seats is None:
            legal = vw.legal_moves(state)
            h.update(("|".join(str(m) for m in legal) + "\n").encode())
            move = rng.choice(legal)
        else:
            move = decide(seats[state.to_act], state)
        h.update(f"{move} {vw.explain(state, move)}\n".encode())
        state = vw.apply_unchecked(state, move)
        count += 1
    h.update(repr(state).encode())
    h.update(repr(vw.final_scores(state)).encode())
    kind = "random" if bots is None else ",".join(bots)
    return f"{kind} {players} {seed} {count} {h.hexdigest()}"


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=whole_number(0), default=10,
                    help="random games per player count")
    ap.add_argument("--bot-games", type=whole_number(0), default=2, help="games per bot table")
    ap.add_argument("--out", type=Path, default=DEFAULT_OUT)
    ap.add_argument("--check", action="store_true", help="compare with --out instead of writing")
    args = ap.parse_args(argv)
    fault = digest_fault(args.out, args.check, SCRIPT, argv)
    if fault is not None:
        print(fault, file=sys.stderr)
        return 2
    lines = [game_digest(n, seed) for n in (2, 3, 4) for seed in range(args.games)]
    lines += [game_digest(len(bots), seed, bots)
              for bots in BOT_TABLES for seed in range(args.bot_games)]
    return write_or_check(lines, args.out, args.check, SCRIPT)


if __name__ == "__main__":
    raise SystemExit(main())
