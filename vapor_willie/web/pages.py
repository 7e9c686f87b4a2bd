"""The words and files of Vapor Willie's pages on ``vapor-willie serve``, and its parts
of the OpenAPI description: the rest of the pages is the shared one of
:mod:`tabletop.web.pages`.

The game page draws the board with :func:`vapor_willie.svg.board` for its seat (VW12);
Vapor Willie's script (``vapor_willie/web/static/game.js``) marks the points, islands
and ports where a legal move is played as click targets, makes and answers the offers
of a negotiation (VW8.3) in a form of the page, and at phone width stacks the river map
(scrolled to the boat) above the players' and the table's panels.
"""

from __future__ import annotations

from html import escape
from typing import Any

from tabletop.web.game import GamePage

from ..bots import BOTS
from ..options import RULINGS
from .options import new_game_schema
from .words import translate as _

__all__ = ["NEW_GAME_SCHEMA", "PAGE", "STATE_SCHEMA"]

#: What each ruling's values mean, for the new-game page (``docs/vapor_willie/rules.rst``).
_RULING_TITLES = {
    "islands": _("An island's cube (VW4.2)"), "rato": _("The Rato's cube (VW7.2)"),
    "drift-hay": _("Hay on a drift icon (VW6.3)"),
    "cash-back": _("A cube cashed and taken back (VW6.2)"),
    "turn-boards": _("Which boards turn over (VW5.8)"),
    "negotiation": _("Negotiation (VW8.3)"),
}


def _rulings_html() -> str:
    parts = [f"<fieldset><legend>{escape(_('Rulings'))}</legend>"]
    for word, values in RULINGS.values():
        title = escape(_RULING_TITLES.get(word, word))
        for value in values[1:]:
            parts.append(f'<div class="option"><label><input type="checkbox" name="ruling" '
                         f'data-list="rulings" value="{escape(word)}={escape(value)}"> '
                         f'{title}: {escape(value)} ({escape(_("default"))} '
                         f'{escape(values[0])})</label></div>')
    parts.append("</fieldset>\n")
    return "\n".join(parts)


#: Vapor Willie's pages: the bots offered first, the rulings, the words of the game page
#: and the files of ``vapor_willie/web/static``.
PAGE = GamePage(
    title="Vapor Willie",
    heading=_("Vapor Willie: a river-boat game"),
    players=(2, 3, 4),
    default_players=3,
    bots=("heuristic", "ismcts:seconds=1", "random",
          *(b for b in BOTS if b not in ("heuristic", "ismcts", "random"))),
    options_html=_rulings_html(),
    why_placeholder="move 5",
    scores_title=_("Final scores (VW11)"),
    free_group=_("free actions (VW3.4)"),
    pass_note=_("VW12: it shows their objective cards"),
    static=(("vapor_willie.web", "game.css"), ("vapor_willie.web", "game.js"),
            ("vapor_willie.web", "favicon.svg")),
)

#: The body of ``POST /api/games`` (:func:`vapor_willie.web.options.new_game_schema`).
NEW_GAME_SCHEMA: dict[str, Any] = new_game_schema()

_LIST = {"type": "array", "items": {"type": "string"}}
_MOVE = {"type": "object", "properties": {
    "text": {"type": "string"}, "id": {"type": ["integer", "null"]},
    "group": {"type": "string"}, "word": {"type": "string"}, "free": {"type": "boolean"},
    "points": _LIST, "islands": _LIST, "ports": _LIST,
    "description": {"type": "string"}}}

#: Vapor Willie's own fields of a state.
STATE_SCHEMA: dict[str, Any] = {
    "round": {"type": "integer"}, "phase": {"type": "string"},
    "rulings": _LIST, "max_rounds": {"type": "integer"},
    "river": {"type": "string"}, "boat": {"type": "string"},
    "offer": {"type": ["object", "null"], "properties": {
        "from": {"type": "integer"}, "to": {"type": "integer"},
        "give": {"type": "string"}, "get": {"type": "string"}}},
    "legal_moves": {"type": "array", "items": _MOVE},
    "view": {"type": "object"}, "scores": {"type": "object"}}
