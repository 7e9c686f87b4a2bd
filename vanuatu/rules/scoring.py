"""End of game and final scoring (R8)."""

from __future__ import annotations

import attrs

from ..state import GameState
from .checks import check_state
from .money import converted


@attrs.frozen
class ScoreLine:
    """One player's final score, item by item (R8)."""

    player: int
    #: PP held when the game ended (before the R8 items).
    pp_in_play: int
    #: R8.1: PP from the 10-Vatu conversion when the fish tokens are sold at the
    #: end (1 Vatu per value); the Vatus left over count in :attr:`vatus_left` and R8.3.
    fish: int
    #: R8.2: First Player bonus.
    first_player: int
    #: R8.3: 1 PP per 3 Vatus left (after the fish sale).
    vatus: int
    #: R8.4: treasure tokens kept.
    treasures: int
    #: R8.5: huts, per tourist on their island.
    huts: int
    #: R10.3: water penalty on huts (negative or 0).
    water: int
    #: The sum of the items above: the final PP.
    total: int
    #: Tie-breakers: huts on the board and Vatus left (after R8.1).
    huts_on_board: int
    vatus_left: int
    #: Place: 1 for the winner(s), equal for tied players, the next place skipping
    #: as many as are tied (1, 1, 3).
    rank: int = 0


@attrs.frozen
class FinalScores:
    """The result of :func:`vanuatu.final_scores`."""

    lines: tuple[ScoreLine, ...]
    #: True when the game ended in the defeat of all players (R10.3).
    defeat: bool = False

    @property
    def totals(self) -> tuple[int, ...]:
        """Each player's total, by player index."""
        return tuple(line.total for line in self.lines)

    @property
    def ranking(self) -> tuple[tuple[int, ...], ...]:
        """Players grouped by place, best first; tied players share a place."""
        places: dict[int, list[int]] = {}
        for line in self.lines:
            places.setdefault(line.rank, []).append(line.player)
        return tuple(tuple(places[r]) for r in sorted(places))

    @property
    def winners(self) -> tuple[int, ...]:
        """The players in first place; empty after a Rising Waters defeat (R10.3)."""
        return () if self.defeat else self.ranking[0]


def final_scores(state: GameState) -> FinalScores:
    """The R8 breakdown of every player at the end of the game.

    May be called on any state; before the end it shows what the players would
    score if the game ended now.
    """
    check_state(state, "final_scores")
    c = state.options.components
    e = c.end_scoring
    lines = []
    for p, pl in enumerate(state.players):
        v, fish_pp = converted(pl.vatus + sum(pl.fish) * e.fish_vatus_per_value, c)
        first = e.first_player_pp if p == state.first_player else 0
        vat = v // e.vatus_per_pp
        tre = sum(pl.treasures) * e.treasure_pp_per_value
        huts = 0
        water = 0
        on_board = 0
        for sp in state.spaces:
            k = sp.huts.count(p)
            if k:
                on_board += k
                huts += k * sp.tourists * e.hut_pp_per_tourist
                if state.options.rising_waters and sp.water:
                    water -= k * (2 * sp.water - 1)
        total = pl.pp + fish_pp + first + vat + tre + huts + water
        lines.append(ScoreLine(p, pl.pp, fish_pp, first, vat, tre, huts, water, total,
                               on_board, v))
    keys = {ln.player: (ln.total, ln.huts_on_board, ln.vatus_left) for ln in lines}
    ranked = []
    for ln in lines:
        better = sum(1 for q, k in keys.items() if k > keys[ln.player])
        ranked.append(attrs.evolve(ln, rank=better + 1))
    return FinalScores(tuple(ranked), defeat=state.defeat)
