"""The bot specs with parameters that a seat of ``POST /api/games`` may be, as a JSON
schema ``pattern`` (:func:`spec_pattern`): each bot with the parameters it takes, each
parameter at most once and in the order the bot lists them, each value written as the
bot reads it and within its range. What the pattern admits, the server accepts; a spec
it leaves out may still be accepted (another order, another way to write a number),
and a seat asking a search for more than ``--bot-seconds`` is refused whatever the
pattern says (it admits at most :data:`SECONDS` seconds, the cap's lower bound the
served pages assume: their preset is ``ismcts:seconds=1``).

>>> from tabletop.registry import BotMaker, BotRegistry
>>> from tabletop.specs import Parameter
>>> bots = BotRegistry(makers=[BotMaker("coin", object, (
...     Parameter("bias", float, 0.0, "", maximum=1.0),
...     Parameter("flips", int, 1, "", maximum=3)))])
>>> import re
>>> pattern = spec_pattern(bots, ["coin"])
>>> [bool(re.fullmatch(pattern, s)) for s in ("coin:bias=0.25,flips=3", "coin:flips=2",
...                                           "coin:_=0", "coin:flips=4", "coin:bias=2")]
[True, True, False, False, False]
"""

from __future__ import annotations

import functools
import math
import re
from collections.abc import Callable, Iterable
from typing import Any

from tabletop.specs import Parameter

__all__ = ["SECONDS", "spec_pattern"]

#: The most seconds of a ``seconds`` parameter the pattern admits.
SECONDS = 1.0
#: The largest whole part of a number the pattern admits (six digits).
_LARGEST = 999_999
_DECIMALS = r"(?:\.[0-9]{1,3})?"


def _literal(word: str) -> str:
    """``word``, a name or a choice (letters, digits, ``_`` and ``-``), as a pattern
    that both Python and ECMA-262 read alike (no escape where none is needed)."""
    if not re.fullmatch(r"[A-Za-z0-9_-]+", word):
        raise ValueError(f"not a word of a bot spec: {word!r}")
    return word


def _whole(least: int, most: int) -> str | None:
    """A pattern of whole numbers from ``least`` to ``most``, written without leading
    zeros: all of them for a short range or one that starts at 0 or 1 and reaches
    :data:`_LARGEST`, else the first ones only."""
    most = min(most, _LARGEST)
    if least > most:
        return None
    if most == _LARGEST and least in (0, 1):
        return ("0|" if least == 0 else "") + "[1-9][0-9]{0,5}"
    return "|".join(str(n) for n in range(least, min(most, least + 20) + 1))


def _value(parameter: Parameter, usable: Callable[[str], bool]) -> str | None:
    """The pattern of the values of ``parameter`` that it reads and accepts, a choice
    only when ``usable(choice)`` (``None``: the pattern admits none)."""
    if parameter.kind is str:
        return "|".join(_literal(c) for c in parameter.choices if usable(c)) or None
    most = parameter.maximum
    if parameter.name == "seconds":
        most = min(most, SECONDS)
    least = (math.floor(parameter.minimum) + 1 if parameter.above
             else math.ceil(parameter.minimum))
    if parameter.kind is int:
        return _whole(least, math.floor(most))
    pieces = []
    with_decimals = _whole(least, math.floor(most) - 1)  # n.999 <= most
    if with_decimals is not None:
        pieces.append(f"(?:{with_decimals}){_DECIMALS}")
    if least <= math.floor(most) <= _LARGEST:
        pieces.append(str(math.floor(most)))
    if parameter.above and parameter.minimum == 0:  # above 0: 0.001 to 0.999 too
        pieces.append(r"0\.[0-9]{0,2}[1-9]")
    return "|".join(pieces) or None


def _choice(usable: Callable[[str], bool], name: str, parameter: str, choice: str) -> bool:
    return usable(f"{name}:{parameter}={choice}")


def spec_pattern(bots: Any, names: Iterable[str],
                 usable: Callable[[str], bool] = lambda spec: True) -> str:
    """The pattern of the specs with parameters of the bots ``names`` of the registry
    ``bots`` (a :class:`~tabletop.registry.BotRegistry`); a bot that takes none has
    no spec with parameters. A choice of a parameter (``ismcts:core=native``) is
    admitted only when ``usable`` says this installation can make its bot."""
    specs = []
    for name in names:
        items = []
        for parameter in bots.maker(name).parameters:
            value = _value(parameter, functools.partial(_choice, usable, name, parameter.name))
            if value is not None:
                items.append(f"{_literal(parameter.name)}=(?:{value})")
        if items:
            subsets = "|".join(item + "".join(f"(?:,{later})?" for later in items[i + 1:])
                               for i, item in enumerate(items))
            specs.append(f"{_literal(name)}:(?:{subsets})")
    return "^(?:" + "|".join(specs) + ")$" if specs else "^(?!)$"
