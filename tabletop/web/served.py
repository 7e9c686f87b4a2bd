"""A game as the server holds it: its rules' game object, its seats and their tokens,
the key of its chance order, and the changes made to it (a move, an undo), each
written to the game's record before it counts (:mod:`tabletop.web.store` keeps the
games of a folder)."""

from __future__ import annotations

import hmac
import threading
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any, Generic, TypeVar

import attrs

from tabletop.translation import N_

from .disk import derive, write_safely
from .errors import refused
from .game import HUMAN, WebGame
from .text import is_text, shown

__all__ = ["MAX_MOVES", "Seat", "ServedGame", "seat_with"]

#: The most moves a served game may reach (a guard against a runaway game).
MAX_MOVES = 5000
G = TypeVar("G")
M = TypeVar("M")
T = TypeVar("T")


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


def seat_with(seats: Sequence[Seat], token: object) -> Seat:
    """The human seat of ``seats`` whose token is ``token``; :class:`StoreError` 403
    otherwise (400 for a token that is no string, or holds a lone surrogate)."""
    if token is not None and not is_text(token):
        raise refused(400, N_("token: expected the token of a seat's link (a string), "
                              "not {token}"), token=shown(token))
    if isinstance(token, str) and token:
        for seat in seats:
            if seat.token is not None and hmac.compare_digest(
                    seat.token.encode(), token.encode()):
                return seat
    raise refused(403, N_("no seat of this game has that token"))


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
        #: who started the game (the client of its ``POST /api/games``; ``""``
        #: for a game loaded from disk), whose bots take turns with other clients'
        self.client = ""
        self.lock = threading.Lock()
        #: grows with every change (a clock reading), so that a client can
        #: tell an older answer from a newer one, also across a restart
        self.version = time.time_ns()
        #: What :meth:`made` has made of the present position (each seat's answer,
        #: picture and pages), by what it is, the seat and the language
        self._made: dict[tuple[str, int | None, str], Any] = {}
        #: the position :attr:`_made` is about (:attr:`at`)
        self._made_at: tuple[int, int] | None = None

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
        """The human seat whose token is ``token`` (:func:`seat_with`)."""
        return seat_with(self.seats, token)

    def bot_to_act(self) -> Seat | None:
        """The bot seat to act, if a bot is to act."""
        to_act = self.rules.to_act(self.game)
        if self.over or not 0 <= to_act < len(self.seats):
            return None
        seat = self.seats[to_act]
        return None if seat.human else seat

    @property
    def at(self) -> tuple[int, int]:
        """The position now, as what is kept of it knows it: (:attr:`version`,
        :attr:`moves_played`)."""
        return (self.version, self.moves_played)

    def made(self, what: str, player: int | None, lang: str, make: Callable[[], T]) -> T:
        """The ``what`` of ``player`` in ``lang`` (an answer, a picture, a page; ``None``
        for the whole record), made by ``make`` once for each position and kept until
        the game changes: a seat that asks again (a long poll, an event stream, another
        tab) about the same position is not worked out again. Call under :attr:`lock`."""
        at = self.at
        if self._made_at != at:
            self._made.clear()  # of another position
            self._made_at = at
        key = (what, player, lang)
        if key not in self._made:
            self._made[key] = make()
        found: T = self._made[key]
        return found

    def kept(self, what: str, player: int | None, lang: str) -> Any:
        """What :meth:`made` keeps of the present position for ``what``, ``player`` and
        ``lang``, or ``None``. Call under :attr:`lock`."""
        if self._made_at != self.at:
            return None
        return self._made.get((what, player, lang))

    def keep(self, what: str, player: int | None, lang: str, value: object,
             at: tuple[int, int]) -> None:
        """Keep ``value``, made outside the lock of the position ``at`` (:attr:`at`
        when it was read), unless the game has changed since. Call under
        :attr:`lock`."""
        if at == self.at:
            self.made(what, player, lang, lambda: value)

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

    def check_expect(self, expect: int | None) -> None:
        """Refuse (409) an ``expect`` that is not the number of moves played: another
        move came first, whatever the move asked for. Call under :attr:`lock`."""
        if expect is not None and expect != self.moves_played:
            raise refused(409, N_("expect: {expect} moves, but {played} have been played (another "
                                  "move came first; nothing was applied)"), expect=expect,
                          played=self.moves_played)

    def play(self, move: M, expect: int | None = None) -> None:
        """Play ``move`` (already checked to be the seat's) and the chance
        events after it, and write the record. Call under :attr:`lock`."""
        self.check_expect(expect)
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
