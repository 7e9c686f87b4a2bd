"""Game records: the options, the headers and every move of a game, chance
events included, so that the game can be replayed exactly.

A :class:`Record` has two forms that convert to each other without loss: the
canonical JSON form (below, JSON Schema in ``vanuatu/records/record.schema.json``) and
a plain-text form to type at the table (see :mod:`vanuatu.records.text_form`).

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
version, a file over :data:`~vanuatu.records.MAX_RECORD_BYTES` or text that is
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
>>> vanuatu.Game.from_record(record).state == game.state
True
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from typing import Any, get_args

import attrs

from tabletop.one_line import cut

from ..errors import IllegalMove, NotationError, RecordError
from ..moves import ChanceMove, Move
from ..options import Options
from ..position.parse import playable_position
from ..rules.engine import apply_with_forced, new_game
from ..state import GameState
from .headers import Headers, check_headers
from .json_form import read_json, write_json
from .reading import as_text, load_source, read_source
from .restate import contradiction, restated
from .source import RecordSource, parse_entry
from .text_form import read_text, write_text

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
                f"moves[{i}]: {cut(move, 40)!r} is text, not a move (see vanuatu.parse_move)"
            )
        if not isinstance(move, _MOVE_CLASSES):
            raise TypeError(f"moves[{i}]: expected a move, not {type(move).__name__}")


@attrs.frozen
class Record:
    """A recorded game: its :class:`~vanuatu.Options`, its
    :class:`~vanuatu.Headers` and its moves (chance events included).

    A record checks its fields when it is made: ``options`` must be an
    :class:`~vanuatu.Options`, ``headers`` a :class:`~vanuatu.Headers`
    (``None`` is ``Headers()``) naming every seat or none, and ``moves`` a
    tuple (or list) of move objects; a wrong type raises :class:`TypeError`,
    a wrong value :class:`~vanuatu.RecordError`, naming the field. Beyond
    that, a record says nothing about whether its moves are legal until it
    is replayed (:meth:`vanuatu.Game.from_record`) or validated
    (:func:`vanuatu.validate`).
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
        """The record of a :class:`~vanuatu.records.RecordSource`, its moves parsed.

        Raises :class:`~vanuatu.RecordError` naming the place of the first move
        that does not parse or whose written actor is wrong."""
        if not isinstance(source, RecordSource):
            raise TypeError(f"Record.from_source() needs a RecordSource, not "
                            f"{type(source).__name__}")
        moves = []
        for entry in source.entries:
            try:
                moves.append(parse_entry(entry))
            except (NotationError, RecordError) as e:
                raise RecordError(f"{entry.place}: {e}") from None
        return cls(source.options, source.headers, tuple(moves))

    @classmethod
    def from_json(cls, text: str | bytes) -> Record:
        """Read the JSON form."""
        return cls.from_source(read_json(as_text(text)))

    @classmethod
    def from_text(cls, text: str | bytes) -> Record:
        """Read the plain-text form."""
        return cls.from_source(read_text(as_text(text)))

    @classmethod
    def parse(cls, text: str | bytes) -> Record:
        """Read either form: JSON when the text starts with ``{`` (or is any
        other JSON value, refused as not a record), else plain text."""
        return cls.from_source(read_source(text))

    @classmethod
    def load(cls, path: str | os.PathLike[str]) -> Record:
        """Read the record file at ``path`` (either form, see :meth:`parse`)."""
        where = os.fspath(path)
        try:
            return cls.from_source(load_source(path))
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

    def states(self, to: int | None = None) -> Iterator[GameState]:
        """The states of the game: before any move, then after each of the first
        ``to`` moves (all by default). Raises :class:`~vanuatu.IllegalMove` at
        the first illegal move. A ``reveal`` restating an outcome applied by
        itself is accepted (see :mod:`vanuatu.records.restate`): the state
        after it is the state before it."""
        if self.headers.position:  # a game from a position (a Position header)
            state = playable_position(self.headers.position, self.options)
        else:
            state = new_game(self.options)
        yield state
        forced: tuple[ChanceMove, ...] = ()
        for move in self.first_moves(to):
            try:
                state, forced = apply_with_forced(state, move)
            except IllegalMove as e:
                used = restated(forced, move)
                if not used:
                    raise contradiction(forced, move) or e from None
                forced = forced[used:]
            yield state

    def first_moves(self, to: int | None = None) -> tuple[Move, ...]:
        """The first ``to`` moves (all of them by default); raises
        :class:`~vanuatu.RecordError` if ``to`` is not between 0 and the number
        of moves."""
        n = len(self.moves)
        if to is None:
            return self.moves
        if isinstance(to, bool) or not isinstance(to, int) or not 0 <= to <= n:
            raise RecordError(f"to: expected a move count from 0 to {n}, not {to!r}")
        return self.moves[:to]

