"""Bots by name: :data:`BOTS`, :func:`make_bot` and the ``name:key=value,...``
specs of the command line.

>>> make_bot("random", seed=1).name
'random'
>>> make_bot("random:x=1", seed=1)
Traceback (most recent call last):
...
vanuatu.errors.BotError: bot 'random': unknown parameter 'x' (random takes no parameters)
>>> make_bot("random:seed=1", seed=1)
Traceback (most recent call last):
...
vanuatu.errors.BotError: bot 'random': unknown parameter 'seed' (random takes no parameters)
>>> split_specs("ismcts:iterations=200,seconds=1,heuristic,random")
['ismcts:iterations=200,seconds=1', 'heuristic', 'random']
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

import attrs

from ..errors import BotError
from .interface import Bot

__all__ = ["BOTS", "BotMaker", "Parameter", "make_bot", "parse_spec", "split_specs"]


@attrs.frozen
class Parameter:
    """A parameter of a bot: ``kind`` is ``int`` or ``float``, ``minimum`` the
    smallest value accepted (``above`` makes it a strict bound), ``maximum`` the
    largest."""

    name: str
    kind: type
    minimum: float
    help: str
    above: bool = False
    maximum: float = 1e6

    def describe(self) -> str:
        """``iterations=N`` or ``seconds=S``, for messages."""
        return f"{self.name}={'N' if self.kind is int else 'X'}"

    def parse(self, text: str) -> int | float:
        """The value of ``text``; raises :class:`ValueError` naming what is expected."""
        whole = self.kind is int
        bound = f"above {self.minimum:g}" if self.above else f"from {self.minimum:g}"
        top = f"{int(self.maximum)}" if whole else f"{self.maximum:g}"
        expected = f"{'a whole number' if whole else 'a number'} {bound}"
        shown = text if len(text) <= 40 else text[:37] + "..."
        try:
            if len(text) > 40:  # never thousands of digits: a long number is out of bounds
                if not re.fullmatch(r"\s*[+-]?[0-9]+(\.[0-9]*)?\s*", text):
                    raise ValueError
                value: int | float = float("-inf") if text.strip()[0] == "-" else float("inf")
            else:
                value = int(text) if whole else float(text)
        except ValueError:
            raise ValueError(f"{self.name} must be {expected}, not {shown!r}") from None
        if value != value or (value <= self.minimum if self.above else value < self.minimum):
            raise ValueError(f"{self.name} must be {expected}, not {shown!r}")
        if value > self.maximum:
            raise ValueError(f"{self.name} must be at most {top}, not {shown!r}")
        return value


@attrs.frozen
class BotMaker:
    """Makes a bot from a seed and parameters: ``BOTS["ismcts"](7, iterations=50)``."""

    name: str
    make: Callable[..., Bot]
    parameters: tuple[Parameter, ...] = ()
    summary: str = ""

    def accepted(self) -> str:
        """The accepted parameters, for messages."""
        if not self.parameters:
            return f"{self.name} takes no parameters"
        return "parameters: " + ", ".join(p.describe() for p in self.parameters)

    def __call__(self, seed: int, /, **params: Any) -> Bot:
        known = {p.name: p for p in self.parameters}
        values: dict[str, Any] = {}
        for key, value in params.items():
            if key not in known:
                raise BotError(f"bot {self.name!r}: unknown parameter {key!r} "
                               f"({self.accepted()})")
            try:
                values[key] = known[key].parse(str(value))
            except ValueError as e:
                raise BotError(f"bot {self.name!r}: {e} ({self.accepted()})") from None
        return self.make(seed, **values)


#: Bot makers by the name used in specs (``--bots ismcts:iterations=200,random``).
#: ``BOTS[name](seed)`` makes a bot with default parameters.
BOTS: dict[str, BotMaker] = {}


def register(maker: BotMaker) -> BotMaker:
    """Add ``maker`` to :data:`BOTS` under its name; return it."""
    BOTS[maker.name] = maker
    return maker


def parse_spec(spec: str) -> tuple[str, dict[str, str]]:
    """``"ismcts:iterations=200,seconds=1"`` -> ``("ismcts", {"iterations": "200",
    "seconds": "1"})``; the name is not checked here."""
    if not isinstance(spec, str):
        raise TypeError(f"a bot spec is a str, not {type(spec).__name__}")
    name, _, rest = spec.strip().partition(":")
    name = name.strip().lower()
    if not name:
        raise BotError(f"bot spec {spec!r}: no bot name (bots: {', '.join(BOTS)})")
    params: dict[str, str] = {}
    for item in rest.split(",") if rest.strip() else ():
        key, eq, value = item.partition("=")
        key = key.strip().lower()
        if not eq or not key or not value.strip():
            raise BotError(f"bot {name!r}: parameter {item.strip()!r} is not key=value")
        if key in params:
            raise BotError(f"bot {name!r}: parameter {key!r} given twice")
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


def make_bot(spec: str, seed: int) -> Bot:
    """The bot of ``spec`` (``"heuristic"``, ``"ismcts:iterations=200"``) made
    with ``seed``; raises :class:`~vanuatu.BotError` for an unknown name or a
    bad parameter, naming the bot and the accepted parameters."""
    name, params = parse_spec(spec)
    maker = BOTS.get(name)
    if maker is None:
        raise BotError(f"unknown bot {name!r} (bots: {', '.join(BOTS)})")
    return maker(seed, **params)
