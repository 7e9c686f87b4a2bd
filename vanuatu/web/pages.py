"""The words and files of Vanuatu's pages on ``vanuatu serve``, and its parts of the
OpenAPI description: the rest of the pages is the shared one of
:mod:`tabletop.web.pages`.

The game page draws the board with :func:`vanuatu.svg.board` for its seat (R9);
Vanuatu's script (``vanuatu/web/static/game.js``) marks the spaces, action spaces,
characters and goods where a legal move is played as click targets, and at phone
width cuts the picture into the panels of ``panels.js`` (shared with the pages of
``vanuatu view``).
"""

from __future__ import annotations

from typing import Any

from tabletop.web.game import GamePage

from ..bots import BOTS
from .options import new_game_schema

__all__ = ["NEW_GAME_SCHEMA", "PAGE", "STATE_SCHEMA"]

_OPTIONS = """<fieldset><legend>Variants</legend>
<label><input type="checkbox" name="variant" data-list="variants" value="rising-waters"> \
Rising Waters (R10.3)</label>
<label><input type="checkbox" name="variant" data-list="variants" value="no-characters"> \
No characters (R10.2)
</label>
</fieldset>
"""

#: Vanuatu's pages: the bots offered first, the variants, the words of the game page
#: and the files of ``vanuatu/web/static``.
PAGE = GamePage(
    title="Vanuatu",
    heading="Vanuatu (Second Edition)",
    players=(2, 3, 4, 5),
    default_players=3,
    bots=("heuristic", "ismcts:seconds=1", "random",
          *(b for b in BOTS if b not in ("heuristic", "ismcts", "random"))),
    options_html=_OPTIONS,
    why_placeholder="sail 2,1 2",
    scores_title="Final scores (R8)",
    free_group="free actions (R7)",
    pass_note="R9: it shows their rest token",
    static=(("vanuatu.web", "game.css"), ("vanuatu.web", "panels.css"),
            ("vanuatu.web", "panels.js"), ("vanuatu.web", "game.js")),
)

#: The body of ``POST /api/games`` (:func:`vanuatu.web.options.new_game_schema`).
NEW_GAME_SCHEMA: dict[str, Any] = new_game_schema()

_MOVE = {"type": "object", "properties": {
    "text": {"type": "string"}, "id": {"type": ["integer", "null"]},
    "group": {"type": "string"}, "free": {"type": "boolean"},
    "spaces": {"type": "array", "items": {"type": "string"}},
    "actions": {"type": "array", "items": {"type": "string"}},
    "characters": {"type": "array", "items": {"type": "string"}},
    "goods": {"type": "array", "items": {"type": "string"}}}}

#: Vanuatu's own fields of a state.
STATE_SCHEMA: dict[str, Any] = {
    "round": {"type": "integer"}, "phase": {"type": "string"},
    "variants": {"type": "array", "items": {"type": "string"}},
    "position": {"type": "string"}, "legal_moves": {"type": "array", "items": _MOVE},
    "view": {"type": "object"}, "scores": {"type": "object"}}
