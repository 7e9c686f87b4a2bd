"""Chance events (R2, R3.2, R3.3, R3.7): their outcomes with probabilities,
and their effect. A state never holds a future draw: what a pile may still
yield is derived from what has been seen."""

from __future__ import annotations

from fractions import Fraction
from itertools import combinations, permutations

import attrs

from ..moves import ChanceMove
from ..state import GameState, Phase, PreparationStep, SetupStep, SpaceState
from .common import Refusal

#: Characters offered each round with two players (R10.1).
OFFERED = 5


_SETUP_EVENT: dict[int, str] = {
    SetupStep.START_TILES: "start",
    SetupStep.STACK: "tile",
    SetupStep.DEMAND: "demand",
    SetupStep.TOURISTS: "tourist",
    SetupStep.FIRST_PLAYER: "first",
}
_PREPARATION_EVENT: dict[int, str] = {
    PreparationStep.DIE: "die",
    PreparationStep.TOURISTS: "tourist",
    PreparationStep.DEMAND: "demand",
    PreparationStep.REVEAL: "tile",
}


def pending_event(state: GameState) -> str | None:
    """The chance event the game waits for, or ``None``."""
    ph, st = state.phase, state.step
    if ph == Phase.SETUP:
        return _SETUP_EVENT.get(st)
    if ph == Phase.PREPARATION:
        return _PREPARATION_EVENT.get(st)
    if ph == Phase.CHARACTERS and state.options.two_player and not state.offered:
        return "characters"
    return None


def next_stack_tiles(state: GameState) -> tuple[str, ...]:
    """The tiles the next reveal of the stack may show (R2.2)."""
    c = state.options.components
    if state.tiles_revealed >= c.stack_size:
        return ()
    letter = c.stack_letters[state.tiles_revealed % len(c.stack_letters)]
    used = set(state.board) | set(state.upcoming)
    return tuple(t for t in c.stack_tiles[letter] if t not in used)


def outcomes(state: GameState) -> list[tuple[ChanceMove, float]]:
    """Every outcome of the pending chance event with its probability."""
    ev = pending_event(state)
    if ev is None:
        return []
    pairs: list[tuple[ChanceMove, Fraction]] = []
    c = state.options.components
    if ev == "start":
        perms = sorted(set(permutations(c.start_ocean_tiles)))
        pairs = [(ChanceMove("start", p), Fraction(1, len(perms))) for p in perms]
    elif ev == "tile":
        tiles = next_stack_tiles(state)
        pairs = [(ChanceMove("tile", t), Fraction(1, len(tiles))) for t in tiles]
    elif ev == "demand":
        pile = state.demand_pile
        pairs = [(ChanceMove("demand", t), Fraction(1, len(pile))) for t in pile]
    elif ev == "tourist":
        pile = state.tourist_pile
        pairs = [
            (ChanceMove("tourist", v), Fraction(pile.count(v), len(pile)))
            for v in sorted(set(pile))
        ]
    elif ev == "first":
        n = state.num_players
        pairs = [(ChanceMove("first", i), Fraction(1, n)) for i in range(n)]
    elif ev == "characters":
        eligible = [ch for ch in c.characters if ch not in state.offered_before]
        combos = list(combinations(eligible, min(OFFERED, len(eligible))))
        pairs = [(ChanceMove("characters", k), Fraction(1, len(combos))) for k in combos]
    elif ev == "die":
        pairs = [(ChanceMove("die", v), Fraction(1, 6)) for v in range(1, 7)]
    return [(m, float(p)) for m, p in pairs]


#: The rule each chance event follows, at setup and during the rounds.
_SETUP_RULE = {"start": "R2.1", "tile": "R2.2", "demand": "R2.3", "tourist": "R2.4",
               "first": "R2.8"}
_ROUND_RULE = {"tourist": "R3.2", "demand": "R3.3", "tile": "R3.7", "characters": "R10.1",
               "die": "R10.3"}


def refuse(state: GameState, move: ChanceMove) -> Refusal | None:
    ev = pending_event(state)
    if ev is None:
        return "R2", "no chance event is pending"
    if move.event != ev:
        return "R2", f"the pending chance event is {ev!r}, not {move.event!r}"
    possible = [m for m, _ in outcomes(state)]
    if move not in possible:
        rule = _SETUP_RULE[ev] if state.phase == Phase.SETUP else _ROUND_RULE[ev]
        shown = [" ".join(map(str, m.outcome)) if isinstance(m.outcome, tuple) else str(m.outcome)
                 for m in possible]
        listed = ", ".join(shown[:8]) + (", ..." if len(shown) > 8 else "")
        seen = ev == "demand" and move.outcome in (
            *(t for t, _ in state.demand_display), *state.demand_discards
        )
        why = "was already revealed" if seen else "is not a possible outcome"
        return rule, f"{ev} {move.outcome!r} {why} (possible now: {listed})"
    return None


def apply_chance(state: GameState, move: ChanceMove) -> GameState:
    c = state.options.components
    ev = move.event
    if ev == "start":
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
    if ev == "tile":
        assert isinstance(outcome, str)
        return attrs.evolve(state, upcoming=state.upcoming + (outcome,),
                            tiles_revealed=state.tiles_revealed + 1)
    if ev == "characters":
        assert isinstance(outcome, tuple)
        return attrs.evolve(state, offered=outcome)
    assert isinstance(outcome, int)  # a demand tile, a tourist value, the die, a player
    if ev == "demand":
        pile = list(state.demand_pile)
        pile.remove(outcome)
        return attrs.evolve(state, demand_pile=tuple(pile),
                            demand_display=state.demand_display + ((outcome, ()),))
    if ev == "tourist":
        tourists = list(state.tourist_pile)
        tourists.remove(outcome)
        return attrs.evolve(state, tourist_pile=tuple(tourists), tourist_tile=outcome,
                            tourists_waiting=outcome)
    if ev == "die":
        return attrs.evolve(state, flood_in=outcome)
    assert ev == "first"
    return attrs.evolve(state, first_player=outcome)


__all__ = ["apply_chance", "next_stack_tiles", "outcomes", "pending_event", "refuse"]
