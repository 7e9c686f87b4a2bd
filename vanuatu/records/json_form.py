"""The canonical JSON form of a game record, read and written through cattrs.

The JSON Schema is shipped as ``vanuatu/records/record.schema.json``; the format is
described in :mod:`vanuatu.records.record`. Reading is strict: every field has exactly
its JSON type (``"3"`` is not a player count, ``1`` is not ``true``), unknown
fields and duplicate keys are refused, and every refusal is a
:class:`~vanuatu.RecordError` naming the field:

>>> read_json('{"format": "vanuatu-record", "version": 1, "options": {"players": "3"}}')
Traceback (most recent call last):
...
vanuatu.errors.RecordError: options.players: expected an integer, not a string
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any, get_args

import attrs
import cattrs
from cattrs.gen import make_dict_unstructure_fn, override

from tabletop.json_keys import KeyGivenTwice, no_key_twice
from tabletop.one_line import cut

from ..errors import OptionsError, RecordError
from ..moves import Move
from ..options import Options
from .format import FORMAT, VARIANTS, VERSION, actor_word
from .headers import MAX_TAGS, Headers
from .limits import check_size, parse_int
from .source import MoveEntry, RecordSource, RecordStream
from .strict import json_kind, strict_converter
from .structure_errors import first_error

__all__ = ["open_json", "read_json", "write_json"]


@attrs.frozen
class _JsonHeaders:
    event: str = ""
    date: str = ""
    names: tuple[str, ...] = ()
    tags: dict[str, str] = attrs.Factory(dict)
    position: str = ""


@attrs.frozen
class _JsonMove:
    actor: str
    move: str


@attrs.frozen
class _JsonRecord:
    format: str
    version: int
    options: Options
    moves: tuple[_JsonMove, ...]
    headers: _JsonHeaders = _JsonHeaders()


# The fields of the record object, in their order.
_FIELDS = tuple(f.name for f in attrs.fields(_JsonRecord))


def _make_converter() -> cattrs.Converter:
    conv = strict_converter()
    # the player count and the variants are always written, rulings when not default
    always: dict[str, Any] = {
        name: override(omit_if_default=False) for name in ("players", *VARIANTS)
    }
    conv.register_unstructure_hook(
        Options,
        make_dict_unstructure_fn(
            Options,
            conv,
            _cattrs_omit_if_default=True,
            **always,
        ),
    )
    conv.register_unstructure_hook(
        Headers,
        lambda h: {
            k: v
            for k, v in (
                ("event", h.event),
                ("date", h.date),
                ("names", list(h.names)),
                ("tags", dict(h.tags)),
                ("position", h.position),
            )
            if v
        },
    )
    conv.register_structure_hook(
        Headers,
        lambda d, _: _headers(conv.structure(d, _JsonHeaders)),
    )
    for move_class in get_args(Move):
        conv.register_unstructure_hook(move_class, _move_entry)
    return conv


def _move_entry(move: Move) -> dict[str, str]:
    return {"actor": actor_word(move.player), "move": str(move)}


def _headers(h: _JsonHeaders) -> Headers:
    return Headers(event=h.event, date=h.date, names=h.names, tags=tuple(h.tags.items()),
                   position=h.position)


# The converter between records and JSON-ready data. It is private: a hook
# registered on it would change how every record is read.
_converter = _make_converter()


def _reject_constant(name: str) -> Any:
    raise RecordError(f"{name} is not a JSON number")


def _load(text: str) -> Any:
    if not text.strip(" \t\r\n\ufeff"):
        raise RecordError("empty record: no JSON at all")
    try:
        return json.loads(text, parse_constant=_reject_constant, object_pairs_hook=no_key_twice,
                          parse_int=parse_int)
    except KeyGivenTwice as e:
        raise RecordError(f"not a valid record: key {cut(e.key, 40)!r} is given twice") from None
    except json.JSONDecodeError as e:
        raise RecordError(_decode_error(e, text)) from None
    except RecordError as e:
        raise RecordError(f"not a valid record: {e}") from None
    except RecursionError:
        raise RecordError("not a valid record: the JSON is nested too deeply") from None
    except ValueError as e:
        raise RecordError(f"not valid JSON: {e}") from None


def _decode_error(e: json.JSONDecodeError, text: str) -> str:
    """The message for JSON that does not parse: where, and what is wrong, as a
    whole sentence (the messages of :mod:`json` end in "... starting at")."""
    msg = e.msg.removesuffix(" starting at").removesuffix(" at")
    msg = msg[:1].lower() + msg[1:]
    start = text.lstrip(" \t\r\n\ufeff")[:1]
    if e.pos == len(text) - len(text.lstrip(" \t\r\n\ufeff")) and (start.isalpha() or start == "#"):
        msg += " (this looks like a text record: read it with Record.parse or Record.from_text)"
    elif msg.startswith("unterminated") or e.pos >= len(text.rstrip()):
        msg += " (the text ends before the JSON does: is the file cut short?)"
        end = len(text.rstrip())
        if e.pos > end:  # where the text ends, not on the blank lines after it
            line = text.count("\n", 0, end) + 1
            return f"line {line} column {end - text.rfind(chr(10), 0, end)}: not valid JSON: {msg}"
    return f"line {e.lineno} column {e.colno}: not valid JSON: {msg}"


def _json_kind(value: Any) -> str:
    if type(value) in (int, float):
        return "a number"
    return json_kind(value)


def _check_envelope(data: Any) -> None:
    if not isinstance(data, dict):
        raise RecordError(
            f"expected a JSON object (a vanuatu record), not {_json_kind(data)}"
        )
    if data.get("format") != FORMAT:
        raise RecordError(f"format: expected {FORMAT!r}, not {_short(data.get('format'))}")
    version = data.get("version")
    if type(version) is not int:
        raise RecordError(f"version: expected an integer, not {_short(version)}")
    if version != VERSION:
        raise RecordError(
            f"version: unknown version {version} (this library reads version {VERSION})"
        )
    options = data.get("options")
    if options is None and "options" not in data:
        raise RecordError("options: required field missing")
    if not isinstance(options, dict):
        raise RecordError(f"options: expected an object, not {_json_kind(options)}")
    if "players" not in options:
        raise RecordError("options.players: required field missing")
    # sizes first, so that no work grows with a list the checks below refuse anyway
    extra = data.keys() - _FIELDS
    if extra:
        shown = ", ".join(repr(cut(k, 40)) for k in sorted(extra)[:5])
        more = f" and {len(extra) - 5} more" if len(extra) > 5 else ""
        raise RecordError(
            f"record: unknown field {shown}{more} (the fields are {', '.join(_FIELDS)})"
        )
    headers = data.get("headers")
    if type(headers) is dict:
        tags, names = headers.get("tags"), headers.get("names")
        if type(tags) is dict and len(tags) > MAX_TAGS:
            raise RecordError(f"headers.tags: at most {MAX_TAGS} free tags, not {len(tags)}")
        players = options["players"]
        if type(names) is list and type(players) is int and len(names) > max(players, 5):
            raise RecordError(f"headers.names: {len(names)} names for a {players}-player game")


def _short(value: Any) -> str:
    text = repr(value) if value is not None else "nothing"
    return cut(text, 40)


def _entry(i: int, item: Any) -> MoveEntry:
    """The entry of ``moves[i]``, checked like the rest of the record."""
    if type(item) is not dict:
        raise RecordError(f"moves[{i}]: expected an object, not {_json_kind(item)}")
    if len(item) != 2 or "actor" not in item or "move" not in item:
        extra = sorted(k for k in item if k not in ("actor", "move"))
        if extra:
            fields = ", ".join(repr(cut(k, 40)) for k in extra)
            raise RecordError(
                f"moves[{i}]: unknown field {fields} (the fields are actor, move)"
            )
        missing = "actor" if "actor" not in item else "move"
        raise RecordError(f"moves[{i}].{missing}: required field missing")
    for field in ("actor", "move"):
        if type(item[field]) is not str:
            raise RecordError(
                f"moves[{i}].{field}: expected a string, not {_json_kind(item[field])}"
            )
    return MoveEntry(item["move"], actor=item["actor"], index=i)


def open_json(text: str) -> RecordStream:
    """Start reading a JSON record: the whole text is parsed by :mod:`json`
    (in C), the envelope, options and headers are checked now, and each move
    is checked when the :class:`~vanuatu.records.RecordStream` is iterated,
    so that a check stops at the first bad move without looking at the rest."""
    check_size(len(text))
    data = _load(text)
    _check_envelope(data)
    moves = data.get("moves")
    try:
        # the moves are checked one by one, below
        envelope = {**data, "moves": []} if type(moves) is list else data
        raw = _converter.structure(envelope, _JsonRecord)
    except (cattrs.BaseValidationError, RecordError, OptionsError) as e:
        raise RecordError(first_error(e)) from None
    items: list[Any] = moves if type(moves) is list else []
    position = 0

    def entries() -> Iterator[MoveEntry]:
        nonlocal position
        for i, item in enumerate(items):
            position = i + 1
            yield _entry(i, item)

    return RecordStream(
        raw.options, _headers(raw.headers), entries(), lambda: len(items) - position
    )


def read_json(text: str) -> RecordSource:
    """Read a whole JSON record into a :class:`~vanuatu.records.RecordSource`."""
    return open_json(text).source()


def write_json(options: Options, headers: Headers, moves: tuple[Move, ...]) -> str:
    """The canonical JSON text of a record: a stable layout with one move per line."""
    head: dict[str, Any] = {"format": FORMAT, "version": VERSION}
    hdr = _converter.unstructure(headers, Headers)
    if hdr:
        head["headers"] = hdr
    head["options"] = _converter.unstructure(options, Options)
    lines = [
        "  " + json.dumps(_converter.unstructure(m), ensure_ascii=False) for m in moves
    ]
    body = json.dumps(head, indent=2, ensure_ascii=False)[:-2]
    if not lines:
        return body + ',\n  "moves": []\n}\n'
    return body + ',\n  "moves": [\n  ' + ",\n  ".join(lines) + "\n  ]\n}\n"
