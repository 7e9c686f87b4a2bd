"""The moves of the game: what players do, and what chance reveals (VW12).

Every move is a frozen, hashable value whose ``str`` is its text notation, read
back by :func:`vapor_willie.parse_move`. Each class writes its words (``__str__``)
beside the ``from_words`` that reads them, so the two halves of the notation are one
table (:data:`PLAYER_MOVES`):

>>> str(MoveBoat(0, "5")), str(Dock(1, "PA", via="captain"))
('P0 move 5', 'P1 dock PA +captain')
>>> str(ChanceMove("cube", ("duck",))), str(Offer(2, 0, "hay,hay,1s", "duck"))
('reveal cube duck', 'P2 offer P0 hay,hay,1s for duck')

Players are numbered from 0; the chance actor is :data:`CHANCE`. ``via`` names the
character whose ability makes an action free (``"parrot"``, VW7.5, or
``"captain"``, VW7.4).
"""

from __future__ import annotations

from typing import ClassVar

import attrs

from ..errors import NotationError
from ..limits import quote
from .words import Bundle, names, player_word, split_via, to_bundle

__all__ = [
    "ACTION_TYPES",
    "CHANCE",
    "EVENTS",
    "PLAYER_MOVES",
    "Anchor",
    "Answer",
    "Bundle",
    "Cash",
    "ChanceMove",
    "Choose",
    "Counter",
    "Dock",
    "Drift",
    "EndTurn",
    "Exchange",
    "Extend",
    "Fulfil",
    "Keep",
    "Move",
    "MoveBoat",
    "Offer",
    "Pass",
    "ReturnCube",
    "TakeCharacter",
    "TakeObjective",
    "UseRata",
    "UseRato",
]

#: The actor of chance events.
CHANCE = -1
#: The chance events of ``reveal`` lines.
EVENTS = ("cube", "objective", "port", "first")


def _via(via: str | None) -> str:
    return f" +{via}" if via else ""


@attrs.frozen
class ChanceMove:
    """A draw: ``event`` is ``"cube"`` (a cube from the bag), ``"objective"`` (an
    objective card), ``"port"`` (a port card) or ``"first"`` (the first player,
    ``("P2",)``); ``outcome`` holds the one thing drawn."""

    event: str
    outcome: tuple[str, ...]

    @property
    def player(self) -> int:
        """The actor: :data:`CHANCE`."""
        return CHANCE

    def __str__(self) -> str:
        return f"reveal {self.event} " + " ".join(self.outcome)

    @classmethod
    def from_words(cls, rest: list[str], text: str) -> ChanceMove:
        """The draw ``reveal EVENT THING`` (``rest`` are the words after ``reveal``)."""
        if len(rest) != 2 or rest[0].lower() not in EVENTS:
            raise NotationError(f"{quote(text)}: expected 'reveal EVENT THING' with EVENT "
                                f"one of {', '.join(EVENTS)}")
        names(rest[1:], 1, text, "'reveal EVENT THING'")
        event = rest[0].lower()
        thing = rest[1].upper() if event == "first" else rest[1]
        if event == "first":
            player_word(thing, text)
        return cls(event, (thing,))


class _Action:
    """An action (VW4) written ``P0 WORD THING [+via]``."""

    WORD: ClassVar[str]
    USAGE: ClassVar[str]

    @classmethod
    def from_words(cls, p: int, rest: list[str], text: str) -> Move:
        rest, via = split_via(rest, text)
        return cls(p, *names(rest, 1, text, cls.USAGE), via=via)  # type: ignore[call-arg,return-value]


@attrs.frozen
class MoveBoat(_Action):
    """VW4.1 (also VW3.3, VW8.2 extra moves): move the boat to a linked point."""

    WORD: ClassVar[str] = "move"
    USAGE: ClassVar[str] = "'move POINT [+parrot]'"
    player: int
    point: str
    via: str | None = None

    def __str__(self) -> str:
        return f"P{self.player} move {self.point}{_via(self.via)}"


@attrs.frozen
class Anchor(_Action):
    """VW4.2: take the cubes of an island linked to the boat's point."""

    WORD: ClassVar[str] = "anchor"
    USAGE: ClassVar[str] = "'anchor ISLAND [+parrot]'"
    player: int
    island: str
    via: str | None = None

    def __str__(self) -> str:
        return f"P{self.player} anchor {self.island}{_via(self.via)}"


@attrs.frozen
class Dock(_Action):
    """VW4.3: dock at a port linked to the boat's point and open its card."""

    WORD: ClassVar[str] = "dock"
    USAGE: ClassVar[str] = "'dock PORT [+captain|+parrot]'"
    player: int
    port: str
    via: str | None = None

    def __str__(self) -> str:
        return f"P{self.player} dock {self.port}{_via(self.via)}"


@attrs.frozen
class Extend(_Action):
    """VW4.4: join one's extension board to a free mouth of the river."""

    WORD: ClassVar[str] = "extend"
    USAGE: ClassVar[str] = "'extend MOUTH [+parrot]'"
    player: int
    mouth: str
    via: str | None = None

    def __str__(self) -> str:
        return f"P{self.player} extend {self.mouth}{_via(self.via)}"


@attrs.frozen
class TakeObjective:
    """VW4.5 (VW7.4 with the Captain): take objective cards from the pile."""

    WORD: ClassVar[str] = "objective"
    player: int
    via: str | None = None

    def __str__(self) -> str:
        return f"P{self.player} objective{_via(self.via)}"

    @classmethod
    def from_words(cls, p: int, rest: list[str], text: str) -> Move:
        """``P0 objective [+captain|+parrot]``."""
        rest, via = split_via(rest, text)
        names(rest, 0, text, "'objective [+captain|+parrot]'")
        return cls(p, via)


class _Plain:
    """A move written ``P0 WORD`` followed by its fields as names."""

    WORD: ClassVar[str]
    USAGE: ClassVar[str]
    FIELDS: ClassVar[int] = 0

    @classmethod
    def from_words(cls, p: int, rest: list[str], text: str) -> Move:
        return cls(p, *names(rest, cls.FIELDS, text, cls.USAGE))  # type: ignore[call-arg,return-value]


@attrs.frozen
class EndTurn(_Plain):
    """VW3.1: end one's turn."""

    WORD: ClassVar[str] = "end"
    USAGE: ClassVar[str] = "'end' alone"
    player: int

    def __str__(self) -> str:
        return f"P{self.player} end"


@attrs.frozen
class Cash(_Plain):
    """VW6.2: set a cube adrift on a point linked to the boat for silvos."""

    WORD: ClassVar[str] = "cash"
    USAGE: ClassVar[str] = "'cash CUBE POINT'"
    FIELDS: ClassVar[int] = 2
    player: int
    cube: str
    point: str

    def __str__(self) -> str:
        return f"P{self.player} cash {self.cube} {self.point}"


@attrs.frozen
class Fulfil(_Plain):
    """VW9.1: discard the items of an objective card."""

    WORD: ClassVar[str] = "fulfil"
    USAGE: ClassVar[str] = "'fulfil CARD'"
    FIELDS: ClassVar[int] = 1
    player: int
    card: str

    def __str__(self) -> str:
        return f"P{self.player} fulfil {self.card}"


@attrs.frozen
class UseRato(_Plain):
    """VW7.2: draw 2 cubes from the bag, keep one."""

    WORD: ClassVar[str] = "rato"
    USAGE: ClassVar[str] = "'rato' alone"
    player: int

    def __str__(self) -> str:
        return f"P{self.player} rato"


@attrs.frozen
class UseRata(_Plain):
    """VW7.3: move the boat to any other point."""

    WORD: ClassVar[str] = "rata"
    USAGE: ClassVar[str] = "'rata POINT'"
    FIELDS: ClassVar[int] = 1
    player: int
    point: str

    def __str__(self) -> str:
        return f"P{self.player} rata {self.point}"


@attrs.frozen
class Drift:
    """VW5.2: set a cube that does not fit adrift on a linked point; with ``gain``
    (``"silvos"`` or ``"moves"``), the ``drift`` icon of a port card (VW8.2)."""

    WORD: ClassVar[str] = "drift"
    player: int
    cube: str
    point: str
    gain: str | None = None

    def __str__(self) -> str:
        return f"P{self.player} drift {self.cube} {self.point}" + (
            f" {self.gain}" if self.gain else "")

    @classmethod
    def from_words(cls, p: int, rest: list[str], text: str) -> Move:
        """``P0 drift CUBE POINT [silvos|moves]``."""
        usage = "'drift CUBE POINT [silvos|moves]'"
        if len(rest) == 3:
            if rest[2].lower() not in ("silvos", "moves"):
                raise NotationError(f"{quote(text)}: expected {usage}")
            names(rest[:2], 2, text, usage)
            return cls(p, rest[0], rest[1], rest[2].lower())
        a = names(rest, 2, text, usage)
        return cls(p, a[0], a[1])


@attrs.frozen
class Keep(_Plain):
    """VW2.4, VW7.4: keep one of the objective cards drawn."""

    WORD: ClassVar[str] = "keep"
    USAGE: ClassVar[str] = "'keep CARD'"
    FIELDS: ClassVar[int] = 1
    player: int
    card: str

    def __str__(self) -> str:
        return f"P{self.player} keep {self.card}"


@attrs.frozen
class ReturnCube(_Plain):
    """VW7.2: return one of the Rato's two cubes to the bag."""

    WORD: ClassVar[str] = "return"
    USAGE: ClassVar[str] = "'return CUBE'"
    FIELDS: ClassVar[int] = 1
    player: int
    cube: str

    def __str__(self) -> str:
        return f"P{self.player} return {self.cube}"


@attrs.frozen
class TakeCharacter(_Plain):
    """VW2.6, VW5.5, VW8.2: take a character (exchanging the one held, if any)."""

    WORD: ClassVar[str] = "take"
    USAGE: ClassVar[str] = "'take CHARACTER'"
    FIELDS: ClassVar[int] = 1
    player: int
    character: str

    def __str__(self) -> str:
        return f"P{self.player} take {self.character}"


@attrs.frozen
class Pass(_Plain):
    """Decline an optional step (VW5.5, VW8.2, VW8.3)."""

    WORD: ClassVar[str] = "pass"
    USAGE: ClassVar[str] = "'pass' alone"
    player: int

    def __str__(self) -> str:
        return f"P{self.player} pass"


@attrs.frozen
class Choose(_Plain):
    """VW8.2 ``choice`` icon: ``"move"`` (one extra move) or ``"silvos"`` (2 silvos)."""

    WORD: ClassVar[str] = "choose"
    USAGE: ClassVar[str] = "'choose move|silvos'"
    FIELDS: ClassVar[int] = 1
    player: int
    option: str

    def __str__(self) -> str:
        return f"P{self.player} choose {self.option}"


@attrs.frozen
class Exchange:
    """VW8.2 ``choice`` icon: give one cube to ``other`` and take one of theirs."""

    WORD: ClassVar[str] = "exchange"
    player: int
    other: int
    give: str
    take: str

    def __str__(self) -> str:
        return f"P{self.player} exchange P{self.other} {self.give} {self.take}"

    @classmethod
    def from_words(cls, p: int, rest: list[str], text: str) -> Move:
        """``P0 exchange PLAYER GIVE TAKE``."""
        a = names(rest, 3, text, "'exchange PLAYER GIVE TAKE'")
        return cls(p, player_word(a[0], text), a[1], a[2])


def _bundles(rest: list[str], text: str, usage: str) -> tuple[Bundle, Bundle]:
    """``GIVE for GET`` (bundles may hold spaces after their commas)."""
    lowered = [w.lower() for w in rest]
    if lowered.count("for") != 1 or lowered[0] == "for" or lowered[-1] == "for":
        raise NotationError(f"{quote(text)}: expected {usage}")
    i = lowered.index("for")
    return Bundle.parse("".join(rest[:i]), text), Bundle.parse("".join(rest[i + 1:]), text)


@attrs.frozen
class Offer:
    """VW8.3: offer ``other`` the bundle ``give`` for the bundle ``get`` (either may be
    empty, ``nothing``: a gift, or a request). ``give`` and ``get`` may be given as
    text (``"hay,hay,2s"``)."""

    WORD: ClassVar[str] = "offer"
    player: int
    other: int
    give: Bundle = attrs.field(converter=to_bundle)
    get: Bundle = attrs.field(converter=to_bundle)

    def __str__(self) -> str:
        return f"P{self.player} offer P{self.other} {self.give} for {self.get}"

    @classmethod
    def from_words(cls, p: int, rest: list[str], text: str) -> Move:
        """``P0 offer PLAYER GIVE for GET``."""
        usage = "'offer PLAYER GIVE for GET' (bundles like 'hay,hay,2s' or 'nothing')"
        if not rest:
            raise NotationError(f"{quote(text)}: expected {usage}")
        give, get = _bundles(rest[1:], text, usage)
        return cls(p, player_word(rest[0], text), give, get)


@attrs.frozen
class Counter:
    """VW8.3: answer an offer with another one to its maker: give ``give`` for
    ``get``."""

    WORD: ClassVar[str] = "counter"
    player: int
    give: Bundle = attrs.field(converter=to_bundle)
    get: Bundle = attrs.field(converter=to_bundle)

    def __str__(self) -> str:
        return f"P{self.player} counter {self.give} for {self.get}"

    @classmethod
    def from_words(cls, p: int, rest: list[str], text: str) -> Move:
        """``P1 counter GIVE for GET``."""
        give, get = _bundles(rest, text, "'counter GIVE for GET'")
        return cls(p, give, get)


@attrs.frozen
class Answer:
    """VW8.3: accept or decline the offer made to you."""

    player: int
    accept: bool

    def __str__(self) -> str:
        return f"P{self.player} {'accept' if self.accept else 'decline'}"

    @classmethod
    def from_words(cls, p: int, rest: list[str], text: str, accept: bool = True) -> Move:
        """``P1 accept`` / ``P1 decline``."""
        names(rest, 0, text, f"'{'accept' if accept else 'decline'}' alone")
        return cls(p, accept)


Move = (
    ChanceMove | MoveBoat | Anchor | Dock | Extend | TakeObjective | EndTurn | Cash | Fulfil
    | UseRato | UseRata | Drift | Keep | ReturnCube | TakeCharacter | Pass | Choose | Exchange
    | Offer | Counter | Answer
)


def _decline(p: int, rest: list[str], text: str) -> Move:
    return Answer.from_words(p, rest, text, accept=False)


#: How each move word of a player is read.
PLAYER_MOVES = {
    cls.WORD: cls.from_words
    for cls in (MoveBoat, Anchor, Dock, Extend, TakeObjective, EndTurn, Cash, Fulfil, UseRato,
                UseRata, Drift, Keep, ReturnCube, TakeCharacter, Pass, Choose, Exchange, Offer,
                Counter)
} | {"accept": Answer.from_words, "decline": _decline}

#: The moves that are actions (VW3.2), by their action word.
ACTION_TYPES: dict[type, str] = {
    MoveBoat: "move", Anchor: "anchor", Dock: "dock", Extend: "extend",
    TakeObjective: "objective",
}
