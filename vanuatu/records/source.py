"""A record as read from a file, before its moves are parsed.

Both readers (:mod:`vanuatu.records.text_form` and
:mod:`vanuatu.records.json_form`) turn their input into a
:class:`RecordSource`: the options, the headers and one :class:`MoveEntry`
per move, still in notation and with its place in the file.
:class:`vanuatu.Record` parses every entry at once and refuses the record at
the first bad one; :func:`vanuatu.validate` parses them one by one, so that a
move that does not parse is reported like an illegal move. Both parse an entry
with :func:`parse_entry`.

A :class:`RecordSource` with a component set other than the default one is
checked when it is made: the set must at least set up a game.

>>> import vanuatu
>>> source = RecordSource(vanuatu.Options(players=3), vanuatu.Headers(),
...                       (MoveEntry("P2 plan fish sell", actor="chance", index=14),))
>>> vanuatu.Record.from_source(source)  # doctest: +ELLIPSIS
Traceback (most recent call last):
...
vanuatu.errors.RecordError: moves[14]: actor 'chance' does not match the move ..., made by P2
"""

from __future__ import annotations

from collections.abc import Callable, Iterator

import attrs

from tabletop.one_line import cut

from ..components import DEFAULT_COMPONENTS
from ..errors import RecordError
from ..moves import Move
from ..notation import parse_move
from ..options import Options
from ..rules.engine import apply, chance_outcomes, new_game
from .format import PLAYER_WORD, actor_word
from .headers import Headers, check_headers, check_seats

# MoveEntry is the type of RecordSource.entries, so it is public with it.
__all__ = [
    "MAX_RECORD_MOVES",
    "MoveEntry",
    "RecordSource",
    "RecordStream",
    "check_components",
    "parse_entry",
]

#: The most moves a record may hold: far more than any game has (a game of
#: five players has about 330), and what ``vanuatu play`` allows its bots.
MAX_RECORD_MOVES = 20_000


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
        if entry.actor != "chance" and not (
            entry.actor.startswith("P") and PLAYER_WORD.fullmatch(entry.actor)
        ):
            raise RecordError(
                f"actor {cut(entry.actor, 20)!r} is not an actor (P0 to P4, or chance)"
            )
        if entry.actor != expected:
            raise RecordError(
                f"actor {entry.actor!r} does not match the move {entry.text!r}, made by {expected}"
            )
    return move


def check_components(options: Options) -> None:
    """Raise :class:`~vanuatu.RecordError` unless the component set of
    ``options`` (when it is not the default one) can at least set up a game:
    the first outcome of each setup chance event is applied until a player is
    to act."""
    if options.components == DEFAULT_COMPONENTS:
        return
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
    """A record whose moves are still entries (see :mod:`vanuatu.records.source`).

    Raises :class:`~vanuatu.RecordError` when ``headers`` does not name every
    seat or none, when the component set of ``options`` cannot set up a game,
    or when the header ``position`` is not a position of a game under
    ``options``.
    """

    options: Options
    headers: Headers = attrs.field(validator=lambda s, _, h: check_seats(h, s.options.players))
    entries: tuple[MoveEntry, ...] = ()

    def __attrs_post_init__(self) -> None:
        check_components(self.options)
        check_headers(self.headers, self.options)  # the position, once the components are sound


class RecordStream:
    """A record being read: its options and headers are read (and checked
    like those of a :class:`RecordSource`), its moves are read one by one
    when they are iterated, so that a check can stop at the first bad move
    without reading the rest. A problem in the rest of the file raises
    :class:`~vanuatu.RecordError` only when the reading reaches it.

    Iterate it once; :meth:`uncounted` then counts the entries left without
    reading them as moves, and :meth:`source` reads them all.
    """

    def __init__(
        self,
        options: Options,
        headers: Headers,
        entries: Iterator[MoveEntry],
        count_rest: Callable[[], int],
    ) -> None:
        check_seats(headers, options.players)
        check_components(options)
        check_headers(headers, options)
        self.options = options
        self.headers = headers
        self._entries = entries
        self._count_rest = count_rest
        #: The entries read so far.
        self.read = 0

    def __iter__(self) -> Iterator[MoveEntry]:
        for entry in self._entries:
            if self.read >= MAX_RECORD_MOVES:
                raise RecordError(
                    f"{entry.place}: a record holds at most {MAX_RECORD_MOVES} moves"
                )
            self.read += 1
            yield entry

    def uncounted(self) -> int:
        """The number of entries not read yet, counted without checking them
        (in a text record: every line with content, a misplaced header too)."""
        return self._count_rest()

    def source(self) -> RecordSource:
        """The whole record as a :class:`RecordSource` (every entry read)."""
        return RecordSource(self.options, self.headers, tuple(self))
