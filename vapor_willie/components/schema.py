"""The shape of a component data file, written as code: which keys each object may
and must have, and the type of each value. :func:`check_shape` runs before the game
checks of :func:`~vapor_willie.components_from_dict`, so that a misspelled key is
refused by name instead of being ignored, and no check meets a value of the wrong
type. The JSON Schema ``components.schema.json`` says the same for editors; the engine
does not need ``jsonschema``.

>>> import json
>>> from vapor_willie.components import DATA_PATH
>>> raw = json.loads(DATA_PATH.read_text(encoding="utf-8"))
>>> raw["players"]["mni"] = 2
>>> check_shape(raw)
Traceback (most recent call last):
...
vapor_willie.errors.DataError: players.mni: unknown key (the keys are min, max, origin)
"""

from __future__ import annotations

from typing import Any

import attrs

from ..errors import DataError
from ..limits import quote

__all__ = ["LIMITS", "SCHEMA", "Shape", "check_shape"]

#: Upper bounds of numbers in a data file, by key (a data file describes a board
#: game: these are far above any printed component and keep every loop short).
LIMITS = {"count": 1000, "silvos": 100, "points": 1000, "per": 100, "stars": 1000,
          "min": 100, "max": 100, "start": 100, "from": 100, "to": 100, "items": 100,
          "objectives_in_play": 100}
#: The most entries of a list (points of a board, cards, holds...).
MAX_ITEMS = 10_000


@attrs.frozen
class Shape:
    """The expected shape of one value: ``kind`` is ``"object"``, ``"list"``,
    ``"map"`` (an object with free keys), ``"int"``, ``"name"`` (a string) or
    ``"text"`` (a string or a list of strings)."""

    kind: str
    keys: dict[str, Shape] = attrs.field(factory=dict)
    required: tuple[str, ...] = ()
    item: Shape | None = None


def _obj(required: dict[str, Shape], optional: dict[str, Shape] | None = None) -> Shape:
    return Shape("object", {**required, **(optional or {})}, tuple(required))


INT, NAME, TEXT = Shape("int"), Shape("name"), Shape("text")


def _list(item: Shape) -> Shape:
    return Shape("list", item=item)


_ORIGIN = {"origin": TEXT}
_POINT = _obj({"id": NAME, "kind": NAME})
_PLACE = _obj({"id": NAME, "points": _list(NAME)})
_LINK = _list(NAME)

#: The shape of a whole data file.
SCHEMA = _obj(
    {
        "players": _obj({"min": INT, "max": INT}, {"origin": TEXT}),
        "cubes": _list(_obj({"id": NAME, "count": INT, "silvos": INT, "points": INT,
                             "per": INT}, {**_ORIGIN, "name_pt": TEXT})),
        "silvo_track": _obj({"min": INT, "max": INT, "start": INT,
                             "bands": _list(_obj({"from": INT, "to": INT, "points": INT}))},
                            _ORIGIN),
        "characters": _list(NAME),
        "objectives_in_play": Shape("map", item=INT),
        "river_faces": _list(_obj({"id": NAME, "start": NAME, "points": _list(_POINT),
                                   "links": _list(_LINK), "islands": _list(_PLACE),
                                   "ports": _list(_PLACE), "mouths": _list(NAME)},
                                  _ORIGIN)),
        "extension_boards": _list(_obj({"id": NAME, "entry": NAME, "points": _list(_POINT),
                                        "links": _list(_LINK)}, _ORIGIN)),
        "boat_faces": _list(_obj({"id": NAME, "holds": _list(INT)}, _ORIGIN)),
        "objective_cards": _list(_obj({"id": NAME, "items": Shape("map", item=INT),
                                       "stars": INT}, _ORIGIN)),
        "port_cards": _list(_obj({"id": NAME, "player": _list(NAME),
                                  "everyone": _list(NAME)}, _ORIGIN)),
    },
    {"$schema": TEXT, "name": TEXT, "notes": TEXT},
)


def _join(where: str, key: str) -> str:
    return f"{where}.{key}" if where else key


def _check(value: Any, shape: Shape, where: str, key: str) -> None:
    what = where or "the data"
    kind = shape.kind
    if kind == "int":
        if isinstance(value, bool) or not isinstance(value, int):
            raise DataError(f"{what}: must be a whole number, not {quote(repr(value), 40)}")
        top = LIMITS.get(key, 100_000)
        if not -top <= value <= top:
            raise DataError(f"{what}: {value if len(str(value)) < 20 else 'the number'} is "
                            f"out of range (at most {top})")
    elif kind == "name":
        if not isinstance(value, str):
            raise DataError(f"{what}: must be a string, not {type(value).__name__}")
    elif kind == "text":
        if not (isinstance(value, str) or (isinstance(value, list)
                and all(isinstance(v, str) for v in value))):
            raise DataError(f"{what}: must be a string or a list of strings")
    elif kind == "list":
        if not isinstance(value, list):
            raise DataError(f"{what}: must be a list, not {type(value).__name__}")
        if len(value) > MAX_ITEMS:
            raise DataError(f"{what}: more than {MAX_ITEMS} entries")
        assert shape.item is not None
        for i, v in enumerate(value):
            _check(v, shape.item, f"{what}[{i}]", key)
    else:
        if not isinstance(value, dict):
            raise DataError(f"{what}: must be an object, not {type(value).__name__}")
        if kind == "map":
            assert shape.item is not None
            for k, v in value.items():
                _check(v, shape.item, _join(where, quote(k, 30) if not k.isalnum() else k),
                       key)
            return
        for k in value:
            if k not in shape.keys:
                raise DataError(f"{_join(where, quote(k, 30) if not k.isidentifier() else k)}:"
                                f" unknown key (the keys are {', '.join(shape.keys)})")
        for k in shape.required:
            if k not in value:
                raise DataError(f"{_join(where, k)}: missing")
        for k, sub in shape.keys.items():
            if k in value:
                _check(value[k], sub, _join(where, k), k)


def check_shape(raw: Any) -> None:
    """Raise :class:`~vapor_willie.DataError` naming the first value of ``raw`` (a data
    file parsed from JSON) that does not have the shape of :data:`SCHEMA`."""
    _check(raw, SCHEMA, "", "")


def object_keys() -> dict[str, tuple[str, ...]]:
    """The keys each object of :data:`SCHEMA` may have, by path (``cubes[]``)."""
    out: dict[str, tuple[str, ...]] = {}

    def walk(shape: Shape, path: str) -> None:
        if shape.kind == "object":
            out[path] = tuple(shape.keys)
            for k, sub in shape.keys.items():
                walk(sub, _join(path, k))
        elif shape.kind == "list" and shape.item is not None:
            walk(shape.item, path + "[]")

    walk(SCHEMA, "")
    return out


