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
from ..reference import RULE_IDS, RuleText, action_text, character_card, phase_text, rule_text
from ..reference.board import ACTION_TEXTS, PHASE_TEXTS
from ..reference.cards import CARDS
from ..translation import N_, translate
from .levels import LEVEL_SPECS, levels_html
from .options import new_game_schema

__all__ = ["GAME_WORDS", "NEW_GAME_SCHEMA", "PAGE", "RULES_PAGE", "STATE_SCHEMA", "rules_html",
           "texts_script"]

#: The rules reference for players as the server serves it (``static/rules.html``,
#: made by :func:`rules_html`): a rule's link is this address and its anchor
#: (``#rule-r3-8``), so the pages link to a page of the same server, offline too.
RULES_PAGE = "/static/vanuatu/rules.html"


def _entry(anchor: str, title: str, text: str, label: str = "") -> str:
    head = f"{escape(label)} {escape(title)}" if label else escape(title)
    return f'<section id="{anchor}"><h3>{head}</h3><p>{escape(text)}</p></section>\n'


def rules_html() -> str:
    """The text of ``vanuatu/web/static/rules.html``: every phase, action,
    character and rule id of :mod:`vanuatu.reference` in the player's words, one
    section each with the anchor of :attr:`vanuatu.RuleText.anchor`
    (``rule-r3-8``). A test checks that the file is this text;
    ``python -m vanuatu.web.pages`` writes it."""
    parts = ['<!doctype html>\n<html lang="en"><head><meta charset="utf-8">\n'
             '<meta name="viewport" content="width=device-width, initial-scale=1">\n'
             '<title>Vanuatu: the rules for players</title>\n'
             '<link rel="stylesheet" href="/static/tabletop/serve.css">\n'
             '<link rel="icon" href="/static/vanuatu/favicon.svg" type="image/svg+xml">\n'
             '</head><body><main class="narrow">\n'
             '<h1>Vanuatu: the rules for players</h1>\n'
             '<p><a href="/">New game</a></p>\n<h2>The phases of a round</h2>\n']
    parts += [_entry(e.anchor, e.title, e.text) for e in map(phase_text, PHASE_TEXTS)]
    parts.append("<h2>The action board</h2>\n")
    parts += [_entry(e.anchor, e.title, e.text) for e in map(action_text, ACTION_TEXTS)]
    parts.append("<h2>The characters</h2>\n")
    for card in map(character_card, CARDS):
        parts.append(_entry(card.anchor, card.title, f"{card.when} {card.text}"))
    parts.append("<h2>Every rule, by its id</h2>\n")
    for rule_id in RULE_IDS:
        entry = rule_text(rule_id)
        parts.append(_entry(entry.anchor, entry.title, entry.text, rule_id))
    parts.append("</main></body></html>\n")
    return "".join(parts)


#: The words of the game page's explanations of the phase and of the action board
#: (``window.vanuatuTexts.words``), beside the texts of :mod:`vanuatu.reference`.
GAME_WORDS: dict[str, str] = {
    "now": N_("Now: {phase}"),
    "rules": N_("Rules:"),
    "board": N_("The action board, row by row"),
    "board_about": N_(
        "Each row of the board is an action. In Phase III everyone puts markers on the "
        "rows; in Phase IV whoever has the most markers on a row performs its action."),
    "rising": N_("This game plays with Rising Waters:"),
}


def _passage(entry: RuleText) -> dict[str, object]:
    return {"title": entry.title, "text": entry.text, "see": list(entry.see),
            "url": f"{RULES_PAGE}#{entry.anchor}"}


def texts_script() -> str:
    """The text of ``vanuatu/web/static/texts.js``: every rule's player text
    (:func:`vanuatu.rule_text`) and every character's card
    (:func:`vanuatu.character_card`), which the game page shows where it names a
    rule id or a character, every phase (:func:`vanuatu.phase_text`) and action
    space (:func:`vanuatu.reference.action_text`), which it shows beside the
    board, and the words of those explanations (:data:`GAME_WORDS`)
    (``window.vanuatuTexts``). A test checks that the file
    is this text; ``python -m vanuatu.web.pages`` writes it."""
    rules = {}
    for rule_id in RULE_IDS:
        entry = rule_text(rule_id)
        rules[rule_id] = {"title": entry.title, "text": entry.text,
                          "url": f"{RULES_PAGE}#{entry.anchor}"}
    characters = {}
    for name in CARDS:
        card = character_card(name)
        characters[name] = {"title": card.title, "when": card.when, "text": card.text}
    phases = {key: _passage(phase_text(key)) for key in PHASE_TEXTS}
    actions = {key: _passage(action_text(key)) for key in ACTION_TEXTS}
    words = {key: translate(text) for key, text in GAME_WORDS.items()}
    data = json.dumps({"docs": "", "rules": rules, "characters": characters,
                       "phases": phases, "actions": actions, "words": words,
                       "action_order": list(ACTION_TEXTS)},
                      ensure_ascii=False, indent=0, sort_keys=True)
    return ("// Made by vanuatu.web.pages.texts_script (python -m vanuatu.web.pages): the\n"
            "// rules' and characters' texts of vanuatu.reference, for the game page.\n"
            f"window.vanuatuTexts = {data};\n")

def _rule(rule_id: str) -> str:
    """A rule id that opens to its text, with a link to the rules reference."""
    entry = rule_text(rule_id)
    return (f'<details class="rule" data-rule="{rule_id}"><summary title="{escape(entry.title)}">'
            f'{rule_id}</summary><span class="rule-text"><b>{rule_id} {escape(entry.title)}.'
            f'</b> {escape(entry.text)} <a href="{RULES_PAGE}#{entry.anchor}" target="_blank" '
            f'rel="noopener">In the rules for players</a></span></details>')


_OPTIONS = f"""<fieldset><legend>Variants</legend>
<div class="option"><label><input type="checkbox" name="variant" data-list="variants" \
value="rising-waters"> Rising Waters</label> {_rule("R10.3")}</div>
<div class="option"><label><input type="checkbox" name="variant" data-list="variants" \
value="no-characters"> No characters</label> {_rule("R10.2")}</div>
</fieldset>
"""

#: Vanuatu's pages: the levels for people offered first (``easy`` the first bot of a
#: seat's list, :mod:`vanuatu.web.levels`), the levels with their ratings and the
#: variants, the words of the game page and the files of ``vanuatu/web/static``.
PAGE = GamePage(
    title="Vanuatu",
    heading="Vanuatu (Second Edition)",
    players=(2, 3, 4, 5),
    default_players=3,
    bots=(*LEVEL_SPECS, "heuristic", "ismcts:seconds=1", "random",
          *(b for b in BOTS if b not in ("heuristic", "ismcts", "random", *LEVEL_SPECS))),
    options_html=levels_html() + _OPTIONS,
    why_placeholder="sail 2,1 2",
    scores_title="Final scores (R8)",
    free_group="free actions (R7)",
    pass_note="R9: it shows their rest token",
    static=(("vanuatu.web", "game.css"), ("vanuatu.web", "panels.css"),
            ("vanuatu.web", "panels.js"), ("vanuatu.web", "texts.js"),
            ("vanuatu.web", "game.js"), ("vanuatu.web", "favicon.svg"),
            ("vanuatu.web", "rules.html")),
)

#: The body of ``POST /api/games`` (:func:`vanuatu.web.options.new_game_schema`).
NEW_GAME_SCHEMA: dict[str, Any] = new_game_schema()

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


if __name__ == "__main__":  # pragma: no cover - writes texts.js and rules.html
    from pathlib import Path

    folder = Path(__file__).with_name("static")
    folder.joinpath("texts.js").write_text(texts_script(), encoding="utf-8")
    folder.joinpath("rules.html").write_text(rules_html(), encoding="utf-8")
