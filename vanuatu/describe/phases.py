"""The descriptions of the moves of the phases other than the actions, and of
the free actions: tile placement (R3.6), neutral markers (R10.1), characters
(R3.8), planning (R4.2), taking markers back (R5.3, R5.4), the Governor (R5.6),
treasure sales (R7.1) and the Beggar (R7.2)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable

from ..components import Action, Character, Components
from ..moves import (
    Beg,
    Govern,
    PlaceNeutral,
    PlaceTile,
    Plan,
    Retrieve,
    SellTreasure,
    TakeCharacter,
)
from ..state import GameState
from .language import action_name, listed, ngettext, vatus
from .language import translate as _
from .table import mover

__all__ = ["beg", "govern", "place_neutral", "place_tile", "plan", "retrieve", "sell_treasure",
           "take_character"]


def place_tile(m: PlaceTile, state: GameState) -> str:
    """R3.6: the upcoming tile placed, and where."""
    spec = state.options.components.tile_map.get(m.tile)
    if spec is None:
        text = _("Place the tile {tile} on {space}")
    elif spec.is_island:
        text = _("Place the island tile {tile} on {space}")
    else:
        text = _("Place the ocean tile {tile} on {space}")
    return text.format(tile=m.tile, space=m.space)


def _counted(actions: tuple[Action, ...]) -> list[tuple[Action, int]]:
    """The action spaces of a placement in board order, with their markers."""
    return sorted(Counter(actions).items())


def place_neutral(m: PlaceNeutral, state: GameState) -> str:
    """R10.1: how many neutral markers go on which action spaces."""
    each = [_("{count} on {action}").format(count=n, action=action_name(a))
            for a, n in _counted(m.actions)]
    total = len(m.actions)
    return ngettext("Place {total} neutral marker: {markers}",
                    "Place {total} neutral markers: {markers}", total).format(
        total=total, markers=listed(each))


def _bonus_texts(c: Components) -> dict[str, Callable[[], str]]:
    """What taking each character says: its name and bonus (R1.8)."""
    return {
        Character.NAVIGATOR: lambda: _(
            "Take the Navigator: once this round, sail 1 to {steps} spaces for free").format(
            steps=c.sail_max_steps),
        Character.FISHERMAN: lambda: _(
            "Take the Fisherman: once this round, also gain PP equal to the fish token you "
            "take"),
        Character.VENDOR: lambda: _(
            "Take the Vendor: once this round, sell fish without a hut of yours next to the "
            "boat"),
        Character.DIVER: lambda: _(
            "Take the Diver: once this round, also gain Vatus equal to the treasure token you "
            "take"),
        Character.BUILDER: lambda: ngettext(
            "Take the Builder: once this round, build a hut for {cost} Vatu instead of "
            "{usual}",
            "Take the Builder: once this round, build a hut for {cost} Vatus instead of "
            "{usual}", c.builder_cost).format(cost=c.builder_cost, usual=c.build_cost),
        Character.BUYER: lambda: _(
            "Take the Buyer: once this round, export a second cube of the good you buy, "
            "free"),
        Character.ARTIST: lambda: _(
            "Take the Artist: once this round, a sand drawing scores {pp} PP instead of "
            "{usual}").format(pp=c.artist_pp, usual=c.draw_pp),
        Character.GUIDE: lambda: _(
            "Take the Guide: once this round, also gain {pp} PP per sand drawing on the "
            "island you bring a tourist to").format(pp=c.guide_pp_per_drawing),
        Character.BEGGAR: lambda: _(
            "Take the Beggar: once this round, exchange 1 to {most} PP for as many "
            "Vatus").format(most=c.beggar_max),
        Character.PREACHER: lambda: _(
            "Take the Preacher: once this round, perform the action of one of your stacks "
            "without a majority"),
        Character.GOVERNOR: lambda: _(
            "Take the Governor: once this round, move all your markers from one action "
            "space to another instead of acting"),
    }


def take_character(m: TakeCharacter, state: GameState) -> str:
    """R3.8: the character taken and what its bonus does."""
    text = _bonus_texts(state.options.components).get(m.character)
    if text is None:
        return _("Take the character {character}").format(character=m.character)
    return text()


def plan(m: Plan, state: GameState) -> str:
    """R4.2: the action spaces the markers of this pass go on."""
    counted = _counted(m.actions)
    if len(counted) == 2:
        return _("Plan: {first} and {second}").format(
            first=action_name(counted[0][0]), second=action_name(counted[1][0]))
    if len(counted) == 1:
        (a, n), = counted
        return ngettext("Plan: {action}", "Plan: {count} markers on {action}", n).format(
            action=action_name(a), count=n)
    each = [_("{count} on {action}").format(count=n, action=action_name(a)) for a, n in counted]
    return _("Plan: {markers}").format(markers=listed(each))


def _markers_on(state: GameState, player: int, action: Action) -> int:
    markers = mover(state, player).markers
    return markers[action] if 0 <= action < len(markers) else 0


def retrieve(m: Retrieve, state: GameState) -> str:
    """R5.3, R5.4: the markers taken back without effect."""
    n = _markers_on(state, m.player, m.action)
    return ngettext("Take back your marker from {action} without effect",
                    "Take back your {count} markers from {action} without effect", n).format(
        count=n, action=action_name(m.action))


def govern(m: Govern, state: GameState) -> str:
    """R5.6: the Governor's move of a whole stack."""
    n = _markers_on(state, m.player, m.source)
    return ngettext(
        "Move your marker from {source} to {target}, using the Governor's bonus",
        "Move your {count} markers from {source} to {target}, using the Governor's bonus",
        n).format(count=n, source=action_name(m.source), target=action_name(m.target))


def sell_treasure(m: SellTreasure, state: GameState) -> str:
    """R7.1: the treasure tokens sold and the Vatus they give (a free action)."""
    return ngettext("Sell your treasure token worth {values} for {money} (a free action)",
                    "Sell your treasure tokens worth {values} for {money} (a free action)",
                    len(m.values)).format(values=listed([str(v) for v in m.values]),
                                          money=vatus(m.value))


def beg(m: Beg, state: GameState) -> str:
    """R7.2: the Beggar's exchange of PP for Vatus (a free action)."""
    return ngettext("Beg: give {amount} PP for {amount} Vatu, using the Beggar's bonus",
                    "Beg: give {amount} PP for {amount} Vatus, using the Beggar's bonus",
                    m.amount).format(amount=m.amount)
