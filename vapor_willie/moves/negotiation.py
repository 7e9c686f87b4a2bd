"""The moves of a negotiation (VW8.3): an offer, a counter-offer and the answer. Each
class writes its notation (``str``) beside the ``from_words`` that reads it; a side of
an offer is a :class:`~vapor_willie.moves.words.Bundle`.

>>> str(Offer(2, 0, "hay,hay,1s", "duck")), str(Answer(0, accept=False))
('P2 offer P0 hay,hay,1s for duck', 'P0 decline')
"""

from __future__ import annotations

from typing import ClassVar, Self

import attrs

from ..errors import NotationError
from ..limits import quote
from .words import Bundle, names, player_word, to_bundle

__all__ = ["Answer", "Counter", "Offer"]


def _bundles(rest: list[str], text: str, usage: str) -> tuple[Bundle, Bundle]:
    """``GIVE for GET`` (bundles may hold spaces after their commas)."""
    lowered = [w.lower() for w in rest]
    if lowered.count("for") != 1 or lowered[0] == "for" or lowered[-1] == "for":
        raise NotationError(f"{quote(text)}: expected {usage}")
    i = lowered.index("for")
    return Bundle.parse("".join(rest[:i]), text), Bundle.parse("".join(rest[i + 1:]), text)


@attrs.frozen
class Offer:
    """VW8.3: offer ``other`` the bundle ``give`` for the bundle ``get`` (either may be
    empty, ``nothing``: a gift, or a request). ``give`` and ``get`` may be given as
    text (``"hay,hay,2s"``)."""

    WORD: ClassVar[str] = "offer"
    player: int
    other: int
    give: Bundle = attrs.field(converter=to_bundle)
    get: Bundle = attrs.field(converter=to_bundle)

    def __str__(self) -> str:
        return f"P{self.player} offer P{self.other} {self.give} for {self.get}"

    @classmethod
    def from_words(cls, p: int, rest: list[str], text: str) -> Self:
        """``P0 offer PLAYER GIVE for GET``."""
        usage = "'offer PLAYER GIVE for GET' (bundles like 'hay,hay,2s' or 'nothing')"
        if not rest:
            raise NotationError(f"{quote(text)}: expected {usage}")
        give, get = _bundles(rest[1:], text, usage)
        return cls(p, player_word(rest[0], text), give, get)


@attrs.frozen
class Counter:
    """VW8.3: answer an offer with another one to its maker: give ``give`` for
    ``get``."""

    WORD: ClassVar[str] = "counter"
    player: int
    give: Bundle = attrs.field(converter=to_bundle)
    get: Bundle = attrs.field(converter=to_bundle)

    def __str__(self) -> str:
        return f"P{self.player} counter {self.give} for {self.get}"

    @classmethod
    def from_words(cls, p: int, rest: list[str], text: str) -> Self:
        """``P1 counter GIVE for GET``."""
        give, get = _bundles(rest, text, "'counter GIVE for GET'")
        return cls(p, give, get)


@attrs.frozen
class Answer:
    """VW8.3: accept or decline the offer made to you."""

    player: int
    accept: bool

    def __str__(self) -> str:
        return f"P{self.player} {'accept' if self.accept else 'decline'}"

    @classmethod
    def from_words(cls, p: int, rest: list[str], text: str, accept: bool = True) -> Self:
        """``P1 accept`` / ``P1 decline``."""
        names(rest, 0, text, f"'{'accept' if accept else 'decline'}' alone")
        return cls(p, accept)

