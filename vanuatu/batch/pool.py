"""Validation spread over worker processes of the standard library
(:class:`concurrent.futures.ProcessPoolExecutor`).

Records go to the workers in chunks, so that each task is far longer than
what sending it costs, and only a few chunks per worker are in flight at a
time, so memory stays flat however long the input is. When a worker dies
(killed, out of memory, a crash), the pool is started again and the chunks
that were in flight are validated again one record at a time: the record
that kills its worker when alone gets the verdict ``failed``, the others
their own.
"""

from __future__ import annotations

import itertools
import signal
from collections import deque
from collections.abc import Iterable, Iterator
from concurrent.futures import FIRST_COMPLETED, Future, ProcessPoolExecutor, wait
from concurrent.futures.process import BrokenProcessPool
from typing import TypeVar

import attrs

from ..records import RecordText
from .results import RecordResult, Validator, check_records, failed

__all__ = ["DIED", "batched", "run_pool"]

#: Why a record whose worker died has no verdict.
DIED = "the process validating it stopped (killed, out of memory, or crashed)"

#: Chunks in flight per worker.
_AHEAD = 3


_T = TypeVar("_T")


def batched(items: Iterable[_T], size: int) -> Iterator[list[_T]]:
    """``items`` in lists of ``size`` (the last one shorter)."""
    it = iter(items)
    while chunk := list(itertools.islice(it, size)):
        yield chunk


def _quiet_worker() -> None:
    """Workers leave Ctrl-C to the main process, which stops them."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)


@attrs.define
class _Chunk:
    texts: list[RecordText]
    future: Future[list[RecordResult]]
    results: list[RecordResult] | None = None


class _Workers:
    """A process pool that is started again when a worker dies."""

    def __init__(self, jobs: int, time_limit: float | None, validator: Validator) -> None:
        self.jobs = jobs
        self.time_limit = time_limit
        self.validator = validator
        self.pool = self._start()

    def _start(self) -> ProcessPoolExecutor:
        return ProcessPoolExecutor(self.jobs, initializer=_quiet_worker)

    def restart(self) -> None:
        self.pool.shutdown(wait=True, cancel_futures=True)
        self.pool = self._start()

    def close(self) -> None:
        self.pool.shutdown(wait=True, cancel_futures=True)

    def submit(self, texts: list[RecordText], window: Iterable[_Chunk]) -> _Chunk:
        """Send ``texts`` to the workers; if a worker of the pool has died,
        the chunks of ``window`` are recovered first."""
        try:
            future = self.pool.submit(check_records, texts, self.time_limit, self.validator)
        except BrokenProcessPool:
            self._recover(list(window))
            future = self.pool.submit(check_records, texts, self.time_limit, self.validator)
        return _Chunk(texts, future)

    def results(self, chunk: _Chunk, window: Iterable[_Chunk]) -> list[RecordResult]:
        """The results of ``chunk``; when its worker died, every chunk of
        ``window`` that has no results yet is validated again."""
        if chunk.results is None:
            try:
                chunk.results = chunk.future.result()
            except BrokenProcessPool:
                self._recover([chunk, *window])
        assert chunk.results is not None
        return chunk.results

    def _recover(self, chunks: list[_Chunk]) -> None:
        # every future of a broken pool fails, those that had finished excepted
        lost = [c for c in chunks if c.results is None and not _finished(c.future)]
        for c in chunks:
            if c.results is None and _finished(c.future):
                c.results = c.future.result()
        self.restart()
        for c in lost:
            c.results = [self._alone(text) for text in c.texts]

    def _alone(self, text: RecordText) -> RecordResult:
        """The result of one record validated with nothing else in flight."""
        future = self.pool.submit(check_records, [text], self.time_limit, self.validator)
        try:
            return future.result()[0]
        except BrokenProcessPool:
            self.restart()
            return failed(text, DIED)


def _finished(future: Future[list[RecordResult]]) -> bool:
    return future.done() and not future.cancelled() and future.exception() is None


def run_pool(
    texts: Iterable[RecordText],
    *,
    jobs: int,
    chunk_size: int,
    time_limit: float | None,
    validator: Validator,
    keep_order: bool = True,
) -> Iterator[RecordResult]:
    """The result of each record of ``texts``, validated by ``jobs`` worker
    processes, ``chunk_size`` records per task; in the order of ``texts`` when
    ``keep_order``, else as they are ready."""
    workers = _Workers(jobs, time_limit, validator)
    window: deque[_Chunk] = deque()
    try:
        for texts_ in batched(texts, chunk_size):
            window.append(workers.submit(texts_, window))
            while len(window) >= jobs * _AHEAD:
                yield from _take(workers, window, keep_order)
        while window:
            yield from _take(workers, window, keep_order)
    finally:
        workers.close()


def _take(workers: _Workers, window: deque[_Chunk], keep_order: bool) -> Iterator[RecordResult]:
    """The results of the first chunk of ``window`` (of a finished one unless
    ``keep_order``), which leaves the window."""
    if not keep_order:
        ready = [c for c in window if c.results is not None or c.future.done()]
        if not ready:
            wait([c.future for c in window], return_when=FIRST_COMPLETED)
            ready = [c for c in window if c.future.done()]
        chunk = ready[0]
        window.remove(chunk)
    else:
        chunk = window.popleft()
    yield from workers.results(chunk, window)
