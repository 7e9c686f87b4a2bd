"""The plain-text form of a game record, easy to type while playing at a table.

A text record is a few header lines, then one move per line in the move
notation of :mod:`vanuatu.notation`. ``#`` starts a comment that runs to the
end of the line; blank lines are ignored; header keys are case-insensitive::

    # Club night, table 2
    Format: vanuatu-record 1        # optional
    Event: Club night
    Date: 2026-11-29
    Players: 3                      # required: 3 to 5 (2: two-player rules)
    Variant: no-characters          # optional: no-characters, rising-waters
    Rulings: sail-revisit=no        # optional: the rulings of vanuatu.Options
    P0: Ana                         # players' names by seat
    P1: Ben
    Table: 2                        # any other key is a free tag

    reveal start start-blank start-fish start-wreck
    reveal tile A2
    ...
    P2 take vendor
    P2 plan fish sell               # P2 hopes for fish

Every header comes before the first move. A component set other than the
default one is one line of JSON: ``Components: {...}``. Comments are for the
reader and are not part of the record; everything else converts to and from
the JSON form without loss.

>>> source = read_text("Players: 3\\nP1: Ben\\n\\nreveal tile A2  # first tile\\n")
>>> source.options.players, source.headers.names, source.entries[0].line
(3, ('', 'Ben', ''), 4)
>>> read_text("Players: 3\\nreveal tile A2\\nEvent: late\\n")  # doctest: +ELLIPSIS
Traceback (most recent call last):
...
vanuatu.errors.RecordError: line 3: the header 'Event' comes after the first move ...
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from typing import Any

import attrs
import cattrs

from tabletop.one_line import cut

from ..components import DEFAULT_COMPONENTS, Components
from ..errors import NotationError, OptionsError, PositionError, RecordError
from ..moves import Move
from ..notation import parse_move
from ..options import Options
from ..position.parse import playable_position
from .format import (
    FORMAT,
    PLAYER_WORD,
    RULINGS,
    VARIANTS,
    VERSION,
    ruling_words,
    variant_flags,
    variant_words,
)
from .headers import MAX_TAGS, TAG_KEY, Headers, check_value, near_miss
from .limits import check_size, parse_int, shorten
from .source import MoveEntry, RecordSource, RecordStream
from .strict import JSON_CONVERTER
from .structure_errors import first_error
from .text_lines import HEADER_LINE, PIECE

__all__ = ["open_text", "read_text", "write_text"]

_LIST = re.compile(r"[\s,]+")
_VARIANT_WORDS = {"standard", "two-player", *VARIANTS.values()}
_YES = {"yes", "true", "on"}
_NO = {"no", "false", "off"}
def _looks_like_move(content: str) -> bool:
    """Whether a line is meant as a move: it parses, or it starts like one
    (``reveal ...``, ``roll ...``, ``P2 ...``) and is a move with a mistake,
    reported where the moves are checked."""
    first = content.split(None, 1)[0]
    if first.lower() in ("reveal", "roll") or PLAYER_WORD.fullmatch(first.upper()):
        return True
    try:
        parse_move(content)
    except NotationError:
        return False
    return True


@attrs.define
class _Reader:
    """The headers read so far, by canonical key."""

    seen: dict[str, int] = attrs.Factory(dict)
    event: str = ""
    date: str = ""
    position: str = ""
    players: int | None = None
    variants: set[str] = attrs.Factory(set)
    rulings: dict[str, bool] = attrs.Factory(dict)
    components: Components = DEFAULT_COMPONENTS
    names: dict[int, str] = attrs.Factory(dict)
    tags: list[tuple[str, str]] = attrs.Factory(list)

    def header(self, n: int, key: str, value: str) -> None:
        where = f"line {n}: {key}"
        folded = key.lower()
        if folded in self.seen:
            raise RecordError(f"{where}: given twice (first on line {self.seen[folded]})")
        self.seen[folded] = n
        if folded == "format":
            self._format(where, value)
        elif folded == "players":
            if not re.fullmatch(r"[0-9]{1,2}", value):
                raise RecordError(f"{where}: expected a number of players, not {cut(value, 20)!r}")
            self.players = int(value)
        elif folded == "variant":
            self._variants(where, value)
        elif folded == "rulings":
            self._rulings(where, value)
        elif folded == "components":
            self._components(where, value)
        elif folded == "position":
            self.position = value
        else:
            check_value(where, value)
            m = PLAYER_WORD.fullmatch(key)
            if folded == "event":
                self.event = value
            elif folded == "date":
                self.date = value
            elif m:
                self.names[int(m.group(1))] = value
            elif not TAG_KEY.fullmatch(key):
                raise RecordError(f"{where}: a header key has at most 40 characters")
            elif (meant := near_miss(folded)) is not None:
                raise RecordError(f"line {n}: unknown header {key!r} — did you mean {meant!r}?")
            elif len(self.tags) >= MAX_TAGS:
                raise RecordError(f"line {n}: a record has at most {MAX_TAGS} free tags")
            else:
                self.tags.append((key, value))

    def _format(self, where: str, value: str) -> None:
        words = value.split()
        if len(words) != 2 or words[0] != FORMAT:
            raise RecordError(f"{where}: expected '{FORMAT} {VERSION}', not {cut(value, 40)!r}")
        if words[1] != str(VERSION):
            raise RecordError(
                f"{where}: unknown version {cut(words[1], 10)!r} (this library reads version "
                f"{VERSION})"
            )

    def _variants(self, where: str, value: str) -> None:
        for word in _LIST.split(value.lower()):
            if not word:
                continue
            if word not in _VARIANT_WORDS:
                known = ", ".join([*VARIANTS.values(), "two-player", "standard"])
                raise RecordError(f"{where}: unknown variant {cut(word, 20)!r} (one of {known})")
            self.variants.add(word)

    def _rulings(self, where: str, value: str) -> None:
        for item in _LIST.split(value.lower()):
            if not item:
                continue
            name, eq, flag = item.partition("=")
            if name not in RULINGS:
                raise RecordError(
                    f"{where}: unknown ruling {cut(name, 30)!r} (one of {', '.join(RULINGS)})"
                )
            if not eq or flag not in _YES | _NO:
                raise RecordError(f"{where}: write {name}=yes or {name}=no")
            if RULINGS[name] in self.rulings:
                raise RecordError(f"{where}: ruling {name!r} given twice")
            self.rulings[RULINGS[name]] = flag in _YES

    def _components(self, where: str, value: str) -> None:
        try:
            data: Any = json.loads(value, parse_int=parse_int)
            self.components = JSON_CONVERTER.structure(data, Components)
        except (ValueError, RecursionError, cattrs.BaseValidationError) as e:
            detail = first_error(e, "components")
            raise RecordError(f"{where}: not a component set: {detail}") from None

    def options(self, empty: bool = False) -> Options:
        if empty:
            raise RecordError("empty record: no headers and no moves (a record starts with "
                              "'Players: N', R1.1)")
        if self.players is None:
            raise RecordError(
                "the header 'Players: N' is missing (R1.1: 3 to 5 players, 2 with the "
                "two-player rules)"
            )
        where = f"line {self.seen['players']}: Players"
        if "two-player" in self.variants and self.players != 2:
            raise RecordError(
                f"line {self.seen['variant']}: Variant: two-player needs 'Players: 2' (R10.1)"
            )
        try:
            return Options(
                players=self.players,
                components=self.components,
                **variant_flags(self.variants),
                **self.rulings,
            )
        except OptionsError as e:
            message = str(e)
            if message.startswith("components: ") and "components" in self.seen:
                # a component set the rules refuse: the Components line is the culprit
                where = f"line {self.seen['components']}: Components"
                message = message.removeprefix("components: ")
            raise RecordError(f"{where}: {message}") from None

    def headers(self, players: int) -> Headers:
        for seat in self.names:
            if seat >= players:
                raise RecordError(
                    f"line {self.seen[f'p{seat}']}: P{seat}: no such seat in a "
                    f"{players}-player game"
                )
        names = tuple(self.names.get(i, "") for i in range(players)) if self.names else ()
        try:
            return Headers(event=self.event, date=self.date, names=names, tags=tuple(self.tags),
                           position=self.position)
        except RecordError as e:
            if "position" not in self.seen or not str(e).startswith("headers.position: "):
                raise
            message = str(e).removeprefix("headers.position: ")
            raise RecordError(f"line {self.seen['position']}: Position: {message}") from None

    def check_position(self, options: Options) -> None:
        """The header ``Position`` must be a position of a game under ``options``."""
        if not self.position:
            return
        try:
            playable_position(self.position, options)
        except PositionError as e:
            raise RecordError(f"line {self.seen['position']}: Position: {e}") from None


# A character that has no place in a text record (tab, and a CR ending a line, are fine).
_CONTROL = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f]|\r(?!\n|\Z)")


def _control_error(text: str, at: int) -> RecordError:
    line = text.count("\n", 0, at) + 1
    return RecordError(f"line {line}: control character U+{ord(text[at]):04X} in a text record")


def _numbered(text: str, pieces: Iterator[re.Match[str]]) -> Iterator[tuple[int, str]]:
    """The line number and content of each piece of ``pieces`` that is not a comment."""
    line, seen_to = 1, 0
    for piece in pieces:
        content = piece.group(1)
        if content is None:
            continue
        line += text.count("\n", seen_to, piece.start())
        seen_to = piece.start()
        yield line, content.rstrip()


def open_text(text: str) -> RecordStream:
    """Start reading a text record: the headers are read now, the moves when
    the :class:`~vanuatu.records.RecordStream` is iterated.

    Blank lines and comments cost no Python work per line, and the moves after
    a refused one are never read."""
    check_size(len(text))
    text = text.removeprefix("\ufeff")
    bad = _CONTROL.search(text)
    # the lines before the one holding a control character are read; that line refuses
    end = len(text) if bad is None else text.rfind("\n", 0, bad.start()) + 1
    pieces = PIECE.finditer(text, 0, end)
    lines = _numbered(text, pieces)
    reader = _Reader()
    first: MoveEntry | None = None
    for line, content in lines:
        m = HEADER_LINE.fullmatch(content)
        if m:
            reader.header(line, m.group(1), m.group(2).strip())
            continue
        if content[0] in "{[":
            raise RecordError(
                f"line {line}: this looks like a JSON record, not a text record (read it "
                f"with Record.parse or Record.from_json)"
            )
        if not _looks_like_move(content):
            raise RecordError(
                f"line {line}: {shorten(content, 60)!r} is neither a header ('Key: value') "
                f"nor a move"
            )
        first = MoveEntry(content, line=line, index=0)
        break
    if first is None and bad is not None:
        raise _control_error(text, bad.start())
    options = reader.options(empty=not reader.seen and first is None)
    reader.check_position(options)
    headers = reader.headers(options.players)

    def entries() -> Iterator[MoveEntry]:
        if first is None:
            return
        yield first
        index = 1
        for line, content in lines:
            m = HEADER_LINE.fullmatch(content)
            if m:
                raise RecordError(
                    f"line {line}: the header {cut(m.group(1), 40)!r} comes after the first move "
                    f"(headers come first)"
                )
            yield MoveEntry(content, line=line, index=index)
            index += 1
        if bad is not None:
            raise _control_error(text, bad.start())

    def count_rest() -> int:
        return sum(1 for piece in pieces if piece.group(1) is not None)

    return RecordStream(options, headers, entries(), count_rest)


def read_text(text: str) -> RecordSource:
    """Read a whole text record into a :class:`~vanuatu.records.RecordSource`."""
    return open_text(text).source()


def write_text(options: Options, headers: Headers, moves: tuple[Move, ...]) -> str:
    """The text form of a record (see the module documentation)."""
    out = ["# Vanuatu (Second Edition) game record", f"Format: {FORMAT} {VERSION}"]
    if headers.event:
        out.append(f"Event: {headers.event}")
    if headers.date:
        out.append(f"Date: {headers.date}")
    out.append(f"Players: {options.players}")
    variants = variant_words(options)
    if variants:
        out.append("Variant: " + " ".join(variants))
    rulings = [f"{word}={'yes' if flag else 'no'}" for word, flag in ruling_words(options).items()]
    if rulings:
        out.append("Rulings: " + " ".join(rulings))
    if options.components != DEFAULT_COMPONENTS:
        data = json.dumps(
            JSON_CONVERTER.unstructure(options.components),
            ensure_ascii=False,
            separators=(",", ":"),
        )
        out.append("Components: " + data.replace("#", "\\u0023"))
    out.extend(f"P{i}: {name}" for i, name in enumerate(headers.names) if name)
    out.extend(f"{key}: {value}" for key, value in headers.tags)
    if headers.position:
        out.append(f"Position: {headers.position}")
    out.append("")
    out.extend(str(m) for m in moves)
    return "\n".join(out) + "\n"
