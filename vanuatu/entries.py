"""A record as read from a file, before its moves are parsed.

Both readers (:mod:`vanuatu.json_record` and :mod:`vanuatu.text_record`) turn
their input into a :class:`RecordSource`: the options, the headers and one
:class:`MoveEntry` per move, still in notation and with its place in the file.
:class:`vanuatu.Record` parses every entry at once and refuses the record at
the first bad one; :func:`vanuatu.validate` parses them one by one, so that a
move that does not parse is reported like an illegal move.

A :class:`RecordSource` with a component set other than the default one is
checked when it is made: the set must at least set up a game.

This module also guards the reading itself: a record is at most
:data:`MAX_RECORD_BYTES` long and must be UTF-8 text.

>>> import vanuatu
>>> source = RecordSource(vanuatu.Options(players=3), vanuatu.Headers(),
...                       (MoveEntry("P2 plan fish sell", actor="chance", index=14),))
>>> vanuatu.Record.from_source(source)  # doctest: +ELLIPSIS
Traceback (most recent call last):
...
vanuatu.errors.RecordError: moves[14]: actor 'chance' does not match the move ..., made by P2
"""

from __future__ import annotations

import os

import attrs

from .components import DEFAULT_COMPONENTS
from .errors import RecordError
from .headers import Headers, _check_seats
from .moves import Move
from .notation import parse_move
from .options import Options
from .record_format import _PLAYER_WORD, _actor_word

# MoveEntry is the type of RecordSource.entries, so it is public with it.
__all__ = ["MAX_RECORD_BYTES", "MoveEntry", "RecordSource"]

#: The largest record read, in bytes (a complete game is about 5 kB).
MAX_RECORD_BYTES = 10 * 1024 * 1024


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


def _parse_entry(entry: MoveEntry) -> Move:
    """The move of ``entry``; raises :class:`~vanuatu.NotationError` if the
    notation is not well formed and :class:`~vanuatu.RecordError` if the
    written actor is not the one who makes the move."""
    move = parse_move(entry.text)
    if entry.actor is not None:
        expected = _actor_word(move.player)
        if entry.actor != "chance" and not (
            entry.actor.startswith("P") and _PLAYER_WORD.fullmatch(entry.actor)
        ):
            raise RecordError(
                f"actor {entry.actor[:20]!r} is not an actor (P0 to P4, or chance)"
            )
        if entry.actor != expected:
            raise RecordError(
                f"actor {entry.actor!r} does not match the move {entry.text!r}, made by {expected}"
            )
    return move


def _check_components(options: Options) -> None:
    """A component set other than the default one must at least set up a game:
    the first outcome of each setup chance event is applied until a player is
    to act."""
    if options.components == DEFAULT_COMPONENTS:
        return
    from .rules.engine import apply, chance_outcomes, new_game

    try:
        state = new_game(options)
        for _ in range(100):
            outcomes = chance_outcomes(state)
            if not outcomes:
                break
            state = apply(state, outcomes[0][0])
    except Exception as e:  # any failure of the engine on foreign data is the data's fault
        raise RecordError(
            f"options.components: cannot set up a game with this component set "
            f"({type(e).__name__}: {e})"
        ) from None


@attrs.frozen
class RecordSource:
    """A record whose moves are still entries (see :mod:`vanuatu.entries`).

    Raises :class:`~vanuatu.RecordError` when ``headers`` does not name every
    seat or none, or when the component set of ``options`` cannot set up a game.
    """

    options: Options
    headers: Headers = attrs.field(validator=lambda s, _, h: _check_seats(h, s.options.players))
    entries: tuple[MoveEntry, ...] = ()

    def __attrs_post_init__(self) -> None:
        _check_components(self.options)


def _shorten(text: str, width: int = 80) -> str:
    """``text`` cut to ``width`` characters, ``…`` marking the cut, so that a
    message never echoes a huge line of a record in full."""
    return text if len(text) <= width else text[: width - 1] + "…"


def _check_size(size: int, where: str = "record") -> None:
    """Refuse a record of more than :data:`MAX_RECORD_BYTES`."""
    if size > MAX_RECORD_BYTES:
        raise RecordError(
            f"{where}: {size} bytes is more than the limit of {MAX_RECORD_BYTES} bytes "
            f"for a record"
        )


def _decode(data: bytes, where: str = "record") -> str:
    """``data`` as text: UTF-8 (an initial byte order mark is dropped), or a
    :class:`~vanuatu.RecordError` naming the line of the first bad byte."""
    _check_size(len(data), where)
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as e:
        line = data.count(b"\n", 0, e.start) + 1
        raise RecordError(
            f"{where}: line {line}: not UTF-8 text (byte {e.start} is {data[e.start]:#04x})"
        ) from None
    return text.removeprefix("\ufeff")


def _read_path(path: str | os.PathLike[str]) -> str:
    """The text of the record file at ``path``; its size is checked before it is read."""
    where = os.fspath(path)
    try:
        with open(path, "rb") as f:
            size = os.fstat(f.fileno()).st_size
            _check_size(size, where)
            data = f.read(MAX_RECORD_BYTES + 1)
    except OSError as e:
        raise RecordError(f"{where}: cannot read the file: {e.strerror or e}") from None
    except ValueError as e:  # a path with a NUL character
        raise RecordError(f"{where}: not a file name: {e}") from None
    return _decode(data, where)
