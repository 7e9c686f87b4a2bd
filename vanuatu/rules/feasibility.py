"""The planning feasibility rule R4.3.

*A player may not plan an action that would be impossible to perform.* An
action is plannable when, ignoring every other player, the player could
perform it this round, either now or after performing some of their own other
planned actions first (each at most once, in any order, with any options,
character bonus included), with free actions (treasure sales, the Beggar)
allowed at any point, and with the 10-Vatu conversion (R1.1c) applied all
along.

The search below is exact. It walks over the *hypothetical* positions of one
player (:mod:`vanuatu.rules.planning_positions`), keeping only what can matter to
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
from .caches import IdentityCache, drop_oldest
from .planning_player import Context, Node
from .planning_positions import STEPPING_STONES, Position
from .planning_table import clear_surroundings

#: The bit set of every action.
ALL_ACTIONS = (1 << len(ACTIONS)) - 1

#: How many search contexts (one per player and surroundings) are kept.
MAX_CONTEXTS = 64


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


#: The same contexts found by the identities of the objects that
#: :func:`context_key` reads (the player's :class:`~vanuatu.PlayerState`, the
#: board, the spaces, the options and the demand display) and the few other facts
#: it reads (:mod:`vanuatu.rules.caches`). The positions of one planning phase
#: share these objects (but for the player who just planned), so this spares
#: hashing the 64 spaces; equal objects that are distinct (from another line of
#: play) fall back on :data:`_CONTEXTS`.
_BY_IDENTITY: IdentityCache[Context] = IdentityCache(MAX_CONTEXTS)


def context(state: GameState, p: int) -> Context:
    """The :class:`Context` of ``p`` in ``state``, shared by every position with
    the same :func:`context_key` (bounded cache, oldest dropped first)."""
    parts = (state.players[p], state.board, state.spaces, state.options, state.demand_display)
    extra = (p, state.fish_price, state.tourists_waiting > 0, bool(state.rest_available))
    ctx = _BY_IDENTITY.get(parts, extra)
    if ctx is not None:
        return ctx
    key = context_key(state, p)
    ctx = _CONTEXTS.get(key)
    if ctx is None:
        if len(_CONTEXTS) >= MAX_CONTEXTS:
            drop_oldest(_CONTEXTS)
        ctx = _CONTEXTS[key] = Context(state, p)
    return _BY_IDENTITY.put(parts, extra, ctx)


def clear_cache() -> None:
    """Forget every cached context and search answer."""
    _CONTEXTS.clear()
    _BY_IDENTITY.clear()
    clear_surroundings()


def cached_keys() -> list[ContextKey]:
    """The keys of the cached contexts, oldest first (to inspect the cache)."""
    return list(_CONTEXTS)


def cached_contexts() -> list[Context]:
    """The cached contexts, oldest first (to inspect the cache)."""
    return list(_CONTEXTS.values())


def plannable_mask(state: GameState, p: int, planned: int, targets: int) -> int:
    """Bit set of the ``targets`` actions that ``p`` may plan (R4.3) when the
    actions of bit set ``planned`` (targets included) are on the board."""
    ctx = context(state, p)
    key = (planned, targets)
    found = ctx.masks.get(key)
    if found is None:
        found = known_mask(ctx, planned, targets)
        if found is None:
            found = search_mask(ctx, planned, targets)
        ctx.masks[key] = found
    return found


def known_plannable(ctx: Context, planned: int) -> int | None:
    """Every action plannable with ``planned`` (``plannable_mask(..., planned,
    ALL_ACTIONS)``) if an answer already found says it, else ``None``.

    A search over ``planned`` for every action, or a
    :func:`plannable_with_one_more` over ``planned`` or over ``planned``
    without one of its actions ``y`` (its answer for ``y``), says it.
    """
    answer = ctx.masks.get((planned, ALL_ACTIONS))
    if answer is not None:
        return answer
    both = ctx.with_one.get(planned)
    if both is not None:
        return both[0]
    rest = planned
    while rest:
        bit = rest & -rest
        rest ^= bit
        both = ctx.with_one.get(planned ^ bit)
        if both is not None:
            return both[1][bit.bit_length() - 1]
    return None


def known_mask(ctx: Context, planned: int, targets: int) -> int | None:
    """:func:`plannable_mask` from the answers already found, or ``None``.

    An action ``x`` is plannable with ``planned`` exactly when it is plannable
    with ``planned`` without ``x``: the search never performs ``x`` before
    finding ``x`` possible. So each target is looked up over both sets. Checking
    a Plan move after listing the moves of the same position (the planning
    node of a search, the replay of a record) needs no search.
    """
    found = 0
    rest = targets
    while rest:
        bit = rest & -rest
        rest ^= bit
        answer = known_plannable(ctx, planned)
        if answer is None:
            answer = known_plannable(ctx, planned & ~bit)
            if answer is None:
                return None
        found |= answer & bit
    return found


def dominated(node: Node, search: int, done: int) -> bool:
    """Whether a search node, the position of ``node`` with the actions of bit
    set ``done`` performed, can be skipped: search number ``search`` already met
    the same position with a subset of ``done`` performed. Otherwise it is
    recorded in ``node`` (the done sets met by this search).

    *Proof that skipping loses nothing.* What can be found from a search node
    depends only on its position ``h`` and on the actions still available, the
    planned actions (plus, in :func:`search_with_one_more`, one unplanned
    action) not in ``done``: the positions after an action depend on ``h`` and
    the action alone (:meth:`Context.after`), never on ``done``. Let ``d1 ⊆
    d2``. Every sequence of actions that may be performed from ``(d2, h)`` may
    be performed from ``(d1, h)`` (its actions are not in ``d2``, so not in
    ``d1``), reaches the same positions, and at each of them has performed a
    subset of what the ``d2`` sequence has, so every action found possible
    along it from ``d2`` (possible there and not performed yet) is found from
    ``d1`` too. In :func:`search_with_one_more` the answer is also credited to
    the unplanned action used, if any. The unplanned actions of ``d1`` are
    among those of ``d2``, and a node holds at most one: either ``d1`` holds
    none, and what it finds is credited to ``alone``, which is part of every
    answer, or both hold the same one ``y``, and both credit ``y``. A sequence
    from ``(d2, h)`` that performs the unplanned action only after ``h`` starts
    from ``d2`` without one, so ``d1`` holds none either and may perform the
    same one. Hence every answer bit found from ``(d2, h)`` is found from
    ``(d1, h)``, which the search walks (or skips by the same argument, or
    because its answers are already known). Equal done sets are the case ``d1 =
    d2``: a node seen twice.
    """
    if node.search != search:
        node.search = search
        node.seen = done
        node.more_seen = None
        return False
    if not node.seen & ~done:
        return True
    more = node.more_seen
    if more is None:
        node.more_seen = [done]
        return False
    for d in more:
        if not d & ~done:
            return True
    more.append(done)
    return False


SearchNode = tuple[int, Position, Node]
"""A node of the searches: the bit set of the actions done, the position, and
its :class:`Node`."""


def _push_undominated(
    ctx: Context, search: int, done: int, positions: tuple[Position, ...], into: list[SearchNode]
) -> None:
    """Push onto ``into`` the search nodes of ``positions`` with the actions of
    ``done`` performed, except the :func:`dominated` ones."""
    nodes = ctx.nodes
    for h in positions:
        node = nodes.get(h) or ctx.node(h)
        if not dominated(node, search, done):
            into.append((done, h, node))


def search_mask(ctx: Context, planned: int, targets: int) -> int:
    """The search of :func:`plannable_mask` (uncached)."""
    search = ctx.new_search()
    planned_steps = planned & STEPPING_STONES
    found = 0
    start = ctx.node(ctx.start)
    dominated(start, search, 0)
    stack: list[SearchNode] = [(0, ctx.start, start)]
    while stack:
        done, h, node = stack.pop()
        possible = node.possible
        found |= possible & targets & ~done
        if found == targets:
            return found
        _push_undominated(ctx, search, done, ctx.free(node, h), stack)
        follow = possible & planned_steps & ~done
        while follow:
            bit = follow & -follow
            follow ^= bit
            positions = ctx.after(node, h, bit.bit_length() - 1)
            _push_undominated(ctx, search, done | bit, positions, stack)
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
    search = ctx.new_search()
    alone = 0
    extra_found = [0] * len(ACTIONS)
    start = ctx.node(ctx.start)
    dominated(start, search, 0)
    # Rest changes nothing and is never a useful first step; after the extra
    # action only planned actions may follow
    planned_steps = planned & STEPPING_STONES
    # Positions reached with planned actions only come first, so that ``alone``
    # is complete before the positions that used the extra action are walked.
    stack: list[SearchNode] = [(0, ctx.start, start)]
    extra_stack: list[SearchNode] = []
    while stack or extra_stack:
        done, h, node = stack.pop() if stack else extra_stack.pop()
        extra = done & ~planned
        if extra:
            y = extra.bit_length() - 1
            if (alone | extra_found[y] | done) == ALL_ACTIONS:
                continue  # every action this position or its followers could allow is known
            possible = node.possible & ~done
            extra_found[y] |= possible
            follow = possible & planned_steps
            into = extra_stack
        else:
            if (alone | done) == ALL_ACTIONS:
                continue
            possible = node.possible & ~done
            alone |= possible
            follow = possible & STEPPING_STONES
            into = stack
        _push_undominated(ctx, search, done, ctx.free(node, h), into)
        while follow:
            bit = follow & -follow
            follow ^= bit
            d2 = done | bit
            positions = ctx.after(node, h, bit.bit_length() - 1)
            _push_undominated(ctx, search, d2, positions, extra_stack if d2 & ~planned else stack)
    with_one = tuple(alone | extra_found[y] for y in range(len(ACTIONS)))
    return alone, with_one


def plannable(state: GameState, p: int, action: Action, planned: frozenset[Action]) -> bool:
    """Whether ``p`` may plan ``action`` when ``planned`` are all their planned spaces (R4.3)."""
    return bool(plannable_mask(state, p, action_mask(planned | {action}), 1 << action))
