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

import hmac
import json
import os
import re
import secrets
import threading
import time
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import Any, Generic, TypeVar

import attrs

from tabletop.translation import N_

from .disk import derive, write_atomically
from .errors import StoreError, Unreadable, refused
from .game import HUMAN, WebGame
from .limits import Limits
from .seats import seat_names, shown_names
from .state import state_json
from .text import is_text, shown

__all__ = ["MAX_MOVES", "GameStore", "Seat", "ServedGame", "StoreError", "Unreadable",
           "seat_names", "shown_names", "state_json"]

#: The most moves a served game may reach (a guard against a runaway game).
MAX_MOVES = 5000
_SEATS_SUFFIX = ".seats.json"
#: What the id of a game may be (the ids made are ten hexadecimal digits).
_GAME_ID = re.compile(r"[0-9A-Za-z_-]{1,64}")
G = TypeVar("G")
M = TypeVar("M")


@attrs.frozen
class Seat:
    """One seat of a served game: ``kind`` is ``"human"`` or a bot spec."""

    player: int
    kind: str
    token: str | None = None

    @property
    def human(self) -> bool:
        """Whether a person plays this seat through a link."""
        return self.kind == HUMAN


class ServedGame(Generic[G, M]):
    """A game of the server: its seats, its game object (:attr:`game`) and its files.

    Every change happens under :attr:`lock` and ends with the record written,
    so what a client was told is what the disk holds.
    """

    def __init__(self, rules: WebGame[G, M], game_id: str, folder: Path, seats: Sequence[Seat],
                 seed: int, chance_key: str, game: G, created: float) -> None:
        self.rules = rules
        self.id = game_id
        self.folder = folder
        self.seats = tuple(seats)
        self.seed = seed
        self.chance_key = chance_key
        self.game = game
        #: the order of the chance events, fixed from the seed and the key, kept
        #: beside the game (never in its state)
        self.chance_order = rules.chance_order(game, seed, chance_key)
        self.created = created
        self.lock = threading.Lock()
        #: grows with every change (a clock reading), so that a client can
        #: tell an older answer from a newer one, also across a restart
        self.version = time.time_ns()
        #: each seat's last answer in a language
        #: (:meth:`tabletop.web.server.Server.snapshot`), by the position it is about
        self.answers: dict[tuple[int, str], tuple[tuple[int, int], dict[str, Any]]] = {}
        #: The pictures and pages last made of the game, by what they are, the seat
        #: (``None``: the whole record) and the language; dropped at the next change.
        self.pages: dict[tuple[str, int | None, str], tuple[tuple[int, int], str]] = {}

    # -- facts ------------------------------------------------------------

    @property
    def moves_played(self) -> int:
        """The number of moves of the record, chance events included."""
        return self.rules.moves_played(self.game)

    @property
    def over(self) -> bool:
        """Whether the game has ended."""
        return self.rules.is_over(self.game)

    def seat_of(self, token: object) -> Seat:
        """The human seat whose token is ``token``; :class:`StoreError` 403 otherwise
        (400 for a token that is no string, or holds a lone surrogate)."""
        if token is not None and not is_text(token):
            raise refused(400, N_("token: expected the token of a seat's link (a string), "
                                  "not {token}"), token=shown(token))
        if isinstance(token, str) and token:
            for seat in self.seats:
                if seat.token is not None and hmac.compare_digest(
                        seat.token.encode(), token.encode()):
                    return seat
        raise refused(403, N_("no seat of this game has that token"))

    def bot_to_act(self) -> Seat | None:
        """The bot seat to act, if a bot is to act."""
        to_act = self.rules.to_act(self.game)
        if self.over or not 0 <= to_act < len(self.seats):
            return None
        seat = self.seats[to_act]
        return None if seat.human else seat

    def page(self, what: str, player: int | None, lang: str, make: Callable[[], str]) -> str:
        """The ``what`` of ``player`` in ``lang`` (a picture, a page), made by ``make``
        once for each position and kept until the game changes. Call under :attr:`lock`."""
        key = (self.version, self.moves_played)
        kept = self.pages.get((what, player, lang))
        if kept is None or kept[0] != key:
            if self.pages and next(iter(self.pages.values()))[0] != key:
                self.pages.clear()  # of another position
            kept = (key, make())
            self.pages[(what, player, lang)] = kept
        return kept[1]

    @property
    def record_path(self) -> Path:
        """The record file of the game."""
        return self.folder / f"{self.id}{self.rules.record_suffix}"

    # -- changes ----------------------------------------------------------

    def resolve_chance(self) -> None:
        """Play the chance events due now, each the next of the game's chance order,
        whatever was played and taken back before."""
        while True:
            move = self.rules.chance(self.game, self.chance_order)
            if move is None:
                return
            self.rules.play(self.game, move)

    def play(self, move: M, expect: int | None = None) -> None:
        """Play ``move`` (already checked to be the seat's) and the chance
        events after it, and write the record. Call under :attr:`lock`."""
        if expect is not None and expect != self.moves_played:
            raise refused(409, N_("expect: {expect} moves, but {played} have been played (another "
                                  "move came first; nothing was applied)"), expect=expect,
                          played=self.moves_played)
        if self.moves_played >= MAX_MOVES:
            raise refused(422, N_("the game has reached {most} moves"), most=MAX_MOVES)
        before = self.moves_played
        self.rules.play(self.game, move)
        try:
            self.resolve_chance()
            self.save()
        except BaseException:  # nothing applied unless it is written
            while self.moves_played > before:
                self.rules.undo(self.game)
            raise

    def undo_for(self, seat: Seat) -> int:
        """Take back ``seat``'s last move and every move after it (bots' replies
        and chance events); refused (409) when another human has moved since
        or the game is over. Returns the number of moves taken back. Call under
        :attr:`lock`."""
        if self.over:
            raise refused(409, N_("the game is over: nothing can be taken back"))
        actors = list(self.rules.actors(self.game))
        mine = [i for i, p in enumerate(actors) if p == seat.player]
        if not mine:
            raise refused(409, N_("{player} has made no move to take back"),
                          player=f"P{seat.player}")
        last = mine[-1]
        others = {s.player for s in self.seats if s.human and s.player != seat.player}
        if any(p in others for p in actors[last + 1:]):
            raise refused(409, N_("another player has moved since: only your last move may "
                                  "be taken back, before anyone else moves"))
        taken = len(actors) - last
        undone = list(self.rules.moves(self.game))[-taken:]
        for _ in range(taken):
            self.rules.undo(self.game)
        try:
            self.save()
        except BaseException:  # nothing taken back unless it is written
            for move in undone:
                self.rules.play(self.game, move)
            raise
        return taken

    def bot_move(self) -> M | None:
        """The move of the bot to act, thought out without the lock held (a
        search may take seconds), or ``None`` when no bot is to act."""
        with self.lock:
            seat = self.bot_to_act()
            if seat is None:
                return None
            seed = derive(self.chance_key, f"bot {seat.player} {self.moves_played}")
            think = self.rules.think(self.game, seat.kind, seed)
        return think()

    def play_bot(self, move: M, moves_played: int, version: int | None = None) -> bool:
        """Play a bot's ``move`` chosen after ``moves_played`` moves (and at
        :attr:`version`, when given: the exact position, not another one of as many
        moves after an undo), unless the game has changed since; whether it was
        played."""
        with self.lock:
            if (self.moves_played != moves_played or self.bot_to_act() is None
                    or (version is not None and self.version != version)):
                return False
            self.play(move)
            return True

    def save(self) -> None:
        """Write the record (atomically), then count the change in :attr:`version`;
        :class:`StoreError` 503 when the record cannot be written (the file keeps the
        record before the change, and the caller takes the change back)."""
        write_safely(self.record_path, self.rules.record(self.game, None, "text"))
        self.version = max(self.version + 1, time.time_ns())

    def seats_json(self) -> dict[str, object]:
        """The content of the seats file."""
        return {
            "format": f"{self.rules.slug}-served-game 1",
            "id": self.id,
            "seed": self.seed,
            "chance_key": self.chance_key,
            "created": self.created,
            "seats": [{"player": s.player, "kind": s.kind, "token": s.token}
                      for s in self.seats],
        }


#: How long a client is asked to wait after a record could not be written, in seconds.
RETRY_UNWRITTEN = 5.0


def write_safely(path: Path, text: str) -> None:
    """:func:`~tabletop.web.disk.write_atomically`, with a failure of the disk (full,
    read-only, out of file descriptors) a :class:`StoreError` 503."""
    try:
        write_atomically(path, text)
    except OSError as e:
        raise refused(503, N_("the game could not be saved ({why}): nothing was changed; "
                              "try again later"), why=e.strerror or type(e).__name__,
                      retry_after=RETRY_UNWRITTEN) from None


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
        #: the games that could not be read again, with the reason
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
        seats = [Seat(int(s["player"]), str(s["kind"]), s.get("token")) for s in data["seats"]]
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
                if now - self._used[game_id] < self._idle_after(served):
                    continue
                if self.busy(game_id) or not served.lock.acquire(blocking=False):
                    continue
                try:
                    del self.games[game_id], self._used[game_id]
                finally:
                    served.lock.release()
                gone.append(game_id)
        return gone

    def _make_room(self) -> None:
        """Room for one more game in memory; 429 when every place is in use."""
        if len(self.games) < self.limits.max_games and (
                self.clock() - self._swept < min(60.0, self.limits.idle_seconds)):
            return
        self.evict_idle()
        if len(self.games) < self.limits.max_games:
            return
        now = self.clock()
        soonest = min(self._used[i] + self._idle_after(g) - now for i, g in self.games.items())
        raise refused(429, N_("the server holds {most} games in use (--max-games): ask again "
                              "later"), most=self.limits.max_games, retry_after=max(1.0, soonest))

    # -- the games ----------------------------------------------------------

    def create(self, body: object, lang: str = "en") -> ServedGame[G, M]:
        """A new game from the body of ``POST /api/games`` (the game's options, read
        by :meth:`~tabletop.web.game.WebGame.parse_new_game`, and ``names``: by
        default those of :func:`seat_names` in ``lang``), written to disk."""
        if not isinstance(body, Mapping):
            raise refused(400, N_("the body must be a JSON object"))
        new = self.rules.parse_new_game(body)
        if self.check_seats is not None:
            self.check_seats(new.seats)
        names = seat_names(new.seats, body.get("names"), lang)
        with self._lock:
            self._make_room()
        game = self.rules.new_game(new, names)
        seats = [Seat(p, k, secrets.token_urlsafe(18) if k == HUMAN else None)
                 for p, k in enumerate(new.seats)]
        with self._lock:
            game_id = secrets.token_hex(5)
            while (self.folder / f"{game_id}{_SEATS_SUFFIX}").exists():
                game_id = secrets.token_hex(5)
            served = ServedGame(self.rules, game_id, self.folder, seats, new.seed,
                                secrets.token_hex(16), game, time.time())
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

    def get(self, game_id: str) -> ServedGame[G, M]:
        """The game ``game_id``, loaded from disk if it is not in memory;
        :class:`StoreError` 404 when there is none (or it cannot be read), 429 when
        it is to be loaded and every place in memory is in use."""
        with self._lock:
            served = self.games.get(game_id)
            if served is not None:
                self._used[game_id] = self.clock()
                return served
            path = self.folder / f"{game_id}{_SEATS_SUFFIX}"
            if not _GAME_ID.fullmatch(game_id) or not path.is_file():
                raise refused(404, N_("no game {game} on this server"), game=shown(game_id))
            self._make_room()
            try:
                served = self._load(game_id, path)
            except Exception as e:  # a game that cannot be read is left out, named
                self.unreadable[game_id] = str(e)
                raise StoreError(404, f"the game {game_id} cannot be read: "
                                      f"{shown(str(e), 200)}") from None
            self.unreadable.pop(game_id, None)
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
