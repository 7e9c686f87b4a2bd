"""What a position is worth to each player, in expected final PP.

:func:`evaluate` projects a player's final score (R8) from a position. It is the
heuristic bot's whole judgement and the ISMCTS bot's evaluation at the end of
its playouts. The terms, in PP:

* **PP held** (``pp``).
* **Money.** A Vatu in play is worth :attr:`Weights.vatu_pp` (the conversion of
  R1.1c turns 10 Vatus into 5 PP, so 0.5); a fish token
  :attr:`Weights.fish_pp_per_value` per value while it can still be sold. In
  the last round the Vatus and fish are scored as R8.1 and R8.3 will: fish sold
  at 1 Vatu per value, the 10-Vatu conversion, 1 PP per 3 Vatus left.
* **Treasure** tokens: 2 PP per value (R8.4).
* **Huts:** 2 PP per tourist expected on their island at the end (R8.5): the
  tourists there now, plus a share of the tourists still to come (the tourist
  tiles left, :attr:`Weights.tourist_share` of them transported), split among
  the islands with room in proportion to their huts; with Rising Waters, minus
  the water penalty (R10.3) at the water expected at the end.
* **First Player** at the end (R8.2): 3 PP, weighed by how late the game is;
  the holder of the ``first`` rest token is the next First Player (R5.9).
* **Own rest token** not yet revealed: its bonus (R1.7).
* **Character bonus** still to use (R1.8), while it can still be planned for.
* **Planned actions** (R4, R5): for each action space where the player holds
  the majority (R5.1), the value of performing that action from where the boat
  is or can sail to (fish, treasure, a sale, the best export, a drawing, a hut,
  a tourist, a rest token), times the chance of keeping the majority while
  other players still have markers to place.

* **Tie-breakers** (R8): a hundredth of a PP per hut on the board, a
  thousandth per Vatu, so that of two equal scores the one that wins the tie
  is preferred.

A finished game is worth its exact final score (with the tie-breakers); a
Rising Waters defeat (R10.3) is worth :attr:`Weights.defeat_pp` to everyone.

>>> import vanuatu
>>> game = vanuatu.Game(players=3, seed=7)
>>> values = evaluate_all(game.state)
>>> len(values), all(v > 0 for v in values)
(3, True)
"""

from __future__ import annotations

from collections.abc import Sequence

import attrs

from ..components import ACTIONS, LINKED_ACTION, Action
from ..rules.actions import export_to_display
from ..rules.facts import cube_supply, info
from ..rules.money import converted
from ..rules.scoring import final_scores
from ..state import GameState, Phase, PlayerState

__all__ = ["DEFAULT_WEIGHTS", "Weights", "evaluate", "evaluate_all"]


@attrs.frozen
class Weights:
    """The constants of the evaluation (PP)."""

    #: A Vatu in play (R1.1c: 10 Vatus make 5 PP).
    vatu_pp: float = 0.5
    #: A fish token, per value, while rounds remain to sell it, and in the last round.
    fish_pp_per_value: float = 0.9
    fish_pp_last_round: float = 0.4
    #: Fraction of the tourists still to come that end up on an island.
    tourist_share: float = 0.6
    #: A tourist transported now, per own hut on its island (besides the Vatus).
    tourist_now_per_own_hut: float = 1.4
    #: Chance of keeping a majority while others still place markers, and per marker of lead.
    contested: float = 0.6
    lead_bonus: float = 0.2
    #: A planned Sail (its worth is mostly in the places it reaches).
    sail_pp: float = 0.2
    #: Rest tokens (R1.7) besides ``first``.
    rest_pp: tuple[tuple[str, float], ...] = (("vatu", 0.5), ("point", 1.0), ("both", 1.5))
    #: Worth of a character bonus not yet used, at character selection and planning.
    character_pp: tuple[tuple[str, float], ...] = (
        ("navigator", 1.0), ("fisherman", 1.5), ("vendor", 0.5), ("diver", 1.2),
        ("builder", 1.5), ("buyer", 2.0), ("artist", 1.5), ("guide", 1.0),
        ("beggar", 0.2), ("preacher", 1.0), ("governor", 1.0),
    )
    #: Everyone's value after a Rising Waters defeat (R10.3).
    defeat_pp: float = -50.0
    #: The tie-breakers of R8, as fractions of a PP: huts on the board, then Vatus left.
    tie_hut: float = 0.01
    tie_vatu: float = 0.001


DEFAULT_WEIGHTS = Weights()


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


class Context:
    """The facts shared by every player's evaluation of one state."""

    def __init__(self, state: GameState, weights: Weights) -> None:
        self.state = state
        self.w = weights
        c = state.options.components
        self.c = c
        self.board = info(state)
        self.last_round = state.round >= c.rounds
        self.rounds_left = c.rounds - state.round
        self.char_pp = dict(weights.character_pp)
        self.rest_pp = dict(weights.rest_pp)
        self._tourists: dict[int, float] | None = None
        self.rows = [pl.markers for pl in state.players]
        self.order = state.turn_order()
        self.two_player = state.options.two_player
        self._cache: dict[tuple[int, int, bool, bool], float] = {}
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

    def _water_penalty(self, i: int) -> float:
        """R10.3: the penalty of one hut on island ``i`` at the water expected at the end."""
        s = self.state
        sp = s.spaces[i]
        c = self.c
        floods = sum(1 for r in c.die_rounds if r > s.round)
        if s.flood_in is not None:
            floods += 1
        rise = sum(1 for j in self.board.ocean_nb[i] if j not in sp.dikes)
        water = min(c.submerged_at, sp.water + 0.5 * floods * rise)
        if water >= c.submerged_at:
            return 2.0 * self.tourists.get(i, 0.0) + 2 * c.submerged_at - 1
        return 2 * water - 1 if water >= 1 else 0.0

    def hut_value(self, i: int) -> float:
        """What one hut on island ``i`` scores at the end, expected (R8.5, R10.3)."""
        v = self.c.end_scoring.hut_pp_per_tourist * self.tourists.get(i, 0.0)
        if self.state.options.rising_waters:
            v -= self._water_penalty(i)
        return v

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
            value *= min(1.0, self.w.contested + self.w.lead_bonus * lead)
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

    def _reach(self, s: GameState, pl: PlayerState, sailing: bool) -> tuple[int, ...]:
        """Where the boat is, or can end a planned Sail (R6.1)."""
        if not sailing:
            return (pl.boat,)
        steps = self.c.sail_max_steps
        free = pl.character == "navigator" and pl.bonus_ready
        k = steps if free else min(steps, pl.vatus)
        ends = {pl.boat}
        for j in range(k):
            ends.update(self.board.walks[j][pl.boat])
        return tuple(ends)

    def action_value(self, p: int, a: Action, sailing: bool, fishing: bool) -> float:
        """The worth of ``p`` performing action ``a`` once, from where the boat
        is or (``sailing``) can sail to, having fished first if ``fishing``."""
        s = self.state
        pl = s.players[p]
        reach = self._reach(s, pl, sailing)
        fish_gain = max(s.spaces[i].fish for i in reach) if fishing else 0
        vatus = pl.vatus
        w = self.w
        c = self.c
        bonus = pl.bonus_ready and pl.character is not None and LINKED_ACTION.get(
            pl.character) == a
        b = self.board
        if a == Action.SAIL:
            return w.sail_pp
        if a == Action.FISH:
            return fish_gain * (self.fish_pp + (1.0 if bonus else 0.0))
        if a == Action.EXPLORE:
            n = max(s.spaces[i].treasure for i in reach)
            return n * (c.end_scoring.treasure_pp_per_value + (w.vatu_pp if bonus else 0.0))
        if a == Action.REST:
            if pl.rest_token is not None or not s.rest_available:
                return 0.0
            best = 0.0
            for t in s.rest_available:
                if t == "first":
                    gain = 0.0 if self.next_first == p else (
                        c.end_scoring.first_player_pp * self._first_weight(s.round + 1))
                else:
                    gain = self.rest_pp.get(t, 0.0)
                best = max(best, gain)
            return best
        islands = {j for i in reach for j in b.island_nb[i]}
        if not islands:
            return 0.0
        if a == Action.SELL:
            fish = sum(pl.fish) + fish_gain
            if not fish:
                return 0.0
            if not bonus and not any(p in s.spaces[j].huts for j in islands):
                return 0.0
            return max(0.0, fish * (s.fish_price * w.vatu_pp - self.fish_pp))
        if a == Action.DRAW:
            if any(self._room(s, j, 1) for j in islands):
                return float(c.artist_pp if bonus else c.draw_pp)
            return 0.0
        if a == Action.BUILD:
            cost = c.builder_cost if bonus else c.build_cost
            if pl.huts_left <= 0 or vatus < cost:
                return 0.0
            huts = [self.hut_value(j) for j in islands if self._room(s, j, 0)]
            return max(0.0, max(huts) - cost * w.vatu_pp) if huts else 0.0
        if a == Action.TRANSPORT:
            if s.tourists_waiting <= 0:
                return 0.0
            best = 0.0
            for j in islands:
                if self._room(s, j, 2):
                    sp = s.spaces[j]
                    gain = (len(sp.huts) * w.vatu_pp
                            + sp.huts.count(p) * w.tourist_now_per_own_hut)
                    if bonus:
                        gain += c.guide_pp_per_drawing * sp.drawings
                    best = max(best, gain)
            return best
        if a == Action.BUY:
            best = 0.0
            supply: tuple[int, int, int] | None = None
            for j in islands:
                cubes = s.spaces[j].cubes
                for g in range(3):
                    price = c.goods_price[g]
                    if not cubes[g] or price > vatus:
                        continue
                    done = export_to_display(c, s.demand_display, g)
                    gain = -price * w.vatu_pp
                    if done is not None:
                        gain += done[1]
                        if bonus:
                            supply = supply or cube_supply(s)
                            again = export_to_display(c, done[0], g)
                            if again is not None and supply[g] > 0:
                                gain += again[1]
                    best = max(best, gain)
            return best
        return 0.0

    def _room(self, s: GameState, i: int, kind: int) -> bool:
        """Room on island ``i`` for a hut (0), a drawing (1) or a tourist (2)."""
        tile = s.board[i]
        assert tile is not None
        spec = self.c.tile(tile)
        sp = s.spaces[i]
        if kind == 0:
            return len(sp.huts) < spec.huts
        if kind == 1:
            return sp.drawings < spec.drawings
        return sp.tourists < spec.tourists
