"""The character cards for players: what each character's bonus does and when
it can be used (R1.8, R3.9), with :func:`character_card`.

>>> card = character_card("navigator")
>>> card.title, card.action, card.anchor
('Navigator', <Action.SAIL: 0>, 'character-navigator')
>>> character_card("beggar").action is None
True
"""

from __future__ import annotations

import attrs

from tabletop.one_line import shown

from ..components import CHARACTERS, LINKED_ACTION
from .texts import CharacterCard, Passage, UnknownEntryError, anchor
from .translation import N_, translate

__all__ = ["CARDS", "character_card"]


@attrs.frozen
class _Card:
    passage: Passage
    when: str


def _card(name: str, title: str, when: str, text: str, see: tuple[str, ...]) -> _Card:
    return _Card(Passage(name, title, text, ("R1.8", *see)), when)


#: The eleven character cards as written, by character (R1.8).
CARDS: dict[str, _Card] = {c.passage.key: c for c in (
    _card("navigator", N_("Navigator"), N_("Phase IV, when you perform Sail."), N_(
        "Sail 1 to 3 steps without paying anything."), ("R6.1",)),
    _card("fisherman", N_("Fisherman"), N_("Phase IV, when you perform Fish."), N_(
        "Besides the fish token, score as many PP as the token is worth."), ("R6.4",)),
    _card("vendor", N_("Vendor"), N_("Phase IV, when you perform Sell."), N_(
        "Sell your fish without a hut of yours next to the boat; you need no island next to "
        "it at all."), ("R6.5",)),
    _card("diver", N_("Diver"), N_("Phase IV, when you perform Explore."), N_(
        "Besides the treasure token, gain as many Vatus as the token is worth."), ("R6.3",)),
    _card("builder", N_("Builder"), N_("Phase IV, when you perform Build."), N_(
        "Your hut costs 1 Vatu instead of 3."), ("R6.2",)),
    _card("buyer", N_("Buyer"), N_("Phase IV, when you perform Buy."), N_(
        "After your export, take a second cube of the same good from the supply for free, if "
        "one is left there, and export it too. It scores like any export, completing bonus "
        "included, and is lost if no ship needs it."), ("R6.6", "R11.6")),
    _card("artist", N_("Artist"), N_("Phase IV, when you perform Draw."), N_(
        "Your sand drawing scores 5 PP instead of 3."), ("R6.7",)),
    _card("guide", N_("Guide"), N_("Phase IV, when you perform Transport."), N_(
        "Also score 2 PP for each sand drawing already on the island you bring the tourist "
        "to."), ("R6.8",)),
    _card("beggar", N_("Beggar"), N_(
        "At any moment of the round you hold it, even on another player's turn; no marker is "
        "needed."), N_(
        "Once, give up 1, 2 or 3 PP (never more than you have) for as many Vatus, which turn "
        "into points at 10 like any others."), ("R7.2", "R12.5")),
    _card("preacher", N_("Preacher"), N_(
        "Phase IV, on a turn where you hold no majority anywhere."), N_(
        "Instead of only taking a stack back, perform the action of one of your own stacks "
        "anyway, if it is possible, then take it back."), ("R5.5", "R11.7")),
    _card("governor", N_("Governor"), N_(
        "Phase IV, on any of your turns, instead of acting."), N_(
        "Move all your markers from one action space to another, where they join any already "
        "there; your turn ends with the move."), ("R5.6", "R11.8")),
)}

def character_card(name: str, lang: str = "en") -> CharacterCard:
    """The card of the character ``name`` (``"navigator"``, a
    :class:`~vanuatu.Character`) for a player, in ``lang``."""
    found = CARDS.get(name) if isinstance(name, str) else None
    if found is None:
        raise UnknownEntryError(
            f"no character {shown(name)} (characters: {', '.join(CHARACTERS)})"
        )
    passage = found.passage
    return CharacterCard(
        passage.key, translate(passage.title, lang), LINKED_ACTION.get(passage.key),
        translate(found.when, lang), translate(passage.text, lang),
        anchor(passage.key, "character"), passage.see,
    )
