"""Games held on disk, whatever the game: each game is a record file and a small
file of seats.

A served game lives in two files of the games folder:

- ``<id><suffix>`` (``.vnt`` for Vanuatu), the game record in the game's text
  form, rewritten after each move: written to a temporary file first, then moved
  over the old one (:func:`os.replace`), so a killed server leaves either the old
  record or the new one, never half of one (the file is not forced to the disk:
  that guards against a killed process, not against a power cut);
- ``<id>.seats.json``, written once when the game is made: each seat (a human
  with the token of its link, or a bot spec), the seed and the key from which
  the chance events after setup are drawn.

Chance events are drawn from the key and the number of moves played, not from
a generator kept in memory, so a restarted server draws exactly what the old
one would have drawn, and an undone move played again meets the same chance.

The rules of the game come from a :class:`~tabletop.web.game.WebGame`. This
module needs nothing but the standard library and attrs.
"""

from __future__ import annotations

import hashlib
import hmac
import json
import os
import random
import secrets
import tempfile
import threading
import time
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import Any, Generic, TypeVar

import attrs

from .game import HUMAN, WebGame

__all__ = ["MAX_MOVES", "GameStore", "Seat", "ServedGame", "StoreError", "Unreadable",
           "seat_names"]

#: The most moves a served game may reach (a guard against a runaway game).
MAX_MOVES = 5000
_SEATS_SUFFIX = ".seats.json"

G = TypeVar("G")
M = TypeVar("M")


class StoreError(Exception):
    """A request the store refuses: ``status`` is the HTTP status that says why
    (400 bad input, 403 wrong token, 404 unknown game, 409 stale ``expect``,
    422 an illegal move, with ``rule`` the rule id)."""

    def __init__(self, status: int, message: str, rule: str | None = None) -> None:
        super().__init__(message)
        self.status = status
        self.rule = rule


class Unreadable(StoreError):
    """A move whose text is no move of the game's notation (400: it is not an
    illegal move, it is no move at all)."""


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


def derive(key: str, what: str) -> int:
    """A number drawn from ``key`` and ``what`` (the same every time)."""
    digest = hashlib.sha256(f"{key}/{what}".encode()).digest()
    return int.from_bytes(digest[:8], "big")


def write_atomically(path: Path, text: str) -> None:
    """Write ``text`` to a temporary file, then move it over ``path``."""
    fd, temp = tempfile.mkstemp(prefix=path.name + ".", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="\n") as f:
            f.write(text)
        os.replace(temp, path)
    except BaseException:
        try:
            os.unlink(temp)
        except OSError:
            pass
        raise


def seat_names(kinds: Sequence[str], given: object) -> tuple[str, ...]:
    """The names of the seats: ``given`` (one short printable name per seat), or
    ``"you"`` and ``"KIND bot"`` (``"person"`` for each human when there are several:
    the seat's number is the name)."""
    if given is not None:
        if (not isinstance(given, list) or len(given) != len(kinds)
                or not all(isinstance(n, str) and 0 < len(n) <= 40 and n.isprintable()
                           for n in given)):
            raise StoreError(400, "names: expected one short printable name per seat")
        return tuple(given)
    person = "person" if sum(k == HUMAN for k in kinds) > 1 else "you"
    return tuple(person if k == HUMAN else f"{k} bot" for k in kinds)


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
        self.created = created
        self.lock = threading.Lock()
        #: grows with every change (a clock reading), so that a client can
        #: tell an older answer from a newer one, also across a restart
        self.version = time.time_ns()

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
        """The human seat whose token is ``token``; :class:`StoreError` 403 otherwise."""
        if isinstance(token, str) and token:
            for seat in self.seats:
                if seat.token is not None and hmac.compare_digest(
                        seat.token.encode(), token.encode()):
                    return seat
        raise StoreError(403, "no seat of this game has that token")

    def bot_to_act(self) -> Seat | None:
        """The bot seat to act, if a bot is to act."""
        to_act = self.rules.to_act(self.game)
        if self.over or not 0 <= to_act < len(self.seats):
            return None
        seat = self.seats[to_act]
        return None if seat.human else seat

    @property
    def record_path(self) -> Path:
        """The record file of the game."""
        return self.folder / f"{self.id}{self.rules.record_suffix}"

    # -- changes ----------------------------------------------------------

    def resolve_chance(self) -> None:
        """Play the chance events due now, each drawn from the key and the number of
        moves played."""
        while True:
            rng = random.Random(derive(self.chance_key, f"chance {self.moves_played}"))
            move = self.rules.chance(self.game, rng)
            if move is None:
                return
            self.rules.play(self.game, move)

    def play(self, move: M, expect: int | None = None) -> None:
        """Play ``move`` (already checked to be the seat's) and the chance
        events after it, and write the record. Call under :attr:`lock`."""
        if expect is not None and expect != self.moves_played:
            raise StoreError(409, f"expect: {expect} moves, but {self.moves_played} have been "
                                  f"played (another move came first; nothing was applied)")
        if self.moves_played >= MAX_MOVES:
            raise StoreError(422, f"the game has reached {MAX_MOVES} moves")
        self.rules.play(self.game, move)
        self.resolve_chance()
        self.save()

    def undo_for(self, seat: Seat) -> int:
        """Take back ``seat``'s last move and every move after it (bots' replies
        and chance events); refused (409) when another human has moved since
        or the game is over. Returns the number of moves taken back. Call under
        :attr:`lock`."""
        if self.over:
            raise StoreError(409, "the game is over: nothing can be taken back")
        actors = list(self.rules.actors(self.game))
        mine = [i for i, p in enumerate(actors) if p == seat.player]
        if not mine:
            raise StoreError(409, f"P{seat.player} has made no move to take back")
        last = mine[-1]
        others = {s.player for s in self.seats if s.human and s.player != seat.player}
        if any(p in others for p in actors[last + 1:]):
            raise StoreError(409, "another player has moved since: only your last move may "
                                  "be taken back, before anyone else moves")
        taken = len(actors) - last
        for _ in range(taken):
            self.rules.undo(self.game)
        self.save()
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
        """Write the record (atomically)."""
        self.version = max(self.version + 1, time.time_ns())
        write_atomically(self.record_path, self.rules.record(self.game, None, "text"))

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


class GameStore(Generic[G, M]):
    """Every game of a games folder, loaded when the store is made.

    ``on_change(game_id)`` is called after every change of a game (from
    whatever thread made it); ``check_seats(seats)``, when set, may refuse the seats
    of a new game (the server's cap on its bots).
    """

    def __init__(self, rules: WebGame[G, M], folder: str | os.PathLike[str],
                 on_change: Callable[[str], None] | None = None) -> None:
        self.rules = rules
        self.folder = Path(folder)
        self.folder.mkdir(parents=True, exist_ok=True)
        self.on_change = on_change
        self.check_seats: Callable[[Sequence[str]], None] | None = None
        self.games: dict[str, ServedGame[G, M]] = {}
        #: the games that could not be read again, with the reason
        self.unreadable: dict[str, str] = {}
        self._lock = threading.Lock()
        self._load_all()

    def _load_all(self) -> None:
        for temp in self.folder.glob("*.tmp"):  # a write cut short by a killed server
            try:
                temp.unlink()
            except OSError:
                pass
        for path in sorted(self.folder.glob("*" + _SEATS_SUFFIX)):
            game_id = path.name[: -len(_SEATS_SUFFIX)]
            try:
                self.games[game_id] = self._load(game_id, path)
            except Exception as e:  # a game that cannot be read is left out, named
                self.unreadable[game_id] = str(e)

    def _load(self, game_id: str, path: Path) -> ServedGame[G, M]:
        data = json.loads(path.read_text(encoding="utf-8"))
        seats = [Seat(int(s["player"]), str(s["kind"]), s.get("token")) for s in data["seats"]]
        game = self.rules.load(self.folder / f"{game_id}{self.rules.record_suffix}")
        served = ServedGame(self.rules, game_id, self.folder, seats, int(data["seed"]),
                            str(data["chance_key"]), game, float(data.get("created", 0)))
        # a move whose chance events were not drawn before the server stopped
        served.resolve_chance()
        return served

    def create(self, body: object) -> ServedGame[G, M]:
        """A new game from the body of ``POST /api/games`` (the game's options, read
        by :meth:`~tabletop.web.game.WebGame.parse_new_game`, and ``names``),
        written to disk."""
        if not isinstance(body, Mapping):
            raise StoreError(400, "the body must be a JSON object")
        new = self.rules.parse_new_game(body)
        if self.check_seats is not None:
            self.check_seats(new.seats)
        names = seat_names(new.seats, body.get("names"))
        game = self.rules.new_game(new, names)
        seats = [Seat(p, k, secrets.token_urlsafe(18) if k == HUMAN else None)
                 for p, k in enumerate(new.seats)]
        with self._lock:
            game_id = secrets.token_hex(5)
            while game_id in self.games:
                game_id = secrets.token_hex(5)
            served = ServedGame(self.rules, game_id, self.folder, seats, new.seed,
                                secrets.token_hex(16), game, time.time())
            write_atomically(self.folder / f"{game_id}{_SEATS_SUFFIX}",
                             json.dumps(served.seats_json(), indent=1) + "\n")
            served.save()
            self.games[game_id] = served
        return served

    def get(self, game_id: str) -> ServedGame[G, M]:
        """The game ``game_id``; :class:`StoreError` 404 when there is none."""
        served = self.games.get(game_id)
        if served is None:
            raise StoreError(404, f"no game {game_id!r} on this server")
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


def state_json(served: ServedGame[Any, Any], player: int) -> dict[str, Any]:
    """The response of ``GET /api/games/{id}`` for ``player``'s seat: the fields of
    every game, the game's own (:meth:`~tabletop.web.game.WebGame.state`), the seat's
    ``view``, its ``legal_moves`` when it has any, and the ``scores`` after the end."""
    rules, game = served.rules, served.game
    body: dict[str, Any] = {
        "id": served.id,
        "player": player,
        "players": len(served.seats),
        "seats": [{"player": s.player, "kind": s.kind} for s in served.seats],
        "names": list(rules.names(game)),
        "moves_played": served.moves_played,
        "version": served.version,
        "to_act": rules.to_act(game),
        "over": served.over,
    }
    body.update(rules.state(game, player))
    body["view"] = rules.observation(game, player)
    moves = rules.legal_moves(game, player)
    if moves:
        body["legal_moves"] = moves
    if served.over:
        body["scores"] = rules.final_scores(game)
    return body
