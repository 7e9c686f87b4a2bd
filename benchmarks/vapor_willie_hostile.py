"""The worst inputs we could think of for the Vapor Willie record readers and data
loader (the families of ``hostile.py``, adapted), each at most 10 MiB: the CPU time of
``vapor_willie.validate(path)`` on each, in a fresh process, and its outcome.

    python benchmarks/vapor_willie_hostile.py            # every input
    python benchmarks/vapor_willie_hostile.py --only json

A report or a ``RecordError`` is fine; any other exception is a bug and is printed.
The target is at most 2 s of CPU for each.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))

LIMIT = 10 * 2**20
HEAD = "Players: 3\n"


def _fill(head: str, line: str, tail: str = "", limit: int = LIMIT) -> str:
    return head + line * ((limit - len(head.encode()) - len(tail.encode()))
                          // len(line.encode())) + tail


def _data(**change: object) -> str:
    data = json.loads((HERE.parent / "vapor_willie" / "components.json").read_text())
    data.update(change)
    return json.dumps(data, separators=(",", ":"))


def _game() -> str:
    import vapor_willie as vw

    game = vw.Game(players=3, seed=1)
    bot = vw.RandomBot(1)
    while not game.is_over():
        game.play(bot.choose(game.state))
    return game.record.to_text()


INPUTS: dict[str, Callable[[], str]] = {
    "text: 10^6 header lines": lambda: _fill(HEAD, "River: A\n"),
    "text: 10^7 blank lines": lambda: _fill(HEAD, "\n"),
    "text: 10^6 moves, the first illegal": lambda: _fill(HEAD, "P0 end\n"),
    "text: 10^6 moves that do not parse": lambda: _fill(HEAD, "P0 fihs\n"),
    "text: 10^6 offers of long bundles": lambda: _fill(HEAD, "P0 offer P1 hay,hay,hay,"
                                                       "hay,99s for duck,duck,cow\n"),
    "text: one 10 MiB move line": lambda: _fill(HEAD, "P"),
    "text: one 10 MiB bundle": lambda: _fill(HEAD + "P0 offer P1 ", "hay,", "1s for duck\n"),
    "text: one 10 MiB header value": lambda: _fill(HEAD + "River: ", "x"),
    "text: MaxRounds of 10^6 digits": lambda: HEAD + "MaxRounds: " + "9" * 10**6 + "\n",
    "text: Components nested 10^6 deep": lambda: HEAD + "Components: " + "[" * 10**6
    + "]" * 10**6 + "\n",
    "text: Components with 10^5 extra cards": lambda: HEAD + "Components: " + _data(
        port_cards=[{"id": f"Z{i}", "player": ["trade"], "everyone": []}
                    for i in range(100_000)]) + "\n",
    "text: a whole game, then 10^6 reveals": lambda: _fill(_game(), "reveal cube hay\n"),
    "json: nested 10^6 deep": lambda: "[" * 10**6 + "]" * 10**6,
    "json: 10^6 moves, the first illegal": lambda: '{"format":"vapor-willie-record",'
    '"version":1,"players":3,"moves":['
    + _fill("", '"P0 end",', limit=LIMIT - 100).rstrip(",") + "]}",
    "json: a number of 10^6 digits": lambda: '{"format":"vapor-willie-record","version":'
    + "9" * 10**6 + "}",
    "json: 10^6 unknown fields": lambda: json.dumps({f"x{i}": 0 for i in range(500_000)}),
}


def _child(path: str) -> str:
    import vapor_willie as vw

    try:
        report = vw.validate(path)
        return f"report: {report.summary()[:90]}"
    except vw.RecordError as e:
        return f"RecordError: {str(e)[:90]}"
    except Exception as e:  # a bug: reported, never hidden
        return f"BUG {type(e).__name__}: {str(e)[:90]}"


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--only", default="", help="the inputs whose name holds this")
    ap.add_argument("--child", help=argparse.SUPPRESS)
    args = ap.parse_args(argv)
    if args.child:
        start = time.process_time()
        outcome = _child(args.child)
        print(json.dumps({"cpu": round(time.process_time() - start, 2), "outcome": outcome}))
        return 0
    bugs = 0
    with tempfile.TemporaryDirectory() as tmp:
        for name, build in INPUTS.items():
            if args.only not in name:
                continue
            path = Path(tmp) / "input"
            path.write_text(build(), encoding="utf-8")
            done = subprocess.run([sys.executable, __file__, "--child", str(path)],
                                  capture_output=True, text=True, check=False, timeout=300)
            row = json.loads(done.stdout) if done.returncode == 0 else {
                "cpu": None, "outcome": "BUG " + done.stderr.strip()[-200:]}
            bugs += row["outcome"].startswith("BUG")
            print(f"{name:42} {row['cpu']!s:>6} s  {row['outcome']}")
    return 1 if bugs else 0


if __name__ == "__main__":
    raise SystemExit(main())
