"""What both forms of a game record share: the format's name and version, how
the :class:`~vanuatu.Options` are written, and how a seat is written.

Every field of :class:`~vanuatu.Options` besides ``players`` and
``components`` is either a variant (R10) or a ruling flag. The variants are
listed in :data:`VARIANTS`; every other flag is a ruling, written in
:data:`RULINGS` form:

>>> VARIANTS["rising_waters"], RULINGS["sail-revisit"]
('rising-waters', 'sail_revisit')
"""

from __future__ import annotations

import attrs

from ..moves import CHANCE
from ..notation import PLAYER_WORD
from ..options import VARIANTS, Options

__all__ = [
    "FORMAT",
    "PLAYER_WORD",
    "RULINGS",
    "VARIANTS",
    "VERSION",
    "actor_word",
    "ruling_words",
    "variant_flags",
    "variant_words",
]

#: The name of the format (the ``format`` field of JSON, the ``Format:`` header of text).
FORMAT = "vanuatu-record"
#: The version of the format this library reads and writes.
VERSION = 1

# VARIANTS: the variant flags of Options and their words (``Variant:`` header)

_NOT_FLAGS = frozenset({"players", "components"})

#: The ruling flags of :class:`~vanuatu.Options`, by the word written in a
#: ``Rulings:`` header (``sail-revisit`` is ``sail_revisit``).
RULINGS: dict[str, str] = {
    f.name.replace("_", "-"): f.name
    for f in attrs.fields(Options)
    if f.name not in _NOT_FLAGS and f.name not in VARIANTS
}

# PLAYER_WORD: a seat as written in records, ``P2`` (``p2`` in a text header key).


def actor_word(player: int) -> str:
    """The actor of a move as written in a record: ``"P2"``, or ``"chance"``."""
    return "chance" if player == CHANCE else f"P{player}"


def _default(name: str) -> object:
    default: object = getattr(attrs.fields(Options), name).default
    return default


def variant_words(options: Options) -> tuple[str, ...]:
    """The words of the variants in force (the two-player rules excepted: the
    player count says them)."""
    return tuple(
        word for name, word in VARIANTS.items() if getattr(options, name) != _default(name)
    )


def variant_flags(words: set[str]) -> dict[str, bool]:
    """The variant flags of :class:`~vanuatu.Options` for the variant ``words``."""
    return {
        name: (not _default(name)) if word in words else bool(_default(name))
        for name, word in VARIANTS.items()
    }


def ruling_words(options: Options) -> dict[str, bool]:
    """The rulings of ``options`` that are not the default, by their word."""
    return {
        word: getattr(options, name)
        for word, name in RULINGS.items()
        if getattr(options, name) != _default(name)
    }
