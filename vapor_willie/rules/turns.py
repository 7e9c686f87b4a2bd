"""The moves of a player choosing freely on their turn: the actions (VW3.2, VW4),
the free actions (VW3.4, VW6.2, VW7, VW9.1) and ending the turn."""

from __future__ import annotations

from ..moves import (
    ACTION_TYPES,
    Anchor,
    Cash,
    Dock,
    EndTurn,
    Extend,
    Fulfil,
    Move,
    MoveBoat,
    TakeObjective,
    UseRata,
    UseRato,
)
from ..state import GameState, Step
from .board import graph, state_layout
from .common import Refusal, add_cube, cube_index, gain_silvos, lot_held, prepend, set_player
from .effects import enter, take_cube
from .evolve import replace_player, replace_state
from .steps import LOTS, drift_cube

__all__ = ["apply_turn", "refuse_turn", "turn_candidates"]

def turn_candidates(state: GameState) -> list[Move]:
    """A superset of the legal moves of the player choosing freely (moves that are
    plainly refused, such as anchoring at an island out of reach, are left out)."""
    p = state.current
    pl = state.players[p]
    c = state.options.components
    lay = state_layout(state)
    g = graph(state)
    near = g.neighbours(state.boat)
    islands = [i for i in lay.islands if state.boat in lay.island_points[i]]
    ports = [port for port in lay.ports if state.boat in lay.port_points[port]]
    mouths = () if pl.extension_placed else lay.mouths
    out: list[Move] = [EndTurn(p)]
    for via in (None, pl.character) if pl.character in ("parrot", "captain") else (None,):
        out += [MoveBoat(p, pt, via) for pt in near]
        out += [Anchor(p, i, via) for i in islands]
        out += [Dock(p, port, via) for port in ports]
        out += [Extend(p, m, via) for m in mouths]
        out.append(TakeObjective(p, via))
    out += [Cash(p, cube, pt) for cube, n in zip(c.cube_ids, pl.cubes, strict=True) if n
            for pt in near]
    out += [Fulfil(p, card) for card in pl.objectives]
    if pl.character == "rato":
        out.append(UseRato(p))
    if pl.character == "rata":
        out += [UseRata(p, pt) for pt in sorted(g.active) if pt != state.boat]
    return out


def _refuse_action(state: GameState, move: Move, kind: str, via: str | None) -> Refusal | None:
    p = state.current
    pl = state.players[p]
    if via is not None:
        if via not in ("parrot", "captain"):
            return "VW7", f"unknown ability {via!r}"
        if pl.character != via:
            return ("VW7.5" if via == "parrot" else "VW7.4"), f"P{p} does not hold the {via}"
        if via == "parrot" and state.last_action != kind:
            last = state.last_action or "no action yet"
            return "VW7.5", f"the parrot repeats the last action of the turn ({last}), not {kind}"
        if via == "captain" and kind not in ("dock", "objective"):
            return "VW7.4", f"the captain takes objective cards or docks, not {kind}"
        return None
    if len(state.actions) >= 2:
        return "VW3.2", "two actions were already taken this turn"
    if kind in state.actions:
        if kind != "move":
            return "VW3.2", f"the two actions of a turn must be different ({kind} was taken)"
        if pl.silvos < 1:
            return "VW3.3", f"a second move costs a silvo and P{p} has none"
        assert isinstance(move, MoveBoat)
        if move.point == state.left_from:
            return "VW3.3", f"the second move may not go back to {move.point}, where the " \
                            "first move began"
    return None


def refuse_turn(state: GameState, move: Move) -> Refusal | None:
    """Why the player to act cannot make ``move`` now, or ``None``."""
    p = state.current
    pl = state.players[p]
    c = state.options.components
    lay = state_layout(state)
    kind = ACTION_TYPES.get(type(move))
    if kind is not None:
        via = move.via  # type: ignore[union-attr]
        r = _refuse_action(state, move, kind, via)
        if r is not None:
            return r
    near = graph(state).neighbours(state.boat)
    if isinstance(move, MoveBoat):
        if move.point not in near:
            return "VW4.1", f"point {move.point!r} is not linked to the boat's point {state.boat}"
    elif isinstance(move, Anchor):
        if move.island not in lay.islands:
            return "VW4.2", f"no island {move.island!r}"
        if state.boat not in lay.island_points[move.island]:
            return "VW4.2", f"island {move.island} is not linked to the boat's point {state.boat}"
        if state.islands[lay.islands.index(move.island)] is None:
            return "VW4.2", f"island {move.island} has no cube"
    elif isinstance(move, Dock):
        if move.port not in lay.ports:
            return "VW4.3", f"no port {move.port!r}"
        if state.boat not in lay.port_points[move.port]:
            return "VW4.3", f"port {move.port} is not linked to the boat's point {state.boat}"
        if move.via != "captain" and pl.silvos < 1:
            return "VW4.3", f"docking costs a silvo and P{p} has none"
    elif isinstance(move, Extend):
        if pl.extension_placed:
            return "VW4.4", f"P{p} has already placed their extension board"
        if move.mouth not in lay.mouths:
            return "VW4.4", f"{move.mouth!r} is not a mouth of the river board"
        if any(m == move.mouth for _, m in state.extensions):
            return "VW4.4", f"mouth {move.mouth} already has an extension board"
    elif isinstance(move, TakeObjective):
        if not state.objective_pile:
            return ("VW7.4" if move.via == "captain" else "VW4.5"), "the objective pile is empty"
        if move.via != "captain" and pl.objectives:
            return "VW4.5", f"P{p} has not fulfilled their objective ({', '.join(pl.objectives)})"
    elif isinstance(move, Cash):
        if move.cube in LOTS or not lot_held(state, p, move.cube):
            return "VW6.2", f"P{p} holds no {move.cube!r} cube"
        if move.point not in near:
            return "VW6.2", f"point {move.point!r} is not linked to the boat's point {state.boat}"
    elif isinstance(move, Fulfil):
        if move.card not in pl.objectives:
            return "VW9.1", f"P{p} holds no unfulfilled objective card {move.card!r}"
        for cube, n in c.objective(move.card).items:
            if pl.cubes[cube_index(state.options, cube)] < n:
                return "VW9.1", f"objective {move.card} needs {n} {cube} and P{p} has " \
                                f"{pl.cubes[cube_index(state.options, cube)]}"
    elif isinstance(move, UseRato):
        if pl.character != "rato":
            return "VW7.2", f"P{p} does not hold the rato"
        if not sum(state.bag):
            return "VW7.2", "the bag is empty"
    elif isinstance(move, UseRata):
        if pl.character != "rata":
            return "VW7.3", f"P{p} does not hold the rata"
        if move.point not in graph(state).active or move.point == state.boat:
            return "VW7.3", f"{move.point!r} is not another point of the river in play"
    elif not isinstance(move, EndTurn):
        return "VW3.5", f"nothing is pending: a {type(move).__name__} move is not possible"
    return None


def _release(state: GameState, p: int) -> GameState:
    """VW7.1: the character used goes back to the table."""
    pl = state.players[p]
    order = state.options.components.characters
    table = tuple(sorted(state.table + (pl.character or "",), key=order.index))
    return set_player(replace_state(state, table=table), p, replace_player(pl, character=None))


def _apply_action(state: GameState, move: Move, kind: str, via: str | None) -> GameState:
    p = state.current
    if via is not None:
        state = _release(state, p)
    else:
        if kind == "move" and kind in state.actions:
            state = gain_silvos(state, p, -1)  # VW3.3
        elif kind == "move":
            state = replace_state(state, left_from=state.boat)
        state = replace_state(state, actions=state.actions + (kind,))
    return replace_state(state, last_action=kind)


def apply_turn(state: GameState, move: Move) -> GameState:
    """The state after a legal ``move`` of the player choosing freely."""
    p = state.current
    kind = ACTION_TYPES.get(type(move))
    if kind is not None:
        via = move.via  # type: ignore[union-attr]
        state = _apply_action(state, move, kind, via)
    pl = state.players[p]
    lay = state_layout(state)
    if isinstance(move, MoveBoat):
        return enter(state, p, move.point)
    if isinstance(move, Anchor):
        i = lay.islands.index(move.island)
        cube = state.islands[i]
        assert cube is not None
        state = replace_state(state, islands=state.islands[:i] + (None,) + state.islands[i + 1:])
        return take_cube(state, p, cube)
    if isinstance(move, Dock):
        if move.via != "captain":
            state = gain_silvos(state, p, -1)
        return prepend(state, Step("port", p, items=(move.port,)))
    if isinstance(move, Extend):
        board = lay.seat_board[p]
        state = replace_state(state, extensions=state.extensions + ((board, move.mouth),))
        return set_player(state, p, replace_player(pl, extension_placed=True))
    if isinstance(move, TakeObjective):
        draws = 2 if move.via == "captain" else 1
        return prepend(state, *(Step("objective", p) for _ in range(draws)), Step("keep", p))
    if isinstance(move, Cash):
        value = state.options.components.cubes[cube_index(state.options, move.cube)].silvos
        state = replace_state(state, cashed=state.cashed + ((move.point, move.cube),))
        return gain_silvos(drift_cube(state, p, move.cube, move.point), p, value)
    if isinstance(move, Fulfil):
        cubes, bag = pl.cubes, state.bag
        for cube, n in state.options.components.objective(move.card).items:
            i = cube_index(state.options, cube)
            cubes, bag = add_cube(cubes, i, -n), add_cube(bag, i, n)
        pl = replace_player(pl, cubes=cubes,
                            objectives=tuple(x for x in pl.objectives if x != move.card),
                            fulfilled=pl.fulfilled + (move.card,))
        return set_player(replace_state(state, bag=bag), p, pl)
    if isinstance(move, UseRato):
        return prepend(_release(state, p), Step("rato", p), Step("rato", p), Step("return", p))
    if isinstance(move, UseRata):
        return enter(_release(state, p), p, move.point)
    # VW3.1: the turn passes to the left
    n = state.num_players
    nxt = (p + 1) % n
    rnd = state.round + (1 if nxt == state.first_player else 0)
    state = replace_state(state, current=nxt, round=rnd, actions=(), left_from=None,
                          last_action=None, cashed=())
    limit = state.options.max_rounds
    if limit and rnd > limit:
        return replace_state(state, ended="rounds")
    return state

