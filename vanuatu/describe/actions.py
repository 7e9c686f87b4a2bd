"""The descriptions of the nine actions (R6), before they are performed.

A move whose ``bonus`` is set uses the bonus of the mover's character (R1.8):
the one linked to the action, or the Preacher's action without a majority
(R5.5), which performs the action as usual.
"""

from __future__ import annotations

from ..components import GOODS, Character
from ..moves import Build, Buy, Draw, Explore, Fish, Rest, Sail, Sell, Transport
from ..state import GameState
from .language import good_name, listed, ngettext, vatus
from .language import translate as _
from .table import boat_space, character_of, exports, space_at

__all__ = ["HIDDEN_TOKEN", "build", "buy", "draw", "explore", "fish", "rest", "sail", "sell",
           "transport"]

#: The rest token of another player's Rest in a public history, masked until
#: Phase V reveals it (R9; :data:`vanuatu.bots.interface.HIDDEN_TOKEN`).
HIDDEN_TOKEN = "hidden"


def _own_bonus(state: GameState, player: int, bonus: bool, character: Character) -> bool:
    """Whether the move uses ``character``'s bonus: the mover holds it."""
    return bonus and character_of(state, player) == character


def _finish(state: GameState, player: int, bonus: bool, text: str) -> str:
    """``text``, the action as usual, with another bonus named: the Preacher's (R5.5)."""
    if not bonus:
        return text
    if character_of(state, player) == Character.PREACHER:
        return _("{action}, using the Preacher's bonus (no majority needed)").format(
            action=text)
    return _("{action}, using a character bonus").format(action=text)


def sail(m: Sail, state: GameState) -> str:
    """R6.1: where to, how far, and what it costs (nothing with the Navigator)."""
    if _own_bonus(state, m.player, m.bonus, Character.NAVIGATOR):
        return ngettext("Sail {steps} space to {space} for free, using the Navigator's bonus",
                        "Sail {steps} spaces to {space} for free, using the Navigator's bonus",
                        m.steps).format(steps=m.steps, space=m.dest)
    text = ngettext("Sail {steps} space to {space} for {steps} Vatu",
                    "Sail {steps} spaces to {space} for {steps} Vatus",
                    m.steps).format(steps=m.steps, space=m.dest)
    return _finish(state, m.player, m.bonus, text)


def build(m: Build, state: GameState) -> str:
    """R6.2, R10.3: a hut, a dike or both, and their price (the Builder's hut is cheaper)."""
    c = state.options.components
    builder = _own_bonus(state, m.player, m.bonus, Character.BUILDER) and m.island is not None
    hut = (c.builder_cost if builder else c.build_cost) if m.island is not None else 0
    cost = hut + (c.dike_cost if m.dike is not None else 0)
    if m.dike is None:
        if builder:
            text = ngettext(
                "Build a hut on the island at {island} for {vatus} Vatu, using the Builder's "
                "bonus",
                "Build a hut on the island at {island} for {vatus} Vatus, using the Builder's "
                "bonus", cost)
        else:
            text = ngettext("Build a hut on the island at {island} for {vatus} Vatu",
                            "Build a hut on the island at {island} for {vatus} Vatus", cost)
        text = text.format(island=m.island, vatus=cost)
    elif m.island is None:
        text = ngettext(
            "Build a dike between the island at {island} and the ocean at {ocean} for "
            "{vatus} Vatu",
            "Build a dike between the island at {island} and the ocean at {ocean} for "
            "{vatus} Vatus", cost).format(island=m.dike[0], ocean=m.dike[1], vatus=cost)
    else:
        if builder:
            text = ngettext(
                "Build a hut on the island at {island} and a dike between the island at "
                "{dike_island} and the ocean at {ocean} for {vatus} Vatu, using the Builder's "
                "bonus",
                "Build a hut on the island at {island} and a dike between the island at "
                "{dike_island} and the ocean at {ocean} for {vatus} Vatus, using the "
                "Builder's bonus", cost)
        else:
            text = ngettext(
                "Build a hut on the island at {island} and a dike between the island at "
                "{dike_island} and the ocean at {ocean} for {vatus} Vatu",
                "Build a hut on the island at {island} and a dike between the island at "
                "{dike_island} and the ocean at {ocean} for {vatus} Vatus", cost)
        text = text.format(island=m.island, dike_island=m.dike[0], ocean=m.dike[1],
                           vatus=cost)
    return text if builder else _finish(state, m.player, m.bonus, text)


def explore(m: Explore, state: GameState) -> str:
    """R6.3: the treasure token taken under the boat (and the Diver's Vatus)."""
    where = boat_space(state, m.player)
    value = space_at(state, where).treasure
    if _own_bonus(state, m.player, m.bonus, Character.DIVER):
        return ngettext(
            "Explore the wreck at {space}: take a treasure token worth {value} and gain "
            "{value} Vatu with the Diver's bonus",
            "Explore the wreck at {space}: take a treasure token worth {value} and gain "
            "{value} Vatus with the Diver's bonus", value).format(space=where, value=value)
    text = _("Explore the wreck at {space}: take a treasure token worth {value}").format(
        space=where, value=value)
    return _finish(state, m.player, m.bonus, text)


def fish(m: Fish, state: GameState) -> str:
    """R6.4: the fish token taken where the boat is (and the Fisherman's PP)."""
    where = boat_space(state, m.player)
    value = space_at(state, where).fish
    if _own_bonus(state, m.player, m.bonus, Character.FISHERMAN):
        return _("Fish at {space}: take a fish token worth {value} and gain {value} PP with "
                 "the Fisherman's bonus").format(space=where, value=value)
    text = _("Fish at {space}: take a fish token worth {value}").format(space=where,
                                                                        value=value)
    return _finish(state, m.player, m.bonus, text)


def sell(m: Sell, state: GameState) -> str:
    """R6.5: the fish tokens sold, at the fish price, for how many Vatus."""
    price = state.fish_price
    values = listed([str(v) for v in m.fish])
    money = vatus(sum(m.fish) * price)
    if _own_bonus(state, m.player, m.bonus, Character.VENDOR):
        text = ngettext(
            "Sell your fish token worth {values} for {money} at the fish price {price}, using "
            "the Vendor's bonus (no hut of yours needed)",
            "Sell your fish tokens worth {values} for {money} at the fish price {price}, using "
            "the Vendor's bonus (no hut of yours needed)", len(m.fish))
        return text.format(values=values, money=money, price=price)
    text = ngettext("Sell your fish token worth {values} for {money} at the fish price {price}",
                    "Sell your fish tokens worth {values} for {money} at the fish price "
                    "{price}", len(m.fish)).format(values=values, money=money, price=price)
    return _finish(state, m.player, m.bonus, text)


def buy(m: Buy, state: GameState) -> str:
    """R6.6: the cube bought, its price, and the demand tile it goes to (or that it is lost)."""
    c = state.options.components
    price = vatus(c.goods_price[GOODS.index(m.good)]) if m.good in GOODS else "?"
    good = good_name(m.good)
    if _own_bonus(state, m.player, m.bonus, Character.BUYER):
        pp = sum(score for _tile, score in exports(state, m.good, 2))
        return _("Buy a {good} cube on the island at {island} for {money} and export it with "
                 "a second one free from the supply, using the Buyer's bonus: {pp} PP").format(
            good=good, island=m.island, money=price, pp=pp)
    [(tile, pp)] = exports(state, m.good, 1)
    if tile is None:
        text = _("Buy a {good} cube on the island at {island} for {money}; no demand tile "
                 "needs it, so it is lost")
    elif pp > c.goods_export[GOODS.index(m.good)]:
        text = _("Buy a {good} cube on the island at {island} for {money} and export it to "
                 "demand tile #{demand}, completing it: {pp} PP")
    else:
        text = _("Buy a {good} cube on the island at {island} for {money} and export it to "
                 "demand tile #{demand}: {pp} PP")
    text = text.format(good=good, island=m.island, money=price, demand=tile, pp=pp)
    return _finish(state, m.player, m.bonus, text)


def draw(m: Draw, state: GameState) -> str:
    """R6.7: the sand drawing and its PP (more with the Artist)."""
    c = state.options.components
    if _own_bonus(state, m.player, m.bonus, Character.ARTIST):
        return _("Make a sand drawing on the island at {island}: {pp} PP with the Artist's "
                 "bonus").format(island=m.island, pp=c.artist_pp)
    text = _("Make a sand drawing on the island at {island}: {pp} PP").format(
        island=m.island, pp=c.draw_pp)
    return _finish(state, m.player, m.bonus, text)


def transport(m: Transport, state: GameState) -> str:
    """R6.8: the island the tourist goes to, the Vatus of its huts (and the Guide's PP)."""
    there = space_at(state, m.island)
    huts = len(there.huts)
    if _own_bonus(state, m.player, m.bonus, Character.GUIDE):
        pp = state.options.components.guide_pp_per_drawing * there.drawings
        if huts == 0:
            text = _("Bring a waiting tourist to the island at {island}: no Vatus (no hut "
                     "there) and {pp} PP with the Guide's bonus")
        else:
            text = ngettext(
                "Bring a waiting tourist to the island at {island}: {huts} Vatu for its hut "
                "and {pp} PP with the Guide's bonus",
                "Bring a waiting tourist to the island at {island}: {huts} Vatus for its "
                "{huts} huts and {pp} PP with the Guide's bonus", huts)
        return text.format(island=m.island, huts=huts, pp=pp)
    if huts == 0:
        text = _("Bring a waiting tourist to the island at {island}: no Vatus (no hut there)")
    else:
        text = ngettext(
            "Bring a waiting tourist to the island at {island}: {huts} Vatu for its hut",
            "Bring a waiting tourist to the island at {island}: {huts} Vatus for its {huts} "
            "huts", huts)
    text = text.format(island=m.island, huts=huts)
    return _finish(state, m.player, m.bonus, text)


def rest(m: Rest, state: GameState) -> str:
    """R6.9: the rest token kept face down and what it gives in Phase V (R5.9)."""
    texts = {
        "first": _("Rest: keep the 'first' token face down, to become First Player from the "
                   "next round"),
        "vatu": _("Rest: keep the 'vatu' token face down, for 1 Vatu at the end of the round"),
        "point": _("Rest: keep the 'point' token face down, for 1 PP at the end of the round"),
        "both": _("Rest: keep the 'both' token face down, for 1 Vatu and 1 PP at the end of "
                  "the round"),
    }
    text = texts.get(m.token)
    if m.token == HIDDEN_TOKEN:
        text = _("Rest: keep a rest token face down")
    elif text is None:
        text = _("Rest: keep the '{token}' token face down").format(token=m.token)
    return _finish(state, m.player, m.bonus, text)
