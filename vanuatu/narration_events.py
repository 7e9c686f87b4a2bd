"""The events of a narrated game (:func:`vanuatu.events`): frozen values, each
with an English :attr:`~Event.sentence`.

>>> Converted(player=0, vatus=10, pp=5).sentence
'P0 converts 10 Vatus into 5 PP (R1.1c).'
>>> FishPriceChanged(before=3, after=2).sentence
'The fish price drops from 3 to 2 (R6.5).'
"""

from __future__ import annotations

import attrs

__all__ = [
    "CharactersOffered",
    "Converted",
    "CubeExported",
    "CubeLost",
    "DemandDiscarded",
    "DemandRevealed",
    "DieRolled",
    "DikeBuilt",
    "DrawingMade",
    "Event",
    "FinalResult",
    "FirstPlayerChanged",
    "FishPriceChanged",
    "Flood",
    "Gained",
    "GameOver",
    "HutBuilt",
    "IslandRefilled",
    "Paid",
    "PhaseStarted",
    "Played",
    "RestRevealed",
    "RoundEnded",
    "RoundStarted",
    "ScoreItem",
    "Submerged",
    "TilePlaced",
    "TileRevealed",
    "TokenTaken",
    "TouristMoved",
    "TouristsArrived",
    "TouristsLeft",
]


def _s(n: int, word: str, plural: str | None = None) -> str:
    return f"{n} {word if n == 1 else (plural or word + 's')}"


@attrs.frozen
class Event:
    """Something that happened; :attr:`sentence` says it in English."""

    @property
    def sentence(self) -> str:
        """The event as one English sentence."""
        raise NotImplementedError


@attrs.frozen
class Played(Event):
    """A player's move, in words (``move`` is its notation as it may be shown)."""

    player: int
    move: str
    words: str

    @property
    def sentence(self) -> str:
        return self.words


@attrs.frozen
class Paid(Event):
    """A player paid Vatus."""

    player: int
    vatus: int
    reason: str = ""

    @property
    def sentence(self) -> str:
        why = f" {self.reason}" if self.reason else ""
        return f"P{self.player} pays {_s(self.vatus, 'Vatu')}{why}."


@attrs.frozen
class Gained(Event):
    """A player gained Vatus or PP (negative PP: given up, as by the Beggar)."""

    player: int
    vatus: int = 0
    pp: int = 0
    reason: str = ""

    @property
    def sentence(self) -> str:
        why = f" {self.reason}" if self.reason else ""
        if self.pp < 0:
            return f"P{self.player} gives up {-self.pp} PP{why}."
        parts = ([_s(self.vatus, "Vatu")] if self.vatus else []) + (
            [f"{self.pp} PP"] if self.pp else [])
        return f"P{self.player} gains {' and '.join(parts)}{why}."


@attrs.frozen
class Converted(Event):
    """R1.1c: every full 10 Vatus were exchanged for 5 PP."""

    player: int
    vatus: int
    pp: int

    @property
    def sentence(self) -> str:
        return f"P{self.player} converts {self.vatus} Vatus into {self.pp} PP (R1.1c)."


@attrs.frozen
class TokenTaken(Event):
    """A fish or treasure token was taken from an ocean tile (R6.3, R6.4)."""

    player: int
    kind: str
    value: int
    space: str

    @property
    def sentence(self) -> str:
        return f"P{self.player} takes a {self.kind} token worth {self.value} at {self.space}."


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
class HutBuilt(Event):
    """R6.2."""

    player: int
    space: str
    huts: int

    @property
    def sentence(self) -> str:
        return f"The island at {self.space} now has {_s(self.huts, 'hut')}."


@attrs.frozen
class DikeBuilt(Event):
    """R10.3."""

    player: int
    island: str
    ocean: str

    @property
    def sentence(self) -> str:
        return f"P{self.player} builds a dike between {self.island} and {self.ocean} (R10.3)."


@attrs.frozen
class DrawingMade(Event):
    """R6.7."""

    player: int
    space: str
    drawings: int

    @property
    def sentence(self) -> str:
        return f"The island at {self.space} now has {_s(self.drawings, 'sand drawing')}."


@attrs.frozen
class TouristMoved(Event):
    """R6.8: a tourist was brought to an island."""

    player: int
    space: str
    tourists: int

    @property
    def sentence(self) -> str:
        return f"The island at {self.space} now has {_s(self.tourists, 'tourist')}."


@attrs.frozen
class TouristsArrived(Event):
    """R3.2: a tourist tile was revealed."""

    tourists: int

    @property
    def sentence(self) -> str:
        return f"The tourist tile shows {self.tourists}: {_s(self.tourists, 'tourist')} wait."


@attrs.frozen
class TouristsLeft(Event):
    """R3.2: the tourists still waiting leave."""

    tourists: int

    @property
    def sentence(self) -> str:
        return f"{_s(self.tourists, 'tourist')} still waiting leave."


@attrs.frozen
class CubeExported(Event):
    """R6.6: a cube went onto a demand tile."""

    player: int
    good: str
    demand: int
    completed: bool

    @property
    def sentence(self) -> str:
        done = ", completing it" if self.completed else ""
        return f"P{self.player} exports {self.good} to demand tile #{self.demand}{done}."


@attrs.frozen
class CubeLost(Event):
    """R6.6: no displayed tile needed the cube."""

    player: int
    good: str

    @property
    def sentence(self) -> str:
        return f"No demand tile needs P{self.player}'s {self.good}: it is lost (R6.6)."


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
class RestRevealed(Event):
    """R5.9: a rest token is turned face up."""

    player: int
    token: str

    @property
    def sentence(self) -> str:
        return f"P{self.player} reveals the rest token '{self.token}' (R5.9)."


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
        return f"The island at {self.space} is submerged; {_s(self.huts, 'hut')} lost (R10.3)."


@attrs.frozen
class RoundEnded(Event):
    round: int

    @property
    def sentence(self) -> str:
        return f"Round {self.round} ends."


@attrs.frozen
class RoundStarted(Event):
    round: int

    @property
    def sentence(self) -> str:
        return f"Round {self.round} begins."


@attrs.frozen
class PhaseStarted(Event):
    phase: str

    @property
    def sentence(self) -> str:
        return f"The {self.phase} phase begins."


@attrs.frozen
class GameOver(Event):
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
