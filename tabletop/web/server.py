"""What the web application keeps besides the games: the waiters of each game's
changes (event streams, long polls), the bots thinking in a thread of their own,
and the reading of a request's JSON body. No web framework here: :mod:`tabletop.web.app`
puts it on Starlette.
"""

from __future__ import annotations

import asyncio
import json
import logging
import os
from concurrent.futures import ThreadPoolExecutor
from typing import Any, Generic, TypeVar

from .game import WebGame
from .store import GameStore, ServedGame, StoreError, state_json

__all__ = ["MAX_BODY", "MAX_DIGITS", "Hub", "Server", "read_json"]

#: The largest request body the API reads, in bytes (413 beyond it).
MAX_BODY = 16 * 1024
#: The most digits of a whole number of a request body.
MAX_DIGITS = 100
_LOG = logging.getLogger("tabletop.web")

G = TypeVar("G")
M = TypeVar("M")


def _parse_int(text: str) -> int:
    digits = len(text.lstrip("-"))
    if digits > MAX_DIGITS:
        raise ValueError(f"a number of {digits} digits (at most {MAX_DIGITS}): {text[:20]}...")
    return int(text)


def read_json(data: bytes) -> Any:
    """The JSON of a request body; a 400 that names what is wrong.

    >>> read_json(b'{"players": 3}')
    {'players': 3}
    >>> read_json(b"[" * 10_000)
    Traceback (most recent call last):
    ...
    tabletop.web.store.StoreError: the body is JSON nested too deeply
    """
    if len(data) > MAX_BODY:
        raise StoreError(413, f"the body is over {MAX_BODY} bytes")
    try:
        return json.loads(data, parse_int=_parse_int)
    except RecursionError:
        raise StoreError(400, "the body is JSON nested too deeply") from None
    except (ValueError, UnicodeDecodeError) as e:
        raise StoreError(400, f"the body is not JSON: {e}") from None


class Hub:
    """Wakes the waiters of a game (event streams, long polls) on each change."""

    def __init__(self) -> None:
        self.loop: asyncio.AbstractEventLoop | None = None
        self.events: dict[str, asyncio.Event] = {}

    def event(self, game_id: str) -> asyncio.Event:
        """What the next change of ``game_id`` sets."""
        if game_id not in self.events:
            self.events[game_id] = asyncio.Event()
        return self.events[game_id]

    def wake(self, game_id: str) -> None:
        """Wake the waiters of ``game_id`` (in the event loop)."""
        old = self.events.pop(game_id, None)
        if old is not None:
            old.set()

    def changed(self, game_id: str) -> None:
        """Called from any thread after ``game_id`` changed."""
        loop = self.loop
        if loop is not None and not loop.is_closed():
            loop.call_soon_threadsafe(self.wake, game_id)


class Server(Generic[G, M]):
    """The store of the games of ``folder``, the hub of their waiters and the bots."""

    def __init__(self, rules: WebGame[G, M], folder: str | os.PathLike[str]) -> None:
        self.rules = rules
        # the bots think in threads of their own, one at a time: the requests of
        # the people playing never wait behind a queue of bots
        self.bot_threads = ThreadPoolExecutor(max_workers=1,
                                              thread_name_prefix=f"{rules.slug}-bot")
        self.hub = Hub()
        self.store = GameStore(rules, folder, on_change=self.hub.changed)
        self.bot_tasks: dict[str, asyncio.Task[None]] = {}
        self.again: set[str] = set()

    def schedule_bots(self, game_id: str) -> None:
        """Let the bots of ``game_id`` move (in a worker thread) if one is to act."""
        task = self.bot_tasks.get(game_id)
        if task is not None and not task.done():
            self.again.add(game_id)
            return
        self.bot_tasks[game_id] = asyncio.get_running_loop().create_task(self._bots(game_id))

    async def _bots(self, game_id: str) -> None:
        served = self.store.get(game_id)
        while True:
            self.again.discard(game_id)
            try:
                moved = await asyncio.get_running_loop().run_in_executor(
                    self.bot_threads, self._bot_step, served)
            except Exception:  # a bot that fails stops its game's bots, not the server
                _LOG.exception("game %s: the bot to act failed", game_id)
                return
            if not moved and game_id not in self.again:
                return

    def _bot_step(self, served: ServedGame[G, M]) -> bool:
        with served.lock:
            played = served.moves_played
        move = served.bot_move()
        if move is None:
            return False
        if served.play_bot(move, played):
            self.store.changed(served.id)
        return True

    def start(self) -> None:
        """In the event loop, when the application starts: the bots to act carry on."""
        self.hub.loop = asyncio.get_running_loop()
        for game_id in list(self.store.games):
            self.schedule_bots(game_id)

    def stop(self) -> None:
        """When the application stops."""
        for task in self.bot_tasks.values():
            task.cancel()
        self.bot_threads.shutdown(wait=False, cancel_futures=True)

    def seat(self, game_id: str, token: object) -> tuple[ServedGame[G, M], int]:
        """The game ``game_id`` and the player of the seat of ``token``."""
        served = self.store.get(game_id)
        return served, served.seat_of(token).player

    def snapshot(self, served: ServedGame[G, M], player: int, svg: bool) -> dict[str, Any]:
        """The state of ``player``'s seat, with its picture if ``svg``."""
        with served.lock:
            body = state_json(served, player)
            if svg:
                body["svg"] = self.rules.picture(served.game, player)
        return body
