"""What the commands share for archives (files of many records): the options
``--jobs`` and ``--dask``, the name of a record in the output, and the JSON array
written one item at a time (:class:`tabletop.json_array.JsonArray`)."""

from __future__ import annotations

import argparse
from collections.abc import Iterable, Iterator
from typing import Protocol, TypeVar

from tabletop.cluster_words import cluster_words
from tabletop.json_array import JsonArray

from ..batch import cores
from ..batch.address import address_problem
from .common import UsageError, whole_number
from .words import N_, language
from .words import gettext as _

__all__ = [
    "JsonArray",
    "add_parallel_options",
    "check_dask",
    "jobs",
    "label",
    "with_many",
]


#: An argument type: a number of processes, from 1.
jobs = whole_number(1, N_("a number of processes"))


def add_parallel_options(parser: argparse.ArgumentParser, what: str) -> None:
    """Add ``--jobs`` and ``--dask`` to ``parser``; ``what`` is the work
    (``"records"``, ``"games"``)."""
    parser.add_argument(
        "--jobs", type=jobs, metavar="N",
        help=_("{what} in N processes (default: every core, {cores} here); the output is "
               "the same, in the same order").format(what=what, cores=cores()),
    )
    parser.add_argument(
        "--dask", metavar="ADDRESS",
        help=_("{what} on the Dask cluster whose scheduler is at ADDRESS (tcp://host:8786), "
               "or on a new local cluster of --jobs processes with 'local' (extra "
               "'dask')").format(what=what),
    )


def check_dask(address: str | None) -> None:
    """Refuse a ``--dask`` address that is not one (checked as text: nothing is
    connected to), and ``--dask`` without the extra ``dask``, before any work is done."""
    if address is None:
        return
    problem = address_problem(address)
    if problem is not None:
        raise UsageError(f"--dask: {cluster_words(problem, language())}")
    from ..batch.cluster import require

    try:
        require()
    except ImportError as e:
        raise UsageError(f"--dask: {cluster_words(str(e), language())}") from None


class _HasPlace(Protocol):
    @property
    def index(self) -> int: ...


_P = TypeVar("_P", bound=_HasPlace)


def with_many(items: Iterable[_P]) -> Iterator[tuple[_P, bool]]:
    """Each item of ``items`` (in file order) with whether its file holds more
    than one record: the first record of a file waits for the next item."""
    held: _P | None = None
    for item in items:
        if held is not None:
            yield held, item.index > 0
            held = None
        if item.index == 0:
            held = item
        else:
            yield item, True
    if held is not None:
        yield held, False


def label(file: str, index: int, line: int | None, many: bool) -> str:
    """The name of a record in the output: its file, and for a file of many
    records its number (from 1) and first line.

    >>> label("club.vnt", 2, 40, True)
    'club.vnt record 3 (line 40)'
    """
    if not many:
        return file
    if line is None:
        return _("{file} record {number}").format(file=file, number=index + 1)
    return _("{file} record {number} (line {line})").format(file=file, number=index + 1,
                                                            line=line)
