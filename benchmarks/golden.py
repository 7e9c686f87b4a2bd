"""Behaviour digest of the rules engine, to check that an optimisation changes
nothing: plays seeded random games and records every legal-move list, every
move, every state and the final scores.

    python benchmarks/golden.py                 # write $TMPDIR/vanuatu-golden.txt
    python benchmarks/golden.py --check         # compare with it
    python benchmarks/golden.py --games 10 --out /tmp/g.txt
    python benchmarks/golden.py --core native --check  # the same games through vanuatu.native

Each line is one game: player count, seed, move count, and a SHA-256 over the
game's legal-move lists, moves, state reprs, the :func:`vanuatu.explain`
verdict on the previous move replayed in the next state, and the final scores.

With ``--core native`` the native core (:mod:`vanuatu.native`) plays the same
games: its states (converted back), its legal ids in the order of
:func:`vanuatu.legal_moves` and its chance outcomes, drawn from the same seeded
generator; the Python rules only name the moves and give the verdicts. The
digest is the same exactly when the two cores agree on every move.
"""

from __future__ import annotations

import argparse
import hashlib
import random
import shlex
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from _play import player_counts, random_game

import vanuatu
from tabletop.whole_numbers import whole_number

DEFAULT_OUT = Path(tempfile.gettempdir()) / "vanuatu-golden.txt"
#: The script as its errors name it, and as they say to run it.
SCRIPT = "benchmarks/golden.py"


def game_digest(players: int, seed: int) -> str:
    h = hashlib.sha256()
    previous = None
    count = 0
    final = None

    def on_decision(
        state: vanuatu.GameState, moves: list[vanuatu.Move], move: vanuatu.Move
    ) -> None:
        h.update(("|".join(str(m) for m in moves) + "\n").encode())

    for state, move in random_game(players, seed, on_decision):
        h.update(repr(state).encode())
        if previous is not None:
            h.update(str(vanuatu.explain(state, previous)).encode())
        if move is None:
            final = state
            break
        h.update(f"{move}\n".encode())
        previous = move
        count += 1
    assert final is not None
    h.update(repr(vanuatu.final_scores(final)).encode())
    return f"{players} {seed} {count} {h.hexdigest()}"


def native_game_digest(players: int, seed: int) -> str:
    """:func:`game_digest` with the game played by the native core."""
    from vanuatu import action_ids, native

    h = hashlib.sha256()
    rng = random.Random(seed)
    core = native.NativeState.from_state(vanuatu.new_game(vanuatu.Options(players=players)))
    state = core.to_state()
    table = action_ids.action_table(state.options)
    previous: vanuatu.Move | None = None
    count = 0
    while True:
        pick = -1
        move: vanuatu.Move | None = None
        if not core.is_over():
            if core.is_chance():
                outs = core.chance_outcome_ids()
                pick = rng.choices([i for i, _ in outs], weights=[w for _, w in outs])[0]
                move = table.chance[pick]
            else:
                ids = core.legal_action_ids(in_move_order=True)
                moves = [action_ids.decode(i, state, check=False) for i in ids]
                k = rng.randrange(len(ids))  # what rng.choice(moves) draws
                pick, move = ids[k], moves[k]
                h.update(("|".join(str(m) for m in moves) + "\n").encode())
        h.update(repr(state).encode())
        if previous is not None:
            h.update(str(vanuatu.explain(state, previous)).encode())
        if move is None:
            break
        h.update(f"{move}\n".encode())
        previous = move
        count += 1
        core = core.apply(pick)
        state = core.to_state()
    h.update(repr(vanuatu.final_scores(state)).encode())
    return f"{players} {seed} {count} {h.hexdigest()}"


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=whole_number(0), default=30, help="games per player count")
    ap.add_argument("--out", type=Path, default=DEFAULT_OUT)
    ap.add_argument("--check", action="store_true", help="compare with --out instead of writing")
    ap.add_argument("--core", choices=("python", "native"), default="python",
                    help="the rules that play the games (native: vanuatu.native)")
    args = ap.parse_args(argv)
    fault = digest_fault(args.out, args.check, SCRIPT, argv)
    if fault is not None:
        print(fault, file=sys.stderr)
        return 2
    digest = native_game_digest if args.core == "native" else game_digest
    lines = [digest(n, seed) for n in player_counts() for seed in range(args.games)]
    return write_or_check(lines, args.out, args.check, SCRIPT)


def digest_fault(out: Path, check: bool, script: str, argv: list[str] | None) -> str | None:
    """The one-line error of a digest file ``out`` that cannot be checked (with
    ``check``: it is not there, or is a folder) or written (no folder to hold it, or a
    folder in its place), said before any game is played; when it is not there yet,
    how to write it: ``script`` run with the same ``argv`` (default: the command line)
    without ``--check``."""
    name = Path(script).name
    if out.is_dir():
        return f"{name}: error: {out} is a folder, not a digest file"
    if check and not out.exists():
        words = [w for w in (sys.argv[1:] if argv is None else argv) if w != "--check"]
        return (f"{name}: error: no digest file {out} to check against: write it first "
                f"with {shlex.join(['python', script, *words])}")
    if not check and not out.parent.is_dir():
        return f"{name}: error: cannot write {out}: the folder {out.parent} does not exist"
    return None


def write_or_check(lines: list[str], out: Path, check: bool,
                   script: str = "benchmarks/golden.py") -> int:
    """Write the digest ``lines`` to ``out``, or with ``check`` compare them with it
    (the first lines that differ printed): the exit status, 1 when they differ, 2
    when ``out`` cannot be read or written (one line on standard error, from
    ``script``)."""
    text = "\n".join(lines) + "\n"
    try:
        return _write_or_check(lines, text, out, check)
    except (OSError, UnicodeDecodeError) as e:
        why = e.strerror if isinstance(e, OSError) and e.strerror else str(e)
        doing = "read" if check else "write"
        print(f"{Path(script).name}: error: cannot {doing} {out}: {why}", file=sys.stderr)
        return 2


def _write_or_check(lines: list[str], text: str, out: Path, check: bool) -> int:
    if check:
        old = out.read_text()
        if old != text:
            changed = [(a, b) for a, b in zip(old.splitlines(), lines, strict=False) if a != b]
            for a, b in changed[:5]:
                print(f"DIFFERS: expected {a}\n         got      {b}")
            print(f"golden digest: CHANGED ({len(changed)} of {len(lines)} games)")
            return 1
        print(f"golden digest: identical ({len(lines)} games)")
        return 0
    out.write_text(text)
    print(f"wrote {out} ({len(lines)} games)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
