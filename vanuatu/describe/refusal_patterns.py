"""The English patterns of the reasons the rules give (:mod:`vanuatu.rules`), each
with the source message that says it again in a player's language
(:func:`vanuatu.describe.refusals.refusal_reason`).

Each entry: the reason as a regular expression (its variable parts named groups),
the message (marked for the catalogs) whose placeholders are those groups, and a
function that turns the groups into the words of a language (``None``: as they are).
"""

from __future__ import annotations

from collections.abc import Callable

from ..translation import N_

__all__ = ["PATTERNS"]

Convert = Callable[[dict[str, str], str], dict[str, str]]

PATTERNS: tuple[tuple[str, str, Convert | None], ...] = (
    (r"no hut left", N_("no hut left"), None),
    (r"a hut costs (?P<cost>\d+) Vatus, only (?P<held>\d+) held",
     N_("a hut costs {cost} Vatus, only {held} held"), None),
)
