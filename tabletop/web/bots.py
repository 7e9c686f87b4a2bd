"""The bots of the served games: each decision thought out in a pool of worker
processes, the games served in turn, each decision capped in time, and a bot's move
applied only to the exact position it was asked about.

- **Workers.** :class:`BotPool` keeps ``workers`` processes (the machine's cores
  unless told), each a :class:`~concurrent.futures.ProcessPoolExecutor` of one
  process so that a decision that overruns is abandoned by replacing its worker
  alone. A worker is sent what it needs and nothing more (:class:`Decision`: the
  game's record text, the seat's bot spec, the seed and the cap) and answers with
  the move, by :meth:`~tabletop.web.game.WebGame.decide`.
- **Fairness.** A game has at most one decision pending at a time; the games that
  wait for one are served in turn (a game whose bot has moved goes to the back of
  the line), and so are the clients that started them
  (:attr:`~tabletop.web.served.ServedGame.client`): a client with many games in line
  has one decision thought, then every other client with a game in line has one.
  With more than one worker, the first never takes a search (a bot whose
  :meth:`~tabletop.web.game.WebGame.bot_budget` is not 0): a quick bot's reply never
  waits behind the searches of other games; with one worker it waits for at most
  one capped decision, however many searches are in line (after a search, the
  first quick bot in line goes next). The first worker has :data:`QUICK_LANES`
  decisions under way at once (one being thought, the others being read, sent or
  played), so that the reading and writing of the games in the server overlap the
  thinking.
- **The cap.** A decision thinks at most ``seconds`` (``--bot-seconds``, 5 by
  default): a seat whose spec asks more is refused when the game is made
  (:meth:`BotPool.check_seats`, a 400 naming the cap), a search without a time of
  its own is given the cap as its time. A decision that has not answered
  :meth:`BotPool.overrun` seconds after it was sent is abandoned, its worker
  replaced, and the move is played by the game's
  :attr:`~tabletop.web.game.WebGame.hint_bot` instead, asked about the same
  position.
- **The exact position.** Each decision carries the game's id, its number of moves
  and its :attr:`~tabletop.web.store.ServedGame.version`, which grows with every
  change (a move, an undo); its move is played only if all three are unchanged.
  A change of the game while a decision is pending cancels it: a search's worker is
  replaced at once, a quick bot's answer is dropped, and the bot is asked again
  about the new position.

:attr:`BotPool.journal` tells what happened, in order: ``("asked", game id, moves
played)``, then ``"played"``, ``"dropped"`` (the game had changed), ``"cancelled"``,
``"overran"`` or ``"failed"``.
"""

from __future__ import annotations

import asyncio
import collections
import logging
import os
from collections.abc import Sequence
from concurrent.futures.process import BrokenProcessPool
from typing import Any, Generic, TypeVar

import attrs

from tabletop.translation import N_

from . import store as stores
from .disk import RETRY_UNWRITTEN, derive
from .errors import refused
from .game import HUMAN, WebGame
from .store import ServedGame, StoreError
from .workers import Decision, Worker, start_context, think

__all__ = ["DEFAULT_SECONDS", "QUICK_LANES", "BotPool", "Decision", "default_workers", "think"]

#: The longest a served bot thinks about a move unless told (``--bot-seconds``).
DEFAULT_SECONDS = 5.0
#: The decisions under way at once on the worker of the quick bots.
QUICK_LANES = 4
#: The most clients whose last turn is remembered (those without a game in line go first).
_CLIENTS = 10_000
_LOG = logging.getLogger("tabletop.web")

G = TypeVar("G")
M = TypeVar("M")


def default_workers() -> int:
    """The number of worker processes unless told: the cores this process may use."""
    try:
        return max(1, len(os.sched_getaffinity(0)))
    except AttributeError:  # not on every system
        return max(1, os.cpu_count() or 1)


@attrs.define
class _Pending:
    """A game's decision under way: being prepared (``decision`` ``None``) or sent."""

    decision: Decision | None = None
    poked: bool = False
    cancelled: bool = False
    abandon: asyncio.Event = attrs.field(factory=asyncio.Event)


class BotPool(Generic[G, M]):
    """The bots of the games of ``store``, thinking in ``workers`` processes, each
    decision capped at ``seconds``. Everything but the thinking and the reading of
    a position runs in the event loop of :meth:`start`."""

    def __init__(self, rules: WebGame[G, M], store: stores.GameStore[G, M],
                 seconds: float = DEFAULT_SECONDS, workers: int | None = None) -> None:
        if not seconds > 0:
            raise ValueError(f"the bots' seconds must be above 0, not {seconds}")
        if workers is not None and workers < 1:
            raise ValueError(f"at least one bot worker, not {workers}")
        self.rules = rules
        self.store = store
        self.seconds = seconds
        self.size = default_workers() if workers is None else workers
        #: what happened, in order (the last few thousand events)
        self.journal: collections.deque[tuple[str, str, int]] = collections.deque(
            maxlen=5000)
        self.workers: list[Worker] = []
        self.queue: dict[str, None] = {}  # the games waiting for a decision, in turn
        self.running: dict[str, _Pending] = {}
        self.fallback: dict[str, int] = {}  # game id -> the version the hint bot plays
        self.tasks: list[asyncio.Task[None]] = []
        self._more: asyncio.Event | None = None
        #: the turn at which each client's bot was last given a worker
        self._served: dict[str, int] = {}
        self._turn = 0

    def thinking(self, game_id: str) -> bool:
        """Whether a decision of ``game_id``'s bot waits or runs (the game stays in
        memory meanwhile)."""
        return game_id in self.queue or game_id in self.running

    @property
    def overrun(self) -> float:
        """The seconds after which a decision is abandoned: the cap and a margin
        (the worker reads the game and starts the bot before the clock of the
        search starts)."""
        return self.seconds * 1.5 + 1.0

    # -- the seats ------------------------------------------------------------

    def check_seats(self, seats: Sequence[str]) -> None:
        """Refuse (400) a seat whose bot spec asks more time than the cap."""
        for player, kind in enumerate(seats):
            if kind == HUMAN:
                continue
            asked = self.rules.bot_budget(kind)
            if asked is not None and asked > self.seconds:
                raise refused(400, N_("seat {player}: a served bot thinks at most {most} s "
                                      "a move (--bot-seconds), not {asked}"),
                              player=player, most=f"{self.seconds:g}", asked=f"{asked:g}")

    def searches(self, kind: str) -> bool:
        """Whether the bot ``kind`` searches (it may think up to the cap)."""
        try:
            return self.rules.bot_budget(kind) != 0
        except StoreError:
            return True

    # -- in the event loop -------------------------------------------------------

    def start(self) -> None:
        """Start the workers' loops and ask for the decisions due (after a restart:
        the games where a bot is to act carry on)."""
        self._more = asyncio.Event()
        context = start_context()
        if context.get_start_method() == "forkserver":
            context.set_forkserver_preload([type(self.rules).__module__])
        self.workers = [Worker(context, quick_only=i == 0 and self.size > 1)
                        for i in range(self.size)]
        loop = asyncio.get_running_loop()
        for worker in self.workers:  # their processes start now, not at a first move
            loop.run_in_executor(None, worker.warm)
        self.tasks = [loop.create_task(self._serve(w)) for w in self.workers
                      for _ in range(QUICK_LANES if w.quick_only else 1)]
        for game_id in list(self.store.games):
            self.poke(game_id)

    def stop(self) -> None:
        """Stop the loops and end the workers."""
        for task in self.tasks:
            task.cancel()
        for worker in self.workers:
            worker.stop(wait=True)

    def poke(self, game_id: str) -> None:
        """``game_id`` was made or changed: ask its bot to act, if one is, about the
        position now; a decision pending about another position is cancelled."""
        pending = self.running.get(game_id)
        if pending is None:
            self._enqueue(game_id)
            return
        pending.poked = True
        served = self.store.games.get(game_id)
        decision = pending.decision
        if decision is not None and (served is None or served.version != decision.version):
            pending.cancelled = True
            pending.abandon.set()
            del self.running[game_id]
            self._enqueue(game_id)

    def _enqueue(self, game_id: str) -> None:
        if game_id not in self.queue:
            self.queue[game_id] = None
        if self._more is not None:
            self._more.set()

    def _note(self, what: str, game_id: str, moves_played: int) -> None:
        self.journal.append((what, game_id, moves_played))

    def _searching(self, served: ServedGame[G, M]) -> bool | None:
        """Whether the bot to act searches; ``None`` when no bot is to act (a
        glance without the lock: the decision is read again under it)."""
        try:
            seat = served.bot_to_act()
        except Exception:  # a game changing under the glance: look again later
            return False
        if seat is None:
            return None
        return served.id not in self.fallback and self.searches(seat.kind)

    def _take(self, worker: Worker) -> str | None:
        """The game whose decision ``worker`` thinks next: of the games in line that it
        takes, the first of the client served longest ago (each client's games in
        turn), but a quick bot's first after a search, so that on one worker a quick
        reply waits behind one search at most, and the searches still have every
        other turn."""
        waiting: list[tuple[str, bool, str]] = []
        for game_id in list(self.queue):
            served = self.store.games.get(game_id)
            searching = None if served is None else self._searching(served)
            if served is None or searching is None:
                del self.queue[game_id]  # no bot to act: nothing to do
                continue
            if not (searching and worker.quick_only):
                waiting.append((game_id, searching, served.client))
        if worker.searched_last and not all(searching for _, searching, _ in waiting):
            waiting = [w for w in waiting if not w[1]]
        if not waiting:
            return None
        game_id, searching, client = min(waiting, key=lambda w: self._served.get(w[2], -1))
        del self.queue[game_id]
        worker.searched_last = searching
        self._turn += 1
        self._served[client] = self._turn
        if len(self._served) > _CLIENTS:  # forget the clients without a game in line
            waiting_clients = {c for _, _, c in waiting}
            self._served = {c: t for c, t in self._served.items() if c in waiting_clients}
        return game_id

    async def _serve(self, worker: Worker) -> None:
        assert self._more is not None
        while True:
            game_id = self._take(worker)
            if game_id is None:
                self._more.clear()
                await self._more.wait()
                continue
            pending = _Pending()
            self.running[game_id] = pending
            try:
                await self._decide(worker, game_id, pending)
            except asyncio.CancelledError:
                raise
            except Exception:  # never the end of the loop: that game's bots stop
                _LOG.exception("game %s: the bot to act failed", game_id)
                self._finish(game_id, pending, again=False)

    def _finish(self, game_id: str, pending: _Pending, again: bool) -> None:
        if self.running.get(game_id) is pending:
            del self.running[game_id]
            if again or pending.poked:
                self._enqueue(game_id)

    def _ask(self, served: ServedGame[G, M]) -> Decision | None:
        """The decision due in ``served`` now (under its lock), if a bot is to act."""
        with served.lock:
            seat = served.bot_to_act()
            if seat is None:
                return None
            kind = seat.kind
            if self.fallback.get(served.id) == served.version:
                kind = self.rules.hint_bot
            self.fallback.pop(served.id, None)
            played = served.moves_played
            return Decision(served.id, played, served.version, seat.player, kind,
                            derive(served.chance_key, f"bot {seat.player} {played}"),
                            self.rules.record(served.game, None, "text"),
                            self.searches(kind))

    async def _decide(self, worker: Worker, game_id: str, pending: _Pending) -> None:
        loop = asyncio.get_running_loop()
        served = self.store.games.get(game_id)
        if served is None:
            self._finish(game_id, pending, again=False)
            return
        decision = await loop.run_in_executor(None, self._ask, served)
        if decision is None or served.version != decision.version:
            self._finish(game_id, pending, again=decision is not None)
            return
        pending.decision = decision
        self._note("asked", game_id, decision.moves_played)
        # sent from a thread: a worker's first decision starts its process, which
        # must not hold up the event loop
        executor = worker.executor
        sent = await loop.run_in_executor(None, worker.submit, self.rules, decision,
                                          self.seconds)
        answer = asyncio.wrap_future(sent)
        answer.add_done_callback(_retrieve)
        waits: set[asyncio.Future[Any]] = {answer}
        if decision.searches:
            waits.add(asyncio.ensure_future(pending.abandon.wait()))
        done, _ = await asyncio.wait(waits, timeout=self.overrun,
                                     return_when=asyncio.FIRST_COMPLETED)
        for other in waits - {answer}:
            other.cancel()
        if answer not in done:
            worker.replace()
            if pending.cancelled:
                self._note("cancelled", game_id, decision.moves_played)
                return
            _LOG.warning("game %s: the bot %s of P%d overran %g s; the %s bot plays",
                         game_id, decision.kind, decision.player, self.seconds,
                         self.rules.hint_bot)
            self._note("overran", game_id, decision.moves_played)
            self.fallback[game_id] = decision.version
            self._finish(game_id, pending, again=True)
            return
        try:
            move = answer.result()
        except BrokenProcessPool:
            # the process ended under the decision: if it ended on this decision
            # (not replaced for another one), the hint bot plays this move
            again = True
            if worker.executor is executor:
                worker.replace()
                _LOG.warning("game %s: the worker of the bot %s of P%d ended; the %s bot "
                             "plays", game_id, decision.kind, decision.player,
                             self.rules.hint_bot)
                again = decision.kind != self.rules.hint_bot  # else: that game's bots stop
                self.fallback[game_id] = decision.version
            self._note("failed", game_id, decision.moves_played)
            self._finish(game_id, pending, again=again)
            return
        if pending.cancelled:
            self._note("dropped", game_id, decision.moves_played)
            return
        try:
            played = await loop.run_in_executor(None, self._play, served, decision, move)
        except StoreError as e:  # the record could not be written: the move was not made
            _LOG.warning("game %s: the move of the bot of P%d was not kept (%s); it is "
                         "thought again in %g s", game_id, decision.player, e, RETRY_UNWRITTEN)
            self._note("dropped", game_id, decision.moves_played)
            await asyncio.sleep(RETRY_UNWRITTEN)
            self._finish(game_id, pending, again=True)
            return
        self._note("played" if played else "dropped", game_id, decision.moves_played)
        if played:
            self.store.changed(game_id)
        self._finish(game_id, pending, again=True)

    def _play(self, served: ServedGame[G, M], decision: Decision, move: M) -> bool:
        return served.play_bot(move, decision.moves_played, decision.version)


def _retrieve(future: asyncio.Future[Any]) -> None:
    """Take the outcome of an abandoned decision (no warning that it was left)."""
    if not future.cancelled():
        future.exception()
