"""What both games' ``convert`` do alike: a file of one record is converted as one
record, a file of many (or any file written as JSON Lines) record by record
(:func:`one_or_many`), to a file or to standard output (:func:`write_to`).

>>> first, every = one_or_many(iter(["a"]), "json", "out.json")
>>> first, every
('a', None)
>>> first, every = one_or_many(iter(["a"]), "json", "out.jsonl")
>>> first, list(every or ())
('a', ['a'])
>>> first, every = one_or_many(iter(["a", "b"]), "text", None)
>>> first, list(every or ())
('a', ['a', 'b'])
"""

from __future__ import annotations

import itertools
import sys
from collections.abc import Callable, Iterator
from typing import IO, TypeVar

from .batch import JSON_LINES_SUFFIXES

__all__ = ["one_or_many", "write_to"]

_T = TypeVar("_T")


def one_or_many(items: Iterator[_T], to: str, out: str | None) -> tuple[_T, Iterator[_T] | None]:
    """The first of the records ``items`` (a file has at least one: see
    :func:`tabletop.batch.every_record`), and, when they are to be converted record by
    record, all of them again, read as they are asked for; ``None`` for a file of one
    record converted as one (``to`` JSON into a file named as JSON Lines,
    :data:`~tabletop.batch.JSON_LINES_SUFFIXES`, is one record a line however many
    there are)."""
    first = next(items)
    second = next(items, None)
    lines = to == "json" and (out or "").lower().endswith(JSON_LINES_SUFFIXES)
    if second is None and not lines:
        return first, None
    return first, itertools.chain([first], [] if second is None else [second], items)


def write_to(out: str | None, write: Callable[[IO[str]], int],
             cannot_write: Callable[[OSError], Exception]) -> int:
    """``write(stream)`` to the file ``out`` (UTF-8, ``\\n`` line ends) or, without one,
    to standard output; its status. The file's :class:`OSError` is raised as the
    game's ``cannot_write(error)``; standard output's are left to the command (a closed
    pipe is no error of the file)."""
    if not out:
        return write(sys.stdout)
    try:
        with open(out, "w", encoding="utf-8", newline="\n") as stream:
            return write(stream)
    except OSError as e:
        raise cannot_write(e) from None
