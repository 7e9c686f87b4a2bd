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

import importlib
import logging
from collections import deque
from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager
from typing import Any, TypeVar

from ..records import RecordText
from .address import check_address
from .pool import batched
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
    closed at the end. Raises :class:`ValueError` for an address that is not one
    (:func:`~vanuatu.batch.address.check_address`, before anything connects),
    :class:`ImportError` without the extra ``dask`` and :class:`OSError` when the
    scheduler cannot be reached."""
    check_address(address)
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


_T = TypeVar("_T")
_R = TypeVar("_R")


def each(items: list[_T], fn: Callable[[_T], _R]) -> list[_R]:
    """``fn`` of each item of a partition: the task of :func:`cluster_map`."""
    return [fn(item) for item in items]


def cluster_map(
    client: Any,
    fn: Callable[[_T], _R],
    items: Iterable[_T],
    *,
    partition_size: int,
) -> Iterator[_R]:
    """``fn`` of each of ``items`` on the cluster of ``client``, in their order,
    through :mod:`dask.bag` (see the module documentation): a ``map`` for
    Dask. ``fn`` must be importable by name by the workers."""
    return _windows(client, items, partition_size, each, (fn,), None)


@contextmanager
def dask_map(
    address: str, workers: int, partition_size: int = 1
) -> Iterator[Callable[[Callable[[_T], _R], Iterable[_T]], Iterator[_R]]]:
    """A ``map(fn, items)`` that runs on the Dask cluster at ``address``
    (``"local"``: a new local cluster of ``workers`` processes), in the order
    of ``items`` (:func:`cluster_map`), for use in a ``with`` block."""
    with connect(address, workers) as client:

        def mapped(fn: Callable[[_T], _R], items: Iterable[_T]) -> Iterator[_R]:
            return cluster_map(client, fn, items, partition_size=partition_size)

        yield mapped


def _windows(
    client: Any,
    items: Iterable[_T],
    partition_size: int,
    task: Callable[..., list[_R]],
    args: tuple[Any, ...],
    recover: Callable[[list[_T], Exception], list[_R]] | None,
) -> Iterator[_R]:
    """``task(partition, *args)`` over the partitions of ``items``, two windows
    of ``2 × threads`` partitions in flight; a window that fails is given to
    ``recover`` (or its error is raised)."""
    db = importlib.import_module("dask.bag")
    threads = max(1, sum(client.nthreads().values()))
    window: deque[tuple[list[_T], Any]] = deque()

    def take() -> list[_R]:
        part, future = window.popleft()
        try:
            results: list[_R] = future.result()
            return results
        except Exception as e:  # KilledWorker, a lost connection...
            if recover is None:
                raise
            return recover(part, e)

    for part in batched(items, partition_size * 2 * threads):
        bag = db.from_sequence(part, partition_size=partition_size)
        window.append((part, client.compute(bag.map_partitions(task, *args))))
        while len(window) >= 2:
            yield from take()
    while window:
        yield from take()


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

    return _windows(client, texts, partition_size, check_records, (time_limit, validator),
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
