"""The moves of the game: what players do, and what chance reveals (VW12).

Every move is a frozen, hashable value whose ``str`` is its text notation, read
back by :func:`vapor_willie.parse_move`:

>>> str(MoveBoat(0, "5")), str(Dock(1, "PA", via="captain"))
('P0 move 5', 'P1 dock PA +captain')
>>> str(ChanceMove("cube", ("duck",))), str(Offer(2, 0, "hay", "2s"))
('reveal cube duck', 'P2 offer P0 hay for 2s')

Players are numbered from 0; the chance actor is :data:`CHANCE`. ``via`` names the
character whose ability makes an action free (``"parrot"``, VW7.5, or
``"captain"``, VW7.4).
"""

from __future__ import annotations

import attrs

__all__ = [
    "ACTION_TYPES",
    "CHANCE",
    "Anchor",
    "Answer",
    "Cash",
    "ChanceMove",
    "Choose",
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


@attrs.frozen
class MoveBoat:
    """VW4.1 (also VW3.3, VW8.2 extra moves): move the boat to a linked point."""

    player: int
    point: str
    via: str | None = None

    def __str__(self) -> str:
        return f"P{self.player} move {self.point}{_via(self.via)}"


@attrs.frozen
class Anchor:
    """VW4.2: take the cubes of an island linked to the boat's point."""

    player: int
    island: str
    via: str | None = None

    def __str__(self) -> str:
        return f"P{self.player} anchor {self.island}{_via(self.via)}"


@attrs.frozen
class Dock:
    """VW4.3: dock at a port linked to the boat's point and open its card."""

    player: int
    port: str
    via: str | None = None

    def __str__(self) -> str:
        return f"P{self.player} dock {self.port}{_via(self.via)}"


@attrs.frozen
class Extend:
    """VW4.4: join one's extension board to a free mouth of the river."""

    player: int
    mouth: str
    via: str | None = None

    def __str__(self) -> str:
        return f"P{self.player} extend {self.mouth}{_via(self.via)}"


@attrs.frozen
class TakeObjective:
    """VW4.5 (VW7.4 with the Captain): take objective cards from the pile."""

    player: int
    via: str | None = None

    def __str__(self) -> str:
        return f"P{self.player} objective{_via(self.via)}"


@attrs.frozen
class EndTurn:
    """VW3.1: end one's turn."""

    player: int

    def __str__(self) -> str:
        return f"P{self.player} end"


@attrs.frozen
class Cash:
    """VW6.2: set a cube adrift on a point linked to the boat for silvos."""

    player: int
    cube: str
    point: str

    def __str__(self) -> str:
        return f"P{self.player} cash {self.cube} {self.point}"


@attrs.frozen
class Fulfil:
    """VW9.1: discard the items of an objective card."""

    player: int
    card: str

    def __str__(self) -> str:
        return f"P{self.player} fulfil {self.card}"


@attrs.frozen
class UseRato:
    """VW7.2: draw 2 cubes from the bag, keep one."""

    player: int

    def __str__(self) -> str:
        return f"P{self.player} rato"


@attrs.frozen
class UseRata:
    """VW7.3: move the boat to any other point."""

    player: int
    point: str

    def __str__(self) -> str:
        return f"P{self.player} rata {self.point}"


@attrs.frozen
class Drift:
    """VW5.2: set a cube that does not fit adrift on a linked point; with ``gain``
    (``"silvos"`` or ``"moves"``), the ``drift`` icon of a port card (VW8.2)."""

    player: int
    cube: str
    point: str
    gain: str | None = None

    def __str__(self) -> str:
        return f"P{self.player} drift {self.cube} {self.point}" + (
            f" {self.gain}" if self.gain else "")


@attrs.frozen
class Keep:
    """VW2.4, VW7.4: keep one of the objective cards drawn."""

    player: int
    card: str

    def __str__(self) -> str:
        return f"P{self.player} keep {self.card}"


@attrs.frozen
class ReturnCube:
    """VW7.2: return one of the Rato's two cubes to the bag."""

    player: int
    cube: str

    def __str__(self) -> str:
        return f"P{self.player} return {self.cube}"


@attrs.frozen
class TakeCharacter:
    """VW2.6, VW5.5, VW8.2: take a character (exchanging the one held, if any)."""

    player: int
    character: str

    def __str__(self) -> str:
        return f"P{self.player} take {self.character}"


@attrs.frozen
class Pass:
    """Decline an optional step (VW5.5, VW8.2, VW8.3)."""

    player: int

    def __str__(self) -> str:
        return f"P{self.player} pass"


@attrs.frozen
class Choose:
    """VW8.2 ``choice`` icon: ``"move"`` (one extra move) or ``"silvos"`` (2 silvos)."""

    player: int
    option: str

    def __str__(self) -> str:
        return f"P{self.player} choose {self.option}"


@attrs.frozen
class Exchange:
    """VW8.2 ``choice`` icon: give one cube to ``other`` and take one of theirs."""

    player: int
    other: int
    give: str
    take: str

    def __str__(self) -> str:
        return f"P{self.player} exchange P{self.other} {self.give} {self.take}"


@attrs.frozen
class Offer:
    """VW8.3: offer ``other`` a lot for a lot (a cube type, or ``"1s"``..``"3s"`` silvos)."""

    player: int
    other: int
    give: str
    get: str

    def __str__(self) -> str:
        return f"P{self.player} offer P{self.other} {self.give} for {self.get}"


@attrs.frozen
class Answer:
    """VW8.3: accept or decline the offer made to you."""

    player: int
    accept: bool

    def __str__(self) -> str:
        return f"P{self.player} {'accept' if self.accept else 'decline'}"


Move = (
    ChanceMove | MoveBoat | Anchor | Dock | Extend | TakeObjective | EndTurn | Cash | Fulfil
    | UseRato | UseRata | Drift | Keep | ReturnCube | TakeCharacter | Pass | Choose | Exchange
    | Offer | Answer
)

#: The moves that are actions (VW3.2), by their action word.
ACTION_TYPES: dict[type, str] = {
    MoveBoat: "move", Anchor: "anchor", Dock: "dock", Extend: "extend",
    TakeObjective: "objective",
}
