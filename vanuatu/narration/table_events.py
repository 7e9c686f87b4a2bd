"""The events of a narrated game (:func:`vanuatu.events`) at the table: the
fish price, tiles, tourists, demand tiles, floods, rounds and the end of the
game with its scoring, item by item. The events of a player's move and money
are in :mod:`vanuatu.narration.player_events`.

>>> FishPriceChanged(before=3, after=2).sentence
'The fish price drops from 3 to 2 (R6.5).'
"""

from __future__ import annotations

import attrs

from .player_events import Event, count

__all__ = [
    "CharactersOffered",
    "DemandDiscarded",
    "DemandRevealed",
    "DieRolled",
    "FinalResult",
    "FirstPlayerChanged",
    "FishPriceChanged",
    "Flood",
    "GameOver",
    "IslandRefilled",
    "PhaseStarted",
    "RoundEnded",
    "RoundStarted",
    "ScoreItem",
    "Submerged",
    "TilePlaced",
    "TileRevealed",
    "TouristsArrived",
    "TouristsLeft",
]


@attrs.frozen
class FishPriceChanged(Event):
    """The fish price moved (R6.5 after a sale, R3.5 at the start of a round)."""

    before: int
    after: int

    @property
    def sentence(self) -> str:
        if self.after < self.before:
            return f"The fish price drops from {self.before} to {self.after} (R6.5)."
        return f"The fish price goes back from {self.before} to {self.after} (R3.5)."


@attrs.frozen
class TileRevealed(Event):
    """A tile of the stack was revealed onto the Volcano (R3.7)."""

    tile: str
    kind: str

    @property
    def sentence(self) -> str:
        return f"Tile {self.tile} ({self.kind}) is revealed on the Volcano."


@attrs.frozen
class TilePlaced(Event):
    """A tile was placed on an empty space (R2.1, R3.6); ``player`` -1 at setup."""

    tile: str
    kind: str
    space: str
    player: int = -1

    @property
    def sentence(self) -> str:
        who = f"P{self.player} places" if self.player >= 0 else "Setup places"
        return f"{who} {self.kind} tile {self.tile} on {self.space}."


@attrs.frozen
class TouristsArrived(Event):
    """R3.2: a tourist tile was revealed."""

    tourists: int

    @property
    def sentence(self) -> str:
        return f"The tourist tile shows {self.tourists}: {count(self.tourists, 'tourist')} wait."


@attrs.frozen
class TouristsLeft(Event):
    """R3.2: the tourists still waiting leave."""

    tourists: int

    @property
    def sentence(self) -> str:
        return f"{count(self.tourists, 'tourist')} still waiting leave."


@attrs.frozen
class DemandRevealed(Event):
    """R2.3, R3.3."""

    demand: int
    goods: tuple[str, ...]

    @property
    def sentence(self) -> str:
        return f"Demand tile #{self.demand} ({', '.join(self.goods)}) is revealed."


@attrs.frozen
class DemandDiscarded(Event):
    """R3.3: a filled demand tile leaves the display."""

    demand: int

    @property
    def sentence(self) -> str:
        return f"The filled demand tile #{self.demand} is discarded (R3.3)."


@attrs.frozen
class IslandRefilled(Event):
    """R3.4."""

    space: str
    goods: tuple[str, ...]

    @property
    def sentence(self) -> str:
        return f"The island at {self.space} is refilled with {', '.join(self.goods)} (R3.4)."


@attrs.frozen
class CharactersOffered(Event):
    """R10.1: the five characters of a two-player round."""

    characters: tuple[str, ...]

    @property
    def sentence(self) -> str:
        return f"Characters offered this round: {', '.join(self.characters)}."


@attrs.frozen
class FirstPlayerChanged(Event):
    """R2.8, R5.9."""

    player: int

    @property
    def sentence(self) -> str:
        return f"P{self.player} is now First Player."


@attrs.frozen
class DieRolled(Event):
    """R10.3: the water rises after this many performed actions."""

    value: int

    @property
    def sentence(self) -> str:
        return f"The die shows {self.value}: the water rises after {self.value} actions (R10.3)."


@attrs.frozen
class Flood(Event):
    """R10.3: the water rose; ``water`` holds ``(space, water now)`` per island reached."""

    water: tuple[tuple[str, int], ...]

    @property
    def sentence(self) -> str:
        where = ", ".join(f"{s} to {w}" for s, w in self.water) or "no island"
        return f"The water rises (R10.3): {where}."


@attrs.frozen
class Submerged(Event):
    """R10.3: an island went under with its huts."""

    space: str
    huts: int

    @property
    def sentence(self) -> str:
        return f"The island at {self.space} is submerged; {count(self.huts, 'hut')} lost (R10.3)."


@attrs.frozen
class RoundEnded(Event):
    """A round ended (R3)."""

    round: int

    @property
    def sentence(self) -> str:
        return f"Round {self.round} ends."


@attrs.frozen
class RoundStarted(Event):
    """A round began (R3)."""

    round: int

    @property
    def sentence(self) -> str:
        return f"Round {self.round} begins."


@attrs.frozen
class PhaseStarted(Event):
    """A phase of the round began (R3)."""

    phase: str

    @property
    def sentence(self) -> str:
        return f"The {self.phase} phase begins."


@attrs.frozen
class GameOver(Event):
    """The game ended: after the last round (R8) or, with ``defeat``, by three
    submerged islands (R10.3)."""

    defeat: bool = False

    @property
    def sentence(self) -> str:
        if self.defeat:
            return "Three islands are submerged: the game ends and every player loses (R10.3)."
        return "The game is over; final scoring (R8)."


@attrs.frozen
class ScoreItem(Event):
    """One item of a player's final score (R8)."""

    player: int
    item: str
    rule: str
    pp: int

    @property
    def sentence(self) -> str:
        return f"P{self.player} scores {self.pp} PP for {self.item} ({self.rule})."


@attrs.frozen
class FinalResult(Event):
    """The totals and the winners (none after a defeat)."""

    totals: tuple[int, ...]
    winners: tuple[int, ...]

    @property
    def sentence(self) -> str:
        totals = ", ".join(f"P{p} {t}" for p, t in enumerate(self.totals))
        if not self.winners:
            return f"Final totals: {totals}; nobody wins."
        won = " and ".join(f"P{p}" for p in self.winners)
        return f"Final totals: {totals}. {won} {'wins' if len(self.winners) == 1 else 'win'}."
