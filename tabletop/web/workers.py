"""The worker processes served bots think in (:mod:`tabletop.web.bots` hands them
their decisions): each a :class:`~concurrent.futures.ProcessPoolExecutor` of one
process started from a fork server, sent only what it needs (:class:`Decision`), and
replaced when a decision it runs is abandoned. A worker leaves Ctrl+C to the server
and ends when the server is gone."""

from __future__ import annotations

import multiprocessing
import os
import signal
import threading
import time
from concurrent.futures import Future, ProcessPoolExecutor
from typing import Any, TypeVar

import attrs

from .game import WebGame

__all__ = ["Decision", "Worker", "start_context", "think"]

M = TypeVar("M")


@attrs.frozen
class Decision:
    """One decision asked of a worker: the position it is about (the game's
    ``game_id``, its ``moves_played`` and ``version``), the ``player`` to act,
    the bot spec ``kind``, the ``seed``, the game's ``record`` text (all a worker
    needs) and whether the bot ``searches``."""

    game_id: str
    moves_played: int
    version: int
    player: int
    kind: str
    seed: int
    record: str
    searches: bool


def think(rules: WebGame[Any, M], record: str, kind: str, seed: int, seconds: float) -> M:
    """In a worker: the move of the bot ``kind`` in the game of ``record``."""
    return rules.decide(record, kind, seed, seconds)


def start_context() -> Any:
    methods = multiprocessing.get_all_start_methods()
    # a fork server: the workers start from a clean process, not from a copy of the
    # server with its threads and sockets
    return multiprocessing.get_context("forkserver" if "forkserver" in methods else None)


class Worker:
    """One worker process (a :class:`ProcessPoolExecutor` of one), replaced when a
    decision it runs is abandoned."""

    def __init__(self, context: Any, quick_only: bool) -> None:
        self.context = context
        #: whether it takes only the decisions of bots that do not search
        self.quick_only = quick_only
        #: whether the decision it was last given was a search
        self.searched_last = False
        self.executor = self._executor()

    def _executor(self) -> ProcessPoolExecutor:
        return ProcessPoolExecutor(max_workers=1, mp_context=self.context,
                                   initializer=_watch, initargs=(os.getpid(),))

    def submit(self, rules: WebGame[Any, Any], decision: Decision,
               seconds: float) -> Future[Any]:
        """Send ``decision`` to the process."""
        return self.executor.submit(think, rules, decision.record, decision.kind,
                                    decision.seed, seconds)

    def warm(self) -> None:
        """Start the process (and let it import what the game's module needs)."""
        try:
            self.executor.submit(_ready).add_done_callback(_taken)
        except RuntimeError:  # stopped meanwhile
            pass

    def stop(self, wait: bool = False) -> None:
        """End the process, whatever it is doing (and wait for its end if ``wait``)."""
        processes = getattr(self.executor, "_processes", None) or {}
        for process in list(processes.values()):
            try:
                process.terminate()
            except (OSError, AttributeError):
                pass
        self.executor.shutdown(wait=wait, cancel_futures=True)

    def replace(self) -> None:
        """End the process and start another (when it is next sent a decision)."""
        self.stop()
        self.executor = self._executor()


def _watch(server: int) -> None:
    """In a worker, first: leave Ctrl+C to the server, and end when the server is
    gone (killed: it could not end its workers)."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)

    def watch() -> None:
        while True:
            time.sleep(1.0)
            try:
                os.kill(server, 0)
            except ProcessLookupError:
                os._exit(0)
            except OSError:  # not ours to signal any more: another process
                os._exit(0)

    threading.Thread(target=watch, name="server-watch", daemon=True).start()


def _ready() -> None:
    """Nothing: what a worker's first task does."""


def _taken(future: Future[None]) -> None:
    if not future.cancelled():
        future.exception()
