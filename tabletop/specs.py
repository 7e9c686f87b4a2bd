"""Bot specs of the command line, ``name:key=value,...``, whatever the game.

>>> parse_spec("ismcts:iterations=200,seconds=1")
('ismcts', {'iterations': '200', 'seconds': '1'})
>>> split_specs("ismcts:iterations=200,seconds=1,heuristic,random")
['ismcts:iterations=200,seconds=1', 'heuristic', 'random']
>>> Parameter("iterations", int, 1, "iterations per decision").parse("0")
Traceback (most recent call last):
...
ValueError: iterations must be a whole number from 1, not '0'
"""

from __future__ import annotations

import re
from collections.abc import Sequence

import attrs

from .one_line import cut

__all__ = ["Parameter", "SpecError", "parse_spec", "split_specs"]

#: How a number of a spec is written (ASCII digits), by whether it is whole.
_WRITTEN = {True: re.compile(r"[+-]?[0-9]+"),
            False: re.compile(r"[+-]?(?:[0-9]+\.?[0-9]*|\.[0-9]+)(?:[eE][+-]?[0-9]+)?")}


class SpecError(ValueError):
    """A bot spec that cannot be read."""


@attrs.frozen
class Parameter:
    """A parameter of a bot: ``kind`` is ``int`` or ``float``, ``minimum`` the
    smallest value accepted (``above`` makes it a strict bound), ``maximum`` the
    largest; or ``kind`` is ``str`` and the value one of ``choices``.

    >>> core = Parameter("core", str, 0, "where playouts run", choices=("native", "python"))
    >>> core.describe(), core.parse("python")
    ('core=native|python', 'python')
    >>> core.parse("c")
    Traceback (most recent call last):
    ...
    ValueError: core must be one of native, python, not 'c'
    """

    name: str
    kind: type
    minimum: float
    help: str
    above: bool = False
    maximum: float = 1e6
    choices: tuple[str, ...] = ()

    def describe(self) -> str:
        """``iterations=N``, ``seconds=X`` or ``core=native|python``, for messages."""
        if self.kind is str:
            return f"{self.name}={'|'.join(self.choices)}"
        return f"{self.name}={'N' if self.kind is int else 'X'}"

    def _choice(self, value: object) -> str:
        if isinstance(value, str) and value in self.choices:
            return value
        shown = value if isinstance(value, str) else type(value).__name__
        raise ValueError(f"{self.name} must be one of {', '.join(self.choices)}, "
                         f"not {cut(repr(shown), 40)}")

    def parse(self, text: str) -> int | float | str:
        """The value of ``text``; raises :class:`ValueError` naming what is expected."""
        if self.kind is str:
            return self._choice(text.strip())
        shown = cut(text, 40)
        try:
            if len(text) > 40:  # never thousands of digits: a long number is out of bounds
                if not re.fullmatch(r"\s*[+-]?[0-9]+(\.[0-9]*)?\s*", text):
                    raise ValueError
                value: int | float = float("-inf") if text.strip()[0] == "-" else float("inf")
            elif not _WRITTEN[self.kind is int].fullmatch(text.strip()):
                raise ValueError  # another script's digits, '1_000', 'nan', 'inf'
            else:
                value = int(text) if self.kind is int else float(text)
        except ValueError:
            raise ValueError(f"{self.name} must be {self._expected()}, not {shown!r}") from None
        return self._bounded(value, shown)

    def check(self, value: object) -> int | float | str:
        """``value`` given as a Python number rather than as text (a bot's
        constructor): ``int`` for a whole number, ``int`` or ``float`` otherwise,
        never ``bool``, within the bounds of :meth:`parse`; raises
        :class:`ValueError` naming what is expected.

        >>> Parameter("width", int, 1, "").check(0)
        Traceback (most recent call last):
        ...
        ValueError: width must be a whole number from 1, not '0'
        """
        if self.kind is str:
            return self._choice(value)
        whole = self.kind is int
        if (isinstance(value, bool) or not isinstance(value, (int, float))
                or (whole and not isinstance(value, int))):
            expected = "a whole number" if whole else "a number"
            raise ValueError(f"{self.name} must be {expected}, not {type(value).__name__} "
                             f"{value!r:.40}")
        if isinstance(value, int) and not -10**40 < value < 10**40:
            # never thousands of digits in a message: a long number is out of bounds
            return self._bounded(float("inf") if value > 0 else float("-inf"),
                                 "a number of more than 40 digits")
        return self._bounded(value, str(value))

    def _expected(self) -> str:
        bound = f"above {self.minimum:g}" if self.above else f"from {self.minimum:g}"
        return f"{'a whole number' if self.kind is int else 'a number'} {bound}"

    def _bounded(self, value: int | float, shown: str) -> int | float:
        """``value`` if it is within the bounds; a :class:`ValueError` showing
        ``shown`` otherwise."""
        if value != value or (value <= self.minimum if self.above else value < self.minimum):
            raise ValueError(f"{self.name} must be {self._expected()}, not {shown!r}")
        if value > self.maximum:
            top = f"{int(self.maximum)}" if self.kind is int else f"{self.maximum:g}"
            raise ValueError(f"{self.name} must be at most {top}, not {shown!r}")
        return value


def parse_spec(spec: str, error: type[Exception] = SpecError, names: Sequence[str] = ()
               ) -> tuple[str, dict[str, str]]:
    """``"ismcts:iterations=200,seconds=1"`` -> ``("ismcts", {"iterations": "200",
    "seconds": "1"})``; the name is not checked here. A spec that cannot be read
    raises ``error`` (:class:`SpecError` unless a game gives its own); ``names``, the
    known bots, are named when the name is missing."""
    if not isinstance(spec, str):
        raise TypeError(f"a bot spec is a str, not {type(spec).__name__}")
    name, _, rest = spec.strip().partition(":")
    name = name.strip().lower()
    if not name:
        known = f" (bots: {', '.join(names)})" if names else ""
        raise error(f"bot spec {spec[:60]!r}: no bot name{known}")
    params: dict[str, str] = {}
    for item in rest.split(",") if rest.strip() else ():
        key, eq, value = item.partition("=")
        key = key.strip().lower()
        if not eq or not key or not value.strip():
            raise error(f"bot {name[:40]!r}: parameter {item.strip()[:40]!r} is not key=value")
        if key in params:
            raise error(f"bot {name[:40]!r}: parameter {key[:40]!r} given twice")
        params[key] = value.strip()
    return name, params


def split_specs(text: str) -> list[str]:
    """Split a comma-separated list of bot specs; an item ``key=value`` without
    a ``:`` continues the parameters of the spec before it."""
    specs: list[str] = []
    for item in text.split(","):
        item = item.strip()
        if "=" in item and ":" not in item and specs and ":" in specs[-1]:
            specs[-1] += "," + item
        else:
            specs.append(item)
    return specs
