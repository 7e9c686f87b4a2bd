"""Archives at scale, run by hand (never part of the test suite).

    python benchmarks/archives.py               # 2,000 records: 1 process, --jobs 2, Dask
    python benchmarks/archives.py --records 500 --no-dask       # a quick look
    python benchmarks/archives.py --flat        # peak memory as the archive grows

Validates one archive (text records one after another) of ``--records``
complete random games (3, 4 and 5 players, ``--games`` distinct games
repeated) with :func:`vanuatu.batch.validate_many`: in one process, with two
worker processes (``--jobs 2``) and on a local Dask cluster of two worker
processes. Each run is a child process of this script, which samples the
resident memory of the child and of every process under it (workers, Dask's
nannies and scheduler) every 50 ms; "peak memory" is the largest total.
Records per second are over the wall clock, the start of the Dask cluster left
out (shown apart). Every run must give the same verdicts (a digest of the
results is compared).

``--flat`` validates archives of 2,000, 20,000 and 100,000 game openings (the
first 20 moves of a game, so that the runs stay short) with ``--jobs 2`` and
prints the peak memory of each: it must not grow with the archive.

The machine's load (``os.getloadavg``) is printed beside each figure: other
work on the machine slows the parallel runs most. So each run also counts the
processor seconds of all its processes while validating ("CPU s"), and "if
free" is the speed-up the run would reach with two free cores: twice the
processor seconds of one process over its own (the work of two processes, if
each has a core of its own, takes half its processor time).
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import resource
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))
from _play import random_game

import vanuatu
from vanuatu import Options, Record

PAGE = os.sysconf("SC_PAGE_SIZE")


# -- the archive --------------------------------------------------------------


def games(count: int, moves: int | None, cache: Path) -> list[str]:
    """The text of ``count`` random games (cut to ``moves`` moves), kept in ``cache``."""
    name = cache / f"vanuatu-archive-games-{count}-{moves}.json"
    if name.exists():
        texts: list[str] = json.loads(name.read_text(encoding="utf-8"))
        return texts
    texts = []
    for seed in range(count):
        players = 3 + seed % 3
        played = [move for _, move in random_game(players, 500_000 + seed) if move is not None]
        record = Record(Options(players=players), moves=tuple(played[:moves]))
        texts.append(record.to_text())
    name.write_text(json.dumps(texts), encoding="utf-8")
    return texts


def write_archive(path: Path, texts: list[str], records: int) -> None:
    with open(path, "w", encoding="utf-8") as f:
        for i in range(records):
            f.write(texts[i % len(texts)])


# -- one run, in a child process ------------------------------------------------


def measure(mode: str, archive: str) -> dict[str, Any]:
    """Validate ``archive`` in ``mode`` (``1``, ``2`` or ``dask``): the figures."""
    from vanuatu.batch import Tally, validate_many

    digest = hashlib.sha256()
    tally = Tally()
    setup = 0.0
    if mode == "dask":
        from vanuatu.batch.cluster import connect

        t = time.perf_counter()
        with connect("local", 2) as client:
            setup = time.perf_counter() - t
            before = cpu_seconds() + sum(client.run(cpu_seconds).values())
            started = time.perf_counter()
            for result in validate_many([archive], client=client):
                tally.add(result)
                digest.update(repr(result).encode())
            seconds = time.perf_counter() - started
            cpu = cpu_seconds() + sum(client.run(cpu_seconds).values()) - before
    else:
        before = cpu_seconds(children=True)
        started = time.perf_counter()
        for result in validate_many([archive], jobs=int(mode)):
            tally.add(result)
            digest.update(repr(result).encode())
        seconds = time.perf_counter() - started
        cpu = cpu_seconds(children=True) - before  # the workers have been joined
    summary = tally.summary(seconds)
    return {
        "mode": mode,
        "records": summary.records,
        "legal": summary.legal,
        "seconds": round(seconds, 2),
        "records_per_second": round(summary.rate, 1),
        "cpu_seconds": round(cpu, 2),
        "setup_seconds": round(setup, 2),
        "digest": digest.hexdigest()[:16],
    }


def cpu_seconds(children: bool = False) -> float:
    """Processor seconds (user and system) of this process, and of its
    children that have ended when ``children``."""
    who = [resource.RUSAGE_SELF] + ([resource.RUSAGE_CHILDREN] if children else [])
    return sum(resource.getrusage(w).ru_utime + resource.getrusage(w).ru_stime for w in who)


def tree_rss(root: int) -> int:
    """Resident bytes of ``root`` and every process under it."""
    parents: dict[int, int] = {}
    sizes: dict[int, int] = {}
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            with open(f"/proc/{entry}/stat") as f:
                stat = f.read()
            with open(f"/proc/{entry}/statm") as f:
                resident = int(f.read().split()[1])
        except OSError:
            continue
        fields = stat[stat.rindex(")") + 2:].split()
        parents[int(entry)] = int(fields[1])
        sizes[int(entry)] = resident * PAGE
    total = 0
    for pid, size in sizes.items():
        p = pid
        while p > 1:
            if p == root:
                total += size
                break
            p = parents.get(p, 0)
    return total


def run_child(mode: str, archive: Path) -> dict[str, Any]:
    """Run ``measure`` in a child process, sampling its memory."""
    child = subprocess.Popen(
        [sys.executable, __file__, "--measure", mode, str(archive)],
        stdout=subprocess.PIPE, text=True,
    )
    peak = 0
    done = threading.Event()

    def sample() -> None:
        nonlocal peak
        while not done.is_set():
            peak = max(peak, tree_rss(child.pid))
            time.sleep(0.05)

    sampler = threading.Thread(target=sample)
    sampler.start()
    out, _ = child.communicate()
    done.set()
    sampler.join()
    if child.returncode != 0:
        raise SystemExit(f"the {mode} run failed (exit status {child.returncode})")
    figures: dict[str, Any] = json.loads(out)
    figures["peak_mb"] = round(peak / 2**20, 1)
    figures["load"] = round(os.getloadavg()[0], 2)
    return figures


# -- the report -----------------------------------------------------------------


LABEL = {"1": "1 process", "2": "--jobs 2", "dask": "Dask, 2 workers"}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--records", type=int, default=2000)
    parser.add_argument("--games", type=int, default=100, help="distinct games in the archive")
    parser.add_argument("--no-dask", action="store_true", help="leave out the Dask cluster")
    parser.add_argument("--flat", action="store_true",
                        help="peak memory of --jobs 2 at 2,000, 20,000 and 100,000 records")
    parser.add_argument("--json", action="store_true", help="print the figures as JSON")
    parser.add_argument("--measure", nargs=2, metavar=("MODE", "ARCHIVE"), help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.measure:
        print(json.dumps(measure(*args.measure)))
        return 0
    cache = Path(tempfile.gettempdir())
    rows: list[dict[str, Any]] = []
    with tempfile.TemporaryDirectory() as folder:
        archive = Path(folder) / "archive.vnt"
        if args.flat:
            texts = games(args.games, 20, cache)
            for records in (2_000, 20_000, 100_000):
                write_archive(archive, texts, records)
                rows.append(run_child("2", archive))
        else:
            write_archive(archive, games(args.games, None, cache), args.records)
            modes = ["1", "2"] + ([] if args.no_dask else ["dask"])
            rows = [run_child(mode, archive) for mode in modes]
            if len({row["digest"] for row in rows}) != 1:
                raise SystemExit("the runs did not give the same verdicts")
    if args.json:
        print(json.dumps(rows, indent=2))
        return 0
    print(f"vanuatu {vanuatu.__version__}, Python {sys.version.split()[0]}, "
          f"{os.cpu_count()} cores")
    print(f"{'run':<16} {'records':>8} {'seconds':>8} {'records/s':>10} {'speed-up':>9} "
          f"{'CPU s':>7} {'if free':>8} {'peak MB':>8} {'load':>6}")
    base = rows[0]
    for row in rows:
        name = f"{row['records']:,} records" if args.flat else LABEL[row["mode"]]
        free = 1.0
        if not args.flat and row["mode"] != "1":
            free = 2 * base["cpu_seconds"] / row["cpu_seconds"]
        print(f"{name:<16} {row['records']:>8} {row['seconds']:>8.1f} "
              f"{row['records_per_second']:>10.1f} "
              f"{row['records_per_second'] / base['records_per_second']:>8.2f}x "
              f"{row['cpu_seconds']:>7.1f} {free:>7.2f}x {row['peak_mb']:>8.1f} "
              f"{row['load']:>6.2f}")
    dask = [row for row in rows if row["mode"] == "dask"]
    if dask:
        print(f"(the local Dask cluster took {dask[0]['setup_seconds']:.1f} s to start, "
              f"left out of its rate)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
