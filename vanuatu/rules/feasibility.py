"""The planning feasibility rule R4.3.

*A player may not plan an action that would be impossible to perform.* An
action is plannable when, ignoring every other player, the player could
perform it this round, either now or after performing some of their own other
planned actions first (each at most once, in any order, with any options,
character bonus included), with free actions (treasure sales, the Beggar)
allowed at any point, and with the 10-Vatu conversion (R1.1c) applied all
along.

The search below is exact. It walks over the *hypothetical* positions of one
player (:mod:`vanuatu.rules.hypothetical`), keeping only what can matter to
the possibility of an action.

**Caching.** The answers depend only on the player's own facts (boat, money,
tokens, character, huts left, rest token) and on the parts of the position
around them (board, spaces, fish price, demand display, tourists and rest
tokens available, options), never on the markers already placed (those are the
``planned`` argument) nor on the other players. A :class:`Context` is therefore
cached under exactly those facts (:func:`context_key`), and each context keeps
the answers of its own searches. Every position of a planning phase shares the
context of each player: once one child of a planning node has been searched,
its siblings reuse the answer, whatever move led to them. The caches hold no
:class:`~vanuatu.GameState`, only the small tuples above, and are bounded
(:data:`MAX_CONTEXTS`); :func:`clear_cache` (or :func:`vanuatu.clear_caches`)
empties them.
"""

from __future__ import annotations

from collections.abc import Iterable

from ..components import ACTIONS, Action
from ..state import GameState
from .hypothetical import STEPPING_STONES, Context, Hypo

#: The bit set of every action.
ALL_ACTIONS = (1 << len(ACTIONS)) - 1

#: How many search contexts (one per player and surroundings) are kept.
MAX_CONTEXTS = 512


def action_mask(actions: Iterable[int]) -> int:
    """The bit set of ``actions`` (bit ``a`` for action ``a``)."""
    mask = 0
    for a in actions:
        mask |= 1 << a
    return mask


ContextKey = tuple[object, ...]

#: The cached contexts, oldest first (a dict keeps its insertion order).
_CONTEXTS: dict[ContextKey, Context] = {}


def context_key(state: GameState, p: int) -> ContextKey:
    """Every fact of ``state`` that a :class:`Context` of ``p`` depends on.

    Two positions with equal keys get the same answer to every R4.3 question
    about ``p``: the context reads nothing else (the markers on the board are
    the ``planned`` argument of each question). PP count only for a Beggar
    whose bonus is ready, and then only up to 3 (see :func:`initial`).
    """
    pl = state.players[p]
    beg = pl.bonus_ready and pl.character == "beggar"
    return (
        state.options,
        state.board,
        state.spaces,
        state.fish_price,
        state.demand_display,
        state.tourists_waiting > 0,
        bool(state.rest_available),
        p,
        pl.boat,
        pl.vatus,
        min(pl.pp, 3) if beg else 0,
        pl.fish,
        pl.treasures,
        pl.huts_left,
        pl.character,
        pl.bonus_ready,
        pl.rest_token is None,
    )


def context(state: GameState, p: int) -> Context:
    """The :class:`Context` of ``p`` in ``state``, shared by every position with
    the same :func:`context_key` (bounded cache, oldest dropped first)."""
    key = context_key(state, p)
    ctx = _CONTEXTS.get(key)
    if ctx is None:
        if len(_CONTEXTS) >= MAX_CONTEXTS:
            del _CONTEXTS[next(iter(_CONTEXTS))]
        ctx = _CONTEXTS[key] = Context(state, p)
    return ctx


def clear_cache() -> None:
    """Forget every cached context and search answer."""
    _CONTEXTS.clear()


def plannable_mask(state: GameState, p: int, planned: int, targets: int) -> int:
    """Bit set of the ``targets`` actions that ``p`` may plan (R4.3) when the
    actions of bit set ``planned`` (targets included) are on the board."""
    ctx = context(state, p)
    key = (planned, targets)
    found = ctx.masks.get(key)
    if found is None:
        found = ctx.masks[key] = search_mask(ctx, planned, targets)
    return found


def search_mask(ctx: Context, planned: int, targets: int) -> int:
    """The search of :func:`plannable_mask` (uncached)."""
    found = 0
    start = (0, ctx.start)
    seen = {start}
    stack = [start]
    while stack:
        done, h = stack.pop()
        for a in range(9):
            bit = 1 << a
            if targets & bit and not found & bit and not done & bit:
                if ctx.successors(a, h):
                    found |= bit
                    if found == targets:
                        return found
        nxt: list[tuple[int, Hypo]] = [(done, h2) for h2 in ctx.free_successors(h)]
        for a in STEPPING_STONES:
            bit = 1 << a
            if planned & bit and not done & bit:
                nxt.extend((done | bit, h2) for h2 in ctx.successors(a, h))
        for node in nxt:
            if node not in seen:
                seen.add(node)
                stack.append(node)
    return found


def plannable_with_one_more(state: GameState, p: int, planned: int) -> tuple[int, tuple[int, ...]]:
    """``(alone, with_one)``: the actions ``p`` may plan (R4.3) with the actions
    of bit set ``planned`` on the board, and, for every action ``y``, with
    ``planned`` and ``y`` on the board.

    ``alone`` equals ``plannable_mask(state, p, planned, ALL)`` and
    ``with_one[y]`` equals ``plannable_mask(state, p, planned | 1 << y, ALL)``,
    but one search answers all of them: it walks the positions reachable with
    the ``planned`` actions plus at most one other, and credits each possible
    action to the extra action used to get there (none: to ``alone``).
    Planning a pass of two markers asks exactly these questions.
    """
    ctx = context(state, p)
    found = ctx.with_one.get(planned)
    if found is None:
        found = ctx.with_one[planned] = search_with_one_more(ctx, planned)
    return found


def search_with_one_more(ctx: Context, planned: int) -> tuple[int, tuple[int, ...]]:
    """The search of :func:`plannable_with_one_more` (uncached)."""
    alone = 0
    extra_found = [0] * 9
    start = (0, ctx.start)
    seen = {start}
    # Positions reached with planned actions only come first, so that ``alone``
    # is complete before the positions that used the extra action are walked.
    stack = [start]
    extra_stack: list[tuple[int, Hypo]] = []
    while stack or extra_stack:
        done, h = stack.pop() if stack else extra_stack.pop()
        extra = done & ~planned
        y = extra.bit_length() - 1
        known = alone | extra_found[y] if extra else alone
        if (known | done) == ALL_ACTIONS:
            continue  # every action this position or its followers could allow is known
        possible = 0
        nxt: list[tuple[int, Hypo]] = [(done, h2) for h2 in ctx.free_successors(h)]
        for a in range(9):
            bit = 1 << a
            if done & bit:
                continue
            # Rest changes nothing and is never a useful first step
            expand = a < 8 and (planned & bit or not extra)
            if not expand and known & bit:
                continue
            succ = ctx.successors(a, h)
            if not succ:
                continue
            possible |= bit
            if expand:
                nxt.extend((done | bit, h2) for h2 in succ)
        if extra:
            extra_found[y] |= possible
        else:
            alone |= possible
        for node in nxt:
            if node not in seen:
                seen.add(node)
                (extra_stack if node[0] & ~planned else stack).append(node)
    with_one = tuple(alone | extra_found[y] for y in range(9))
    return alone, with_one


def plannable(state: GameState, p: int, action: Action, planned: frozenset[Action]) -> bool:
    """Whether ``p`` may plan ``action`` when ``planned`` are all their planned spaces (R4.3)."""
    return bool(plannable_mask(state, p, action_mask(planned | {action}), 1 << action))
