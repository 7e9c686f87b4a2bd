"""Deep memory size of frozen attrs objects, counting every object once."""

from __future__ import annotations

import enum
import sys
from typing import Any

import attrs


def _walk(obj: Any, seen: set[int]) -> int:
    total = 0
    stack = [obj]
    while stack:
        o = stack.pop()
        if id(o) in seen:
            continue
        seen.add(id(o))
        if o is None or isinstance(o, (bool, enum.Enum)):
            continue  # singletons
        if type(o) is int and -5 <= o <= 256:
            continue  # CPython's cached small ints
        total += sys.getsizeof(o)
        if isinstance(o, (tuple, list, set, frozenset)):
            stack.extend(o)
        elif isinstance(o, dict):
            stack.extend(o.keys())
            stack.extend(o.values())
        elif attrs.has(type(o)):
            stack.extend(getattr(o, f.name) for f in attrs.fields(type(o)))
            d = getattr(o, "__dict__", None)
            if d is not None:  # cached properties of non-slotted classes
                stack.append(d)
    return total


def deep_size(obj: Any, exclude: Any = None) -> int:
    """Bytes retained by ``obj`` and everything it references, each object
    counted once; objects reachable from ``exclude`` (e.g. the shared
    :class:`vanuatu.Options` and component catalog) are not counted."""
    seen: set[int] = set()
    if exclude is not None:
        _walk(exclude, seen)
    return _walk(obj, seen)
