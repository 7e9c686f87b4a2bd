"""Phase IV, performing actions (R5.1-R5.8): majority, the choice of a stack,
mandatory performance, retrieval, the Preacher and the Governor."""

from __future__ import annotations

import attrs

from ..components import ACTIONS, LINKED_ACTION, Action, Character
from ..moves import ActionMove, Build, Govern, Retrieve
from ..state import GameState, Phase, PlayerState
from .actions import (
    action_options,
    listed,
    named_grounds,
    perform,
    reason_for_option,
    why_impossible,
)
from .evolve import players_with, replace_player, replace_state, shared_counts
from .turn_order import order, seat
from .violation import Violation
from .waters import after_performed_action


def majority_holder(state: GameState, action: Action) -> int | None:
    """The player holding the majority on ``action`` (R5.1, R10.1), or ``None``.

    The holder has at least one marker there and every other player has fewer,
    or as many but later in turn order. With two players the holder must also
    have more markers than the neutral stack (as many suffice on the space of
    their character's action or where they moved a stack with the Governor).
    """
    best = None
    best_n = 0
    for p in order(state):
        k = state.players[p].markers[action]
        if k > best_n:
            best, best_n = p, k
    if best is None:
        return None
    if state.options.two_player:
        neutral = state.neutral[action]
        if best_n < neutral:
            return None
        if best_n == neutral and neutral > 0 and not _tie_privilege(state, best, action):
            return None
    return best


def _tie_privilege(state: GameState, p: int, action: Action) -> bool:
    """R10.1: a tie with the neutral stack is enough on the space of the player's
    character's action, or where they moved a stack with the Governor."""
    pl = state.players[p]
    if pl.character is not None and LINKED_ACTION.get(pl.character) == action:
        return True
    return state.governed[p] == action


def majorities(state: GameState, p: int) -> list[Action]:
    """The spaces where ``p`` holds the majority (R5.1)."""
    return [a for a in ACTIONS if state.players[p].markers[a] and majority_holder(state, a) == p]


def _governor_ready(state: GameState, p: int) -> bool:
    pl = state.players[p]
    return pl.character == Character.GOVERNOR and pl.bonus_ready


def _preacher_ready(state: GameState, p: int) -> bool:
    pl = state.players[p]
    return pl.character == Character.PREACHER and pl.bonus_ready


def _govern_targets(state: GameState, source: Action) -> list[Action]:
    return [
        a
        for a in ACTIONS
        if a != source and (state.options.governor_onto_resolved or not state.resolved >> a & 1)
    ]


def turn_moves(state: GameState) -> list[ActionMove | Retrieve | Govern]:
    """Every legal move of the player to act in Phase IV (free actions aside)."""
    p = state.to_act
    pl = state.players[p]
    moves: list[ActionMove | Retrieve | Govern] = []
    held = majorities(state, p)
    if held:
        for a in held:
            opts = action_options(state, p, a)
            moves.extend(opts)
            if all(m.bonus for m in opts):  # R5.3; a bonus is never required (R1.8)
                moves.append(Retrieve(p, a))
    else:
        stacks = [a for a in ACTIONS if pl.markers[a]]
        moves.extend(Retrieve(p, a) for a in stacks)
        if _preacher_ready(state, p):
            for a in stacks:
                moves.extend(attrs.evolve(m, bonus=True) for m in action_options(state, p, a))
    if _governor_ready(state, p):
        for a in ACTIONS:
            if pl.markers[a]:
                moves.extend(Govern(p, a, t) for t in _govern_targets(state, a))
    return moves


def refuse_turn(state: GameState, move: ActionMove | Retrieve | Govern) -> Violation | None:
    """Why a Phase IV move is refused (R5.1-R5.6, R6), or ``None`` if it is legal."""
    p = move.player
    pl = state.players[p]
    if isinstance(move, Govern):
        if pl.character != Character.GOVERNOR:
            return Violation(move, "R5.6", "only the Governor may move a stack")
        if not pl.bonus_ready:
            return Violation(move, "R3.9", "the Governor's bonus was already used this round")
        if not pl.markers[move.source]:
            return Violation(move, "R5.6", f"no marker of P{p} on {move.source.word}")
        if move.target == move.source:
            return Violation(move, "R5.6", "the stack must move to another space")
        if move.target not in _govern_targets(state, move.source):
            return Violation(move, "R5.6",
                             f"{move.target.word} was already resolved this round")
        return None
    held = majorities(state, p)
    if isinstance(move, Retrieve):
        a = move.action
        if not pl.markers[a]:
            return Violation(move, "R5.3", f"no marker of P{p} on {a.word}")
        if held:
            if a not in held:
                return Violation(move, "R5.4", (
                    f"P{p} holds a majority ({', '.join(x.word for x in held)}) and must "
                    f"resolve one of those spaces"
                ))
            if any(not m.bonus for m in action_options(state, p, a)):
                return Violation(move, "R5.3",
                                 f"{a.word} is possible for P{p} and must be performed")
        return None
    a = move.action
    if isinstance(move, Build) and move.dike is not None and not state.options.rising_waters:
        return Violation(move, "R10.3", "dikes are built only with Rising Waters")
    if not pl.markers[a]:
        return Violation(move, "R5.3", f"no marker of P{p} on {a.word}")
    if a in held:
        opts = action_options(state, p, a)
        if listed(move, opts):
            return None
        if not opts:
            return (named_grounds(state, move) or why_impossible(state, p, a)).against(move)
        return reason_for_option(state, move).against(move)
    # no majority on this space: only the Preacher's power (R5.5)
    if pl.character == Character.PREACHER:
        if not pl.bonus_ready:
            return Violation(move, "R3.9", "the Preacher's bonus was already used this round")
        if held:
            return Violation(move, "R5.5",
                             "a Preacher holding any majority may not use the power")
        if not move.bonus:
            return Violation(move, "R5.5", (
                f"P{p} holds no majority on {a.word}; the Preacher must use the bonus (+bonus)"
            ))
        opts = action_options(state, p, a)
        plain = attrs.evolve(move, bonus=False)
        if listed(plain, opts):
            return None
        if not opts:
            return (named_grounds(state, plain) or why_impossible(state, p, a)).against(move)
        return reason_for_option(state, plain).against(move)
    holder = majority_holder(state, a)
    if holder is None and state.options.two_player:
        k, neutral = pl.markers[a], state.neutral[a]
        return Violation(move, "R10.1", (
            f"P{p}'s {k} marker{'s' if k > 1 else ''} on {a.word} do not beat the neutral "
            f"stack of {neutral}"
        ))
    who = "nobody" if holder is None else f"P{holder}"
    return Violation(move, "R5.1",
                     f"P{p} does not hold the majority on {a.word} ({who} does)")


def apply_turn(state: GameState, move: ActionMove | Retrieve | Govern) -> GameState:
    """Apply a Phase IV move, take the markers back and pass the turn (R5.2-R5.6)."""
    p = move.player
    if isinstance(move, Govern):
        pl = state.players[p]
        markers = list(pl.markers)
        markers[move.target] += markers[move.source]
        markers[move.source] = 0
        pl = replace_player(pl, markers=shared_counts(tuple(markers)), bonus_ready=False)
        governed = state.governed[:p] + (int(move.target),) + state.governed[p + 1 :]
        players = players_with(state, p, pl)
        return replace_state(state, players=players, governed=governed,
                             to_act=_next_turn(state, players))
    space = move.action
    if not isinstance(move, Retrieve):
        state = after_performed_action(perform(state, move))
        if state.phase == Phase.OVER:  # R10.3: the flood ended the game
            return state
    pl = state.players[p]
    left = shared_counts(pl.markers[:space] + (0,) + pl.markers[space + 1 :])
    players = players_with(state, p, replace_player(pl, markers=left))
    return replace_state(state, players=players, resolved=state.resolved | (1 << space),
                         to_act=_next_turn(state, players))


def _next_turn(state: GameState, players: tuple[PlayerState, ...]) -> int:
    """The next player after the one to act in turn order who still has markers
    once they hold ``players`` (R5.2); the one to act if nobody has any (the
    flow then moves to Phase V)."""
    n = len(state.players)
    s = seat(state, state.to_act)
    turns = order(state)
    for k in range(1, n + 1):
        q = turns[(s + k) % n]
        if players[q].markers_on_board:
            return q
    return state.to_act
