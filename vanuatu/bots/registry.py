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

from collections.abc import Callable
from typing import Any

import attrs

from tabletop.specs import Parameter, split_specs
from tabletop.specs import parse_spec as tabletop_parse_spec

from ..errors import BotError
from .interface import Bot

__all__ = ["BOTS", "BotMaker", "Parameter", "make_bot", "parse_spec", "split_specs"]


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
    "seconds": "1"})``; the name is not checked here
    (:func:`tabletop.specs.parse_spec`, raising :class:`~vanuatu.BotError`)."""
    name, params = tabletop_parse_spec(spec, BotError, tuple(BOTS))
    return name, params


def make_bot(spec: str, seed: int) -> Bot:
    """The bot of ``spec`` (``"heuristic"``, ``"ismcts:iterations=200"``) made
    with ``seed``; raises :class:`~vanuatu.BotError` for an unknown name or a
    bad parameter, naming the bot and the accepted parameters."""
    name, params = parse_spec(spec)
    maker = BOTS.get(name)
    if maker is None:
        raise BotError(f"unknown bot {name!r} (bots: {', '.join(BOTS)})")
    return maker(seed, **params)
