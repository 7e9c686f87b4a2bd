"""The files of a served game: written whole or not at all (:func:`write_atomically`),
and the numbers drawn from a game's key (:func:`derive`), the same on every start."""

from __future__ import annotations

import hashlib
import os
import tempfile
from pathlib import Path

__all__ = ["derive", "write_atomically"]


def derive(key: str, what: str) -> int:
    """A number drawn from ``key`` and ``what`` (the same every time)."""
    digest = hashlib.sha256(f"{key}/{what}".encode()).digest()
    return int.from_bytes(digest[:8], "big")


def write_atomically(path: Path, text: str) -> None:
    """Write ``text`` to a temporary file, then move it over ``path``."""
    fd, temp = tempfile.mkstemp(prefix=path.name + ".", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="\n") as f:
            f.write(text)
        os.replace(temp, path)
    except BaseException:
        try:
            os.unlink(temp)
        except OSError:
            pass
        raise
