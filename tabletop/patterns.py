"""Saying an English message again in a player's language by reading it back against
a table of patterns.

The rules, the record readers and the command lines write their messages in English as
they find them and never spend time on words. A *pattern table* pairs each message's
regular expression, its variable parts as named groups, with the source message (marked
for the catalogs) whose placeholders are those groups. :class:`Patterns` finds the first
pattern that matches a whole message and says the source message again, each group
passed through the game's own words (a nested reason read back again, a cube or a
character named in the language, anything else kept as it is). Both games' refusals,
the refusals of a bot spec (:mod:`tabletop.spec_words`) and of a scheduler address
(:mod:`tabletop.cluster_words`) are read this way.

>>> table = Patterns(((r"(?P<player>P\\d+) holds no (?P<cube>\\w+)", "{player} has no {cube}"),
...                   (r"the bag is empty", "nothing in the bag")))
>>> pt = {"{player} has no {cube}": "{player} não tem {cube}",
...       "nothing in the bag": "nada no saco"}.get
>>> table.say("P1 holds no goat", pt, lambda name, value: "bode" if value == "goat" else value)
'P1 não tem bode'
>>> table.say("the bag is empty", pt)
'nada no saco'
>>> table.say("something else", pt) is None
True
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

__all__ = ["Patterns"]


def _as_is(name: str, value: str) -> str:
    return value


class Patterns:
    """A pattern table: ``(regular expression, source message)`` pairs, compiled on
    first use and tried in their order."""

    def __init__(self, table: Sequence[tuple[str, str]]) -> None:
        #: The pairs, as given.
        self.table: tuple[tuple[str, str], ...] = tuple(table)
        self._compiled: tuple[tuple[re.Pattern[str], str], ...] | None = None

    def _patterns(self) -> tuple[tuple[re.Pattern[str], str], ...]:
        if self._compiled is None:
            self._compiled = tuple((re.compile(pattern), message)
                                   for pattern, message in self.table)
        return self._compiled

    def find(self, text: str) -> tuple[str, dict[str, str | None]] | None:
        """The source message of the first pattern that matches the whole of ``text``
        and the text of each of its groups (``None`` for a group that took no part in
        the match); ``None`` when no pattern matches.

        >>> Patterns(((r"no (?P<what>\\w+)(?P<where> here)?", "none"),)).find("no goat")
        ('none', {'what': 'goat', 'where': None})
        """
        for pattern, message in self._patterns():
            found = pattern.fullmatch(text)
            if found is not None:
                return message, found.groupdict()
        return None

    def say(self, text: str, translate: Callable[[str], str],
            group: Callable[[str, str], str] = _as_is) -> str | None:
        """``text`` said again: the source message of its pattern through
        ``translate``, its placeholders filled with each group's text through
        ``group(name, text)`` (a group that took no part in the match left empty);
        ``None`` when no pattern matches."""
        found = self.find(text)
        if found is None:
            return None
        message, groups = found
        return translate(message).format(**{k: "" if v is None else group(k, v)
                                            for k, v in groups.items()})
