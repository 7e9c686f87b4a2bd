"""Game records: the options, the players' names and every move (draws included), in
a text form (``.vwr``, easy to type at a table) and a JSON form (``.json``).

Text form::

    # a comment runs to the end of the line
    Format: vapor-willie-record 2  # 1: a record of release 0.2.0 (read with negotiation=open)
    Players: 3
    River: A
    Boat: B
    MaxRounds: 30              # only when a round limit was played (VW10.3 option)
    Rulings: islands=enter     # only for readings other than the default ones
    P0: Ana
    Components: invented-1     # the shipped set; another set is its JSON on one line

    reveal cube hay
    P1 move 1

>>> import vapor_willie as vw
>>> game = vw.Game(players=2, seed=1)
>>> text = game.record.to_text()
>>> Record.loads(text) == game.record == Record.loads(game.record.to_json())
True
>>> Record.loads("Players: 9\\n")
Traceback (most recent call last):
...
vapor_willie.errors.RecordError: line 1: players: 9 is not between 2 and 4 (VW1.1)
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import attrs

from tabletop.one_line import cut

from ..components import DEFAULT_COMPONENTS, DEFAULT_NAME, Components, components_from_dict
from ..errors import DataError, NotationError, OptionsError, RecordError
from ..limits import JsonProblem, line_of, load_json, quote
from ..moves import Move
from ..notation import MAX_MOVE, parse_move
from ..options import RULINGS, Options, check_ruling_values, rulings_once
from .seat_names import check_name, check_names
from .source import as_text, header_of, is_json, read_text

__all__ = ["FORMAT", "JSON_FIELDS", "VERSION", "VERSIONS", "Entries", "Entry", "Record",
           "entries_of", "header_of", "is_json", "json_entries", "parse_entry", "read_text",
           "text_entries"]

FORMAT = "vapor-willie-record"
#: The format version written. Version 1 (release 0.2.0) is read too: its negotiation
#: had no offer limit and lost silvos past the top of the track, so a version-1 record
#: without a ``negotiation`` ruling is read with ``negotiation=open`` (VW8.3).
VERSION = 2
#: The versions read.
VERSIONS = (1, 2)
_SEAT = re.compile(r"[Pp]([0-9])")


@attrs.frozen
class Record:
    """A game's options, its players' names and its moves.

    ``lines`` gives, for each move, the line of the text it was read from (``0`` for a
    record not read from text); it takes no part in equality.
    """

    options: Options
    moves: tuple[Move, ...] = ()
    names: tuple[str, ...] = attrs.field(default=(), validator=lambda _r, _a, v: check_names(v))
    lines: tuple[int, ...] = attrs.field(default=(), eq=False, repr=False)

    # -- writing ------------------------------------------------------------

    def to_text(self) -> str:
        """The text form."""
        o = self.options
        out = [f"Format: {FORMAT} {VERSION}", f"Players: {o.players}", f"River: {o.river}",
               f"Boat: {o.boat}"]
        if o.max_rounds:
            out.append(f"MaxRounds: {o.max_rounds}")
        if o.rulings():
            out.append("Rulings: " + " ".join(f"{k}={v}" for k, v in o.rulings().items()))
        out += [f"P{i}: {name}" for i, name in enumerate(self.names) if name]
        out.append("Components: " + (DEFAULT_NAME if o.components == DEFAULT_COMPONENTS
                                     else o.components.raw))
        out.append("")
        out += [str(m) for m in self.moves]
        return "\n".join(out) + "\n"

    def to_json(self) -> str:
        """The JSON form."""
        o = self.options
        data: dict[str, Any] = {"format": FORMAT, "version": VERSION, "players": o.players,
                                "river": o.river, "boat": o.boat, "names": list(self.names)}
        if o.max_rounds:
            data["max_rounds"] = o.max_rounds
        if o.rulings():
            data["rulings"] = o.rulings()
        data["components"] = (DEFAULT_NAME if o.components == DEFAULT_COMPONENTS
                              else json.loads(o.components.raw))
        data["moves"] = [str(m) for m in self.moves]
        return json.dumps(data, indent=1) + "\n"

    def dump(self, path: str | Path, form: str | None = None) -> None:
        """Write the record in ``form`` (``"json"`` or ``"text"``); by default JSON if
        ``path`` ends in ``.json``, text otherwise."""
        if form is None:
            form = "json" if str(path).endswith(".json") else "text"
        if form not in ("json", "text"):
            raise ValueError(f"dump(): form must be 'json' or 'text', not {form!r}")
        text = self.to_json() if form == "json" else self.to_text()
        try:
            Path(path).write_text(text, encoding="utf-8")
        except OSError as e:
            raise RecordError(f"{path}: cannot write the file: {e.strerror}") from None

    # -- reading ------------------------------------------------------------

    @classmethod
    def parse(cls, text: str | bytes) -> Record:
        """A record from its text or JSON form (bytes are read as UTF-8); raises
        :class:`RecordError` naming the line (and the field of a JSON record)."""
        return _read_all(as_text(text, "Record.parse"))

    @classmethod
    def from_text(cls, text: str | bytes) -> Record:
        """A record from its text form only."""
        head, entries = text_entries(as_text(text, "Record.from_text"))
        return _complete(head, entries)

    @classmethod
    def from_json(cls, text: str | bytes) -> Record:
        """A record from its JSON form only."""
        head, entries = json_entries(as_text(text, "Record.from_json"))
        return _complete(head, entries)

    @classmethod
    def load(cls, path: str | Path) -> Record:
        """A record from a file (at most :data:`~vapor_willie.limits.MAX_BYTES`)."""
        text = read_text(path)
        try:
            return cls.parse(text)
        except RecordError as e:
            raise RecordError(f"{path}: {e}") from None

    #: The former names of :meth:`parse` and :meth:`load`.
    loads = parse
    read = load


def _options(fields: dict[str, Any], where: dict[str, int], first: int) -> Options:
    """The options of a record's fields; an error names the line of the field."""
    comps: Components = DEFAULT_COMPONENTS
    if fields.get("components") not in (None, DEFAULT_NAME):
        try:
            comps = components_from_dict(fields["components"])
        except DataError as e:
            raise RecordError(f"line {where.get('components', first)}: Components: "
                              f"{e}") from None
    kw: dict[str, Any] = {k: fields[k] for k in ("river", "boat", "max_rounds") if k in fields}
    try:
        rulings = fields.get("rulings", {})
        if not isinstance(rulings, dict) or not all(isinstance(v, str)
                                                    for v in rulings.values()):
            raise OptionsError("rulings: expected words like 'islands=enter'")
        try:  # a value named by the ruling's word
            check_ruling_values(rulings)
        except OptionsError as e:
            raise RecordError(f"line {where.get('rulings', first)}: rulings: {e}") from None
        if fields.get("version") == 1:  # release 0.2.0: the negotiation of then (VW8.3)
            rulings = {"negotiation": "open", **rulings}
        kw.update(Options.ruling_fields(rulings))
        return Options(players=fields.get("players"), components=comps, **kw)  # type: ignore[arg-type]
    except OptionsError as e:
        field = str(e).split(":", 1)[0]
        field = "rulings" if field in RULINGS else field
        raise RecordError(f"line {where.get(field, first)}: {e}") from None


_NUMBER = re.compile(r"[0-9]{1,6}")

#: A move of a record not read yet: its line, its text, and its field in a JSON record
#: (``"moves[3]: "``, or ``""``).
Entry = tuple[int, str, str]


class Entries:
    """The moves of a record not read yet (:data:`Entry` items, read once, lazily);
    ``total`` is how many moves the record holds when it is known without reading them
    (a JSON record), else ``None``."""

    def __init__(self, items: Iterator[Entry], total: int | None = None) -> None:
        self._items = items
        self.total = total

    def __iter__(self) -> Iterator[Entry]:
        return self._items

    def __next__(self) -> Entry:
        return next(self._items)


def text_entries(text: str) -> tuple[Record, Entries]:
    """A text record read up to its first move: the record without its moves, and the
    moves still to read (:data:`Entry`), read lazily (a check stops reading at the
    first refused move)."""
    fields: dict[str, Any] = {}
    names: dict[int, tuple[str, int]] = {}
    first_line = 0
    where: dict[str, int] = {}
    lines = iter(enumerate(text.splitlines(), 1))
    pending: tuple[int, str] | None = None
    for no, raw in lines:
        content = raw.split("#", 1)[0].strip()
        if not content:
            continue
        m = header_of(content)
        if m:
            key, value = m.group(1).lower(), m.group(2).strip()
            first_line = first_line or no
            if key in where or (_SEAT.fullmatch(key) and int(key[1:]) in names):
                raise RecordError(f"line {no}: {m.group(1)}: given twice (line "
                                  f"{where.get(key) or names[int(key[1:])][1]})")
            where[key] = no
            seat = _SEAT.fullmatch(key)
            if seat:
                check_name(f"line {no}: {m.group(1)}", value)
                names[int(seat.group(1))] = (value, no)
            elif key == "format":
                if value.split()[:1] != [FORMAT] or value.split()[1:] not in (
                        [], *([str(v)] for v in VERSIONS)):
                    raise RecordError(f"line {no}: not a {FORMAT} {VERSION} record: "
                                      f"{quote(value)}")
                fields["version"] = int(value.split()[1]) if value.split()[1:] else VERSION
            elif key in ("players", "maxrounds"):
                if not _NUMBER.fullmatch(value):
                    raise RecordError(f"line {no}: {m.group(1)}: expected a whole number, not "
                                      f"{quote(value, 20)}")
                name = "players" if key == "players" else "max_rounds"
                fields[name] = int(value)
                where[name] = no
            elif key in ("river", "boat"):
                fields[key] = value
                where[key] = no
            elif key == "rulings":
                pairs = [w.split("=", 1) for w in value.split()]
                if not all(len(pair) == 2 for pair in pairs):
                    raise RecordError(f"line {no}: Rulings: expected words like "
                                      f"'islands=enter', not {quote(value)}")
                try:
                    fields["rulings"] = rulings_once((word, given) for word, given in pairs)
                except OptionsError as e:
                    raise RecordError(f"line {no}: {e}") from None
                where["rulings"] = no
            elif key == "components" and value == DEFAULT_NAME:
                where["components"] = no
            elif key == "components":
                if not value.startswith("{"):
                    raise RecordError(f"line {no}: Components: {quote(value, 30)} is not a "
                                      f"component set ('{DEFAULT_NAME}' or a data file's "
                                      "JSON on one line)")
                try:
                    fields["components"] = load_json(value)
                except JsonProblem as e:
                    raise RecordError(f"line {no}: Components: {e.problem}") from None
                where["components"] = no
            else:
                raise RecordError(f"line {no}: unknown header {quote(m.group(1), 30)}")
            continue
        pending = (no, content)
        break
    if "players" not in fields:
        raise RecordError(f"line {first_line or 1}: the record has no 'Players:' header")
    options = _options(fields, where, first_line)
    seats = [names.get(i, ("", 0))[0] for i in range(options.players)]
    for i, (_, no) in sorted(names.items()):
        if i >= options.players:
            raise RecordError(f"line {no}: a name is given for seat P{i}, not in a "
                              f"{options.players}-player game")

    def entries() -> Iterator[Entry]:
        if pending is not None:
            yield pending[0], pending[1], ""
        for no, raw in lines:
            content = raw.split("#", 1)[0].strip()
            if not content:
                continue
            m = header_of(content)
            if m:  # another record's, say
                raise RecordError(f"line {no}: the header {cut(m.group(1), 40)!r} comes after "
                                  "the first move (headers come first)")
            yield no, content, ""

    return Record(options, (), tuple(seats) if any(seats) else ()), Entries(entries())


def parse_entry(no: int, content: str, field: str = "") -> Move:
    """The move on line ``no`` of a record (from :func:`text_entries` or
    :func:`json_entries`); :class:`RecordError` naming the line (and the JSON field)."""
    try:
        return parse_move(content)
    except NotationError as e:
        raise RecordError(f"line {no}: {field}{e}") from None


def entries_of(text: str) -> tuple[Record, Entries]:
    """:func:`json_entries` or :func:`text_entries`, by the form of ``text``."""
    return json_entries(text) if is_json(text) else text_entries(text)


def _read_all(text: str) -> Record:
    return _complete(*entries_of(text))


def _complete(head: Record, entries: Entries) -> Record:
    moves: list[Move] = []
    lines: list[int] = []
    for no, content, field in entries:
        moves.append(parse_entry(no, content, field))
        lines.append(no)
    return attrs.evolve(head, moves=tuple(moves), lines=tuple(lines))


#: The fields of a JSON record.
JSON_FIELDS = ("format", "version", "players", "river", "boat", "max_rounds", "rulings",
               "names", "components", "moves")


def json_entries(text: str) -> tuple[Record, Entries]:
    """A JSON record without its moves, and its moves still to read (:data:`Entry`),
    read lazily like :func:`text_entries`."""
    try:
        data = load_json(text)
    except JsonProblem as e:
        raise RecordError(str(e)) from None

    def at(key: str) -> str:
        return f"line {line_of(text, json.dumps(key)) or 1}: {key}"

    if not isinstance(data, dict):
        raise RecordError("line 1: a JSON record is an object")
    version = data.get("version")
    if data.get("format") != FORMAT:
        raise RecordError(f"{at('format')}: not a {FORMAT} {VERSION} record: "
                          f"{quote(str(data.get('format')), 30)}")
    if type(version) is not int or version not in VERSIONS:
        raise RecordError(f"{at('version')}: not a {FORMAT} {VERSION} record: version "
                          f"{quote(json.dumps(version), 20)}")
    for key in data:
        if key not in JSON_FIELDS:
            raise RecordError(f"line {line_of(text, json.dumps(key)) or 1}: "
                              f"{quote(key, 30)}: unknown field (the fields are "
                              f"{', '.join(JSON_FIELDS)})")
    if isinstance(data.get("players"), bool) or not isinstance(data.get("players"), int):
        raise RecordError(f"{at('players')}: expected a whole number")
    where = {k: line_of(text, json.dumps(k)) or 1 for k in data}
    options = _options(data, where, 1)
    names = data.get("names", [])
    if not isinstance(names, list) or not all(isinstance(n, str) for n in names):
        raise RecordError(f"{at('names')}: expected a list of strings")
    if len(names) > options.players:
        raise RecordError(f"{at('names')}: {len(names)} names for "
                          f"{options.players} players")
    for i, name in enumerate(names):
        check_name(f"{at('names')}[{i}]", name)
    raw_moves = data.get("moves", [])
    if not isinstance(raw_moves, list):
        raise RecordError(f"{at('moves')}: expected a list of moves")
    head = Record(options, (), tuple(names))

    def entries() -> Iterator[Entry]:
        """Each move with its line: the next occurrence of its JSON string."""
        pos = text.find('"moves"')
        line = text.count("\n", 0, max(pos, 0)) + 1
        for i, m in enumerate(raw_moves):
            if isinstance(m, str):
                found = text.find(json.dumps(m), pos + 1)
                if found < 0:
                    found = text.find(json.dumps(m, ensure_ascii=False), pos + 1)
                if found >= 0:
                    line += text.count("\n", pos, found)
                    pos = found
            if not isinstance(m, str):
                raise RecordError(f"line {line}: moves[{i}]: expected a move as text")
            if len(m) > MAX_MOVE:  # not searched for: its line is the last one found
                m = m[:MAX_MOVE + 1]
            yield line, m, f"moves[{i}]: "

    return head, Entries(entries(), len(raw_moves))
