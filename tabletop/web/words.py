"""The words the shared scripts of the pages show (``new.js``, ``game.js``), by key: a
script holds no sentence of its own, it reads them from the page's ``#page-words``
JSON (:func:`tabletop.web.pages.page_words`), written in the request's language.

A word may hold ``{name}`` fields, which the script fills; a key ending in ``_one`` or
``_other`` is the form for one or for several of a count (a script picks ``_one`` for
a count of 1).

>>> script_words("pt")["yourTurn"] == script_words("pt")["yourTurn"]
True
>>> script_words("en")["movesAt_other"]
'{where}: {count} moves'
"""

from __future__ import annotations

from tabletop.translation import N_

from .language import WORDS

__all__ = ["SCRIPT_WORDS", "script_words"]

#: Each word of the shared scripts by its key (English source messages).
SCRIPT_WORDS: dict[str, str] = {
    # new.js
    "nameOf": N_("name of {player}"),
    "botName": N_("{bot} bot"),
    "person": N_("person"),
    "you": N_("you"),
    "error": N_("error {status}"),
    # game.js
    "serverAnswered": N_("the server answered {status} ({text})"),
    "noJson": N_("no JSON"),
    "unreachable": N_("the server could not be reached (it may be restarting, or the "
                      "network is down); try again in a moment"),
    "reconnecting": N_("Connection lost: reconnecting… (next try in {seconds} s)"),
    "passTo": N_("Pass the device to {name}"),
    "passText": N_("It is {name}'s turn. Only {name} should look at the next screen."),
    "passTextNote": N_("It is {name}'s turn. Only {name} should look at the next screen "
                       "({note})."),
    "yourTurn": N_("Your turn"),
    "waitingFor": N_("Waiting for {name}"),
    "movesHere": N_("Moves at {where}"),
    "actionId": N_("action id {id}"),
    "over": N_("The game is over."),
    "nothing": N_("Nothing to play now."),
    "gameOver": N_("Game over."),
    "notSent": N_("Your move was not sent: {error}."),
    "botWouldPlay": N_("The {bot} bot would play: {move}"),
    "noHint": N_("no hint"),
    "legalNow": N_("{move} is legal now."),
    "inRules": N_("In the rules for players"),
}

_COUNTED = {
    "movesAt": (N_("{where}: {count} move"), N_("{where}: {count} moves")),
    "takenBack": (N_("Taken back: {count} move."), N_("Taken back: {count} moves.")),
}


def script_words(lang: str) -> dict[str, str]:
    """Every word of :data:`SCRIPT_WORDS` in ``lang``, with the forms of the counted ones
    (``movesAt_one``, ``movesAt_other``, ...)."""
    words = {key: WORDS.gettext(message, lang) for key, message in SCRIPT_WORDS.items()}
    for key, (one, other) in _COUNTED.items():
        words[f"{key}_one"] = WORDS.gettext(one, lang)
        words[f"{key}_other"] = WORDS.gettext(other, lang)
    return words
