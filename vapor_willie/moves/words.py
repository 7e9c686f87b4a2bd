"""Reading the words of a move: the helpers every move's ``from_words`` shares, the two
shapes of notation most moves take (:class:`ActionNotation`, :class:`PlainNotation`),
and the bundles of a negotiation (VW8.3)."""

from __future__ import annotations

import re
from typing import ClassVar, Self

import attrs

from tabletop.one_line import shown

from ..errors import NotationError
from ..limits import quote

__all__ = ["VIAS", "ActionNotation", "Bundle", "PlainNotation", "names", "player_word",
           "split_via", "to_bundle", "via_word"]


_PLAYER = re.compile(r"[Pp]([0-9]{1,2})")
_NAME = re.compile(r"[A-Za-z0-9_-]{1,40}")
_SILVOS = re.compile(r"([0-9]+)[sS]")
#: The abilities written ``+parrot`` / ``+captain`` after an action.
VIAS = ("parrot", "captain")


def player_word(word: str, text: str) -> int:
    """The seat of ``P2`` (any case); :class:`NotationError` otherwise."""
    m = _PLAYER.fullmatch(word)
    if not m:
        raise NotationError(f"{quote(text)}: {quote(word, 20)} is not a player (P0, P1...)")
    return int(m.group(1))


def names(words: list[str], n: int, text: str, usage: str) -> list[str]:
    """``words`` when they are ``n`` names; :class:`NotationError` naming ``usage``."""
    if len(words) != n:
        raise NotationError(f"{quote(text)}: expected {usage}")
    for w in words:
        if not _NAME.fullmatch(w):
            raise NotationError(f"{quote(text)}: {quote(w, 20)} is not a name")
    return words


def split_via(words: list[str], text: str) -> tuple[list[str], str | None]:
    """``words`` without a final ``+parrot`` / ``+captain``, and that ability."""
    if words and words[-1].startswith("+"):
        via = words[-1][1:].lower()
        if via not in VIAS:
            raise NotationError(f"{quote(text)}: unknown ability {quote(words[-1], 20)} "
                                "(+parrot, +captain)")
        return words[:-1], via
    return words, None


def via_word(via: str | None) -> str:
    """The ``+parrot`` / ``+captain`` written after an action made free by ``via``."""
    return f" +{via}" if via else ""


class ActionNotation:
    """The notation of an action (VW4) written ``P0 WORD THING [+via]``: a move class
    with the fields ``player``, one name and ``via`` reads its words with this
    ``from_words``."""

    WORD: ClassVar[str]
    USAGE: ClassVar[str]

    @classmethod
    def from_words(cls, p: int, rest: list[str], text: str) -> Self:
        """The move of player ``p`` whose words after the move word are ``rest``."""
        rest, via = split_via(rest, text)
        return cls(p, *names(rest, 1, text, cls.USAGE), via=via)  # type: ignore[call-arg]


class PlainNotation:
    """The notation of a move written ``P0 WORD`` followed by its ``FIELDS`` fields as
    names: a move class with the fields ``player`` and those names reads its words with
    this ``from_words``."""

    WORD: ClassVar[str]
    USAGE: ClassVar[str]
    FIELDS: ClassVar[int] = 0

    @classmethod
    def from_words(cls, p: int, rest: list[str], text: str) -> Self:
        """The move of player ``p`` whose words after the move word are ``rest``."""
        return cls(p, *names(rest, cls.FIELDS, text, cls.USAGE))  # type: ignore[call-arg]


@attrs.frozen(cache_hash=True)
class Bundle:
    """What one side of an offer gives (VW8.3): cubes (a cube type per cube, sorted) and
    a number of silvos. Written ``hay,hay,2s``, or ``nothing`` for an empty side.

    >>> str(Bundle.parse("2s, hay,duck,hay"))
    'duck,hay,hay,2s'
    >>> Bundle.parse("nothing").is_empty
    True
    """

    cubes: tuple[str, ...] = ()
    silvos: int = 0

    def __attrs_post_init__(self) -> None:
        if not isinstance(self.cubes, tuple) or not all(
                isinstance(c, str) and _NAME.fullmatch(c) for c in self.cubes):
            raise TypeError(f"Bundle: cubes must be a tuple of cube names, not "
                            f"{shown(self.cubes, 40)}")
        if tuple(sorted(self.cubes)) != self.cubes:
            object.__setattr__(self, "cubes", tuple(sorted(self.cubes)))
        if isinstance(self.silvos, bool) or not isinstance(self.silvos, int) or not (
                0 <= self.silvos <= 999):
            raise TypeError(f"Bundle: silvos must be a whole number from 0 to 999, not "
                            f"{shown(self.silvos, 20)}")

    @property
    def is_empty(self) -> bool:
        """Whether the side gives nothing (a gift is an offer with one empty side)."""
        return not self.cubes and not self.silvos

    @property
    def size(self) -> int:
        """How many items: one per cube and one per silvo."""
        return len(self.cubes) + self.silvos

    def __str__(self) -> str:
        words = list(self.cubes) + ([f"{self.silvos}s"] if self.silvos else [])
        return ",".join(words) or "nothing"

    @classmethod
    def parse(cls, text: str, move: str = "") -> Bundle:
        """The bundle written ``text`` (``hay,hay,2s``, ``nothing``); silvo items add
        up (``1s,1s`` is ``2s``)."""
        where = quote(move or text)
        if text.lower() == "nothing":
            return cls()
        cubes: list[str] = []
        silvos = 0
        for item in text.split(","):
            item = item.strip()
            m = _SILVOS.fullmatch(item)
            if m:
                if len(m.group(1)) > 3:
                    raise NotationError(f"{where}: more than 999 silvos in a bundle")
                silvos += int(m.group(1))
            elif _NAME.fullmatch(item) and not item.isdigit():
                cubes.append(item)
            else:
                raise NotationError(f"{where}: {quote(item, 20)} is not a cube type or a "
                                    "number of silvos ('2s') in a bundle")
        if silvos > 999:
            raise NotationError(f"{where}: more than 999 silvos in a bundle")
        if len(cubes) > 100:
            raise NotationError(f"{where}: more than 100 cubes in a bundle")
        return cls(tuple(cubes), silvos)


def to_bundle(value: object) -> Bundle:
    """A :class:`Bundle`, or one read from its text (so ``Offer(0, 1, "hay", "2s")``
    works)."""
    if isinstance(value, Bundle):
        return value
    if isinstance(value, str):
        return Bundle.parse(value)
    raise TypeError(f"a bundle must be a Bundle or its text, not {type(value).__name__}")
