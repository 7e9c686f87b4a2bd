"""JSON on one line of standard output, for the ``--json`` of both games' commands: a
value as compact JSON (:func:`json_line`), and an array written one item at a time
(:class:`JsonArray`), so that a long run prints its reports as it goes and the whole is
still one line of JSON.

>>> json_line({"file": "g.vwr", "valid": True, "said": "ok\\x1b[2J"})
'{"file":"g.vwr","valid":true,"said":"ok\\\\u001b[2J"}'
>>> array = JsonArray(json_line)
>>> array.add({"n": 1}); array.add({"n": 2}); array.close()
[{"n":1},{"n":2}]
"""

from __future__ import annotations

import json
import sys
from collections.abc import Callable
from typing import Any

__all__ = ["JsonArray", "json_line"]


def json_line(data: object) -> str:
    """``data`` as compact JSON on one line; characters that are not printable
    are written as ``\\u`` escapes (the same JSON, safe for a terminal)."""
    text = json.dumps(data, ensure_ascii=False, separators=(",", ":"))
    if text.isprintable():
        return text
    return "".join(c if c.isprintable() else json.dumps(c)[1:-1] for c in text)


class JsonArray:
    """A JSON array written to standard output one item at a time, each item
    written by ``encode`` (compact JSON), so that the whole is one line; an array of
    no item is ``[]``."""

    def __init__(self, encode: Callable[[object], str] = json_line) -> None:
        self.encode = encode
        self.count = 0

    def add(self, item: Any) -> None:
        """Write ``item``, after a ``,`` or the opening ``[``."""
        sys.stdout.write(("[" if self.count == 0 else ",") + self.encode(item))
        self.count += 1

    def close(self) -> None:
        """End the array and its line."""
        sys.stdout.write("[]\n" if self.count == 0 else "]\n")
