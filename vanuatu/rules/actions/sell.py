"""R6.5 Sell: next to an island with one of the player's huts (the Vendor: no
hut needed), sell one or more fish tokens for (sum of values) x fish price
Vatus; then the price drops one step, once per Sell."""

from __future__ import annotations

from collections import Counter
from itertools import combinations, product

from ...moves import Sell
from ...state import GameState, PlayerState
from ..evolve import replace_player, with_player
from ..money import gain
from ..reports import price_set
from ..violation import Impossibility
from .islands import own_hut_adjacent

RULE = "R6.5"
#: Up to this many tokens, :func:`choices` lists the subsets (at most 2^8).
SMALL = 8


def choices(fish: tuple[int, ...]) -> list[tuple[int, ...]]:
    """Distinct non-empty selections of tokens (fish, or treasure for R7.1), as
    sorted value tuples, in sorted order.

    Tokens of one value are alike, so beyond :data:`SMALL` tokens a selection
    is listed as how many of each value it takes: the product of (count + 1)
    over the values, less the empty one, never the 2^n subsets of n tokens.

    >>> choices((1, 1, 2))
    [(1,), (1, 1), (1, 1, 2), (1, 2), (2,)]
    """
    if len(fish) <= SMALL:  # the usual case: the subsets are few, and quicker to list
        found: set[tuple[int, ...]] = set()
        for k in range(1, len(fish) + 1):
            found.update(combinations(fish, k))
        return sorted(found)
    counts = sorted(Counter(fish).items())
    out = [
        tuple(v for (v, _), k in zip(counts, taken, strict=True) for _ in range(k))
        for taken in product(*(range(n + 1) for _, n in counts))
    ]
    return sorted(t for t in out if t)


def lower_price(state: GameState) -> int:
    """The fish price one step down the track, never below its last space (R6.5)."""
    track = state.options.components.fish_price_track
    i = track.index(state.fish_price) if state.fish_price in track else len(track) - 1
    return track[min(i + 1, len(track) - 1)]


def options(state: GameState, p: int, bonus: bool) -> list[Sell]:
    """Every sale of ``p`` now (R6.5): each distinct choice of their fish tokens,
    where one of their huts is next to the boat, and with the Vendor's bonus
    (R1.8) anywhere."""
    pl = state.players[p]
    out: list[Sell] = []
    if pl.fish:
        if own_hut_adjacent(state, p, pl.boat):
            out.extend(Sell(p, f) for f in choices(pl.fish))
        if bonus:
            out.extend(Sell(p, f, True) for f in choices(pl.fish))
    return out


def bonus_changes(state: GameState, move: Sell) -> bool:
    """Whether the Vendor's bonus changes the sale: only where no own hut is next
    to the boat (R6.5, R1.8, R12.2)."""
    return not own_hut_adjacent(state, move.player, state.players[move.player].boat)


def why_impossible(state: GameState, p: int) -> Impossibility:
    """Why ``p`` cannot sell (R6.5): no fish token, or no island with one of
    their huts next to the boat."""
    if not state.players[p].fish:
        return Impossibility(RULE, "no fish token to sell")
    return Impossibility(RULE, "no island with one of the player's huts next to the boat")


def why_unavailable(state: GameState, move: Sell) -> Impossibility:
    """Why ``move`` is not one of the sales listed now: a fish token ``p`` does not
    hold, no token chosen, or no own hut next to the boat (R6.5)."""
    p = move.player
    pl = state.players[p]
    held = list(pl.fish)
    for v in move.fish:
        if v not in held:
            return Impossibility(RULE, f"P{p} holds no (further) fish token of value {v}")
        held.remove(v)
    if not move.fish:
        return Impossibility(RULE, "choose at least one fish token")
    return Impossibility(RULE, "no island with one of the player's huts next to the boat")


def perform(state: GameState, move: Sell, pl: PlayerState, use: bool) -> GameState:
    """Sell the chosen fish tokens: gain their values times the fish price in
    Vatus (converted as R1.1c says), then the price drops one step (R6.5)."""
    left = list(pl.fish)
    for v in move.fish:
        left.remove(v)
    pl = replace_player(pl, fish=tuple(left))
    pl = gain(pl, state.options.components, vatus=sum(move.fish) * state.fish_price,
              who=move.player, rule=RULE)
    price = price_set(state.fish_price, lower_price(state), RULE)
    return with_player(state, move.player, pl, fish_price=price)
