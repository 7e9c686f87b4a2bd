"""The canonical JSON form of a game record, read and written through cattrs.

The JSON Schema is shipped as ``vanuatu/record.schema.json``; the format is
described in :mod:`vanuatu.record`. Reading is strict: every field has exactly
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
from collections.abc import Callable
from typing import Any, get_args, get_origin

import attrs
import cattrs
from cattrs.cols import is_sequence
from cattrs.gen import make_dict_structure_fn, make_dict_unstructure_fn, override

from .components import DEFAULT_COMPONENTS
from .entries import MoveEntry, RecordSource, actor_word, check_size
from .errors import OptionsError, RecordError
from .headers import Headers
from .moves import Move
from .options import Options

__all__ = ["FORMAT", "VERSION", "check_components", "converter", "read_json", "write_json"]

#: The value of the ``format`` field.
FORMAT = "vanuatu-record"
#: The version of the format this library reads and writes.
VERSION = 1

_JSON_TYPES = {
    bool: "a boolean",
    int: "an integer",
    float: "a number",
    str: "a string",
    list: "a list",
    dict: "an object",
    type(None): "null",
}


class _Mismatch(ValueError):
    """A JSON value of the wrong type; its message is the whole explanation."""


def _kind(value: object) -> str:
    return _JSON_TYPES.get(type(value), type(value).__name__)


def _strict(expected: type) -> Callable[[Any, Any], Any]:
    def hook(value: Any, _: Any) -> Any:
        if type(value) is not expected:
            raise _Mismatch(f"expected {_JSON_TYPES[expected]}, not {_kind(value)}")
        return value

    return hook


def _sequence_hook(t: Any, conv: cattrs.Converter) -> Callable[[Any, Any], Any]:
    """Sequences must be JSON lists (a string is not a tuple of characters)."""
    args = get_args(t)
    origin = get_origin(t) or t
    if origin is tuple and args and args[-1] is not Ellipsis:
        hooks = [conv.get_structure_hook(a) for a in args]

        def hetero(value: Any, _: Any) -> Any:
            if type(value) is not list or len(value) != len(args):
                raise _Mismatch(f"expected a list of {len(args)} items, not {_kind(value)}")
            return _items(t, value, list(zip(hooks, args, strict=True)), tuple)

        return hetero
    item = args[0] if args else Any
    item_hook = conv.get_structure_hook(item)
    make = tuple if origin is tuple else list

    def homogeneous(value: Any, _: Any) -> Any:
        if type(value) is not list:
            raise _Mismatch(f"expected a list, not {_kind(value)}")
        return _items(t, value, [(item_hook, item)] * len(value), make)

    return homogeneous


def _items(
    t: Any,
    values: list[Any],
    hooks: list[tuple[Callable[[Any, Any], Any], Any]],
    make: Callable[[list[Any]], Any],
) -> Any:
    """Structure list items, collecting errors with their index like cattrs does."""
    out = []
    errors: list[Exception] = []
    for i, (v, (hook, item)) in enumerate(zip(values, hooks, strict=True)):
        try:
            out.append(hook(v, item))
        except Exception as e:
            e.__notes__ = [
                *getattr(e, "__notes__", []),
                cattrs.IterableValidationNote(f"Structuring {t!r} @ index {i}", i, item),
            ]
            errors.append(e)
    if errors:
        raise cattrs.IterableValidationError(f"While structuring {t!r}", errors, t)
    return make(out)


def _object_hook(t: Any, conv: cattrs.Converter) -> Callable[[Any, Any], Any]:
    """Attrs classes come from JSON objects with exactly their fields."""
    inner = make_dict_structure_fn(t, conv, _cattrs_forbid_extra_keys=True)

    def hook(value: Any, _: Any) -> Any:
        if type(value) is not dict:
            raise _Mismatch(f"expected an object, not {_kind(value)}")
        return inner(value, t)

    return hook


@attrs.frozen
class _JsonHeaders:
    event: str = ""
    date: str = ""
    names: tuple[str, ...] = ()
    tags: dict[str, str] = attrs.Factory(dict)


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


def _make_converter() -> cattrs.Converter:
    conv = cattrs.Converter(forbid_extra_keys=True)
    for t in (bool, int, str):
        conv.register_structure_hook(t, _strict(t))
    conv.register_structure_hook_factory(is_sequence, _sequence_hook)
    conv.register_structure_hook_factory(attrs.has, _object_hook)
    conv.register_unstructure_hook(
        Options,
        make_dict_unstructure_fn(
            Options,
            conv,
            _cattrs_omit_if_default=True,
            players=override(omit_if_default=False),
            characters=override(omit_if_default=False),
            rising_waters=override(omit_if_default=False),
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
    return Headers(event=h.event, date=h.date, names=h.names, tags=tuple(h.tags.items()))


#: The converter between records and JSON-ready data (exposed for extension).
converter = _make_converter()


def _message(exc: BaseException, t: type | None) -> str:
    if isinstance(exc, _Mismatch | RecordError | OptionsError):
        return str(exc)
    if isinstance(exc, cattrs.ForbiddenExtraKeysError):
        return "unknown field " + ", ".join(repr(k) for k in sorted(exc.extra_fields))
    if isinstance(exc, KeyError):
        return "required field missing"
    return cattrs.v.format_exception(exc, t)


def _reject_constant(name: str) -> Any:
    raise RecordError(f"{name} is not a JSON number")


def _no_duplicates(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for k, v in pairs:
        if k in out:
            raise RecordError(f"key {k[:40]!r} is given twice")
        out[k] = v
    return out


def _load(text: str) -> Any:
    try:
        return json.loads(text, parse_constant=_reject_constant, object_pairs_hook=_no_duplicates)
    except json.JSONDecodeError as e:
        raise RecordError(f"line {e.lineno} column {e.colno}: not valid JSON: {e.msg}") from None
    except RecordError as e:
        raise RecordError(f"not a valid record: {e}") from None
    except RecursionError:
        raise RecordError("not a valid record: the JSON is nested too deeply") from None
    except ValueError as e:
        raise RecordError(f"not valid JSON: {e}") from None


def _check_envelope(data: Any) -> None:
    if not isinstance(data, dict):
        raise RecordError(f"a JSON record is an object, not {_kind(data)}")
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
    if not isinstance(options, dict) or "players" not in options:
        raise RecordError("options.players: required field missing")


def _short(value: Any) -> str:
    text = repr(value) if value is not None else "nothing"
    return text if len(text) <= 40 else text[:37] + "..."


def read_json(text: str) -> RecordSource:
    """Read a JSON record into a :class:`~vanuatu.entries.RecordSource`."""
    check_size(len(text))
    data = _load(text)
    _check_envelope(data)
    try:
        raw = converter.structure(data, _JsonRecord)
    except (cattrs.BaseValidationError, RecordError, OptionsError) as e:
        messages = cattrs.transform_error(e, path="$", format_exception=_message)
        first = messages[0] if messages else str(e)
        if " @ $" in first:
            msg, _, path = first.rpartition(" @ $")
            first = f"{path.lstrip('.')}: {msg}"
        raise RecordError(first) from None
    if raw.options.components != DEFAULT_COMPONENTS:
        check_components(raw.options)
    entries = tuple(
        MoveEntry(m.move, actor=m.actor, index=i) for i, m in enumerate(raw.moves)
    )
    return RecordSource(raw.options, _headers(raw.headers), entries)


def check_components(options: Options) -> None:
    """A component set from a file must at least set up a game: the first
    outcome of each setup chance event is applied until a player is to act."""
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


def write_json(options: Options, headers: Headers, moves: tuple[Move, ...]) -> str:
    """The canonical JSON text of a record: a stable layout with one move per line."""
    head: dict[str, Any] = {"format": FORMAT, "version": VERSION}
    hdr = converter.unstructure(headers, Headers)
    if hdr:
        head["headers"] = hdr
    head["options"] = converter.unstructure(options, Options)
    lines = [
        "  " + json.dumps(converter.unstructure(m), ensure_ascii=False) for m in moves
    ]
    body = json.dumps(head, indent=2, ensure_ascii=False)[:-2]
    if not lines:
        return body + ',\n  "moves": []\n}\n'
    return body + ',\n  "moves": [\n  ' + ",\n  ".join(lines) + "\n  ]\n}\n"
