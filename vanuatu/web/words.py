"""The words Vanuatu's scripts show on the pages of ``vanuatu serve`` and ``vanuatu
view`` (``game.js``, ``panels.js``, ``learn.js``), by key, in a language: the scripts
hold no sentence of their own, they read these from the page's ``#page-words`` JSON
(beside the server's own, :mod:`tabletop.web.words`).

A word may hold ``{name}`` fields, which the script fills; ``group:VERB`` is the heading
of the moves of a verb of the notation (the notation itself never changes), ``phase:WORD``
the name of a phase as the status line says it.

>>> words = script_words("en")
>>> words["group:sail"], words["phase:planning"], words["hutsLeft"]
('Sail', 'planning phase', '{count} huts left')
"""

from __future__ import annotations

from tabletop.translation import join_list

from ..components import ACTIONS
from ..reference.board import action_text
from ..translation import N_, translate

__all__ = ["SCRIPT_WORDS", "script_words"]

#: Each word of Vanuatu's scripts by its key (English source messages).
SCRIPT_WORDS: dict[str, str] = {
    # game.js
    "space": N_("space {space}"),
    "playersCaption": N_("The players in words (a character opens to its ability)"),
    "player": N_("Player"),
    "vatus": N_("Vatus"),
    "pp": N_("PP"),
    "holds": N_("Holds"),
    "fishHeld": N_("fish {values}"),
    "treasuresHeld": N_("treasures {values}"),
    "hutsLeft": N_("{count} huts left"),
    "restHeld": N_("rest {token}"),
    "restFaceDown": N_("rest (face down)"),
    "markers": N_("markers {list}"),
    "inHand": N_("{count} in hand"),
    "bonusReady": N_("{character} (bonus ready)"),
    "bonusUsed": N_("{character} (bonus used)"),
    "score:pp_in_play": N_("PP in play"),
    "score:fish": N_("Fish sold (R8.1)"),
    "score:first_player": N_("First Player (R8.2)"),
    "score:vatus": N_("Vatus (R8.3)"),
    "score:treasures": N_("Treasures (R8.4)"),
    "score:huts": N_("Huts (R8.5)"),
    "score:water": N_("Water (R10.3)"),
    "score:total": N_("Total"),
    "score:rank": N_("Place"),
    "over": N_("Game over."),
    "defeat": N_("Game over: defeat, three islands submerged (R10.3)."),
    "wins": N_("Game over: {name} wins."),
    "winTied": N_("Game over: {names} win (tied)."),
    "when": N_("round {round} · {phase}"),
    "phase:setup": N_("setup"),
    "phase:preparation": N_("preparation phase"),
    "phase:neutral": N_("neutral markers"),
    "phase:characters": N_("characters phase"),
    "phase:planning": N_("planning phase"),
    "phase:actions": N_("actions phase"),
    "phase:rest": N_("rest phase"),
    "phase:over": N_("the end"),
    "group:beg": N_("Beg"),
    "group:govern": N_("Govern"),
    "group:neutral": N_("Neutral markers"),
    "group:place": N_("Place"),
    "group:plan": N_("Plan"),
    "group:retrieve": N_("Retrieve"),
    "group:take": N_("Take a character"),
    # panels.js (the pages of vanuatu serve and vanuatu view)
    "panelPlayers": N_("Players"),
    "toAct": N_("to act"),
    "panelArchipelago": N_("Archipelago (scrolls sideways)"),
    "panelActions": N_("Action board"),
    "panelCharacters": N_("Characters (R3.8)"),
    "panelDemand": N_("Demand tiles"),
    "panelGeneral": N_("Fish price"),
    # learn.js
    "stepOf": N_("Step {step} of {count} · round {round}"),
    "otherMoves": N_("Other moves ({count}): the lesson says why not"),
}


def script_words(lang: str) -> dict[str, str]:
    """Every word of :data:`SCRIPT_WORDS` in ``lang``, with the heading of the moves of
    each action (its name, :func:`vanuatu.action_text`) and how a list of two ends
    (``and``, :func:`tabletop.translation.join_list`)."""
    words = {key: translate(message, lang) for key, message in SCRIPT_WORDS.items()}
    for action in ACTIONS:
        words[f"group:{action.word}"] = action_text(action, lang).title
    words["and"] = join_list(["{first}", "{second}"], lang)
    return words
