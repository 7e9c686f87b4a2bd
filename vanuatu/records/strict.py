"""Strict structuring of JSON data with cattrs, shared by both record forms.

Every value must have exactly its JSON type (``"3"`` is not an integer, ``1``
is not ``true``), sequences are JSON lists, and attrs classes come from JSON
objects with exactly their fields.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, get_args, get_origin

import attrs
import cattrs
from cattrs.cols import is_sequence
from cattrs.gen import make_dict_structure_fn

__all__ = ["JSON_CONVERTER", "Mismatch", "json_kind", "strict_converter"]

_JSON_TYPES = {
    bool: "a boolean",
    int: "an integer",
    float: "a number",
    str: "a string",
    list: "a list",
    dict: "an object",
    type(None): "null",
}


class Mismatch(ValueError):
    """A JSON value of the wrong type; its message is the whole explanation."""


def json_kind(value: object) -> str:
    """The JSON kind of ``value`` in messages (``"a string"``, ``"null"``)."""
    return _JSON_TYPES.get(type(value), type(value).__name__)


def _strict(expected: type) -> Callable[[Any, Any], Any]:
    def hook(value: Any, _: Any) -> Any:
        if type(value) is not expected:
            raise Mismatch(f"expected {_JSON_TYPES[expected]}, not {json_kind(value)}")
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
                raise Mismatch(f"expected a list of {len(args)} items, not {json_kind(value)}")
            return _items(t, value, list(zip(hooks, args, strict=True)), tuple)

        return hetero
    item = args[0] if args else Any
    item_hook = conv.get_structure_hook(item)
    make = tuple if origin is tuple else list

    def homogeneous(value: Any, _: Any) -> Any:
        if type(value) is not list:
            raise Mismatch(f"expected a list, not {json_kind(value)}")
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
            raise Mismatch(f"expected an object, not {json_kind(value)}")
        return inner(value, t)

    return hook


def strict_converter() -> cattrs.Converter:
    """A converter that refuses extra keys and any value of the wrong JSON type."""
    conv = cattrs.Converter(forbid_extra_keys=True)
    for t in (bool, int, str):
        conv.register_structure_hook(t, _strict(t))
    conv.register_structure_hook_factory(is_sequence, _sequence_hook)
    conv.register_structure_hook_factory(attrs.has, _object_hook)
    return conv


#: The converter of component sets (and of plain data). Do not register hooks
#: on it: every record would be read differently.
JSON_CONVERTER = strict_converter()
