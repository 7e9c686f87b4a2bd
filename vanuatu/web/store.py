"""Games held on disk: each game is a record file and a small file of seats.

A served game lives in two files of the games folder:

- ``<id>.vnt``, the game record in the text form (:mod:`vanuatu.records`),
  rewritten after each move: written to a temporary file first, then moved
  over the old one (:func:`os.replace`), so a killed server leaves either the
  old record or the new one, never half of one (the file is not forced to the
  disk: that guards against a killed process, not against a power cut);
- ``<id>.seats.json``, written once when the game is made: each seat (a human
  with the token of its link, or a bot spec), the seed and the key from which
  the chance events after setup are drawn.

Chance events after setup follow the :class:`~vanuatu.chance_order.ChanceOrder`
of the seed and the key, fixed when the game is made and kept beside it, so a
restarted server draws exactly what the old one would have drawn, and a move
taken back meets the same chance whatever is played instead.

This module needs nothing but the standard library and :mod:`vanuatu`.
"""

from __future__ import annotations

import hashlib
import hmac
import json
import os
import secrets
import tempfile
import threading
import time
from collections.abc import Callable, Sequence
from pathlib import Path

import attrs

from ..bots import decide, make_bot
from ..chance_order import ChanceOrder
from ..errors import BotError, IllegalMove, OptionsError, VanuatuError
from ..game import Game
from ..moves import CHANCE, Move
from ..options import Options
from ..records import Headers, Record
from ..version import GENERATOR

__all__ = ["HUMAN", "VARIANTS", "GameStore", "Seat", "ServedGame", "StoreError"]

#: The seat kind of a person playing through a link.
HUMAN = "human"
#: The variants a new game may name, and the option each one sets.
VARIANTS = {"rising-waters": "rising_waters", "no-characters": "characters"}
#: The most moves a served game may reach (a guard against a runaway game).
MAX_MOVES = 5000
_SEATS_SUFFIX = ".seats.json"


class StoreError(VanuatuError):
    """A request the store refuses: ``status`` is the HTTP status that says why
    (400 bad input, 403 wrong token, 404 unknown game, 409 stale ``expect``,
    422 an illegal move, with ``rule`` the rule id)."""

    def __init__(self, status: int, message: str, rule: str | None = None) -> None:
        super().__init__(message)
        self.status = status
        self.rule = rule


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


def _derive(key: str, what: str) -> int:
    digest = hashlib.sha256(f"{key}/{what}".encode()).digest()
    return int.from_bytes(digest[:8], "big")


def _write_atomically(path: Path, text: str) -> None:
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


class ServedGame:
    """A game of the server: its seats, its :class:`~vanuatu.Game` and its files.

    Every change happens under :attr:`lock` and ends with the record written,
    so what a client was told is what the disk holds.
    """

    def __init__(self, game_id: str, folder: Path, seats: Sequence[Seat], seed: int,
                 chance_key: str, game: Game, created: float) -> None:
        self.id = game_id
        self.folder = folder
        self.seats = tuple(seats)
        self.seed = seed
        self.chance_key = chance_key
        self.game = game
        self.chance_order = ChanceOrder.from_seed(seed, game.options, key=chance_key)
        self.created = created
        self.lock = threading.Lock()
        #: grows with every change (a clock reading), so that a client can
        #: tell an older answer from a newer one, also across a restart
        self.version = time.time_ns()

    # -- facts ------------------------------------------------------------

    @property
    def moves_played(self) -> int:
        """The number of moves of the record, chance events included."""
        return len(self.game.moves)

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
        state = self.game.state
        if state.is_over or not 0 <= state.to_act < len(self.seats):
            return None
        seat = self.seats[state.to_act]
        return None if seat.human else seat

    @property
    def record_path(self) -> Path:
        """The record file of the game."""
        return self.folder / f"{self.id}.vnt"

    # -- changes ----------------------------------------------------------

    def _resolve_chance(self) -> None:
        while self.game.state.to_act == CHANCE:
            self.game.play(self.chance_order.outcome(self.game.state))

    def play(self, move: Move, expect: int | None = None) -> None:
        """Play ``move`` (already checked to be the seat's) and the chance
        events after it, and write the record. Call under :attr:`lock`."""
        if expect is not None and expect != self.moves_played:
            raise StoreError(409, f"expect: {expect} moves, but {self.moves_played} have been "
                                  f"played (another move came first; nothing was applied)")
        if self.moves_played >= MAX_MOVES:
            raise StoreError(422, f"the game has reached {MAX_MOVES} moves", "R8")
        try:
            self.game.play(move)
        except IllegalMove as e:
            raise StoreError(422, str(e), e.rule) from None
        self._resolve_chance()
        self.save()

    def undo_for(self, seat: Seat) -> int:
        """Take back ``seat``'s last move and every move after it (bots' replies
        and chance events); refused (409) when another human has moved since
        or the game is over. Returns the number of moves taken back. Call under
        :attr:`lock`."""
        if self.game.is_over():
            raise StoreError(409, "the game is over: nothing can be taken back")
        moves = self.game.moves
        mine = [i for i, m in enumerate(moves) if m.player == seat.player]
        if not mine:
            raise StoreError(409, f"P{seat.player} has made no move to take back")
        last = mine[-1]
        others = {s.player for s in self.seats if s.human and s.player != seat.player}
        if any(m.player in others for m in moves[last + 1:]):
            raise StoreError(409, "another player has moved since: only your last move may "
                                  "be taken back, before anyone else moves")
        taken = len(moves) - last
        for _ in range(taken):
            self.game.undo()
        self.save()
        return taken

    def bot_move(self) -> Move | None:
        """The move of the bot to act, thought out without the lock held (a
        search may take seconds), or ``None`` when no bot is to act."""
        with self.lock:
            seat = self.bot_to_act()
            if seat is None:
                return None
            state, history = self.game.state, self.game.moves
        bot = make_bot(seat.kind, _derive(self.chance_key, f"bot {seat.player} {len(history)}"))
        return decide(bot, state, history)

    def play_bot(self, move: Move, moves_played: int) -> bool:
        """Play a bot's ``move`` chosen after ``moves_played`` moves, unless the
        game has changed since; whether it was played."""
        with self.lock:
            if self.moves_played != moves_played or self.bot_to_act() is None:
                return False
            self.play(move)
            return True

    def save(self) -> None:
        """Write the record (atomically)."""
        self.version = max(self.version + 1, time.time_ns())
        _write_atomically(self.record_path, self.game.record.to_text())

    def seats_json(self) -> dict[str, object]:
        """The content of the seats file."""
        return {
            "format": "vanuatu-served-game 1",
            "id": self.id,
            "seed": self.seed,
            "chance_key": self.chance_key,
            "created": self.created,
            "seats": [{"player": s.player, "kind": s.kind, "token": s.token}
                      for s in self.seats],
        }


def parse_new_game(body: object) -> tuple[Options, list[str], int]:
    """Read the body of ``POST /api/games``: the options, the seat kinds and
    the seed. :class:`StoreError` 400 names what is wrong."""
    if not isinstance(body, dict):
        raise StoreError(400, "the body must be a JSON object")
    unknown = sorted(set(body) - {"players", "seats", "variants", "seed", "names"})
    if unknown:
        raise StoreError(400, f"{unknown[0]}: not a field (fields: players, seats, variants, "
                              f"seed, names)")
    players = body.get("players")
    if isinstance(players, bool) or not isinstance(players, int):
        raise StoreError(400, f"players: expected a whole number from 2 to 5, not {players!r}")
    seats = body.get("seats", [HUMAN] + ["heuristic"] * (players - 1))
    if not isinstance(seats, list) or not all(isinstance(s, str) for s in seats):
        raise StoreError(400, "seats: expected a list of strings ('human' or a bot spec)")
    if len(seats) != players:
        raise StoreError(400, f"seats: {len(seats)} seats for {players} players")
    for spec in seats:
        if spec != HUMAN:
            try:
                make_bot(spec, 0)
            except BotError as e:
                raise StoreError(400, f"seats: {e}") from None
    variants = body.get("variants", [])
    if not isinstance(variants, list) or not all(isinstance(v, str) for v in variants):
        raise StoreError(400, "variants: expected a list of strings")
    for v in variants:
        if v not in VARIANTS:
            raise StoreError(400, f"variants: unknown variant {v!r} "
                                  f"(variants: {', '.join(VARIANTS)})")
    seed = body.get("seed")
    if seed is None:
        seed = secrets.randbelow(2**32)
    if isinstance(seed, bool) or not isinstance(seed, int) or not 0 <= seed < 2**63:
        raise StoreError(400, f"seed: expected a whole number from 0, not {seed!r}")
    try:
        options = Options(players=players, characters="no-characters" not in variants,
                          rising_waters="rising-waters" in variants)
    except OptionsError as e:
        raise StoreError(400, str(e)) from None
    return options, seats, seed


class GameStore:
    """Every game of a games folder, loaded when the store is made.

    ``on_change(game_id)`` is called after every change of a game (from
    whatever thread made it).
    """

    def __init__(self, folder: str | os.PathLike[str],
                 on_change: Callable[[str], None] | None = None) -> None:
        self.folder = Path(folder)
        self.folder.mkdir(parents=True, exist_ok=True)
        self.on_change = on_change
        self.games: dict[str, ServedGame] = {}
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
            except (OSError, ValueError, KeyError, TypeError, VanuatuError) as e:
                self.unreadable[game_id] = str(e)

    def _load(self, game_id: str, path: Path) -> ServedGame:
        data = json.loads(path.read_text(encoding="utf-8"))
        seats = [Seat(int(s["player"]), str(s["kind"]), s.get("token")) for s in data["seats"]]
        record = Record.load(self.folder / f"{game_id}.vnt")
        game = Game.from_record(record)
        served = ServedGame(game_id, self.folder, seats, int(data["seed"]),
                            str(data["chance_key"]), game, float(data.get("created", 0)))
        # a move whose chance events were not drawn before the server stopped
        served._resolve_chance()
        return served

    def create(self, body: object) -> ServedGame:
        """A new game from the body of ``POST /api/games`` (see
        :func:`parse_new_game`), written to disk."""
        options, kinds, seed = parse_new_game(body)
        names = tuple(("you" if k == HUMAN else f"{k} bot") for k in kinds)
        given = body.get("names") if isinstance(body, dict) else None
        if given is not None:
            if (not isinstance(given, list) or len(given) != len(kinds)
                    or not all(isinstance(n, str) and 0 < len(n) <= 40 and n.isprintable()
                               for n in given)):
                raise StoreError(400, "names: expected one short printable name per seat")
            names = tuple(given)
        elif sum(k == HUMAN for k in kinds) > 1:
            # "P1 (person)": the seat's number is the name (a "player 2" at P1 misleads)
            names = tuple("person" if k == HUMAN else f"{k} bot" for k in kinds)
        headers = Headers(names=names, tags=(("Seed", str(seed)),
                                             ("Generator", GENERATOR)))
        setup = Game(options=options, seed=seed, headers=headers)
        game = Game.from_record(setup.record)
        seats = [Seat(p, k, secrets.token_urlsafe(18) if k == HUMAN else None)
                 for p, k in enumerate(kinds)]
        with self._lock:
            game_id = secrets.token_hex(5)
            while game_id in self.games:
                game_id = secrets.token_hex(5)
            served = ServedGame(game_id, self.folder, seats, seed, secrets.token_hex(16), game,
                                time.time())
            _write_atomically(self.folder / f"{game_id}{_SEATS_SUFFIX}",
                              json.dumps(served.seats_json(), indent=1) + "\n")
            served.save()
            self.games[game_id] = served
        return served

    def get(self, game_id: str) -> ServedGame:
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

