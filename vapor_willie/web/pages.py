"""The words and files of Vapor Willie's pages on ``vapor-willie serve``, and its parts
of the OpenAPI description: the rest of the pages is the shared one of
:mod:`tabletop.web.pages`.

The game page draws the board with :func:`vapor_willie.svg.board` for its seat (VW12);
Vapor Willie's script (``vapor_willie/web/static/game.js``) marks the points, islands
and ports where a legal move is played as click targets, makes and answers the offers
of a negotiation (VW8.3) in a form of the page, and at phone width stacks the river map
(scrolled to the boat) above the players' and the table's panels.

The pages speak the request's language (:mod:`tabletop.web.language`): the words of
:data:`PAGE` are messages of Vapor Willie's catalog, the rulings of the new-game page
come in a language from :func:`options_html`, and the script's words from
``texts.js`` (``texts.pt.js``, ``texts.ja.js``: :func:`texts_script`), beside the
rules and rulings (``rules.html``..., :func:`vapor_willie.web.rules.rules_html`).
``python -m vapor_willie.web.pages`` writes those files (:data:`MADE_FILES`).
"""

from __future__ import annotations

import functools
from html import escape
from typing import Any

from tabletop.web.game import GamePage
from tabletop.web.texts import data_script, write_files

from ..bots import BOTS
from ..options import RULINGS
from .options import new_game_schema
from .rules import rules_html, rules_page, ruling_title, value_text
from .words import CATALOG, N_, script_words
from .words import translate as _

__all__ = ["MADE_FILES", "NEW_GAME_SCHEMA", "PAGE", "STATE_SCHEMA", "options_html",
           "texts_script"]

@functools.cache
def options_html(lang: str = "en") -> str:
    """The markup of Vapor Willie's options on the new-game page (its rulings, each
    value away from the default a check box), in ``lang``, with a link to the rules and
    rulings of that language."""
    e = escape
    legend = e(_("Rulings", lang))
    parts = [f"<fieldset><legend>{legend}</legend>"]
    for word, values in RULINGS.values():
        title = e(ruling_title(word, lang))
        default = e(_("default: {value}", lang).format(value=value_text(word, values[0], lang)))
        for value in values[1:]:
            parts.append(f'<div class="option"><label><input type="checkbox" name="ruling" '
                         f'data-list="rulings" value="{e(word)}={e(value)}"> '
                         f'{title}: {e(value_text(word, value, lang))} ({default})'
                         f'</label></div>')
    more = e(_("The rules and rulings, in short", lang))
    parts.append(f'<p><a href="{rules_page(lang)}" target="_blank" rel="noopener">{more}</a>'
                 f'</p>')
    parts.append("</fieldset>\n")
    return "\n".join(parts)


def texts_script(lang: str = "en") -> str:
    """The text of ``vapor_willie/web/static/texts.js`` (``texts.pt.js``, ... in another
    language): the words of the game page's script in ``lang``
    (:func:`vapor_willie.web.words.script_words`) and the address of the rules and
    rulings of ``lang`` (``window.vaporWillieTexts``). A test checks that each file is
    this text; ``python -m vapor_willie.web.pages`` writes them."""
    return data_script("vaporWillieTexts", {"rules": rules_page(lang),
                                            "words": script_words(lang)},
                       "Made by vapor_willie.web.pages.texts_script (python -m "
                       "vapor_willie.web.pages):\nthe words of the game page's script.")


#: The files of ``vapor_willie/web/static`` made in every language, and what makes each.
MADE_FILES = {"texts.js": texts_script, "rules.html": rules_html}

#: Vapor Willie's pages: the bots offered first, the rulings, the words of the game page
#: and the files of ``vapor_willie/web/static``.
PAGE = GamePage(
    title=N_("Vapor Willie"),
    heading=N_("Vapor Willie: a river-boat game"),
    players=(2, 3, 4),
    default_players=3,
    bots=("heuristic", "ismcts:seconds=1", "random",
          *(b for b in BOTS if b not in ("heuristic", "ismcts", "random"))),
    options_html=options_html(),
    why_placeholder="move 5",
    scores_title=N_("Final scores (VW11)"),
    free_group=N_("free actions (VW3.4)"),
    pass_note=N_("VW12: it shows their objective cards"),
    static=(("vapor_willie.web", "game.css"), ("vapor_willie.web", "texts.js"),
            ("vapor_willie.web", "game.js"), ("vapor_willie.web", "favicon.svg"),
            ("vapor_willie.web", "rules.html")),
    catalog=CATALOG,
    options=options_html,
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

#: The messages said inside f-strings above, marked here for their extraction.
_IN_FSTRINGS = (N_("Rulings"), N_("default: {value}"), N_("The rules and rulings, in short"))

if __name__ == "__main__":  # pragma: no cover - writes texts.js and rules.html
    from pathlib import Path

    write_files(Path(__file__).with_name("static"), MADE_FILES)
