"""Bots by name, whatever the game: the kinds of bot a game offers, each with its
parameters (:class:`~tabletop.specs.Parameter`) and the function that makes it, and
the specs of the command line (``ismcts:iterations=50``) that name them.

A game declares its kinds in a :class:`BotRegistry` that raises the game's own
error (a subclass of :class:`BotMaker` may give it too); everything else -- reading a
spec, refusing an unknown name or parameter in one line that names the accepted ones,
listing the kinds for ``--help`` -- is here.

>>> class Coin:
...     def __init__(self, seed: int, bias: float = 0.5) -> None:
...         self.seed, self.bias = seed, bias
>>> bots = BotRegistry(SpecError, [
...     BotMaker("coin", Coin, (Parameter("bias", float, 0.0, "chance of heads (0.5)",
...                                       maximum=1.0),), "tosses a coin"),
... ])
>>> bots.make("coin:bias=0.25", seed=7).bias
0.25
>>> bots.make("coin:bias=2", seed=7)
Traceback (most recent call last):
...
tabletop.specs.SpecError: bot 'coin': bias must be at most 1, not '2' (parameters: bias=X)
>>> bots.make("dice", seed=7)
Traceback (most recent call last):
...
tabletop.specs.SpecError: unknown bot 'dice' (bots: coin)
>>> bots.names(), bots.listing()
('coin', 'coin (bias=X)')
>>> bots.describe()
['coin:bias=X  tosses a coin']
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from typing import ClassVar, Generic, TypeVar

import attrs

from .specs import Parameter, SpecError, parse_spec

__all__ = ["BotMaker", "BotRegistry"]

B = TypeVar("B")


@attrs.frozen
class BotMaker(Generic[B]):
    """Makes one kind of bot from a seed and the parameters of a spec:
    ``maker(7, iterations="50")`` checks each parameter against :attr:`parameters`
    and calls ``make(7, iterations=50)``.

    A bad parameter raises :attr:`error`, one line naming the bot, what is wrong and
    the accepted parameters (a game's subclass sets its own error; a
    :class:`BotRegistry` raises its own whatever the maker's)."""

    name: str
    make: Callable[..., B]
    parameters: tuple[Parameter, ...] = ()
    summary: str = ""

    #: The exception of a bad parameter (:class:`~tabletop.specs.SpecError` here;
    #: a game's subclass gives its own).
    error: ClassVar[type[Exception]] = SpecError

    def accepted(self) -> str:
        """The accepted parameters, for messages: ``parameters: iterations=N,
        seconds=X`` or ``random takes no parameters``."""
        if not self.parameters:
            return f"{self.name} takes no parameters"
        return "parameters: " + ", ".join(p.describe() for p in self.parameters)

    def describe(self) -> str:
        """One line for ``--help``: the spec with every parameter, and the summary.

        >>> BotMaker("random", object, (), "a uniformly random legal move").describe()
        'random  a uniformly random legal move'
        """
        spec = self.name
        if self.parameters:
            spec += ":" + ",".join(p.describe() for p in self.parameters)
        return f"{spec}  {self.summary}" if self.summary else spec

    def read(self, params: Mapping[str, object],
               error: type[Exception] | None = None) -> dict[str, int | float | str]:
        """The values of ``params`` (text, or numbers written as text), each read by its
        :class:`~tabletop.specs.Parameter`; raises ``error`` (:attr:`error` unless
        given) for an unknown parameter or a bad value."""
        error = self.error if error is None else error
        known = {p.name: p for p in self.parameters}
        values: dict[str, int | float | str] = {}
        for key, value in params.items():
            if key not in known:
                raise error(f"bot {self.name!r}: unknown parameter {key[:40]!r} "
                            f"({self.accepted()})")
            try:
                values[key] = known[key].parse(str(value))
            except ValueError as e:
                raise error(f"bot {self.name!r}: {e} ({self.accepted()})") from None
        return values

    def __call__(self, seed: int, /, **params: object) -> B:
        return self.make(seed, **self.read(params))


class BotRegistry(dict[str, BotMaker[B]]):
    """A game's bot makers by the name of their spec, in the order they were
    registered (``--bots ismcts:iterations=200,random``); a spec that cannot be read,
    an unknown name or a bad parameter raises :attr:`error`, the game's exception.

    It is a :class:`dict`: ``bots["name"] = maker`` and ``del bots["name"]`` add and
    remove a kind, ``bots["ismcts"](7)`` makes a bot with default parameters."""

    def __init__(self, error: type[Exception] = SpecError,
                 makers: Iterable[BotMaker[B]] = ()) -> None:
        super().__init__((m.name, m) for m in makers)
        #: The exception of a bad spec (the game's own).
        self.error = error

    def register(self, maker: BotMaker[B]) -> BotMaker[B]:
        """Add ``maker`` under its name (replacing one of that name); return it."""
        self[maker.name] = maker
        return maker

    def parse(self, spec: str) -> tuple[str, dict[str, str]]:
        """``"ismcts:iterations=200,seconds=1"`` -> ``("ismcts", {"iterations":
        "200", "seconds": "1"})`` (:func:`tabletop.specs.parse_spec`); the name is
        not checked here."""
        return parse_spec(spec, self.error, tuple(self))

    def maker(self, name: str) -> BotMaker[B]:
        """The maker called ``name``; raises :attr:`error` naming the known bots."""
        maker = self.get(name)
        if maker is None:
            raise self.error(f"unknown bot {name[:40]!r} (bots: {self.names()})")
        return maker

    def check(self, spec: str) -> None:
        """Raise :attr:`error` if ``spec`` names no bot or a bad parameter, without
        making the bot."""
        name, params = self.parse(spec)
        self.maker(name).read(params, self.error)

    def make(self, spec: str, seed: int) -> B:
        """The bot of ``spec`` (``"heuristic"``, ``"ismcts:iterations=200"``) made
        with ``seed``; raises :attr:`error` for a spec that cannot be read, an unknown
        name or a bad parameter, naming the bot and the accepted parameters."""
        name, params = self.parse(spec)
        maker = self.maker(name)
        return maker.make(seed, **maker.read(params, self.error))

    def names(self) -> str:
        """The names of the bots, comma separated, for messages and ``--help``."""
        return ", ".join(self)

    def listing(self) -> str:
        """The bots with their parameters, for the help of ``--bots``:
        ``random, heuristic (rivalry=X), ismcts (iterations=N, seconds=X)``."""
        return ", ".join(
            m.name + (f" ({', '.join(p.describe() for p in m.parameters)})"
                      if m.parameters else "")
            for m in self.values())

    def describe(self) -> list[str]:
        """One line per bot for ``--help``: its spec with every parameter, and its
        summary (:meth:`BotMaker.describe`)."""
        return [maker.describe() for maker in self.values()]
