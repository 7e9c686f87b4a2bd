"""R10.1: with two players, the characters offered this round: a set of five
drawn among those not offered the round before (R12.8: one canonical order)."""

from __future__ import annotations

from itertools import combinations
from math import comb

from ...moves import ChanceEvent, ChanceMove
from ...state import GameState
from ..evolve import replace_state

EVENT = ChanceEvent.CHARACTERS
#: The rule of the event at setup and during the rounds (it occurs in the rounds only).
RULES = ("R10.1", "R10.1")
#: Characters offered each round with two players (R10.1).
OFFERED = 5


def offer_eligible(state: GameState) -> list[str]:
    """The characters that may be offered this round with two players (R10.1):
    those not offered the round before, in the catalog's order."""
    return [ch for ch in state.options.components.characters if ch not in state.offered_before]


def waiting(state: GameState) -> bool:
    """Whether nothing is offered yet this round."""
    return not state.offered


def outcomes(state: GameState) -> list[tuple[ChanceMove, float]]:
    """Each set of the eligible characters, equally likely."""
    eligible = offer_eligible(state)
    offers = list(combinations(eligible, min(OFFERED, len(eligible))))
    return [(ChanceMove(EVENT, k), 1 / len(offers)) for k in offers]


def count(state: GameState) -> int:
    """How many offers :func:`outcomes` lists (up to 462), counted without listing them."""
    n = len(offer_eligible(state))
    return comb(n, min(OFFERED, n))


def admits(state: GameState, move: ChanceMove) -> bool:
    """Whether the offer is one of :func:`outcomes`, checked without listing them:
    a combination of the eligible characters, in the canonical order of a move
    (R12.8)."""
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
    return ChanceMove(EVENT, combination) == move


def refusal(state: GameState, move: ChanceMove) -> str:
    return "is not a possible outcome"


def perform(state: GameState, move: ChanceMove) -> GameState:
    outcome = move.outcome
    assert isinstance(outcome, tuple)
    return replace_state(state, offered=outcome)
