"""The files of a served game: written whole or not at all (:func:`write_atomically`;
:func:`write_safely` says a failure of the disk as a 503), and the numbers drawn from
a game's key (:func:`derive`), the same on every start."""

from __future__ import annotations

import hashlib
import os
import tempfile
from pathlib import Path

from tabletop.translation import N_

from .errors import refused

__all__ = ["RETRY_UNWRITTEN", "derive", "write_atomically", "write_safely"]


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


#: How long a client is asked to wait after a record could not be written, in seconds.
RETRY_UNWRITTEN = 5.0


def write_safely(path: Path, text: str) -> None:
    """:func:`~tabletop.web.disk.write_atomically`, with a failure of the disk (full,
    read-only, out of file descriptors) a :class:`StoreError` 503."""
    try:
        write_atomically(path, text)
    except OSError as e:
        raise refused(503, N_("the game could not be saved ({why}): nothing was changed; "
                              "try again later"), why=e.strerror or type(e).__name__,
                      retry_after=RETRY_UNWRITTEN) from None
