"""Work on a Dask cluster (the optional extra ``dask``), whatever the game: the address
of a scheduler checked as text, the connection, and a ``map`` in order built on
:mod:`dask.bag`.

An address is ``local`` (a new local cluster) or ``[SCHEME://]HOST:PORT``: the
scheme one of :data:`SCHEMES` (``tcp`` when none is given, as Dask reads it),
the host a name, an IPv4 address or an IPv6 address in brackets, and the port
a number from 1 to 65535. :func:`address_problem` says what is wrong with an
address, or ``None``; nothing is resolved and nothing is connected to.

>>> address_problem("tcp://scheduler.example.org:8786") is None
True
>>> address_problem("[::1]:8786") is None
True
>>> address_problem("tcp://host:notaport")
"the port 'notaport' is not a number from 1 to 65535"
>>> address_problem("ftp://x:1")
"the scheme 'ftp' is not one of Dask's (tcp, tls, ws, wss, ucx)"
>>> address_problem("nonsense")
"expected 'local' or [SCHEME://]HOST:PORT (tcp://scheduler:8786), not 'nonsense'"

The items are sent to the cluster in windows: each window is a bag of partitions of
``partition_size`` items, two windows in flight at a time, so that the workers never
wait and memory stays flat however long the input is (:func:`cluster_map`). Both
games' ``validate --dask`` and ``vanuatu arena --dask`` run on it.
"""

from __future__ import annotations

import importlib
import ipaddress
import itertools
import logging
import re
from collections import deque
from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager
from typing import Any, TypeVar

__all__ = [
    "LOCAL",
    "MAX_ADDRESS",
    "SCHEMES",
    "address_problem",
    "batched",
    "check_address",
    "cluster_map",
    "connect",
    "dask_map",
    "each",
    "require",
    "windows",
]

#: The address of a new local cluster.
LOCAL = "local"
#: The schemes of the Dask schedulers a command can reach (Dask's ``inproc`` is only
#: for a scheduler in the same process).
SCHEMES = ("tcp", "tls", "ws", "wss", "ucx")
#: The longest address read.
MAX_ADDRESS = 300

_HOST = re.compile(r"[A-Za-z0-9](?:[A-Za-z0-9_-]{0,62})(?:\.[A-Za-z0-9_-]{1,63})*\.?")
_FORM = "[SCHEME://]HOST:PORT (tcp://scheduler:8786)"


def _quoted(text: str) -> str:
    """``text`` quoted in one printable line of at most 60 characters."""
    if not text.isprintable():
        text = "".join(c if c.isprintable() else repr(c)[1:-1] for c in text)
    return "'" + (text if len(text) <= 60 else text[:59] + "…") + "'"


def address_problem(address: str) -> str | None:
    """What is wrong with the scheduler address ``address`` (one line, quoting it
    safely), or ``None`` when it is ``local`` or a well-formed ``SCHEME://HOST:PORT``."""
    if address == LOCAL:
        return None
    if not address.strip():
        return "expected a scheduler address or 'local', not an empty one"
    if len(address) > MAX_ADDRESS:
        return f"an address has at most {MAX_ADDRESS} characters, not {len(address)}"
    scheme, sep, rest = address.partition("://")
    if not sep:
        scheme, rest = "tcp", address
    elif scheme not in SCHEMES:
        return f"the scheme {_quoted(scheme)} is not one of Dask's ({', '.join(SCHEMES)})"
    host, colon, port = rest.rpartition(":")
    if not colon or not host:
        return f"expected 'local' or {_FORM}, not {_quoted(address)}"
    if not (port.isascii() and port.isdigit() and len(port) <= 5 and 1 <= int(port) <= 65535):
        return f"the port {_quoted(port)} is not a number from 1 to 65535"
    if host.startswith("[") and host.endswith("]"):
        try:
            ipaddress.IPv6Address(host[1:-1])
        except ValueError:
            return f"the host {_quoted(host)} is not an IPv6 address"
        return None
    if len(host) > 253 or not _HOST.fullmatch(host):
        return f"the host {_quoted(host)} is not a host name or an IP address"
    if re.fullmatch(r"[0-9.]+", host):
        try:
            ipaddress.IPv4Address(host)
        except ValueError:
            return f"the host {_quoted(host)} is not an IPv4 address"
    return None


def check_address(address: str) -> None:
    """Raise :class:`ValueError` naming what is wrong with ``address``
    (:func:`address_problem`)."""
    problem = address_problem(address)
    if problem is not None:
        raise ValueError(f"Dask scheduler address: {problem}")


_T = TypeVar("_T")
_R = TypeVar("_R")


def batched(items: Iterable[_T], size: int) -> Iterator[list[_T]]:
    """``items`` in lists of ``size`` (the last one shorter)."""
    it = iter(items)
    while chunk := list(itertools.islice(it, size)):
        yield chunk


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
    return windows(client, items, partition_size, each, (fn,), None)


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


def windows(
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
