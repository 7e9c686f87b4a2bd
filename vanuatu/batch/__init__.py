"""Validating archives at scale: many records, every core, a Dask cluster.

:func:`validate_many` validates every record of many files (each file an
archive of one record or many, see :mod:`vanuatu.records.archive`) and yields one
:class:`RecordResult` per record, in the order of the files and of the records
in each file. The work is spread over ``jobs`` worker processes of the
standard library, or over a Dask cluster (``client``, the extra ``dask``);
the results are the same as with ``jobs=1``.

>>> import os, tempfile, vanuatu
>>> game = vanuatu.Game(players=3, seed=1)
>>> path = os.path.join(tempfile.mkdtemp(), "club.vnt")
>>> with open(path, "w", encoding="utf-8") as f:
...     _ = f.write(game.record.to_text() * 2 + "Players: 3\\nP0 fish\\n")
>>> for result in validate_many([path], jobs=1):
...     print(result.index, result.line, result.verdict, result.rule)
0 1 legal None
1 13 legal None
2 25 illegal R2
>>> summary = summarize(validate_many([path], jobs=1))
>>> summary.records, summary.legal, summary.by_rule
(3, 2, (('R2', 1),))

Bad input never stops a run: a file that cannot be read (a directory, a missing
file) is one result with the verdict :data:`UNREADABLE`, and so is a file that
holds no record (an empty JSON Lines file: the error
:data:`tabletop.batch.NO_RECORD`); a record whose worker process dies, or that
takes more than ``time_limit`` seconds, gets the verdict :data:`FAILED`; the
other records get their own verdicts.
"""

from __future__ import annotations

import os
import time
from collections.abc import Iterable, Iterator
from itertools import chain, islice
from typing import Any

from tabletop.batch import every_record

from ..records import Record, RecordText, split_records, validate_text
from .results import (
    FAILED,
    ILLEGAL,
    LEGAL,
    UNREADABLE,
    RecordResult,
    RecordTimeout,
    Summary,
    Tally,
    Validator,
    check_records,
)

__all__ = [
    "CHUNK_SIZE",
    "FAILED",
    "ILLEGAL",
    "LEGAL",
    "MAX_TIME_LIMIT",
    "TIME_LIMIT",
    "UNREADABLE",
    "RecordResult",
    "RecordTimeout",
    "Summary",
    "Tally",
    "Validator",
    "check_records",
    "cores",
    "record_texts",
    "summarize",
    "validate_many",
]

#: Records per task sent to a worker process (a complete game takes about
#: 10 ms to validate, sending a task well under 1 ms).
CHUNK_SIZE = 16

#: The default time limit of one record, in seconds (a complete game takes
#: about 10 ms).
TIME_LIMIT = 60.0
#: The longest time limit of one record, in seconds (a day): the alarm that
#: enforces it takes no more.
MAX_TIME_LIMIT = 86_400.0

Source = str | os.PathLike[str] | RecordText | Record


def cores() -> int:
    """The number of cores this process may use."""
    try:
        return len(os.sched_getaffinity(0))
    except AttributeError:  # not Linux
        return os.cpu_count() or 1


def record_texts(sources: Iterable[Source]) -> Iterator[RecordText]:
    """The records of ``sources`` (paths of archives, :class:`RecordText`,
    or :class:`~vanuatu.Record` objects, named ``<record>`` and numbered by
    their place), one at a time."""
    for place, source in enumerate(sources):
        if isinstance(source, RecordText):
            yield source
        elif isinstance(source, Record):
            yield RecordText("<record>", place, None, source.to_json())
        elif isinstance(source, str | os.PathLike):
            yield from every_record(os.fspath(source), split_records(source), RecordText)
        else:
            raise TypeError(
                f"validate_many: expected paths, RecordText or Record objects, not "
                f"{type(source).__name__}"
            )


def validate_many(
    paths_or_sources: Iterable[Source],
    *,
    jobs: int | None = None,
    client: Any = None,
    keep_order: bool = True,
    chunk_size: int = CHUNK_SIZE,
    time_limit: float | None = TIME_LIMIT,
    validator: Validator = validate_text,
) -> Iterator[RecordResult]:
    """Validate every record of ``paths_or_sources`` and yield a
    :class:`RecordResult` for each, reading the files one record at a time.

    Args:
        paths_or_sources: paths of archives, :class:`~vanuatu.records.archive.RecordText`
            or :class:`~vanuatu.Record` objects.
        jobs: worker processes (default: every core; never more than the
            cores); with 1, or when the input holds fewer than two chunks, the
            records are validated in this process.
        client: a ``distributed.Client``, ``"local"`` for a new local cluster of
            ``jobs`` worker processes, or the address of a Dask scheduler
            (``"tcp://host:8786"``); ``None`` for processes of this machine.
        keep_order: yield the results in the order of the input; when
            ``False``, as they are ready (worker processes only).
        chunk_size: records per task sent to a worker process.
        time_limit: seconds a record may take before it gets the verdict
            :data:`FAILED` (``None``: no limit). It needs ``SIGALRM``, so it
            holds in worker processes and in the main thread, not on Dask.
        validator: what validates the text of one record (by default
            :func:`vanuatu.validate_text`); it must be importable by name by
            the workers.

    Raises :class:`ValueError` for a ``jobs`` or ``chunk_size`` below 1, and
    :class:`ImportError` for a ``client`` without the extra ``dask``.
    """
    workers = cores() if jobs is None else jobs
    if isinstance(workers, bool) or not isinstance(workers, int) or workers < 1:
        raise ValueError(f"jobs: expected a number of processes from 1, not {jobs!r}")
    if isinstance(chunk_size, bool) or not isinstance(chunk_size, int) or chunk_size < 1:
        raise ValueError(f"chunk_size: expected a number from 1, not {chunk_size!r}")
    if time_limit is not None and not 0 < time_limit <= MAX_TIME_LIMIT:
        raise ValueError(f"time_limit: expected seconds above 0 and at most "
                         f"{MAX_TIME_LIMIT:g}, or None, not {time_limit!r}")
    if client is not None:
        from .cluster import require

        require()  # the extra 'dask': fail now, not on the first result
        return _on_dask(paths_or_sources, client, workers, time_limit, validator)
    return _on_processes(paths_or_sources, workers, keep_order, chunk_size, time_limit,
                         validator)


def _on_processes(
    sources: Iterable[Source],
    jobs: int,
    keep_order: bool,
    chunk_size: int,
    time_limit: float | None,
    validator: Validator,
) -> Iterator[RecordResult]:
    texts = record_texts(sources)
    jobs = min(jobs, cores())  # more processes than cores only wait for each other
    head = list(islice(texts, 2 * chunk_size)) if jobs > 1 else []
    if jobs == 1 or len(head) < 2 * chunk_size:  # too little work to pay for processes
        for text in chain(head, texts):
            yield from check_records([text], time_limit, validator)
        return
    from .pool import run_pool

    yield from run_pool(chain(head, texts), jobs=jobs, chunk_size=chunk_size,
                        time_limit=time_limit, validator=validator, keep_order=keep_order)


def _on_dask(
    sources: Iterable[Source],
    client: Any,
    jobs: int,
    time_limit: float | None,
    validator: Validator,
) -> Iterator[RecordResult]:
    from .cluster import connect, run_dask

    texts = record_texts(sources)
    if not isinstance(client, str):
        yield from run_dask(texts, client, time_limit=time_limit, validator=validator)
        return
    with connect(client, min(jobs, cores())) as connected:  # a local cluster: this machine
        yield from run_dask(texts, connected, time_limit=time_limit, validator=validator)


def summarize(results: Iterable[RecordResult]) -> Summary:
    """The :class:`Summary` of ``results``, timed from this call to the last one."""
    start = time.perf_counter()
    tally = Tally()
    for result in results:
        tally.add(result)
    return tally.summary(time.perf_counter() - start)
