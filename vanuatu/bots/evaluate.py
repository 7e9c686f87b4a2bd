"""What a position is worth to each player, in expected final PP.

:func:`evaluate` projects a player's final score (R8) from a position. It is the
heuristic bot's whole judgement and the ISMCTS bot's evaluation at the end of
its playouts. The terms, in PP:

* **PP held** (``pp``).
* **Money.** A Vatu in play is worth
  :attr:`~vanuatu.bots.weights.Weights.vatu_pp` (the conversion of R1.1c turns
  10 Vatus into 5 PP, so 0.5); a fish token
  :attr:`~vanuatu.bots.weights.Weights.fish_pp_per_value` per value while it can still be sold. In
  the last round the Vatus and fish are scored as R8.1 and R8.3 will: fish sold
  at 1 Vatu per value, the 10-Vatu conversion, 1 PP per 3 Vatus left.
* **Treasure** tokens: 2 PP per value (R8.4).
* **Huts:** 2 PP per tourist expected on their island at the end (R8.5): the
  tourists there now, plus a share of the tourists still to come (the tourist
  tiles left, :attr:`~vanuatu.bots.weights.Weights.tourist_share` of them transported), split among
  the islands with room in proportion to their huts; with Rising Waters, minus
  the water penalty (R10.3) at the water expected at the end.
* **Rising Waters defeat risk** (R10.3), the same for everyone: PP lost for
  each island beyond two expected to be submerged by the end, and for each
  dike the table still needs to keep all but two islands afloat
  (:mod:`vanuatu.bots.flood`), so that dikes are worth building even next to
  other players' huts: the defeat is worse for every player than any place.
* **First Player** at the end (R8.2): 3 PP, weighed by how late the game is;
  the holder of the ``first`` rest token is the next First Player (R5.9).
* **Own rest token** not yet revealed: its bonus (R1.7).
* **Character bonus** still to use (R1.8), while it can still be planned for.
* **Planned actions** (R4, R5): for each action space where the player holds
  the majority (R5.1), the value of performing that action from where the boat
  is or can sail to (fish, treasure, a sale, the best export, a drawing, a hut,
  a tourist, a rest token), times the chance of keeping the majority while
  other players still have markers to place. With Rising Waters a planned
  Build at risk of the flood counts a lower chance
  (:attr:`~vanuatu.bots.weights.Weights.dike_contested`), raised more by each
  marker of lead, so that a player secures the Build of a dike with more
  markers.

* **Tie-breakers** (R8): a hundredth of a PP per hut on the board, a
  thousandth per Vatu, so that of two equal scores the one that wins the tie
  is preferred.

A finished game is worth its exact final score (with the tie-breakers); a
Rising Waters defeat (R10.3) is worth :attr:`~vanuatu.bots.weights.Weights.defeat_pp` to everyone.

>>> import vanuatu
>>> game = vanuatu.Game(players=3, seed=7)
>>> values = evaluate_all(game.state)
>>> len(values), all(v > 0 for v in values)
(3, True)
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from ..components import ACTIONS, LINKED_ACTION, Action
from ..rules.money import converted
from ..rules.scoring import final_scores
from ..state import GameState, Phase
from .action_value import action_value
from .flood import outlook
from .outlook import Outlook
from .weights import DEFAULT_WEIGHTS, Weights

__all__ = ["Context", "defeat_risk", "evaluate", "evaluate_all"]




def evaluate(state: GameState, player: int, weights: Weights = DEFAULT_WEIGHTS) -> float:
    """The expected final PP of ``player`` in ``state`` (see the module)."""
    return evaluate_all(state, weights)[player]


def evaluate_all(state: GameState, weights: Weights = DEFAULT_WEIGHTS) -> list[float]:
    """:func:`evaluate` for every player, by player index."""
    if state.phase == Phase.OVER:
        scores = final_scores(state)
        if scores.defeat:
            return [weights.defeat_pp] * state.num_players
        return [ln.total + weights.tie_hut * ln.huts_on_board + weights.tie_vatu * ln.vatus_left
                for ln in scores.lines]
    ctx = Context(state, weights)
    return [ctx.value(p) for p in range(state.num_players)]


def defeat_risk(state: GameState, weights: Weights = DEFAULT_WEIGHTS) -> float:
    """R10.3: the chance that the flood defeats every player, from 0 to 1: 1
    after the defeat, else the chance that one of the dikes the table still
    needs (:mod:`vanuatu.bots.flood`) is missing, each with the chance
    :attr:`~vanuatu.bots.weights.Weights.defeat_risk_per_dike`: ``1 - (1 -
    p) ** needed``. Each dike still needed takes the same share of the chance
    to stay afloat, however many are needed, so a search always sees what one
    more dike is worth; 0 without Rising Waters.

    >>> import vanuatu
    >>> game = vanuatu.Game(options=vanuatu.Options(players=3, rising_waters=True), seed=7)
    >>> 0.0 < defeat_risk(game.state) < 1.0
    True
    """
    if not state.options.rising_waters:
        return 0.0
    if state.phase == Phase.OVER:
        return 1.0 if final_scores(state).defeat else 0.0
    needed = outlook(state, weights.flood_chance, weights.future_ocean).needed
    return 1.0 - math.pow(1.0 - min(1.0, weights.defeat_risk_per_dike), needed)


class Context(Outlook):
    """The facts shared by every player's evaluation of one state: the
    :class:`~vanuatu.bots.outlook.Outlook` of the position and the markers
    planned on each action space."""

    def __init__(self, state: GameState, weights: Weights) -> None:
        super().__init__(state, weights)
        self.char_pp = dict(weights.character_pp)
        self.rows = [pl.markers for pl in state.players]
        self.order = state.turn_order()
        self.two_player = state.options.two_player
        self._cache: dict[tuple[int, int, bool, bool], float] = {}

    def value(self, p: int) -> float:
        s = self.state
        pl = s.players[p]
        w = self.w
        e = self.c.end_scoring
        v = float(pl.pp)
        if self.last_round:
            left, pp = converted(pl.vatus + sum(pl.fish) * e.fish_vatus_per_value, self.c)
            v += pp + left / e.vatus_per_pp
        else:
            v += pl.vatus * w.vatu_pp + sum(pl.fish) * self.fish_pp
        v += sum(pl.treasures) * e.treasure_pp_per_value
        v += w.tie_hut * (self.c.huts_per_player - pl.huts_left) + w.tie_vatu * pl.vatus
        for i in self.board.islands:
            k = s.spaces[i].huts.count(p)
            if k:
                v += k * self.hut_value(i)
        if s.options.rising_waters:
            v -= self.doom
            needed = self.flood.needed
            if needed > 0 and pl.vatus and w.dike_vatu_pp:
                # R10.3: a dike costs a Vatu; keep the Vatus for the dikes still needed
                share = math.ceil(needed / s.num_players)
                v += w.dike_vatu_pp * min(pl.vatus, share, 2)
        if self.next_first == p:
            v += e.first_player_pp * self.first_weight
        tok = pl.rest_token
        if tok is not None and tok != "first":
            v += self.rest_pp.get(tok, 0.0)
        if pl.bonus_ready and pl.character is not None and s.phase < Phase.ACTIONS:
            v += self.char_pp.get(pl.character, 0.0)
        if s.phase in (Phase.PLANNING, Phase.ACTIONS) and any(pl.markers):
            v += self.planned(p)
        return v

    # -- planned actions ------------------------------------------------

    def planned(self, p: int, markers: tuple[int, ...] | None = None) -> float:
        """The worth of the actions ``p`` holds the majority on, with ``markers``
        instead of their markers on the board if given."""
        rows = self.rows
        if markers is not None:
            rows = list(rows)
            rows[p] = markers
        return self._planned(rows, p)

    def planned_against(self, p: int, q: int, markers: tuple[int, ...]) -> float:
        """The worth of ``p``'s planned actions when ``q`` has ``markers``."""
        rows = list(self.rows)
        rows[q] = markers
        return self._planned(rows, p)

    def holder(self, a: int) -> int:
        """The player holding the majority on action ``a`` now (R5.1), or -1."""
        return self._holder(self.rows, a)

    def _holder(self, rows: Sequence[tuple[int, ...]], a: int) -> int:
        """The majority holder on ``a`` with these markers (R5.1, R10.1), or -1."""
        best = -1
        best_n = 0
        for q in self.order:
            k = rows[q][a]
            if k > best_n:
                best, best_n = q, k
        if best >= 0 and self.two_player:
            s = self.state
            neutral = s.neutral[a]
            if best_n < neutral:
                return -1
            if best_n == neutral and neutral > 0:
                ch = s.players[best].character
                linked = ch is not None and LINKED_ACTION.get(ch) == a
                if not linked and not (s.governed and s.governed[best] == a):
                    return -1
        return best

    def _contested(self, p: int) -> bool:
        """Whether another player still has markers to place (R4.2)."""
        s = self.state
        return s.phase == Phase.PLANNING and any(
            q.in_hand for i, q in enumerate(s.players) if i != p)

    def _term(self, rows: Sequence[tuple[int, ...]], p: int, a: int, sailing: bool,
              fishing: bool, contested: bool) -> float:
        """The worth of ``p``'s markers on ``a``: 0 without the majority."""
        markers = rows[p]
        if not markers[a] or self._holder(rows, a) != p:
            return 0.0
        key = (p, a, sailing, fishing)
        value = self._cache.get(key)
        if value is None:
            value = self._cache[key] = self.action_value(p, Action(a), sailing, fishing)
        if contested and value:
            lead = markers[a] - max(r[a] for i, r in enumerate(rows) if i != p)
            w = self.w
            if a == Action.BUILD and self.state.options.rising_waters and self.doom > 0:
                # R10.3: secure the Build of a dike with more markers
                value *= min(1.0, w.dike_contested + w.dike_lead_bonus * lead)
            else:
                value *= min(1.0, w.contested + w.lead_bonus * lead)
        return value

    def _planned(self, rows: Sequence[tuple[int, ...]], p: int) -> float:
        markers = rows[p]
        held = [a for a in ACTIONS if markers[a] and self._holder(rows, a) == p]
        if not held:
            return 0.0
        contested = self._contested(p)
        sailing = Action.SAIL in held
        fishing = Action.FISH in held
        return sum(self._term(rows, p, a, sailing, fishing, contested) for a in held)

    def plan_gain(self, p: int, added: Sequence[int]) -> float:
        """How much :meth:`planned` of ``p`` grows with markers added on ``added``
        (computed from the terms that change only, unless Sail or Fish is added)."""
        rows = self.rows
        mine = list(rows[p])
        for a in added:
            mine[a] += 1
        new_rows = list(rows)
        new_rows[p] = tuple(mine)
        if Action.SAIL in added or Action.FISH in added:
            return self._planned(new_rows, p) - self.planned(p)
        sailing = bool(rows[p][Action.SAIL]) and self._holder(rows, Action.SAIL) == p
        fishing = bool(rows[p][Action.FISH]) and self._holder(rows, Action.FISH) == p
        contested = self._contested(p)
        return sum(
            self._term(new_rows, p, a, sailing, fishing, contested)
            - self._term(rows, p, a, sailing, fishing, contested)
            for a in set(added)
        )

    def action_value(self, p: int, a: Action, sailing: bool, fishing: bool) -> float:
        """The worth of ``p`` performing action ``a`` once, from where the boat
        is or (``sailing``) can sail to, having fished first if ``fishing``
        (:func:`vanuatu.bots.action_value.action_value`)."""
        return action_value(self, p, a, sailing, fishing)
