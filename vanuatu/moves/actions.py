"""The moves performing the nine actions (R6): each class writes its notation
(``str``) and reads it back (``from_words``), one beside the other. A move
whose ``bonus`` is ``True`` (``+bonus``) uses the mover's character bonus (R1.8)."""

from __future__ import annotations

from collections.abc import Iterable
from typing import ClassVar

import attrs

from ..components import Action
from ..errors import NotationError
from .words import bonus_word, expect, read_int, read_space

__all__ = ["Build", "Buy", "Draw", "Explore", "Fish", "Rest", "Sail", "Sell", "Transport"]


def _sorted_values(values: Iterable[int]) -> tuple[int, ...]:
    """Token values in their one canonical (ascending) order."""
    return tuple(sorted(values))


@attrs.frozen
class Sail:
    """R6.1: sail ``steps`` spaces to ``dest``."""

    player: int
    dest: str
    steps: int
    bonus: bool = False
    action: ClassVar[Action] = Action.SAIL

    def __str__(self) -> str:
        return f"P{self.player} sail {self.dest} {self.steps}{bonus_word(self.bonus)}"

    @classmethod
    def from_words(cls, p: int, args: list[str], bonus: bool, line: str) -> Sail:
        """Read the words after ``P<p> sail`` (``+bonus`` already taken off)."""
        expect(args, 2, f"P{p} sail SPACE STEPS [+bonus]", line)
        return cls(p, read_space(args[0], line), read_int(args[1], "steps", line), bonus)


@attrs.frozen
class Build:
    """R6.2: build a hut on the island at ``island``.

    With Rising Waters (R10.3) the move may also (or instead, ``island=None``)
    build a dike: ``dike=(island space, ocean space)`` names the side.
    """

    player: int
    island: str | None
    bonus: bool = False
    dike: tuple[str, str] | None = None
    action: ClassVar[Action] = Action.BUILD

    def __str__(self) -> str:
        words = [f"P{self.player} build"]
        if self.island is not None:
            words.append(self.island)
        if self.dike is not None:
            words.append(f"dike {self.dike[0]} {self.dike[1]}")
        return " ".join(words) + bonus_word(self.bonus)

    @classmethod
    def from_words(cls, p: int, args: list[str], bonus: bool, line: str) -> Build:
        """Read the words after ``P<p> build``."""
        usage = f"P{p} build [ISLAND] [dike ISLAND OCEAN] [+bonus]"
        island = None
        if args and args[0].lower() != "dike":
            island = read_space(args[0], line)
            args = args[1:]
        dike = None
        if args:
            if args[0].lower() != "dike":
                raise NotationError(f"{line!r}: expected {usage!r}")
            expect(args, 3, usage, line)
            dike = (read_space(args[1], line), read_space(args[2], line))
        if island is None and dike is None:
            raise NotationError(f"{line!r}: expected {usage!r}")
        return cls(p, island, bonus, dike)


@attrs.frozen
class Explore:
    """R6.3: explore the wreck under the boat."""

    player: int
    bonus: bool = False
    action: ClassVar[Action] = Action.EXPLORE

    def __str__(self) -> str:
        return f"P{self.player} explore{bonus_word(self.bonus)}"

    @classmethod
    def from_words(cls, p: int, args: list[str], bonus: bool, line: str) -> Explore:
        """Read the words after ``P<p> explore``."""
        expect(args, 0, f"P{p} explore [+bonus]", line)
        return cls(p, bonus)


@attrs.frozen
class Fish:
    """R6.4: fish where the boat is."""

    player: int
    bonus: bool = False
    action: ClassVar[Action] = Action.FISH

    def __str__(self) -> str:
        return f"P{self.player} fish{bonus_word(self.bonus)}"

    @classmethod
    def from_words(cls, p: int, args: list[str], bonus: bool, line: str) -> Fish:
        """Read the words after ``P<p> fish``."""
        expect(args, 0, f"P{p} fish [+bonus]", line)
        return cls(p, bonus)


@attrs.frozen
class Sell:
    """R6.5: sell fish tokens of the given values (kept sorted)."""

    player: int
    fish: tuple[int, ...] = attrs.field(converter=_sorted_values)
    bonus: bool = False
    action: ClassVar[Action] = Action.SELL

    def __str__(self) -> str:
        values = " ".join(str(v) for v in self.fish)
        return f"P{self.player} sell {values}{bonus_word(self.bonus)}"

    @classmethod
    def from_words(cls, p: int, args: list[str], bonus: bool, line: str) -> Sell:
        """Read the words after ``P<p> sell``."""
        if not args:
            raise NotationError(f"{line!r}: expected 'P{p} sell VALUE... [+bonus]'")
        return cls(p, tuple(read_int(a, "a fish value", line) for a in args), bonus)


@attrs.frozen
class Buy:
    """R6.6: buy a cube of ``good`` on the island at ``island`` and export it."""

    player: int
    island: str
    good: str
    bonus: bool = False
    action: ClassVar[Action] = Action.BUY

    def __str__(self) -> str:
        return f"P{self.player} buy {self.island} {self.good}{bonus_word(self.bonus)}"

    @classmethod
    def from_words(cls, p: int, args: list[str], bonus: bool, line: str) -> Buy:
        """Read the words after ``P<p> buy``."""
        expect(args, 2, f"P{p} buy ISLAND GOOD [+bonus]", line)
        return cls(p, read_space(args[0], line), args[1].lower(), bonus)


@attrs.frozen
class Draw:
    """R6.7: make a sand drawing on the island at ``island``."""

    player: int
    island: str
    bonus: bool = False
    action: ClassVar[Action] = Action.DRAW

    def __str__(self) -> str:
        return f"P{self.player} draw {self.island}{bonus_word(self.bonus)}"

    @classmethod
    def from_words(cls, p: int, args: list[str], bonus: bool, line: str) -> Draw:
        """Read the words after ``P<p> draw``."""
        expect(args, 1, f"P{p} draw ISLAND [+bonus]", line)
        return cls(p, read_space(args[0], line), bonus)


@attrs.frozen
class Transport:
    """R6.8: bring a waiting tourist to the island at ``island``."""

    player: int
    island: str
    bonus: bool = False
    action: ClassVar[Action] = Action.TRANSPORT

    def __str__(self) -> str:
        return f"P{self.player} transport {self.island}{bonus_word(self.bonus)}"

    @classmethod
    def from_words(cls, p: int, args: list[str], bonus: bool, line: str) -> Transport:
        """Read the words after ``P<p> transport``."""
        expect(args, 1, f"P{p} transport ISLAND [+bonus]", line)
        return cls(p, read_space(args[0], line), bonus)


@attrs.frozen
class Rest:
    """R6.9: keep the rest token ``token`` face down."""

    player: int
    token: str
    bonus: bool = False
    action: ClassVar[Action] = Action.REST

    def __str__(self) -> str:
        return f"P{self.player} rest {self.token}{bonus_word(self.bonus)}"

    @classmethod
    def from_words(cls, p: int, args: list[str], bonus: bool, line: str) -> Rest:
        """Read the words after ``P<p> rest``."""
        expect(args, 1, f"P{p} rest TOKEN [+bonus]", line)
        return cls(p, args[0].lower(), bonus)
