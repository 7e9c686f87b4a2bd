"""Chance events (R2, R3.2, R3.3, R3.7): their outcomes with probabilities,
and their effect. A state never holds a future draw: what a pile may still
yield is derived from what has been seen."""

from __future__ import annotations

from itertools import combinations, permutations
from math import comb

import attrs

from ..moves import ChanceEvent, ChanceMove
from ..state import GameState, Phase, SpaceState, step_event
from .violation import Violation

#: Characters offered each round with two players (R10.1).
OFFERED = 5
#: The faces of the Rising Waters die (R10.3).
DIE_FACES = tuple(range(1, 7))


def pending_event(state: GameState) -> ChanceEvent | None:
    """The chance event the game waits for, or ``None`` (also while the automatic
    steps of :mod:`vanuatu.rules.flow` have not yet handed the turn to chance;
    :attr:`~vanuatu.GameState.pending_chance` is the public view)."""
    return step_event(state)


def next_stack_tiles(state: GameState) -> tuple[str, ...]:
    """The tiles the next reveal of the stack may show (R2.2)."""
    c = state.options.components
    if state.tiles_revealed >= c.stack_size:
        return ()
    letter = c.stack_letters[state.tiles_revealed % len(c.stack_letters)]
    used = set(state.board) | set(state.upcoming)
    return tuple(t for t in c.stack_tiles[letter] if t not in used)


def chance_outcomes(state: GameState) -> list[tuple[ChanceMove, float]]:
    """Every outcome of the pending chance event with its probability."""
    ev = pending_event(state)
    if ev is None:
        return []
    c = state.options.components
    # each probability is ``count / total`` of two ints: the correctly rounded float
    # of the exact fraction
    if ev == ChanceEvent.START:
        perms = sorted(set(permutations(c.start_ocean_tiles)))
        return [(ChanceMove(ChanceEvent.START, p), 1 / len(perms)) for p in perms]
    if ev == ChanceEvent.TILE:
        tiles = next_stack_tiles(state)
        return [(ChanceMove(ChanceEvent.TILE, t), 1 / len(tiles)) for t in tiles]
    if ev == ChanceEvent.DEMAND:
        pile = state.demand_pile
        return [(ChanceMove(ChanceEvent.DEMAND, t), 1 / len(pile)) for t in pile]
    if ev == ChanceEvent.TOURIST:
        pile = state.tourist_pile
        return [
            (ChanceMove(ChanceEvent.TOURIST, v), pile.count(v) / len(pile))
            for v in sorted(set(pile))
        ]
    if ev == ChanceEvent.FIRST:
        n = len(state.players)
        return [(ChanceMove(ChanceEvent.FIRST, i), 1 / n) for i in range(n)]
    if ev == ChanceEvent.CHARACTERS:
        eligible = offer_eligible(state)
        combos = list(combinations(eligible, min(OFFERED, len(eligible))))
        return [(ChanceMove(ChanceEvent.CHARACTERS, k), 1 / len(combos)) for k in combos]
    return [(ChanceMove(ChanceEvent.DIE, v), 1 / len(DIE_FACES)) for v in DIE_FACES]


def offer_eligible(state: GameState) -> list[str]:
    """The characters that may be offered this round with two players (R10.1):
    those not offered the round before, in the catalog's order."""
    return [ch for ch in state.options.components.characters if ch not in state.offered_before]


def outcome_count(state: GameState) -> int:
    """How many outcomes :func:`chance_outcomes` lists, counted without listing
    them (the two-player character offer has up to 462)."""
    ev = pending_event(state)
    if ev is None:
        return 0
    if ev == ChanceEvent.CHARACTERS:
        n = len(offer_eligible(state))
        return comb(n, min(OFFERED, n))
    if ev == ChanceEvent.TILE:
        return len(next_stack_tiles(state))
    if ev == ChanceEvent.DEMAND:
        return len(state.demand_pile)
    if ev == ChanceEvent.TOURIST:
        return len(set(state.tourist_pile))
    if ev == ChanceEvent.FIRST:
        return len(state.players)
    if ev == ChanceEvent.DIE:
        return len(DIE_FACES)
    return len(chance_outcomes(state))


def is_outcome(state: GameState, move: ChanceMove) -> bool:
    """Whether ``move`` is among :func:`chance_outcomes` (the pending event's
    outcomes), checked without listing a two-player character offer."""
    ev = pending_event(state)
    if ev is None or move.event != ev:
        return False
    if ev == ChanceEvent.CHARACTERS:
        # the listed offers: each combination of the eligible characters, in the
        # canonical order of a move (R12.8)
        eligible = offer_eligible(state)
        offer = move.outcome
        if (
            not isinstance(offer, tuple)
            or len(offer) != min(OFFERED, len(eligible))
            or len(set(offer)) != len(offer)
            or not all(ch in eligible for ch in offer)
        ):
            return False
        combination = tuple(sorted(offer, key=eligible.index))
        return ChanceMove(ChanceEvent.CHARACTERS, combination) == move
    return any(m == move for m, _ in chance_outcomes(state))


#: The rule each chance event follows, at setup and during the rounds.
_E = ChanceEvent
_SETUP_RULE = {_E.START: "R2.1", _E.TILE: "R2.2", _E.DEMAND: "R2.3", _E.TOURIST: "R2.4",
               _E.FIRST: "R2.8"}
_ROUND_RULE = {_E.TOURIST: "R3.2", _E.DEMAND: "R3.3", _E.TILE: "R3.7", _E.CHARACTERS: "R10.1",
               _E.DIE: "R10.3"}


def refuse_chance(state: GameState, move: ChanceMove) -> Violation | None:
    """Why a chance move is refused (R2, R3, R10), or ``None`` if it is a possible outcome."""
    ev = pending_event(state)
    if ev is None:
        return Violation(move, "R2", "no chance event is pending")
    if move.event != ev:
        return Violation(move, "R2", f"the pending chance event is {ev!r}, not {move.event!r}")
    if not is_outcome(state, move):
        possible = [m for m, _ in chance_outcomes(state)]
        rule = _SETUP_RULE[ev] if state.phase == Phase.SETUP else _ROUND_RULE[ev]
        shown = [" ".join(map(str, m.outcome)) if isinstance(m.outcome, tuple) else str(m.outcome)
                 for m in possible]
        listed = ", ".join(shown[:8]) + (", ..." if len(shown) > 8 else "")
        seen = ev == ChanceEvent.DEMAND and (
            move.outcome in state.demand_discards
            or any(t == move.outcome for t, _ in state.demand_display)
        )
        why = "was already revealed" if seen else "is not a possible outcome"
        return Violation(move, rule, f"{ev} {move.outcome!r} {why} (possible now: {listed})")
    return None


def apply_chance(state: GameState, move: ChanceMove) -> GameState:
    """The effect of a possible outcome of the pending chance event."""
    c = state.options.components
    ev = move.event
    if ev == ChanceEvent.START:
        board = list(state.board)
        spaces = list(state.spaces)
        assert isinstance(move.outcome, tuple)
        blank = -1
        for space, tile in zip(c.start_spaces, move.outcome, strict=True):
            i = c.space_index[space]
            spec = c.tile(tile)
            board[i] = tile
            spaces[i] = SpaceState(fish=spec.fish, treasure=spec.treasure)
            if tile == c.boat_start_tile:
                blank = i
        players = tuple(attrs.evolve(p, boat=blank) for p in state.players)
        return attrs.evolve(state, board=tuple(board), spaces=tuple(spaces), players=players)
    outcome = move.outcome
    if ev == ChanceEvent.TILE:
        assert isinstance(outcome, str)
        return attrs.evolve(state, upcoming=state.upcoming + (outcome,),
                            tiles_revealed=state.tiles_revealed + 1)
    if ev == ChanceEvent.CHARACTERS:
        assert isinstance(outcome, tuple)
        return attrs.evolve(state, offered=outcome)
    assert isinstance(outcome, int)  # a demand tile, a tourist value, the die, a player
    if ev == ChanceEvent.DEMAND:
        pile = list(state.demand_pile)
        pile.remove(outcome)
        return attrs.evolve(state, demand_pile=tuple(pile),
                            demand_display=state.demand_display + ((outcome, ()),))
    if ev == ChanceEvent.TOURIST:
        tourists = list(state.tourist_pile)
        tourists.remove(outcome)
        return attrs.evolve(state, tourist_pile=tuple(tourists), tourist_tile=outcome,
                            tourists_waiting=outcome)
    if ev == ChanceEvent.DIE:
        return attrs.evolve(state, flood_in=outcome)
    assert ev == ChanceEvent.FIRST
    return attrs.evolve(state, first_player=outcome)


__all__ = [
    "apply_chance",
    "chance_outcomes",
    "is_outcome",
    "next_stack_tiles",
    "offer_eligible",
    "outcome_count",
    "pending_event",
    "refuse_chance",
]
