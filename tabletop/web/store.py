"""Games held on disk, whatever the game: each game is a record file and a small
file of seats.

A served game lives in two files of the games folder:

- ``<id><suffix>`` (``.vnt`` for Vanuatu), the game record in the game's text
  form, rewritten after each move: written to a temporary file first, then moved
  over the old one (:func:`os.replace`), so a killed server leaves either the old
  record or the new one, never half of one (the file is not forced to the disk:
  that guards against a killed process, not against a power cut);
- ``<id>.seats.json``, written once when the game is made: each seat (a human
  with the token of its link, or a bot spec), the seed and the key that fix the
  game's chance order (:meth:`~tabletop.web.game.WebGame.chance_order`), kept
  beside the game and made again after a restart, so that a move taken back and
  another played instead meet the same chance.

The rules of the game come from a :class:`~tabletop.web.game.WebGame`. This
module needs nothing but the standard library and attrs.
"""

from __future__ import annotations

import collections
import json
import logging
import os
import re
import secrets
import threading
import time
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import Any, Generic, NoReturn, TypeVar

from tabletop.translation import N_

from .disk import write_safely
from .errors import NoMove, StoreError, Unreadable, refused
from .game import HUMAN, WebGame
from .limits import Limits
from .seats import seat_names, shown_names
from .served import MAX_MOVES, Seat, ServedGame, seat_with
from .state import state_json
from .text import shown

__all__ = ["MAX_MOVES", "GameStore", "NoMove", "Seat", "ServedGame", "StoreError",
           "Unreadable", "UnreadableGame", "seat_names", "shown_names", "state_json"]

_LOG = logging.getLogger("tabletop.web")
_SEATS_SUFFIX = ".seats.json"
#: What the id of a game may be (the ids made are ten hexadecimal digits).
_GAME_ID = re.compile(r"[0-9A-Za-z_-]{1,64}")
G = TypeVar("G")
M = TypeVar("M")


class UnreadableGame(StoreError):
    """A stored game that cannot be read (404, naming the game only): said only to a
    request with the token of one of its ``seats`` (those its seats file gives, none when
    that cannot be read either); any other request is refused as it would be for a game
    that can be read (:meth:`answer`)."""

    def __init__(self, game_id: str, seats: Sequence[Seat]) -> None:
        said = refused(404, N_("the game {game} cannot be read"), game=shown(game_id))
        super().__init__(said.status, str(said))
        self.speak = said.speak
        self.seats = tuple(seats)

    def answer(self, token: object) -> NoReturn:
        """Refuse a request with ``token``: 400 or 403 as for a game that can be read
        (:func:`~tabletop.web.served.seat_with`), this 404 for the token of a seat."""
        seat_with(self.seats, token)
        raise self


def _seats(data: Any) -> list[Seat]:
    """The seats of a game's seats file (its JSON ``data``)."""
    return [Seat(int(s["player"]), str(s["kind"]), s.get("token")) for s in data["seats"]]


def _seats_of(path: Path) -> list[Seat]:
    """The seats of the seats file ``path`` of a game that cannot be read, those with a
    token only; none when it cannot be read either."""
    try:
        seats = _seats(json.loads(path.read_text(encoding="utf-8")))
    except Exception:
        return []
    return [s for s in seats if isinstance(s.token, str)]


#: How long a game stays in memory after it was last asked for before another
#: client's game may take its place (:meth:`GameStore._give_up_one`): longer than a
#: request takes to arrive whole (:data:`tabletop.web.transport.REQUEST_SECONDS`).
GIVE_UP_AFTER = 30.0


class GameStore(Generic[G, M]):
    """The games of a games folder: those in use held in memory (:attr:`games`), every
    other one on disk only, loaded when it is asked for (:meth:`get`), so that the
    start takes no longer with more games stored.

    A game leaves memory after ``limits.idle_seconds`` unused (a finished one after a
    tenth of that), unless ``busy(game_id)`` says something waits on it; at most
    ``limits.max_games`` are held, and past that a new game or a game to load is
    refused with 429 (``retry_after``: when the least recently used one will leave).
    ``on_change(game_id)`` is called after every change of a game (from whatever
    thread made it); ``check_seats(seats)``, when set, may refuse the seats of a new
    game (the server's cap on its bots).
    """

    def __init__(self, rules: WebGame[G, M], folder: str | os.PathLike[str],
                 on_change: Callable[[str], None] | None = None,
                 limits: Limits | None = None,
                 clock: Callable[[], float] = time.monotonic) -> None:
        self.rules = rules
        self.folder = Path(folder)
        self.folder.mkdir(parents=True, exist_ok=True)
        self.on_change = on_change
        self.limits = limits if limits is not None else Limits()
        self.clock = clock
        #: whether something waits on a game (it stays in memory however long unused)
        self.busy: Callable[[str], bool] = lambda game_id: False
        #: the games held in memory
        self.check_seats: Callable[[Sequence[str]], None] | None = None
        self.games: dict[str, ServedGame[G, M]] = {}
        self._used: dict[str, float] = {}
        #: the games that could not be read again, with the reason (logged, never told
        #: to a client)
        self.unreadable: dict[str, str] = {}
        self._lock = threading.RLock()
        self._swept = clock()
        for temp in self.folder.glob("*.tmp"):  # a write cut short by a killed server
            try:
                temp.unlink()
            except OSError:
                pass

    def stored(self) -> int:
        """The number of games on disk."""
        with os.scandir(self.folder) as entries:
            return sum(e.name.endswith(_SEATS_SUFFIX) for e in entries)

    def _load(self, game_id: str, path: Path) -> ServedGame[G, M]:
        data = json.loads(path.read_text(encoding="utf-8"))
        seats = _seats(data)
        game = self.rules.load(self.folder / f"{game_id}{self.rules.record_suffix}")
        served = ServedGame(self.rules, game_id, self.folder, seats, int(data["seed"]),
                            str(data["chance_key"]), game, float(data.get("created", 0)))
        # a move whose chance events were not drawn before the server stopped
        served.resolve_chance()
        return served

    # -- memory -------------------------------------------------------------

    def _idle_after(self, served: ServedGame[G, M]) -> float:
        idle = self.limits.idle_seconds
        return idle / 10 if served.over else idle

    def evict_idle(self) -> list[str]:
        """Let every game unused for its idle time leave memory (it stays on disk);
        the ids of those that left."""
        now = self.clock()
        gone = []
        with self._lock:
            self._swept = now
            for game_id, served in list(self.games.items()):
                if now - self._used[game_id] >= self._idle_after(served) and self._unload(
                        game_id):
                    gone.append(game_id)
        return gone

    def _unload(self, game_id: str) -> bool:
        """Let ``game_id`` leave memory (it stays on disk) unless something waits on it
        or holds its lock; whether it left. Call under the store's lock."""
        served = self.games[game_id]
        if self.busy(game_id) or not served.lock.acquire(blocking=False):
            return False
        try:
            del self.games[game_id], self._used[game_id]
        finally:
            served.lock.release()
        return True

    def _give_up_one(self, client: str) -> bool:
        """When every place is in use: the client holding the most games in memory, if
        it holds more than one and more than ``client``, gives up its least recently
        used game that nothing waits on and nothing asked for in the last
        :data:`GIVE_UP_AFTER` seconds (a request may hold it between reading it and
        playing on it); it stays on disk. So one client keeping its games in use cannot
        keep another out of its own. Whether one left."""
        held = collections.Counter(g.client for g in self.games.values())
        now = self.clock()
        for top, most in held.most_common():
            if most < 2 or most <= held[client]:
                return False  # nobody holds more than the one asking
            if any(self._unload(game_id) for game_id in sorted(
                    (i for i, g in self.games.items() if g.client == top
                     and now - self._used[i] >= GIVE_UP_AFTER), key=self._used.__getitem__)):
                return True
        return False

    def _make_room(self, client: str = "") -> None:
        """Room for one more game in memory, for ``client``; 429 when every place is in
        use (by ``client`` most of all, or by games something waits on)."""
        if len(self.games) < self.limits.max_games and (
                self.clock() - self._swept < min(60.0, self.limits.idle_seconds)):
            return
        self.evict_idle()
        if len(self.games) < self.limits.max_games or self._give_up_one(client):
            return
        now = self.clock()
        soonest = min(self._used[i] + self._idle_after(g) - now for i, g in self.games.items())
        raise refused(429, N_("the server holds {most} games in use (--max-games): ask again "
                              "later"), most=self.limits.max_games, retry_after=max(1.0, soonest))

    # -- the games ----------------------------------------------------------

    def create(self, body: object, lang: str = "en", client: str = "") -> ServedGame[G, M]:
        """A new game from the body of ``POST /api/games`` (the game's options, read
        by :meth:`~tabletop.web.game.WebGame.parse_new_game`, and ``names``: by
        default those of :func:`seat_names` in ``lang``), written to disk, started by
        ``client`` (:attr:`~tabletop.web.served.ServedGame.client`)."""
        if not isinstance(body, Mapping):
            raise refused(400, N_("the body must be a JSON object"))
        new = self.rules.parse_new_game(body)
        if self.check_seats is not None:
            self.check_seats(new.seats)
        names = seat_names(new.seats, body.get("names"), lang)
        with self._lock:
            self._make_room(client)
        game = self.rules.new_game(new, names)
        seats = [Seat(p, k, secrets.token_urlsafe(18) if k == HUMAN else None)
                 for p, k in enumerate(new.seats)]
        with self._lock:
            game_id = secrets.token_hex(5)
            while (self.folder / f"{game_id}{_SEATS_SUFFIX}").exists():
                game_id = secrets.token_hex(5)
            served = ServedGame(self.rules, game_id, self.folder, seats, new.seed,
                                secrets.token_hex(16), game, time.time())
            served.client = client
            served.resolve_chance()  # the setup's draws that the chance order makes
            seats_file = self.folder / f"{game_id}{_SEATS_SUFFIX}"
            write_safely(seats_file, json.dumps(served.seats_json(), indent=1) + "\n")
            try:
                served.save()
            except BaseException:  # no seats file without its record
                seats_file.unlink(missing_ok=True)
                raise
            self.games[game_id] = served
            self._used[game_id] = self.clock()
        return served

    def get(self, game_id: str, client: str = "") -> ServedGame[G, M]:
        """The game ``game_id``, loaded from disk for ``client`` if it is not in memory
        (it then counts as that client's, :meth:`_make_room`); :class:`StoreError` 404
        when there is none, :class:`UnreadableGame` when it cannot be read (why:
        :attr:`unreadable`), 429 when it is to be loaded and every place in memory is
        in use."""
        with self._lock:
            served = self.games.get(game_id)
            if served is not None:
                self._used[game_id] = self.clock()
                return served
            path = self.folder / f"{game_id}{_SEATS_SUFFIX}"
            if not _GAME_ID.fullmatch(game_id) or not path.is_file():
                raise refused(404, N_("no game {game} on this server"), game=shown(game_id))
            self._make_room(client)
            try:
                served = self._load(game_id, path)
            except Exception as e:  # a game that cannot be read is left out, said here
                why = f"{type(e).__name__}: {e}"
                if self.unreadable.get(game_id) != why:
                    _LOG.warning("the game %s cannot be read: %s", game_id, why)
                self.unreadable[game_id] = why
                raise UnreadableGame(game_id, _seats_of(path)) from None
            self.unreadable.pop(game_id, None)
            served.client = client
            self.games[game_id] = served
            self._used[game_id] = self.clock()
            return served

    def changed(self, game_id: str) -> None:
        """Tell the listener that ``game_id`` changed."""
        if self.on_change is not None:
            self.on_change(game_id)

    def run_bots(self, game_id: str, budget_moves: int = MAX_MOVES) -> int:
        """Let the bots of ``game_id`` play until a human is to act or the game
        is over; the number of moves they made."""
        served = self.get(game_id)
        made = 0
        while made < budget_moves:
            with served.lock:
                played = served.moves_played
            move = served.bot_move()
            if move is None:
                break
            if served.play_bot(move, played):
                made += 1
                self.changed(game_id)
        return made
