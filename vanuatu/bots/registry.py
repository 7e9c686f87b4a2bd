"""Bots by name: :data:`BOTS`, :func:`make_bot` and the ``name:key=value,...``
specs of the command line (a :class:`tabletop.registry.BotRegistry` raising
:class:`~vanuatu.BotError`; the kinds are registered by the modules of the bots).

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

import attrs

from tabletop import registry
from tabletop.specs import Parameter, split_specs

from ..errors import BotError
from .interface import Bot

__all__ = ["BOTS", "BotMaker", "Parameter", "make_bot", "parse_spec", "split_specs"]


@attrs.frozen
class BotMaker(registry.BotMaker[Bot]):
    """Makes a bot from a seed and parameters: ``BOTS["ismcts"](7, iterations=50)``;
    a bad parameter raises :class:`~vanuatu.BotError`
    (:class:`tabletop.registry.BotMaker`)."""

    error = BotError


#: Bot makers by the name used in specs (``--bots ismcts:iterations=200,random``).
#: ``BOTS[name](seed)`` makes a bot with default parameters.
BOTS: registry.BotRegistry[Bot] = registry.BotRegistry(BotError)


def register(maker: BotMaker) -> BotMaker:
    """Add ``maker`` to :data:`BOTS` under its name; return it."""
    BOTS.register(maker)
    return maker


def parse_spec(spec: str) -> tuple[str, dict[str, str]]:
    """``"ismcts:iterations=200,seconds=1"`` -> ``("ismcts", {"iterations": "200",
    "seconds": "1"})``; the name is not checked here
    (:func:`tabletop.specs.parse_spec`, raising :class:`~vanuatu.BotError`)."""
    return BOTS.parse(spec)


def make_bot(spec: str, seed: int) -> Bot:
    """The bot of ``spec`` (``"heuristic"``, ``"ismcts:iterations=200"``) made
    with ``seed``; raises :class:`~vanuatu.BotError` for an unknown name or a
    bad parameter, naming the bot and the accepted parameters."""
    return BOTS.make(spec, seed)
