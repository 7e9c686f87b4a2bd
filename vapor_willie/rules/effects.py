"""What happens to the river and the boat: entering a point (VW5), opening a port
card (VW8.1), and the automatic bookkeeping between moves (VW3.5)."""

from __future__ import annotations

from ..state import GameState, Step
from .board import graph, state_layout
from .common import add_cube, cube_index, fits, gain_silvos, pop, prepend, set_player
from .evolve import replace_player, replace_state

__all__ = ["advance", "drop_cube", "enter", "open_port", "take_cube"]


def take_cube(state: GameState, p: int, cube: str) -> GameState:
    """P``p`` puts ``cube`` on their boat card, fitting or not (VW5.2)."""
    pl = state.players[p]
    return set_player(state, p, replace_player(
        pl, cubes=add_cube(pl.cubes, cube_index(state.options, cube))))


def drop_cube(state: GameState, p: int, cube: str) -> GameState:
    """P``p`` takes ``cube`` off their boat card (where it goes is the caller's)."""
    pl = state.players[p]
    return set_player(state, p, replace_player(
        pl, cubes=add_cube(pl.cubes, cube_index(state.options, cube), -1)))


def _flip(state: GameState, board: str) -> GameState:
    """VW5.8: an extension board is turned over; its drifting cubes go to the bag."""
    lay = state_layout(state)
    bag = state.bag
    keep = []
    for point, cube in state.drifting:
        if lay.board[point] == board:
            bag = add_cube(bag, cube_index(state.options, cube))
        else:
            keep.append((point, cube))
    cashed = tuple(d for d in state.cashed if lay.board[d[0]] != board)
    return replace_state(state, flipped=state.flipped + (board,), drifting=tuple(keep), bag=bag,
                         cashed=cashed)


def _turn_river(state: GameState) -> GameState:
    """VW5.8 option ``turn-boards=any``: the river board is turned to its other face;
    the cubes on it (adrift on its points, on its islands) go back to the bag, and the
    islands of the new face start empty."""
    lay = state_layout(state)
    bag = state.bag
    keep = []
    for point, cube in state.drifting:
        if lay.board[point] == "river":
            bag = add_cube(bag, cube_index(state.options, cube))
        else:
            keep.append((point, cube))
    for found in state.islands:
        if found is not None:
            bag = add_cube(bag, cube_index(state.options, found))
    faces = state.options.components.river_faces
    other = next(r for r in faces if r.id != state.river)
    cashed = tuple(d for d in state.cashed if lay.board[d[0]] != "river")
    return replace_state(state, river_face=other.id, drifting=tuple(keep), bag=bag,
                         islands=(None,) * len(other.islands), cashed=cashed)


def enter(state: GameState, p: int, point: str) -> GameState:
    """P``p`` brings the boat onto ``point`` and obeys it (VW5.1)."""
    lay = state_layout(state)
    old_board = lay.board[state.boat]
    if old_board != lay.board[point]:
        if old_board != "river":
            state = _flip(state, old_board)
        elif state.options.boards_turned == "any":
            state = _turn_river(state)
            lay = state_layout(state)
    state = replace_state(state, boat=point)
    # VW5.7: the drifting cubes first
    here = [c for pt, c in state.drifting if pt == point]
    stay: list[str] = []
    if here and state.options.cash_back == "closed":  # VW6.2 option: cashed cubes stay
        cashed = [c for pt, c in state.cashed if pt == point]
        for cube in cashed:
            if cube in here:
                here.remove(cube)
                stay.append(cube)
    if here:
        state = replace_state(state, drifting=tuple(sorted(
            [d for d in state.drifting if d[0] != point] + [(point, c) for c in stay])))
        for cube in here:
            state = take_cube(state, p, cube)
    if state.options.island_cubes == "enter":  # VW4.2 option: the point lists the islands
        for i, island in enumerate(lay.islands):
            found = state.islands[i]
            if found is not None and point in lay.island_points[island]:
                state = replace_state(state, islands=state.islands[:i] + (None,)
                                      + state.islands[i + 1:])
                state = take_cube(state, p, found)
    kind = lay.kind[point]
    if kind == "bag":
        state = prepend(state, Step("cube", p))
    elif kind == "whistle":
        state = gain_silvos(state, p, 1)
    elif kind == "face":
        state = prepend(state, Step("face", p))
    elif kind == "restock":
        if sum(state.bag) < len(state.islands):
            return replace_state(state, ended="bag")  # VW10.2
        state = prepend(state, *(Step("restock", p, i) for i in range(len(state.islands))))
    elif kind == "end" and state.players[p].fulfilled:
        return replace_state(state, ended="the-end")  # VW10.1
    return state


def open_port(state: GameState, p: int, card: str) -> GameState:
    """VW8.1: the port card ``card`` is face up; P``p`` does its icons, then the
    negotiation, then the card is discarded."""
    c = state.options.components.port_card(card)
    steps: list[Step] = []
    trade = "trade" in c.everyone
    for icon in c.player:
        if icon == "cube-silvo":
            state = gain_silvos(state, p, 1)
            steps.append(Step("cube", p))
        elif icon == "two-silvos":
            state = gain_silvos(state, p, 2)
        elif icon == "choice":
            steps.append(Step("choice", p))
        elif icon == "drift":
            steps += [Step("drift", p), Step("port-character", p)]
        elif icon == "trade":
            trade = True
    if trade:  # VW8.3: offers from the docking player on, until all pass in a row
        steps.append(Step("offer", p, 0))
    steps.append(Step("close", p))
    state = replace_state(state, open_port=card, port_unseen=tuple(
        x for i, x in enumerate(state.port_unseen) if i != state.port_unseen.index(card)))
    return prepend(state, *steps)


def _has_character_elsewhere(state: GameState, p: int) -> bool:
    return bool(state.table) or any(
        q.character for i, q in enumerate(state.players) if i != p)


def _auto(state: GameState) -> GameState | None:
    """The head step resolved without a decision, or ``None`` if it needs a move."""
    step = state.queue[0]
    k, t = step.kind, step.target
    pl = state.players[t] if t >= 0 else None
    if k == "close":
        discard = state.port_discard + ((state.open_port,) if state.open_port else ())
        return replace_state(pop(state), open_port=None, port_discard=tuple(sorted(discard)),
                             offers=())
    if k in ("cube", "rato", "island", "restock"):
        return pop(state) if sum(state.bag) == 0 else None
    if k == "deal":
        return pop(state) if not state.undealt else None
    if k == "objective":
        return pop(state) if not state.objective_pile else None
    if k == "port":
        if not state.port_unseen:  # VW8.1 ruling: the discards are shuffled back
            if not state.port_discard:
                return pop(state)
            return replace_state(state, port_unseen=state.port_discard, port_discard=())
        return None
    if pl is None:
        return None
    if k == "keep" and len(pl.hand) <= 1:
        pl = replace_player(pl, objectives=tuple(sorted(pl.objectives + pl.hand)), hand=())
        return set_player(pop(state), t, pl)
    if k == "return" and len(pl.hand) <= 1:
        state = set_player(pop(state), t, replace_player(pl, hand=()))
        for cube in pl.hand:
            state = take_cube(state, t, cube)
        return state
    if k == "overflow" and fits(state.options, pl.cubes):
        return pop(state)
    if (k == "face" and not state.table) or (k == "drift" and not sum(pl.cubes)):
        return pop(state)
    if k == "port-character" and not _has_character_elsewhere(state, t):
        return pop(state)
    if k == "moves" and (step.n <= 0 or not graph(state).neighbours(state.boat)):
        return pop(state)
    return None


def advance(state: GameState) -> GameState:
    """Resolve what needs no decision: steps with nothing to choose, cubes that no
    longer fit (VW5.2), and the start of play after setup (VW3.1)."""
    while not state.ended:
        for i, pl in enumerate(state.players):
            if not fits(state.options, pl.cubes) and not (
                state.queue and state.queue[0].kind == "overflow" and state.queue[0].target == i
            ):
                state = prepend(state, Step("overflow", i))
                break
        if state.queue:
            nxt = _auto(state)
            if nxt is None:
                return state
            state = nxt
            continue
        if state.current < 0:
            return replace_state(state, current=state.first_player, round=1)
        return state
    return state
