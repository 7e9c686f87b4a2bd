"""Reading the text notation of moves (the ``str`` of every move).

::

    reveal cube hay          reveal objective O3      reveal port C2      reveal first P1
    P0 move 5 [+parrot]      P0 anchor I2 [+parrot]   P0 dock PA [+captain|+parrot]
    P0 extend 9 [+parrot]    P0 objective [+captain|+parrot]          P0 end
    P0 cash cow 5            P0 fulfil O3             P0 rato             P0 rata 12
    P0 drift hay 5 [silvos|moves]                     P0 keep O3          P0 return hay
    P0 take rata             P0 pass                  P0 choose move|silvos
    P0 exchange P1 hay duck  P1 accept                P1 decline
    P0 offer P1 hay,hay,2s for duck              P1 counter 2s for hay   (VW8.3)
    P0 offer P1 duck for nothing                 (a gift; bundles: cubes and Ns)

>>> str(parse_move("p0  dock PA +captain"))
'P0 dock PA +captain'
>>> parse_move("P0 fly 5")
Traceback (most recent call last):
...
vapor_willie.errors.NotationError: 'P0 fly 5': unknown move word 'fly'
"""

from __future__ import annotations

from .errors import NotationError
from .limits import quote
from .moves import EVENTS, PLAYER_MOVES, ChanceMove, Move
from .moves.words import player_word

__all__ = ["EVENTS", "MAX_MOVE", "parse_move"]

#: The longest move read, in characters (an offer of 300 cubes fits).
MAX_MOVE = 2000


def parse_move(text: str) -> Move:
    """The move written ``text`` (its ``str``); raises :class:`NotationError`. Each
    move class reads its own words (``from_words``, beside its ``__str__``)."""
    if not isinstance(text, str):
        raise TypeError(f"parse_move() needs a str, not {type(text).__name__}")
    if len(text) > MAX_MOVE:
        raise NotationError(f"{quote(text)}: a move is at most {MAX_MOVE} characters")
    words = text.split()
    if not words:
        raise NotationError("an empty move")
    if words[0].lower() == "reveal":
        return ChanceMove.from_words(words[1:], text)
    p = player_word(words[0], text)
    if len(words) < 2:
        raise NotationError(f"{quote(text)}: a player's move needs a word after "
                            f"{quote(words[0], 20)}")
    read = PLAYER_MOVES.get(words[1].lower())
    if read is None:
        raise NotationError(f"{quote(text)}: unknown move word {quote(words[1], 20)}")
    return read(p, words[2:], text)
