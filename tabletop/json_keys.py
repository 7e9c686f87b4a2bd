"""JSON objects that give each key once: the ``object_pairs_hook`` of a reader that
refuses a key given twice (:mod:`json` keeps the last one without a word).

>>> import json
>>> json.loads('{"a": 1, "a": 2}', object_pairs_hook=no_key_twice)
Traceback (most recent call last):
...
tabletop.json_keys.KeyGivenTwice: a
"""

from __future__ import annotations

from typing import Any

__all__ = ["KeyGivenTwice", "no_key_twice"]


class KeyGivenTwice(ValueError):
    """A key given twice in one JSON object; ``key`` is the key."""

    def __init__(self, key: str) -> None:
        self.key = key
        super().__init__(key)


def no_key_twice(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    """The object of ``pairs``; :class:`KeyGivenTwice` at the first key given again."""
    out = dict(pairs)
    if len(out) != len(pairs):  # a key given twice: find the first one
        seen: set[str] = set()
        for key, _ in pairs:
            if key in seen:
                raise KeyGivenTwice(key)
            seen.add(key)
    return out
