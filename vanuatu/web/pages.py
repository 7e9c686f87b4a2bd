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

import functools
from html import escape
from typing import Any

from tabletop.web.game import GamePage
from tabletop.web.texts import data_script, file_switch, static_name, write_files

from ..bots import BOTS
from ..reference import RULE_IDS, RuleText, action_text, character_card, phase_text, rule_text
from ..reference.board import ACTION_TEXTS, PHASE_TEXTS
from ..reference.cards import CARDS
from ..translation import N_, catalog, translate
from .levels import LEVEL_SPECS, levels_html
from .options import new_game_schema
from .words import script_words

__all__ = ["GAME_WORDS", "MADE_FILES", "NEW_GAME_SCHEMA", "PAGE", "RULES_PAGE", "STATE_SCHEMA",
           "options_html", "rules_html", "rules_page", "static_name", "texts_script"]

#: The rules reference for players as the server serves it (``static/rules.html``,
#: made by :func:`rules_html`): a rule's link is this address and its anchor
#: (``#rule-r3-8``), so the pages link to a page of the same server, offline too.
RULES_PAGE = "/static/vanuatu/rules.html"


def rules_page(lang: str = "en") -> str:
    """The address of the rules reference in ``lang`` (:data:`RULES_PAGE` in English)."""
    return RULES_PAGE.rpartition("/")[0] + "/" + static_name("rules.html", lang)


def _entry(anchor: str, title: str, text: str, label: str = "") -> str:
    head = f"{escape(label)} {escape(title)}" if label else escape(title)
    return f'<section id="{anchor}"><h3>{head}</h3><p>{escape(text)}</p></section>\n'


def _page(message: str, lang: str) -> str:
    """``message`` as a heading or a label of the pages (the context ``page`` of the
    catalog: the same English may say something else elsewhere)."""
    return catalog().pgettext("page", message, lang)


#: The messages said through :func:`_page` (each in the context ``page``).
_PAGE_WORDS = (
    catalog().pgettext("page", "The action board", "en"),
    catalog().pgettext("page", "The characters", "en"),
    catalog().pgettext("page", "Variants", "en"),
    catalog().pgettext("page", "Rising Waters", "en"),
)


def rules_html(lang: str = "en") -> str:
    """The text of ``vanuatu/web/static/rules.html`` (``rules.pt.html``, ... in another
    language, :func:`static_name`): every phase, action, character and rule id of
    :mod:`vanuatu.reference` in the player's words of ``lang``, one section each with
    the anchor of :attr:`vanuatu.RuleText.anchor` (``rule-r3-8``). A test checks that
    each file is this text; ``python -m vanuatu.web.pages`` writes them."""
    _ = functools.partial(translate, lang=lang)
    title = escape(_("Vanuatu: the rules for players"))
    parts = [f'<!doctype html>\n<html lang="{lang}"><head><meta charset="utf-8">\n'
             '<meta name="viewport" content="width=device-width, initial-scale=1">\n'
             f'<title>{title}</title>\n'
             '<link rel="stylesheet" href="/static/tabletop/serve.css">\n'
             '<link rel="icon" href="/static/vanuatu/favicon.svg" type="image/svg+xml">\n'
             '</head><body><main class="narrow">\n'
             f'{_switch(lang)}<h1>{title}</h1>\n'
             f'<p><a href="/">{escape(_("New game"))}</a></p>\n'
             f'<h2>{escape(_("The phases of a round"))}</h2>\n']
    parts += [_entry(e.anchor, e.title, e.text)
              for e in (phase_text(p, lang) for p in PHASE_TEXTS)]
    parts.append(f"<h2>{escape(_page('The action board', lang))}</h2>\n")
    parts += [_entry(e.anchor, e.title, e.text)
              for e in (action_text(a, lang) for a in ACTION_TEXTS)]
    parts.append(f"<h2>{escape(_page('The characters', lang))}</h2>\n")
    for card in (character_card(c, lang) for c in CARDS):
        parts.append(_entry(card.anchor, card.title, f"{card.when} {card.text}"))
    parts.append(f"<h2>{escape(_('Every rule, by its id'))}</h2>\n")
    for rule_id in RULE_IDS:
        entry = rule_text(rule_id, lang)
        parts.append(_entry(entry.anchor, entry.title, entry.text, rule_id))
    parts.append("</main></body></html>\n")
    return "".join(parts)


def _switch(lang: str) -> str:
    """The language switch of the rules reference: a link to its file in each language."""
    return file_switch(lang, rules_page, catalog(), _LANGUAGE_NAMES)


_LANGUAGE_NAMES = {"en": "English", "pt": "Português", "ja": "日本語"}


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


def _passage(entry: RuleText, lang: str) -> dict[str, object]:
    return {"title": entry.title, "text": entry.text, "see": list(entry.see),
            "url": f"{rules_page(lang)}#{entry.anchor}"}


def texts_script(lang: str = "en") -> str:
    """The text of ``vanuatu/web/static/texts.js`` (``texts.pt.js``, ... in another
    language, :func:`static_name`): every rule's player text (:func:`vanuatu.rule_text`)
    and every character's card (:func:`vanuatu.character_card`) in ``lang``, which the
    game page shows where it names a rule id or a character (``window.vanuatuTexts``). A
    test checks that each file is this text; ``python -m vanuatu.web.pages`` writes
    them. Also every phase (:func:`vanuatu.phase_text`) and action space
    (:func:`vanuatu.reference.action_text`), which it shows beside the board, and the
    words of those explanations (:data:`GAME_WORDS`)."""
    rules = {}
    for rule_id in RULE_IDS:
        entry = rule_text(rule_id, lang)
        rules[rule_id] = {"title": entry.title, "text": entry.text,
                          "url": f"{rules_page(lang)}#{entry.anchor}"}
    characters = {}
    for name in CARDS:
        card = character_card(name, lang)
        characters[name] = {"title": card.title, "when": card.when, "text": card.text}
    phases = {key: _passage(phase_text(key, lang), lang) for key in PHASE_TEXTS}
    actions = {key: _passage(action_text(key, lang), lang) for key in ACTION_TEXTS}
    words = {key: translate(text, lang) for key, text in GAME_WORDS.items()}
    data = {"docs": "", "rules": rules, "characters": characters, "phases": phases,
            "actions": actions, "words": words, "action_order": list(ACTION_TEXTS)}
    return data_script("vanuatuTexts", data,
                       "Made by vanuatu.web.pages.texts_script (python -m vanuatu.web.pages): "
                       "the\nrules' and characters' texts of vanuatu.reference, for the game "
                       "page.")

def _rule(rule_id: str, lang: str = "en") -> str:
    """A rule id that opens to its text, with a link to the rules reference."""
    entry = rule_text(rule_id, lang)
    more = escape(translate(N_("In the rules for players"), lang))
    return (f'<details class="rule" data-rule="{rule_id}"><summary title="{escape(entry.title)}">'
            f'{rule_id}</summary><span class="rule-text"><b>{rule_id} {escape(entry.title)}.'
            f'</b> {escape(entry.text)} <a href="{rules_page(lang)}#{entry.anchor}" '
            f'target="_blank" rel="noopener">{more}</a></span></details>')


@functools.cache
def options_html(lang: str = "en") -> str:
    """The markup of Vanuatu's options on the new-game page (its variants), in ``lang``."""
    _ = functools.partial(translate, lang=lang)
    return f"""<fieldset><legend>{escape(_page("Variants", lang))}</legend>
<div class="option"><label><input type="checkbox" name="variant" data-list="variants" \
value="rising-waters"> {escape(_page("Rising Waters", lang))}</label> {_rule("R10.3", lang)}</div>
<div class="option"><label><input type="checkbox" name="variant" data-list="variants" \
value="no-characters"> {escape(_("No characters"))}</label> {_rule("R10.2", lang)}</div>
</fieldset>
"""


_OPTIONS = options_html()


def _new_game_options(lang: str = "en") -> str:
    """The levels with their ratings, then the variants, in ``lang``."""
    return levels_html(lang) + options_html(lang)


#: Vanuatu's pages: the levels for people offered first (``easy`` the first bot of a
#: seat's list, :mod:`vanuatu.web.levels`), the levels with their ratings and the
#: variants, the words of the game page and the files of ``vanuatu/web/static``.
PAGE = GamePage(
    title=N_("Vanuatu"),
    heading=N_("Vanuatu (Second Edition)"),
    players=(2, 3, 4, 5),
    default_players=3,
    bots=(*LEVEL_SPECS, "heuristic", "ismcts:seconds=1", "random",
          *(b for b in BOTS if b not in ("heuristic", "ismcts", "random", *LEVEL_SPECS))),
    options_html=_new_game_options(),
    why_placeholder="sail 2,1 2",
    scores_title=N_("Final scores (R8)"),
    free_group=N_("free actions (R7)"),
    pass_note=N_("R9: it shows their rest token"),
    static=(("vanuatu.web", "game.css"), ("vanuatu.web", "panels.css"),
            ("vanuatu.web", "panels.js"), ("vanuatu.web", "texts.js"),
            ("vanuatu.web", "game.js"), ("vanuatu.web", "favicon.svg"),
            ("vanuatu.web", "rules.html")),
    catalog=catalog(),
    options=_new_game_options,
    script_words=script_words,
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



#: The messages the pages above say inside their f-strings, marked here for their
#: extraction (an f-string hides its calls from it).
_IN_FSTRINGS = (
    N_("Vanuatu: the rules for players"),
    N_("New game"),
    N_("The phases of a round"),
    N_("Every rule, by its id"),
    N_("No characters"),
    N_("Language"),  # the label of the rules reference's switch (tabletop.web.texts)
)

#: The files of ``vanuatu/web/static`` made in every language, and what makes each.
MADE_FILES = {"texts.js": texts_script, "rules.html": rules_html}

if __name__ == "__main__":  # pragma: no cover - writes texts.js and rules.html
    from pathlib import Path

    write_files(Path(__file__).with_name("static"), MADE_FILES)
