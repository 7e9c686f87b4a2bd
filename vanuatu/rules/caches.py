"""Caches keyed by the identity of the objects a value was computed from.

States share their unchanged parts (the board tuple, the spaces tuple, a
player's :class:`~vanuatu.PlayerState`) with the states that follow them, so a
fact computed from those parts can be found again by their identities, without
hashing their contents (the 64 spaces of a board). An entry holds the objects
it was computed from: an identity cannot be reused by another object while the
entry is kept, so a hit is always the same objects.
"""

from __future__ import annotations

from typing import Any, Generic, TypeVar

__all__ = ["IdentityCache", "drop_oldest"]

V = TypeVar("V")


def drop_oldest(entries: dict[Any, Any]) -> None:
    """Remove the oldest entry of a bounded cache (a dict keeps its insertion
    order). Another thread using the same cache may remove it first; that is
    no error."""
    try:
        del entries[next(iter(entries))]
    except (KeyError, StopIteration, RuntimeError):
        pass


class IdentityCache(Generic[V]):
    """At most ``size`` values, each under the identities of the objects it was
    computed from (``parts``) and a few small facts (``extra``); the oldest entry
    goes first."""

    __slots__ = ("entries", "size")

    def __init__(self, size: int) -> None:
        self.size = size
        self.entries: dict[tuple[object, ...], tuple[tuple[object, ...], V]] = {}

    def get(self, parts: tuple[object, ...], extra: tuple[object, ...] = ()) -> V | None:
        """The value computed from ``parts`` (the very objects) and ``extra``,
        or ``None``."""
        hit = self.entries.get((*map(id, parts), *extra))
        # the entry holds its objects, so an object alive with the same identity
        # is one of them: equal identities are the very objects
        return None if hit is None else hit[1]

    def put(self, parts: tuple[object, ...], extra: tuple[object, ...], value: V) -> V:
        """Keep ``value`` under ``parts`` and ``extra``; return it."""
        entries = self.entries
        if len(entries) >= self.size:
            drop_oldest(entries)
        entries[(*map(id, parts), *extra)] = (parts, value)
        return value

    def clear(self) -> None:
        """Forget every entry."""
        self.entries.clear()

    def __len__(self) -> int:
        return len(self.entries)
