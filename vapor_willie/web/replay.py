"""The one-file replay page of a served game for one seat (``/games/{id}/replay``):
every position as the seat saw it (VW12), the moves written as the seat may read them
(:func:`vapor_willie.web.views.shown_move`), in the shared page of :mod:`tabletop.page`.

>>> import vapor_willie as vw
>>> html = seat_page(vw.Game(players=2, seed=1), 1)  # P0 has drawn two cards
>>> html.startswith("<!DOCTYPE html>") and "reveal objective hidden" in html
True
"""

from __future__ import annotations

from tabletop.page import Frame
from tabletop.page import page as page_shell
from tabletop.web.seats import shown_names

from ..game import Game
from ..narration import narrate
from ..svg import board
from ..viewer import PHONE_SCRIPT, score_table
from .views import shown_move
from .words import translate as _

__all__ = ["seat_page"]


def seat_page(game: Game, player: int | None, lang: str = "en") -> str:
    """The replay page of ``game`` as ``player`` saw it (``None``: every card face up),
    its words and pictures in ``lang``."""
    states, moves = game.states, game.moves
    frames = [Frame(board(states[0], player, lang), "",
                    [_("The setup begins (VW2).", lang)])]
    for k, move in enumerate(moves):
        before, after = states[k], states[k + 1]
        shown = move if player is None else shown_move(before, move, player)
        group = (_("Setup", lang) if before.current < 0
                 else _("Round {n}", lang).format(n=before.round))
        frames.append(Frame(board(after, player, lang), str(shown),
                            narrate(before, move, after, player, lang), group=group,
                            kind="chance" if move.player < 0 else ""))
    seen = (_("every card face up", lang) if player is None
            else _("as P{n} saw it", lang).format(n=player))
    called = shown_names(tuple(game.names), lang)  # a default name in the reader's words
    names = ", ".join(f"P{i} {n}" for i, n in enumerate(called) if n)
    subtitle = _("{count} moves; {seen}", lang).format(count=len(moves), seen=seen) + (
        f"; {names}" if names else "")
    closing = (_("Final score", lang) if game.state.is_over
               else _("Score if the game ended here", lang))
    return page_shell(_("Vapor Willie", lang), frames, subtitle=subtitle,
                      closing=score_table(game.state, called, lang),
                      closing_title=closing, script=PHONE_SCRIPT, stack="vwStack", lang=lang)
