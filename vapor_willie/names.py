"""The words that name a piece of the game, for the pictures, the pages and the
narration: a cube type, a character, a kind of point, a port card's icon, a pending step,
an action, an item of the score and how a game ended, each by the word of the data or the
notation (which never changes) and in a language.

A word of a data file that is not among them (a cube type of one's own) is shown as it
is.

>>> name("cube", "hay", "pt"), name("character", "captain", "en"), name("cube", "mule", "ja")
('feno', 'Captain', 'mule')
"""

from __future__ import annotations

from .translation import N_, translate

__all__ = ["NAMES", "name", "names"]

#: The English of each word, by its kind and its word.
NAMES: dict[str, dict[str, str]] = {
    "cube": {"hay": N_("hay"), "barrel": N_("barrel"), "fruit": N_("fruit crate"),
             "duck": N_("duck"), "goat": N_("goat"), "cow": N_("cow")},
    # a card a seat may not see (VW12)
    "card": {"hidden": N_("a hidden card")},
    "character": {"rato": N_("Rato"), "rata": N_("Rata"), "captain": N_("Captain"),
                  "parrot": N_("Parrot")},
    # the kinds of the river's points (VW1.3), as a point's title says them
    "kind": {"start": N_("start"), "plain": N_("plain"), "bag": N_("bag point"),
             "whistle": N_("whistle"), "face": N_("face point"), "restock": N_("restock"),
             "end": N_("The End")},
    # the short mark inside a point of each kind
    "mark": {"bag": N_("bag"), "whistle": N_("+1s"), "face": N_("face"),
             "restock": N_("rest."), "end": N_("END")},
    # the port cards' icons (VW8.2)
    "icon": {"cube-silvo": N_("a cube and a silvo"), "two-silvos": N_("two silvos"),
             "choice": N_("a choice"), "trade": N_("negotiation"),
             "drift": N_("a cube adrift")},
    # what is being played: the phase of the state, a pending step (VW3.5)
    "phase": {"setup": N_("setup"), "turn": N_("a turn"),
              "keep": N_("keeping an objective card"),
              "character": N_("choosing a character"), "offer": N_("negotiation: offers"),
              "answer": N_("negotiation: an answer"), "overflow": N_("a cube adrift"),
              "drift": N_("a cube adrift"), "choice": N_("a port card's choice"),
              "moves": N_("the port card's moves"), "face": N_("a character"),
              "port-character": N_("a character"), "return": N_("the Rato's cube"),
              "rato": N_("the Rato's cubes"), "restock": N_("the restock"),
              "island": N_("an island's cube"), "cube": N_("a cube from the bag"),
              "objective": N_("an objective card"), "port": N_("a port card"),
              "first": N_("the first player"), "deal": N_("objective cards dealt"),
              "close": N_("the port card closes"), "over": N_("the end")},
    # the actions of a turn (VW3.2)
    "action": {"move": N_("move"), "anchor": N_("anchor"), "dock": N_("dock"),
               "extend": N_("extension"), "objective": N_("objective card")},
    # the items of the final score (VW11)
    "score": {"cubes": N_("Cubes (VW11.1)"), "silvos": N_("Silvos (VW11.2)"),
              "objectives": N_("Objectives (VW11.3)"),
              "extension": N_("Extension board (VW11.4)"),
              "unfulfilled": N_("Unfulfilled objectives (VW11.5)")},
    # how the game ended (VW10)
    "ended": {"the-end": N_("The End reached (VW10.1)"),
              "bag": N_("the bag ran out (VW10.2)"),
              "rounds": N_("the round limit (VW10.3)")},
}


def name(kind: str, word: str, lang: str = "en") -> str:
    """The ``word`` of the data or the notation of ``kind`` (a key of :data:`NAMES`) in
    ``lang``; ``word`` itself when it is not one of them."""
    message = NAMES.get(kind, {}).get(word)
    return word if message is None else translate(message, lang)


def names(lang: str) -> dict[str, str]:
    """Every word of :data:`NAMES` in ``lang``, by ``KIND:WORD`` (``cube:hay``), as the
    pages' scripts read them."""
    return {f"{kind}:{word}": translate(message, lang)
            for kind, words in NAMES.items() for word, message in words.items()}
