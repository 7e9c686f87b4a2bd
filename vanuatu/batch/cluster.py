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
"""

from __future__ import annotations

import importlib
import logging
from collections import deque
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from typing import Any

from ..records import RecordText
from .pool import batched
from .results import RecordResult, Validator, check_records, failed

__all__ = ["PARTITION_SIZE", "connect", "require", "run_dask"]

#: Records per partition: about a second of work for a complete game each.
PARTITION_SIZE = 64


def require() -> None:
    """Raise :class:`ImportError`, saying how to install it, without the extra ``dask``."""
    try:
        importlib.import_module("dask.bag")
        importlib.import_module("distributed")
    except ImportError as e:
        raise ImportError(
            f"Dask is not installed ({e}): pip install 'vanuatu[dask]'"
        ) from None


@contextmanager
def connect(address: str, workers: int) -> Iterator[Any]:
    """A ``distributed.Client`` of the scheduler at ``address``, or of a new
    local cluster of ``workers`` processes (one thread each) for ``"local"``;
    closed at the end. Raises :class:`ImportError` without the extra ``dask``
    and :class:`OSError` when the scheduler cannot be reached."""
    distributed = importlib.import_module("distributed")  # the extra 'dask'
    Client, LocalCluster = distributed.Client, distributed.LocalCluster
    if address == "local":
        cluster = LocalCluster(
            n_workers=workers, threads_per_worker=1, processes=True,
            dashboard_address=":0", silence_logs=logging.ERROR,
        )
        client = Client(cluster)
        try:
            yield client
        finally:
            client.close()
            cluster.close()
        return
    client = Client(address, timeout="10s")
    try:
        yield client
    finally:
        client.close()


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
    db = importlib.import_module("dask.bag")

    threads = max(1, sum(client.nthreads().values()))
    window_size = partition_size * 2 * threads
    window: deque[tuple[list[RecordText], Any]] = deque()

    def take() -> list[RecordResult]:
        texts_, future = window.popleft()
        try:
            results: list[RecordResult] = future.result()
            return results
        except Exception:  # KilledWorker, a lost connection...
            return [_alone(client, text, time_limit, validator) for text in texts_]

    for texts_ in batched(texts, window_size):
        bag = db.from_sequence(texts_, partition_size=partition_size)
        work = bag.map_partitions(check_records, time_limit, validator)
        window.append((texts_, client.compute(work)))
        while len(window) >= 2:
            yield from take()
    while window:
        yield from take()


def _alone(
    client: Any, text: RecordText, time_limit: float | None, validator: Validator
) -> RecordResult:
    future = client.submit(check_records, [text], time_limit, validator, pure=False)
    try:
        results: list[RecordResult] = future.result()
        return results[0]
    except Exception as e:
        return failed(text, f"the cluster could not validate it ({type(e).__name__}: {e})")
