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

import json
from html import escape
from typing import Any

from tabletop.web.game import GamePage

from ..bots import BOTS
from ..reference import RULE_IDS, character_card, rule_text
from ..reference.cards import CARDS

__all__ = ["DOCS_URL", "NEW_GAME_SCHEMA", "PAGE", "STATE_SCHEMA", "texts_script"]

#: Where the built documentation is read: a rule's link is its
#: :attr:`vanuatu.RuleText.url` (``learn.html#rule-r3-8``) under this address.
DOCS_URL = "https://vanuatu.readthedocs.io/en/latest/"


def texts_script() -> str:
    """The text of ``vanuatu/web/static/texts.js``: every rule's player text
    (:func:`vanuatu.rule_text`) and every character's card
    (:func:`vanuatu.character_card`), which the game page shows where it names a
    rule id or a character (``window.vanuatuTexts``). A test checks that the file
    is this text; ``python -m vanuatu.web.pages`` writes it."""
    rules = {}
    for rule_id in RULE_IDS:
        entry = rule_text(rule_id)
        rules[rule_id] = {"title": entry.title, "text": entry.text, "url": entry.url}
    characters = {}
    for name in CARDS:
        card = character_card(name)
        characters[name] = {"title": card.title, "when": card.when, "text": card.text}
    data = json.dumps({"docs": DOCS_URL, "rules": rules, "characters": characters},
                      ensure_ascii=False, indent=0, sort_keys=True)
    return ("// Made by vanuatu.web.pages.texts_script (python -m vanuatu.web.pages): the\n"
            "// rules' and characters' texts of vanuatu.reference, for the game page.\n"
            f"window.vanuatuTexts = {data};\n")

def _rule(rule_id: str) -> str:
    """A rule id that opens to its text, with a link to the rules reference."""
    entry = rule_text(rule_id)
    return (f'<details class="rule" data-rule="{rule_id}"><summary title="{escape(entry.title)}">'
            f'{rule_id}</summary><span class="rule-text"><b>{rule_id} {escape(entry.title)}.'
            f'</b> {escape(entry.text)} <a href="{DOCS_URL}{entry.url}" target="_blank" '
            f'rel="noopener">In the rules reference</a></span></details>')


_OPTIONS = f"""<fieldset><legend>Variants</legend>
<div class="option"><label><input type="checkbox" name="variant" data-list="variants" \
value="rising-waters"> Rising Waters</label> {_rule("R10.3")}</div>
<div class="option"><label><input type="checkbox" name="variant" data-list="variants" \
value="no-characters"> No characters</label> {_rule("R10.2")}</div>
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
            ("vanuatu.web", "panels.js"), ("vanuatu.web", "texts.js"),
            ("vanuatu.web", "game.js"), ("vanuatu.web", "favicon.svg")),
)

#: The body of ``POST /api/games``.
NEW_GAME_SCHEMA: dict[str, Any] = {
    "type": "object", "required": ["players"], "properties": {
        "players": {"type": "integer", "minimum": 2, "maximum": 5},
        "seats": {"type": "array", "items": {"type": "string"}},
        "variants": {"type": "array", "items": {"enum": ["rising-waters", "no-characters"]}},
        "seed": {"type": "integer", "minimum": 0},
        "names": {"type": "array", "items": {"type": "string"}}}}

_MOVE = {"type": "object", "properties": {
    "text": {"type": "string"}, "id": {"type": ["integer", "null"]},
    "group": {"type": "string"}, "free": {"type": "boolean"},
    "spaces": {"type": "array", "items": {"type": "string"}},
    "actions": {"type": "array", "items": {"type": "string"}},
    "characters": {"type": "array", "items": {"type": "string"}},
    "goods": {"type": "array", "items": {"type": "string"}},
    "description": {"type": "string"}}}

#: Vanuatu's own fields of a state.
STATE_SCHEMA: dict[str, Any] = {
    "round": {"type": "integer"}, "phase": {"type": "string"},
    "variants": {"type": "array", "items": {"type": "string"}},
    "position": {"type": "string"}, "legal_moves": {"type": "array", "items": _MOVE},
    "view": {"type": "object"}, "scores": {"type": "object"}}


if __name__ == "__main__":  # pragma: no cover - writes texts.js
    from pathlib import Path

    Path(__file__).with_name("static").joinpath("texts.js").write_text(
        texts_script(), encoding="utf-8")
