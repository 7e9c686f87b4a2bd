"""Validate every game record in a folder and print a summary.

    python examples/validate_folder.py examples/records

Records are the ``*.vnt``, ``*.txt`` and ``*.json`` files of the folder and its
subfolders. Each gets one line (``ok``, the first illegal move with its rule
id, or why it cannot be read), then a summary line. The exit status is 0 when
every record is valid, 1 when one holds an illegal move, 2 when one cannot be
read.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

import vanuatu

SUFFIXES = {".vnt", ".txt", ".json"}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Validate every game record in a folder.")
    parser.add_argument("folder", type=Path)
    args = parser.parse_args(argv)
    if not args.folder.is_dir():
        print(f"{args.folder}: not a folder", file=sys.stderr)
        return 2
    files = sorted(p for p in args.folder.rglob("*") if p.suffix.lower() in SUFFIXES)
    valid = complete = illegal = unreadable = 0
    for path in files:
        name = path.relative_to(args.folder)
        try:
            report = vanuatu.validate(path)
        except vanuatu.RecordError as e:
            unreadable += 1
            print(f"{name}: cannot read: {e}")
            continue
        print(f"{name}: {report.summary()}")
        if report.valid:
            valid += 1
            complete += report.complete
        else:
            illegal += 1
    print(
        f"{len(files)} records: {valid} valid ({complete} complete), {illegal} illegal, "
        f"{unreadable} unreadable"
    )
    return 2 if unreadable else 1 if illegal else 0


if __name__ == "__main__":
    sys.exit(main())
