"""Game records: the options, the players' names and every move (draws included), in
a text form (``.vwr``, easy to type at a table) and a JSON form (``.json``).

Text form::

    # a comment runs to the end of the line
    Format: vapor-willie-record 1
    Players: 3
    River: A
    Boat: B
    MaxRounds: 30              # only when a round limit was played (VW10.3 option)
    P0: Ana
    Components: {...}          # only for a data set other than the default, one line

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
from pathlib import Path
from typing import Any

import attrs

from .components import DEFAULT_COMPONENTS, Components, components_from_dict
from .errors import NotationError, OptionsError, RecordError
from .moves import Move
from .notation import parse_move
from .options import Options

__all__ = ["FORMAT", "VERSION", "Record"]

FORMAT = "vapor-willie-record"
VERSION = 1
_HEADER = re.compile(r"([A-Za-z][A-Za-z0-9_-]*)\s*:\s*(.*)")
_SEAT = re.compile(r"[Pp](\d)")


@attrs.frozen
class Record:
    """A game's options, its players' names and its moves.

    ``lines`` gives, for each move, the line of the text it was read from (``0`` for a
    record not read from text); it takes no part in equality.
    """

    options: Options
    moves: tuple[Move, ...] = ()
    names: tuple[str, ...] = ()
    lines: tuple[int, ...] = attrs.field(default=(), eq=False, repr=False)

    # -- writing ------------------------------------------------------------

    def to_text(self) -> str:
        """The text form."""
        o = self.options
        out = [f"Format: {FORMAT} {VERSION}", f"Players: {o.players}", f"River: {o.river}",
               f"Boat: {o.boat}"]
        if o.max_rounds:
            out.append(f"MaxRounds: {o.max_rounds}")
        out += [f"P{i}: {name}" for i, name in enumerate(self.names) if name]
        if o.components != DEFAULT_COMPONENTS:
            out.append(f"Components: {o.components.raw}")
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
        if o.components != DEFAULT_COMPONENTS:
            data["components"] = json.loads(o.components.raw)
        data["moves"] = [str(m) for m in self.moves]
        return json.dumps(data, indent=1) + "\n"

    def dump(self, path: str | Path) -> None:
        """Write the record: JSON if ``path`` ends in ``.json``, text otherwise."""
        text = self.to_json() if str(path).endswith(".json") else self.to_text()
        try:
            Path(path).write_text(text, encoding="utf-8")
        except OSError as e:
            raise RecordError(f"{path}: cannot write the file: {e.strerror}") from None

    # -- reading ------------------------------------------------------------

    @classmethod
    def loads(cls, text: str) -> Record:
        """A record from its text or JSON form; raises :class:`RecordError` naming the
        line or field."""
        if text.lstrip().startswith("{"):
            return _from_json(text)
        return _from_text(text)

    @classmethod
    def read(cls, path: str | Path) -> Record:
        """A record from a file."""
        try:
            text = Path(path).read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError) as e:
            reason = e.strerror if isinstance(e, OSError) else "not UTF-8 text"
            raise RecordError(f"{path}: cannot read the file: {reason}") from None
        try:
            return cls.loads(text)
        except RecordError as e:
            raise RecordError(f"{path}: {e}") from None


def _options(fields: dict[str, Any], where: str) -> Options:
    try:
        comps: Components = DEFAULT_COMPONENTS
        if fields.get("components") is not None:
            comps = components_from_dict(fields["components"])
        kw = {k: fields[k] for k in ("river", "boat", "max_rounds") if k in fields}
        return Options(players=fields.get("players"), components=comps, **kw)  # type: ignore[arg-type]
    except OptionsError as e:
        raise RecordError(f"{where}{e}") from None


def _from_text(text: str) -> Record:
    fields: dict[str, Any] = {}
    names: dict[int, str] = {}
    moves: list[Move] = []
    lines: list[int] = []
    first_line = 0
    for no, raw in enumerate(text.splitlines(), 1):
        content = raw.split("#", 1)[0].strip()
        if not content:
            continue
        m = _HEADER.fullmatch(content)
        if m and not moves and not content.lower().startswith("reveal"):
            key, value = m.group(1).lower(), m.group(2).strip()
            first_line = first_line or no
            seat = _SEAT.fullmatch(key)
            if seat:
                names[int(seat.group(1))] = value
            elif key == "format":
                if value.split()[:1] != [FORMAT] or value.split()[1:] not in ([], [str(VERSION)]):
                    raise RecordError(f"line {no}: not a {FORMAT} {VERSION} record: {value!r}")
            elif key in ("players", "maxrounds"):
                if not value.isdigit():
                    raise RecordError(f"line {no}: {key}: expected a number, not {value!r}")
                fields["players" if key == "players" else "max_rounds"] = int(value)
            elif key in ("river", "boat"):
                fields[key] = value
            elif key == "components":
                try:
                    fields["components"] = json.loads(value)
                except json.JSONDecodeError as e:
                    raise RecordError(f"line {no}: components: not JSON: {e}") from None
            else:
                raise RecordError(f"line {no}: unknown header {m.group(1)!r}")
            continue
        try:
            moves.append(parse_move(content))
        except NotationError as e:
            raise RecordError(f"line {no}: {e}") from None
        lines.append(no)
    if "players" not in fields:
        raise RecordError("the record has no 'Players:' header")
    options = _options(fields, f"line {first_line}: ")
    seats = [names.get(i, "") for i in range(options.players)]
    if any(i >= options.players for i in names):
        raise RecordError(f"a name is given for seat P{max(names)}, not in a "
                          f"{options.players}-player game")
    return Record(options, tuple(moves), tuple(seats) if any(seats) else (), tuple(lines))


def _from_json(text: str) -> Record:
    try:
        data = json.loads(text)
    except json.JSONDecodeError as e:
        raise RecordError(f"not JSON: {e}") from None
    if not isinstance(data, dict):
        raise RecordError("a JSON record is an object")
    if data.get("format") != FORMAT or data.get("version") != VERSION:
        raise RecordError(f"format: not a {FORMAT} {VERSION} record")
    if not isinstance(data.get("players"), int):
        raise RecordError("players: expected a number")
    options = _options(data, "")
    names = data.get("names", [])
    if not isinstance(names, list) or not all(isinstance(n, str) for n in names):
        raise RecordError("names: expected a list of strings")
    raw_moves = data.get("moves", [])
    if not isinstance(raw_moves, list):
        raise RecordError("moves: expected a list of moves")
    moves = []
    for i, m in enumerate(raw_moves):
        if not isinstance(m, str):
            raise RecordError(f"moves[{i}]: expected a move as text")
        try:
            moves.append(parse_move(m))
        except NotationError as e:
            raise RecordError(f"moves[{i}]: {e}") from None
    return Record(options, tuple(moves), tuple(names))
