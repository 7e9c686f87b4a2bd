"""Validation on a Dask cluster (the optional extra ``dask``), built on
:mod:`dask.bag`.

The records are read here, in the client, and sent to the cluster in windows:
each window is a bag whose partitions hold :data:`PARTITION_SIZE` records,
so that each task lasts about a second, far above the millisecond or so that
Dask spends on a task. Two windows are in flight at a time: the workers never
wait, and memory stays flat however long the input is. When a window fails
(a worker died more often than the scheduler allows, ``KilledWorker``), its
records are sent again one per task, and a record that fails alone gets the
verdict ``failed``.

The time limit of a record needs ``SIGALRM`` in the main thread of a process,
and Dask runs tasks in threads: on a cluster, a record that never finishes
holds its worker.

:func:`cluster_map` is the same machinery as a ``map`` (in order, two windows
in flight) for other work, such as the games of ``vanuatu arena --dask``.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from typing import Any

from tabletop.cluster import cluster_map, connect, dask_map, each, require, windows

from ..records import RecordText
from .results import RecordResult, Validator, check_records, failed

__all__ = [
    "PARTITION_SIZE",
    "cluster_map",
    "connect",
    "dask_map",
    "each",
    "require",
    "run_dask",
]

#: Records per partition: about a second of work for a complete game each.
PARTITION_SIZE = 64


def run_dask(
    texts: Iterable[RecordText],
    client: Any,
    *,
    partition_size: int = PARTITION_SIZE,
    time_limit: float | None,
    validator: Validator,
) -> Iterator[RecordResult]:
    """The result of each record of ``texts`` in their order, validated on the
    cluster of the ``distributed.Client`` ``client``."""

    def recover(part: list[RecordText], error: Exception) -> list[RecordResult]:
        return [_alone(client, text, time_limit, validator) for text in part]

    return windows(client, texts, partition_size, check_records, (time_limit, validator),
                    recover)


def _alone(
    client: Any, text: RecordText, time_limit: float | None, validator: Validator
) -> RecordResult:
    future = client.submit(check_records, [text], time_limit, validator, pure=False)
    try:
        results: list[RecordResult] = future.result()
        return results[0]
    except Exception as e:
        return failed(text, f"the cluster could not validate it ({type(e).__name__}: {e})")
