"""The limits on what the readers accept (records, data files), and how they quote
what they refuse: never at length, never with a control character raw.

>>> quote("P0 move 5")
"'P0 move 5'"
>>> quote("x" * 100)
"'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx'… (100 characters)"
>>> load_json('{"a": [1, 2]}')
{'a': [1, 2]}
>>> load_json("[" * 100 + "]" * 100)
Traceback (most recent call last):
...
vapor_willie.limits.JsonProblem: line 1: the JSON is nested more than 32 levels deep
"""

from __future__ import annotations

import json
import re
from typing import Any

from tabletop.json_keys import KeyGivenTwice, no_key_twice

__all__ = ["MAX_BYTES", "MAX_DEPTH", "MAX_DIGITS", "JsonProblem", "load_json", "quote"]

#: The largest record or data file read, in bytes.
MAX_BYTES = 10 * 2**20
#: The deepest nesting of JSON values read (the data format needs 5 levels).
MAX_DEPTH = 32
#: How many characters of a refused input an error message quotes.
QUOTE = 60
#: The most digits of a whole number read (Python refuses to read over 4300).
MAX_DIGITS = 100


def quote(text: str, limit: int = QUOTE) -> str:
    """``text`` as a Python literal (control characters escaped), cut to ``limit``
    characters with the full length said."""
    if len(text) <= limit:
        return repr(text)
    return f"{text[:limit]!r}… ({len(text)} characters)"


class JsonProblem(ValueError):
    """JSON text that cannot be read; ``line`` is where (1-based)."""

    def __init__(self, line: int, problem: str) -> None:
        self.line = line
        self.problem = problem
        super().__init__(f"line {line}: {problem}")


_TOKEN = re.compile(r'"(?:[^"\\\n]|\\.)*"|[\[\]{}\n]')


def _deep_line(text: str) -> int:
    """The line where the nesting of ``text`` goes past :data:`MAX_DEPTH`."""
    depth, line = 0, 1
    for m in _TOKEN.finditer(text):
        tok = m.group()
        if tok == "\n":
            line += 1
        elif tok in "[{":
            depth += 1
            if depth > MAX_DEPTH:
                return line
        elif tok in "]}":
            depth -= 1
    return line


class _LongNumber(Exception):
    """A whole number of more than :data:`MAX_DIGITS` digits, met while reading."""

    def __init__(self, digits: str) -> None:
        self.digits = digits
        super().__init__(digits[:20])


def _whole_number(text: str) -> int:
    if len(text.lstrip("-")) > MAX_DIGITS:
        raise _LongNumber(text)
    return int(text)


def load_json(text: str) -> Any:
    """The value of JSON ``text``; raises :class:`JsonProblem` (with its line) when it
    is not JSON, is nested deeper than :data:`MAX_DEPTH` or holds a number too long to
    read."""
    try:
        value = json.loads(text, parse_int=_whole_number, object_pairs_hook=no_key_twice)
    except KeyGivenTwice as e:
        needle = json.dumps(e.key)
        line = line_of(text, needle, text.find(needle) + 1) or 1
        raise JsonProblem(line, f"the key {quote(e.key, 30)} is given twice") from None
    except _LongNumber as e:
        digits = len(e.digits.lstrip("-"))
        raise JsonProblem(line_of(text, e.digits) or 1, f"a number of {digits} digits (at "
                          f"most {MAX_DIGITS}): {quote(e.digits, 20)}") from None
    except json.JSONDecodeError as e:
        what = e.msg.removesuffix(" starting at").removesuffix(" at")
        cut = " (the text ends before the JSON does)" if e.pos >= len(text.rstrip()) or (
            what.startswith("Unterminated")) else ""
        raise JsonProblem(e.lineno, f"not JSON: {what} at column {e.colno}{cut}") from None
    except RecursionError:
        raise JsonProblem(_deep_line(text), f"the JSON is nested more than {MAX_DEPTH} "
                          "levels deep") from None
    except ValueError as e:  # a number of thousands of digits
        raise JsonProblem(1, f"not readable JSON: {quote(str(e))}") from None
    stack: list[tuple[Any, int]] = [(value, 0)]
    while stack:
        item, depth = stack.pop()
        if isinstance(item, dict | list):
            if depth >= MAX_DEPTH:
                raise JsonProblem(_deep_line(text), f"the JSON is nested more than "
                                  f"{MAX_DEPTH} levels deep")
            values = item.values() if isinstance(item, dict) else item
            stack.extend((v, depth + 1) for v in values)
    return value


def line_of(text: str, needle: str, start: int = 0) -> int | None:
    """The 1-based line of the first ``needle`` in ``text`` from ``start``, or ``None``."""
    i = text.find(needle, start)
    return None if i < 0 else text.count("\n", 0, i) + 1


_PATH_PART = re.compile(r"\.?([^.\[\]]+)|\[(\d+)\]")
_SCAN = re.compile(r'"(?:[^"\\\n]|\\.)*"|[\[\]{}:,\n]|[^\s\[\]{}:,"]+')


def _parts(path: str) -> list[str | int]:
    return [int(m.group(2)) if m.group(2) is not None else m.group(1)
            for m in _PATH_PART.finditer(path)]


def line_of_path(text: str, path: str) -> int | None:
    """The 1-based line of the value (or key) at ``path`` (``a.b[2].c``, as the
    errors of the data loader name it) in JSON ``text``, or of the nearest enclosing
    value found; ``None`` when not even the first part is found."""
    target = _parts(path)
    best: tuple[int, int] | None = None  # (matched parts, line)
    frames: list[list[Any]] = []  # [kind, key or index]
    line, expect_key = 1, False
    for m in _SCAN.finditer(text):
        tok = m.group()
        if tok == "\n":
            line += 1
            continue
        if tok == ",":
            if frames and frames[-1][0] == "arr":
                frames[-1][1] += 1
            expect_key = bool(frames) and frames[-1][0] == "obj"
            continue
        if tok == ":":
            continue
        if tok in "]}":
            if frames:
                frames.pop()
            continue
        if expect_key and tok.startswith('"'):
            try:
                frames[-1][1] = json.loads(tok)
            except ValueError:
                frames[-1][1] = None
            expect_key = False
        here = [f[1] for f in frames]
        n = 0
        while n < min(len(here), len(target)) and here[n] == target[n]:
            n += 1
        if n == len(here) and (best is None or n > best[0]):
            best = (n, line)
            if n == len(target):
                return line
        if tok in "[{":
            frames.append(["arr", 0] if tok == "[" else ["obj", None])
            expect_key = tok == "{"
    return None if best is None or best[0] == 0 else best[1]
