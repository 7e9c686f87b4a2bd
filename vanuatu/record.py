"""Game records: the options, the headers and every move of a game, chance
events included, so that the game can be replayed exactly.

A :class:`Record` has two forms that convert to each other without loss: the
canonical JSON form (below, JSON Schema in ``vanuatu/record.schema.json``) and
a plain-text form to type at the table (see :mod:`vanuatu.text_record`).

The JSON form, version 1::

    {
      "format": "vanuatu-record",
      "version": 1,
      "headers": {                                  (optional, as every field in it)
        "event": "Club night",
        "date": "2026-11-29",
        "names": ["Ana", "Ben", "Caro"],            (by seat: names[2] is P2)
        "tags": {"Table": "2"}                      (free tags, string values)
      },
      "options": {
        "players": 3,                               (required: 3 to 5, 2 = R10.1)
        "characters": true,                         (R10.2 when false)
        "rising_waters": false,                     (R10.3)
        "sail_revisit": false,                      (a ruling flag of vanuatu.Options,
                                                     written only when not the default)
        "components": {...}                         (only when not the default set)
      },
      "moves": [
        {"actor": "chance", "move": "reveal start start-blank start-fish start-wreck"},
        {"actor": "chance", "move": "reveal first P2"},
        {"actor": "P2", "move": "P2 take vendor"},
        ...
      ]
    }

Each move is its notation (:mod:`vanuatu.notation`) with its actor, ``"P0"``
to ``"P4"`` or ``"chance"``; the actor must be the one who makes the move.
Chance events with one possible outcome are not moves (they happen by
themselves). Reading is strict: unknown fields, wrong JSON types, an unknown
version, a file over :data:`~vanuatu.entries.MAX_RECORD_BYTES` or text that is
not UTF-8 raise :class:`~vanuatu.RecordError` naming the place. Reading a
record never executes anything from it.

>>> import vanuatu
>>> game = vanuatu.Game(players=3, seed=1)
>>> game.play("P2 take vendor")
>>> record = game.record
>>> record.moves[-1], len(record.moves)
(TakeCharacter(player=2, character='vendor'), 9)
>>> Record.from_text(record.to_text()) == Record.from_json(record.to_json()) == record
True
>>> record.replay().state == game.state
True
"""

from __future__ import annotations

import os
import re
from collections.abc import Iterator
from typing import TYPE_CHECKING, Any, get_args

import attrs

from .entries import RecordSource, _check_size, _decode, _parse_entry, _read_path
from .errors import NotationError, RecordError
from .headers import Headers, check_headers
from .json_record import read_json, write_json
from .moves import Move
from .options import Options
from .position import from_position
from .rules.engine import apply, new_game
from .state import GameState
from .text_record import read_text, write_text

if TYPE_CHECKING:
    from .game import Game

__all__ = ["Record"]


_MOVE_CLASSES = get_args(Move)


def _moves(value: object) -> object:
    return tuple(value) if isinstance(value, list) else value


def _headers(value: object) -> object:
    return Headers() if value is None else value


def _check_options(instance: Record, attribute: object, value: Any) -> None:
    if not isinstance(value, Options):
        raise TypeError(f"options: expected vanuatu.Options, not {type(value).__name__}")


def _check_headers(instance: Record, attribute: object, value: object) -> None:
    check_headers(value, instance.options)


def _check_moves(instance: Record, attribute: object, value: object) -> None:
    if not isinstance(value, tuple):
        raise TypeError(f"moves: expected a tuple of moves, not {type(value).__name__}")
    for i, move in enumerate(value):
        if isinstance(move, str):
            raise RecordError(
                f"moves[{i}]: {move[:40]!r} is text, not a move (see vanuatu.parse_move)"
            )
        if not isinstance(move, _MOVE_CLASSES):
            raise TypeError(f"moves[{i}]: expected a move, not {type(move).__name__}")


@attrs.frozen
class Record:
    """A recorded game: its :class:`~vanuatu.Options`, its
    :class:`~vanuatu.headers.Headers` and its moves (chance events included).

    A record checks its fields when it is made: ``options`` must be an
    :class:`~vanuatu.Options`, ``headers`` a :class:`~vanuatu.headers.Headers`
    (``None`` is ``Headers()``) naming every seat or none, and ``moves`` a
    tuple (or list) of move objects; a wrong type raises :class:`TypeError`,
    a wrong value :class:`~vanuatu.RecordError`, naming the field. Beyond
    that, a record says nothing about whether its moves are legal until it
    is replayed (:meth:`replay`) or validated (:func:`vanuatu.validate`).
    """

    options: Options = attrs.field(validator=_check_options)
    headers: Headers = attrs.field(
        default=Headers(), converter=_headers, validator=_check_headers
    )
    moves: tuple[Move, ...] = attrs.field(
        default=(), converter=_moves, validator=_check_moves
    )

    # -- reading ----------------------------------------------------------

    @classmethod
    def from_source(cls, source: RecordSource) -> Record:
        """The record of a :class:`~vanuatu.entries.RecordSource`, its moves parsed.

        Raises :class:`~vanuatu.RecordError` naming the place of the first move
        that does not parse or whose written actor is wrong."""
        moves = []
        for entry in source.entries:
            try:
                moves.append(_parse_entry(entry))
            except (NotationError, RecordError) as e:
                raise RecordError(f"{entry.place}: {e}") from None
        return cls(source.options, source.headers, tuple(moves))

    @classmethod
    def from_json(cls, text: str | bytes) -> Record:
        """Read the JSON form."""
        return cls.from_source(read_json(_as_text(text)))

    @classmethod
    def from_text(cls, text: str | bytes) -> Record:
        """Read the plain-text form."""
        return cls.from_source(read_text(_as_text(text)))

    @classmethod
    def parse(cls, text: str | bytes) -> Record:
        """Read either form: JSON when the text starts with ``{`` (or is any
        other JSON value, refused as not a record), else plain text."""
        return cls.from_source(_read_source(_as_text(text)))

    @classmethod
    def load(cls, path: str | os.PathLike[str]) -> Record:
        """Read the record file at ``path`` (either form, see :meth:`parse`)."""
        where = os.fspath(path)
        try:
            return cls.parse(_read_path(path))
        except RecordError as e:
            if str(e).startswith(where):
                raise
            raise RecordError(f"{where}: {e}") from None

    # -- writing ----------------------------------------------------------

    def to_json(self) -> str:
        """The canonical JSON form."""
        return write_json(self.options, self.headers, self.moves)

    def to_text(self) -> str:
        """The plain-text form."""
        return write_text(self.options, self.headers, self.moves)

    def dump(self, path: str | os.PathLike[str], form: str | None = None) -> None:
        """Write the record to ``path``: ``form`` is ``"json"`` or ``"text"``;
        by default JSON for a ``.json`` file and text otherwise.

        Raises :class:`~vanuatu.RecordError` naming the path and the reason
        when the file cannot be written (no such directory, a directory, a
        full disk...)."""
        if form is None:
            form = "json" if os.fspath(path).lower().endswith(".json") else "text"
        if form not in ("json", "text"):
            raise ValueError(f"form must be 'json' or 'text', not {form!r}")
        data = self.to_json() if form == "json" else self.to_text()
        where = os.fspath(path)
        try:
            with open(path, "w", encoding="utf-8", newline="\n") as f:
                f.write(data)
        except OSError as e:
            raise RecordError(f"{where}: cannot write the file: {e.strerror or e}") from None
        except ValueError as e:  # a path with a NUL character
            raise RecordError(f"{where}: not a file name: {e}") from None

    # -- replaying --------------------------------------------------------

    def replay(self, to: int | None = None) -> Game:
        """A :class:`~vanuatu.Game` (with ``auto_chance=False``) that has played
        the first ``to`` moves (all of them by default).

        Raises :class:`~vanuatu.IllegalMove` at the first illegal move, and
        :class:`~vanuatu.RecordError` if ``to`` is not between 0 and the number
        of moves.
        """
        from .game import Game

        if self.headers.position:
            game = Game.from_position(self.headers.position, options=self.options,
                                      auto_chance=False, headers=self.headers)
        else:
            game = Game(options=self.options, auto_chance=False, headers=self.headers)
        for move in self.moves[: self._upto(to)]:
            game.play(move)
        return game

    def states(self, to: int | None = None) -> Iterator[GameState]:
        """The states of the game: before any move, then after each of the first
        ``to`` moves (all by default). Raises :class:`~vanuatu.IllegalMove` at
        the first illegal move."""
        state = new_game(self.options)
        if self.headers.position:  # a game from a position (a Position header)
            state = from_position(self.headers.position, self.options)
        yield state
        for move in self.moves[: self._upto(to)]:
            state = apply(state, move)
            yield state

    def _upto(self, to: int | None) -> int:
        n = len(self.moves)
        if to is None:
            return n
        if isinstance(to, bool) or not isinstance(to, int) or not 0 <= to <= n:
            raise RecordError(f"to: expected a move count from 0 to {n}, not {to!r}")
        return to


def _as_text(text: str | bytes) -> str:
    """The text of a record given as text or bytes (checked: size, UTF-8)."""
    if isinstance(text, bytes | bytearray):
        return _decode(bytes(text))
    if not isinstance(text, str):
        raise RecordError(f"a record is text, not {type(text).__name__}")
    _check_size(len(text))
    return text


# The start of a JSON text (a text record starts with a letter or a comment).
_JSON_START = re.compile(
    r'[ \t\r\n]*(?:[{\["]|(?:null|true|false|-?\d[\d.eE+-]*)[ \t\r\n]*\Z)'
)


def _read_source(text: str) -> RecordSource:
    """Read either form into a :class:`~vanuatu.entries.RecordSource`:
    JSON when the text is JSON (it starts with ``{``, or is some other JSON
    value, refused as not an object), else plain text."""
    text = text.removeprefix("\ufeff")
    if _JSON_START.match(text):
        return read_json(text)
    return read_text(text)
