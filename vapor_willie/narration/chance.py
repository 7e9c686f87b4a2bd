"""A chance event in words, for :mod:`vapor_willie.narration`: what was drawn, unless
the viewer may not see it (VW12), in the language asked for.

>>> import vapor_willie as vw
>>> state = vw.new_game(vw.Options(players=2))
>>> move, chance = vw.chance_outcomes(state)[0]
>>> draw(state, move, None)  # doctest: +ELLIPSIS
'A cube is drawn for island I1: ...'
>>> draw(state, move, None, "pt")  # doctest: +ELLIPSIS
'Um cubo é sorteado para a ilha I1: ...'
"""

from __future__ import annotations

from tabletop.translation import list_separator

from ..moves import ChanceMove
from ..names import name
from ..state import GameState
from ..translation import translate as _

__all__ = ["draw"]


def draw(before: GameState, move: ChanceMove, viewer: int | None, lang: str = "en") -> str:
    """The sentence of the chance event ``move`` in ``before``, in ``lang``."""
    step = before.step
    what = " ".join(move.outcome)
    kind = step.kind if step is not None else ""
    if move.event == "cube":
        if lang != "en":  # the cube's name in the language (English: its id, as before)
            what = " ".join(name("cube", cube, lang) for cube in move.outcome)
        if kind == "island":
            c = before.options.components.river(before.river)
            island = c.islands[step.n].id if step is not None and step.n < len(c.islands) \
                else "?"
            return _("A cube is drawn for island {island}: {cube}.", lang).format(
                island=island, cube=what)
        if kind == "restock":
            return _("Restock: a {cube} is drawn for an island.", lang).format(cube=what)
        target = step.target if step is not None else -1
        if target >= 0:
            return _("{player} draws a {cube} from the bag.", lang).format(
                player=f"P{target}", cube=what)
        return _("A {cube} is drawn from the bag.", lang).format(cube=what)
    if move.event == "objective":
        target = step.target if step is not None else -1
        if viewer is not None and viewer != target:
            return _("{player} draws an objective card.", lang).format(player=f"P{target}")
        return _("{player} draws objective card {card}.", lang).format(
            player=f"P{target}", card=what)
    if move.event == "port":
        card = before.options.components.port_card(what) if what else None
        icons = ", ".join(card.player + card.everyone) if card else ""
        if card and lang != "en":  # the icons by name (English: their ids, as before)
            icons = list_separator(lang).join(name("icon", icon, lang)
                                              for icon in card.player + card.everyone)
        return _("Port card {card} is turned face up ({icons}).", lang).format(
            card=what, icons=icons)
    if move.event == "first":
        return _("{player} will play first.", lang).format(player=what)
    return _("Chance: {outcome}.", lang).format(outcome=what)
