"""The chance events of a boardgamers.space game, drawn again from its seed.

The engine keeps its chance out of the moves it stores: the start tiles, the
tile stack, the tourist and demand tiles, the First Player and the two-player
character offers are drawn at setup, and the Rising Waters die, the demand
tiles (with their reshuffles) and the next offers at the start of each round,
all from one seeded generator (:mod:`.generator`). :class:`EngineChance`
makes the same draws in the same order and hands out their outcomes when our
rules ask for the chance event (:attr:`vanuatu.GameState.pending_chance`).
"""

from __future__ import annotations

from ...moves import ChanceEvent
from ...state import GameState
from .catalog import CHARACTER_ORDER, START_ORDER, tile_name
from .generator import EngineRandom

__all__ = ["EngineChance", "NoOutcome"]

#: The tourist tile returned to the box, by player count (as the engine reads R1.6).
_TOURISTS = (0, 1, 1, 2, 2, 2, 3, 3, 4)


class NoOutcome(Exception):
    """The seed's draws hold no outcome for the chance event asked for."""


class EngineChance:
    """The chance outcomes of the engine for ``seed``, in the order it draws them.

    >>> chance = EngineChance("vanuatu", players=3, rising_waters=False)
    >>> len(chance.pending[ChanceEvent.TILE]), len(chance.pending[ChanceEvent.TOURIST])
    (12, 8)
    """

    def __init__(self, seed: str, players: int, rising_waters: bool) -> None:
        self.random = rng = EngineRandom(seed)
        self.players = players
        self.rising_waters = rising_waters
        self.round = 1
        starts = rng.shuffle(START_ORDER)
        halves: tuple[list[str], list[str]] = ([], [])
        for letter in "abcdef":
            pair = rng.shuffle([f"{letter}1", f"{letter}2"])
            halves[0].append(pair[0])
            halves[1].append(pair[1])
        tourists = list(_TOURISTS)
        tourists.remove(4 if players <= 3 else 2 if players == 4 else 0)
        tourist_deck = rng.shuffle(tourists)
        self.deck: list[int] = rng.shuffle(list(range(1, 11)))
        self.display: list[int] = self.deck[:3]
        del self.deck[:3]
        self.discards: list[int] = []
        first = rng.below(players)
        self.offer: list[str] = rng.shuffle(CHARACTER_ORDER)[:5] if players == 2 else []
        self.pending: dict[str, list[object]] = {
            ChanceEvent.START: [tuple(tile_name(t) for t in starts)],
            ChanceEvent.TILE: [tile_name(t) for t in halves[0] + halves[1]],
            ChanceEvent.TOURIST: list(tourist_deck),
            ChanceEvent.DEMAND: list(self.display),
            ChanceEvent.FIRST: [first],
            ChanceEvent.CHARACTERS: [tuple(self.offer)] if self.offer else [],
            ChanceEvent.DIE: [],
        }

    def outcome(self, event: str, state: GameState) -> object:
        """The outcome of ``event``, pending in ``state``; raises
        :class:`NoOutcome` when the seed's draws hold none."""
        while state.round > self.round:
            self._next_round(state)
        queue = self.pending.get(event)
        if not queue:
            raise NoOutcome(f"the seed's draws hold no further '{event}' outcome")
        return queue.pop(0)

    def _next_round(self, state: GameState) -> None:
        """The draws the engine makes when a round starts (R3.2, R3.3, R10.1, R10.3)."""
        self.round += 1
        rng = self.random
        if self.rising_waters and self.round % 2 == 0:
            self.pending[ChanceEvent.DIE].append(1 + rng.below(6))
        sizes = state.options.components.demand_goods
        shown = {tile: len(filled) >= len(sizes.get(tile, ())) for tile, filled in
                 state.demand_display}
        kept = [t for t in self.display if t in shown and not shown[t]]
        self.discards.extend(t for t in self.display if t not in kept)
        self.display = kept
        while len(self.display) < 3:
            if not self.deck:
                self.deck = rng.shuffle(self.discards)
                self.discards = []
            if not self.deck:
                break
            tile = self.deck.pop(0)
            self.display.append(tile)
            self.pending[ChanceEvent.DEMAND].append(tile)
        if self.players == 2:
            before = set(self.offer)
            self.offer = rng.shuffle([c for c in CHARACTER_ORDER if c not in before])[:5]
            self.pending[ChanceEvent.CHARACTERS].append(tuple(self.offer))
