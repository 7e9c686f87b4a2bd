"""The shapes of the player texts: :class:`Passage`, the English source as data,
and what a reader gets back, :class:`RuleText` and :class:`CharacterCard`,
with the anchor of each entry on the "Learn to play" page (:func:`anchor`).

>>> anchor("R3.8"), anchor("R1.1c"), anchor("sail", "action")
('rule-r3-8', 'rule-r1-1c', 'action-sail')
"""

from __future__ import annotations

import attrs

from ..components import Action
from ..errors import VanuatuError

__all__ = ["PAGE", "CharacterCard", "Passage", "RuleText", "UnknownEntryError", "anchor"]

#: The page of the documentation that holds every entry, by its anchor.
PAGE = "learn.html"


def anchor(key: str, kind: str = "rule") -> str:
    """The anchor of an entry on the "Learn to play" page: its kind, then its id in
    lower case with ``-`` for ``.`` (HTML ids are matched as written, and the
    documentation's ids are lower case)."""
    return f"{kind}-{key.lower().replace('.', '-')}"


class UnknownEntryError(VanuatuError, KeyError, ValueError):
    """A rule id, character, action or phase that the player texts do not have;
    the message names it and says what there is."""

    def __str__(self) -> str:
        return str(self.args[0]) if self.args else ""


@attrs.frozen
class Passage:
    """One entry as written: its key, and an English title and text marked for
    translation; ``see`` holds the rule ids it rests on."""

    key: str
    title: str
    text: str
    see: tuple[str, ...] = ()


@attrs.frozen
class RuleText:
    """A rule, an action or a phase for a player, in the language asked for.

    Attributes:
        id: the key: a rule id (``"R3.8"``), an action (``"sail"``) or a phase
            (``"planning"``).
        title: a few words.
        text: one to three plain sentences.
        anchor: the entry's anchor on the "Learn to play" page (``"rule-r3-8"``).
        see: the rule ids the entry rests on or refers to.
    """

    id: str
    title: str
    text: str
    anchor: str
    see: tuple[str, ...] = ()

    @property
    def url(self) -> str:
        """The entry's address relative to the documentation's root
        (``"learn.html#rule-r3-8"``)."""
        return f"{PAGE}#{self.anchor}"


@attrs.frozen
class CharacterCard:
    """A character's card for a player, in the language asked for.

    Attributes:
        name: the character's id (``"navigator"``).
        title: its name as a player reads it.
        action: the action its bonus improves, or ``None`` (Beggar, Preacher,
            Governor).
        when: when the bonus can be used.
        text: what the bonus does.
        anchor: the card's anchor on the "Learn to play" page
            (``"character-navigator"``).
        see: the rule ids of the bonus.
    """

    name: str
    title: str
    action: Action | None
    when: str
    text: str
    anchor: str
    see: tuple[str, ...] = ()

    @property
    def url(self) -> str:
        """The card's address relative to the documentation's root."""
        return f"{PAGE}#{self.anchor}"
