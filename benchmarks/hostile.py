"""The worst inputs we could think of for the record readers, each at most the
size limit (10 MiB), and records whose ``Position`` header no game can reach
(24 treasure tokens, a clock step out of range, a public position): the time
and peak memory of validating each one, and of reading it as a
:class:`vanuatu.Record`.

    python benchmarks/hostile.py              # every input
    python benchmarks/hostile.py --only tags  # the inputs whose name holds "tags"
    python benchmarks/hostile.py --json

Each input is written to a temporary file and measured in a fresh process
(``python hostile.py --child NAME FILE``): ``validate`` is
``vanuatu.validate(path)``, ``read`` is ``vanuatu.Record.load(path)``. The
target is at most 2 s of CPU for each on one core. Time is CPU time
(``time.process_time``); memory is the peak of Python's allocations during
the call (``tracemalloc``, in a second run, since it slows the first down). Both outcomes
(a report, a ``RecordError``) are fine; any other exception is a bug and is
printed.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))
RECORDS = HERE.parent / "examples" / "records"

LIMIT = 10 * 1024 * 1024
HEAD = "Players: 3\n"
SETUP = (
    "reveal start start-blank start-fish start-wreck\nreveal tile A2\nreveal tile B1\n"
    "reveal demand 3\nreveal demand 8\nreveal demand 9\nreveal tourist 2\nreveal first P1\n"
)


def _fill(head: str, line: str, tail: str = "", limit: int = LIMIT) -> str:
    """``head``, then ``line`` as many times as fits in ``limit`` bytes, then ``tail``."""
    def size(text: str) -> int:
        return len(text.encode("utf-8", "surrogateescape"))

    room = limit - size(head) - size(tail)
    return head + line * (room // size(line)) + tail


def _json(moves: object = (), **extra: object) -> dict[str, object]:
    return {"format": "vanuatu-record", "version": 1, "options": {"players": 3},
            "moves": moves, **extra}


def _json_moves(move: dict[str, str], last: str = "") -> str:
    item = json.dumps(move) + ","
    head = '{"format":"vanuatu-record","version":1,"options":{"players":3},"moves":['
    return _fill(head, item, last + "]}", LIMIT - 1)[:-2].removesuffix(",") + "]}"


def _components(n: int, **fields: int) -> str:
    import vanuatu
    from vanuatu.records.strict import JSON_CONVERTER

    data = JSON_CONVERTER.unstructure(vanuatu.DEFAULT_COMPONENTS)
    data.update(fields)
    tile = data["tiles"][-1]
    data["tiles"] = data["tiles"] + [{**tile, "id": f"Z{i}"} for i in range(n)]
    return json.dumps(data, separators=(",", ":"))


def _position_record(field: int | None = None, value: str = "", public: bool = False) -> str:
    """A record from a mid-game position whose field ``field`` is set to
    ``value`` (``TREASURES`` in it: P0's treasure tokens, that many of them),
    or the public form seen by P0, with one move after it."""
    import random

    import vanuatu

    game = vanuatu.Game(players=3, seed=21)
    bot = random.Random(1)
    for _ in range(60):
        game.play(bot.choice(game.legal_moves()))
    words = vanuatu.to_position(game.state, player=0 if public else None).split(" ")
    if value.startswith("TREASURES"):
        players = words[6].split("/")
        parts = players[0].split(":")
        parts[4] = ".".join(str(1 + i % 3) for i in range(int(value.split()[1])))
        players[0] = ":".join(parts)
        value = "/".join(players)
    if field is not None:
        words[field - 1] = value
    return f"Players: 3\nPosition: {' '.join(words)}\n{game.legal_moves()[0]}\n"


INPUTS: dict[str, Callable[[], str]] = {
    # a Position header that no game can reach, or one player's public view
    "position: 24 treasure tokens": lambda: _position_record(7, "TREASURES 24"),
    "position: step 9 of planning": lambda: _position_record(3, "1.planning.9"),
    "position: to-act none mid-game": lambda: _position_record(4, "none"),
    "position: public (rest tokens '?')": lambda: _position_record(public=True),
    # text form
    "text: 700,000 free header tags": lambda: HEAD + "".join(
        f"T{i}: x\n" for i in range(700_000)),
    "text: 1 tag key repeated (case varies)": lambda: _fill(HEAD, "tAbLe: 1\n"),
    "text: 10^7 blank lines": lambda: _fill(HEAD, "\n"),
    "text: 10^7 lines of blanks and CR": lambda: _fill(HEAD, " \r\n"),
    "text: 10^6 comment lines": lambda: _fill(HEAD, "# a comment\n"),
    "text: 10^6 moves, the first illegal": lambda: _fill(HEAD, "P0 fish\n"),
    "text: 10^6 moves that do not parse": lambda: _fill(HEAD, "P0 fihs\n"),
    "text: setup, then 10^6 repeated reveals": lambda: _fill(HEAD + SETUP, "reveal tile A2\n"),
    "text: 10^6 moves, a header at the end": lambda: _fill(HEAD, "P0 fish\n", "Event: x\n"),
    "text: 10^6 moves, a control character at the end": lambda: _fill(
        HEAD, "P0 fish\n", "\x01\n"),
    "text: one 10 MiB move line": lambda: _fill(HEAD, "P"),
    "text: one 10 MiB header value": lambda: _fill(HEAD + "Event: ", "x"),
    "text: one 10 MiB comment": lambda: _fill(HEAD + "#", "é"),
    "text: Variant: 10^6 words": lambda: _fill(HEAD + "Variant:", " standard", "\n"),
    "text: Rulings: 10^6 words": lambda: _fill(HEAD + "Rulings:", " x", "\n"),
    "text: Components: 10^5 extra tiles": lambda: HEAD + "Components: " + _components(
        40_000) + "\n",
    "text: 10^6 header lines of 'P0: name'": lambda: _fill(HEAD, "P0: Ana\n"),
    "text: a whole game, then 10^6 moves": lambda: _fill(
        (RECORDS / "complete-3p.vnt").read_text(encoding="utf-8"), "P0 fish\n"),
    "text: a whole game, then 10^6 reveals": lambda: _fill(
        (RECORDS / "complete-3p.vnt").read_text(encoding="utf-8"), "reveal tile A2\n"),
    "text: Components: sail_max_steps 10^7": lambda: HEAD + "Components: " + _components(
        0, sail_max_steps=10**7) + "\n" + SETUP,
    "text: Components: rounds 10^9": lambda: HEAD + "Components: " + _components(
        0, rounds=10**9) + "\n" + SETUP,
    "text: not UTF-8 at the end": lambda: _fill(HEAD, "# x\n", "\udcff"),
    "text: not UTF-8 in a comment after the last move": lambda: (
        RECORDS / "complete-3p.vnt").read_text() + "# a comment \udcff\udcfe\n",
    # JSON form
    "json: 10^6 moves, the first illegal": lambda: _json_moves(
        {"actor": "P0", "move": "P0 fish"}),
    "json: 10^6 moves, the last malformed": lambda: _json_moves(
        {"actor": "P0", "move": "P0 fish"}, '{"actor":1},'),
    "json: 10^6 free tags": lambda: json.dumps(_json(headers={"tags": {
        f"T{i}": "x" for i in range(600_000)}})),
    "json: 10^6 names": lambda: json.dumps(_json(headers={"names": ["Ana"] * 1_400_000})),
    "json: nested 10^6 deep": lambda: "[" * 1_000_000 + "]" * 1_000_000,
    "json: nested objects in a move": lambda: json.dumps(_json())[:-3] + (
        '[{"actor":"P0","move":' + '{"a":' * 300_000 + "1" + "}" * 300_000 + "}]}"),
    "json: one 10 MiB move string": lambda: json.dumps(_json(moves=[
        {"actor": "P0", "move": "P" * (LIMIT - 200)}])),
    "json: a number of 10^6 digits": lambda: '{"format":"vanuatu-record","version":' + (
        "9" * 1_000_000) + "}",
    "json: 10^6 unknown fields": lambda: json.dumps(_json(**{f"x{i}": 0 for i in range(
        600_000)})),
    "json: Components with 10^5 extra tiles": lambda: json.dumps(_json(
        options={"players": 3, "components": json.loads(_components(40_000))})),
    "json: unterminated": lambda: _fill('{"format": "vanuatu-record", "moves": [', "1,"),
    "json: a number of 5,000 digits": lambda: json.dumps(_json(moves=[])).replace(
        '"players": 3', '"players": ' + "9" * 5000),
}


def _child(name: str, path: str) -> dict[str, object]:
    import tracemalloc

    import vanuatu

    out: dict[str, object] = {"input": name, "bytes": os.path.getsize(path)}
    calls = (
        ("validate", vanuatu.validate),
        ("validate --all", lambda p: vanuatu.validate(p, keep_going=True)),
        ("read", vanuatu.Record.load),
    )
    for what, call in calls:
        start = time.process_time()
        try:
            result = call(Path(path))
            outcome = getattr(result, "summary", lambda: "read")()
        except vanuatu.RecordError as e:
            outcome = f"RecordError: {e}"
        except Exception as e:  # a bug: reported, never hidden
            outcome = f"BUG {type(e).__name__}: {e}"
        out[what] = round(time.process_time() - start, 3)
        out[f"{what} outcome"] = outcome[:110].replace(path, "FILE")
    peak = 0
    for _, call in calls:
        tracemalloc.start()
        try:
            call(Path(path))
        except Exception:
            pass
        peak = max(peak, tracemalloc.get_traced_memory()[1])
        tracemalloc.stop()
    out["peak MB"] = round(peak / 2**20, 1)
    return out


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--only", default="", help="measure the inputs whose name holds this")
    ap.add_argument("--json", action="store_true", help="print the figures as JSON")
    ap.add_argument("--timeout", type=float, default=120, help="seconds allowed to one input")
    ap.add_argument("--child", nargs=2, metavar=("NAME", "FILE"), help=argparse.SUPPRESS)
    args = ap.parse_args(argv)
    if args.child:
        print(json.dumps(_child(*args.child)))
        return 0
    rows = []
    with tempfile.TemporaryDirectory() as tmp:
        for name, build in INPUTS.items():
            if args.only not in name:
                continue
            data = build().encode("utf-8", "surrogateescape")
            assert len(data) <= LIMIT, (name, len(data))
            path = Path(tmp) / "input"
            path.write_bytes(data)
            try:
                done = subprocess.run(
                    [sys.executable, __file__, "--child", name, str(path)],
                    capture_output=True, text=True, check=False, timeout=args.timeout,
                )
            except subprocess.TimeoutExpired:
                rows.append({"input": name, "error": f"over {args.timeout} s"})
                if not args.json:
                    _print(rows[-1])
                continue
            if done.returncode != 0:
                rows.append({"input": name, "error": done.stderr.strip()[-300:]})
            else:
                rows.append(json.loads(done.stdout))
            if not args.json:
                _print(rows[-1])
    if args.json:
        print(json.dumps(rows, indent=2))
    slow = [r for r in rows
            if max(float(r.get(k, 99)) for k in ("validate", "validate --all", "read")) > 2]
    bugs = [r for r in rows if "BUG" in str(r) or "error" in r]
    print(f"{len(rows)} inputs; over 2 s: {len(slow)}; unexpected exceptions: {len(bugs)}")
    return 1 if slow or bugs else 0


def _print(row: dict[str, object]) -> None:
    if "error" in row:
        print(f"{row['input']:<50} CRASHED: {row['error']}")
        return
    print(f"{row['input']:<50} validate {row['validate']:>5.2f} s  --all "
          f"{row['validate --all']:>5.2f} s  read {row['read']:>5.2f} s  "
          f"peak {row['peak MB']:>5.1f} MB")
    print(f"{'':<8}validate: {row['validate outcome']}")
    for what in ("validate --all", "read"):
        if row[f"{what} outcome"] != row["validate outcome"]:
            print(f"{'':<8}{what + ':':<10}{row[f'{what} outcome']}")
    sys.stdout.flush()


if __name__ == "__main__":
    raise SystemExit(main())
