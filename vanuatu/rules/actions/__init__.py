"""The nine actions (R6), one module each: what the action allows (its
options), why it is refused, and what it does.

=============  ======  =====================================================
module         rule    action
=============  ======  =====================================================
``sail``       R6.1    move the boat 1-3 steps over ocean tiles
``build``      R6.2    a hut (and with Rising Waters a dike, R10.3)
``explore``    R6.3    a treasure token from the tile under the boat
``fish``       R6.4    a fish token from the tile under the boat
``sell``       R6.5    fish tokens for Vatus; the price drops
``buy``        R6.6    buy a cube and export it to the demand tiles
``draw``       R6.7    a sand drawing on an island
``transport``  R6.8    a tourist to an island
``rest``       R6.9    keep a rest token
=============  ======  =====================================================

Each module has the same five functions: ``options(state, p, bonus)``,
``bonus_changes(state, move)``, ``why_impossible(state, p)``,
``why_unavailable(state, move)`` and ``perform(state, move, player, use_bonus)``.
This package dispatches to them by :class:`~vanuatu.components.Action` and
holds what they share: whether a character bonus applies (R1.8, R3.9), and the
one rule for every character that a bonus is declared only where it changes
the action (R12.2): an option with ``+bonus`` is listed only when the action
module's ``bonus_changes`` says so, and refused otherwise citing R1.8 and the
action's rule.

:func:`action_options` lists every way the player can perform an action in the
present position (R5.7), character bonus variants included. An action is
*possible* exactly when that list is not empty, so performance, retrieval
(R5.3) and the explanations all rest on this one function. Markers and turns
are handled by :mod:`vanuatu.rules.turns`; the planning search of R4.3 is
:mod:`vanuatu.rules.feasibility` (a test ties the two together).
"""

from __future__ import annotations

import weakref
from collections.abc import Callable
from typing import Any

import attrs

from ...components import LINKED_ACTION, Action
from ...moves import ActionMove, Build, Buy, Draw, Transport
from ...state import GameState, PlayerState
from ..caches import drop_oldest
from ..evolve import replace_player
from ..violation import Impossibility
from . import build, buy, draw, explore, fish, rest, sail, sell, transport
from .buy import export_to_display
from .islands import island_grounds
from .sell import lower_price

__all__ = [
    "MODULES",
    "RULES",
    "action_options",
    "bonus_ready",
    "clear_recent",
    "export_to_display",
    "listed",
    "lower_price",
    "named_grounds",
    "perform",
    "reason_for_option",
    "why_impossible",
]

#: The module of each action, in board order.
MODULES = {
    Action.SAIL: sail,
    Action.BUILD: build,
    Action.EXPLORE: explore,
    Action.FISH: fish,
    Action.SELL: sell,
    Action.BUY: buy,
    Action.DRAW: draw,
    Action.TRANSPORT: transport,
    Action.REST: rest,
}
#: The rule of each action (``"R6.5"`` for Sell).
RULES: dict[Action, str] = {a: m.RULE for a, m in MODULES.items()}

_OPTIONS: dict[Action, Callable[[GameState, int, bool], list[Any]]] = {
    a: m.options for a, m in MODULES.items()
}
_PERFORM: dict[Action, Callable[[GameState, Any, PlayerState, bool], GameState]] = {
    a: m.perform for a, m in MODULES.items()
}
_CHANGES: dict[Action, Callable[[GameState, Any], bool]] = {
    a: m.bonus_changes for a, m in MODULES.items()
}
_WHY: dict[Action, Callable[[GameState, int], Impossibility]] = {
    a: m.why_impossible for a, m in MODULES.items()
}
_UNAVAILABLE: dict[Action, Callable[[GameState, Any], Impossibility]] = {
    a: m.why_unavailable for a, m in MODULES.items()
}


def bonus_ready(player: PlayerState, action: Action) -> bool:
    """Whether the player's character bonus for ``action`` can be used now (R1.8, R3.9)."""
    return (
        player.bonus_ready
        and player.character is not None
        and LINKED_ACTION.get(player.character) == action
    )


def action_options(state: GameState, p: int, action: Action) -> list[ActionMove]:
    """Every move performing ``action`` for player ``p`` now (R6), bonus variants included.

    The list is empty when the action is impossible in the present position.
    A ``+bonus`` option is listed only where the bonus changes the action (R12.2).

    The options of the last positions asked are remembered (by the identity of
    the state, held weakly), so that checking a move taken from
    :func:`vanuatu.legal_moves` of the same state lists nothing again and finds
    the very object listed (:func:`listed`).
    """
    key = (id(state), p, int(action))
    hit = _RECENT.get(key)
    if hit is not None and hit[0]() is state:
        return list(hit[1])
    pl = state.players[p]
    if not bonus_ready(pl, action):
        found = _OPTIONS[action](state, p, False)
    else:
        changes = _CHANGES[action]
        found = [m for m in _OPTIONS[action](state, p, True) if not m.bonus or changes(state, m)]
    if len(_RECENT) >= MAX_RECENT:
        drop_oldest(_RECENT)
    _RECENT[key] = (weakref.ref(state), tuple(found))
    return found


#: The :func:`action_options` of the positions asked last, by ``(id(state),
#: player, action)``, with a weak reference to the state (an entry whose state is
#: gone is never used: its identity may have been reused).
_RECENT: dict[tuple[int, int, int], tuple[weakref.ref[GameState], tuple[ActionMove, ...]]] = {}
#: A bound on :data:`_RECENT`.
MAX_RECENT = 32


def clear_recent() -> None:
    """Forget the remembered :func:`action_options`."""
    _RECENT.clear()


def listed(move: ActionMove, options: list[ActionMove]) -> bool:
    """Whether ``move`` is one of ``options``: the very object first (a move
    taken from the listing), then an equal one."""
    for m in options:
        if m is move:
            return True
    return move in options


def why_impossible(state: GameState, p: int, action: Action) -> Impossibility:
    """The rule and reason that make ``action`` impossible for ``p`` now."""
    return _WHY[action](state, p)


def named_grounds(state: GameState, move: ActionMove) -> Impossibility | None:
    """Why what ``move`` names cannot be used, or ``None``: the dike it asks
    for (R10.3, :func:`~vanuatu.rules.actions.build.dike_grounds`), then the
    island (R1.2, R6, R10.3, :func:`~vanuatu.rules.actions.islands.island_grounds`).

    These come before the action's own grounds: a move naming a submerged
    island is refused for the water, not for a missing slot, and a dike asked
    for when the supply is empty for the supply, not for the price of a hut
    nobody asked for."""
    if isinstance(move, Build):
        grounds = build.dike_grounds(state, move)
        if grounds is not None:
            return grounds
    if isinstance(move, Build | Buy | Draw | Transport):
        return island_grounds(state, move)
    return None


def reason_for_option(state: GameState, move: ActionMove) -> Impossibility:
    """Why ``move`` is not one of the ways to perform its action now, when the
    action itself is possible (:func:`action_options` does not list it)."""
    p = move.player
    pl = state.players[p]
    if move.bonus and not bonus_ready(pl, move.action):
        who = pl.character or "no character"
        return Impossibility("R1.8", f"P{p} ({who}) has no unused bonus for {move.action.word}")
    if move.bonus and not _CHANGES[move.action](state, move):
        plain = attrs.evolve(move, bonus=False)
        if listed(plain, action_options(state, p, move.action)):
            return Impossibility("R1.8", (
                f"the {pl.character}'s bonus would change nothing in this {move.action.word} "
                f"({RULES[move.action]}): a bonus is declared only where it changes the "
                f"action (R12.2); play {plain}"
            ))
    return _UNAVAILABLE[move.action](state, move)


def perform(state: GameState, move: ActionMove) -> GameState:
    """The effect of a legal action move (R6); markers are not touched here.

    A move with ``bonus`` set by a Preacher (R5.5) performs the plain action.
    """
    pl = state.players[move.player]
    use = (move.bonus and pl.character is not None
           and LINKED_ACTION.get(pl.character) == move.action)
    if move.bonus:
        pl = replace_player(pl, bonus_ready=False)
    return _PERFORM[move.action](state, move, pl, use)
