"""R2.3, R3.3: a demand tile drawn from the pile onto the display (when the
pile is empty, :mod:`vanuatu.rules.flow` first shuffles the discards into a
new one, R3.3)."""

from __future__ import annotations

from ...moves import ChanceEvent, ChanceMove
from ...state import GameState
from ..evolve import replace_state

EVENT = ChanceEvent.DEMAND
#: The rule of the event at setup and during the rounds.
RULES = ("R2.3", "R3.3")


def waiting(state: GameState) -> bool:
    """Whether the display has room for a tile and the pile holds one."""
    c = state.options.components
    return len(state.demand_display) < c.demand_display_size and bool(state.demand_pile)


def outcomes(state: GameState) -> list[tuple[ChanceMove, float]]:
    """Each tile of the pile, equally likely."""
    pile = state.demand_pile
    return [(ChanceMove(EVENT, t), 1 / len(pile)) for t in pile]


def count(state: GameState) -> int:
    return len(state.demand_pile)


def admits(state: GameState, move: ChanceMove) -> bool:
    return move.outcome in state.demand_pile


def refusal(state: GameState, move: ChanceMove) -> str:
    """A tile on the display or among the discards was already revealed."""
    o = move.outcome
    if o in state.demand_discards or any(t == o for t, _ in state.demand_display):
        return "was already revealed"
    return "is not a possible outcome"


def perform(state: GameState, move: ChanceMove) -> GameState:
    """The tile leaves the pile for the display, with no cube yet."""
    outcome = move.outcome
    assert isinstance(outcome, int)
    pile = list(state.demand_pile)
    pile.remove(outcome)
    return replace_state(state, demand_pile=tuple(pile),
                         demand_display=state.demand_display + ((outcome, ()),))
