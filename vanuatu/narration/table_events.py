"""The events of a narrated game (:func:`vanuatu.events`) at the table: the
fish price, tiles, tourists, demand tiles, floods, rounds and the end of the
game with its scoring, item by item. The events of a player's move and money
are in :mod:`vanuatu.narration.player_events`.

>>> FishPriceChanged(before=3, after=2).sentence
'The fish price drops from 3 to 2 (R6.5).'
"""

from __future__ import annotations

import attrs

from tabletop.translation import join_list

from ..describe.language import character_word, good_name, ngettext, spoken
from ..describe.language import translate as _
from ..translation import N_
from .player_events import Event

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

    def _said(self) -> str:
        if self.after < self.before:
            return _("The fish price drops from {before} to {after} (R6.5).").format(
                before=self.before, after=self.after)
        return _("The fish price goes back from {before} to {after} (R3.5).").format(
            before=self.before, after=self.after)


@attrs.frozen
class TileRevealed(Event):
    """A tile of the stack was revealed onto the Volcano (R3.7)."""

    tile: str
    kind: str

    def _said(self) -> str:
        if self.kind == "island":
            return _("Tile {tile} (island) is revealed on the Volcano.").format(tile=self.tile)
        return _("Tile {tile} (ocean) is revealed on the Volcano.").format(tile=self.tile)


@attrs.frozen
class TilePlaced(Event):
    """A tile was placed on an empty space (R2.1, R3.6); ``player`` -1 at setup."""

    tile: str
    kind: str
    space: str
    player: int = -1

    def _said(self) -> str:
        island = self.kind == "island"
        if self.player < 0:
            message = (_("Setup places island tile {tile} on {space}.") if island
                       else _("Setup places ocean tile {tile} on {space}."))
        else:
            message = (_("P{player} places island tile {tile} on {space}.") if island
                       else _("P{player} places ocean tile {tile} on {space}."))
        return message.format(player=self.player, tile=self.tile, space=self.space)


@attrs.frozen
class TouristsArrived(Event):
    """R3.2: a tourist tile was revealed."""

    tourists: int

    def _said(self) -> str:
        return ngettext("The tourist tile shows {count}: {count} tourist waits.",
                        "The tourist tile shows {count}: {count} tourists wait.",
                        self.tourists).format(count=self.tourists)


@attrs.frozen
class TouristsLeft(Event):
    """R3.2: the tourists still waiting leave."""

    tourists: int

    def _said(self) -> str:
        return ngettext("{count} tourist still waiting leave.",
                        "{count} tourists still waiting leave.", self.tourists).format(
            count=self.tourists)


@attrs.frozen
class DemandRevealed(Event):
    """R2.3, R3.3."""

    demand: int
    goods: tuple[str, ...]

    def _said(self) -> str:
        return _("Demand tile #{demand} ({goods}) is revealed.").format(
            demand=self.demand, goods=_comma().join(good_name(g) for g in self.goods))


@attrs.frozen
class DemandDiscarded(Event):
    """R3.3: a filled demand tile leaves the display."""

    demand: int

    def _said(self) -> str:
        return _("The filled demand tile #{demand} is discarded (R3.3).").format(
            demand=self.demand)


@attrs.frozen
class IslandRefilled(Event):
    """R3.4."""

    space: str
    goods: tuple[str, ...]

    def _said(self) -> str:
        return _("The island at {space} is refilled with {goods} (R3.4).").format(
            space=self.space, goods=_comma().join(good_name(g) for g in self.goods))


@attrs.frozen
class CharactersOffered(Event):
    """R10.1: the five characters of a two-player round."""

    characters: tuple[str, ...]

    def _said(self) -> str:
        return _("Characters offered this round: {characters}.").format(
            characters=_comma().join(character_word(c) for c in self.characters))


@attrs.frozen
class FirstPlayerChanged(Event):
    """R2.8, R5.9."""

    player: int

    def _said(self) -> str:
        return _("P{player} is now First Player.").format(player=self.player)


@attrs.frozen
class DieRolled(Event):
    """R10.3: the water rises after this many performed actions."""

    value: int

    def _said(self) -> str:
        return _("The die shows {value}: the water rises after {value} actions (R10.3).").format(
            value=self.value)


@attrs.frozen
class Flood(Event):
    """R10.3: the water rose; ``water`` holds ``(space, water now)`` per island reached."""

    water: tuple[tuple[str, int], ...]

    def _said(self) -> str:
        where = ", ".join(_("{space} to {water}").format(space=s, water=w)
                          for s, w in self.water) or _("no island")
        return _("The water rises (R10.3): {where}.").format(where=where)


@attrs.frozen
class Submerged(Event):
    """R10.3: an island went under with its huts."""

    space: str
    huts: int

    def _said(self) -> str:
        return ngettext("The island at {space} is submerged; {count} hut lost (R10.3).",
                        "The island at {space} is submerged; {count} huts lost (R10.3).",
                        self.huts).format(space=self.space, count=self.huts)


@attrs.frozen
class RoundEnded(Event):
    """A round ended (R3)."""

    round: int

    def _said(self) -> str:
        return _("Round {round} ends.").format(round=self.round)


@attrs.frozen
class RoundStarted(Event):
    """A round began (R3)."""

    round: int

    def _said(self) -> str:
        return _("Round {round} begins.").format(round=self.round)


@attrs.frozen
class PhaseStarted(Event):
    """A phase of the round began (R3)."""

    phase: str

    def _said(self) -> str:
        name = _PHASES.get(self.phase)
        if name is None:
            return f"The {self.phase} phase begins."
        return _(name)


@attrs.frozen
class GameOver(Event):
    """The game ended: after the last round (R8) or, with ``defeat``, by three
    submerged islands (R10.3)."""

    defeat: bool = False

    def _said(self) -> str:
        if self.defeat:
            return _("Three islands are submerged: the game ends and every player loses "
                     "(R10.3).")
        return _("The game is over; final scoring (R8).")


@attrs.frozen
class ScoreItem(Event):
    """One item of a player's final score (R8)."""

    player: int
    item: str
    rule: str
    pp: int

    def _said(self) -> str:
        item = _(_ITEMS[self.item]) if self.item in _ITEMS else self.item
        return _("P{player} scores {pp} PP for {item} ({rule}).").format(
            player=self.player, pp=self.pp, item=item, rule=self.rule)


@attrs.frozen
class FinalResult(Event):
    """The totals and the winners (none after a defeat)."""

    totals: tuple[int, ...]
    winners: tuple[int, ...]

    def _said(self) -> str:
        totals = ", ".join(f"P{p} {t}" for p, t in enumerate(self.totals))
        if not self.winners:
            return _("Final totals: {totals}; nobody wins.").format(totals=totals)
        won = _list([f"P{p}" for p in self.winners])
        return ngettext("Final totals: {totals}. {winners} wins.",
                        "Final totals: {totals}. {winners} win.", len(self.winners)).format(
            totals=totals, winners=won)


#: The phases as :class:`PhaseStarted` says them (by :attr:`vanuatu.Phase.word`).
_PHASES = {
    "setup": N_("The setup phase begins."),
    "preparation": N_("The preparation phase begins."),
    "neutral": N_("The neutral phase begins."),
    "characters": N_("The characters phase begins."),
    "planning": N_("The planning phase begins."),
    "actions": N_("The actions phase begins."),
    "rest": N_("The rest phase begins."),
    "over": N_("The over phase begins."),
}

#: The items of the final score (R8) as :class:`ScoreItem` names them.
_ITEMS = {
    "the fish tokens sold": N_("the fish tokens sold"),
    "being First Player": N_("being First Player"),
    "the Vatus left": N_("the Vatus left"),
    "the treasures kept": N_("the treasures kept"),
    "huts and tourists": N_("huts and tourists"),
    "water on the huts": N_("water on the huts"),
}


def _list(items: list[str]) -> str:
    """Players in a list, joined as the language spoken joins them."""
    return join_list(items, spoken())


def _comma() -> str:
    """What separates the items of a list in the language spoken."""
    return "、" if spoken() == "ja" else ", "
