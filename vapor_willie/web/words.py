"""The translation of the served pages' words: :func:`translate` (imported as ``_``)
marks a sentence a player reads, translated through the gettext domain ``vapor_willie``
(English, the source text, where no catalog is installed); and the words Vapor Willie's
script of the game page (``game.js``) shows, by key (:data:`SCRIPT_WORDS`), which it
reads in the page's language from ``texts.js`` (``texts.pt.js``, ``texts.ja.js``:
:func:`vapor_willie.web.pages.texts_script`).

A word may hold ``{name}`` fields, which the script fills; a piece of the game (a cube
type, a character, a phase...) is named by ``KIND:WORD`` (``cube:hay``,
:func:`vapor_willie.names.names`).

>>> translate("Your move")
'Your move'
>>> words = script_words("en")
>>> words["riverMap"], words["cube:fruit"], words["phase:offer"]
('The river map', 'fruit crate', 'negotiation: offers')
"""

from __future__ import annotations

from pathlib import Path

from tabletop.translation import N_, Catalog, join_list

from ..names import names

__all__ = ["CATALOG", "N_", "SCRIPT_WORDS", "script_words", "translate"]

#: Vapor Willie's catalogs: ``vapor_willie/locale/<lang>/LC_MESSAGES/vapor_willie.mo``.
CATALOG = Catalog("vapor_willie", Path(__file__).resolve().parent.parent / "locale")


def translate(message: str, lang: str = "en") -> str:
    """``message`` in ``lang``."""
    return CATALOG.gettext(message, lang)


#: Each word of Vapor Willie's script of the game page by its key (English source
#: messages).
SCRIPT_WORDS: dict[str, str] = {
    # the picture and the phone panels
    "picture": N_("The river, the players and the table"),
    "riverMap": N_("The river map"),
    "riverTitle": N_("The river (scrolls sideways)"),
    "riverScrolled": N_("The river map, scrolled to the boat"),
    "none": N_("none"),
    "count": N_("{count} {cube}"),
    "playersTitle": N_("The players"),
    "playerRow": N_("{name}: {silvos} silvos · holds {cubes}"),
    "objectivesRow": N_("objectives {cards}"),
    "fulfilledRow": N_("fulfilled {cards}"),
    "tableTitle": N_("The table"),
    "tableRow": N_("Round {round} · the boat at point {boat} · river face {river}"),
    "bagRow": N_("Bag: {cubes}"),
    "islandsRow": N_("Islands: {islands}"),
    "empty": N_("empty"),
    "adriftRow": N_("Adrift: {cubes}"),
    "adriftAt": N_("{cube} at {point}"),
    "charactersRow": N_("Characters on the table: {names}"),
    "portRow": N_("Port card open: {port} · objective pile {count}"),
    # the negotiation's form (VW8.3)
    "nothing": N_("nothing"),
    "silvosShort": N_("{count}s"),
    "silvos": N_("silvos"),
    "counterLabel": N_("Counter the offer"),
    "offerLabel": N_("Make an offer"),
    "counterTitle": N_("Counter {name}'s offer (VW8.3)"),
    "offerTitle": N_("Make an offer while the port card is open (VW8.3)"),
    "offerMade": N_("{name} offers {give} for {get}."),
    "to": N_("To"),
    "youGive": N_("You give"),
    "youGet": N_("You get"),
    "offerButton": N_("Offer: {give} for {get}"),
    "counterButton": N_("Counter: {give} for {get}"),
    # the table of the players and the score (VW11)
    "playersCaption": N_("The players in words"),
    "player": N_("Player"),
    "silvosHead": N_("Silvos"),
    "holds": N_("Holds"),
    "character": N_("Character"),
    "objectives": N_("Objectives"),
    "total": N_("Total"),
    "over": N_("Game over."),
    "wins": N_("Game over: {name} wins."),
    "winTied": N_("Game over: {names} win (tied)."),
    "when": N_("round {round} · {phase}"),
    "rulesLink": N_("Rules and rulings"),
}


def script_words(lang: str) -> dict[str, str]:
    """Every word of :data:`SCRIPT_WORDS` in ``lang``, with the names of the pieces of
    the game (:func:`vapor_willie.names.names`) and how a list of two ends
    (``and``, :func:`tabletop.translation.join_list`)."""
    words = {key: translate(message, lang) for key, message in SCRIPT_WORDS.items()}
    words.update(names(lang))
    words["and"] = join_list(["{first}", "{second}"], lang)
    return words
