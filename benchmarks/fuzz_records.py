"""Feed fuzzed inputs to the record readers and count unexpected exceptions.

    python benchmarks/fuzz_records.py                  # 100,000 inputs, seed 0
    python benchmarks/fuzz_records.py --count 2000 --seed 5

Each input is made from the example records (both forms) by one or more
mutations: random bytes changed, inserted or deleted, lines duplicated,
swapped, cut or spliced from another record, words of the notation shuffled,
control and odd Unicode characters inserted, header lines invented, JSON
values replaced by random JSON, the text cut short. Each input is given to
``Record.parse`` and to ``validate_text`` (one in five with
``keep_going=True``), as bytes or as text. A :class:`vanuatu.RecordError`
(and, from ``validate_text``, a report) is the expected outcome; anything
else is counted as unexpected and the first few are printed with their input.
Plain :mod:`random` with a seed, so a run is repeatable; not a test.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
import traceback
from collections import Counter
from collections.abc import Callable
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))

import vanuatu  # noqa: E402
from vanuatu import Record, RecordError, validate_text  # noqa: E402

RECORDS = HERE.parent / "examples" / "records"

WORDS = (
    "P0 P1 P2 P3 P4 P5 p1 reveal roll start tile demand tourist first characters take plan "
    "place sail build explore fish sell buy draw transport rest retrieve govern sell-treasure "
    "beg neutral dike +bonus vendor navigator artist beggar builder diver fisherman guide "
    "preacher governor buyer kava beef 1,0 0,1 2,0 -1,3 A2 B1 start-blank start-fish 0 1 2 3 "
    "7 12 999 1000 -1 vatu pp fish-token"
).split()
HEADERS = ("Players", "Variant", "Rulings", "Components", "Event", "Date", "Format", "P0",
           "P9", "Table", "Variants", "Ruling", "Evnet", "players", "x" * 41)
ODD = ("\x00", "\x1b[2J", "\x7f", "\x85", "\u2028", "\u202e", "\ufeff", "\ud800", "#", "{",
       "}", "[", '"', "\\", ":", "\t", "\r", "\r\n", " ", "é", "💥", "\u00a0", "\x0c")


def _mutate_text(text: str, rng: random.Random, donors: list[str]) -> str:
    lines = text.split("\n")
    kind = rng.randrange(12)
    if kind == 0 and lines:  # duplicate a line
        i = rng.randrange(len(lines))
        lines.insert(rng.randrange(len(lines) + 1), lines[i])
    elif kind == 1 and len(lines) > 1:  # swap two lines
        i, j = rng.randrange(len(lines)), rng.randrange(len(lines))
        lines[i], lines[j] = lines[j], lines[i]
    elif kind == 2 and lines:  # delete a line
        del lines[rng.randrange(len(lines))]
    elif kind == 3:  # splice lines of another record
        other = rng.choice(donors).split("\n")
        i = rng.randrange(len(other))
        lines[rng.randrange(len(lines) + 1):] = other[i: i + rng.randrange(1, 6)]
    elif kind == 4:  # an invented move
        words = [rng.choice(WORDS) for _ in range(rng.randrange(1, 6))]
        lines.insert(rng.randrange(len(lines) + 1), " ".join(words))
    elif kind == 5:  # an invented header
        value = rng.choice(["3", "2", "9", "", "yes", "standard two-player", "x" * 300,
                            "sail-revisit=yes", "{}", "[1]", '{"rounds": 0}'])
        lines.insert(rng.randrange(len(lines) + 1), f"{rng.choice(HEADERS)}: {value}")
    elif kind == 6:  # an odd character somewhere
        i = rng.randrange(len(text) + 1)
        return text[:i] + rng.choice(ODD) + text[i:]
    elif kind == 7:  # cut short
        return text[: rng.randrange(len(text) + 1)]
    elif kind == 8 and lines:  # a word of a line replaced
        i = rng.randrange(len(lines))
        words = lines[i].split(" ")
        words[rng.randrange(len(words))] = rng.choice(WORDS + list(ODD))
        lines[i] = " ".join(words)
    elif kind == 9 and lines:  # a line repeated many times
        i = rng.randrange(len(lines))
        lines[i: i + 1] = [lines[i]] * rng.randrange(2, 200)
    elif kind == 10:  # a random character changed
        if text:
            i = rng.randrange(len(text))
            return text[:i] + chr(rng.randrange(0x20, 0x250)) + text[i + 1:]
    else:  # a comment or blank lines
        lines.insert(rng.randrange(len(lines) + 1), rng.choice(["", "   ", "# note", "\t#"]))
    return "\n".join(lines)


def _random_json(rng: random.Random, depth: int = 0) -> Any:
    kind = rng.randrange(9 if depth < 3 else 6)
    if kind == 0:
        return None
    if kind == 1:
        return rng.choice([True, False])
    if kind == 2:
        return rng.choice([0, 1, -1, 3, 2**40, 1.5, 1e308])
    if kind in (3, 4, 5):
        return rng.choice(WORDS + list(ODD) + ["", "P0 fish", "chance"])
    if kind in (6, 7):
        return [_random_json(rng, depth + 1) for _ in range(rng.randrange(4))]
    return {rng.choice(["actor", "move", "players", "x", "tags", "names"]):
            _random_json(rng, depth + 1) for _ in range(rng.randrange(4))}


def _paths(value: Any, path: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    out = [path]
    if isinstance(value, dict):
        for k, v in value.items():
            out += _paths(v, (*path, k))
    elif isinstance(value, list):
        for i, v in enumerate(value):
            out += _paths(v, (*path, i))
    return out


def _mutate_json(data: Any, rng: random.Random) -> str:
    data = json.loads(json.dumps(data))
    paths = [p for p in _paths(data) if p]
    for _ in range(rng.randrange(1, 3)):
        path = rng.choice(paths)
        target = data
        try:
            for key in path[:-1]:
                target = target[key]
            if rng.random() < 0.2 and isinstance(target, dict):
                del target[path[-1]]
            elif rng.random() < 0.5 and isinstance(target[path[-1]], str):
                s = target[path[-1]]
                i = rng.randrange(len(s) + 1)
                target[path[-1]] = s[:i] + rng.choice(ODD + tuple(WORDS)) + s[i:]
            else:
                target[path[-1]] = _random_json(rng)
        except (KeyError, IndexError, TypeError):
            pass
    return json.dumps(data, ensure_ascii=rng.random() < 0.5)


def make_inputs(rng: random.Random) -> Callable[[], str | bytes]:
    texts = [p.read_text(encoding="utf-8") for p in sorted(RECORDS.glob("*.vnt"))]
    short = [t for t in texts if len(t) < 2000] or texts
    datas = [json.loads(Record.parse(t).to_json()) for t in short]
    jsons = [json.dumps(d) for d in datas]
    donors = texts + jsons

    def one() -> str | bytes:
        pick = rng.random()
        if pick < 0.45:
            text = rng.choice(short if rng.random() < 0.97 else texts)
            for _ in range(rng.randrange(1, 4)):
                text = _mutate_text(text, rng, donors)
        elif pick < 0.8:
            text = _mutate_json(rng.choice(datas), rng)
        else:
            text = rng.choice(jsons)
            for _ in range(rng.randrange(1, 3)):
                text = _mutate_text(text, rng, donors)
        if rng.random() < 0.1:
            data = text.encode("utf-8", "surrogatepass")
            if data and rng.random() < 0.5:
                i = rng.randrange(len(data))
                data = data[:i] + bytes([rng.randrange(256)]) + data[i + 1:]
            return data
        return text

    return one


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--count", type=int, default=100_000, help="inputs to try")
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--show", type=int, default=3, help="unexpected exceptions to print")
    args = ap.parse_args(argv)
    rng = random.Random(args.seed)
    one = make_inputs(rng)
    outcomes: Counter[str] = Counter()
    unexpected: list[tuple[str, str | bytes]] = []
    start = time.process_time()
    for n in range(args.count):
        data = one()
        for name, call in (
            ("parse", lambda d=data: Record.parse(d)),
            ("validate", lambda d=data, k=n % 5 == 0: validate_text(d, keep_going=k)),
        ):
            try:
                result = call()
                if isinstance(result, vanuatu.ValidationReport):
                    result.summary()
                    result.to_dict()
                    outcomes[f"{name}: " + ("valid" if result.valid else "refused move")] += 1
                else:
                    result.to_text()
                    outcomes[f"{name}: read"] += 1
            except RecordError:
                outcomes[f"{name}: RecordError"] += 1
            except Exception:
                outcomes[f"{name}: UNEXPECTED"] += 1
                if len(unexpected) < args.show:
                    unexpected.append((traceback.format_exc(limit=-3), data))
        if (n + 1) % 10_000 == 0:
            print(f"  {n + 1} inputs, {time.process_time() - start:.0f} s", file=sys.stderr)
    for trace, data in unexpected:
        print(f"UNEXPECTED on {data[:300]!r}:\n{trace}")
    total = sum(v for k, v in outcomes.items() if "UNEXPECTED" in k)
    print(f"{args.count} fuzzed inputs (seed {args.seed}), each read by Record.parse and "
          f"validate_text, in {time.process_time() - start:.0f} s of CPU")
    for key, value in sorted(outcomes.items()):
        print(f"  {key:<28} {value}")
    print(f"unexpected exceptions: {total}")
    return 1 if total else 0


if __name__ == "__main__":
    raise SystemExit(main())
