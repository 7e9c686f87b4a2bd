"""The headers of a game record: who played, when, where, and free tags.

Headers say nothing about the rules (those are in :class:`vanuatu.Options`);
they are kept so that a record can be filed and searched.

>>> from vanuatu.records import Headers
>>> h = Headers(event="Club night", names=("Ana", "Ben", "Caro"), tags=(("Table", "2"),))
>>> h.tag("table")
'2'
>>> Headers(event="round #2")  # doctest: +ELLIPSIS
Traceback (most recent call last):
...
vanuatu.errors.RecordError: headers.event: may not contain '#' (it starts a comment ...)
"""

from __future__ import annotations

import difflib
import functools
import re
from typing import Any

import attrs

from tabletop.one_line import line_fault

from ..errors import PositionError, RecordError
from ..options import Options
from ..position.parse import playable_position
from .format import PLAYER_WORD

__all__ = [
    "MAX_POSITION",
    "MAX_TAGS",
    "RESERVED_KEYS",
    "TAG_KEY",
    "Headers",
    "check_headers",
    "check_seats",
    "check_value",
    "near_miss",
]

#: Header keys of the text format that are not free tags (compared case-insensitively).
RESERVED_KEYS = frozenset(
    {"format", "event", "date", "players", "variant", "rulings", "components", "position"}
)
# The reserved keys as written in the text format, for "did you mean" hints.
_KEY_WORDS = {key: key.capitalize() for key in RESERVED_KEYS}


@functools.lru_cache(maxsize=1024)
def near_miss(folded: str) -> str | None:
    """The reserved header key that the lower-case key ``folded`` (not itself
    reserved) is most likely a typo of, or ``None`` when it may be a free tag:
    a key equal to a reserved one but for a trailing ``s`` (``Variants``,
    ``Ruling``), or spelt closely (``Evnet``), is a typo, since taking it for
    a free tag would silently change the rules a record is checked under.

    Its cost is bounded whatever the input: keys are compared with the few
    reserved ones only when their lengths allow a close match (a difflib ratio
    of at least 0.8), and results are cached.

    >>> near_miss("variants"), near_miss("evnet"), near_miss("table")
    ('Variant', 'Event', None)
    """
    for key in _SORTED_KEYS:
        if folded + "s" == key or folded == key + "s":
            return _KEY_WORDS[key]
    best: tuple[float, str] | None = None
    for key in _SORTED_KEYS:
        # ratio = 2 * matches / (len(a) + len(b)) <= 2 * min / (sum): a close
        # match needs lengths near each other (as difflib.get_close_matches)
        if 2 * min(len(folded), len(key)) < 0.8 * (len(folded) + len(key)):
            continue
        matcher = difflib.SequenceMatcher(None, key, folded)
        if matcher.real_quick_ratio() >= 0.8 and matcher.quick_ratio() >= 0.8:
            ratio = matcher.ratio()
            if ratio >= 0.8 and (best is None or (ratio, key) > best):
                best = (ratio, key)
    return None if best is None else _KEY_WORDS[best[1]]


_SORTED_KEYS = sorted(RESERVED_KEYS)

#: The most free tags a record may have.
MAX_TAGS = 200


#: The form of a free tag key (and of every header key in the text format).
TAG_KEY = re.compile(r"[A-Za-z][A-Za-z0-9_-]{0,39}")
_MAX_VALUE = 200


def check_value(where: str, value: object) -> None:
    """Raise :class:`~vanuatu.RecordError` unless ``value`` can be a header value:
    one line of at most 200 characters, without ``#``, control characters or
    surrounding blanks, and text UTF-8 can write (no lone surrogate;
    :func:`tabletop.one_line.line_fault`)."""
    if not isinstance(value, str):
        raise RecordError(f"{where}: must be a string, not {type(value).__name__}")
    fault = line_fault(value, _MAX_VALUE)
    if fault is not None:
        raise RecordError(f"{where}: {fault}")


def check_seats(headers: Headers, players: int) -> None:
    """Raise :class:`~vanuatu.RecordError` unless ``headers`` names every seat
    of a ``players``-player game or none."""
    if headers.names and len(headers.names) != players:
        raise RecordError(
            f"headers.names: {len(headers.names)} names for a {players}-player game"
        )


def check_headers(headers: object, options: Options) -> None:
    """Check ``headers`` for a game under ``options`` (as :class:`vanuatu.Record`
    does when it is made): raise :class:`TypeError` unless ``headers`` is a
    :class:`Headers`, and :class:`~vanuatu.RecordError` unless it names every
    seat of the game or none.

    >>> from vanuatu import Options
    >>> check_headers(Headers(names=("Ana", "Ben")), Options(players=3))
    Traceback (most recent call last):
    ...
    vanuatu.errors.RecordError: headers.names: 2 names for a 3-player game
    """
    if not isinstance(options, Options):
        raise TypeError(f"options: expected vanuatu.Options, not {type(options).__name__}")
    if not isinstance(headers, Headers):
        raise TypeError(f"headers: expected vanuatu.Headers, not {type(headers).__name__}")
    check_seats(headers, options.players)
    if headers.position:
        try:
            playable_position(headers.position, options)
        except PositionError as error:
            raise RecordError(f"headers.position: {error}") from None


def _check_text(instance: Headers, attribute: attrs.Attribute[str], value: str) -> None:
    check_value(f"headers.{attribute.name}", value)


#: The longest position string a record accepts (a position is about 500 characters).
MAX_POSITION = 4000


def _check_position(instance: Headers, attribute: attrs.Attribute[str], value: str) -> None:
    if not isinstance(value, str):
        raise RecordError(f"headers.position: must be a string, not {type(value).__name__}")
    if len(value) > MAX_POSITION:
        raise RecordError(f"headers.position: at most {MAX_POSITION} characters")
    if value and (not value.isascii() or not value.isprintable() or "#" in value
                  or value != value.strip()):
        raise RecordError("headers.position: must be one line of printable ASCII without '#' "
                          "(see vanuatu.to_position)")


def _check_names(
    instance: Headers, attribute: attrs.Attribute[tuple[str, ...]], value: tuple[str, ...]
) -> None:
    if not isinstance(value, tuple):
        raise RecordError("headers.names: must be a tuple of strings")
    for i, name in enumerate(value):
        check_value(f"headers.names[{i}]", name)


def _check_tags(
    instance: Headers,
    attribute: attrs.Attribute[tuple[tuple[str, str], ...]],
    value: tuple[tuple[str, str], ...],
) -> None:
    if not isinstance(value, tuple):
        raise RecordError("headers.tags: must be a tuple of (key, value) pairs")
    if len(value) > MAX_TAGS:
        raise RecordError(f"headers.tags: at most {MAX_TAGS} free tags, not {len(value)}")
    seen: set[str] = set()
    for pair in value:
        if not (isinstance(pair, tuple) and len(pair) == 2):
            raise RecordError("headers.tags: must be a tuple of (key, value) pairs")
        key, text = pair
        if not isinstance(key, str) or not TAG_KEY.fullmatch(key):
            raise RecordError(
                f"headers.tags: {key!r} is not a tag key (a letter, then up to 39 letters, "
                f"digits, '-' or '_')"
            )
        folded = key.lower()
        if folded in RESERVED_KEYS or PLAYER_WORD.fullmatch(key):
            raise RecordError(f"headers.tags: {key!r} is a reserved header, not a free tag")
        meant = near_miss(folded)
        if meant is not None:
            raise RecordError(
                f"headers.tags: {key!r} is too close to the header {meant!r} to be a free tag"
            )
        if folded in seen:
            raise RecordError(f"headers.tags: {key!r} is given twice")
        seen.add(folded)
        check_value(f"headers.tags.{key}", text)


def _names(value: Any) -> Any:
    value = tuple(value) if isinstance(value, list) else value
    if isinstance(value, tuple) and all(v == "" for v in value):
        return ()
    return value


def _pairs(value: Any) -> Any:
    if isinstance(value, dict):
        return tuple(value.items())
    if isinstance(value, list):
        return tuple(tuple(p) if isinstance(p, list) else p for p in value)
    return value


@attrs.frozen
class Headers:
    """What a record tells about the game besides its moves.

    Attributes:
        event: the event (tournament, club night...), ``""`` if not given.
        date: the date the game was played, free text (ISO ``2026-11-29`` is advised).
        names: the players' names by seat (``names[2]`` is P2), ``()`` if not
            given; an unknown name is ``""`` (and ``names`` is ``()`` when no name
            is known).
        tags: free ``(key, value)`` pairs, in order; keys are case-insensitive
            and unique.
        position: the position string the game starts from
            (:func:`vanuatu.to_position`), ``""`` for a game from setup (R2).
    """

    event: str = attrs.field(default="", validator=_check_text)
    date: str = attrs.field(default="", validator=_check_text)
    names: tuple[str, ...] = attrs.field(default=(), converter=_names, validator=_check_names)
    tags: tuple[tuple[str, str], ...] = attrs.field(
        default=(), converter=_pairs, validator=_check_tags
    )
    position: str = attrs.field(default="", validator=_check_position)

    def tag(self, key: str) -> str | None:
        """The value of the free tag ``key`` (case-insensitive), or ``None``."""
        for k, v in self.tags:
            if k.lower() == key.lower():
                return v
        return None

    def name(self, player: int) -> str:
        """The name of ``player``, or ``"P<n>"`` when it is not known."""
        if 0 <= player < len(self.names) and self.names[player]:
            return self.names[player]
        return f"P{player}"
