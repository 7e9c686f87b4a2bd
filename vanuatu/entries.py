"""A record as read from a file, before its moves are parsed.

Both readers (:mod:`vanuatu.json_record` and :mod:`vanuatu.text_record`) turn
their input into a :class:`RecordSource`: the options, the headers and one
:class:`MoveEntry` per move, still in notation and with its place in the file.
:class:`vanuatu.Record` parses every entry at once and refuses the record at
the first bad one; :func:`vanuatu.validate` parses them one by one, so that a
move that does not parse is reported like an illegal move.

This module also guards the reading itself: a record is at most
:data:`MAX_RECORD_BYTES` long and must be UTF-8 text.

>>> entry = MoveEntry("P2 plan fish sell", actor="chance", index=14)
>>> parse_entry(entry)
Traceback (most recent call last):
...
vanuatu.errors.RecordError: actor 'chance' does not match the move 'P2 plan fish sell', made by P2
"""

from __future__ import annotations

import os
import re

import attrs

from .errors import RecordError
from .headers import Headers, check_names
from .moves import CHANCE, Move
from .notation import parse_move
from .options import Options

__all__ = [
    "MAX_RECORD_BYTES",
    "MoveEntry",
    "RecordSource",
    "actor_word",
    "check_size",
    "decode",
    "parse_entry",
    "read_path",
]

#: The largest record read, in bytes (a complete game is about 5 kB).
MAX_RECORD_BYTES = 10 * 1024 * 1024

_ACTOR = re.compile(r"P\d|chance")


def actor_word(player: int) -> str:
    """The actor of a move as written in a record: ``"P2"``, or ``"chance"``."""
    return "chance" if player == CHANCE else f"P{player}"


@attrs.frozen
class MoveEntry:
    """One move of a record as written.

    Attributes:
        text: the move in notation.
        actor: the actor written beside the move (JSON records), or ``None``
            when the notation alone says who moves (text records).
        line: the line number in a text record, else ``None``.
        index: the position of the move in the record, from 0.
    """

    text: str
    actor: str | None = None
    line: int | None = None
    index: int = 0

    @property
    def place(self) -> str:
        """The place of the entry in messages, ``"line 12"`` or ``"moves[11]"``."""
        return f"line {self.line}" if self.line is not None else f"moves[{self.index}]"


def parse_entry(entry: MoveEntry) -> Move:
    """The move of ``entry``; raises :class:`~vanuatu.NotationError` if the
    notation is not well formed and :class:`~vanuatu.RecordError` if the
    written actor is not the one who makes the move."""
    move = parse_move(entry.text)
    if entry.actor is not None:
        expected = actor_word(move.player)
        if not _ACTOR.fullmatch(entry.actor):
            raise RecordError(
                f"actor {entry.actor[:20]!r} is not an actor (P0 to P4, or chance)"
            )
        if entry.actor != expected:
            raise RecordError(
                f"actor {entry.actor!r} does not match the move {entry.text!r}, made by {expected}"
            )
    return move


@attrs.frozen
class RecordSource:
    """A record whose moves are still entries (see :mod:`vanuatu.entries`)."""

    options: Options
    headers: Headers = attrs.field(validator=lambda s, _, h: check_names(h, s.options.players))
    entries: tuple[MoveEntry, ...] = ()


def check_size(size: int, where: str = "record") -> None:
    """Refuse a record of more than :data:`MAX_RECORD_BYTES`."""
    if size > MAX_RECORD_BYTES:
        raise RecordError(
            f"{where}: {size} bytes is more than the limit of {MAX_RECORD_BYTES} bytes "
            f"for a record"
        )


def decode(data: bytes, where: str = "record") -> str:
    """``data`` as text: UTF-8 (an initial byte order mark is dropped), or a
    :class:`~vanuatu.RecordError` naming the line of the first bad byte."""
    check_size(len(data), where)
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as e:
        line = data.count(b"\n", 0, e.start) + 1
        raise RecordError(
            f"{where}: line {line}: not UTF-8 text (byte {e.start} is {data[e.start]:#04x})"
        ) from None
    return text.removeprefix("\ufeff")


def read_path(path: str | os.PathLike[str]) -> str:
    """The text of the record file at ``path``; its size is checked before it is read."""
    where = os.fspath(path)
    try:
        with open(path, "rb") as f:
            size = os.fstat(f.fileno()).st_size
            check_size(size, where)
            data = f.read(MAX_RECORD_BYTES + 1)
    except OSError as e:
        raise RecordError(f"{where}: cannot read the file: {e.strerror or e}") from None
    return decode(data, where)
