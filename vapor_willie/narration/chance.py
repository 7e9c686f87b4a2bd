"""A chance event in English words, for :mod:`vapor_willie.narration`: what was drawn,
unless the viewer may not see it (VW12).

>>> import vapor_willie as vw
>>> state = vw.new_game(vw.Options(players=2))
>>> move, chance = vw.chance_outcomes(state)[0]
>>> draw(state, move, None)  # doctest: +ELLIPSIS
'A cube is drawn for island I1: ...'
"""

from __future__ import annotations

from ..moves import ChanceMove
from ..state import GameState

__all__ = ["draw"]


def draw(before: GameState, move: ChanceMove, viewer: int | None) -> str:
    """The sentence of the chance event ``move`` in ``before``."""
    step = before.step
    what = " ".join(move.outcome)
    kind = step.kind if step is not None else ""
    if move.event == "cube":
        if kind == "island":
            c = before.options.components.river(before.river)
            island = c.islands[step.n].id if step is not None and step.n < len(c.islands) \
                else "?"
            return f"A cube is drawn for island {island}: {what}."
        if kind == "restock":
            return f"Restock: a {what} is drawn for an island."
        target = step.target if step is not None else -1
        return f"P{target} draws a {what} from the bag." if target >= 0 else \
            f"A {what} is drawn from the bag."
    if move.event == "objective":
        target = step.target if step is not None else -1
        if viewer is not None and viewer != target:
            return f"P{target} draws an objective card."
        return f"P{target} draws objective card {what}."
    if move.event == "port":
        card = before.options.components.port_card(what) if what else None
        icons = ", ".join(card.player + card.everyone) if card else ""
        return f"Port card {what} is turned face up ({icons})."
    if move.event == "first":
        return f"{what} will play first."
    return f"Chance: {what}."
