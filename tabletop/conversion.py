"""What both games' ``convert`` do alike: a file of one record is converted as one
record, a file of many (or any file written as JSON Lines) record by record
(:func:`one_or_many`, :func:`write_many`), to a file or to standard output
(:func:`write_to`).

>>> first, every = one_or_many(iter(["a"]), "json", "out.json")
>>> first, every
('a', None)
>>> first, every = one_or_many(iter(["a"]), "json", "out.jsonl")
>>> first, list(every or ())
('a', ['a'])
>>> first, every = one_or_many(iter(["a", "b"]), "text", None)
>>> first, list(every or ())
('a', ['a', 'b'])
>>> import io
>>> def convert(item: str) -> str:
...     if item == "?":
...         raise Unconverted("?: cannot read")
...     return '{"record": "%s"}' % item
>>> stream = io.StringIO()
>>> write_many(iter(["a", "?", "b"]), convert, "json", stream, print)
?: cannot read
2
>>> print(stream.getvalue(), end="")
{"record":"a"}
{"record":"b"}
"""

from __future__ import annotations

import itertools
import json
import sys
from collections.abc import Callable, Iterable, Iterator
from typing import IO, TypeVar

from .batch import JSON_LINES_SUFFIXES

__all__ = ["Unconverted", "one_or_many", "write_many", "write_to"]

_T = TypeVar("_T")


class Unconverted(Exception):
    """A record that cannot be converted (it cannot be read, or the other form cannot
    hold it unchanged): its message, in the command's language, is the line said."""


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


def write_many(items: Iterable[_T], convert: Callable[[_T], str], to: str, stream: IO[str],
               say: Callable[[str], object]) -> int:
    """Write every record of ``items`` to ``stream`` as ``convert(item)`` gives it, a
    JSON record on one line (JSON Lines), a text record as it is; a record that
    ``convert`` refuses (:class:`Unconverted`) is one line given to ``say`` and the
    others go on. The status: 0, or 2 when a record was refused."""
    status = 0
    for item in items:
        try:
            text = convert(item)
        except Unconverted as e:
            status = 2
            say(str(e))
            continue
        if to == "json":
            stream.write(json.dumps(json.loads(text), ensure_ascii=False,
                                    separators=(",", ":")) + "\n")
        else:
            stream.write(text)
    return status
