"""The events of a narrated game (:func:`vanuatu.events`) that concern one
player's move and money: frozen values, each with an English
:attr:`~Event.sentence`. The events of the table, the rounds and the end of the
game are in :mod:`vanuatu.narration.table_events`.

>>> Converted(player=0, vatus=10, pp=5).sentence
'P0 converts 10 Vatus into 5 PP (R1.1c).'
"""

from __future__ import annotations

from typing import Any

import attrs

from ..describe.language import good_name, ngettext, rest_token_name, speaking, vatus
from ..describe.language import translate as _
from ..translation import N_

__all__ = [
    "Converted",
    "CubeExported",
    "CubeLost",
    "DikeBuilt",
    "DrawingMade",
    "Event",
    "Gained",
    "HutBuilt",
    "Paid",
    "Played",
    "RestRevealed",
    "TokenTaken",
    "TouristMoved",
]


def count(n: int, word: str, plural: str | None = None) -> str:
    """``"1 Vatu"``, ``"2 Vatus"``."""
    return f"{n} {word if n == 1 else (plural or word + 's')}"


#: Why a player paid or gained, as the narration says it (English source messages).
REASONS = {
    "to sail": N_("to sail"), "to build": N_("to build"), "for the cube": N_("for the cube"),
    "for the fish": N_("for the fish"), "as Diver": N_("as Diver"),
    "from the huts there": N_("from the huts there"),
    "for the treasure": N_("for the treasure"), "by begging": N_("by begging"),
    "for the export": N_("for the export"), "for the drawing": N_("for the drawing"),
    "as Fisherman": N_("as Fisherman"), "as Guide": N_("as Guide"),
    "from the rest token": N_("from the rest token"),
}


def reason_words(reason: str) -> str:
    """A reason of :class:`Paid` or :class:`Gained` in the language spoken."""
    head, rest_token, _tail = reason.partition(" and the rest token")
    if rest_token and head in REASONS:
        return _("{reason} and from the rest token").format(reason=_(REASONS[head]))
    return _(REASONS[reason]) if reason in REASONS else reason


@attrs.frozen
class Event:
    """Something that happened; :attr:`sentence` says it in English, :meth:`say` in
    a language of the catalogs."""

    @property
    def sentence(self) -> str:
        """The event as one English sentence."""
        return self._said()

    def say(self, lang: str = "en") -> str:
        """The event as one sentence in ``lang`` (``en``, ``pt``, ``ja``; English for a
        language without a catalog)."""
        with speaking(lang):
            return self._said()

    def _said(self) -> str:
        """The event as one sentence, in the language of :func:`speaking`."""
        raise NotImplementedError


@attrs.frozen
class Played(Event):
    """A player's move, in words (``move`` is its notation as it may be shown)."""

    player: int
    move: str
    words: str
    #: How to say the move again in another language (left out of comparisons).
    source: Any = attrs.field(default=None, eq=False, repr=False)

    def _said(self) -> str:
        if self.source is None:
            return self.words
        from .words import say_move

        return say_move(*self.source)


@attrs.frozen
class Paid(Event):
    """A player paid Vatus."""

    player: int
    vatus: int
    reason: str = ""

    def _said(self) -> str:
        if self.reason:
            return _("P{player} pays {vatus} {reason}.").format(
                player=self.player, vatus=vatus(self.vatus), reason=reason_words(self.reason))
        return _("P{player} pays {vatus}.").format(player=self.player, vatus=vatus(self.vatus))


@attrs.frozen
class Gained(Event):
    """A player gained Vatus or PP (negative PP: given up, as by the Beggar)."""

    player: int
    vatus: int = 0
    pp: int = 0
    reason: str = ""

    def _said(self) -> str:
        why = reason_words(self.reason) if self.reason else ""
        if self.pp < 0:
            if why:
                return _("P{player} gives up {pp} PP {reason}.").format(
                    player=self.player, pp=-self.pp, reason=why)
            return _("P{player} gives up {pp} PP.").format(player=self.player, pp=-self.pp)
        if self.vatus and self.pp:
            amount = _("{vatus} and {pp} PP").format(vatus=vatus(self.vatus), pp=self.pp)
        elif self.vatus:
            amount = vatus(self.vatus)
        else:
            amount = _("{pp} PP").format(pp=self.pp)
        if why:
            return _("P{player} gains {amount} {reason}.").format(
                player=self.player, amount=amount, reason=why)
        return _("P{player} gains {amount}.").format(player=self.player, amount=amount)


@attrs.frozen
class Converted(Event):
    """R1.1c: every full 10 Vatus were exchanged for 5 PP."""

    player: int
    vatus: int
    pp: int

    def _said(self) -> str:
        return _("P{player} converts {vatus} into {pp} PP (R1.1c).").format(
            player=self.player, vatus=vatus(self.vatus), pp=self.pp)


@attrs.frozen
class TokenTaken(Event):
    """A fish or treasure token was taken from an ocean tile (R6.3, R6.4)."""

    player: int
    kind: str
    value: int
    space: str

    def _said(self) -> str:
        if self.kind == "fish":
            return _("P{player} takes a fish token worth {value} at {space}.").format(
                player=self.player, value=self.value, space=self.space)
        return _("P{player} takes a treasure token worth {value} at {space}.").format(
            player=self.player, value=self.value, space=self.space)


@attrs.frozen
class HutBuilt(Event):
    """R6.2."""

    player: int
    space: str
    huts: int

    def _said(self) -> str:
        return ngettext("The island at {space} now has {count} hut.",
                        "The island at {space} now has {count} huts.", self.huts).format(
            space=self.space, count=self.huts)


@attrs.frozen
class DikeBuilt(Event):
    """R10.3."""

    player: int
    island: str
    ocean: str

    def _said(self) -> str:
        return _("P{player} builds a dike between {island} and {ocean} (R10.3).").format(
            player=self.player, island=self.island, ocean=self.ocean)


@attrs.frozen
class DrawingMade(Event):
    """R6.7."""

    player: int
    space: str
    drawings: int

    def _said(self) -> str:
        return ngettext("The island at {space} now has {count} sand drawing.",
                        "The island at {space} now has {count} sand drawings.",
                        self.drawings).format(space=self.space, count=self.drawings)


@attrs.frozen
class TouristMoved(Event):
    """R6.8: a tourist was brought to an island."""

    player: int
    space: str
    tourists: int

    def _said(self) -> str:
        return ngettext("The island at {space} now has {count} tourist.",
                        "The island at {space} now has {count} tourists.",
                        self.tourists).format(space=self.space, count=self.tourists)


@attrs.frozen
class CubeExported(Event):
    """R6.6: a cube went onto a demand tile."""

    player: int
    good: str
    demand: int
    completed: bool

    def _said(self) -> str:
        if self.completed:
            return _("P{player} exports {good} to demand tile #{demand}, completing it.").format(
                player=self.player, good=good_name(self.good), demand=self.demand)
        return _("P{player} exports {good} to demand tile #{demand}.").format(
            player=self.player, good=good_name(self.good), demand=self.demand)


@attrs.frozen
class CubeLost(Event):
    """R6.6: no displayed tile needed the cube."""

    player: int
    good: str

    def _said(self) -> str:
        return _("No demand tile needs P{player}'s {good}: it is lost (R6.6).").format(
            player=self.player, good=good_name(self.good))


@attrs.frozen
class RestRevealed(Event):
    """R5.9: a rest token is turned face up."""

    player: int
    token: str

    def _said(self) -> str:
        return _("P{player} reveals the rest token '{token}' (R5.9).").format(
            player=self.player, token=rest_token_name(self.token))
