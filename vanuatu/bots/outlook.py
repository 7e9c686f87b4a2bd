"""What a position promises at the end of the game (R8, R10.3): the facts
that the evaluation of :mod:`vanuatu.bots.evaluate` and the worth of one action
(:mod:`vanuatu.bots.action_value`) both read."""

from __future__ import annotations

from collections.abc import Iterable

from ..rules.board import adjacency
from ..state import GameState, Phase
from .flood import Outlook as FloodOutlook
from .flood import outlook as flood_outlook
from .weights import Weights

__all__ = ["Outlook"]


class Outlook:
    """What a position promises at the end of the game, shared by every
    player's evaluation of it: the tourists and water expected on each island,
    the risk of a Rising Waters defeat, the next First Player, and the weights
    of the terms."""

    def __init__(self, state: GameState, weights: Weights) -> None:
        self.state = state
        self.w = weights
        c = state.options.components
        self.c = c
        self.board = adjacency(state)
        self.last_round = state.round >= c.rounds
        self.rounds_left = c.rounds - state.round
        self.rest_pp = dict(weights.rest_pp)
        self._tourists: dict[int, float] | None = None
        self._doom: float | None = None
        self._flood: FloodOutlook | None = None
        # the next First Player (R5.9): the holder of the ``first`` token, if any
        nxt = state.first_player
        for q, pl in enumerate(state.players):
            if pl.rest_token == "first":
                nxt = q
        self.next_first = nxt
        self.first_weight = self._first_weight(state.round)
        self.fish_pp = weights.fish_pp_per_value if not self.last_round else (
            weights.fish_pp_last_round)

    def _first_weight(self, round_: int) -> float:
        return 1.0 if round_ >= self.c.rounds else 0.2 + 0.6 * round_ / self.c.rounds

    @property
    def tourists(self) -> dict[int, float]:
        """Expected tourists at the end on each usable island (R8.5), computed once."""
        if self._tourists is None:
            self._tourists = self._expected_tourists()
        return self._tourists

    def _expected_tourists(self) -> dict[int, float]:
        """Expected tourists at the end on each usable island (R8.5)."""
        s = self.state
        future = float(sum(s.tourist_pile))
        if s.phase <= Phase.ACTIONS:
            future += s.tourists_waiting
        future *= self.w.tourist_share
        rooms: dict[int, int] = {}
        weight: dict[int, float] = {}
        out: dict[int, float] = {}
        for i in self.board.islands:
            sp = s.spaces[i]
            tile = s.board[i]
            assert tile is not None
            room = self.c.tile(tile).tourists - sp.tourists
            out[i] = float(sp.tourists)
            if room > 0:
                rooms[i] = room
                weight[i] = len(sp.huts) + 0.5
        total = sum(weight.values())
        for i, room in rooms.items():
            out[i] += min(float(room), future * weight[i] / total)
        return out

    def _projected_water(self, i: int) -> float:
        """R10.3: the water expected on island ``i`` at the end (a flood comes
        almost every die round: a round performs more actions than the die shows)."""
        s = self.state
        sp = s.spaces[i]
        c = self.c
        floods = sum(1 for r in c.die_rounds if r > s.round)
        if s.flood_in is not None:
            floods += 1
        rise = sum(1 for j in self.board.ocean_nb[i] if j not in sp.dikes)
        return min(float(c.submerged_at), sp.water + self.w.flood_chance * floods * rise)

    def _water_penalty(self, i: int) -> float:
        """R10.3: the penalty of one hut on island ``i`` at the water expected at the end."""
        c = self.c
        water = self._projected_water(i)
        if water >= c.submerged_at:
            return 2.0 * self.tourists.get(i, 0.0) + 2 * c.submerged_at - 1
        return 2 * water - 1 if water >= 1 else 0.0

    @property
    def doom(self) -> float:
        """R10.3: everyone's share of the risk that three islands go under,
        :attr:`~vanuatu.bots.weights.Weights.flood_pp` per island over the
        limit, counting an island as partly lost from 3 water expected."""
        if self._doom is None:
            c = self.c
            s = self.state
            under = sum(1 for sp in s.spaces if sp.water >= c.submerged_at)
            soft = under + sum(
                min(1.0, max(0.0, self._projected_water(i) - (c.submerged_at - 2)) / 2)
                for i in self.board.islands)
            self._doom = self.w.flood_pp * max(0.0, soft - (c.defeat_at - 1.5))
            self._doom += self.w.dike_need_pp * self.flood.needed
        return self._doom

    @property
    def flood(self) -> FloodOutlook:
        """R10.3: the dikes the table still needs (:func:`vanuatu.bots.flood.outlook`)."""
        if self._flood is None:
            self._flood = flood_outlook(self.state, self.w.flood_chance, self.w.future_ocean)
        return self._flood

    def dike_gain(self, islands: Iterable[int]) -> float:
        """R10.3: what one dike on the best of ``islands`` takes off everyone's
        :attr:`doom`: :attr:`~vanuatu.bots.weights.Weights.dike_need_pp` per
        dike needed on an island worth saving."""
        out = self.flood
        best = 0.0
        for i in islands:
            if i in out.saved:
                best = max(best, min(1.0, out.need.get(i, 0.0)))
        return self.w.dike_need_pp * best

    def hut_value(self, i: int) -> float:
        """What one hut on island ``i`` scores at the end, expected (R8.5, R10.3)."""
        v = self.c.end_scoring.hut_pp_per_tourist * self.tourists.get(i, 0.0)
        if self.state.options.rising_waters:
            v -= self._water_penalty(i)
        return v

    def first_weight_in(self, round_: int) -> float:
        """How much the First Player bonus (R8.2) counts when held from ``round_``."""
        return self._first_weight(round_)
