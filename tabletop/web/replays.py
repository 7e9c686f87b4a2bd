"""The replay pages of the served games (``GET /games/{id}/replay``) as they are built.

A page tells a whole game, a picture for every move: it takes a thread up to a second
to build and holds megabytes. So one client (:func:`~tabletop.web.clients.client_of`)
has one page built at a time, its next ones waiting their turn; the server builds at
most :data:`AT_ONCE` at a time, whoever asks, and leaves its other threads to the other
requests; and it keeps the last :data:`KEPT` pages built, whatever their games, for a
browser that asks again about the same position (a reload, another tab), never one page
for every game it holds.
"""

from __future__ import annotations

import asyncio
import collections
from collections.abc import Callable

from starlette.concurrency import run_in_threadpool

__all__ = ["AT_ONCE", "KEPT", "Replays"]

#: The most replay pages built at once.
AT_ONCE = 2
#: The most replay pages kept.
KEPT = 8

#: What names a page: the game, its position (:attr:`~tabletop.web.served.ServedGame.at`),
#: the seat it is told for (``None``: the whole game) and its language.
Key = tuple[str, object, "int | None", str]


class _Turn:
    """The pages one client has asked for and not received yet, built one at a time."""

    def __init__(self) -> None:
        self.lock = asyncio.Lock()
        self.waiting = 0


class Replays:
    """The pages being built and kept (:data:`AT_ONCE`, :data:`KEPT`)."""

    def __init__(self, at_once: int = AT_ONCE, kept: int = KEPT) -> None:
        self.kept = kept
        self._pages: collections.OrderedDict[Key, str] = collections.OrderedDict()
        self._building = asyncio.Semaphore(at_once)
        self._turns: dict[str, _Turn] = {}

    def _found(self, key: Key) -> str | None:
        page = self._pages.get(key)
        if page is not None:
            self._pages.move_to_end(key)
        return page

    async def page(self, client: str, key: Key,
                   build: Callable[[], tuple[Key, str]]) -> str:
        """The page ``key`` names, kept or made by ``build`` (in a thread, in
        ``client``'s turn): ``build`` gives the page and the key of what it told (the
        position may have moved on since ``key`` was read)."""
        found = self._found(key)
        if found is not None:
            return found
        turn = self._turns.setdefault(client, _Turn())
        turn.waiting += 1
        try:
            async with turn.lock, self._building:
                found = self._found(key)  # built while this one waited
                if found is not None:
                    return found
                told, page = await run_in_threadpool(build)
                self._pages[told] = page
                while len(self._pages) > self.kept:
                    self._pages.popitem(last=False)
                return page
        finally:
            turn.waiting -= 1
            if not turn.waiting:
                del self._turns[client]
