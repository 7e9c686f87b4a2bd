"""The rules and rulings of Vapor Willie for players, as the server gives them: the page
``vapor_willie/web/static/rules.html`` (``rules.pt.html``, ``rules.ja.html``), made by
:func:`rules_html` from the catalogs (``python -m vapor_willie.web.pages`` writes them),
one section a rule (its anchor ``rule-vw4-2``) and one a ruling, each ruling with its
default and its other reading (``docs/vapor_willie/rules.rst`` is the authority; this
page tells it in short).

>>> RULES_PAGE, rules_page("ja")
('/static/vapor-willie/rules.html', '/static/vapor-willie/rules.ja.html')
>>> ruling_title("cash-back", "en"), value_text("cash-back", "closed", "en")
('A cube cashed and taken back (VW6.2)', 'closed: the cube stays adrift until the end of the turn')
"""

from __future__ import annotations

from html import escape

from tabletop.web.language import NAMES, WORDS
from tabletop.web.texts import file_switch, static_name

from ..options import RULINGS
from .words import N_, translate

__all__ = ["RULES", "RULES_PAGE", "RULING_TITLES", "VALUE_TEXTS", "rules_html", "rules_page",
           "ruling_title", "value_text"]

#: The address of the rules and rulings in English (another language:
#: :func:`rules_page`).
RULES_PAGE = "/static/vapor-willie/rules.html"

#: Each ruling's title, by its record word.
RULING_TITLES: dict[str, str] = {
    "islands": N_("An island's cube (VW4.2)"), "rato": N_("The Rato's cube (VW7.2)"),
    "drift-hay": N_("Hay on a drift icon (VW6.3)"),
    "cash-back": N_("A cube cashed and taken back (VW6.2)"),
    "turn-boards": N_("Which boards turn over (VW5.8)"),
    "negotiation": N_("Negotiation (VW8.3)"),
}

#: What each value of a ruling means, by the ruling's record word and the value.
VALUE_TEXTS: dict[tuple[str, str], str] = {
    ("islands", "anchor"): N_("anchor: an island's cube is taken only by anchoring there"),
    ("islands", "enter"): N_("enter: entering a point takes the cubes of its islands at "
                             "once"),
    ("rato", "drawn"): N_("drawn: the cube given back is one of the two drawn"),
    ("rato", "any"): N_("any: the cube given back may be one already on the boat"),
    ("drift-hay", "one"): N_("one: a single hay is worth 1 there"),
    ("drift-hay", "half"): N_("half: hay counts in pairs there too, a single hay gives 0"),
    ("cash-back", "allowed"): N_("allowed: the cube may be sailed to and taken back in the "
                                 "same turn"),
    ("cash-back", "closed"): N_("closed: the cube stays adrift until the end of the turn"),
    ("turn-boards", "extensions"): N_("extensions: only an extension board is turned over"),
    ("turn-boards", "any"): N_("any: the river board turns over too"),
    ("negotiation", "bounded"): N_("bounded: at most 3 offers a player, no silvo lost past "
                                   "10"),
    ("negotiation", "open"): N_("open: no limit of offers, silvos past 10 are lost"),
}

#: The rules for players, in short: each rule's id, title and text.
RULES: tuple[tuple[str, str, str], ...] = (
    ("VW1", N_("What is in the box"),
     N_("Two to four players sail one steamboat down a river. Twenty supply cubes (hay, "
        "barrels, fruit crates, ducks, a goat and a cow) wait in a cloth bag and on the "
        "islands. Each player has a boat card with holds and a track of silvos, the "
        "blasts of the whistle, from 0 to 10, an extension board of the river and "
        "objective cards. Four characters and the port cards help along the way.")),
    ("VW2", N_("Setting up"),
     N_("The boat starts on the river's start point and each island gets one cube from "
        "the bag. Everyone starts with 3 silvos, is dealt two objective cards and keeps "
        "one. Chance picks the first player; then, from the last player back to the "
        "first, each takes a character from the table.")),
    ("VW3", N_("A turn"),
     N_("Players take turns clockwise. On your turn you may take up to two different "
        "actions, or fewer, then end the turn. If your first action was a move, you may "
        "pay one silvo to move again instead of a second action, but not back to the "
        "point you left. Cashing a cube, using your character and fulfilling an objective "
        "are free: they do not count as actions.")),
    ("VW4", N_("The actions"),
     N_("Move the boat along one line of the river. Anchor at an island beside the boat "
        "and load its cubes. Dock at a port beside the boat for one silvo and open its "
        "card. Join your extension board to a free mouth of the river. Take a new "
        "objective card once the last one is fulfilled.")),
    ("VW5", N_("Sailing"),
     N_("Wherever the boat stops, its player does what the point says: a bag point "
        "draws a cube, a whistle gives a silvo, a face lets you take or swap a "
        "character, a restock point refills every island. Cubes adrift on the point come "
        "aboard first. Cubes that do not fit in your holds are set adrift beside the boat "
        "until the rest fit. When the boat leaves an extension board, that board is "
        "turned over.")),
    ("VW6", N_("Silvos"),
     N_("Silvos pay for docking and for a second move, and count at the end. As a free "
        "action you may drop a cube beside the boat for silvos: a cow or a goat gives 4, "
        "a duck 2, any other cube 1. The track stops at 10.")),
    ("VW7", N_("The characters"),
     N_("Once a turn, when nothing else is pending, you may use your character, which "
        "then goes back to the table. The Rato draws two cubes and keeps one. The Rata "
        "moves the boat to any point of the river. The Captain takes objective cards or "
        "docks for free. The Parrot repeats your last action of the turn.")),
    ("VW8", N_("Ports and negotiation"),
     N_("The card of a port is revealed when you dock there and you do what it shows "
        "above its line: silvos, a cube, a choice, an extra move, a cube turned into "
        "value. Below the line, the card may open a negotiation: everyone in turn may "
        "offer cubes and silvos to another player, who accepts, declines or makes a "
        "counter-offer, until all pass in a row.")),
    ("VW9", N_("Objectives"),
     N_("To fulfil an objective, give back every cube its card asks for; the card is "
        "then shown face up. Your other objective cards stay hidden from the others.")),
    ("VW10", N_("The end of the game"),
     N_("The game ends when a player who has fulfilled an objective brings the boat to "
        "The End, or when the bag cannot refill the islands.")),
    ("VW11", N_("The score"),
     N_("Each cube on your boat scores its value (hay counts in pairs); silvos score 1, "
        "2 or 3 points by band; each fulfilled objective scores its stars; an extension "
        "board never placed loses 2 points and each unfulfilled objective 1. The highest "
        "total wins; a tie shares the victory.")),
    ("VW12", N_("What is hidden"),
     N_("The bag, the objective pile and the others' unfulfilled objective cards are "
        "hidden: the page shows only what your seat may see.")),
)


def rules_page(lang: str = "en") -> str:
    """The address of the rules and rulings in ``lang`` (:data:`RULES_PAGE` in English)."""
    return RULES_PAGE.rpartition("/")[0] + "/" + static_name("rules.html", lang)


def ruling_title(word: str, lang: str = "en") -> str:
    """The title of the ruling of the record word ``word`` in ``lang``."""
    message = RULING_TITLES.get(word)
    return word if message is None else translate(message, lang)


def value_text(word: str, value: str, lang: str = "en") -> str:
    """What the value ``value`` of the ruling ``word`` means, in ``lang``."""
    message = VALUE_TEXTS.get((word, value))
    return value if message is None else translate(message, lang)


def _anchor(rule: str) -> str:
    return "rule-" + rule.lower()


def rules_html(lang: str = "en") -> str:
    """The text of ``vapor_willie/web/static/rules.html`` (``rules.pt.html``, ... in
    another language): the rules of :data:`RULES`, then each ruling of
    :data:`vapor_willie.options.RULINGS` with its values, the default first, in the
    words of ``lang``. A test checks that each file is this text."""
    def _(message: str) -> str:
        return translate(message, lang)

    e = escape
    title = e(_("Vapor Willie: the rules and rulings for players"))
    parts = [f'<!doctype html>\n<html lang="{lang}"><head><meta charset="utf-8">\n'
             '<meta name="viewport" content="width=device-width, initial-scale=1">\n'
             f'<title>{title}</title>\n'
             '<link rel="stylesheet" href="/static/tabletop/serve.css">\n'
             '<link rel="icon" href="/static/vapor-willie/favicon.svg" type="image/svg+xml">\n'
             '</head><body><main class="narrow">\n',
             file_switch(lang, rules_page, WORDS, NAMES),
             f'<h1>{title}</h1>\n<p><a href="/">{e(_("New game"))}</a></p>\n',
             f'<h2>{e(_("The rules"))}</h2>\n']
    for rule, head, text in RULES:
        parts.append(f'<section id="{_anchor(rule)}"><h3>{rule} {e(_(head))}</h3>'
                     f'<p>{e(_(text))}</p></section>\n')
    parts.append(f'<h2 id="rulings">{e(_("The rulings"))}</h2>\n'
                 f'<p>{e(_(_RULINGS_ABOUT))}</p>\n')
    for word, values in RULINGS.values():
        items = []
        for k, value in enumerate(values):
            said = e(value_text(word, value, lang))
            items.append(f"<li>{said} <b>({e(_('the default'))})</b></li>" if k == 0
                         else f"<li>{said}</li>")
        parts.append(f'<section id="ruling-{word}"><h3>{e(ruling_title(word, lang))}</h3>'
                     f'<p><code>{word}</code></p><ul>{"".join(items)}</ul></section>\n')
    parts.append("</main></body></html>\n")
    return "".join(parts)


_RULINGS_ABOUT = N_(
    "Where the rulebook can be read in two ways, the game takes one reading by default "
    "and offers the other as a ruling, chosen on the new-game page. The record of a game "
    "names every ruling it was played with, so it always replays the same way.")

#: The messages said inside f-strings above, marked here for their extraction.
_IN_FSTRINGS = (
    N_("Vapor Willie: the rules and rulings for players"),
    N_("New game"),
    N_("The rules"),
    N_("The rulings"),
    N_("the default"),
)
